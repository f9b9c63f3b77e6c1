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

/// Leaves whose size is arithmetic on the proposal: answered every time, never measured.
struct ArithmeticLeafTests {
  private func leaf(_ leaf: LayoutNode.Leaf) -> LayoutNode {
    LayoutNode(id: Nodes.id(), role: RenderRole(.layout(name: "Leaf")), behavior: .leaf(leaf))
  }

  // Each leaf gives the size its rule makes of each proposal, asked twice, and the engine
  // counts none of them as measured.
  @Test func spacersDividersFixedAndEmptyLeavesAreNotMeasured() {
    let engine = LayoutEngine()
    let spacer = leaf(.spacer(minLength: 8, axis: .horizontal))
    let free = leaf(.spacer(minLength: 0, axis: nil))
    let rule = leaf(.divider(thickness: 1, axis: .vertical))
    let fixed = leaf(.fixed(CGSize(width: 24, height: 17)))
    let empty = leaf(.empty)
    let proposals: [ProposedViewSize] = [
      .zero, .unspecified, .infinity, ProposedViewSize(width: 120, height: 30),
    ]
    let expected: [[CGSize]] = [
      // The horizontal spacer: at least 8 wide, 0 high.
      [
        CGSize(width: 8, height: 0), CGSize(width: 8, height: 0),
        CGSize(width: CGFloat.infinity, height: 0), CGSize(width: 120, height: 0),
      ],
      // The spacer outside a stack: the proposal on both axes, 0 where unspecified.
      [
        .zero, .zero, CGSize(width: CGFloat.infinity, height: .infinity),
        CGSize(width: 120, height: 30),
      ],
      // The divider across a vertical stack: the proposed width (0 unspecified), 1 high.
      [
        CGSize(width: 0, height: 1), CGSize(width: 0, height: 1),
        CGSize(width: CGFloat.infinity, height: 1), CGSize(width: 120, height: 1),
      ],
      Array(repeating: CGSize(width: 24, height: 17), count: 4),
      Array(repeating: .zero, count: 4),
    ]
    for _ in 0..<2 {
      for (node, sizes) in zip([spacer, free, rule, fixed, empty], expected) {
        for (proposal, size) in zip(proposals, sizes) {
          #expect(engine.sizeThatFits(node, proposal) == size, "\(node.role) at \(proposal)")
        }
      }
    }
    #expect(engine.measuredCount == 0)
    #expect(engine.diagnostics.diagnostics.isEmpty)
  }

  // A negative minimum length is an invalid size: measured and memoised, so that it is
  // reported once, however often it is asked.
  @Test func anInvalidArithmeticSizeIsReportedOnce() {
    let engine = LayoutEngine()
    let spacer = leaf(.spacer(minLength: -5, axis: .horizontal))
    for _ in 0..<3 {
      #expect(engine.sizeThatFits(spacer, .unspecified) == .zero)
    }
    #expect(engine.measuredCount == 1)
    #expect(engine.diagnostics.diagnostics.map(\.kind) == [.misuse])
  }
}

/// What a layout is asked after the engine sanitises a proposal.
struct ProposalSanitisingTests {
  // A NaN length is unspecified, and reported (once when both are: the log keeps one of
  // each diagnostic); a negative one is zero, silently; zero, negative zero, finite,
  // infinite and unspecified lengths pass as they are. The counting layout takes the
  // proposal, 10 where unspecified, so its answer shows what it was asked.
  @Test func nanIsUnspecifiedAndNegativeIsZero() {
    let cases: [(asked: ProposedViewSize, seen: CGSize, reports: Int)] = [
      (ProposedViewSize(width: .nan, height: 4), CGSize(width: 10, height: 4), 1),
      (ProposedViewSize(width: 3, height: .nan), CGSize(width: 3, height: 10), 1),
      (ProposedViewSize(width: .nan, height: .nan), CGSize(width: 10, height: 10), 1),
      (ProposedViewSize(width: -5, height: 7), CGSize(width: 0, height: 7), 0),
      (ProposedViewSize(width: 7, height: -.infinity), CGSize(width: 7, height: 0), 0),
      (ProposedViewSize(width: -0.0, height: 0), CGSize(width: 0, height: 0), 0),
      (
        ProposedViewSize(width: .infinity, height: nil),
        CGSize(width: CGFloat.infinity, height: 10), 0
      ),
      (ProposedViewSize(width: nil, height: 390), CGSize(width: 10, height: 390), 0),
    ]
    for (asked, seen, reports) in cases {
      let engine = LayoutEngine()
      let node = Nodes.container(CountingLayout(counter: MeasureCounter()), [])
      #expect(engine.sizeThatFits(node, asked) == seen, "\(asked)")
      #expect(engine.diagnostics.diagnostics.count == reports, "\(asked)")
      #expect(engine.diagnostics.diagnostics.allSatisfy { $0.kind == .misuse })
    }
  }
}
