import Foundation

/// One node of the render tree: a laid-out view or modifier with its frame, what it draws,
/// its effects, its accessibility information and its children.
///
/// Nodes are immutable and shared: when a subtree does not change between two renders, the
/// new tree holds the very same node objects, so comparing two versions can skip it in O(1).
///
/// A node's `frame` is relative to its parent; the dump (``RenderTree/dump(options:)``)
/// shows canvas coordinates unless asked for relative ones:
///
/// ```
/// Host (0, 0, 200, 100)
/// └─ padding 16 (63.5, 24, 73, 52)
///    └─ Text (79.5, 40, 41, 20) "Hello" body #000000
/// ```
public final class RenderNode: Sendable {
  /// The node's identity.
  public let id: NodeID
  /// What made the node: a view (`HStack`, `Text`) or a modifier (`padding`, `frame`).
  public let kind: String
  /// The modifier's or view's parameters, for dumps (`16`, `width: 44, height: 44`).
  public let detail: String?
  /// The explicit identity the node was given by `ForEach` or `.id`, for dumps.
  public let key: String?
  /// The frame in the parent's coordinate space, rounded to device pixels.
  public let frame: CGRect
  /// What the node draws before its children.
  public let content: RenderContent?
  /// Effects on the node and its subtree.
  public let effects: RenderEffects
  /// Accessibility information.
  public let accessibility: AccessibilityInfo
  /// The children, back to front.
  public let children: [RenderNode]
  /// The number of nodes in this subtree, this one included.
  public let subtreeCount: Int

  /// Creates a node.
  public init(
    id: NodeID, kind: String, detail: String? = nil, key: String? = nil, frame: CGRect,
    content: RenderContent? = nil, effects: RenderEffects = RenderEffects(),
    accessibility: AccessibilityInfo = AccessibilityInfo(), children: [RenderNode] = []
  ) {
    self.id = id
    self.kind = kind
    self.detail = detail
    self.key = key
    self.frame = frame
    self.content = content
    self.effects = effects
    self.accessibility = accessibility
    self.children = children
    self.subtreeCount = children.reduce(1) { $0 + $1.subtreeCount }
  }

  /// The same node with another frame, sharing everything else.
  package func with(frame: CGRect) -> RenderNode {
    guard frame != self.frame else { return self }
    return RenderNode(
      id: id, kind: kind, detail: detail, key: key, frame: frame, content: content,
      effects: effects, accessibility: accessibility, children: children)
  }

  /// The same node with other children, sharing everything else.
  package func with(children: [RenderNode]) -> RenderNode {
    RenderNode(
      id: id, kind: kind, detail: detail, key: key, frame: frame, content: content,
      effects: effects, accessibility: accessibility, children: children)
  }

  /// Whether the node's own properties (everything but its children) equal `other`'s.
  public func hasSameProperties(as other: RenderNode) -> Bool {
    id == other.id && kind == other.kind && detail == other.detail && key == other.key
      && frame == other.frame && content == other.content && effects == other.effects
      && accessibility == other.accessibility
  }
}

extension RenderNode: Equatable {
  /// Deep equality: same properties and equal children, in order. Shared subtrees compare in
  /// O(1).
  public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
    if lhs === rhs { return true }
    guard lhs.hasSameProperties(as: rhs), lhs.subtreeCount == rhs.subtreeCount,
      lhs.children.count == rhs.children.count
    else { return false }
    return zip(lhs.children, rhs.children).allSatisfy { $0 == $1 }
  }
}
