import Foundation

/// The inline Markdown SwiftUI styles in a `Text` made from a literal: strong (`**` or
/// `__`), emphasis (`*` or `_`), both (`***`), strikethrough (`~~`), code spans (`` ` ``),
/// links (`[title](url)`) and backslash escapes. Block syntax (headings, lists) is shown as
/// written, as SwiftUI shows it.
///
/// Delimiters follow CommonMark's flanking rules in simplified form: an opening run must be
/// followed by a non-space, a closing run preceded by one, and `_` does not open or close
/// inside a word (`snake_case` stays as it is). An unmatched delimiter is text.
enum InlineMarkdown {
  /// One styled stretch.
  struct Piece: Equatable {
    var text: String
    var bold = false
    var italic = false
    var strikethrough = false
    var code = false
    var link: String?
  }

  /// The pieces of `markdown` as texts, or `nil` when it has no Markdown (the text is
  /// drawn as it is).
  static func pieces(of markdown: String) -> [Text]? {
    // The bytes are looked at first: text without any of the syntax's characters (most
    // text) is not split into characters at all.
    guard mayHoldSyntax(markdown), markdown.contains(where: { "*_~`[\\".contains($0) }) else {
      return nil
    }
    let parsed = parse(markdown)
    if parsed.count == 1, parsed[0] == Piece(text: parsed[0].text), parsed[0].text == markdown {
      return nil
    }
    return parsed.map { piece in
      var text = Text(verbatim: piece.text)
      if piece.bold { text = text.bold() }
      if piece.italic { text = text.italic() }
      if piece.strikethrough { text = text.strikethrough() }
      if piece.code { text = text.monospaced() }
      if piece.link != nil { text = text.foregroundStyle(.tint) }
      return text
    }
  }

  /// Whether `text` may hold a character Markdown reads as syntax (asterisk, underscore,
  /// tilde, backtick, bracket, backslash): it holds one of their bytes, or the first byte of
  /// U+1FEF GREEK VARIA, which Swift counts as equal to the backtick (its canonical
  /// decomposition). Without any, none of its characters can be one.
  ///
  /// The bytes are read from memory: the UTF-8 view's iterator cost more than the test.
  private nonisolated static func mayHoldSyntax(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
          UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"), 0xE1:
          return true
        default: continue
        }
      }
      return false
    }
  }

  /// `text` with every character Markdown could read as syntax escaped.
  static func escaped(_ text: String) -> String {
    guard mayHoldSyntax(text), text.contains(where: { "*_~`[]\\".contains($0) }) else {
      return text
    }
    var result = ""
    for character in text {
      if "*_~`[]\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The styled pieces of `markdown`, adjacent pieces of one style merged.
  static func parse(_ markdown: String) -> [Piece] {
    var pieces: [Piece] = []
    parse(Array(markdown), style: Piece(text: ""), into: &pieces)
    return pieces
  }

  private static func parse(_ characters: [Character], style: Piece, into pieces: inout [Piece]) {
    var index = 0
    var plain = ""
    func emit(_ text: String, _ style: Piece) {
      guard !text.isEmpty else { return }
      var piece = style
      piece.text = text
      if var last = pieces.last, last.sameStyle(as: piece) {
        last.text += text
        pieces[pieces.count - 1] = last
      } else {
        pieces.append(piece)
      }
    }
    func flushPlain() {
      emit(plain, style)
      plain = ""
    }
    while index < characters.count {
      let character = characters[index]
      // An escaped punctuation character is itself.
      if character == "\\", index + 1 < characters.count,
        characters[index + 1].isPunctuation
          || characters[index + 1].isSymbol
      {
        plain.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "`",
        let close = closing("`", in: characters, after: index + 1, plainInside: true)
      {
        flushPlain()
        var code = style
        code.code = true
        // Escapes stand for their characters here too (interpolated values are escaped).
        emit(unescaped(characters[(index + 1)..<close]), code)
        index = close + 1
        continue
      }
      if character == "[", let link = self.link(in: characters, at: index) {
        flushPlain()
        var linked = style
        linked.link = link.url
        parse(Array(characters[(index + 1)..<link.titleEnd]), style: linked, into: &pieces)
        index = link.end
        continue
      }
      if character == "*" || character == "_" || character == "~" {
        var run = 0
        while index + run < characters.count, characters[index + run] == character { run += 1 }
        let length = character == "~" ? (run >= 2 ? 2 : 0) : min(run, 3)
        if length > 0, canOpen(characters, at: index, length: length, character),
          let close = closingRun(character, length: length, in: characters, after: index + length)
        {
          flushPlain()
          var inner = style
          if character == "~" {
            inner.strikethrough = true
          } else {
            if length >= 2 { inner.bold = true }
            if length != 2 { inner.italic = true }
          }
          parse(Array(characters[(index + length)..<close]), style: inner, into: &pieces)
          index = close + length
          continue
        }
        plain.append(contentsOf: String(repeating: character, count: run))
        index += run
        continue
      }
      plain.append(character)
      index += 1
    }
    flushPlain()
  }

  /// Whether a delimiter run of `length` at `index` can open: followed by a non-space, and
  /// for `_` not preceded by a letter or digit.
  private static func canOpen(
    _ characters: [Character], at index: Int, length: Int, _ delimiter: Character
  ) -> Bool {
    let after = index + length
    guard after < characters.count, !characters[after].isWhitespace else { return false }
    if delimiter == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber
    {
      return false
    }
    return true
  }

  /// The index of a closing run of exactly `length` delimiters after `start`: preceded by a
  /// non-space, and for `_` not followed by a letter or digit.
  private static func closingRun(
    _ delimiter: Character, length: Int, in characters: [Character], after start: Int
  ) -> Int? {
    var index = start
    while index + length <= characters.count {
      if characters[index] == "\\" {
        index += 2
        continue
      }
      if characters[index] == "`",
        let close = closing("`", in: characters, after: index + 1, plainInside: true)
      {
        index = close + 1
        continue
      }
      guard characters[index] == delimiter else {
        index += 1
        continue
      }
      var run = 0
      while index + run < characters.count, characters[index + run] == delimiter { run += 1 }
      let after = index + run
      let closes =
        index > start && run >= length && !characters[index - 1].isWhitespace
        && !(delimiter == "_" && after < characters.count
          && (characters[after].isLetter || characters[after].isNumber))
      if closes {
        // A longer run closes with its last delimiters (`***a** b*` closes strong first).
        return index + run - length
      }
      index += run
    }
    return nil
  }

  /// The index of the next `delimiter` after `start`.
  private static func closing(
    _ delimiter: Character, in characters: [Character], after start: Int, plainInside: Bool
  ) -> Int? {
    var index = start
    while index < characters.count {
      if characters[index] == "\\" {
        index += 2
        continue
      }
      if characters[index] == delimiter { return index > start ? index : nil }
      index += 1
    }
    return nil
  }

  /// `characters` with each backslash escape replaced by the character it escapes.
  private static func unescaped(_ characters: ArraySlice<Character>) -> String {
    var result = ""
    var escaping = false
    for character in characters {
      if !escaping, character == "\\" {
        escaping = true
        continue
      }
      escaping = false
      result.append(character)
    }
    return result
  }

  /// A link `[title](url)` starting at `index`: where its title ends, its URL, and the
  /// index after it.
  private static func link(
    in characters: [Character], at index: Int
  ) -> (titleEnd: Int, url: String, end: Int)? {
    var depth = 0
    var cursor = index
    while cursor < characters.count {
      switch characters[cursor] {
      case "\\": cursor += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 {
          guard cursor + 1 < characters.count, characters[cursor + 1] == "(",
            let close = characters[(cursor + 2)...].firstIndex(of: ")")
          else { return nil }
          let url = String(characters[(cursor + 2)..<close])
          guard !url.isEmpty, !url.contains(where: \.isWhitespace) else { return nil }
          return (cursor, url, close + 1)
        }
      default: break
      }
      cursor += 1
    }
    return nil
  }
}

extension InlineMarkdown.Piece {
  /// Whether both pieces are drawn the same way.
  fileprivate func sameStyle(as other: InlineMarkdown.Piece) -> Bool {
    bold == other.bold && italic == other.italic && strikethrough == other.strikethrough
      && code == other.code && link == other.link
  }
}
