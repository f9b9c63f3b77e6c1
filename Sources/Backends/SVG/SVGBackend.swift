import Foundation
import Render

/// Writes a render tree as one SVG 1.1 document.
///
/// The output is canonical, so it can be compared byte for byte: fixed attribute order,
/// numbers with at most three decimals, ids derived from node ids, no timestamps, every text
/// escaped, no scripts and no external references. Shadows are built from blur, offset and
/// merge filters (which librsvg draws; it drops `feDropShadow`).
///
/// ```swift
/// let svg = SVGBackend().render(host.renderTree)
/// ```
///
/// Every node becomes a `<g id="n-…">` translated to its frame, holding what the node draws
/// and then its children; a node's clip paths, filters and gradients are defined just before
/// its group.
///
/// Text is drawn as glyph outlines by default (``TextDrawing/outlines``): every viewer then
/// draws the glyphs the layout measured, with or without Inter installed.
public struct SVGBackend: Sendable {
  /// How a document draws text.
  public enum TextDrawing: Hashable, Sendable {
    /// Glyph outlines: Inter's outline of each glyph used is defined once, at the top of the
    /// document, and placed with `<use>` where the layout put it; each line's group carries
    /// its text as `aria-label`, for readers and search. Every viewer draws the same
    /// picture. A character without an embedded outline (CJK, emoji) is drawn as a hollow box
    /// filling its measured advance.
    case outlines
    /// `<text>` elements naming ``SVGBackend/fontFamily``: smaller and selectable, but a
    /// viewer without Inter substitutes another font, whose glyphs no longer fit the
    /// measured frames.
    case fontReferences
  }

  /// How text is drawn: outlines unless asked otherwise.
  public var text: TextDrawing
  /// The font stack written on text drawn with ``TextDrawing/fontReferences``: Inter (whose
  /// metrics laid the text out) first.
  public var fontFamily: String
  /// How many groups nest before plain nodes are written flat (see `SVGWriter`); lower only
  /// in tests, to compare flat and nested output of small trees.
  package var flatteningNesting = SVGWriter.defaultFlatteningNesting
  /// When set, only the texts of these nodes are drawn, opaque black on a transparent
  /// canvas, without shadows or filters: what `galley ink-sheets` measures viewers with.
  package var onlyTextOf: Set<NodeID>?

  /// Creates an SVG backend.
  ///
  /// - Parameters:
  ///   - text: How text is drawn: as outlines (the default) or as `<text>` naming fonts.
  ///   - fontFamily: The font stack of `<text>` elements, with ``TextDrawing/fontReferences``.
  public init(text: TextDrawing = .outlines, fontFamily: String = "Inter, Noto Sans, sans-serif") {
    self.text = text
    self.fontFamily = fontFamily
  }

  /// The SVG document of `tree`.
  ///
  /// - Complexity: O(n) in the number of nodes and the length of their text.
  public func render(_ tree: RenderTree) -> String {
    var output = SVGOutput()
    let glyphs = glyphs(of: tree.root)
    output += header(tree, declaresGlyphs: !glyphs.isEmpty)
    writeGlyphDefinitions(glyphs, into: &output)
    writer().write(tree.root, depth: 1, into: &output)
    output += "</svg>\n"
    return output.text()
  }

  /// A writer with this backend's settings.
  func writer() -> SVGWriter {
    SVGWriter(
      fontFamily: fontFamily, textDrawing: text, onlyTextOf: onlyTextOf,
      flatteningNesting: flatteningNesting)
  }

  /// The glyphs the texts of `root`'s subtree draw; none when text is not drawn as outlines.
  func glyphs(of root: RenderNode) -> SVGGlyphs {
    var glyphs = SVGGlyphs()
    if text == .outlines { glyphs.collect(root) }
    return glyphs
  }

  /// The definitions of `glyphs`, one level in.
  func writeGlyphDefinitions(_ glyphs: SVGGlyphs, into output: inout SVGOutput) {
    glyphs.writeDefinitions(depth: 1, into: &output)
  }

  /// The opening `<svg>` tag, declaring the XLink namespace that glyph references use when
  /// the document draws glyphs.
  func svgTag(width: String, height: String, declaresGlyphs: Bool) -> String {
    let xlink = declaresGlyphs ? " xmlns:xlink=\"http://www.w3.org/1999/xlink\"" : ""
    return
      "<svg xmlns=\"http://www.w3.org/2000/svg\"\(xlink) version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
  }

  /// The document up to and including the canvas background.
  func header(_ tree: RenderTree, declaresGlyphs: Bool) -> String {
    let width = SVGWriter.number(tree.size.width)
    let height = SVGWriter.number(tree.size.height)
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += svgTag(width: width, height: height, declaresGlyphs: declaresGlyphs)
    guard onlyTextOf == nil else { return text }
    text +=
      "  <rect width=\"\(width)\" height=\"\(height)\" fill=\"\(tree.background.hexRGB)\"/>\n"
    return text
  }
}
