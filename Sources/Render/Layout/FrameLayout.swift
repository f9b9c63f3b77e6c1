import Foundation

/// `frame(width:height:alignment:)`: a fixed size in each given dimension; the child is
/// proposed that size (or the incoming proposal where none is given) and aligned inside.
package struct FrameLayout: UnaryModifierLayout, Equatable {
  /// The fixed width, or `nil` to take the child's width.
  package var width: CGFloat?
  /// The fixed height, or `nil` to take the child's height.
  package var height: CGFloat?
  /// Where the child sits inside the frame.
  package var alignment: Alignment

  /// Creates a frame layout; `nil` dimensions follow the child.
  package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  /// The given dimensions, and the child's size in the others.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    guard let child = subviews.first else {
      return CGSize(width: width ?? 0, height: height ?? 0)
    }
    if let width, let height { return CGSize(width: width, height: height) }
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  private func childOrigin(
    _ child: LayoutSubview, in bounds: CGRect, _ proposal: ProposedViewSize
  )
    -> CGPoint
  {
    FramePlacement.origin(
      of: child.dimensions(in: childProposal(proposal)), in: bounds.size, alignment: alignment)
  }

  /// Places the child inside the frame on `alignment`.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let child = subviews.first else { return }
    let origin = childOrigin(child, in: bounds, proposal)
    child.place(
      at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
      proposal: childProposal(proposal))
  }

  /// The child's explicit horizontal guide, moved by the child's offset in the frame.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    return child.dimensions(in: childProposal(proposal))[explicit: guide].map {
      $0 + childOrigin(child, in: bounds, proposal).x
    }
  }

  /// The child's explicit vertical guide, moved by the child's offset in the frame.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    return child.dimensions(in: childProposal(proposal))[explicit: guide].map {
      $0 + childOrigin(child, in: bounds, proposal).y
    }
  }
}

/// The constraints of a flexible frame along one axis, normalised as SwiftUI does:
/// min ≥ 0, ideal ≥ min, max ≥ ideal (or ≥ min).
package struct FrameConstraints: Hashable, Sendable {
  /// The smallest length, never negative; `nil` for no minimum.
  package var min: CGFloat?
  /// The length when the proposal is unspecified; `nil` to take the child's.
  package var ideal: CGFloat?
  /// The largest length; `nil` for no maximum.
  package var max: CGFloat?

  /// Normalises the constraints; ``areContradictory(min:ideal:max:)`` tells whether values
  /// had to move.
  package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    var min = min
    var ideal = ideal
    var max = max
    if let value = min { min = Swift.max(0, value) }
    if let low = min, let value = ideal, value < low { ideal = low }
    if let low = ideal ?? min, let value = max, value < low { max = low }
    self.min = min
    self.ideal = ideal
    self.max = max
  }

  /// Whether the given values were out of order (min > ideal, ideal > max or min > max).
  package static func areContradictory(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> Bool {
    if let min, let ideal, min > ideal { return true }
    if let ideal, let max, ideal > max { return true }
    if let min, let max, min > max { return true }
    return false
  }

  /// The length proposed to the child: the proposal (or the ideal) clamped to the range.
  func childLength(_ proposal: CGFloat?) -> CGFloat? {
    guard var value = proposal ?? ideal else { return nil }
    if let max { value = Swift.min(value, max) }
    if let min { value = Swift.max(value, min) }
    return value
  }

  /// The frame's own length, given the proposal and the child's length.
  func frameLength(_ proposal: CGFloat?, child: CGFloat) -> CGFloat {
    if proposal == nil, let ideal { return ideal }
    switch (min, max) {
    case (let low?, let high?): return Swift.min(Swift.max(proposal ?? child, low), high)
    case (let low?, nil): return Swift.max(Swift.min(proposal ?? child, child), low)
    case (nil, let high?): return Swift.min(Swift.max(proposal ?? child, child), high)
    case (nil, nil): return child
    }
  }

  /// The length proposed to the child when placing: the frame's length, except that a frame
  /// sized from an unspecified proposal, without an ideal, strictly inside its range,
  /// proposes `nil`.
  func placementLength(_ proposal: CGFloat?, frame: CGFloat) -> CGFloat? {
    if proposal == nil, ideal == nil, frame > (min ?? -.infinity), frame < (max ?? .infinity) {
      return nil
    }
    return frame
  }

  var isEmpty: Bool { min == nil && ideal == nil && max == nil }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
package struct FlexibleFrameLayout: UnaryModifierLayout, Equatable {
  /// The constraints on the width.
  package var horizontal: FrameConstraints
  /// The constraints on the height.
  package var vertical: FrameConstraints
  /// Where the child sits inside the frame.
  package var alignment: Alignment

  /// Creates a flexible frame layout from normalised constraints.
  package init(horizontal: FrameConstraints, vertical: FrameConstraints, alignment: Alignment) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal.childLength(proposal.width), height: vertical.childLength(proposal.height))
  }

  /// In each dimension, the proposal (or the child's length) clamped to the constraints; the
  /// ideal when the proposal is unspecified and an ideal is set.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return CGSize(
      width: horizontal.frameLength(proposal.width, child: child.width),
      height: vertical.frameLength(proposal.height, child: child.height))
  }

  private func placement(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal.placementLength(proposal.width, frame: size.width),
      height: vertical.placementLength(proposal.height, frame: size.height))
  }

  private func childOrigin(
    _ child: LayoutSubview, _ childProposal: ProposedViewSize, _ size: CGSize
  )
    -> CGPoint
  {
    FramePlacement.origin(of: child.dimensions(in: childProposal), in: size, alignment: alignment)
  }

  /// Places the child inside the frame on `alignment`.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let child = subviews.first else { return }
    let childProposal = placement(proposal, size: bounds.size)
    let origin = childOrigin(child, childProposal, bounds.size)
    child.place(
      at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: childProposal)
  }

  /// The child's explicit horizontal guide, moved by the child's offset in the frame.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let childProposal = placement(proposal, size: bounds.size)
    return child.dimensions(in: childProposal)[explicit: guide].map {
      $0 + childOrigin(child, childProposal, bounds.size).x
    }
  }

  /// The child's explicit vertical guide, moved by the child's offset in the frame.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let childProposal = placement(proposal, size: bounds.size)
    return child.dimensions(in: childProposal)[explicit: guide].map {
      $0 + childOrigin(child, childProposal, bounds.size).y
    }
  }
}
