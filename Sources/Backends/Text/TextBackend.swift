import Foundation
import Render

/// Writes a render tree as plain text: a character canvas of the layout, or the tree dump.
///
/// ```swift
/// print(TextBackend().render(host.renderTree))               // the canvas
/// print(TextBackend(style: .tree).render(host.renderTree))   // one line per node
/// ```
public struct TextBackend: Sendable {
  /// What the backend writes.
  public enum Style: Hashable, Sendable {
    /// The layout rasterised onto a grid of character cells.
    case canvas
    /// The render tree's dump: one line per node with its frame and properties.
    case tree
  }

  /// What the backend writes.
  public var style: Style
  /// The size of one character cell in points; 8×16 by default.
  public var cellSize: CGSize

  /// Creates a text backend.
  public init(style: Style = .canvas, cellSize: CGSize = CGSize(width: 8, height: 16)) {
    self.style = style
    self.cellSize =
      cellSize.width > 0 && cellSize.height > 0 && cellSize.width.isFinite
        && cellSize.height.isFinite ? cellSize : CGSize(width: 8, height: 16)
  }

  /// The text of `tree`.
  ///
  /// - Complexity: canvas: O(n log n) in the nodes (texts are sorted to share rows), plus the
  ///   cells covered by shapes; tree: O(n).
  public func render(_ tree: RenderTree) -> String {
    switch style {
    case .tree: return tree.dump()
    case .canvas:
      var canvas = TextCanvas(size: tree.size, cellSize: cellSize)
      canvas.draw(tree.root)
      return canvas.text
    }
  }
}
