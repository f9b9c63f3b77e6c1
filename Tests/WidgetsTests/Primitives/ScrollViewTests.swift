import Backends
import Foundation
import Observation
import Testing
import Widgets

/// Ten 50-point rows in a vertical scroll view: 500 points of content in a 200-point window,
/// so the offset runs from 0 to 300.
struct TenRows: View {
  var count = 10

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
          Color.blue.frame(height: 50).tag("row\(index)")
        }
      }
    }
    .tag("list")
  }
}

@Observable @MainActor
final class RowCount {
  var count = 10
}

struct ShrinkingRows: View {
  let rows: RowCount

  var body: some View { TenRows(count: rows.count) }
}

/// The seed's tracker, as its README writes it: a Bool from the offset, written to a binding
/// only when it changes.
struct ScrolledTracker: ViewModifier {
  @Binding var isScrolled: Bool
  let calls: CallLog

  func body(content: Content) -> some View {
    content.onScrollGeometryChange(for: Bool.self) { geometry in
      geometry.contentOffset.y + geometry.contentInsets.top > 40
    } action: { old, new in
      calls.entries.append("\(old) → \(new)")
      isScrolled = new
    }
  }
}

@MainActor
final class CallLog {
  var entries: [String] = []
}

struct TrackedList: View {
  let calls: CallLog
  @State private var isScrolled = false

  var body: some View {
    VStack(spacing: 0) {
      Text(isScrolled ? "scrolled" : "at top").tag("status")
      TenRows().modifier(ScrolledTracker(isScrolled: $isScrolled, calls: calls))
    }
  }
}

/// Logs every vertical offset an `onScrollGeometryChange` action sees.
struct OffsetLog: ViewModifier {
  let calls: CallLog

  func body(content: Content) -> some View {
    content.onScrollGeometryChange(for: CGFloat.self) {
      $0.contentOffset.y
    } action: { _, new in
      calls.entries.append("\(new)")
    }
  }
}

@MainActor
struct ScrollViewTests {
  @Test func restsAtTheTop() {
    let host = host(TenRows())
    #expect(host.frame(of: "list") == rect(0, 0, 200, 200))
    #expect(host.frame(of: "row0") == rect(0, 0, 200, 50))
    #expect(host.frame(of: "row3") == rect(0, 150, 200, 50))
    #expect(
      host.scrollGeometry("list")
        == ScrollGeometry(
          contentOffset: .zero, contentSize: CGSize(width: 200, height: 500),
          contentInsets: EdgeInsets(), containerSize: CGSize(width: 200, height: 200)))
  }

  @Test func scrollingMovesTheContentUp() {
    let host = host(TenRows())
    host.scroll("list", to: CGPoint(x: 0, y: 120))
    #expect(host.frame(of: "row0") == rect(0, -120, 200, 50))
    #expect(host.frame(of: "row3") == rect(0, 30, 200, 50))
    #expect(host.frame(of: "list") == rect(0, 0, 200, 200))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 120))
    #expect(host.scrollGeometry()?.bounds == rect(0, 120, 200, 200))
    #expect(host.scrollGeometry()?.visibleRect == rect(0, 120, 200, 200))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func theOffsetIsClampedToTheContent() {
    let host = host(TenRows())
    // 500 of content in 200 of window: 300 at most; no horizontal scrolling at all.
    host.scroll("list", to: CGPoint(x: 50, y: 1000))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 300))
    #expect(host.frame(of: "row9") == rect(0, 150, 200, 50))
    host.scroll("list", to: CGPoint(x: 0, y: -40))
    #expect(host.scrollGeometry()?.contentOffset == .zero)
    host.scroll("list", to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 300))
    host.scroll("list", to: CGPoint(x: 0, y: -CGFloat.infinity))
    #expect(host.scrollGeometry()?.contentOffset == .zero)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func scrollingByStartsFromWhatIsShown() {
    let host = host(TenRows())
    host.scroll("list", to: CGPoint(x: 0, y: 1000))
    // From the drawn 300, not from the 1000 asked for.
    host.scroll("list", by: CGSize(width: 0, height: -50))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 250))
    host.scroll(by: CGSize(width: 0, height: 25))
    #expect(host.frame(of: "row0") == rect(0, -275, 200, 50))
  }

  @Test func aHorizontalScrollViewScrollsAcross() {
    let host = host(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<5, id: \.self) { Color.red.frame(width: 100).tag("cell\($0)") }
        }
      })
    host.scroll(to: CGPoint(x: 150, y: 30))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 150, y: 0))
    #expect(host.scrollGeometry()?.contentSize == CGSize(width: 500, height: 200))
    #expect(host.frame(of: "cell2") == rect(50, 0, 100, 200))
    host.scroll(to: CGPoint(x: 999, y: 0))
    #expect(host.frame(of: "cell4") == rect(100, 0, 100, 200))
  }

  @Test func anIdentifierAroundTheScrollViewFindsIt() {
    let host = host(VStack { TenRows() }.tag("screen"))
    host.scroll("screen", to: CGPoint(x: 0, y: 60))
    #expect(host.frame(of: "row1") == rect(0, -10, 200, 50))
  }

  @Test func shrinkingContentPullsTheOffsetBack() {
    let rows = RowCount()
    let host = host(ShrinkingRows(rows: rows))
    host.scroll("list", to: CGPoint(x: 0, y: 300))
    rows.count = 5
    host.update()
    // 250 of content in 200 of window: 50 at most.
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 50))
    #expect(host.frame(of: "row4") == rect(0, 150, 200, 50))
    rows.count = 10
    host.update()
    // The offset stays where it was drawn.
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 50))
  }

  @Test func scrollingPatchesOnlyTheContentsFrame() throws {
    let host = host(TenRows())
    let before = SVGBackend().document(host.renderTree)
    host.scroll("list", to: CGPoint(x: 0, y: 120))
    let patches = host.lastPatches
    let list = try #require(host.renderTree.node(identifiedBy: "list"))
    let content = try #require(list.children.first)
    #expect(patches.map(\.kind) == [.update])
    #expect(patches.map(\.id) == [content.id])
    #expect(content.frame == rect(0, -120, 200, 500))
    #expect(
      try SVGBackend().update(before, with: patches).text == SVGBackend().render(host.renderTree))
    #expect(
      try TextBackend().update(TextBackend().document(before.tree), with: patches).text
        == TextBackend().render(host.renderTree))
  }

  @Test func geometryActionsRunOnlyWhenTheirValueChanges() {
    let calls = CallLog()
    let host = host(TrackedList(calls: calls))
    #expect(calls.entries == [])
    host.scroll("list", to: CGPoint(x: 0, y: 20))
    #expect(calls.entries == [])
    host.scroll("list", to: CGPoint(x: 0, y: 60))
    #expect(calls.entries == ["false → true"])
    #expect(host.drawnText(of: "status")?.string == "scrolled")
    host.scroll("list", to: CGPoint(x: 0, y: 100))
    host.scroll("list", by: CGSize(width: 0, height: 30))
    #expect(calls.entries == ["false → true"])
    host.scroll("list", to: .zero)
    #expect(calls.entries == ["false → true", "true → false"])
    #expect(host.drawnText(of: "status")?.string == "at top")
  }

  @Test func aScrollThatCannotHappenIsReported() {
    let host = host(TenRows())
    host.scroll("nowhere", to: CGPoint(x: 0, y: 10))
    #expect(
      host.diagnostics.map(\.message) == [
        "No view has the accessibility identifier \"nowhere\"; nothing scrolled."
      ])
    host.scroll("row2", to: CGPoint(x: 0, y: 10))
    #expect(
      host.diagnostics.map(\.message) == [
        "The view \"row2\" is not a scroll view and holds none; nothing scrolled."
      ])
    host.scroll("list", to: CGPoint(x: 0, y: CGFloat.nan))
    #expect(
      host.diagnostics.map(\.message) == [
        "The scroll offset (0, nan) is not a number; the scroll view did not move."
      ])
    #expect(host.scrollGeometry()?.contentOffset == .zero)
  }

  @Test func aTreeWithoutScrollViewsSaysSo() {
    let host = host(Text("no scrolling"))
    host.scroll(to: CGPoint(x: 0, y: 10))
    #expect(
      host.diagnostics.map(\.message) == ["The tree holds no scroll view; nothing scrolled."])
  }

  @Test func aDisabledScrollViewStaysPut() {
    let host = host(TenRows().scrollDisabled(true).scrollDisabled(false))
    host.scroll("list", to: CGPoint(x: 0, y: 100))
    #expect(host.scrollGeometry()?.contentOffset == .zero)
    #expect(host.diagnosticKinds == [.misuse])
    #expect(
      host.diagnostics.first?.message
        == "The scroll view found by \"list\" has scrolling disabled (scrollDisabled); it did not move."
    )
  }

  @Test func indicatorVisibilityReachesTheEnvironment() {
    struct Reader: View {
      @Environment(\.verticalScrollIndicatorVisibility) var vertical
      @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
      var body: some View { Text("\(vertical) \(horizontal)") }
    }
    let plain = host(ScrollView { Reader() })
    let hidden = host(ScrollView { Reader() }.scrollIndicators(.hidden, axes: .vertical))
    #expect(plain.renderTree.allNodes().last?.node.content?.text?.string == "automatic automatic")
    #expect(hidden.renderTree.allNodes().last?.node.content?.text?.string == "hidden automatic")
  }

  @Test func aDragMovesTheContentWithTheFinger() {
    let host = host(TenRows())
    // A vertical scroll view ignores the finger's sideways movement.
    host.drag("list", by: CGSize(width: 30, height: -120))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 120))
    host.drag("list", by: CGSize(width: 0, height: 20))
    #expect(host.frame(of: "row2") == rect(0, 0, 200, 50))
  }

  @Test func aFlingDeceleratesToItsProjectedRest() {
    let host = host(TenRows())
    // 100 by the finger, then 100 points per second: 0.1 · 0.998 / 0.002 = 49.9 more, at
    // 149.9, drawn on the half-point grid at 150.
    host.drag(by: CGSize(width: 0, height: -100), velocity: CGSize(width: 0, height: -100))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 150))
    // Back up from there: 150 − 40 − 0.2 · 499 = 10.2, drawn at 10.
    host.drag(by: CGSize(width: 0, height: 40), velocity: CGSize(width: 0, height: 200))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 10))
  }

  @Test func aFlingStopsAtTheEndAndActionsSeeTheWayThere() throws {
    let calls = CallLog()
    let host = host(TenRows().modifier(OffsetLog(calls: calls)))
    // 50 + 2 · 499 = 1048 projected, stopped at 300.
    host.drag("list", by: CGSize(width: 0, height: -50), velocity: CGSize(width: 0, height: -2000))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 300))
    let offsets = calls.entries.compactMap { Double($0) }
    #expect(offsets.first == 50)
    #expect(offsets.last == 300)
    #expect(offsets.count > 3)
    #expect(offsets == offsets.sorted())
  }

  @Test func pullingPastTheTopRubberBandsAndReturns() {
    let calls = CallLog()
    let host = host(TenRows().modifier(OffsetLog(calls: calls)))
    // 100 past the top in a 200-point viewport: (1 − 1/(100 · 0.55/200 + 1)) · 200 = 43.14,
    // drawn at 43; released, the content returns to the top.
    host.drag("list", by: CGSize(width: 0, height: 100), velocity: CGSize(width: 0, height: 500))
    #expect(calls.entries == ["-43.0", "0.0"])
    #expect(host.scrollGeometry()?.contentOffset == .zero)
    // 300 past the bottom: 300 + (1 − 1/(300 · 0.55/200 + 1)) · 200 = 390.41, drawn at 390.5.
    calls.entries = []
    host.drag("list", by: CGSize(width: 0, height: -600))
    #expect(calls.entries == ["390.5", "300.0"])
  }

  @Test func theSeedsTrackerFollowsADrag() {
    let calls = CallLog()
    let host = host(TrackedList(calls: calls))
    host.drag("list", by: CGSize(width: 0, height: -60))
    #expect(calls.entries == ["false → true"])
    #expect(host.drawnText(of: "status")?.string == "scrolled")
    host.drag("list", by: CGSize(width: 0, height: 200), velocity: CGSize(width: 0, height: 900))
    #expect(calls.entries == ["false → true", "true → false"])
    #expect(host.drawnText(of: "status")?.string == "at top")
  }

  @Test func aDragThatCannotHappenIsReported() {
    let host = host(TenRows())
    host.drag(
      "list", by: CGSize(width: 0, height: -50), velocity: CGSize(width: 0, height: CGFloat.nan))
    #expect(
      host.diagnostics.map(\.message) == [
        "The drag's translation or velocity is not a number; nothing moved."
      ])
    #expect(host.scrollGeometry()?.contentOffset == .zero)
    let disabled = Self.disabledHost()
    disabled.drag(by: CGSize(width: 0, height: -50))
    #expect(disabled.diagnosticKinds == [.misuse])
    #expect(disabled.scrollGeometry()?.contentOffset == .zero)
    // Infinite values are as far as lengths go: the content ends at an edge.
    host.drag(
      "list", by: CGSize(width: 0, height: -CGFloat.infinity),
      velocity: CGSize(width: 0, height: CGFloat.infinity))
    #expect(host.scrollGeometry()?.contentOffset == CGPoint(x: 0, y: 300))
    #expect(host.diagnostics.isEmpty)
  }

  private static func disabledHost() -> ViewHost {
    host(TenRows().scrollDisabled(true))
  }
}

/// Logs the phases an `onScrollPhaseChange` action sees.
struct PhaseLog: ViewModifier {
  let calls: CallLog

  func body(content: Content) -> some View {
    content.onScrollPhaseChange { old, new in calls.entries.append("\(old) → \(new)") }
  }
}

@MainActor
struct ScrollPhaseTests {
  @Test func aDragInteractsThenIdles() {
    let calls = CallLog()
    let host = host(TenRows().modifier(PhaseLog(calls: calls)))
    host.drag("list", by: CGSize(width: 0, height: -50))
    #expect(calls.entries == ["idle → interacting", "interacting → idle"])
  }

  @Test func aFlingDecelerates() {
    let calls = CallLog()
    let host = host(TenRows().modifier(PhaseLog(calls: calls)))
    host.drag("list", by: CGSize(width: 0, height: -50), velocity: CGSize(width: 0, height: -300))
    #expect(
      calls.entries == [
        "idle → interacting", "interacting → decelerating", "decelerating → idle",
      ])
  }

  @Test func settingTheOffsetHasNoPhase() {
    let calls = CallLog()
    let host = host(TenRows().modifier(PhaseLog(calls: calls)))
    host.scroll("list", to: CGPoint(x: 0, y: 100))
    #expect(calls.entries == [])
  }
}

/// A full-size button behind a row that taps on its own.
struct LayeredTaps: View {
  let shaped: Bool
  let calls: CallLog

  var body: some View {
    ZStack {
      Button(action: { calls.entries.append("back") }) { Color.gray }
      row
    }
  }

  @ViewBuilder private var row: some View {
    if shaped {
      HStack {
        Text("Row"); Spacer()
      }.contentShape(Rectangle())
        .onTapGesture { calls.entries.append("row") }.frame(height: 44).tag("row")
    } else {
      HStack {
        Text("Row"); Spacer()
      }
      .onTapGesture { calls.entries.append("row") }.frame(height: 44).tag("row")
    }
  }
}

@MainActor
struct ContentShapeTests {
  // The row's centre lies over its spacer, where it draws nothing: the button drawn behind
  // takes the tap, unless the row's content shape covers its bounds.
  @Test func aContentShapeTakesTapsWhereNothingIsDrawn() throws {
    let calls = CallLog()
    try host(LayeredTaps(shaped: false, calls: calls)).tap("row")
    try host(LayeredTaps(shaped: true, calls: calls)).tap("row")
    #expect(calls.entries == ["back", "row"])
  }
}

@MainActor
final class ProxyBox {
  var proxy: ScrollViewProxy?
}

/// Ten rows in a reader, its proxy handed out.
struct ReaderRows: View {
  let box: ProxyBox
  var scrollsOnAppear = false

  var body: some View {
    ScrollViewReader { proxy in
      TenRows()
        .onAppear { if scrollsOnAppear { proxy.scrollTo(9, anchor: .bottom) } }
        .onAppear { box.proxy = proxy }
    }
  }
}

@MainActor
struct ScrollViewReaderTests {
  private func offset(_ host: ViewHost) -> CGFloat? { host.scrollGeometry()?.contentOffset.y }

  // Rows 50 tall at 0, 50, … 450 in a 200-point window: the offset runs from 0 to 300.
  @Test func anAnchorLinesTheRowUp() throws {
    let box = ProxyBox()
    let host = host(ReaderRows(box: box))
    let proxy = try #require(box.proxy)
    proxy.scrollTo(5, anchor: .top)
    host.update()
    #expect(offset(host) == 250)
    proxy.scrollTo(2, anchor: .center)
    host.update()
    // Row 2's middle (125) at the window's middle (100).
    #expect(offset(host) == 25)
    proxy.scrollTo(8, anchor: .top)
    host.update()
    // 400 asked, 300 at most.
    #expect(offset(host) == 300)
  }

  @Test func withoutAnAnchorTheContentMovesAsLittleAsItMust() throws {
    let box = ProxyBox()
    let host = host(ReaderRows(box: box))
    let proxy = try #require(box.proxy)
    proxy.scrollTo(6)
    host.update()
    // Row 6 ends at 350: its bottom at the window's bottom.
    #expect(offset(host) == 150)
    proxy.scrollTo(4)
    host.update()
    // Row 4 (200…250) already shows.
    #expect(offset(host) == 150)
    proxy.scrollTo(1)
    host.update()
    #expect(offset(host) == 50)
    proxy.scrollTo("no such row")
    host.update()
    #expect(offset(host) == 50)
  }

  @Test func aReaderScrollsOnAppearAndAnimatesInATransaction() throws {
    let box = ProxyBox()
    let host = host(ReaderRows(box: box, scrollsOnAppear: true))
    #expect(offset(host) == 300)
    let proxy = try #require(box.proxy)
    withAnimation(.linear(duration: 1)) { proxy.scrollTo(0, anchor: .top) }
    host.update()
    host.advance(by: 0.25)
    // The geometry is the model's; the drawn content is a quarter of the way up.
    #expect(offset(host) == 0)
    #expect(host.frame(of: "row0")?.minY == -225)
  }
}
