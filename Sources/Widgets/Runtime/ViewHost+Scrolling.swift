import Foundation

extension ViewHost {
  /// Scrolls a scroll view so that its content is offset by `offset`, and applies the state
  /// changes that follow (`onScrollGeometryChange` actions) before returning.
  ///
  /// The offset is clamped to what the scroll view can show, from the top-leading corner of
  /// the content to its bottom-trailing corner, and to 0 across the axes it does not scroll
  /// along; `.infinity` scrolls to the end. The content is placed again, never measured
  /// again, so scrolling a long list costs little.
  ///
  /// When the scroll view cannot be scrolled (nothing matches `identifier`, it is disabled
  /// with `scrollDisabled(_:)`, the offset is NaN), nothing moves, and the next update's
  /// ``diagnostics`` say why.
  ///
  /// - Parameters:
  ///   - identifier: The accessibility identifier of the scroll view, or of a view holding
  ///     it (the first scroll view inside is scrolled); `nil` scrolls the first scroll view
  ///     of the tree.
  ///   - offset: The content offset, as `ScrollGeometry.contentOffset` reports it.
  public func scroll(_ identifier: String? = nil, to offset: CGPoint) {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    guard let state = scrollState(identifier) else { return }
    guard offset.x.isNaN == false, offset.y.isNaN == false else {
      reportInteraction(
        "The scroll offset \(Self.text(offset)) is not a number; the scroll view did not move.")
      return
    }
    state.scroll(to: offset)
  }

  /// Scrolls a scroll view by `delta` from where it is: a positive height moves the content
  /// up (as a finger moving up would), revealing what lies below. See ``scroll(_:to:)``.
  public func scroll(_ identifier: String? = nil, by delta: CGSize) {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    guard let state = scrollState(identifier) else { return }
    guard delta.width.isNaN == false, delta.height.isNaN == false else {
      reportInteraction(
        "The scroll distance \(Self.text(CGPoint(x: delta.width, y: delta.height))) is not a number; the scroll view did not move."
      )
      return
    }
    let from = state.geometry?.contentOffset ?? .zero
    state.scroll(to: CGPoint(x: from.x + delta.width, y: from.y + delta.height))
  }

  /// Drags a scroll view as a finger would, and returns once it is at rest, with the state
  /// changes that followed applied.
  ///
  /// The finger moves the content by `translation` (a finger moving up, a negative height,
  /// scrolls down), resisting past an edge as iOS does: `(1 − 1/(x·0.55/d + 1))·d` for a
  /// pull `x` points past it in a viewport `d` long. Released inside the content, the content
  /// keeps the finger's `velocity` (points per second) and decelerates at the normal rate
  /// (0.998 per millisecond), coming to rest `v/1000 · 0.998/0.002` points further on, or at
  /// the edge it reaches first; released past an edge, it returns to the edge.
  ///
  /// The scroll view is laid out at each frame of the deceleration, 1/60 s apart on the
  /// virtual clock (animations started on the way run with it), so that
  /// `onScrollGeometryChange` actions see the offsets in between, as they would on a device.
  /// Problems are reported as ``scroll(_:to:)`` reports them.
  ///
  /// When a ``DragGesture`` is at the centre of the view `identifier` finds (as
  /// ``tap(_:count:)`` finds views), the gesture takes the drag instead, as it does on a
  /// device: the finger goes down at that centre and moves in four steps, one frame (1/60 s)
  /// apart, to ¼, ½, ¾ and all of `translation`; each step past the gesture's minimum
  /// distance changes it, with `velocity` as its velocity and the location a scroll view
  /// would decelerate to as its predicted end; the gesture ends with the last step, and its
  /// ``GestureState``s go back to their initial values. The innermost `gesture` takes it,
  /// unless a `highPriorityGesture` around it does; every `simultaneousGesture` there hears
  /// it too. A gesture sequenced after a long press holds the finger down for the press
  /// first. A disabled one does nothing, reported in the next update's ``diagnostics``.
  ///
  /// - Parameters:
  ///   - identifier: As for ``scroll(_:to:)``, or a view with a drag gesture.
  ///   - translation: How far the finger moves, in points.
  ///   - velocity: The finger's velocity when it lifts, in points per second.
  public func drag(
    _ identifier: String? = nil, by translation: CGSize, velocity: CGSize = .zero
  ) {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    let values = [translation.width, translation.height, velocity.width, velocity.height]
    guard !values.contains(where: \.isNaN) else {
      reportInteraction(
        "The drag's translation or velocity is not a number; nothing moved.")
      return
    }
    let limit = LengthLimits.largest
    func finite(_ value: CGFloat) -> CGFloat { min(max(value, -limit), limit) }
    // A view with a drag gesture at the target takes the drag, as on a device.
    if let identifier,
      dragGestures(
        identifier,
        by: CGSize(width: finite(translation.width), height: finite(translation.height)),
        velocity: CGSize(width: finite(velocity.width), height: finite(velocity.height)))
    {
      return
    }
    guard let state = scrollState(identifier), var geometry = state.geometry else { return }
    let axes = state.axes
    let start = geometry.contentOffset
    // The finger down and moved: the content follows, rubber-banded past the edges.
    func held(in geometry: ScrollGeometry) -> CGPoint {
      let (minimum, maximum) = geometry.offsetRange(axes: axes)
      return CGPoint(
        x: axes.contains(.horizontal)
          ? ScrollPhysics.dragged(
            start.x - finite(translation.width), minimum: minimum.x, maximum: maximum.x,
            length: geometry.containerSize.width) : 0,
        y: axes.contains(.vertical)
          ? ScrollPhysics.dragged(
            start.y - finite(translation.height), minimum: minimum.y, maximum: maximum.y,
            length: geometry.containerSize.height) : 0)
    }
    var position = held(in: geometry)
    state.setPhase(.interacting, in: resolveSession)
    state.scroll(to: position, clamps: false)
    refresh()
    // A view that follows the scroll (a collapsing header) may resize the scroll view while
    // the finger is down: the finger's offset is banded again against the new edges, until
    // they hold.
    for _ in 0..<4 {
      guard let now = state.geometry else { break }
      let again = held(in: now)
      geometry = now
      guard again != position else { break }
      position = again
      state.scroll(to: position, clamps: false)
      refresh()
    }
    let (minimum, maximum) = geometry.offsetRange(axes: axes)
    // Released: back to the edge when past it, else decelerating from the finger's velocity.
    let resting = CGPoint(
      x: min(max(position.x, minimum.x), maximum.x), y: min(max(position.y, minimum.y), maximum.y))
    guard resting == position else {
      state.scroll(to: resting)
      state.setPhase(.idle, in: resolveSession)
      return
    }
    if velocity != .zero { state.setPhase(.decelerating, in: resolveSession) }
    let release = CGPoint(x: -finite(velocity.width), y: -finite(velocity.height))
    decelerate(
      state, from: position,
      velocity: targetVelocity(state, geometry, from: position, velocity: release),
      range: (minimum, maximum))
  }

  /// The release velocity, or with a scroll target behavior, the velocity whose deceleration
  /// rests where the behavior chooses (clamped to the content).
  private func targetVelocity(
    _ state: ScrollState, _ geometry: ScrollGeometry, from held: CGPoint, velocity: CGPoint
  ) -> CGPoint {
    guard let behavior = state.targetBehavior?.behavior else { return velocity }
    let (minimum, maximum) = geometry.offsetRange(axes: state.axes)
    let size = geometry.containerSize
    let natural = CGPoint(
      x: min(
        max(held.x + ScrollPhysics.projectedDistance(velocity: velocity.x), minimum.x), maximum.x),
      y: min(
        max(held.y + ScrollPhysics.projectedDistance(velocity: velocity.y), minimum.y), maximum.y))
    var target = ScrollTarget(rect: CGRect(origin: natural, size: size))
    let context = ScrollTargetBehaviorContext(
      originalTarget: target, velocity: CGVector(dx: velocity.x, dy: velocity.y),
      contentSize: geometry.contentSize, containerSize: size, axes: state.axes,
      releaseRect: CGRect(origin: held, size: size),
      targetFrames: state.targetFrames().map(\.frame),
      contentInsets: geometry.contentInsets)
    behavior.updateTarget(&target, context: context)
    let rest = CGPoint(
      x: target.rect.minX.isFinite ? min(max(target.rect.minX, minimum.x), maximum.x) : natural.x,
      y: target.rect.minY.isFinite ? min(max(target.rect.minY, minimum.y), maximum.y) : natural.y)
    // The velocity whose projected distance is the way to the rest position.
    let perUnit = ScrollPhysics.projectedDistance(velocity: 1)
    return CGPoint(x: (rest.x - held.x) / perUnit, y: (rest.y - held.y) / perUnit)
  }

  /// Runs a deceleration frame by frame until it comes to rest at its projected position or
  /// an edge.
  private func decelerate(
    _ state: ScrollState, from start: CGPoint, velocity: CGPoint,
    range: (minimum: CGPoint, maximum: CGPoint)
  ) {
    func position(
      _ start: CGFloat, _ velocity: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat,
      _ ms: CGFloat?
    ) -> CGFloat {
      let travelled =
        ms.map { ScrollPhysics.distance(velocity: velocity, after: $0) }
        ?? ScrollPhysics.projectedDistance(velocity: velocity)
      return min(max(start + travelled, minimum), maximum)
    }
    func point(after ms: CGFloat?) -> CGPoint {
      CGPoint(
        x: position(start.x, velocity.x, range.minimum.x, range.maximum.x, ms),
        y: position(start.y, velocity.y, range.minimum.y, range.maximum.y, ms))
    }
    let rest = point(after: nil)
    var frame = 1
    while frame < ScrollPhysics.maximumFrames {
      let now = point(after: CGFloat(frame) * CGFloat(ScrollPhysics.frameInterval) * 1000)
      if abs(now.x - rest.x) < ScrollPhysics.restDistance,
        abs(now.y - rest.y) < ScrollPhysics.restDistance
      {
        break
      }
      state.scroll(to: now)
      tick(ScrollPhysics.frameInterval)
      refresh()
      frameRecorder?(self)
      frame += 1
    }
    state.scroll(to: rest)
    state.setPhase(.idle, in: resolveSession)
  }

  /// The geometry of a scroll view after the last update, found as ``scroll(_:to:)`` finds
  /// it; `nil` when nothing matches.
  package func scrollGeometry(_ identifier: String? = nil) -> ScrollGeometry? {
    refresh()
    return findScrollState(identifier).state?.geometry
  }

  /// The scroll view to scroll, or `nil` with the reason reported.
  private func scrollState(_ identifier: String?) -> ScrollState? {
    let (state, problem) = findScrollState(identifier)
    if let problem {
      reportInteraction(problem)
      return nil
    }
    guard let state else { return nil }
    if state.isDisabled {
      let name = identifier.map { "The scroll view found by \(RenderTree.quote($0))" }
      reportInteraction(
        "\(name ?? "The first scroll view") has scrolling disabled (scrollDisabled); it did not move."
      )
      return nil
    }
    return state
  }

  /// The scroll view `identifier` finds, or why there is none.
  private func findScrollState(_ identifier: String?) -> (state: ScrollState?, problem: String?) {
    let start: RenderNode
    if let identifier {
      let found = targetIndex.identifiers[identifier] ?? []
      guard let entry = found.first else {
        return (
          nil,
          "No view has the accessibility identifier \(RenderTree.quote(identifier)); nothing scrolled."
        )
      }
      if found.count > 1 {
        return (
          nil,
          "\(found.count) views have the accessibility identifier \(RenderTree.quote(identifier)); nothing scrolled."
        )
      }
      start = entry.node
    } else {
      start = renderTree.root
    }
    var scrollID: NodeID?
    start.walk(state: ()) { node, _, _, _ in
      guard scrollID == nil else { return nil }
      if node.role.kind == .scrollView {
        scrollID = node.id
        return nil
      }
      return ()
    }
    guard let scrollID,
      let state = resolveSession.scrollStates.first(where: { $0.id == scrollID && $0.isAlive })
    else {
      let problem =
        identifier.map { "The view \(RenderTree.quote($0)) is not a scroll view and holds none" }
        ?? "The tree holds no scroll view"
      return (nil, problem + "; nothing scrolled.")
    }
    return (state, nil)
  }

  private static func text(_ point: CGPoint) -> String {
    "(\(NumberFormatting.decimal(point.x)), \(NumberFormatting.decimal(point.y)))"
  }
}
