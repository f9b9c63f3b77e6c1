import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)` and `safeAreaPadding`: the modified view
/// (the first subview) takes the proposal, and is placed in what is left once the inset
/// content (the second subview, if any) and the spacing are taken from one edge, or the
/// padding from several. The engine shrinks the modified view's safe area to match, so that a
/// scroll view inside still runs under the inset content, its own content inset by it.
package struct SafeAreaInsetLayout: Layout {
  /// How far each edge moves in besides the inset content: the spacing on the inset's edge,
  /// the padding on each padded edge.
  package var insets: EdgeInsets
  /// The edge the inset content sits on, if there is inset content.
  package var edge: Edge?
  /// How the inset content aligns across its edge.
  package var alignment: AlignmentKey

  /// Creates the layout of inset content on `edge`, `spacing` away from the modified view.
  package init(edge: Edge, alignment: AlignmentKey, spacing: CGFloat) {
    insets = EdgeInsets(Edge.Set(edge), spacing)
    self.edge = edge
    self.alignment = alignment
  }

  /// Creates the layout of a safe-area padding of `insets`.
  package init(padding insets: EdgeInsets) {
    self.insets = insets
    edge = nil
    alignment = HorizontalAlignment.center.key
  }

  /// The modified view's size: the inset content does not add to it.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  /// The room left for the modified view in `bounds`, and where the inset content goes.
  package func arrangement(
    in bounds: CGRect, subviews: Subviews
  )
    -> (main: CGRect, inset: CGRect?)
  {
    var main = bounds
    // Inside what the bounds keep of the safe area.
    let safe = subviews.safeAreaInsets
    var reserved = insets
    var inset: CGRect?
    if let edge, subviews.count > 1 {
      let vertical = edge == .top || edge == .bottom
      let proposal =
        vertical
        ? ProposedViewSize(width: bounds.width, height: nil)
        : ProposedViewSize(width: nil, height: bounds.height)
      let (size, guide) = subviews[subviews.startIndex + 1].guide(alignment, in: proposal)
      let line = alignment.defaultValue(in: ViewDimensions(size: bounds.size))
      switch edge {
      case .top:
        inset = CGRect(
          x: bounds.minX + line - guide, y: bounds.minY + safe.top, width: size.width,
          height: size.height)
        reserved.top += size.height
      case .bottom:
        inset = CGRect(
          x: bounds.minX + line - guide, y: bounds.maxY - safe.bottom - size.height,
          width: size.width, height: size.height)
        reserved.bottom += size.height
      case .leading:
        inset = CGRect(
          x: bounds.minX + safe.leading, y: bounds.minY + line - guide, width: size.width,
          height: size.height)
        reserved.leading += size.width
      case .trailing:
        inset = CGRect(
          x: bounds.maxX - safe.trailing - size.width, y: bounds.minY + line - guide,
          width: size.width, height: size.height)
        reserved.trailing += size.width
      }
    }
    // The modified view keeps the bounds on the edges nothing was taken from.
    if reserved.top > 0 { main.origin.y += safe.top + reserved.top }
    if reserved.leading > 0 { main.origin.x += safe.leading + reserved.leading }
    main.size.height = max(
      bounds.maxY - (reserved.bottom > 0 ? safe.bottom + reserved.bottom : 0) - main.minY, 0)
    main.size.width = max(
      bounds.maxX - (reserved.trailing > 0 ? safe.trailing + reserved.trailing : 0) - main.minX, 0)
    return (main, inset)
  }

  /// Places the modified view in the room left and the inset content on its edge.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (main, inset) = arrangement(in: bounds, subviews: subviews)
    subviews.first?.place(at: main.origin, proposal: ProposedViewSize(main.size))
    if let inset, subviews.count > 1 {
      subviews[subviews.startIndex + 1].place(
        at: inset.origin, proposal: ProposedViewSize(inset.size))
    }
  }
}
