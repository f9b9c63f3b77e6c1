import Backends
import Foundation
import Testing
import Widgets

/// Twenty 50-point rows in a scroll view: 1,000 points of content.
struct TwentyRows: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { Color.blue.frame(height: 50).tag("row\($0)") }
      }
    }
    .tag("list")
  }
}

/// The seed's tracker on a scroll view that runs under the status bar, a status on top.
struct TrackedUnderTheBar: View {
  let calls: CallLog
  @State private var isScrolled = false

  var body: some View {
    ZStack(alignment: .top) {
      TwentyRows().modifier(ScrolledTracker(isScrolled: $isScrolled, calls: calls))
      Text(isScrolled ? "scrolled" : "at top").tag("status")
    }
  }
}

@MainActor
struct SafeAreaTests {
  private func host<V: View>(_ view: V, on device: Device = .iPhone16) -> ViewHost {
    ViewHost.printsDiagnostics = false
    return ViewHost(view, device: device)
  }

  // iPhone 16: 393 × 852, 59 above and 34 below: the safe area is 393 × 759 at y 59.
  @Test func contentStaysInsideTheSafeArea() {
    let host = host(Color.red.tag("c"))
    #expect(host.scale == 3)
    #expect(host.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(host.frame(of: "c") == rect(0, 59, 393, 759))
    // A small view is centred in the safe area at (146.5, 59 + (759 − 100) / 2 = 388.5),
    // rounded to the 1/3-point grid: 439.5 and 1165.5 device pixels round up.
    let small = self.host(Color.red.frame(width: 100, height: 100).tag("c"))
    #expect(small.frame(of: "c") == rect(440.0 / 3, 1166.0 / 3, 100, 100))
  }

  @Test func ignoringTheSafeAreaGrowsOverTheEdgesTouched() {
    #expect(host(Color.red.ignoresSafeArea().tag("c")).frame(of: "c") == rect(0, 0, 393, 852))
    #expect(
      host(Color.red.ignoresSafeArea(edges: .top).tag("c")).frame(of: "c")
        == rect(0, 0, 393, 818))
    #expect(
      host(Color.red.edgesIgnoringSafeArea(.bottom).tag("c")).frame(of: "c")
        == rect(0, 59, 393, 793))
    // Not touching an edge, nothing grows.
    #expect(
      host(Color.red.frame(width: 100, height: 100).ignoresSafeArea().tag("c")).frame(of: "c")
        == rect(440.0 / 3, 1166.0 / 3, 100, 100))
    // The keyboard region alone changes nothing: there is no keyboard.
    #expect(
      host(Color.red.ignoresSafeArea(.keyboard).tag("c")).frame(of: "c")
        == rect(0, 59, 393, 759))
  }

  @Test func aViewIgnoringTheSafeAreaLaysItsContentOutInTheGrownFrame() {
    let host = host(
      VStack(spacing: 0) {
        Color.green.frame(height: 10).tag("top")
        Spacer()
      }
      .ignoresSafeArea())
    #expect(host.frame(of: "top") == rect(0, 0, 393, 10))
  }

  @Test func aBackgroundStyleGrowsIntoTheSafeArea() {
    let host = host(
      VStack { Text("Hi").tag("text") }.frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow))
    let fill = host.renderTree.allNodes().first { $0.node.content?.shape != nil }
    #expect(fill?.frame == rect(0, 0, 393, 852))
    // Without a device there is no safe area, and the tree is as it always was.
    let plain = ViewHost(
      VStack { Text("Hi") }.frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow), size: CGSize(width: 393, height: 852))
    #expect(!plain.renderTree.dump().contains("ignoresSafeArea"))
  }

  // A scroll view runs under the bars; its content is inset by them, as UIScrollView's:
  // at rest the content offset is −59, and the content ends 34 above the bottom.
  @Test func aScrollViewRunsUnderTheBarsWithItsContentInset() throws {
    let host = host(TwentyRows())
    #expect(host.frame(of: "list") == rect(0, 0, 393, 852))
    #expect(host.frame(of: "row0") == rect(0, 59, 393, 50))
    let geometry = try #require(host.scrollGeometry("list"))
    #expect(geometry.contentOffset == CGPoint(x: 0, y: -59))
    #expect(geometry.contentInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(geometry.visibleRect == rect(0, 0, 393, 759))
    host.scroll("list", to: .zero)
    #expect(host.frame(of: "row0") == rect(0, 0, 393, 50))
    // At most 1,000 + 34 − 852 = 182: the last row ends at the home indicator's inset.
    host.scroll("list", to: CGPoint(x: 0, y: 1e9))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 182))
    #expect(host.frame(of: "row19") == rect(0, 768, 393, 50))
    host.scroll("list", to: CGPoint(x: 0, y: -1e9))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: -59))
  }

  @Test func theSeedsTrackerAddsTheTopInset() {
    let calls = CallLog()
    let host = host(TrackedUnderTheBar(calls: calls))
    // At rest the offset is −59 and the tracker sees 0; 40 past the resting top is still "at
    // top", 41 is past the threshold.
    host.drag("list", by: CGSize(width: 0, height: -40))
    #expect(calls.entries == [])
    host.drag("list", by: CGSize(width: 0, height: -1))
    #expect(calls.entries == ["false → true"])
  }

  @Test func aDragPastTheTopRubberBandsFromTheInset() {
    let calls = CallLog()
    let host = host(TwentyRows().modifier(OffsetLog(calls: calls)))
    // 100 past −59 in an 852-point viewport: (1 − 1/(100 · 0.55/852 + 1)) · 852 = 51.66,
    // at −110.66, drawn on the 1/3-point grid at −332/3.
    host.drag("list", by: CGSize(width: 0, height: 100))
    #expect(calls.entries.compactMap { Double($0) } == [-332.0 / 3, -59])
  }

  @Test func geometryReadersSeeTheInsetsTheyOverlap() {
    let host = host(
      GeometryReader { proxy in
        Text("\(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
      }
      .ignoresSafeArea())
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "59 34" })
  }

  @Test func everyDeviceHasItsInsets() {
    let expected: [(Device, CGFloat, CGFloat)] = [
      (.iPhoneSE, 20, 0), (.iPhone16, 59, 34), (.iPhone16ProMax, 62, 34), (.iPad11, 24, 20),
    ]
    for (device, top, bottom) in expected {
      let host = host(Color.red.tag("c"), on: device)
      #expect(
        host.frame(of: "c")
          == rect(0, top, device.size.width, device.size.height - top - bottom))
    }
  }
}

/// The shared `host(_:)` helper, under a name that the suite's own members do not shadow.
@MainActor
private func plainHost<V: View>(_ view: V) -> ViewHost { host(view) }

@MainActor
struct SafeAreaInsetTests {
  private func bar() -> some View { Color.blue.frame(height: 40).tag("bar") }

  // 200 × 200, no device: the bar takes the bottom 40, the view what is left.
  @Test func theInsetTakesItsEdgeAndTheViewTheRest() {
    let host = host(Color.red.tag("content").safeAreaInset(edge: .bottom) { bar() })
    #expect(host.frame(of: "bar") == rect(0, 160, 200, 40))
    #expect(host.frame(of: "content") == rect(0, 0, 200, 160))
    let spaced = plainHost(
      Color.red.tag("content").safeAreaInset(edge: .top, spacing: 10) { bar() })
    #expect(spaced.frame(of: "bar") == rect(0, 0, 200, 40))
    #expect(spaced.frame(of: "content") == rect(0, 50, 200, 150))
    let leading = plainHost(
      Color.red.tag("content").safeAreaInset(edge: .leading) {
        Color.green.frame(width: 30).tag("side")
      })
    #expect(leading.frame(of: "side") == rect(0, 0, 30, 200))
    #expect(leading.frame(of: "content") == rect(30, 0, 170, 200))
  }

  // A scroll view runs under the bar, its content inset by it: 500 of content, 40 of inset
  // in a 200-point window, so the offset runs to 340 and the last row ends at the bar.
  @Test func aScrollViewRunsUnderTheInset() {
    let host = host(TenRows().safeAreaInset(edge: .bottom) { bar() })
    #expect(host.frame(of: "list") == rect(0, 0, 200, 200))
    #expect(host.scrollGeometry()?.contentInsets == EdgeInsets(bottom: 40))
    host.scroll("list", to: CGPoint(x: 0, y: 1e9))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 340))
    #expect(host.frame(of: "row9") == rect(0, 110, 200, 50))
  }

  @Test func onADeviceTheInsetSitsAboveTheHomeIndicator() {
    let host = ViewHost(
      Color.red.tag("content").safeAreaInset(edge: .bottom) { bar() }, device: .iPhone16)
    #expect(host.frame(of: "bar") == rect(0, 778, 393, 40))
    #expect(host.frame(of: "content") == rect(0, 59, 393, 719))
  }

  @Test func safeAreaPaddingInsetsAScrollViewsContent() {
    let host = host(TenRows().safeAreaPadding(20))
    // Grown back over the vertical padding, not the horizontal one.
    #expect(host.frame(of: "list") == rect(20, 0, 160, 200))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: -20))
    #expect(host.frame(of: "row0") == rect(20, 20, 160, 50))
    let plain = plainHost(Color.red.tag("c").safeAreaPadding(.horizontal, 10))
    #expect(plain.frame(of: "c") == rect(10, 0, 180, 200))
  }
}
