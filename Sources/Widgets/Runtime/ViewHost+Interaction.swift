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
  /// text it shows, else (a symbol without a label) by the name VoiceOver reads for it ("Add"
  /// for `plus`). The tap lands at the centre of where it is drawn; hit testing then picks
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
    let found = try handlers(at: point, target: target, taps: true)
    guard let handler = found.first?.handler else { return }
    guard handler.count == count else {
      throw ViewHostError(
        "\(RenderTree.quote(target)) waits for \(handler.count) taps, not \(count).")
    }
    guard handler.isEnabled else {
      throw ViewHostError("\(RenderTree.quote(target)) is disabled; the tap did nothing.")
    }
    handler.action()
    // Simultaneous tap gestures around it recognise the same taps.
    for (_, other) in found.dropFirst() where other.count == count && other.isEnabled {
      other.action()
    }
  }

  /// Types `text` into the text field found by `target` (its identifier, its label or
  /// placeholder, or the text it shows), as a keyboard does at the end of the field's text,
  /// and applies the state changes that follow before returning: the field gains focus (its
  /// `focused` binding is set) and its binding receives the new text. In a one-line field a
  /// line break is the return key: it is not inserted, and it runs the field's `onSubmit`
  /// actions (typing goes on into the same field).
  ///
  /// - Throws: ``ViewHostError`` when nothing or several views match `target`, when the view
  ///   found is not a text field, or when the field is disabled.
  public func type(_ text: String, into target: String) throws {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    let (node, input) = try textInput(target, doing: "nothing was typed")
    input.takeFocus(node: node, session: resolveSession)
    guard input.isSingleLine else {
      input.text.wrappedValue += text
      return
    }
    var pending = ""
    for character in text {
      if character.isNewline {
        if !pending.isEmpty { input.text.wrappedValue += pending }
        pending = ""
        for action in input.submitActions { action() }
      } else {
        pending.append(character)
      }
    }
    if !pending.isEmpty { input.text.wrappedValue += pending }
  }

  /// Submits the text field found by `target`, as its keyboard's return key does: the
  /// field gains focus, then its `onSubmit` actions run, innermost first.
  ///
  /// - Throws: ``ViewHostError`` when nothing or several views match `target`, when the view
  ///   found is not a text field, or when the field is disabled.
  public func submit(_ target: String) throws {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    let (node, input) = try textInput(target, doing: "nothing was submitted")
    input.takeFocus(node: node, session: resolveSession)
    for action in input.submitActions { action() }
  }

  /// The enabled text field found by `target`, or an error ending in `consequence`.
  private func textInput(
    _ target: String, doing consequence: String
  ) throws -> (
    NodeID, TextInput
  ) {
    let point = try center(of: target)
    let found = try handlers(at: point, target: target, taps: true)
    guard let (node, handler) = found.first, let input = resolveSession.textInputs[node] else {
      throw ViewHostError("\(RenderTree.quote(target)) is not a text field; \(consequence).")
    }
    guard handler.isEnabled else {
      throw ViewHostError("\(RenderTree.quote(target)) is disabled; \(consequence).")
    }
    return (node, input)
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
        let (node, handler) = try handlers(at: try center(of: target), target: target, taps: true)
          .first
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
      ("symbol named", index.symbols[target] ?? []),
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
    guard let (_, handler) = try handlers(at: point, target: target, taps: false).first else {
      return
    }
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

  /// The handlers that receive a tap (`taps`) or a long press at `point`, with the nodes
  /// they are registered for, as SwiftUI picks among gestures: the outermost
  /// `highPriorityGesture` if any, else the innermost button, `onTapGesture` or `gesture`;
  /// then every `simultaneousGesture` around what is hit. Handlers inside a gesture whose
  /// mask leaves out its subviews, and a gesture whose mask leaves out itself, take no part.
  private func handlers(
    at point: CGPoint, target: String, taps: Bool
  ) throws(ViewHostError) -> [(node: NodeID, handler: TapHandler)] {
    let handlers = resolveSession.tapHandlers
    let attachments = resolveSession.gestureAttachments
    var candidates: [(node: NodeID, handler: TapHandler, priority: GesturePriority)] = []
    for (id, _) in hitPath(at: point) {
      let attachment = attachments[id]
      if let handler = handlers[id], (handler.minimumDuration == nil) == taps,
        attachment?.mask.contains(.gesture) ?? true
      {
        candidates.append((id, handler, attachment?.priority ?? .normal))
      }
      if let attachment, !attachment.mask.contains(.subviews) { break }
    }
    let winner =
      candidates.first { $0.priority == .high } ?? candidates.last { $0.priority == .normal }
    var found = candidates.filter { $0.priority == .simultaneous }.map { ($0.node, $0.handler) }
    if let winner { found.insert((winner.node, winner.handler), at: 0) }
    guard found.isEmpty else { return found }
    throw ViewHostError(
      "Nothing at the centre of \(RenderTree.quote(target)) (\(NumberFormatting.decimal(point.x)), \(NumberFormatting.decimal(point.y))) handles \(taps ? "taps" : "long presses")."
    )
  }

  /// The nodes a finger at `point` lands in, outermost first, with their frames in host
  /// coordinates: the path to the frontmost drawn view under the point (inside every clip
  /// around it, not hidden by zero opacity), else to the frontmost view that handles
  /// gestures there. A scaled, turned or projected view is hit where it is drawn.
  func hitPath(at point: CGPoint) -> [(id: NodeID, frame: CGRect)] {
    hits(at: point).map { ($0.id, $0.frame) }
  }

  /// One node a finger lands in: its id, its frame in host coordinates (as laid out, before
  /// any scale or turn), and the origins of the named coordinate spaces around it.
  struct Hit {
    let id: NodeID
    let frame: CGRect
    let namedOrigins: [String: CGPoint]
  }

  /// The path ``hitPath(at:)`` gives, with the named coordinate spaces along it.
  func hits(at point: CGPoint) -> [Hit] {
    let handlers = resolveSession.tapHandlers
    let attachments = resolveSession.gestureAttachments
    struct Walk {
      var path: [Hit] = []
      var clippedOut = false
      /// The finger in the coordinates the node is laid out in: the transforms of the
      /// ancestors undone.
      var point: CGPoint
      var named: [String: CGPoint] = [:]
      /// The parent's mask, which is not drawn and takes no finger.
      var mask: ObjectIdentifier?
    }
    var hit: [Hit]?
    var fallback: [Hit]?
    // Depth first, back to front: the last hit is the frontmost.
    renderTree.root.walk(state: Walk(point: point)) { node, frame, _, parent in
      if node.effects.opacity <= 0 || parent.mask == ObjectIdentifier(node) { return nil }
      let local = Self.undoingTransforms(of: node, in: frame, parent.point)
      var outside = parent.clippedOut
      if let clip = node.effects.clip {
        let rect = clip.outline(in: frame.size).rect.offsetBy(dx: frame.minX, dy: frame.minY)
        outside = outside || !rect.contains(local)
      }
      var named = parent.named
      if case .coordinateSpace(let name) = node.role.storage { named[name] = frame.origin }
      // Outer to inner: gestures folded into the node wrap it, the outermost last in its list.
      let path =
        parent.path
        + node.gestures.reversed().map { Hit(id: $0.handler, frame: frame, namedOrigins: named) }
        + [Hit(id: node.id, frame: frame, namedOrigins: named)]
      if !outside, frame.contains(local) {
        if Self.isDrawn(node) { hit = path }
        if handlers[node.id] != nil || attachments[node.id] != nil || !node.gestures.isEmpty {
          fallback = path
        }
      }
      return Walk(
        path: path, clippedOut: outside, point: local, named: named,
        mask: node.maskChild.map(ObjectIdentifier.init))
    }
    return hit ?? fallback ?? []
  }

  /// `point` moved back through the drawing transforms of `node`, laid out in `frame`: its
  /// scale and turn about their anchor, then its projection (as drawn), undone, so that it can be
  /// compared with the frames the node and its subtree were laid out in. A transform that
  /// cannot be undone (a scale of zero) leaves the point where nothing is hit.
  private static func undoingTransforms(
    of node: RenderNode, in frame: CGRect, _ point: CGPoint
  ) -> CGPoint {
    let effects = node.effects
    guard effects.transform != nil || effects.projection != nil else { return point }
    var local = point
    if let transform = effects.transform {
      let anchor = CGPoint(
        x: frame.minX + transform.anchor.x * frame.width,
        y: frame.minY + transform.anchor.y * frame.height)
      let cosine = CGFloat(cos(transform.rotation))
      let sine = CGFloat(sin(transform.rotation))
      let x = local.x - anchor.x
      let y = local.y - anchor.y
      // Turned back, then scaled back.
      let turnedX = x * cosine + y * sine
      let turnedY = -x * sine + y * cosine
      guard transform.scale.width != 0, transform.scale.height != 0 else {
        return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
      }
      local = CGPoint(
        x: anchor.x + turnedX / transform.scale.width,
        y: anchor.y + turnedY / transform.scale.height)
    }
    if let projection = effects.projection {
      // As drawn: the affine transform nearest a perspective, which the SVG shows.
      let drawn = projection.affineApproximation(over: frame.size)
      let determinant = drawn.a * drawn.d - drawn.b * drawn.c
      guard determinant != 0, determinant.isFinite else {
        return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
      }
      let inside = CGPoint(x: local.x - frame.minX, y: local.y - frame.minY)
        .applying(drawn.inverted())
      local = CGPoint(x: inside.x + frame.minX, y: inside.y + frame.minY)
    }
    return local
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
