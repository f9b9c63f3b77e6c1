import Foundation

/// Why an interaction with a host failed.
public struct ViewHostError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in one sentence.
  public let description: String

  package init(_ description: String) {
    self.description = description
  }
}

extension ViewHost {
  /// Taps the view found by `target`, as a finger would, and applies the state changes that
  /// follow before returning.
  ///
  /// The view is found by accessibility identifier, else by accessibility label, else by the
  /// text it shows. The tap lands at the centre of where it is drawn; hit testing then picks
  /// what receives it: the frontmost drawn view under that point (inside every clip around
  /// it, not hidden by zero opacity), and the nearest button or `onTapGesture` that contains
  /// it.
  ///
  /// - Parameters:
  ///   - target: An accessibility identifier, an accessibility label or a text.
  ///   - count: The number of taps in a row (2 for a double tap).
  /// - Throws: ``ViewHostError`` when nothing or several views match `target`, when
  ///   nothing at that point handles taps, or when the control there is disabled.
  public func tap(_ target: String, count: Int = 1) throws {
    // Whether it lands or throws, a tap leaves as the last patches what changed since it
    // began (what was pending, and what its action did).
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    let point = try center(of: target)
    guard let (_, handler) = try handler(at: point, target: target, taps: true) else { return }
    guard handler.count == count else {
      throw ViewHostError(
        "\(RenderTree.quote(target)) waits for \(handler.count) taps, not \(count).")
    }
    guard handler.isEnabled else {
      throw ViewHostError("\(RenderTree.quote(target)) is disabled; the tap did nothing.")
    }
    handler.action()
  }

  /// Puts a finger down on the view found by `target`, as ``tap(_:count:)`` finds it, and
  /// keeps it there: a button shows its pressed look (`configuration.isPressed`) until
  /// ``release(_:)``, so that it can be snapshotted pressed.
  ///
  /// When nothing there can be pressed (no match, nothing handling taps, a disabled control),
  /// nothing is pressed and the next update's ``diagnostics`` say why. Pressing again before
  /// releasing lifts the first finger without running its action.
  public func press(_ target: String) {
    let before = beginInteraction()
    // Reported last, into the update that ends the interaction: an update made on the way
    // (finding the target) would drop them.
    var problems: [String] = []
    defer {
      for problem in problems { reportInteraction(problem) }
      endInteraction(from: before)
    }
    if let previous = resolveSession.activePress {
      resolveSession.activePress = nil
      resolveSession.tapHandlers[previous.node]?.setPressed?(false)
      problems.append(
        "\(RenderTree.quote(previous.target)) was still pressed; it was released without its action."
      )
    }
    do {
      guard
        let (node, handler) = try handler(at: try center(of: target), target: target, taps: true)
      else {
        return
      }
      guard handler.isEnabled else {
        problems.append("\(RenderTree.quote(target)) is disabled; it was not pressed.")
        return
      }
      resolveSession.activePress = (target, node)
      handler.setPressed?(true)
    } catch {
      problems.append("\(error.description) Nothing was pressed.")
    }
  }

  /// Lifts the finger that ``press(_:)`` put down. Lifted over the view it pressed (the
  /// same `target`), the control acts as for a tap, as it is now (a control that became
  /// disabled, or left the tree, does nothing); lifted elsewhere, the press is cancelled and
  /// nothing happens, as when a finger slides off a button. Either way the pressed look goes.
  /// With no finger down, nothing happens and the next update's ``diagnostics`` say so.
  public func release(_ target: String) {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    guard let press = resolveSession.activePress else {
      reportInteraction("Nothing is pressed; \(RenderTree.quote(target)) was not released.")
      return
    }
    resolveSession.activePress = nil
    // The handler as it is now: the one pressed may have changed, been disabled or left.
    guard let handler = resolveSession.tapHandlers[press.node] else { return }
    handler.setPressed?(false)
    if press.target == target, handler.count == 1, handler.isEnabled { handler.action() }
  }

  /// Reports a problem with an interaction that does not throw; it appears in the update
  /// that follows.
  func reportInteraction(_ message: String) {
    resolveSession.reportLater(Diagnostic(.misuse, message, view: "ViewHost"))
  }

  /// Waits until every task started by `task(_:)` has finished (or was cancelled), applying
  /// the state changes they make; tasks started meanwhile are waited for too.
  public func waitForTasks() async {
    while !resolveSession.runningTasks.isEmpty {
      let tasks = resolveSession.runningTasks
      resolveSession.runningTasks = []
      for task in tasks { await task.value }
      update()
    }
  }

  /// The centre, in host coordinates, of the view `target` finds.
  func center(of target: String) throws(ViewHostError) -> CGPoint {
    let index = targetIndex
    let levels: [(String, [RenderTargetIndex.Entry])] = [
      ("accessibility identifier", index.identifiers[target] ?? []),
      ("accessibility label", index.labels[target] ?? []),
      ("text", index.texts[target] ?? []),
    ]
    for (what, found) in levels {
      if found.count > 1 {
        throw ViewHostError(
          "\(found.count) views have the \(what) \(RenderTree.quote(target)); use an accessibility identifier to pick one."
        )
      }
      if let entry = found.first {
        let drawn = Self.drawnFrame(of: entry.node, at: entry.frame)
        return CGPoint(x: drawn.midX, y: drawn.midY)
      }
    }
    throw ViewHostError(
      "No view has the accessibility identifier, accessibility label or text \(RenderTree.quote(target))."
    )
  }

  /// Keeps a finger down on the view found by `target`, as ``tap(_:count:)`` finds it, for
  /// the minimum duration of the long press there, and lifts it: `onPressingChanged` hears
  /// `true`, the virtual clock runs for the duration (animations started by the pressing
  /// state move with it), the action runs, and `onPressingChanged` hears `false`. State
  /// changes are applied before it returns.
  ///
  /// - Throws: ``ViewHostError`` as ``tap(_:count:)`` does, when nothing there handles long
  ///   presses, or when it is disabled.
  public func longPress(_ target: String) throws {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    let point = try center(of: target)
    guard let (_, handler) = try handler(at: point, target: target, taps: false) else { return }
    guard handler.isEnabled else {
      throw ViewHostError("\(RenderTree.quote(target)) is disabled; the long press did nothing.")
    }
    handler.setPressed?(true)
    refresh()
    tick(handler.minimumDuration ?? 0)
    refresh()
    handler.action()
    handler.setPressed?(false)
  }

  /// The handler that receives a tap (`taps`) or a long press at `point`, with the node it
  /// is registered for: the nearest of that kind around what is hit.
  private func handler(
    at point: CGPoint, target: String, taps: Bool
  ) throws(ViewHostError) -> (
    NodeID, TapHandler
  )? {
    let handlers = resolveSession.tapHandlers
    for (id, _) in hitPath(at: point).reversed() {
      if let handler = handlers[id], (handler.minimumDuration == nil) == taps {
        return (id, handler)
      }
    }
    throw ViewHostError(
      "Nothing at the centre of \(RenderTree.quote(target)) (\(NumberFormatting.decimal(point.x)), \(NumberFormatting.decimal(point.y))) handles \(taps ? "taps" : "long presses")."
    )
  }

  /// The nodes a finger at `point` lands in, outermost first, with their frames in host
  /// coordinates: the path to the frontmost drawn view under the point (inside every clip
  /// around it, not hidden by zero opacity), else to the frontmost view that handles
  /// gestures there.
  func hitPath(at point: CGPoint) -> [(id: NodeID, frame: CGRect)] {
    let handlers = resolveSession.tapHandlers
    let attachments = resolveSession.gestureAttachments
    var hit: [(id: NodeID, frame: CGRect)]?
    var fallback: [(id: NodeID, frame: CGRect)]?
    // Depth first, back to front: the last hit is the frontmost.
    renderTree.root.walk(state: (path: [(id: NodeID, frame: CGRect)](), clippedOut: false)) {
      node, frame, _, parent in
      if node.effects.opacity <= 0 { return nil }
      var outside = parent.clippedOut
      if let clip = node.effects.clip {
        let rect = clip.outline(in: frame.size).rect.offsetBy(dx: frame.minX, dy: frame.minY)
        outside = outside || !rect.contains(point)
      }
      // Outer to inner: gestures folded into the node wrap it, the outermost last in its list.
      let path =
        parent.path + node.gestures.reversed().map { ($0.handler, frame) } + [(node.id, frame)]
      if !outside, frame.contains(point) {
        if Self.isDrawn(node) { hit = path }
        if handlers[node.id] != nil || attachments[node.id] != nil || !node.gestures.isEmpty {
          fallback = path
        }
      }
      return (path, outside)
    }
    return hit ?? fallback ?? []
  }

  /// Whether a node draws something a finger can hit: text, an image, a shape that is not
  /// fully transparent, or a `contentShape` (its bounds).
  private static func isDrawn(_ node: RenderNode) -> Bool {
    if node.role.kind == .contentShape { return true }
    guard let content = node.content else { return false }
    if let shape = content.shape {
      return shape.paint.color.map { $0.clampedOpacity > 0 } ?? true
    }
    return true
  }
}
