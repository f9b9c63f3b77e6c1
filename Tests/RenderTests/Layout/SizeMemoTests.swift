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
