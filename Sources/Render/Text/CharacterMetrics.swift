import Foundation

/// How one font measures characters: the advances and kerning that ``TextMeasurer`` lays
/// text out with, shared with the backends that place glyphs, so that a glyph is drawn where
/// the layout measured it.
package struct CharacterMetrics {
  /// The font measuring.
  package let font: ResolvedFont
  /// Its generated metrics.
  package let face: FontFace
  /// Points per font unit.
  package let scale: CGFloat
  /// Extra space after each character, in points.
  package let tracking: CGFloat
  /// The advance of `0`, which every digit takes with `monospacedDigits`.
  private let zeroAdvance: CGFloat

  /// The metrics of `font`, with `tracking` points after each character.
  package init(font: ResolvedFont, tracking: CGFloat = 0) {
    self.font = font
    face = font.face
    scale = font.size / CGFloat(face.unitsPerEm)
    self.tracking = tracking
    zeroAdvance = CGFloat(face.advance(of: 0x30) ?? 1200) * scale
  }

  /// The advance of a character (a line break's is not asked for), tracking included: 0.6 em
  /// a cell in the monospaced design (a space at least one cell), the width of `0` for a
  /// digit with `monospacedDigits`, else the sum of its scalars' advances.
  package func advance(of character: Character, isSpace: Bool) -> CGFloat {
    var advance: CGFloat = 0
    if font.design == .monospaced {
      let cells = CharacterWidth.cells(character)
      advance = CGFloat(max(cells, isSpace ? 1 : 0)) * 0.6 * font.size
    } else if font.monospacedDigits, character.isASCII, character.isNumber {
      advance = zeroAdvance
    } else {
      for scalar in character.unicodeScalars {
        advance += scalarAdvance(scalar.value == 0x09 ? 0x20 : scalar.value)
      }
    }
    return advance + tracking
  }

  /// ``advance(of:isSpace:)`` of "…", the character truncation appends, without walking a
  /// `Character` or searching the face's table: every text measures it.
  package var ellipsisAdvance: CGFloat {
    guard font.design != .monospaced, let units = face.ellipsisAdvance else {
      return advance(of: "…", isSpace: false)
    }
    return CGFloat(units) * scale + tracking
  }

  /// ``advance(of:isSpace:)`` for an ASCII character, told by its code, without walking
  /// its scalars.
  package func advance(ofASCII code: UInt8, isSpace: Bool) -> CGFloat {
    let isDigit = code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9")
    guard font.design != .monospaced, !(font.monospacedDigits && isDigit) else {
      return advance(of: Character(Unicode.Scalar(code)), isSpace: isSpace)
    }
    return scalarAdvance(code == 0x09 ? 0x20 : UInt32(code)) + tracking
  }

  /// The kerning between a character whose last scalar is `previous` and one whose first
  /// scalar is `next`.
  package func kerning(_ previous: UInt32, scalar next: UInt32) -> CGFloat {
    CGFloat(face.kerning(previous, next)) * scale
  }

  /// The kerning between a character whose last scalar is `previous` and `character`.
  package func kerning(_ previous: UInt32, _ character: Character) -> CGFloat {
    guard let first = character.unicodeScalars.first else { return 0 }
    return kerning(previous, scalar: first.value)
  }

  /// The advance of one scalar in points, with the documented fallbacks: zero-width
  /// characters take nothing, wide characters (CJK, emoji) one em, anything else without a
  /// glyph 0.6 em.
  package func scalarAdvance(_ scalar: UInt32) -> CGFloat {
    if let advance = face.advance(of: scalar) { return CGFloat(advance) * scale }
    if CharacterWidth.isZeroWidth(scalar) { return 0 }
    return CharacterWidth.isWide(scalar) ? font.size : 0.6 * font.size
  }

  /// Calls `body` with each character of `line` (one line, or one stretch of one style of a
  /// line), the x where it starts and its advance, as the layout placed them: kerning between
  /// neighbours, none before the first.
  package func place(_ line: String, _ body: (Character, CGFloat, CGFloat) -> Void) {
    var x: CGFloat = 0
    var previous: UInt32?
    for character in line {
      let isSpace = character == " " || character == "\t"
      let advance = advance(of: character, isSpace: isSpace)
      if let previous { x += kerning(previous, character) }
      body(character, x, advance)
      x += advance
      previous = character.unicodeScalars.last?.value
    }
  }
}
