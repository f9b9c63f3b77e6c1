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
public struct SVGBackend: Sendable {
  /// The font stack written on text: Inter (whose metrics laid the text out) first.
  public var fontFamily: String
  /// How many groups nest before plain nodes are written flat (see `SVGWriter`); lower only
  /// in tests, to compare flat and nested output of small trees.
  package var flatteningNesting = SVGWriter.defaultFlatteningNesting

  /// Creates an SVG backend.
  public init(fontFamily: String = "Inter, Noto Sans, sans-serif") {
    self.fontFamily = fontFamily
  }

  /// The SVG document of `tree`.
  ///
  /// - Complexity: O(n) in the number of nodes and the length of their text.
  public func render(_ tree: RenderTree) -> String {
    var output = SVGOutput()
    output += header(tree)
    let writer = SVGWriter(fontFamily: fontFamily, flatteningNesting: flatteningNesting)
    writer.write(tree.root, depth: 1, into: &output)
    output += "</svg>\n"
    return output.text()
  }

  /// The document up to and including the canvas background.
  func header(_ tree: RenderTree) -> String {
    let width = SVGWriter.number(tree.size.width)
    let height = SVGWriter.number(tree.size.height)
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
    text +=
      "  <rect width=\"\(width)\" height=\"\(height)\" fill=\"\(tree.background.hexRGB)\"/>\n"
    return text
  }
}
