import Foundation

/// Shows the first of its subviews whose ideal size fits the proposal along `axes`, or the
/// last when none does: the layout of `ViewThatFits`.
///
/// Each candidate is measured with `nil` along the checked axes (its ideal length) and the
/// proposal along the others; a `nil` or infinite proposal along a checked axis fits
/// anything. The chosen subview reports its size for the container's proposal, is proposed
/// the container's bounds when placed, at its origin; the others are left out, neither drawn
/// nor hit-tested.
package struct ViewThatFitsLayout: Layout {
  package let axes: Axis.Set

  package init(axes: Axis.Set) {
    self.axes = axes
  }

  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGSize {
    guard let chosen = choice(for: proposal, subviews: subviews) else { return .zero }
    return subviews[chosen].sizeThatFits(proposal)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let given = ProposedViewSize(width: bounds.width, height: bounds.height)
    let chosen = choice(for: proposal, subviews: subviews)
    for index in subviews.indices {
      if index == chosen {
        subviews[index].place(at: bounds.origin, proposal: given)
      } else {
        subviews[index].leaveOut()
      }
    }
  }

  /// The index of the subview shown for `proposal`.
  private func choice(for proposal: ProposedViewSize, subviews: Subviews) -> Int? {
    guard !subviews.isEmpty else { return nil }
    let checksWidth = axes.contains(.horizontal)
    let checksHeight = axes.contains(.vertical)
    let measuring = ProposedViewSize(
      width: checksWidth ? nil : proposal.width, height: checksHeight ? nil : proposal.height)
    func fits(_ length: CGFloat, in offered: CGFloat?) -> Bool {
      guard let offered, offered.isFinite else { return true }
      return length <= offered + 0.001
    }
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(measuring)
      if (!checksWidth || fits(size.width, in: proposal.width))
        && (!checksHeight || fits(size.height, in: proposal.height))
      {
        return index
      }
    }
    return subviews.endIndex - 1
  }
}
