import Foundation
import Render

extension SVGWriter {
  /// Calls `body` with each stretch of `line` drawn in one style: the whole line in the text's
  /// font, or each of its spans in its own, with the metrics that measured it, the span and
  /// its style.
  static func forEachStretch(
    of line: TextContent.Line, in text: TextContent,
    _ body: (String, CharacterMetrics, TextSpan?, TextRunStyle?) -> Void
  ) {
    guard !line.spans.isEmpty else {
      body(line.text, CharacterMetrics(font: text.font), nil, nil)
      return
    }
    for span in line.spans {
      let style = text.styles.indices.contains(span.style) ? text.styles[span.style] : nil
      let metrics = CharacterMetrics(font: style?.font ?? text.font, tracking: style?.tracking ?? 0)
      body(span.text, metrics, span, style)
    }
  }

  /// One line drawn as glyph outlines: a group at the line's baseline, scaled from font units
  /// to the font's size (slanted 12° when italic), labelled with the line's text for readers
  /// and search, placing each glyph's definition with `<use>`. A line of stretches in styles
  /// of their own nests a group per stretch in the labelled one, then its decorations.
  func writeOutlinedLine(
    _ line: TextContent.Line, _ text: TextContent, into output: inout SVGOutput
  ) {
    let color = text.paint.representativeColor
    guard !line.spans.isEmpty else {
      writeGlyphs(
        line.text, metrics: CharacterMetrics(font: text.font), x: line.x,
        baseline: line.baseline, color: color, label: line.text, into: &output)
      return
    }
    output.write("<g aria-label=\"")
    output.escaped(line.text)
    output.write("\">")
    var decorations: [Decoration] = []
    Self.forEachStretch(of: line, in: text) { string, metrics, span, style in
      let baseline = line.baseline - (style?.baselineOffset ?? 0)
      let x = line.x + (span?.x ?? 0)
      writeGlyphs(
        string, metrics: metrics, x: x, baseline: baseline,
        color: style?.paint?.representativeColor ?? color, label: nil, into: &output)
      if let span, let style {
        decorations += Self.decorations(of: span, style, x: x, baseline: baseline)
      }
    }
    writeDecorations(decorations, into: &output)
    output.write("</g>")
  }

  /// A group of the glyphs drawing `string` from (`x`, `baseline`), or nothing when none has
  /// ink or the font cannot be drawn (a size of zero).
  func writeGlyphs(
    _ string: String, metrics: CharacterMetrics, x: CGFloat, baseline: CGFloat,
    color: ResolvedColor, label: String?, into output: inout SVGOutput
  ) {
    let scale = metrics.scale
    guard Self.drawsGlyphs(string, metrics: metrics, x: x, baseline: baseline) else { return }
    let weightIndex = GlyphOutlines.weightIndex(metrics.font.weight)
    let outlines = GlyphOutlines.inter(weightIndex: weightIndex)
    /// A length in points as whole font units, or `nil` when it does not fit an `Int`.
    func units(_ points: CGFloat) -> Int? {
      let value = (points / scale).rounded()
      return value.isFinite && abs(value) < 1e15 ? Int(value) : nil
    }
    output.write("<g transform=\"translate(")
    output.number(x)
    output.write(" ")
    output.number(baseline)
    output.write(")")
    if metrics.font.isItalic { output.write(" skewX(-12)") }
    output.write(" scale(")
    output += NumberFormatting.decimal(scale, decimals: 8)
    output.write(")\"")
    writeFill(drawsOnlyText ? .black : color, into: &output)
    if let label {
      output.write(" aria-label=\"")
      output.escaped(label)
      output.write("\"")
    }
    output.write(">")
    PlacedGlyph.forEach(in: string, metrics: metrics) { placed in
      guard let start = units(placed.x) else { return }
      guard let glyph = placed.glyph else {
        writeMissingGlyph(
          at: start, width: units(placed.width) ?? 0, face: metrics.face, into: &output)
        return
      }
      guard !outlines.pathData(ofGlyph: glyph).isEmpty else { return }
      output.write("<use xlink:href=\"#")
      output.append(SVGGlyphs.idBytes(weightIndex: weightIndex, glyph: glyph))
      output.write("\"")
      if placed.squeeze != 1 {
        output.write(" transform=\"matrix(")
        output.number(placed.squeeze)
        output += " 0 0 1 \(start) 0)\""
      } else if start != 0 {
        output += " x=\"\(start)\""
      }
      output.write("/>")
    }
    output.write("</g>")
  }

  /// Whether a stretch draws glyphs: it has a character that is not a space, and its font's
  /// size and its place are finite (a size of zero or less draws nothing).
  static func drawsGlyphs(
    _ string: String, metrics: CharacterMetrics, x: CGFloat, baseline: CGFloat
  ) -> Bool {
    metrics.scale > 0 && metrics.scale.isFinite && x.isFinite && baseline.isFinite
      && string.contains(where: { !$0.isWhitespace })
  }

  /// A hollow box where a character without an outline was measured (CJK, emoji): inset by
  /// 8 % of its width on each side, from the baseline to the cap height, its sides 6 % of an
  /// em thick. In font units, inside the glyph group.
  private func writeMissingGlyph(
    at start: Int, width: Int, face: FontFace, into output: inout SVGOutput
  ) {
    let inset = width * 8 / 100
    let outer = width - 2 * inset
    let thickness = max(1, face.unitsPerEm * 6 / 100)
    let height = face.capHeight
    guard outer > 2 * thickness, height > 2 * thickness else { return }
    let inner = outer - 2 * thickness
    let innerHeight = height - 2 * thickness
    output +=
      "<path fill-rule=\"evenodd\" d=\"M\(start + inset) 0h\(outer)v-\(height)h-\(outer)z"
      + "M\(start + inset + thickness) -\(thickness)v-\(innerHeight)h\(inner)v\(innerHeight)z\"/>"
  }

  /// A line under or through a stretch: where, how thick, in what colour.
  struct Decoration {
    var x: CGFloat
    var y: CGFloat
    var width: CGFloat
    var height: CGFloat
    var color: ResolvedColor
  }

  /// The lines under and through `span`: a pixel-ish thick (1 point at 17 points), under the
  /// baseline and through the middle of the lowercase letters.
  static func decorations(
    of span: TextSpan, _ style: TextRunStyle, x: CGFloat, baseline: CGFloat
  ) -> [Decoration] {
    let size = style.font.size
    let thickness = max(size / 17, 0.5)
    var lines: [Decoration] = []
    if let color = style.underline {
      lines.append(
        Decoration(
          x: x, y: baseline + size * 0.075, width: span.width, height: thickness, color: color))
    }
    if let color = style.strikethrough {
      lines.append(
        Decoration(
          x: x, y: baseline - size * 0.27 - thickness / 2, width: span.width, height: thickness,
          color: color))
    }
    return lines
  }

  /// One filled `<rect>` per decoration.
  func writeDecorations(_ decorations: [Decoration], into output: inout SVGOutput) {
    for line in decorations {
      output.write("<rect")
      output.attribute(" x=\"", line.x)
      output.attribute(" y=\"", line.y)
      output.attribute(" width=\"", line.width)
      output.attribute(" height=\"", line.height)
      writeFill(line.color, into: &output)
      output.write("/>")
    }
  }

  /// The font stack written on `<text>`: the backend's, or a monospaced one.
  func family(_ font: ResolvedFont) -> String {
    font.design == .monospaced ? "'DejaVu Sans Mono', monospace" : fontFamily
  }
  /// A `<text>` element for one line: at its baseline, Inter first in the font stack, the
  /// text escaped; a line of stretches in styles of their own writes one `<tspan>` each
  /// inside it, then a thin rectangle per underlined or struck-through stretch.
  func writeText(
    _ line: TextContent.Line, _ text: TextContent, into output: inout SVGOutput
  ) {
    output.write("<text")
    output.attribute(" x=\"", line.x)
    output.attribute(" y=\"", line.baseline)
    let color = drawsOnlyText ? .black : text.paint.representativeColor
    if let attributes = textAttributes.bytes(font: text.font, color: color) {
      output.append(attributes)
    } else {
      var fresh = SVGOutput()
      writeTextAttributes(text.font, color, into: &fresh)
      let attributes = fresh.finish().contiguous
      textAttributes.keep(attributes, font: text.font, color: color)
      output.append(attributes)
    }
    if line.spans.isEmpty {
      output.escaped(line.text)
      output.write("</text>")
    } else {
      writeSpans(line, text, into: &output)
    }
  }

  /// The attributes of a `<text>` after its position: the font's family, size, weight and
  /// style, the fill, and the preserved spaces.
  private func writeTextAttributes(
    _ font: ResolvedFont, _ color: ResolvedColor, into output: inout SVGOutput
  ) {
    output.write(" font-family=\"")
    output.escaped(family(font))
    output.write("\"")
    output.attribute(" font-size=\"", font.size)
    if font.weight != 400 { output += " font-weight=\"\(font.weight)\"" }
    if font.isItalic { output.write(" font-style=\"italic\"") }
    writeFill(color, into: &output)
    output.write(" xml:space=\"preserve\">")
  }

  /// The `<tspan>`s of a line of styled stretches, each at the x the layout gave it with what
  /// differs from the text's font and paint, the `<text>` closed, then the decorations.
  private func writeSpans(
    _ line: TextContent.Line, _ text: TextContent, into output: inout SVGOutput
  ) {
    var decorations: [Decoration] = []
    for span in line.spans {
      let style = text.styles.indices.contains(span.style) ? text.styles[span.style] : nil
      let font = style?.font ?? text.font
      output.write("<tspan")
      output.attribute(" x=\"", line.x + span.x)
      let baseline = line.baseline - (style?.baselineOffset ?? 0)
      if baseline != line.baseline { output.attribute(" y=\"", baseline) }
      if font.design != text.font.design {
        output.write(" font-family=\"")
        output.escaped(family(font))
        output.write("\"")
      }
      if font.size != text.font.size { output.attribute(" font-size=\"", font.size) }
      if font.weight != text.font.weight { output += " font-weight=\"\(font.weight)\"" }
      if font.isItalic != text.font.isItalic {
        output += " font-style=\"\(font.isItalic ? "italic" : "normal")\""
      }
      if !drawsOnlyText, let paint = style?.paint, paint != text.paint {
        writeFill(paint.representativeColor, into: &output)
      }
      if let tracking = style?.tracking, tracking != 0 {
        output.attribute(" letter-spacing=\"", tracking)
      }
      output.write(">")
      output.escaped(span.text)
      output.write("</tspan>")
      if let style {
        decorations += Self.decorations(of: span, style, x: line.x + span.x, baseline: baseline)
      }
    }
    output.write("</text>")
    writeDecorations(decorations, into: &output)
  }
}

/// The attributes a writer last wrote after a `<text>`'s position, for a few fonts and
/// colours: the texts of a screen share a handful, and each line wrote its family escaped,
/// its size and its colour formatted again.
final class TextAttributesMemo {
  /// Read for every line written, so they skip the run-time exclusivity check: only the
  /// two methods below read or change them, and call nothing that could reach them again.
  @exclusivity(unchecked) private var entries:
    [(font: ResolvedFont, color: ResolvedColor, bytes: [UInt8])] = []
  /// How many are kept; the oldest goes first.
  private static let limit = 4

  /// The bytes written for `font` and `color`, if kept.
  func bytes(font: ResolvedFont, color: ResolvedColor) -> [UInt8]? {
    for entry in entries where entry.font == font && entry.color == color { return entry.bytes }
    return nil
  }

  /// Keeps `bytes` as what is written for `font` and `color`.
  func keep(_ bytes: [UInt8], font: ResolvedFont, color: ResolvedColor) {
    if entries.count == Self.limit { entries.removeFirst() }
    entries.append((font, color, bytes))
  }
}
