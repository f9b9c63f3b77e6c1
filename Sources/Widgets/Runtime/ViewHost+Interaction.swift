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
  /// - Throws: ``ViewHostError`` when nothing or several views match `target`, or when
  ///   nothing at that point handles taps.
  public func tap(_ target: String, count: Int = 1) throws {
    // Whether it lands or throws, a tap leaves as the last patches what changed since it
    // began (what was pending, and what its action did).
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    let point = try center(of: target)
    guard let handler = try handler(at: point, target: target) else { return }
    guard handler.count == count else {
      throw ViewHostError(
        "\(RenderTree.quote(target)) waits for \(handler.count) taps, not \(count).")
    }
    handler.action()
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
  private func center(of target: String) throws -> CGPoint {
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

  /// The tap handler that receives a tap at `point`.
  private func handler(at point: CGPoint, target: String) throws -> TapHandler? {
    let handlers = resolveSession.tapHandlers
    var hit: [NodeID]?
    var fallback: [NodeID]?
    // Depth first, back to front: the last hit is the frontmost.
    renderTree.root.walk(state: (path: [NodeID](), clippedOut: false)) { node, frame, _, parent in
      if node.effects.opacity <= 0 { return nil }
      var outside = parent.clippedOut
      if let clip = node.effects.clip {
        let rect = clip.outline(in: frame.size).rect.offsetBy(dx: frame.minX, dy: frame.minY)
        outside = outside || !rect.contains(point)
      }
      // Outer to inner: gestures folded into the node wrap it, the outermost last in its list.
      let path = parent.path + node.gestures.reversed().map(\.handler) + [node.id]
      if !outside, frame.contains(point) {
        if Self.isDrawn(node) { hit = path }
        if handlers[node.id] != nil || !node.gestures.isEmpty { fallback = path }
      }
      return (path, outside)
    }
    for id in (hit ?? fallback ?? []).reversed() {
      if let handler = handlers[id] { return handler }
    }
    throw ViewHostError(
      "Nothing at the centre of \(RenderTree.quote(target)) (\(NumberFormatting.decimal(point.x)), \(NumberFormatting.decimal(point.y))) handles taps."
    )
  }

  /// Whether a node draws something a finger can hit: text, an image, or a shape that is
  /// not fully transparent.
  private static func isDrawn(_ node: RenderNode) -> Bool {
    guard let content = node.content else { return false }
    if let shape = content.shape {
      return shape.paint.color.map { $0.clampedOpacity > 0 } ?? true
    }
    return true
  }
}
