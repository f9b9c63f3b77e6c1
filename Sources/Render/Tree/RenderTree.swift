import Foundation

/// The laid-out result of a render: an immutable tree of ``RenderNode``s, the canvas size, and
/// the diagnostics raised while building it.
///
/// The root is always the host node: it has the host's size and holds the root view's nodes.
public struct RenderTree: Sendable {
  /// The host node.
  public let root: RenderNode
  /// The canvas size in points.
  public let size: CGSize
  /// Device pixels per point; frames are rounded to `1 / scale`.
  public let scale: CGFloat
  /// The canvas background (the system background colour of the colour scheme).
  public let background: ResolvedColor
  /// Problems found in the views, each reported once.
  public let diagnostics: [Diagnostic]

  /// Creates a render tree.
  public init(
    root: RenderNode, size: CGSize, scale: CGFloat = 2, background: ResolvedColor = .white,
    diagnostics: [Diagnostic] = []
  ) {
    self.root = root
    self.size = size
    self.scale = scale
    self.background = background
    self.diagnostics = diagnostics
  }

  /// Every node with its frame in canvas coordinates (offsets included), depth first, back to
  /// front.
  ///
  /// - Complexity: O(n).
  public func allNodes() -> [(node: RenderNode, frame: CGRect)] {
    var result: [(RenderNode, CGRect)] = []
    result.reserveCapacity(root.subtreeCount)
    root.walk(state: ()) { node, frame, _, _ in
      result.append((node, frame))
      return ()
    }
    return result
  }

  /// The first node, depth first, whose accessibility identifier is `identifier`.
  public func node(identifiedBy identifier: String) -> RenderNode? {
    RenderTargetIndex(self).identifiers[identifier]?.first?.node
  }
}
