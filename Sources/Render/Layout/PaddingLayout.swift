import Foundation

/// `padding`: proposes the child the proposal minus the insets, and adds the insets to its
/// size. Negative insets are valid and shrink the frame, as in SwiftUI.
package struct PaddingLayout: UnaryModifierLayout, Equatable {
  /// The padding on each edge; negative values shrink the frame.
  package var insets: EdgeInsets

  /// Creates a padding layout with `insets`.
  package init(insets: EdgeInsets) {
    self.insets = insets
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.horizontal) },
      height: proposal.height.map { max(0, $0 - insets.vertical) })
  }

  /// The child's size plus the insets, never negative.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    guard let child = subviews.first else { return .zero }
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
  }

  /// Places the child inside the insets.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
      proposal: childProposal(proposal))
  }

  /// The child's explicit horizontal guide, moved by the left inset.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: childProposal(proposal))[explicit: guide].map {
      $0 + insets.leading
    }
  }

  /// The child's explicit vertical guide, moved by the top inset.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: childProposal(proposal))[explicit: guide].map {
      $0 + insets.top
    }
  }

  /// Padded edges forget the child's spacing preferences.
  package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    var padded: Edge.Set = []
    if insets.top != 0 { padded.insert(.top) }
    if insets.leading != 0 { padded.insert(.leading) }
    if insets.bottom != 0 { padded.insert(.bottom) }
    if insets.trailing != 0 { padded.insert(.trailing) }
    return (subviews.first?.spacing ?? ViewSpacing()).clearing(padded)
  }
}

/// Places a child inside a frame by aligning the child's guide with the frame's.
package enum FramePlacement {
  /// The child's top-leading corner inside a frame of `size`, aligned on `alignment`.
  package static func origin(
    of child: ViewDimensions, in size: CGSize, alignment: Alignment
  ) -> CGPoint {
    let frame = ViewDimensions(size: size)
    return CGPoint(
      x: frame[alignment.horizontal] - child[alignment.horizontal],
      y: frame[alignment.vertical] - child[alignment.vertical])
  }
}

/// A layout that only passes through: the child has the node's size and origin. Used for
/// modifiers that draw effects (opacity, clipping, shadows, offsets) or carry traits.
package struct PassthroughLayout: UnaryModifierLayout, Equatable {
  /// Creates the layout.
  package init() {}

  /// The child's size for the same proposal.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  /// Places every child at the origin with the same proposal.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
  }

  /// The first child's explicit horizontal guide.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }

  /// The first child's explicit vertical guide.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }

  /// The first child's spacing preferences.
  package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    subviews.first?.spacing ?? ViewSpacing()
  }
}
