import Foundation

/// The nodes of a render tree that a test can name: by accessibility identifier, by
/// accessibility label and by the text they show, each with its frame in canvas coordinates.
///
/// Built in one walk, once per tree, so that taps and frame lookups cost a dictionary lookup
/// rather than a walk of the whole tree each.
package struct RenderTargetIndex: Sendable {
  /// A node and its frame in canvas coordinates, offset included.
  package struct Entry: Sendable {
    package let node: RenderNode
    package let frame: CGRect
  }

  /// The nodes with each accessibility identifier, depth first.
  package private(set) var identifiers: [String: [Entry]] = [:]
  /// The nodes with each accessibility label, depth first.
  package private(set) var labels: [String: [Entry]] = [:]
  /// The nodes showing each text, depth first.
  package private(set) var texts: [String: [Entry]] = [:]

  /// The index of `tree`.
  ///
  /// - Complexity: O(n) in the number of nodes.
  package init(_ tree: RenderTree) {
    tree.root.walk(state: ()) { node, frame, _, _ in
      let entry = Entry(node: node, frame: frame)
      if let identifier = node.accessibility.identifier {
        identifiers[identifier, default: []].append(entry)
      }
      if let label = node.accessibility.label { labels[label, default: []].append(entry) }
      if let text = node.content?.text?.string { texts[text, default: []].append(entry) }
      return ()
    }
  }
}
