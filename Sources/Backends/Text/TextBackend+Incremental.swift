import Foundation
import Render

extension TextBackend {
  /// Text output with what it takes to update it from patches: the tree it shows.
  public struct Document: Sendable {
    /// The render tree the document shows.
    public let tree: RenderTree
    /// The text, equal to `render(tree)`.
    public let text: String
  }

  /// The document of `tree`, ready to be updated with patches.
  public func document(_ tree: RenderTree) -> Document {
    Document(tree: tree, text: render(tree))
  }

  /// The document after `patches`, equal byte for byte to a full render of
  /// `document.tree.applying(patches)`.
  ///
  /// The canvas is drawn again whole: its rows follow the layout (a view's height moves the
  /// rows of what follows it), so what a patch changes can reach any row; the tree dump is
  /// written again.
  ///
  /// - Throws: `RenderPatchError` when the patches do not apply to `document.tree`.
  /// - Complexity: O(n log n) in the nodes, plus the cells covered by shapes.
  public func update(
    _ document: Document, with patches: [RenderPatch]
  ) throws(RenderPatchError) -> Document {
    guard !patches.isEmpty else { return document }
    return self.document(try document.tree.applying(patches))
  }
}
