import Backends
import Foundation
import Testing
import Widgets

/// What a header and its screen report, for the tests to read.
final class HeaderLog {
  var contexts: [CollapseContext] = []
  var progress: CGFloat = 0
  var offset: CGFloat = 0
  var bottoms = 0
  var refreshes = 0
}

/// A collapsible header over `rows` rows of 100 points, in a 390 × 844 host.
struct HeaderScreen: View {
  var rows = 20
  var log = HeaderLog()
  var configure:
    (CollapsibleHeaderScrollView<AnyView, AnyView>) ->
      CollapsibleHeaderScrollView<AnyView, AnyView> = { $0 }
  @State private var progress: CGFloat = 0
  @State private var offset: CGFloat = 0

  var body: some View {
    configure(
      CollapsibleHeaderScrollView { context in
        log.contexts.append(context)
        return AnyView(Color.blue.tag("header"))
      } content: {
        AnyView(
          VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { Color.gray.frame(height: 100).tag("row \($0)") }
          })
      }
      .collapseProgress($progress)
      .scrollOffset($offset)
    )
    .onChange(of: progress) { _, new in log.progress = new }
    .onChange(of: offset) { _, new in log.offset = new }
  }
}

@MainActor
struct CollapsibleHeaderTests {
  private func host(_ screen: HeaderScreen) -> ViewHost {
    ViewHost.printsDiagnostics = false
    return ViewHost(screen, size: CGSize(width: 390, height: 844))
  }

  @Test func theHeaderShrinksByWhatTheContentScrolls() {
    let log = HeaderLog()
    let host = host(HeaderScreen(log: log))
    #expect(host.frame(of: "header") == rect(0, 0, 390, 240))
    #expect(host.frame(of: "row 0")?.minY == 240)
    // Defaults: the collapse runs over 240 − 64 = 176 points; at 88 it is half way.
    host.scroll(to: CGPoint(x: 0, y: 88))
    #expect(host.frame(of: "header") == rect(0, 0, 390, 152))
    #expect(log.progress == 0.5)
    #expect(log.offset == 88)
    #expect(log.contexts.last == CollapseContext(progress: 0.5, headerHeight: 152))
    // The scroll area starts under the header: row 0 is 88 points above its top.
    #expect(host.frame(of: "row 0")?.minY == 64)
    host.scroll(to: CGPoint(x: 0, y: 176))
    #expect(host.frame(of: "header")?.height == 64)
    #expect(log.progress == 1)
    host.scroll(to: CGPoint(x: 0, y: 600))
    #expect(host.frame(of: "header")?.height == 64)
    #expect(log.contexts.last?.isCollapsed == true)
  }

  @Test func aTuningPacesTheCollapse() {
    let log = HeaderLog()
    // Nothing moves for 120 points, then the header collapses over max(200, 120) = 200.
    let host = host(
      HeaderScreen(log: log) {
        $0.collapseTuning(startOffset: 120, distance: 200, minDistance: 120, slack: 64)
      })
    host.scroll(to: CGPoint(x: 0, y: 120))
    #expect(host.frame(of: "header")?.height == 240)
    host.scroll(to: CGPoint(x: 0, y: 170))
    #expect(log.progress == 0.25)
    #expect(host.frame(of: "header")?.height == 196)
    // A minimum distance longer than the distance wins: 300 points.
    let slower = self.host(
      HeaderScreen(log: log) {
        $0.collapseTuning(startOffset: 0, distance: 100, minDistance: 300, slack: 0)
      })
    slower.scroll(to: CGPoint(x: 0, y: 150))
    #expect(log.progress == 0.5)
  }

  @Test func shortContentGetsTheRoomItNeedsToCollapse() {
    // Three rows (300 points) in 844: with the header collapsed the scroll area is 780, so
    // the content needs 176 − (300 − 780) = 656 points more under it to scroll by 176.
    let host = host(HeaderScreen(rows: 3))
    #expect(host.scrollGeometry()?.contentSize.height == 956)
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(host.frame(of: "header")?.height == 64)
    #expect(host.scrollGeometry()?.contentOffset.y == 176)
    // With a tuning of 120 + 200 and a slack of 64: 120 + 200 + 480 = 800, and 64 more.
    let tuned = self.host(
      HeaderScreen(rows: 3) {
        $0.collapseTuning(startOffset: 120, distance: 200, minDistance: 0, slack: 64)
      })
    #expect(tuned.scrollGeometry()?.contentSize.height == 1164)
    // Long content needs nothing: 20 rows are 2,000 points.
    #expect(self.host(HeaderScreen()).scrollGeometry()?.contentSize.height == 2000)
  }

  @Test func metricsAndLayoutsSetTheHeights() {
    struct Compact: CollapsibleHeaderLayout {
      var metrics: CollapseMetrics { CollapseMetrics(minHeaderHeight: 50, maxHeaderHeight: 150) }
    }
    let byLayout = host(HeaderScreen { $0.layout(Compact()) })
    #expect(byLayout.frame(of: "header")?.height == 150)
    byLayout.scroll(to: CGPoint(x: 0, y: 50))
    #expect(byLayout.frame(of: "header")?.height == 100)
    let byHeight = host(HeaderScreen { $0.height(min: 80, max: 200) })
    byHeight.scroll(to: CGPoint(x: 0, y: 60))
    #expect(byHeight.frame(of: "header")?.height == 140)
    // Hostile metrics fall back: a NaN maximum becomes 240, a negative minimum 64.
    let hostile = host(
      HeaderScreen { $0.metrics(CollapseMetrics(minHeaderHeight: -5, maxHeaderHeight: .nan)) })
    #expect(hostile.frame(of: "header")?.height == 240)
  }

  @Test func reachingTheBottomFiresOncePerCrossing() {
    let log = HeaderLog()
    let host = host(HeaderScreen(log: log) { $0.scrollViewDidReachBottom { log.bottoms += 1 } })
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(log.bottoms == 1)
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(log.bottoms == 1)
    // 2,000 points of rows in a scroll area of 780: the bottom is at 1,220; 10 above it is
    // no longer the bottom.
    host.scroll(to: CGPoint(x: 0, y: 1210))
    host.scroll(to: CGPoint(x: 0, y: 1220))
    #expect(log.bottoms == 2)
  }

  @Test func aThresholdFiresBeforeTheBottom() {
    let log = HeaderLog()
    let host = host(
      HeaderScreen(log: log) { $0.scrollViewDidReachBottom(threshold: 100) { log.bottoms += 1 } })
    host.scroll(to: CGPoint(x: 0, y: 1110))
    #expect(log.bottoms == 0)
    host.scroll(to: CGPoint(x: 0, y: 1120))
    #expect(log.bottoms == 1)
  }

  @Test func snappingSettlesOnTheNearestPositionWhenTheFingerLifts() {
    let log = HeaderLog()
    let host = host(HeaderScreen(rows: 10, log: log) { $0.snapMode(.immediately) })
    // Lifted at 60 (progress 0.34): back to expanded.
    host.drag(by: CGSize(width: 0, height: -60))
    #expect(log.offset == 0)
    #expect(host.frame(of: "header")?.height == 240)
    // Lifted at 100 (0.57): on to collapsed, at 176.
    host.drag(by: CGSize(width: 0, height: -100))
    #expect(log.offset == 176)
    #expect(host.frame(of: "header")?.height == 64)
  }

  @Test func aTieSnapsToTheMoreCollapsedPosition() {
    let log = HeaderLog()
    let host = host(HeaderScreen(rows: 10, log: log) { $0.snapMode(.immediately) })
    host.drag(by: CGSize(width: 0, height: -88))
    #expect(log.offset == 176)
  }

  @Test func afterDecelerationSnapsWhereTheScrollWouldRest() {
    // Lifted at 40 with 200 points per second: the scroll would coast 200 × 0.499 = 99.8
    // more, to 139.8 (progress 0.79), and settles on collapsed; lifted there it would have
    // gone back to expanded.
    let log = HeaderLog()
    let host = host(HeaderScreen(rows: 10, log: log) { $0.snapMode(.afterDeceleration) })
    host.drag(by: CGSize(width: 0, height: -40), velocity: CGSize(width: 0, height: -200))
    #expect(log.offset == 176)
    let other = HeaderLog()
    let immediate = self.host(HeaderScreen(rows: 10, log: other) { $0.snapMode(.immediately) })
    immediate.drag(by: CGSize(width: 0, height: -40), velocity: CGSize(width: 0, height: -200))
    #expect(other.offset == 0)
  }

  @Test func snappingPositionsInBetweenAreHonoured() {
    let log = HeaderLog()
    let host = host(
      HeaderScreen(rows: 10, log: log) {
        $0.snapMode(.immediately).headerSnappingPositions([0, 0.5, 1])
      })
    host.drag(by: CGSize(width: 0, height: -100))
    // 0.57 is nearest 0.5: 88 points.
    #expect(log.offset == 88)
    #expect(host.frame(of: "header")?.height == 152)
  }

  @Test func theHeaderStretchesWhenPulledPastTheTop() {
    let log = HeaderLog()
    let host = host(HeaderScreen(log: log) { $0.allowsHeaderStretch() })
    host.drag(by: CGSize(width: 0, height: 120))
    let stretched = log.contexts.filter { $0.stretch > 0 }
    #expect(!stretched.isEmpty)
    // On every frame the header is its expanded height plus the stretch.
    #expect(stretched.allSatisfy { $0.headerHeight == 240 + $0.stretch && $0.progress == 0 })
    // At rest again, no stretch, and the rows start under the header.
    #expect(log.contexts.last?.stretch == 0)
    #expect(host.frame(of: "row 0")?.minY == 240)
    #expect(host.frame(of: "header")?.height == 240)
  }

  @Test func scrollToTopScrollsAndResetsItsBinding() throws {
    struct Screen: View {
      @State private var reset = false
      let log: HeaderLog
      var body: some View {
        CollapsibleHeaderScrollView { _ in
          Button("Top") { reset = true }
        } content: {
          VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 100) } }
        }
        .scrollToTop(resetScroll: $reset)
        .scrollOffset(Binding(get: { log.offset }, set: { log.offset = $0 }))
        .overlay(alignment: .bottom) { Text(reset ? "resetting" : "idle") }
      }
    }
    let log = HeaderLog()
    ViewHost.printsDiagnostics = false
    let host = ViewHost(Screen(log: log), size: CGSize(width: 390, height: 844))
    host.scroll(to: CGPoint(x: 0, y: 500))
    #expect(log.offset == 500)
    try host.tap("Top")
    host.settle()
    #expect(log.offset == 0)
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "idle" })
  }

  @Test func anchorsInterpolateAsTheHeaderCollapses() throws {
    let log = HeaderLog()
    struct Screen: View {
      let log: HeaderLog
      var body: some View {
        CollapsibleHeaderScrollView { context in
          let _ = log.contexts.append(context)
          ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 240, height: 52).collapseAnchor(.expanded)
              .offset(x: 20, y: 150)
            Color.clear.frame(width: 170, height: 30).collapseAnchor(.collapsed)
              .offset(x: 110, y: 17)
          }
          .frame(height: 240, alignment: .top)
        } content: {
          VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 100) } }
        }
      }
    }
    ViewHost.printsDiagnostics = false
    let host = ViewHost(Screen(log: log), size: CGSize(width: 390, height: 844))
    host.scroll(to: CGPoint(x: 0, y: 88))
    let context = log.contexts.last
    #expect(context?.hasAnchors == true)
    // The ends are measured where they are drawn, offsets included, as SwiftUI's geometry
    // readers see them. The layer is 240 wide (its widest end), centred in the 390-point
    // header: 75 from its leading edge. So (75 + 20, 150, 240, 52) and (75 + 110, 17, 170,
    // 30).
    let measured = try #require(context)
    #expect(measured.expandedAnchor == CGRect(x: 95, y: 150, width: 240, height: 52))
    #expect(measured.collapsedAnchor == CGRect(x: 185, y: 17, width: 170, height: 30))
    // Half way: the origins' mid-point, and the centres' (215, 176) and (270, 32).
    #expect(measured.interpolatedAnchorOrigin == CGPoint(x: 140, y: 83.5))
    #expect(measured.interpolatedAnchorCenter == CGPoint(x: 242.5, y: 104))
    #expect(context?.lerp(10, 20) == 15)
  }

  @Test func contentThatScrollsByItselfIsReported() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      CollapsibleHeaderScrollView { _ in
        Color.blue
      } content: {
        ScrollView { Text("Inner") }
      },
      size: CGSize(width: 390, height: 844))
    #expect(
      host.diagnostics.contains { $0.message.hasPrefix("A ScrollView is inside the content") })
  }

  @Test func aPullRefreshesAndShowsAnIndicatorMeanwhile() async {
    let log = HeaderLog()
    let host = host(HeaderScreen(log: log) { $0.pullToRefresh { log.refreshes += 1 } })
    host.drag(by: CGSize(width: 0, height: 300))
    #expect(host.renderTree.allNodes().contains { $0.node.accessibility.label == "Refreshing" })
    await host.waitForTasks()
    #expect(log.refreshes == 1)
    #expect(!host.renderTree.allNodes().contains { $0.node.accessibility.label == "Refreshing" })
  }
}

@MainActor
struct CollapsibleHeaderEdgeTests {
  @Test func theSlackIsAddedOnlyWhenRoomIsNeeded() {
    // Ten rows (1,000 points) need none: 1,000 − 780 = 220 ≥ 176, and the slack of 64 is
    // not added either.
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      HeaderScreen(rows: 10) {
        $0.collapseTuning(startOffset: 0, distance: 176, minDistance: 0, slack: 64)
      }, size: CGSize(width: 390, height: 844))
    #expect(host.scrollGeometry()?.contentSize.height == 1000)
  }

  @Test func badValuesAreReportedAndReplaced() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      HeaderScreen {
        $0.metrics(CollapseMetrics(minHeaderHeight: 100, maxHeaderHeight: 50))
          .headerSnappingPositions([2, .nan])
      }, size: CGSize(width: 390, height: 844))
    let messages = host.diagnostics.map(\.message)
    #expect(
      messages.contains("The header's maximum height is below its minimum; the minimum was used."))
    #expect(
      messages.contains(
        "Snapping positions outside 0…1 were left out; none was left, so [0, 1] was used."))
    #expect(host.frame(of: "header")?.height == 100)
  }

  @Test func aScrollViewAnywhereInTheContentIsReported() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      CollapsibleHeaderScrollView { _ in
        Color.blue
      } content: {
        VStack {
          Text("Top"); ScrollView { Text("Inner") }.padding()
        }
      }, size: CGSize(width: 390, height: 844))
    #expect(
      host.diagnostics.contains { $0.message.hasPrefix("A ScrollView is inside the content") })
  }

  @Test func reachingTheBottomFiresAtOnceForContentThatEndsOnScreen() {
    // Three rows (300 points) end inside the 604-point scroll area: at the bottom at once,
    // whatever room is added under them for the collapse.
    let log = HeaderLog()
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      HeaderScreen(rows: 3, log: log) { $0.scrollViewDidReachBottom { log.bottoms += 1 } },
      size: CGSize(width: 390, height: 844))
    #expect(log.bottoms == 1)
    // Scrolled into the room and back, still in reach: no second call.
    host.scroll(to: CGPoint(x: 0, y: 100))
    #expect(log.bottoms == 1)
    // Twenty rows (2,000 points) do not end on screen.
    let long = HeaderLog()
    _ = ViewHost(
      HeaderScreen(log: long) { $0.scrollViewDidReachBottom { long.bottoms += 1 } },
      size: CGSize(width: 390, height: 844))
    #expect(long.bottoms == 0)
  }

  @Test func horizontalScrollViewsInTheContentAreFine() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      CollapsibleHeaderScrollView { _ in
        Color.blue
      } content: {
        ScrollView(.horizontal) {
          HStack {
            Text("A"); Text("B")
          }
        }
      }, size: CGSize(width: 390, height: 844))
    #expect(host.diagnostics.isEmpty)
  }
}

@MainActor
struct CollapsibleHeaderLoadMoreTests {
  @Test func aPullPastTheBottomLoadsMoreAndShowsAnIndicatorMeanwhile() async {
    final class Loads { var count = 0 }
    let loads = Loads()
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      HeaderScreen { $0.pullToLoadMore { loads.count += 1 } },
      size: CGSize(width: 390, height: 844))
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    // At the end (1,220), a finger pulling 400 points up stretches the content by the
    // rubber band, (1 − 1 / (400 × 0.55 / 780 + 1)) × 780 = 171.6 past the bottom: beyond
    // the threshold of 120.
    host.drag(by: CGSize(width: 0, height: -400))
    #expect(host.renderTree.allNodes().contains { $0.node.accessibility.label == "Loading more" })
    await host.waitForTasks()
    #expect(loads.count == 1)
    #expect(!host.renderTree.allNodes().contains { $0.node.accessibility.label == "Loading more" })
  }

  @Test func aHeaderCollapsingUnderTheFingerDoesNotFakeAPullPastTheBottom() async {
    // Three rows from the top, a 300-point drag: before the drag the end is 352 points
    // away, so 300 is within it; the header then collapses and the end comes to 176. The
    // finger's offset is banded again against the new end (176 + a rubber band of
    // (1 − 1 / (124 × 0.55 / 780 + 1)) × 780 = 62.7, short of the 120 that loads more;
    // without the new band, 300 + 780 − 956 = 124 would load).
    final class Loads { var count = 0 }
    let loads = Loads()
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      HeaderScreen(rows: 3) { $0.pullToLoadMore { loads.count += 1 } },
      size: CGSize(width: 390, height: 844))
    host.drag(by: CGSize(width: 0, height: -300))
    await host.waitForTasks()
    #expect(loads.count == 0)
    #expect(host.scrollGeometry()?.contentOffset.y == 176)
  }

  @Test func anInactivePullDoesNothing() async {
    final class Loads { var count = 0 }
    let loads = Loads()
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      HeaderScreen { $0.pullToRefresh(isActive: false) { loads.count += 1 } },
      size: CGSize(width: 390, height: 844))
    host.drag(by: CGSize(width: 0, height: 300))
    await host.waitForTasks()
    #expect(loads.count == 0)
  }
}
