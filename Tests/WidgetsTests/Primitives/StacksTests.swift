import Foundation
import Testing
import Widgets

/// HStack, VStack and ZStack against research/swiftui-layout.md §4. Every expected frame is
/// worked out from the rule in the comment above it (canvas 200×200, scale 2).
@MainActor
struct StacksTests {
  // §4.1.1: plain views declare no spacing, so neighbours are 8 points apart. The stack is
  // 20 + 8 + 30 = 58 wide and 20 high, centred: x = (200 − 58) / 2 = 71, y = 90.
  @Test func defaultSpacingIsEightPoints() {
    let host = host(
      HStack {
        Color.red.frame(width: 20, height: 20).tag("a")
        Color.blue.frame(width: 30, height: 20).tag("b")
      })
    #expect(host.frame(of: "a") == rect(71, 90, 20, 20))
    #expect(host.frame(of: "b") == rect(99, 90, 30, 20))
  }

  // An explicit spacing replaces every pairwise distance, also around spacers.
  @Test func explicitSpacingIsUsedBetweenEveryPair() {
    let host = host(
      VStack(spacing: 3) {
        Color.red.frame(width: 20, height: 20).tag("a")
        Color.blue.frame(width: 20, height: 20).tag("b")
      })
    // 20 + 3 + 20 = 43 high, centred: y = 78.5.
    #expect(host.frame(of: "a") == rect(90, 78.5, 20, 20))
    #expect(host.frame(of: "b") == rect(90, 101.5, 20, 20))
  }

  // §4.3: the spacer declares 0 on its stacking edges, so no gap sits next to it, and it
  // takes what is left: 200 − 20 − 30 = 150. Its height is 0, centred on the 20-point row.
  @Test func spacerPushesToTheEdgesWithoutGaps() {
    let host = host(
      HStack {
        Color.red.frame(width: 20, height: 20).tag("a")
        Spacer().tag("spacer")
        Color.blue.frame(width: 30, height: 20).tag("b")
      })
    #expect(host.frame(of: "a") == rect(0, 90, 20, 20))
    #expect(host.frame(of: "spacer") == rect(20, 100, 150, 0))
    #expect(host.frame(of: "b") == rect(170, 90, 30, 20))
  }

  // §2: EmptyView contributes no subview and therefore no gap.
  @Test func emptyViewAddsNoGap() {
    let host = host(
      HStack {
        Color.red.frame(width: 20, height: 20).tag("a")
        EmptyView()
        Color.blue.frame(width: 30, height: 20).tag("b")
      })
    #expect(host.frame(of: "a") == rect(71, 90, 20, 20))
    #expect(host.frame(of: "b") == rect(99, 90, 30, 20))
  }

  // §4.1.4: less flexible children are measured first. `a` (flexibility 50) gets 200 / 2 =
  // 100 and takes 50; `b` (infinitely flexible) gets the remaining 150. Measuring `b` first
  // would have given it only 100.
  @Test func lessFlexibleChildrenAreSizedFirst() {
    let host = host(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 50).tag("a")
        Color.blue.tag("b")
      })
    #expect(host.frame(of: "a") == rect(0, 0, 50, 200))
    #expect(host.frame(of: "b") == rect(50, 0, 150, 200))
  }

  // §4.1.4: between two infinitely flexible children, the one with the larger minimum goes
  // first. `a` (min 120) is offered 100 and takes 120; `b` gets the remaining 80.
  @Test func largerMinimumGoesFirstAmongInfinitelyFlexibleChildren() {
    let host = host(
      HStack(spacing: 0) {
        Color.blue.tag("b")
        Color.red.frame(minWidth: 120).tag("a")
      })
    #expect(host.frame(of: "b") == rect(0, 0, 80, 200))
    #expect(host.frame(of: "a") == rect(80, 0, 120, 200))
  }

  // §4.1.5: the higher priority group is sized first. `b` (priority 1, max 180) takes 180 of
  // the 200; `a` gets 20. Without the priority, `a` (flexibility 150 < 180) would go first.
  @Test func higherPriorityIsSizedFirst() {
    let host = host(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 150).tag("a")
        Color.blue.frame(maxWidth: 180).layoutPriority(1).tag("b")
      })
    #expect(host.frame(of: "a") == rect(0, 0, 20, 200))
    #expect(host.frame(of: "b") == rect(20, 0, 180, 200))
  }

  // §4.1.5: lower groups' minimums are reserved first. `b` (priority 1) is offered
  // 200 − 60 = 140; `a` then gets its reserved 60.
  @Test func lowerPriorityMinimumsAreReserved() {
    let host = host(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 60).tag("a")
        Color.blue.layoutPriority(1).tag("b")
      })
    #expect(host.frame(of: "a") == rect(0, 0, 60, 200))
    #expect(host.frame(of: "b") == rect(60, 0, 140, 200))
  }

  // §4.1.3: with no length proposed along the axis (inside fixedSize), children take their
  // ideal sizes: 30 and 10 (a colour's ideal), 8 apart; heights are ideal too (10).
  @Test func unspecifiedProposalGivesIdealSizes() {
    let host = host(
      HStack {
        Color.red.frame(width: 30).tag("a")
        Color.blue.tag("b")
      }
      .fixedSize())
    // 48 × 10, centred: (76, 95).
    #expect(host.frame(of: "a") == rect(76, 95, 30, 10))
    #expect(host.frame(of: "b") == rect(114, 95, 10, 10))
  }

  // §1.4: children may overflow; the stack is wider than its proposal and still centred:
  // 150 + 8 + 150 = 308, x = (200 − 308) / 2 = −54.
  @Test func childrenOverflowTheProposal() {
    let host = host(
      HStack {
        Color.red.frame(width: 150, height: 20).tag("a")
        Color.blue.frame(width: 150, height: 20).tag("b")
      })
    #expect(host.frame(of: "a") == rect(-54, 90, 150, 20))
    #expect(host.frame(of: "b") == rect(104, 90, 150, 20))
  }

  // §4.1.7: children align on the stack's guide across the axis. Leading: the wider child
  // decides the width (100); both start at its leading edge. Height 10 + 8 + 10 = 28.
  @Test func vStackAlignsChildrenOnTheLeadingGuide() {
    let host = host(
      VStack(alignment: .leading) {
        Color.red.frame(width: 50, height: 10).tag("a")
        Color.blue.frame(width: 100, height: 10).tag("b")
      })
    #expect(host.frame(of: "a") == rect(50, 86, 50, 10))
    #expect(host.frame(of: "b") == rect(50, 104, 100, 10))
  }

  // Bottom alignment: the 20-high child sits 20 below the 40-high one's top. The stack is
  // 20 + 8 + 20 = 48 by 40, centred at (76, 80).
  @Test func hStackAlignsChildrenOnTheBottomGuide() {
    let host = host(
      HStack(alignment: .bottom) {
        Color.red.frame(width: 20, height: 40).tag("a")
        Color.blue.frame(width: 20, height: 20).tag("b")
      })
    #expect(host.frame(of: "a") == rect(76, 80, 20, 40))
    #expect(host.frame(of: "b") == rect(104, 100, 20, 20))
  }

  // §4.2 and ZStack's documentation: with bottomLeading alignment a 100×50 and a 50×100
  // rectangle share their bottom-left corner and the ZStack is 100×100, centred at (50, 50).
  @Test func zStackAlignsChildrenAndTakesTheirUnion() {
    let host = host(
      ZStack(alignment: .bottomLeading) {
        Color.red.frame(width: 100, height: 50).tag("a")
        Color.blue.frame(width: 50, height: 100).tag("b")
      })
    #expect(host.frame(of: "a") == rect(50, 100, 100, 50))
    #expect(host.frame(of: "b") == rect(50, 50, 50, 100))
  }

  // §4.2: only the highest-priority children decide the ZStack's size; the others are
  // proposed that size. The colour (priority −1) becomes 50×50.
  @Test func zStackSizeComesFromTheHighestPriority() {
    let host = host(
      ZStack {
        Color.red.frame(width: 50, height: 50).tag("a")
        Color.blue.layoutPriority(-1).tag("b")
      })
    #expect(host.frame(of: "a") == rect(75, 75, 50, 50))
    #expect(host.frame(of: "b") == rect(75, 75, 50, 50))
  }

  // §4.3: a spacer outside a stack expands in both axes, never below its minimum length.
  @Test func spacerOutsideAStackExpandsBothWays() {
    #expect(host(Spacer().tag("s")).frame(of: "s") == rect(0, 0, 200, 200))
    #expect(host(Spacer(minLength: 300).tag("s")).frame(of: "s") == rect(-50, -50, 300, 300))
  }

  // §4.3: in a VStack a spacer is vertical: all the remaining height, no width.
  @Test func spacerInAVStackIsVertical() {
    let host = host(
      VStack {
        Color.red.frame(width: 20, height: 20).tag("a")
        Spacer().tag("s")
      })
    #expect(host.frame(of: "a") == rect(90, 0, 20, 20))
    #expect(host.frame(of: "s") == rect(100, 20, 0, 180))
  }

  // The default minimum length of a spacer is 8: in a fixed-size stack it is 8 long.
  @Test func spacerDefaultsToEightPointsMinimum() {
    let host = host(
      HStack {
        Color.red.frame(width: 20, height: 20)
        Spacer().tag("s")
        Color.blue.frame(width: 20, height: 20)
      }
      .fixedSize())
    // 20 + 8 + 20 = 48 wide, centred: x = 76; the spacer starts at 96.
    #expect(host.frame(of: "s") == rect(96, 100, 8, 0))
  }

  // §2, Divider: one pixel thick (0.5 pt at scale 2). In a VStack it is horizontal and
  // takes the proposed width (200), which makes the stack 200 wide; height 10 + 8 + 0.5 =
  // 18.5, centred at y = 90.75 → 91 after rounding.
  @Test func dividerIsOnePixelAcrossTheStack() {
    let host = host(
      VStack {
        Color.red.frame(width: 100, height: 10).tag("a")
        Divider().tag("d")
      })
    #expect(host.frame(of: "a") == rect(50, 91, 100, 10))
    #expect(host.frame(of: "d") == rect(0, 109, 200, 0.5))
  }

  // In an HStack the divider is vertical: 0.5 wide, as tall as proposed.
  @Test func dividerIsVerticalInAnHStack() {
    let host = host(
      HStack {
        Color.red.frame(width: 20, height: 20)
        Divider().tag("d")
      })
    // 20 + 8 + 0.5 = 28.5 wide: x = 85.75 → the divider at 85.75 + 28 = 113.75 → 114.
    #expect(host.frame(of: "d") == rect(114, 0, 0.5, 200))
  }

  // §1.5: sizes are not rounded while measuring; each frame's corners are rounded once, to
  // the nearest pixel. Thirds of 100 at scale 2: corners at 0, 33.5, 66.5, 100.
  @Test func framesAreRoundedOnceToPixels() {
    let view = HStack(spacing: 0) {
      Color.red.tag("a")
      Color.green.tag("b")
      Color.blue.tag("c")
    }
    .frame(width: 100, height: 10)
    let retina = host(view)
    #expect(retina.frame(of: "a") == rect(50, 95, 33.5, 10))
    #expect(retina.frame(of: "b") == rect(83.5, 95, 33, 10))
    #expect(retina.frame(of: "c") == rect(116.5, 95, 33.5, 10))
    // At scale 1 the corners fall at 0, 33, 67, 100.
    let standard = host(view, scale: 1)
    #expect(standard.frame(of: "a") == rect(50, 95, 33, 10))
    #expect(standard.frame(of: "b") == rect(83, 95, 34, 10))
    #expect(standard.frame(of: "c") == rect(117, 95, 33, 10))
  }
}
