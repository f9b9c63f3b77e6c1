import Foundation
import Render

extension TextBackend {
  /// Text output with what it takes to update it from patches: the tree it shows and, for
  /// the canvas, the grid of cells.
  public struct Document: Sendable {
    /// The render tree the document shows.
    public let tree: RenderTree
    /// The text, equal to `render(tree)`.
    public let text: String
    let canvas: TextCanvas?
  }

  /// The document of `tree`, ready to be updated with patches.
  public func document(_ tree: RenderTree) -> Document {
    switch style {
    case .tree:
      return Document(tree: tree, text: tree.dump(), canvas: nil)
    case .canvas:
      var canvas = TextCanvas(size: tree.size, cellSize: cellSize)
      canvas.draw(tree.root)
      return Document(tree: tree, text: canvas.text, canvas: canvas)
    }
  }

  /// The document after `patches`, equal byte for byte to a full render of
  /// `document.tree.applying(patches)`.
  ///
  /// The canvas redraws only the rows crossed by what changed (the old and new bounds of
  /// every patched subtree); the tree dump is written again.
  ///
  /// - Throws: `RenderPatchError` when the patches do not apply to `document.tree`.
  /// - Complexity: canvas: O(n) to find the bounds, plus the cells of the redrawn rows.
  public func update(
    _ document: Document, with patches: [RenderPatch]
  ) throws(RenderPatchError) -> Document {
    guard !patches.isEmpty else { return document }
    let tree = try document.tree.applying(patches)
    guard var canvas = document.canvas, tree.size == document.tree.size,
      tree.scale == document.tree.scale
    else {
      return self.document(tree)
    }
    let old = Self.subtreeBounds(document.tree)
    let new = Self.subtreeBounds(tree)
    var dirty = IndexSet()
    for patch in patches {
      for bounds in [old[patch.id], new[patch.id]] {
        guard let bounds, !bounds.isNull else { continue }
        // One cell of margin: text rows are rounded to the nearest cell.
        let first = max(TextCanvas.cell(bounds.minY / cellSize.height, .down) - 1, 0)
        let last = min(TextCanvas.cell(bounds.maxY / cellSize.height, .up) + 1, canvas.rowCount)
        if first < last { dirty.insert(integersIn: first..<last) }
      }
    }
    for band in dirty.rangeView {
      canvas.redraw(tree.root, rows: band)
    }
    return Document(tree: tree, text: canvas.text, canvas: canvas)
  }

  /// The canvas bounds of every node's subtree (its frame and its descendants', offsets
  /// included), by node id.
  static func subtreeBounds(_ tree: RenderTree) -> [NodeID: CGRect] {
    var bounds: [NodeID: CGRect] = [:]
    bounds.reserveCapacity(tree.root.subtreeCount)
    // Post order with an explicit stack: a node's bounds after its children's.
    var stack: [(node: RenderNode, origin: CGPoint, visited: Bool)] = [(tree.root, .zero, false)]
    while let (node, parentOrigin, visited) = stack.popLast() {
      let origin = CGPoint(
        x: parentOrigin.x + node.frame.minX + node.effects.offset.width,
        y: parentOrigin.y + node.frame.minY + node.effects.offset.height)
      if visited {
        var rect = CGRect(origin: origin, size: node.frame.size)
        for child in node.children {
          if let childBounds = bounds[child.id] { rect = rect.union(childBounds) }
        }
        bounds[node.id] = rect
      } else {
        stack.append((node, parentOrigin, true))
        for child in node.children { stack.append((child, origin, false)) }
      }
    }
    return bounds
  }
}
