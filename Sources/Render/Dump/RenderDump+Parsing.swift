import Foundation

extension RenderDump {
  /// Reads a dump's text back: the inverse of ``text``.
  ///
  /// Also reads any text written in the same form, one node per line under the same guides,
  /// each line a label, a frame `(x, y, width, height)` and a tail (the accessibility dump
  /// is one).
  ///
  /// - Returns: `nil` when a line's guides do not place it under an earlier line, or when
  ///   the text has more than one root.
  package init?(parsing text: String) {
    var lines: [Line] = []
    for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
      let line = Array(String(decoding: bytes, as: UTF8.self))
      guard let (level, start) = Self.indentation(line) else { return nil }
      let previousLevel = lines.last?.level ?? -1
      guard level <= previousLevel + 1, level > 0 || lines.isEmpty else { return nil }
      lines.append(Self.parseLine(line[start...], level: level))
    }
    self.lines = lines
  }

  /// A line's level and where its body starts: each level is three columns of guides, and
  /// lines past ``maximumIndent`` say their level (`⋯65 └─ `).
  private static func indentation(_ line: [Character]) -> (level: Int, start: Int)? {
    var index = 0
    while index + 3 <= line.count {
      let step = String(line[index..<(index + 3)])
      if step == "│  " || step == "   " {
        index += 3
        continue
      }
      if step == "├─ " || step == "└─ " { return (index / 3 + 1, index + 3) }
      break
    }
    guard index < line.count, line[index] == "⋯" else { return index == 0 ? (0, 0) : nil }
    var end = index + 1
    while end < line.count, line[end].isASCII, line[end].isNumber { end += 1 }
    guard let level = Int(String(line[(index + 1)..<end])), end + 4 <= line.count,
      line[end] == " ", ["├─ ", "└─ "].contains(String(line[(end + 1)..<(end + 4)]))
    else { return nil }
    return (level, end + 4)
  }

  /// Splits a line's body into view name, label, frame and tail, at the first frame outside
  /// quotes and brackets.
  private static func parseLine(_ body: ArraySlice<Character>, level: Int) -> Line {
    var characters = Array(body)
    var viewName: String?
    if characters.first == "‹", let close = characters.firstIndex(of: "›"),
      close + 1 < characters.count, characters[close + 1] == " "
    {
      viewName = String(characters[1..<close])
      characters.removeFirst(close + 2)
    }
    let outside = outsideMask(characters)
    for index in characters.indices where characters[index] == "(" && outside[index] {
      guard let (frame, end) = frame(in: characters, at: index) else { continue }
      let label = String(characters[..<index]).trimmingCharacters(in: .whitespaces)
      let tail = String(characters[end...]).trimmingCharacters(in: .whitespaces)
      return Line(level: level, viewName: viewName, label: label, frame: frame, tail: tail)
    }
    return Line(level: level, viewName: viewName, label: String(characters), frame: nil)
  }

  /// The frame written at `start` (an opening parenthesis) and the index after it.
  private static func frame(in characters: [Character], at start: Int) -> (CGRect, Int)? {
    guard let close = characters[start...].firstIndex(of: ")") else { return nil }
    let numbers = String(characters[(start + 1)..<close]).components(separatedBy: ", ")
      .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return (CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), close + 1)
  }

  /// Which characters lie outside quoted strings and outside `[…]` (where keys are written).
  private static func outsideMask(_ characters: [Character]) -> [Bool] {
    let quoted = quotedMask(characters)
    var mask = [Bool](repeating: true, count: characters.count)
    var brackets = 0
    for index in characters.indices {
      if quoted[index] {
        mask[index] = false
        continue
      }
      if characters[index] == "[" { brackets += 1 }
      mask[index] = brackets == 0
      if characters[index] == "]" { brackets = max(0, brackets - 1) }
    }
    return mask
  }

  /// The index just past the quoted string (`"…"` with `\"` escapes) that opens at
  /// `start`, or `nil` when it is not closed: the one place the parser knows how dumps
  /// quote text.
  package static func endOfQuoted(_ characters: [Character], from start: Int) -> Int? {
    var escaped = false
    for index in (start + 1)..<max(start + 1, characters.count) {
      if escaped {
        escaped = false
      } else if characters[index] == "\\" {
        escaped = true
      } else if characters[index] == "\"" {
        return index + 1
      }
    }
    return nil
  }

  /// Which characters lie inside quoted strings, the quotes included.
  package static func quotedMask(_ characters: [Character]) -> [Bool] {
    var mask = [Bool](repeating: false, count: characters.count)
    var index = 0
    while index < characters.count {
      guard characters[index] == "\"" else {
        index += 1
        continue
      }
      let end = endOfQuoted(characters, from: index) ?? characters.count
      for inside in index..<end { mask[inside] = true }
      index = end
    }
    return mask
  }

  /// The words of a label, split at spaces outside quotes and brackets: `["Buy milk"]` and
  /// `#"two words"` stay whole.
  package static func words(_ label: String) -> [String] {
    let characters = Array(label)
    let quoted = quotedMask(characters)
    var words: [String] = []
    var current = ""
    var brackets = 0
    for (index, character) in characters.enumerated() {
      if !quoted[index] {
        if character == "[" || character == "(" { brackets += 1 }
        if character == "]" || character == ")" { brackets = max(0, brackets - 1) }
        if character == " ", brackets == 0 {
          if !current.isEmpty { words.append(current) }
          current = ""
          continue
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A label split at ` › ` outside quotes and brackets: the layout modifiers folded into a
  /// node, then its role (with its marks).
  package static func segments(_ label: String) -> [String] {
    let characters = Array(label)
    let quoted = quotedMask(characters)
    var result: [String] = []
    var current = ""
    var brackets = 0
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if !quoted[index] {
        if character == "[" { brackets += 1 }
        if character == "]" { brackets = max(0, brackets - 1) }
        if brackets == 0, character == " ", index + 2 < characters.count,
          characters[index + 1] == "›", characters[index + 2] == " "
        {
          result.append(current)
          current = ""
          index += 3
          continue
        }
      }
      current.append(character)
      index += 1
    }
    result.append(current)
    return result
  }

  /// A leading `"…"` (with `\"` escapes) and the rest, or `nil`.
  package static func leadingQuoted(_ text: String) -> (quoted: String, rest: String)? {
    let characters = Array(text)
    guard characters.first == "\"", let end = endOfQuoted(characters, from: 0) else {
      return nil
    }
    return (
      String(characters[..<end]),
      String(characters[end...]).trimmingCharacters(in: .whitespaces)
    )
  }
}
