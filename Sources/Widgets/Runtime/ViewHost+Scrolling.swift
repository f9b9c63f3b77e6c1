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
      report(
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
      report(
        "The scroll distance \(Self.text(CGPoint(x: delta.width, y: delta.height))) is not a number; the scroll view did not move."
      )
      return
    }
    state.scroll(to: CGPoint(x: state.offset.x + delta.width, y: state.offset.y + delta.height))
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
      report(problem)
      return nil
    }
    guard let state else { return nil }
    if state.isDisabled {
      let name = identifier.map { "The scroll view found by \(RenderTree.quote($0))" }
      report(
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

  private func report(_ message: String) {
    resolveSession.reportLater(Diagnostic(.misuse, message, view: "ViewHost"))
  }

  private static func text(_ point: CGPoint) -> String {
    "(\(NumberFormatting.decimal(point.x)), \(NumberFormatting.decimal(point.y)))"
  }
}
