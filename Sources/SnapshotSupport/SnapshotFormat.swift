import Backends
import Foundation
import Render

/// One recorded format.
package enum SnapshotFormat: String, Hashable, Sendable, CaseIterable {
  case tree
  case text
  case svg
  case accessibility

  /// The file extension.
  package var fileExtension: String {
    switch self {
    case .tree: "tree"
    case .text: "txt"
    case .svg: "svg"
    case .accessibility: "accessibility"
    }
  }

  /// The format a file extension names, if any.
  package init?(fileExtension: String) {
    guard let format = Self.allCases.first(where: { $0.fileExtension == fileExtension }) else {
      return nil
    }
    self = format
  }

  /// The recorded text of `tree` in this format.
  package func render(_ tree: RenderTree) -> String {
    switch self {
    case .tree: tree.dump()
    case .text: TextBackend().render(tree)
    case .svg: SVGBackend().render(tree)
    case .accessibility: AccessibilityDump.render(tree)
    }
  }

  /// Whether the format is a tree of lines that `TreeDifferences` can compare node by node.
  package var isTreeShaped: Bool { self == .tree || self == .accessibility }
}
