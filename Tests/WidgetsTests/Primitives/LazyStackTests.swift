import Foundation
import Render
import Testing
import Widgets

/// `count` rows of 50 points with 10 between them in a lazy stack that scrolls in a 200-point
/// window: a row and its gap take 60 points, so the content is `60 × count − 10` long.
struct LazyRows: View {
  var count = 1_000_000
  var spacing: CGFloat = 10

  var body: some View {
    ScrollView {
      LazyVStack(spacing: spacing) {
        ForEach(0..<count, id: \.self) { index in
          Color.blue.frame(height: 50).tag("row\(index)")
        }
      }
    }
    .tag("list")
  }
}

extension ViewHost {
  /// The identifiers `row…` drawn, in tree order.
  var realisedRows: [String] {
    renderTree.allNodes().compactMap(\.node.accessibility.identifier).filter {
      $0.hasPrefix("row")
    }
  }
}

@MainActor
struct LazyStackTests {
  @Test func aMillionRowsRealiseOnlyWhatShowsAndHalfAViewportAround() {
    let host = host(LazyRows())
    // The viewport is 0…200; with half a viewport either side, −100…300: rows 0 to 4 (row 4
    // spans 240…290; row 5 starts at 300, where the window ends).
    #expect(host.realisedRows == (0...4).map { "row\($0)" })
    #expect(host.frame(of: "row4") == rect(0, 240, 200, 50))
    #expect(host.frame(of: "row5") == nil)
    // The unrealised rows stand in at the realised rows' length: the content is exact.
    #expect(
      host.scrollGeometry("list")?.contentSize == CGSize(width: 200, height: 60_000_000 - 10))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func scrollingFarRealisesTheRowsThereAndDropsTheOthers() {
    let host = host(LazyRows())
    // Row 500,000 starts at 30,000,000.
    host.scroll("list", to: CGPoint(x: 0, y: 30_000_000))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 30_000_000))
    // −100…300 from the offset: rows 499,998 (−120…−70) to 500,004 (240…290).
    #expect(host.realisedRows == (499_998...500_004).map { "row\($0)" })
    #expect(host.frame(of: "row500000") == rect(0, 0, 200, 50))
    #expect(host.frame(of: "row500001") == rect(0, 60, 200, 50))
    #expect(host.frame(of: "row0") == nil)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aShortListRealisesEveryRowAndDrawsAsAStack() {
    let lazy = host(LazyRows(count: 3))
    #expect(lazy.realisedRows == ["row0", "row1", "row2"])
    #expect(lazy.frame(of: "row2") == rect(0, 120, 200, 50))
  }

  @Test func outsideAScrollViewEveryRowIsRealised() {
    let host = host(
      LazyVStack(spacing: 0) {
        ForEach(0..<40, id: \.self) { Color.red.frame(height: 10).tag("row\($0)") }
      })
    #expect(host.realisedRows.count == 40)
  }
}

/// A lazy list of a thousand rows under a button that scrolls it to row 700.
struct JumpingRows: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("Jump") { proxy.scrollTo(700, anchor: .top) }.tag("jump")
        ScrollView {
          LazyVStack(spacing: 10) {
            ForEach(0..<1_000, id: \.self) { index in
              Color.blue.frame(height: 50).tag("row\(index)")
            }
          }
        }
        .tag("list")
      }
    }
  }
}

/// Rows that log their appearances, 100 points each with no gap.
struct AppearingRows: View {
  let log: CallLog

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<100, id: \.self) { index in
          Color.red.frame(height: 100).tag("row\(index)")
            .onAppear { log.entries.append("+\(index)") }
            .onDisappear { log.entries.append("-\(index)") }
        }
      }
    }
    .tag("list")
  }
}

/// Rows of two lengths, alternating 40 and 80 points with no gap.
struct UnevenRows: View {
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<1_000, id: \.self) { index in
          Color.red.frame(height: index.isMultiple(of: 2) ? 40 : 80).tag("row\(index)")
        }
      }
    }
    .tag("list")
  }
}

@MainActor
struct LazyStackScrollingTests {
  @Test func scrollToRealisesARowThatWasNotThere() throws {
    let host = host(JumpingRows(), height: 244)
    #expect(host.frame(of: "row700") == nil)
    try host.tap("jump")
    // Row 700 starts at 42,000 in the content; `.top` puts it at the top of the list, which
    // starts below the button.
    let list = try #require(host.frame(of: "list"))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 42_000))
    #expect(host.frame(of: "row700") == rect(0, list.minY, 200, 50))
    #expect(host.frame(of: "row0") == nil)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func rowsAppearAndDisappearAsTheyScrollInAndOut() {
    let log = CallLog()
    let host = host(AppearingRows(log: log))
    // Visible 0…200, realised −100…300: rows 0, 1, 2 (row 3 starts at 300). The rows the
    // first pass realised before a row's length was known neither appeared nor disappeared.
    #expect(log.entries == ["+0", "+1", "+2"])
    #expect(host.realisedRows == ["row0", "row1", "row2"])
    log.entries = []
    host.scroll("list", to: CGPoint(x: 0, y: 1_000))
    // Realised 900…1300: rows 9 to 12; rows 0 to 2 leave.
    #expect(host.realisedRows == (9...12).map { "row\($0)" })
    // Disappearances first (in the order of the rows' ids), then appearances in row order.
    #expect(log.entries.prefix(3).sorted() == ["-0", "-1", "-2"])
    #expect(log.entries.dropFirst(3) == ["+9", "+10", "+11", "+12"])
  }

  @Test func unevenRowsAreEstimatedByTheirAverageAndDrawnWhereTheyLie() {
    let host = host(UnevenRows())
    // Realised −100…300 of 40, 80, 40, 80…: rows 0 to 5 (row 5 ends at 360, row 6 starts at
    // 360). The average of the realised rows is 60, so the 994 others stand in for 59,640.
    #expect(host.realisedRows == (0...5).map { "row\($0)" })
    #expect(host.scrollGeometry("list")?.contentSize == CGSize(width: 200, height: 360 + 59_640))
    host.scroll("list", to: CGPoint(x: 0, y: 6_000))
    // Row 100 is estimated at 6,000; realised, it is drawn at the top. The estimate stays
    // 60 (the realised rows 98 to 104 average 57), so the rows do not move under the offset.
    #expect(host.frame(of: "row100") == rect(0, 0, 200, 40))
    #expect(host.frame(of: "row101") == rect(0, 40, 200, 80))
  }

  @Test func aLazyHStackRealisesAcross() {
    let host = host(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<10_000, id: \.self) { Color.red.frame(width: 100).tag("row\($0)") }
        }
      }
      .tag("list"))
    #expect(host.realisedRows == ["row0", "row1", "row2"])
    #expect(host.scrollGeometry("list")?.contentSize == CGSize(width: 1_000_000, height: 200))
    host.scroll("list", to: CGPoint(x: 50_000, y: 0))
    #expect(host.frame(of: "row500") == rect(0, 0, 100, 200))
  }

  @Test func aStateChangeInARealisedRowKeepsTheWindow() throws {
    let host = host(
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<1_000, id: \.self) { CounterRow(index: $0) }
        }
      }
      .tag("list"))
    try host.tap("row1")
    #expect(host.drawnText(of: "row1")?.string == "1: 1")
    #expect(host.realisedRows == ["row0", "row1", "row2", "row3", "row4", "row5"])
  }
}

/// A 50-point row that counts its taps.
struct CounterRow: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Text("\(index): \(taps)").frame(height: 50).onTapGesture { taps += 1 }.tag("row\(index)")
  }
}

/// A thousand rows, the first hundred 40 points tall and the others 80 (so the estimate made
/// from the first rows is half the length of the rows around the target), with a reader that
/// jumps to row 501.
struct UnevenJump: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("Jump") { proxy.scrollTo(501, anchor: .top) }.tag("jump")
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<1_000, id: \.self) { index in
              Color.red.frame(height: index < 100 ? 40 : 80).tag("row\(index)")
            }
          }
        }
        .tag("list")
      }
    }
  }
}

@MainActor
struct LazyScrollToTests {
  @Test func scrollToARowOfAnotherLengthStillPutsItAtTheTop() throws {
    let host = host(UnevenJump(), height: 244)
    try host.tap("jump")
    let list = try #require(host.frame(of: "list"))
    // Wherever the estimate put it, row 501 ends at the top of the list, 80 tall.
    #expect(host.frame(of: "row501") == CGRect(x: 0, y: list.minY, width: 200, height: 80))
  }
}

/// Three sections of a 20-point header and five 40-point rows (220 points each), in a
/// 200-point scroll view.
struct SectionedList: View {
  var pinned: PinnedScrollableViews = .sectionHeaders
  var footers = false

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0, pinnedViews: pinned) {
        ForEach(0..<3) { section in
          if footers {
            Section {
              rows(section)
            } header: {
              Color.blue.frame(height: 20).tag("header \(section)")
            } footer: {
              Color.green.frame(height: 10).tag("footer \(section)")
            }
          } else {
            Section {
              rows(section)
            } header: {
              Color.blue.frame(height: 20).tag("header \(section)")
            }
          }
        }
      }
    }
    .tag("list")
  }

  private func rows(_ section: Int) -> some View {
    ForEach(0..<5) { row in Color.gray.frame(height: 40).tag("row \(section).\(row)") }
  }
}

@MainActor
struct PinnedSectionTests {
  @Test func aSectionsPartsAreTheStacksOwnChildren() {
    let host = host(SectionedList(pinned: []))
    #expect(host.frame(of: "header 0")?.minY == 0)
    #expect(host.frame(of: "row 0.0")?.minY == 20)
    #expect(host.frame(of: "header 1")?.minY == 220)
    host.scroll("list", to: CGPoint(x: 0, y: 100))
    // Not pinned: the header scrolls away with its rows.
    #expect(host.frame(of: "header 0")?.minY == -100)
  }

  @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionShows() {
    let host = host(SectionedList())
    host.scroll("list", to: CGPoint(x: 0, y: 100))
    #expect(host.frame(of: "header 0") == rect(0, 0, 200, 20))
    #expect(host.frame(of: "header 1")?.minY == 120)
    // The end of the first section (220) pushes its header up: 200 − 210 = −10.
    host.scroll("list", to: CGPoint(x: 0, y: 210))
    #expect(host.frame(of: "header 0")?.minY == -10)
    #expect(host.frame(of: "header 1")?.minY == 10)
    host.scroll("list", to: CGPoint(x: 0, y: 230))
    #expect(host.frame(of: "header 1")?.minY == 0)
    // Back at the top, every header is where the stack put it.
    host.scroll("list", to: .zero)
    #expect(host.frame(of: "header 0")?.minY == 0)
    #expect(host.frame(of: "header 1")?.minY == 220)
  }

  @Test func aPinnedHeaderIsDrawnAboveTheRowsPassingUnderIt() throws {
    let host = host(SectionedList())
    host.scroll("list", to: CGPoint(x: 0, y: 100))
    // The stack's children, in drawing order, by their identifiers (a pinned header's,
    // moved, is on the one child of its section-header node): the headers (z-index 1) come
    // after the rows.
    func name(_ node: RenderNode) -> String? {
      node.accessibility.identifier ?? node.children.first?.accessibility.identifier
    }
    var pending = [host.renderTree.root]
    var order: [String] = []
    while let node = pending.popLast() {
      if node.children.contains(where: { name($0) == "row 0.4" }) {
        order = node.children.compactMap(name)
        break
      }
      pending.append(contentsOf: node.children)
    }
    let header = try #require(order.firstIndex(of: "header 0"))
    let row = try #require(order.firstIndex(of: "row 0.4"))
    #expect(header > row)
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionShows() {
    // Sections of 20 + 200 + 10 = 230 points: footer 0 lies at 220..230, below the
    // 200-point viewport; pinned, it sits at 190..200 until its section's header would be
    // pushed out above it.
    let host = host(SectionedList(pinned: .sectionFooters, footers: true))
    #expect(host.frame(of: "footer 0")?.minY == 190)
    host.scroll("list", to: CGPoint(x: 0, y: 25))
    // Its own place, 220 − 25 = 195, would still hang below the bottom: pinned at 190.
    #expect(host.frame(of: "footer 0")?.minY == 190)
    // Scrolled 40, its own place (180) is in view: it scrolls with its section.
    host.scroll("list", to: CGPoint(x: 0, y: 40))
    #expect(host.frame(of: "footer 0")?.minY == 180)
  }
}
