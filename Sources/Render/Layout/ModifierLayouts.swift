import Foundation

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes, so the child takes its
/// ideal size there, both when measured and when placed.
package struct FixedSizeLayout: UnaryModifierLayout, Equatable {
  /// Whether the width is fixed at the child's ideal width.
  package var horizontal: Bool
  /// Whether the height is fixed at the child's ideal height.
  package var vertical: Bool

  /// Creates a layout that fixes the given axes.
  package init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  /// The child's size for the proposal with the fixed axes unspecified.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
  }

  /// Centres the child, which may overflow the bounds on a fixed axis.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
      proposal: childProposal(proposal))
  }

  /// The child's explicit horizontal guide, moved by the child's offset from centring.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let d = child.dimensions(in: childProposal(proposal))
    return d[explicit: guide].map { $0 + (bounds.width - d.width) / 2 }
  }

  /// The child's explicit vertical guide, moved by the child's offset from centring.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let d = child.dimensions(in: childProposal(proposal))
    return d[explicit: guide].map { $0 + (bounds.height - d.height) / 2 }
  }
}

/// How content fills a space with a different aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// Scale to fit inside the space.
  case fit
  /// Scale to fill the space, overflowing it.
  case fill
}

/// `aspectRatio(_:contentMode:)`: proposes the child the largest (fit) or smallest (fill)
/// size of the given ratio (or of the child's ideal size's ratio) for the proposal.
package struct AspectRatioLayout: UnaryModifierLayout, Equatable {
  /// The width-to-height ratio, or `nil` for the ratio of the child's ideal size.
  package var ratio: CGFloat?
  /// Whether the child fits inside the proposal or fills it.
  package var contentMode: ContentMode

  /// Creates an aspect-ratio layout.
  package init(ratio: CGFloat?, contentMode: ContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }

  private func childProposal(
    _ proposal: ProposedViewSize, _ child: LayoutSubview
  )
    -> ProposedViewSize
  {
    if proposal.width == nil, proposal.height == nil { return proposal }
    var reference = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
    if reference.width == reference.height { reference = CGSize(width: 1, height: 1) }
    guard reference.width > 0, reference.height > 0, reference.width.isFinite,
      reference.height.isFinite
    else { return proposal }
    let scaleX = proposal.width.map { $0 / reference.width } ?? .infinity
    let scaleY = proposal.height.map { $0 / reference.height } ?? .infinity
    let scale = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
    return ProposedViewSize(width: reference.width * scale, height: reference.height * scale)
  }

  /// The child's size for the proposal of the given ratio.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    guard let child = subviews.first else { return .zero }
    return child.sizeThatFits(childProposal(proposal, child))
  }

  /// Centres the child, proposing the size of the given ratio.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let child = subviews.first else { return }
    child.place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
      proposal: childProposal(proposal, child))
  }
}

/// `position(x:y:)`: takes the whole proposal (an unspecified dimension becomes the child's
/// length) and centres the child on a point of its own coordinate space.
package struct PositionLayout: UnaryModifierLayout, Equatable {
  /// The point the child's centre goes to, in the modifier's own coordinates.
  package var position: CGPoint

  /// Creates a layout that centres its child on `position`.
  package init(position: CGPoint) {
    self.position = position
  }

  /// The proposal, with an unspecified dimension taken from the child.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let child = subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
  }

  /// Centres the child on `position`, proposing the modifier's whole size.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
      proposal: ProposedViewSize(bounds.size))
  }

  /// None: a positioned view does not pass its child's guides out.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? { nil }

  /// None: a positioned view does not pass its child's guides out.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? { nil }
}

/// `alignmentGuide(_:computeValue:)`: the child unchanged, with one guide overridden.
package struct AlignmentGuideLayout: UnaryModifierLayout {
  /// The guide that is overridden.
  package var key: AlignmentKey
  /// Computes the guide's value from the child's dimensions.
  package var computeValue: (ViewDimensions) -> CGFloat

  /// Creates a layout that overrides the guide `key` with `computeValue`.
  package init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
    self.key = key
    self.computeValue = computeValue
  }

  /// The child's size.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  /// Places the child at the origin with the same proposal.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }

  /// The computed value for the overridden guide; the child's explicit value for others.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let d = child.dimensions(in: proposal)
    return guide.key == key ? computeValue(d) : d[explicit: guide]
  }

  /// The computed value for the overridden guide; the child's explicit value for others.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let d = child.dimensions(in: proposal)
    return guide.key == key ? computeValue(d) : d[explicit: guide]
  }
}

/// `overlay` and `background`: the primary child decides the size; the secondary one is
/// proposed that size and aligned on it. A background is drawn first, so it is child 0 and
/// the primary child 1.
package struct OverlayLayout: UnaryModifierLayout, Equatable {
  /// Where the secondary child sits on the primary one.
  package var alignment: Alignment
  /// The index of the primary child: 0 for an overlay, 1 for a background.
  package var primaryIndex: Int

  /// Creates the layout of an overlay, or of a background when `isBackground` is true.
  package init(alignment: Alignment, isBackground: Bool) {
    self.alignment = alignment
    primaryIndex = isBackground ? 1 : 0
  }

  private func primary(_ subviews: Subviews) -> LayoutSubview? {
    subviews.count > primaryIndex ? subviews[subviews.startIndex + primaryIndex] : nil
  }

  /// The primary child's size.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    primary(subviews)?.sizeThatFits(proposal) ?? .zero
  }

  /// Places the primary child at the origin, and the secondary one on `alignment`,
  /// proposing it the primary child's size.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (offset, subview) in subviews.enumerated() {
      if offset == primaryIndex {
        subview.place(at: bounds.origin, proposal: proposal)
      } else {
        let secondaryProposal = ProposedViewSize(bounds.size)
        let origin = FramePlacement.origin(
          of: subview.dimensions(in: secondaryProposal), in: bounds.size, alignment: alignment)
        subview.place(
          at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
          proposal: secondaryProposal)
      }
    }
  }

  /// The primary child's explicit horizontal guide.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    primary(subviews)?.dimensions(in: proposal)[explicit: guide]
  }

  /// The primary child's explicit vertical guide.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    primary(subviews)?.dimensions(in: proposal)[explicit: guide]
  }

  /// The primary child's spacing preferences.
  package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    primary(subviews)?.spacing ?? ViewSpacing()
  }
}
