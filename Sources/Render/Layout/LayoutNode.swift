import Foundation

/// One node of the layout tree: how it sizes itself, what it draws, its effects and children.
///
/// Widgets builds one node per view and per layout-affecting modifier; the layout engine
/// measures and places nodes and turns them into ``RenderNode``s. Sizes are memoised per
/// proposal on the node, so measuring a subtree twice with the same proposal costs O(1) the
/// second time; changing a node's behaviour or children clears its memo.
package final class LayoutNode {
  /// How a node without children sizes itself.
  package enum Leaf {
    /// Takes the proposal; an unspecified dimension becomes 10 (shapes, colours).
    case flexible
    /// Always the same size (a symbol image).
    case fixed(CGSize)
    /// Text, measured and broken into lines for each proposal.
    case text(TextMeasurer)
    /// Expands along a stack's axis (or both axes outside a stack), never below `minLength`.
    case spacer(minLength: CGFloat, axis: Axis?)
    /// A line `thickness` thick across a stack's axis, flexible along it.
    case divider(thickness: CGFloat, axis: Axis?)
    /// Takes no room.
    case empty
  }

  /// How the node sizes itself and places its children.
  package enum Behavior {
    /// A node without children that sizes itself.
    case leaf(Leaf)
    /// A node that sizes itself and places its children with a layout.
    case container(AnyLayoutBox)
  }

  /// What a node draws in its bounds, before layout has fixed its size.
  package enum Content {
    /// A shape whose outline is made for the node's final size, filled or stroked.
    case shape(ShapeSource, paint: Paint, stroke: StrokeStyle?, evenOdd: Bool)
    /// Text, broken into lines for the node's final size and aligned within it.
    case text(TextMeasurer, paint: Paint, alignment: TextAlignment)
    /// A symbol image.
    case image(ImageContent)
  }

  /// Where a shape's outline comes from.
  package enum ShapeSource {
    /// A built-in shape's geometry.
    case geometry(ShapeGeometry)
    /// A custom shape's path for a rectangle, inset by `inset` on every edge.
    case path(@Sendable (CGRect) -> Path, inset: CGFloat)
  }

  /// The node's identity, carried over to its render node.
  package let id: NodeID
  /// What made the node: a view (`HStack`, `Text`) or a modifier (`padding`, `frame`).
  package var kind: String
  /// The modifier's or view's parameters, for dumps (`16`, `width: 44, height: 44`).
  package var detail: String?
  /// The explicit identity given by `ForEach` or `.id`, for dumps.
  package var key: String?
  /// How the node sizes itself; setting it forgets memoised sizes.
  package var behavior: Behavior {
    didSet { invalidate() }
  }
  /// The children, back to front; setting them forgets memoised sizes.
  package var children: [LayoutNode] {
    didSet { childrenDidChange() }
  }
  /// What the node draws in its bounds, if anything.
  package var content: Content?
  /// Drawing effects on the node and its subtree.
  package var effects = RenderEffects()
  /// What assistive technologies know about the node.
  package var accessibility = AccessibilityInfo()
  /// The priority set by `layoutPriority(_:)`, if any.
  package var explicitPriority: Double?
  /// Values set with `layoutValue(key:value:)`, keyed by the key type.
  package var layoutValues: [ObjectIdentifier: Any] = [:]
  /// For a geometry reader: builds the children once the node's size and position are known.
  package var geometryContent: ((GeometryProxy) -> [LayoutNode])?
  /// The name of the coordinate space this node defines, if any.
  package var coordinateSpaceName: AnyHashable?
  /// Where the node was put by its parent's `placeSubviews`, during placement.
  var placement: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?

  private var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []

  /// Creates a node; effects, accessibility and layout traits start empty.
  package init(
    id: NodeID, kind: String, detail: String? = nil, behavior: Behavior,
    children: [LayoutNode] = [], content: Content? = nil
  ) {
    self.id = id
    self.kind = kind
    self.detail = detail
    self.behavior = behavior
    self.children = children
    self.content = content
  }

  /// Releases the subtree iteratively, so that dropping a very deep tree cannot overflow the
  /// stack with nested deinitialisers.
  deinit {
    var pending = children
    children = []
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending += node.children
        node.children = []
      }
    }
  }

  /// Forgets memoised sizes, and makes a container refresh its layout cache on next use.
  package func invalidate() {
    sizeCache.removeAll(keepingCapacity: true)
    if case .container(let box) = behavior { box.subviewsDidChange() }
  }

  private func childrenDidChange() {
    invalidate()
  }

  func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
    for entry in sizeCache where entry.proposal == proposal { return entry.size }
    return nil
  }

  func storeSize(_ size: CGSize, for proposal: ProposedViewSize) {
    if sizeCache.count >= 6 { sizeCache.removeFirst() }
    sizeCache.append((proposal, size))
  }

  /// The view a modifier node wraps, whose layout traits (priority, layout values) it passes
  /// through as SwiftUI's modifiers do; `nil` for other nodes.
  package var wrappedChild: LayoutNode? {
    guard case .container(let box) = behavior, let index = box.primaryChildIndex,
      index < children.count
    else { return nil }
    return children[index]
  }
}
