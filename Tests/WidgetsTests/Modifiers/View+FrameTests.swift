import Foundation
import Testing
import Widgets

/// Records what a layout proposes, for tests: 10 wide for an unspecified width, 40 wide for
/// any width, 10 high.
struct ProposalProbe: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: proposal.width == nil ? 10 : 40, height: 10)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// Fixed and flexible frames against research/swiftui-layout.md §3.1–3.2 (canvas 200×200).
@MainActor
struct FrameTests {
  // §3.1: both dimensions given: exactly that size, centred: (60, 80).
  @Test func fixedFrameHasExactlyItsSize() {
    #expect(
      host(Color.red.frame(width: 80, height: 40).tag("f")).frame(of: "f") == rect(60, 80, 80, 40))
  }

  // §3.1: an unspecified dimension passes the proposal to the child and adopts its answer:
  // the colour takes the proposed 200 of height.
  @Test func fixedFrameAdoptsTheChildInUnspecifiedDimensions() {
    #expect(host(Color.red.frame(width: 80).tag("f")).frame(of: "f") == rect(60, 0, 80, 200))
  }

  // §3.1: the child is aligned inside by matching guides.
  @Test(arguments: [
    (Alignment.topLeading, rect(50, 50, 20, 20)),
    (Alignment.center, rect(90, 90, 20, 20)),
    (Alignment.bottomTrailing, rect(130, 130, 20, 20)),
    (Alignment.leading, rect(50, 90, 20, 20)),
    (Alignment.bottom, rect(90, 130, 20, 20)),
  ])
  func fixedFrameAlignsItsChild(alignment: Alignment, expected: CGRect) {
    let host = host(
      Color.red.frame(width: 20, height: 20).tag("child")
        .frame(width: 100, height: 100, alignment: alignment))
    #expect(host.frame(of: "child") == expected)
  }

  // §3.1: a bigger child overflows the frame symmetrically around the guide.
  @Test func biggerChildOverflowsAroundTheGuide() {
    let host = host(
      Color.red.frame(width: 120, height: 120).tag("child").frame(width: 60, height: 60).tag("f"))
    #expect(host.frame(of: "f") == rect(70, 70, 60, 60))
    #expect(host.frame(of: "child") == rect(40, 40, 120, 120))
  }

  // §3.1, DESIGN §12: a negative or non-finite dimension is ignored with a diagnostic.
  @Test func invalidFixedDimensionsAreIgnored() {
    let host = host(Color.red.frame(width: -10, height: .nan).tag("f"))
    #expect(host.frame(of: "f") == rect(0, 0, 200, 200))
    #expect(host.diagnosticKinds == [.invalidFrameDimension, .invalidFrameDimension])
    #expect(
      host.diagnostics.first?.message
        == "Invalid frame dimension width: -10 (negative or non-finite); it was ignored.")
  }

  // §3.2, min only: max(min(proposal, child), min). The colour is offered max(200, 250) =
  // 250 and takes it; the frame is max(min(200, 250), 250) = 250 wide, overflowing evenly.
  @Test func minWidthRaisesTheFrame() {
    #expect(host(Color.red.frame(minWidth: 250).tag("f")).frame(of: "f") == rect(-25, 0, 250, 200))
  }

  // §3.2, max only: min(max(proposal, child), max) = min(200, 100) = 100.
  @Test func maxWidthLimitsTheFrame() {
    #expect(host(Color.red.frame(maxWidth: 100).tag("f")).frame(of: "f") == rect(50, 0, 100, 200))
  }

  // §3.2: maxWidth: .infinity makes the frame as wide as proposed; the child aligns inside.
  @Test func infiniteMaxWidthFillsTheProposal() {
    let host = host(
      Color.red.frame(width: 30, height: 30).tag("child")
        .frame(maxWidth: .infinity, alignment: .leading).tag("f"))
    #expect(host.frame(of: "f") == rect(0, 85, 200, 30))
    #expect(host.frame(of: "child") == rect(0, 85, 30, 30))
  }

  // §3.2: min > max is normalised (max raised to min) with a diagnostic; then the
  // proposal, 200, is clamped to [100, 100].
  @Test func contradictoryConstraintsAreNormalised() {
    let host = host(Color.red.frame(minWidth: 100, maxWidth: 50).tag("f"))
    #expect(host.frame(of: "f") == rect(50, 0, 100, 200))
    #expect(host.diagnosticKinds == [.contradictoryFrame])
  }

  // §3.2: with an unspecified proposal, a given ideal is the frame's size.
  @Test func idealSizeAnswersAnUnspecifiedProposal() {
    let host = host(Color.red.frame(idealWidth: 60, idealHeight: 40).tag("f").fixedSize())
    #expect(host.frame(of: "f") == rect(70, 80, 60, 40))
  }

  // §3.2, placement: sized from an unspecified proposal, without an ideal, strictly inside
  // its range, the frame proposes nil to its child again. The probe answers 10 to nil (and
  // would answer 40 to 10), so the child stays 10 wide.
  @Test func flexibleFrameReproposesNilInsideItsRange() {
    let host = host(
      ProposalProbe()({ EmptyView() }).tag("probe").frame(minWidth: 0, maxWidth: 300).fixedSize())
    #expect(host.frame(of: "probe") == rect(95, 95, 10, 10))
  }

  // Both min and max: the proposal clamped, the child ignored.
  @Test func minAndMaxClampTheProposal() {
    let host = host(
      Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 150).tag("f"))
    #expect(host.frame(of: "f") == rect(25, 95, 150, 10))
  }
}

/// Padding against research/swiftui-layout.md §3.3.
@MainActor
struct PaddingTests {
  // Default padding is 16 on every edge: 50 + 32 = 82, centred at 59.
  @Test func defaultPaddingIsSixteen() {
    let host = host(Color.red.frame(width: 50, height: 50).tag("c").padding().tag("p"))
    #expect(host.frame(of: "p") == rect(59, 59, 82, 82))
    #expect(host.frame(of: "c") == rect(75, 75, 50, 50))
  }

  // The child is proposed the proposal minus the insets: 200 − 40 = 160.
  @Test func paddingInsetsTheProposal() {
    #expect(host(Color.red.tag("c").padding(20)).frame(of: "c") == rect(20, 20, 160, 160))
  }

  // Edge sets pad only their edges.
  @Test func edgeSetsPadOnlyTheirEdges() {
    let host = host(Color.red.frame(width: 50, height: 50).tag("c").padding(.leading, 30).tag("p"))
    // 80 × 50 centred at (60, 75); the child starts 30 in.
    #expect(host.frame(of: "p") == rect(60, 75, 80, 50))
    #expect(host.frame(of: "c") == rect(90, 75, 50, 50))
  }

  // DESIGN §12: negative padding is valid and shrinks the frame, with no diagnostic.
  @Test func negativePaddingShrinksTheFrame() {
    let host = host(Color.red.frame(width: 50, height: 50).tag("c").padding(-10).tag("p"))
    #expect(host.frame(of: "p") == rect(85, 85, 30, 30))
    #expect(host.frame(of: "c") == rect(75, 75, 50, 50))
    #expect(host.diagnostics.isEmpty)
  }

  // DESIGN §12: NaN and infinite padding are ignored (0) with a diagnostic each.
  @Test func nonFinitePaddingIsIgnored() {
    let host = host(
      Color.red.frame(width: 50, height: 50).tag("c")
        .padding(EdgeInsets(top: .nan, leading: .infinity, bottom: 4, trailing: 0)).tag("p"))
    #expect(host.frame(of: "p") == rect(75, 73, 50, 54))
    #expect(host.diagnosticKinds == [.invalidLength, .invalidLength])
  }
}
