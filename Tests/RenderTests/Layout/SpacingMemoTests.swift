import Foundation
import Testing

@testable import Render

/// A layout whose spacing is its children's, combined as `Layout`'s default combines them,
/// counted each time it is worked out.
private struct SpacingCountingLayout: Layout {
  let counter: MeasureCounter

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    counter.count += 1
    return subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// What a node's spacing is and when it is worked out again.
struct SpacingMemoTests {
  private func spacer(_ axis: Axis?) -> LayoutNode {
    LayoutNode(
      id: Nodes.id(), role: RenderRole(.spacer(minLength: nil)),
      behavior: .leaf(.spacer(minLength: 0, axis: axis)))
  }

  // A container's spacing is its layout's answer, worked out once and remembered until its
  // children change or its layout is invalidated. A colour declares nothing; a spacer in a
  // row declares 0 on its leading and trailing edges, so a row holding one declares them too.
  @Test func aContainersSpacingIsWorkedOutOnceUntilItsChildrenChange() {
    let counter = MeasureCounter()
    let engine = LayoutEngine()
    let node = Nodes.container(SpacingCountingLayout(counter: counter), [Nodes.color()])
    #expect(engine.spacing(of: node) == ViewSpacing())
    #expect(engine.spacing(of: node) == ViewSpacing())
    #expect(counter.count == 1)

    node.setChildren([spacer(.horizontal)])
    #expect(engine.spacing(of: node) == ViewSpacing(declaring: [.leading, .trailing], 0))
    #expect(engine.spacing(of: node) == ViewSpacing(declaring: [.leading, .trailing], 0))
    #expect(counter.count == 2)

    node.invalidateLayout()
    #expect(engine.spacing(of: node) == ViewSpacing(declaring: [.leading, .trailing], 0))
    #expect(counter.count == 3)

    // An equal layout (compared field by field: the same counter) keeps the box and its
    // memo; a different one replaces the box, and its spacing is worked out anew.
    node.setBehavior(.container(LayoutBox(SpacingCountingLayout(counter: counter))))
    #expect(engine.spacing(of: node) == ViewSpacing(declaring: [.leading, .trailing], 0))
    #expect(counter.count == 3)
    let other = MeasureCounter()
    node.setBehavior(.container(LayoutBox(SpacingCountingLayout(counter: other))))
    #expect(engine.spacing(of: node) == ViewSpacing(declaring: [.leading, .trailing], 0))
    #expect(other.count == 1)
    #expect(counter.count == 3)
  }

  // A leaf's spacing is a constant of its kind: a spacer declares 0 along its axis (on every
  // edge outside a stack), any other leaf nothing.
  @Test func aLeafsSpacingComesFromItsKind() {
    let engine = LayoutEngine()
    #expect(engine.spacing(of: spacer(.horizontal)) == ViewSpacing(declaring: .horizontal, 0))
    #expect(engine.spacing(of: spacer(.vertical)) == ViewSpacing(declaring: .vertical, 0))
    #expect(engine.spacing(of: spacer(nil)) == .zero)
    #expect(engine.spacing(of: Nodes.color()) == ViewSpacing())
    #expect(engine.spacing(of: Nodes.fixed(10, 20)) == ViewSpacing())
  }
}
