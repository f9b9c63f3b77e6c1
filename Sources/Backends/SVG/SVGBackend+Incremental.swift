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
    /// The SVG document as UTF-8 bytes, in pieces shared with the documents it was made from.
    let pieces: SVGBytes
    let fragments: [ObjectIdentifier: SVGWriter.Fragment]
    /// The children of nodes of many children, by node id.
    let children: [NodeID: SVGWriter.Children]
    /// The glyphs the document defines, and where their definitions lie in the text.
    let glyphs: SVGGlyphs
    let glyphDefinitions: Range<Int>
    /// The bytes of `text` written anew rather than copied from the previous document: the
    /// work an update did, for tests and benchmarks.
    package let rewrittenBytes: Int

    /// The SVG text, equal to `render(tree)` of the backend that made it.
    ///
    /// - Complexity: O(n) in the length of the document, each time it is read.
    public var text: String { String(decoding: pieces.contiguous, as: UTF8.self) }

    /// The SVG text as UTF-8 data, ready to be written to a file.
    ///
    /// - Complexity: O(n) in the length of the document, each time it is read.
    public var data: Data { Data(pieces.contiguous) }

    /// The document's length in bytes.
    public var byteCount: Int { pieces.count }
  }

  /// The document of `tree`, ready to be updated with patches.
  ///
  /// - Complexity: O(n) in the number of nodes and the length of the text.
  public func document(_ tree: RenderTree) -> Document {
    write(tree, previous: nil, previousGlyphs: nil)
  }

  /// The document after `patches`: the text of `document.tree.applying(patches)`, equal byte
  /// for byte to a full render of that tree. Subtrees the patches do not touch are copied
  /// from the previous text instead of being written again.
  ///
  /// - Throws: `RenderPatchError` when the patches do not apply to `document.tree`.
  /// - Complexity: O(the nodes on the paths to the patched nodes and their children, plus
  ///   the length of the text); with text drawn as outlines, plus a pass over every text's
  ///   characters to collect the glyphs the document defines.
  public func update(
    _ document: Document, with patches: [RenderPatch]
  ) throws(RenderPatchError) -> Document {
    guard !patches.isEmpty else { return document }
    return write(
      try document.tree.applying(patches),
      previous: SVGWriter.Previous(
        bytes: document.pieces, fragments: document.fragments, children: document.children),
      previousGlyphs: (document.glyphs, document.glyphDefinitions))
  }

  /// The document of `tree`, made from `document`: every subtree `tree` shares with the
  /// document's tree (the same node objects, as a host's successive trees share what did not
  /// change) is copied from the previous bytes instead of being written again. Equal byte for
  /// byte to a full render of `tree`, and to applying the patches between the two trees.
  ///
  /// ```swift
  /// var document = SVGBackend().document(host.renderTree)
  /// try host.tap("Increment")
  /// document = SVGBackend().update(document, to: host.renderTree)
  /// ```
  ///
  /// - Complexity: O(the nodes not shared with the document's tree and their children,
  ///   plus the length of the document), without writing the shared subtrees again; with
  ///   text drawn as outlines, plus a pass over every text's characters to collect the
  ///   glyphs the document defines.
  public func update(_ document: Document, to tree: RenderTree) -> Document {
    write(
      tree,
      previous: SVGWriter.Previous(
        bytes: document.pieces, fragments: document.fragments, children: document.children),
      previousGlyphs: (document.glyphs, document.glyphDefinitions))
  }

  /// Writes `tree`'s document, copying from `previous` what it shares, and the glyph
  /// definitions too when they are the same as before.
  private func write(
    _ tree: RenderTree, previous: SVGWriter.Previous?,
    previousGlyphs: (glyphs: SVGGlyphs, range: Range<Int>)?
  ) -> Document {
    var output = SVGOutput()
    let glyphs = glyphs(of: tree.root)
    output += header(tree, declaresGlyphs: !glyphs.isEmpty)
    let definitionsStart = output.count
    if let previous, let previousGlyphs, previousGlyphs.glyphs == glyphs {
      output.copy(previousGlyphs.range, of: previous.bytes)
    } else {
      writeGlyphDefinitions(glyphs, into: &output)
    }
    let definitions = definitionsStart..<output.count
    let recorded = writer().write(
      tree.root, depth: 1, into: &output, previous: previous, recording: true)
    output += "</svg>\n"
    return Document(
      tree: tree, pieces: output.finish(), fragments: recorded.fragments,
      children: recorded.children, glyphs: glyphs,
      glyphDefinitions: definitions, rewrittenBytes: output.writtenBytes)
  }
}
