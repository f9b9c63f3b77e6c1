import Foundation
import Render

/// One glyph of a stretch of text, where the layout measured it.
struct PlacedGlyph {
  /// The glyph's number in ``GlyphOutlines``, or `nil` for a character without an outline,
  /// drawn as a hollow box filling its measured advance.
  var glyph: Int?
  /// Where the glyph starts, in points from the stretch's start.
  var x: CGFloat
  /// The width of its box in points: its advance, or the cell it is squeezed into.
  var width: CGFloat
  /// Its horizontal scale: below 1 when a wide glyph is squeezed into a monospaced cell.
  var squeeze: CGFloat = 1

  /// Calls `body` with each glyph drawing `string`, placed as ``CharacterMetrics`` measured
  /// it: characters after their kerning, each scalar of a character after the scalars before
  /// it (an accent after its letter); nothing for spaces, control characters and zero-width
  /// characters.
  ///
  /// In the monospaced design, and for digits with `monospacedDigits`, a character's glyphs
  /// are centred in its cell, squeezed when wider (Inter has no monospaced design; the cells
  /// are what was measured). A scalar without an outline (CJK, emoji) gets a box its measured
  /// width; in a monospaced cell, a character with no outline at all fills the cell with one.
  static func forEach(
    in string: String, metrics: CharacterMetrics, _ body: (PlacedGlyph) -> Void
  ) {
    let font = metrics.font
    if font.design != .monospaced, !font.monospacedDigits, string.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII: one scalar per character, so the same sums as `CharacterMetrics.place` without
      // breaking the text into characters.
      var x: CGFloat = 0
      var previous: UInt32?
      for byte in string.utf8 {
        let value = UInt32(byte)
        if let previous { x += CGFloat(metrics.face.kerning(previous, value)) * metrics.scale }
        let width = metrics.scalarAdvance(value == 0x09 ? 0x20 : value)
        if let glyph = GlyphOutlines.glyph(for: value) {
          if value != 0x20 { body(PlacedGlyph(glyph: glyph, x: x, width: width)) }
        } else if width > 0, isDrawn(value) {
          body(PlacedGlyph(glyph: nil, x: x, width: width))
        }
        x += width + metrics.tracking
        previous = value
      }
      return
    }
    metrics.place(string) { character, x, advance in
      let cell = advance - metrics.tracking
      var start = x
      var squeeze: CGFloat = 1
      let centred =
        font.design == .monospaced
        || (font.monospacedDigits && character.isASCII && character.isNumber)
      if centred {
        // The character's glyphs, as wide as Inter draws them, centred in the measured cell.
        let natural = character.unicodeScalars.reduce(CGFloat(0)) {
          $0 + (GlyphOutlines.glyph(for: $1.value) == nil ? 0 : metrics.scalarAdvance($1.value))
        }
        guard natural > 0 else {
          if cell > 0, character.unicodeScalars.contains(where: { Self.isDrawn($0.value) }) {
            body(PlacedGlyph(glyph: nil, x: x, width: cell))
          }
          return
        }
        squeeze = natural > cell ? cell / natural : 1
        start = x + (cell - natural * squeeze) / 2
      }
      for scalar in character.unicodeScalars {
        let value = scalar.value
        let width = metrics.scalarAdvance(value == 0x09 ? 0x20 : value) * squeeze
        if let glyph = GlyphOutlines.glyph(for: value) {
          if value != 0x20 {
            body(PlacedGlyph(glyph: glyph, x: start, width: width, squeeze: squeeze))
          }
        } else if width > 0, Self.isDrawn(value), !centred {
          body(PlacedGlyph(glyph: nil, x: start, width: width))
        }
        start += width
      }
    }
  }

  /// Whether a scalar without an outline is drawn (as a box): not a space, a control
  /// character or a zero-width one.
  private static func isDrawn(_ scalar: UInt32) -> Bool {
    scalar > 0x20 && !(0x7F...0x9F).contains(scalar) && !CharacterWidth.isZeroWidth(scalar)
  }
}

/// The glyphs a document draws, per weight: the document defines each once, in order, and
/// places it with `<use>` wherever it appears.
struct SVGGlyphs: Equatable {
  /// One bit per weight and glyph: bit `weight × glyphCount + glyph`.
  private var words: [UInt64] = []

  /// Whether no glyph is drawn.
  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  /// Marks glyph `glyph` of the weight at `weightIndex` as drawn.
  mutating func insert(weightIndex: Int, glyph: Int) {
    if words.isEmpty {
      words = Array(repeating: 0, count: (9 * GlyphOutlines.glyphCount + 63) / 64)
    }
    let bit = weightIndex * GlyphOutlines.glyphCount + glyph
    words[bit / 64] |= 1 << UInt64(bit % 64)
  }

  /// Adds the glyphs of every text in `root`'s subtree that has ink.
  ///
  /// - Complexity: O(n) in the nodes and the characters of their texts.
  mutating func collect(_ root: RenderNode) {
    var stack = [root]
    while let node = stack.popLast() {
      if let text = node.content?.text {
        text.forEachLine { line in
          guard !line.text.isEmpty else { return }
          SVGWriter.forEachStretch(of: line, in: text) { string, metrics, span, style in
            let x = line.x + (span?.x ?? 0)
            let baseline = line.baseline - (style?.baselineOffset ?? 0)
            if SVGWriter.drawsGlyphs(string, metrics: metrics, x: x, baseline: baseline) {
              add(string, metrics)
            }
          }
        }
      }
      stack.append(contentsOf: node.children)
    }
  }

  /// Adds the glyphs of `string` drawn with `metrics` (which the caller checked can be
  /// drawn): the glyph of every scalar that has ink, without placing them. That is every
  /// glyph ``PlacedGlyph/forEach(in:metrics:_:)`` draws, and a mark that a monospaced cell
  /// leaves out besides (defined, never placed).
  mutating func add(_ string: String, _ metrics: CharacterMetrics) {
    let weightIndex = GlyphOutlines.weightIndex(metrics.font.weight)
    let outlines = GlyphOutlines.inter(weightIndex: weightIndex)
    for scalar in string.unicodeScalars {
      if let glyph = GlyphOutlines.glyph(for: scalar.value),
        !outlines.pathData(ofGlyph: glyph).isEmpty
      {
        insert(weightIndex: weightIndex, glyph: glyph)
      }
    }
  }

  /// The id of a glyph's definition: `g`, the weight's index (0 for ultra light, 3 for
  /// regular, 8 for black), a dash, the glyph's number in base 36.
  static func id(weightIndex: Int, glyph: Int) -> String {
    "g\(weightIndex)-\(String(glyph, radix: 36))"
  }

  /// ``id(weightIndex:glyph:)`` of every glyph of every weight, as UTF-8, made once.
  private static let ids: [[UInt8]] = {
    let count = GlyphOutlines.glyphCount
    return (0..<9 * count).map { Array(id(weightIndex: $0 / count, glyph: $0 % count).utf8) }
  }()

  /// ``id(weightIndex:glyph:)`` as UTF-8.
  static func idBytes(weightIndex: Int, glyph: Int) -> [UInt8] {
    ids[weightIndex * GlyphOutlines.glyphCount + glyph]
  }

  /// Writes a `<defs>` of one `<path>` per glyph, by weight and glyph number, or nothing
  /// when no glyph is drawn.
  func writeDefinitions(depth: Int, into output: inout SVGOutput) {
    guard !isEmpty else { return }
    output.indent(depth)
    output.write("<defs>\n")
    let count = GlyphOutlines.glyphCount
    for (wordIndex, word) in words.enumerated() where word != 0 {
      var bits = word
      while bits != 0 {
        let bit = wordIndex * 64 + bits.trailingZeroBitCount
        bits &= bits - 1
        let weightIndex = bit / count
        let glyph = bit % count
        output.indent(depth + 1)
        output.write("<path id=\"")
        output += Self.id(weightIndex: weightIndex, glyph: glyph)
        output.write("\" d=\"")
        output.append(GlyphOutlines.inter(weightIndex: weightIndex).pathData(ofGlyph: glyph))
        output.write("\"/>\n")
      }
    }
    output.indent(depth)
    output.write("</defs>\n")
  }
}
