import Foundation

/// The nodes of a render tree that a test can name: by accessibility identifier, by
/// accessibility label, by the text they show and by a symbol's spoken name, each with its
/// frame in canvas coordinates.
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
  /// The symbol images without a label, by what VoiceOver calls them ("plus" is "Add"),
  /// depth first: the last resort of a lookup, since a symbol beside a title is not read on
  /// its own.
  package private(set) var symbols: [String: [Entry]] = [:]

  /// The index of `tree`. When the tree holds views marked modal (`.isModal`: a presented
  /// sheet or alert), only the last of them and what is inside it are indexed, as VoiceOver
  /// reaches only the frontmost modal view.
  ///
  /// - Complexity: O(n) in the number of nodes.
  package init(_ tree: RenderTree) {
    var modalCount = 0
    var found: [(entry: Entry, modal: Int)] = []
    tree.root.walk(state: 0) { node, frame, _, modal in
      var inside = modal
      if node.accessibility.traits.contains(.isModal) {
        modalCount += 1
        inside = modalCount
      }
      found.append((Entry(node: node, frame: frame), inside))
      return inside
    }
    for (entry, modal) in found where modal == modalCount {
      let node = entry.node
      if let identifier = node.accessibility.identifier {
        identifiers[identifier, default: []].append(entry)
      }
      if let label = node.accessibility.label {
        labels[label, default: []].append(entry)
      } else if let image = node.content?.image {
        symbols[SymbolCatalog.spokenName(of: image.systemName), default: []].append(entry)
      }
      if let content = node.content?.text {
        let text = content.string
        texts[text, default: []].append(entry)
        // A text cut to fit is found by its whole text too, as VoiceOver reads it.
        if let full = content.fullText, full != text { texts[full, default: []].append(entry) }
      }
    }
  }
}
