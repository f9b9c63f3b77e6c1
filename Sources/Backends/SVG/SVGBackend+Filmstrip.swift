import Foundation
import Render

extension SVGBackend {
  /// One SVG document showing several render trees side by side, each captioned: the frames
  /// of an animation at chosen times, say.
  ///
  /// ```swift
  /// var frames: [(caption: String, tree: RenderTree)] = [("0 s", host.renderTree)]
  /// var now = 0.0
  /// for time in [0.1, 0.2, 0.35] {
  ///   host.advance(by: time - now)
  ///   now = time
  ///   frames.append(("\(time) s", host.renderTree))
  /// }
  /// let svg = SVGBackend().filmstrip(frames)
  /// ```
  ///
  /// Each frame is drawn as ``render(_:)`` draws it, in a nested `<svg>` at its place, its
  /// ids prefixed with `f1-`, `f2-`, … so that they stay unique; the caption sits under it.
  ///
  /// - Parameters:
  ///   - frames: The captions and trees, left to right.
  ///   - spacing: The gap between frames and around them, in points.
  public func filmstrip(
    _ frames: [(caption: String, tree: RenderTree)], spacing: CGFloat = 16
  )
    -> String
  {
    let spacing = spacing.isFinite ? min(max(spacing, 0), 1000) : 16
    let captionHeight: CGFloat = 24
    let tallest = frames.map(\.tree.size.height).max() ?? 0
    let width = frames.reduce(spacing) { $0 + $1.tree.size.width + spacing }
    let height = spacing + tallest + captionHeight + spacing
    func number(_ value: CGFloat) -> String { SVGWriter.number(value) }
    var output = SVGOutput()
    output += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let captionMetrics = CharacterMetrics(font: ResolvedFont(size: 13))
    var glyphs = SVGGlyphs()
    if text == .outlines {
      for frame in frames {
        glyphs.collect(frame.tree.root)
        glyphs.add(frame.caption, captionMetrics)
      }
    }
    output += svgTag(width: number(width), height: number(height), declaresGlyphs: !glyphs.isEmpty)
    output += "  <rect width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#e5e5ea\"/>\n"
    writeGlyphDefinitions(glyphs, into: &output)
    var x = spacing
    for (index, frame) in frames.enumerated() {
      let tree = frame.tree
      let w = number(tree.size.width)
      let h = number(tree.size.height)
      output +=
        "  <svg x=\"\(number(x))\" y=\"\(number(spacing))\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
      output += "  <rect width=\"\(w)\" height=\"\(h)\" fill=\"\(tree.background.hexRGB)\"/>\n"
      var writer = writer()
      writer.idPrefix = "f\(index + 1)-"
      writer.write(tree.root, depth: 2, into: &output)
      output += "  </svg>\n"
      if text == .outlines {
        // Centred under the frame, as `text-anchor="middle"` centres it.
        var width: CGFloat = 0
        captionMetrics.place(frame.caption) { _, x, advance in width = max(width, x + advance) }
        output.indent(1)
        writer.writeGlyphs(
          frame.caption, metrics: captionMetrics, x: x + tree.size.width / 2 - width / 2,
          baseline: spacing + tallest + 17, color: ResolvedColor(hex: 0x3c3c43),
          label: frame.caption, into: &output)
        output.write("\n")
        x += tree.size.width + spacing
        continue
      }
      output +=
        "  <text x=\"\(number(x + tree.size.width / 2))\" y=\"\(number(spacing + tallest + 17))\" "
      output += "font-family=\"\(SVGEscaping.escape(fontFamily))\" font-size=\"13\" "
      output +=
        "text-anchor=\"middle\" fill=\"#3c3c43\">\(SVGEscaping.escape(frame.caption))</text>\n"
      x += tree.size.width + spacing
    }
    output += "</svg>\n"
    return output.text()
  }
}
