import Foundation

extension ViewHost {
  /// How many moves a simulated finger makes, one frame (1/60 s of the virtual clock) apart.
  static let gestureSteps = 4

  /// Pinches the view found by `target`, as ``tap(_:count:)`` finds it, until the fingers
  /// are `scale` times as far apart, for the ``MagnifyGesture`` and ``MagnificationGesture``
  /// there.
  ///
  /// The fingers start at the view's centre and spread in four moves, one frame of the virtual
  /// clock apart (magnifications of 1 + (scale − 1) × ¼, ½, ¾ and 1); each move past the
  /// gesture's minimum scale delta changes it, and it ends with the last. State changes are
  /// applied before it returns.
  ///
  /// - Parameters:
  ///   - target: An accessibility identifier, an accessibility label or a text.
  ///   - scale: The magnification at the end; not negative.
  ///   - velocity: The magnification's rate of change the gesture reports, per second.
  /// - Throws: ``ViewHostError`` when nothing matches `target`, when nothing there recognises
  ///   pinches, or when it is disabled.
  public func magnify(_ target: String, by scale: CGFloat, velocity: CGFloat = 0) throws {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    guard scale.isFinite, scale >= 0, velocity.isFinite else {
      throw ViewHostError(
        "A pinch to \(NumberFormatting.decimal(scale)) at \(NumberFormatting.decimal(velocity)) per second is not possible; the scale must be finite and not negative."
      )
    }
    let point = try center(of: target)
    let selected = try handlers(at: point, target: target, what: "pinches") {
      if case .magnify = $0 { return true }
      return false
    }
    perform(selected) { recipe, step, frame in
      guard case .magnify(let delta) = recipe.kind else { return nil }
      let magnification = 1 + (scale - 1) * step
      guard abs(magnification - 1) >= delta else { return nil }
      return MagnifyGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: time), magnification: magnification,
        velocity: velocity, startAnchor: .center,
        startLocation: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    }
  }

  /// Turns two fingers on the view found by `target` through `angle`, for the
  /// ``RotateGesture`` and ``RotationGesture`` there, in four moves as
  /// ``magnify(_:by:velocity:)`` spreads them.
  ///
  /// - Throws: ``ViewHostError`` when nothing matches `target`, when nothing there recognises
  ///   rotations, or when it is disabled.
  public func rotate(_ target: String, by angle: Angle, velocity: Angle = .zero) throws {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    guard angle.radians.isFinite, velocity.radians.isFinite else {
      throw ViewHostError("A rotation must be by a finite angle at a finite velocity.")
    }
    let point = try center(of: target)
    let selected = try handlers(at: point, target: target, what: "rotations") {
      if case .rotate = $0 { return true }
      return false
    }
    perform(selected) { recipe, step, frame in
      guard case .rotate(let delta) = recipe.kind else { return nil }
      let rotation = Angle(radians: angle.radians * step)
      guard abs(rotation.radians) >= delta.radians else { return nil }
      return RotateGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: time), rotation: rotation,
        velocity: velocity, startAnchor: .center,
        startLocation: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    }
  }

  /// Runs the drag gestures at the centre of `target` for a finger moving by `translation`,
  /// as ``drag(_:by:velocity:)`` describes; `false` when no drag gesture is there (the drag
  /// then goes to a scroll view).
  func dragGestures(_ target: String, by translation: CGSize, velocity: CGSize) -> Bool {
    guard let point = try? center(of: target) else { return false }
    let isDrag = { (kind: GestureRecipe.Kind) -> Bool in
      if case .drag = kind { return true }
      return false
    }
    let found = recognisers(at: point, matching: isDrag)
    guard !found.isDisabled else {
      // Something there recognises drags but is disabled: the drag does nothing.
      reportInteraction("\(RenderTree.quote(target)) is disabled; the drag did nothing.")
      return true
    }
    guard !found.selected.isEmpty else { return false }
    // Named spaces are found once per gesture, not at every step.
    var named: [String: CGPoint?] = [:]
    perform(found.selected) { recipe, step, frame in
      guard case .drag(let minimum, let space) = recipe.kind else { return nil }
      let moved = CGSize(width: translation.width * step, height: translation.height * step)
      guard (moved.width * moved.width + moved.height * moved.height).squareRoot() >= minimum
      else { return nil }
      let origin: CGPoint
      switch space {
      case .local: origin = frame.origin
      case .global: origin = .zero
      case .named(let name):
        // The nearest space of that name around the gesture's view; host coordinates when
        // there is none.
        let key = "\(name) \(frame)"
        if named[key] == nil {
          named[key] = .some(namedOrigin(String(describing: name), around: point, frame: frame))
        }
        origin = (named[key] ?? nil) ?? .zero
      }
      let start = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
      let location = CGPoint(x: start.x + moved.width, y: start.y + moved.height)
      return DragGesture.Value(
        time: Date(timeIntervalSinceReferenceDate: time), location: location,
        startLocation: start, velocity: velocity,
        predictedEndLocation: CGPoint(
          x: location.x + ScrollPhysics.projectedDistance(velocity: velocity.width),
          y: location.y + ScrollPhysics.projectedDistance(velocity: velocity.height)))
    }
    return true
  }

  /// The origin, in host coordinates, of the coordinate space named `name` nearest around
  /// the view laid out in `frame` that a finger at `point` lands in.
  private func namedOrigin(_ name: String, around point: CGPoint, frame: CGRect) -> CGPoint? {
    let path = hits(at: point)
    let hit = path.last { $0.frame == frame } ?? path.last
    return hit?.namedOrigins[name]
  }

  /// The gestures at `point` that take an event `matching`, as `recognisers(at:matching:)`
  /// picks them.
  ///
  /// - Throws: ``ViewHostError`` when there are none, or when they are disabled.
  private func handlers(
    at point: CGPoint, target: String, what: String,
    matching: (GestureRecipe.Kind) -> Bool
  ) throws(ViewHostError) -> [Recogniser] {
    let found = recognisers(at: point, matching: matching)
    if found.isDisabled {
      throw ViewHostError("\(RenderTree.quote(target)) is disabled; it did not recognise \(what).")
    }
    guard !found.selected.isEmpty else {
      throw ViewHostError(
        "Nothing at the centre of \(RenderTree.quote(target)) (\(NumberFormatting.decimal(point.x)), \(NumberFormatting.decimal(point.y))) recognises \(what)."
      )
    }
    return found.selected
  }

  /// An attached gesture chosen for an event: the attachment, the recipes that take the
  /// event, and its node's frame in host coordinates.
  typealias Recogniser = (attachment: GestureAttachment, recipes: [GestureRecipe], frame: CGRect)

  /// The gestures at `point` that take an event `matching`, as SwiftUI picks them: the
  /// outermost `highPriorityGesture` if any, else the innermost `gesture`, and every
  /// `simultaneousGesture`, leaving out those inside a gesture whose mask excludes its
  /// subviews; and whether the ones picked are all disabled (then none is returned).
  private func recognisers(
    at point: CGPoint, matching: (GestureRecipe.Kind) -> Bool
  ) -> (selected: [Recogniser], isDisabled: Bool) {
    let attachments = resolveSession.gestureAttachments
    var candidates: [Recogniser] = []
    for (id, frame) in hitPath(at: point) {
      guard let attachment = attachments[id] else { continue }
      let recipes = attachment.recipes(where: matching)
      if !recipes.isEmpty { candidates.append((attachment, recipes, frame)) }
      // Gestures inside one whose mask leaves out its subviews do not respond.
      if !attachment.mask.contains(.subviews) { break }
    }
    let winner =
      candidates.first { $0.attachment.priority == .high }
      ?? candidates.last { $0.attachment.priority == .normal }
    var selected = candidates.filter { $0.attachment.priority == .simultaneous }
    if let winner { selected.insert(winner, at: 0) }
    let enabled = selected.filter(\.attachment.isEnabled)
    return (enabled, !selected.isEmpty && enabled.isEmpty)
  }

  /// Moves the fingers in ``gestureSteps`` frames: `value` gives each recipe's value at a
  /// fraction of the way (`nil` while the gesture has not started), the recipes whose value
  /// changed hear it, state changes are applied, and at the end the recipes that started
  /// end with their last value and stop. A gesture sequenced after a long press holds the
  /// finger down for the press first.
  private func perform(
    _ selected: [Recogniser], value: (GestureRecipe, CGFloat, CGRect) -> Any?
  ) {
    for entry in selected where entry.recipes.contains(where: { $0.stage > 0 }) {
      holdBeforeSequence(entry.attachment.recipes)
    }
    var last: [Int: (GestureRecipe, Any)] = [:]
    let all = selected.flatMap { entry in entry.recipes.map { ($0, entry.frame) } }
    for step in 1...Self.gestureSteps {
      tick(1.0 / 60)
      let fraction = CGFloat(step) / CGFloat(Self.gestureSteps)
      for (index, (recipe, frame)) in all.enumerated() {
        guard let made = value(recipe, fraction, frame) else { continue }
        last[index] = (recipe, made)
        recipe.changed(made)
      }
      refresh()
    }
    for index in last.keys.sorted() {
      guard let (recipe, made) = last[index] else { continue }
      recipe.ended(made)
      recipe.stopped()
    }
  }

  /// Holds a finger down for the long press that a gesture is sequenced after: the press
  /// changes, the virtual clock runs for its minimum duration, and it ends.
  private func holdBeforeSequence(_ recipes: [GestureRecipe]) {
    for recipe in recipes where recipe.stage == 0 {
      guard case .longPress(let duration) = recipe.kind else { continue }
      recipe.changed(true)
      refresh()
      tick(duration)
      recipe.ended(true)
      refresh()
    }
  }
}
