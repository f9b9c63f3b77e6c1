import Foundation

/// The subviews of a layout container, as the container sees them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  /// The container's child nodes; the collection covers `startIndex..<endIndex` of them.
  package let nodes: [LayoutNode]
  /// The engine that measures the nodes.
  package let engine: LayoutEngine
  /// The container's layout box, when the collection covers all of its children: a stack
  /// keeps its memo there.
  let box: AnyLayoutBox?
  /// The indices of `nodes` this collection covers.
  public let startIndex: Int
  /// The index past the last subview this collection covers.
  public let endIndex: Int

  /// The layout direction of the container. Galley mirrors placement for right-to-left
  /// itself, as SwiftUI flips the coordinate space, so layouts are written left to right.
  public let layoutDirection: LayoutDirection

  /// While the container places its subviews: how far its bounds reach into the safe-area
  /// margins on each edge (a scroll view insets its content by them).
  package var safeAreaInsets = EdgeInsets()
  /// While the container places its subviews: the engine's slot for the first of `nodes`,
  /// where ``LayoutSubview/place(at:anchor:proposal:)`` records each placement; −1 while
  /// measuring.
  var slotBase = -1

  /// The subviews of all of `nodes`, the children of the container whose layout is in
  /// `box`, if any.
  package init(
    nodes: [LayoutNode], engine: LayoutEngine, layoutDirection: LayoutDirection,
    box: AnyLayoutBox? = nil
  ) {
    self.init(
      nodes: nodes, engine: engine, layoutDirection: layoutDirection, range: 0..<nodes.count,
      box: box, slotBase: -1)
  }

  private init(
    nodes: [LayoutNode], engine: LayoutEngine, layoutDirection: LayoutDirection,
    range: Range<Int>, box: AnyLayoutBox?, slotBase: Int
  ) {
    self.nodes = nodes
    self.engine = engine
    self.box = box
    self.layoutDirection = layoutDirection
    startIndex = range.lowerBound
    endIndex = range.upperBound
    self.slotBase = slotBase
  }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[index], engine: engine, slot: slotBase < 0 ? -1 : slotBase + index)
  }

  /// The subviews in `bounds`, keeping their indices.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(
      nodes: nodes, engine: engine, layoutDirection: layoutDirection, range: bounds, box: nil,
      slotBase: slotBase)
  }

  /// Two collections are equal when they hold the same subviews in the same order.
  ///
  /// - Complexity: O(n) in the number of subviews.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }
}

/// One subview of a layout container: measure it, read its guides and traits, and place it.
public struct LayoutSubview: Equatable {
  /// The subview's layout node.
  package let node: LayoutNode
  /// The engine that measures the node.
  package let engine: LayoutEngine
  /// The engine's slot for the subview's placement while its container places it; −1 while
  /// measuring.
  let slot: Int

  /// The subview's size for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine.sizeThatFits(node, proposal)
  }

  /// The subview's size and alignment guides for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    engine.dimensions(node, proposal)
  }

  /// The subview's size for `proposal` and the value of one of its guides.
  package func guide(
    _ key: AlignmentKey, in proposal: ProposedViewSize
  ) -> (
    size: CGSize, value: CGFloat
  ) {
    engine.guide(key, of: node, proposal)
  }

  /// The subview's layout priority: `layoutPriority(_:)`, −∞ for a spacer, else 0.
  public var priority: Double { engine.priority(of: node) }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { engine.spacing(of: node) }

  /// The value the subview set for a layout value key, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    engine.layoutValue(of: node, for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
  }

  /// Places the subview: the point `anchor` of the subview goes at `position`, and the
  /// subview is proposed `proposal` (it may choose another size). Call it once per subview
  /// from `placeSubviews`; a subview that is not placed is centred in the container at its
  /// ideal size.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    engine.recordPlacement(
      of: node, slot: slot, .placed(position: position, anchor: anchor, proposal: proposal))
  }

  /// Leaves the subview out of the container's drawing, instead of placing it: it is
  /// neither drawn nor hit-tested (`ViewThatFits` leaves out what it did not choose).
  package func leaveOut() {
    engine.recordPlacement(of: node, slot: slot, .leftOut)
  }

  /// Two subviews are equal when they are the same node.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node
  }
}
