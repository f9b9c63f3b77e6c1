import Foundation

/// The live state of one scroll view: the offset the host sets, the geometry of its last
/// layout, and the actions watching that geometry.
///
/// The scroll view's element owns it (so it lasts as long as the scroll view's identity); the
/// session lists it, in the order scroll views were made, so that checks after a layout run
/// in an order that does not depend on the process.
@MainActor
final class ScrollState {
  /// The scroll view's node id.
  let id: NodeID
  /// The scroll view's element, marked dirty when the offset changes.
  private(set) weak var element: Element?
  /// The scroll view's layout node, whose last placement gives the geometry.
  weak var node: LayoutNode?
  /// The axes the scroll view scrolls along.
  var axes: Axis.Set = .vertical
  /// The content margins (`contentMargins`).
  var margins = EdgeInsets()
  /// What `containerRelativeFrame` inside measures against: the visible size of the last
  /// layout, within the insets.
  let container = ContainerSource()
  /// Whether scrolling is disabled (`scrollDisabled(true)` above the scroll view).
  var isDisabled = false
  /// Where the content is scrolled to, shared with the scroll view's layout.
  let position = ScrollPosition()
  /// Whether the offset was set since the scroll view was last resolved: its content must
  /// be placed again.
  private var moved = false
  /// The geometry of the last layout, once laid out.
  private(set) var geometry: ScrollGeometry?
  /// The `onScrollGeometryChange` actions that watch this scroll view, outermost first.
  var observers: [ScrollGeometryObserver] = []
  /// The `onScrollPhaseChange` actions that watch this scroll view, outermost first.
  var phaseObservers: [ScrollPhaseObserver] = []
  /// What the scroll view is doing.
  private(set) var phase = ScrollPhase.idle
  /// Whether a lazy stack scrolls in it (its node then tracks its canvas position).
  var hasLazyContent = false
  /// How a drag chooses where to rest (`scrollTargetBehavior`), if not where it slows to.
  var targetBehavior: AnyScrollTargetBehavior?
  /// The layout marked with `scrollTargetLayout()` inside, if any.
  weak var targetLayout: LayoutNode?
  /// The `scrollPosition(id:)` bound to the scroll view, if any.
  var positionLink: ScrollPositionLinkBox?
  /// A `scrollTo` waiting for its row to be realised: the row's label and the anchor.
  var pendingTarget: (label: String, anchor: UnitPoint?)?
  /// A `scrollTo` to a row that was not realised, followed for the rest of the update: the
  /// rows realised around it after the scroll can move it from where it was estimated.
  var settlingTarget: (label: String, anchor: UnitPoint?)?

  init(id: NodeID, element: Element) {
    self.id = id
    self.element = element
  }

  /// Whether the scroll view is still in the tree.
  var isAlive: Bool { element?.isAlive ?? false }

  /// Asks for `offset` (clamped to the content unless `clamps` is off) and marks the scroll
  /// view for the next update.
  func scroll(to offset: CGPoint, clamps: Bool = true) {
    position.offset = offset
    position.clamps = clamps
    moved = true
    element?.markDirty()
    // Inside `withAnimation`, the move animates.
    if let transaction = TransactionContext.current { element?.session?.note(transaction) }
  }

  /// Whether the content must be placed again (the offset was set), once.
  func takeMoved() -> Bool {
    defer { moved = false }
    return moved
  }

  /// Moves to `phase`, queueing the actions of the phase observers on `session` when it
  /// changed.
  func setPhase(_ new: ScrollPhase, in session: ResolveSession) {
    let old = phase
    guard new != old else { return }
    phase = new
    guard !phaseObservers.isEmpty, let geometry else { return }
    let context = ScrollPhaseChangeContext(geometry: geometry)
    for observer in phaseObservers {
      let action = observer.action
      session.pendingActions.append { action(old, new, context) }
    }
    session.setNeedsUpdate()
  }

  /// Reads the geometry from the scroll view's last placement: the drawn offset becomes the
  /// offset (so a later `scroll(by:)` starts from what is shown), and each observer whose
  /// value changed queues its action on `session`.
  func didLayout(in session: ResolveSession) {
    // The scroll view's own frame and its content node's, from their layout nodes: a
    // padding or frame around the content folds into the view it wraps in the render tree,
    // but the content's extent is the modifier's.
    guard let node, let container = node.placedFrame else { return }
    let content = node.children.first?.placedFrame ?? .zero
    // `0 - x`, not `-x`: a content at the origin is at offset 0, never −0.
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(x: 0 - content.minX, y: 0 - content.minY), contentSize: content.size,
      contentInsets: ScrollLayout(axes: axes, margins: margins).geometryInsets(
        node.safeAreaInsets),
      containerSize: container.size)
    // At rest at the top stays `nil`; an offset asked for becomes the one drawn, which the
    // layout reads from now on.
    if position.offset != nil {
      position.offset = geometry.contentOffset
      // A finger pulling past an edge keeps its offset through the layouts that other
      // changes make meanwhile (a header following the scroll).
      if phase == .idle { position.clamps = true }
    }
    self.geometry = geometry
    // `containerRelativeFrame`s inside that sized themselves from an older size update.
    self.container.setSize(geometry.visibleRect.size)
    for observer in observers {
      if let action = observer.check(id, geometry) { session.pendingActions.append(action) }
    }
    if let (label, anchor) = pendingTarget {
      pendingTarget = nil
      settlingTarget = (label, anchor)
      if let target = targetOffset(showing: label, anchor: anchor) { scroll(to: target) }
      return
    }
    if let (label, anchor) = settlingTarget,
      let target = targetOffset(showing: label, anchor: anchor),
      abs(target.x - geometry.contentOffset.x) > 0.25
        || abs(target.y - geometry.contentOffset.y) > 0.25
    {
      scroll(to: target)
      return
    }
    syncPosition(in: session)
  }
}

extension ScrollState {
  /// The views of the `scrollTargetLayout()` inside with their frames in content
  /// coordinates, from the last layout (views not laid out are left out).
  func targetFrames() -> [(node: LayoutNode, frame: CGRect)] {
    guard let content = node?.children.first, let layout = targetLayout,
      let origin = Self.origin(of: layout, in: content, at: .zero)
    else { return [] }
    // A lazy stack's unrealised rows count as one view: the after run starts where the
    // next row would.
    return layout.children.compactMap { child in
      child.placedFrame.map { (child, $0.offsetBy(dx: origin.x, dy: origin.y)) }
    }
  }

  /// Where `target` lies in `node`'s coordinates, found by walking down from `node`.
  private static func origin(
    of target: LayoutNode, in node: LayoutNode, at origin: CGPoint
  ) -> CGPoint? {
    if node === target { return origin }
    for child in node.children {
      guard let frame = child.placedFrame else { continue }
      let inner = CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY)
      if let found = Self.origin(of: target, in: child, at: inner) { return found }
    }
    return nil
  }
}

/// One `onScrollGeometryChange(for:of:action:)`: the last value its transform gave, and what
/// to do when the value changes. Kept by the modifier's element across updates.
@MainActor
final class ScrollGeometryObserver {
  /// The transformed value of the last geometry seen, for each scroll view watched.
  var lastValues: [NodeID: Any] = [:]
  /// Given a scroll view's new geometry, records the transformed value and returns the action
  /// to run when it differs from the last one that scroll view gave (none for the first).
  var check: (NodeID, ScrollGeometry) -> (() -> Void)? = { _, _ in nil }
}

/// One `onScrollPhaseChange(_:)`: what to do when the phase of the scroll views it watches
/// changes. Kept by the modifier's element across updates.
@MainActor
final class ScrollPhaseObserver {
  var action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void = { _, _, _ in }
}

extension ScrollGeometry {
  /// The offsets the content can rest at along each axis: from minus the leading insets to the
  /// content's overflow past the trailing ones (0 across the axes it does not scroll along).
  func offsetRange(axes: Axis.Set) -> (minimum: CGPoint, maximum: CGPoint) {
    let minimum = CGPoint(
      x: axes.contains(.horizontal) ? -contentInsets.leading : 0,
      y: axes.contains(.vertical) ? -contentInsets.top : 0)
    let maximum = CGPoint(
      x: axes.contains(.horizontal)
        ? max(contentSize.width + contentInsets.trailing - containerSize.width, minimum.x) : 0,
      y: axes.contains(.vertical)
        ? max(contentSize.height + contentInsets.bottom - containerSize.height, minimum.y) : 0)
    return (minimum, maximum)
  }
}

/// The observers an `onScrollGeometryChange` puts in the environment for the scroll views
/// inside it, equal when they are the same objects.
struct ScrollGeometryObservers: Hashable {
  var observers: [ScrollGeometryObserver] = []
  var phaseObservers: [ScrollPhaseObserver] = []

  static func == (a: Self, b: Self) -> Bool {
    a.observers.count == b.observers.count
      && zip(a.observers, b.observers).allSatisfy { $0 === $1 }
      && a.phaseObservers.count == b.phaseObservers.count
      && zip(a.phaseObservers, b.phaseObservers).allSatisfy { $0 === $1 }
  }

  func hash(into hasher: inout Hasher) {
    for observer in observers { hasher.combine(ObjectIdentifier(observer)) }
    for observer in phaseObservers { hasher.combine(ObjectIdentifier(observer)) }
  }
}

private struct ScrollGeometryObserversKey: EnvironmentKey {
  static let defaultValue = ScrollGeometryObservers()
}

extension EnvironmentValues {
  /// The `onScrollGeometryChange` observers waiting for the next scroll view below.
  var scrollGeometryObservers: ScrollGeometryObservers {
    get { self[ScrollGeometryObserversKey.self] }
    set { self[ScrollGeometryObserversKey.self] = newValue }
  }
}
