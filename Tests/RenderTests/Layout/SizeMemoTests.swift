import Foundation
import Testing

@testable import Render

struct SizeMemoTests {
  // A memo answers exactly the proposals equal to its own: an unspecified length only an
  // unspecified one, zero either zero, and it gives the proposal back as it was.
  @Test func answersTheProposalsEqualToItsOwn() {
    let proposals: [ProposedViewSize] = [
      .unspecified, .zero, .infinity, ProposedViewSize(width: 0, height: nil),
      ProposedViewSize(width: nil, height: 0), ProposedViewSize(width: 390, height: nil),
      ProposedViewSize(width: 390, height: 20.5), ProposedViewSize(width: 20.5, height: 390),
      ProposedViewSize(width: .infinity, height: nil),
    ]
    for (i, stored) in proposals.enumerated() {
      let memo = SizeMemo(stored, CGSize(width: i, height: 2 * i))
      #expect(memo.proposal == stored)
      #expect(memo.size == CGSize(width: i, height: 2 * i))
      for (j, asked) in proposals.enumerated() {
        #expect(memo.answers(asked) == (i == j), "\(stored) asked \(asked)")
      }
    }
    #expect(SizeMemo(.zero, .zero).answers(ProposedViewSize(width: -0.0, height: -0.0)))
  }
}

/// The memo a node keeps: the most recent answer in the node, earlier ones in a list.
struct NodeSizeMemoTests {
  // Six proposals asked three times over in different orders are measured once each, and
  // each gets its own answer back; the empty memo answers nothing, a zero proposal included.
  @Test func eachDistinctProposalIsMeasuredOnceAndAnsweredRight() {
    #expect(SizeMemo.none.isNone)
    #expect(!SizeMemo.none.answers(.zero))
    #expect(!SizeMemo.none.answers(.unspecified))
    let counter = MeasureCounter()
    let node = Nodes.container(CountingLayout(counter: counter), [])
    let engine = LayoutEngine()
    let proposals: [ProposedViewSize] = [
      .zero, .unspecified, ProposedViewSize(width: .infinity, height: nil),
      ProposedViewSize(width: 30, height: nil), ProposedViewSize(width: 30, height: 7),
      ProposedViewSize(width: nil, height: 7),
    ]
    for order in [[0, 1, 2, 3, 4, 5], [5, 3, 1, 0, 2, 4], [4, 4, 0, 5, 1, 3, 2]] {
      for index in order {
        // `CountingLayout` takes the proposal, 10 where it is unspecified.
        let expected = proposals[index].replacingUnspecifiedDimensions()
        #expect(engine.sizeThatFits(node, proposals[index]) == expected)
      }
    }
    #expect(counter.count == 6)
    node.invalidateLayout()
    #expect(engine.sizeThatFits(node, .zero) == .zero)
    #expect(counter.count == 7)
  }
}
