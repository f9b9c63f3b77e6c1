import Foundation
import Render

extension SVGBackend {
  /// An SVG document with what it takes to update it from patches: the tree it shows and
  /// where each node's subtree lies in the text.
  public struct Document: @unchecked Sendable {
    // `@unchecked`: the fragment table is immutable after creation; its keys are the
    // identities of nodes the (immutable, Sendable) tree keeps alive.

    /// The render tree the document shows.
    public let tree: RenderTree
    /// The SVG text, equal to `SVGBackend().render(tree)`.
    public let text: String
    let fragments: [ObjectIdentifier: SVGWriter.Fragment]
    /// The bytes of `text` written anew rather than copied from the previous document: the
    /// work an update did, for tests and benchmarks.
    package let rewrittenBytes: Int
  }

  /// The document of `tree`, ready to be updated with patches.
  ///
  /// - Complexity: O(n) in the number of nodes and the length of the text.
  public func document(_ tree: RenderTree) -> Document {
    write(tree, previous: nil)
  }

  /// The document after `patches`: the text of `document.tree.applying(patches)`, equal byte
  /// for byte to a full render of that tree. Subtrees the patches do not touch are copied
  /// from the previous text instead of being written again.
  ///
  /// - Throws: `RenderPatchError` when the patches do not apply to `document.tree`.
  /// - Complexity: O(the nodes on the paths to the patched nodes and their children, plus
  ///   the length of the text).
  public func update(
    _ document: Document, with patches: [RenderPatch]
  ) throws(RenderPatchError) -> Document {
    guard !patches.isEmpty else { return document }
    return write(
      try document.tree.applying(patches),
      previous: SVGWriter.Previous(text: document.text, fragments: document.fragments))
  }

  private func write(_ tree: RenderTree, previous: SVGWriter.Previous?) -> Document {
    var output = header(tree)
    let (fragments, copied) = SVGWriter(fontFamily: fontFamily).write(
      tree.root, depth: 1, into: &output, previous: previous, recording: true)
    output += "</svg>\n"
    return Document(
      tree: tree, text: output, fragments: fragments, rewrittenBytes: output.utf8.count - copied)
  }
}
