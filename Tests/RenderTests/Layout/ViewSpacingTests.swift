import Foundation
import Testing

@testable import Render

/// A view's spacing preferences: declared distances, the larger winning, 8 points where
/// neither neighbour declares one.
struct ViewSpacingTests {
  @Test func theLargerDeclaredDistanceWinsAndNothingDeclaredIsEight() {
    let nothing = ViewSpacing()
    #expect(nothing.distance(to: nothing, along: .horizontal) == 8)
    #expect(nothing.distance(to: nothing, along: .vertical) == 8)
    #expect(ViewSpacing.zero.distance(to: nothing, along: .horizontal) == 0)
    #expect(nothing.distance(to: .zero, along: .vertical) == 0)

    // Leading 4 from the first, 2 elsewhere from the second.
    let merged = ViewSpacing(declaring: .leading, 4).union(ViewSpacing(declaring: .all, 2))
    #expect(ViewSpacing(declaring: .trailing, 3).distance(to: merged, along: .horizontal) == 4)
    #expect(merged.distance(to: nothing, along: .horizontal) == 2)
    #expect(merged.distance(to: nothing, along: .vertical) == 2)
    // Only the horizontal edges merged: the vertical ones still declare nothing.
    let horizontal = nothing.union(.zero, edges: .horizontal)
    #expect(horizontal.distance(to: nothing, along: .horizontal) == 0)
    #expect(horizontal.distance(to: nothing, along: .vertical) == 8)
    #expect(ViewSpacing.zero.clearing(.horizontal) == nothing.union(.zero, edges: .vertical))
  }

  // Equal spacings are equal and hash alike, edges that declare nothing included; a NaN
  // distance declares nothing.
  @Test func spacingsThatDeclareTheSameAreEqual() {
    #expect(ViewSpacing() == ViewSpacing())
    #expect(ViewSpacing(declaring: .all, .nan) == ViewSpacing())
    #expect(ViewSpacing(declaring: .top, 0) != ViewSpacing())
    #expect(ViewSpacing(declaring: .top, 0) != ViewSpacing(declaring: .bottom, 0))
    #expect(ViewSpacing.zero == ViewSpacing(declaring: .vertical, 0).union(.zero))
    let set: Set = [ViewSpacing(), ViewSpacing(), .zero, ViewSpacing(declaring: .all, 0)]
    #expect(set.count == 2)
  }
}
