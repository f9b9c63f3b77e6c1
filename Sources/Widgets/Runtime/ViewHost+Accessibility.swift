import Foundation

extension ViewHost {
  /// Performs the accessibility action named `name` of the view found by `target`, as a
  /// VoiceOver user picks it from the actions rotor, and applies the state changes that
  /// follow before returning.
  ///
  /// The view is found as ``tap(_:count:)`` finds it; the action is the innermost one of
  /// that name among the views drawn at its centre, from `accessibilityAction(named:_:)` or,
  /// for kinds, `accessibilityAction(_:_:)` (named `escape`, `magicTap`, `delete`,
  /// `showMenu`, and `activate` for the default action).
  ///
  /// ```swift
  /// try host.performAccessibilityAction(named: "Archive", on: "Message 1")
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when nothing or several views match `target`, or when no
  ///   view there has an action of that name.
  public func performAccessibilityAction(named name: String, on target: String) throws {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    let actions = try accessibilityActions(for: target)
    guard let action = actions.lazy.compactMap({ $0.named[name] }).first else {
      let names = Set(actions.flatMap(\.named.keys)).sorted()
      throw ViewHostError(
        "\(RenderTree.quote(target)) has no accessibility action named \(RenderTree.quote(name))"
          + (names.isEmpty
            ? "; it has none." : "; it has \(names.map(RenderTree.quote).joined(separator: ", ")).")
      )
    }
    action()
  }

  /// Adjusts the adjustable view found by `target` once, as a VoiceOver user swipes up
  /// (`.increment`) or down (`.decrement`) on it, and applies the state changes that follow
  /// before returning: the innermost `accessibilityAdjustableAction` among the views drawn at
  /// its centre runs.
  ///
  /// - Throws: ``ViewHostError`` when nothing or several views match `target`, or when no
  ///   view there is adjustable by an action of its own.
  public func performAccessibilityAdjustment(
    _ direction: AccessibilityAdjustmentDirection, on target: String
  ) throws {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    guard let adjust = try accessibilityActions(for: target).lazy.compactMap(\.adjust).first
    else {
      throw ViewHostError(
        "\(RenderTree.quote(target)) has no accessibilityAdjustableAction; nothing was adjusted.")
    }
    adjust(direction)
  }

  /// The accessibility actions of the views drawn at the centre of `target`, innermost first.
  private func accessibilityActions(for target: String) throws -> [AccessibilityActions] {
    let point = try center(of: target)
    let registered = resolveSession.accessibilityActions
    var found: [(level: Int, order: Int, actions: AccessibilityActions)] = []
    renderTree.root.walk(state: ()) { node, frame, level, _ in
      if let actions = registered[node.id], frame.contains(point) {
        found.append((level, found.count, actions))
      }
      return ()
    }
    return found.sorted { ($1.level, $0.order) < ($0.level, $1.order) }.map(\.actions)
  }
}
