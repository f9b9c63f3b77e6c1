import Foundation
import Render
import Testing
import Widgets

/// Five 200-point pages side by side in a 200-point window.
struct Pages: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { Color.red.frame(width: 200).tag("page\($0)") }
      }
    }
    .scrollTargetBehavior(.paging)
    .tag("list")
  }
}

/// Ten 150-point cards 10 apart, aligned on their leading edges.
struct Cards: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<10, id: \.self) { Color.red.frame(width: 150).tag("card\($0)") }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .tag("list")
  }
}

@MainActor
struct ScrollTargetBehaviorTests {
  func offset(_ host: ViewHost) -> CGFloat? { host.scrollGeometry("list")?.contentOffset.x }

  @Test func pagingRestsOnTheNearestPageWithoutVelocity() {
    let host = host(Pages())
    host.drag("list", by: CGSize(width: -60, height: 0))
    #expect(offset(host) == 0)
    host.drag("list", by: CGSize(width: -120, height: 0))
    #expect(offset(host) == 200)
  }

  @Test func pagingGoesOnePageInTheDirectionOfAFling() {
    let host = host(Pages())
    // A finger moving left at 300 points per second: the next page, though 60 is nearer 0.
    host.drag("list", by: CGSize(width: -60, height: 0), velocity: CGSize(width: -300, height: 0))
    #expect(offset(host) == 200)
    // However fast, one page at a time.
    host.drag("list", by: CGSize(width: -30, height: 0), velocity: CGSize(width: -5000, height: 0))
    #expect(offset(host) == 400)
    host.drag("list", by: CGSize(width: 30, height: 0), velocity: CGSize(width: 800, height: 0))
    #expect(offset(host) == 200)
  }

  @Test func viewAlignedRestsOnACardsLeadingEdge() {
    let host = host(Cards())
    // Cards start at 0, 160, 320…: 100 is nearest 160.
    host.drag("list", by: CGSize(width: -100, height: 0))
    #expect(offset(host) == 160)
    // From 160, a small move comes back; a fling goes to the next card only.
    host.drag("list", by: CGSize(width: -20, height: 0))
    #expect(offset(host) == 160)
    host.drag("list", by: CGSize(width: -20, height: 0), velocity: CGSize(width: -2000, height: 0))
    #expect(offset(host) == 320)
  }
}

/// A hundred 50-point rows whose first visible one is bound to `position`.
struct PositionedRows: View {
  @State private var position: Int?

  var body: some View {
    VStack(spacing: 0) {
      Text(position.map { "at \($0)" } ?? "nowhere").tag("status")
      Button("Jump") { position = 42 }.tag("jump")
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<100, id: \.self) { Color.red.frame(height: 50).tag("row\($0)") }
        }
        .scrollTargetLayout()
      }
      .scrollPosition(id: $position)
      .tag("list")
    }
  }
}

@MainActor
struct ScrollPositionTests {
  @Test func scrollingWritesTheFirstVisibleRowAndSettingItScrolls() throws {
    let host = host(PositionedRows(), height: 300)
    #expect(host.drawnText(of: "status")?.string == "nowhere")
    host.scroll("list", to: CGPoint(x: 0, y: 520))
    // Row 10 spans 500…550: it still shows at 520.
    #expect(host.drawnText(of: "status")?.string == "at 10")
    try host.tap("jump")
    // Row 42 (not realised before) is put at the top: 42 × 50.
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 2100))
    #expect(host.drawnText(of: "status")?.string == "at 42")
    let list = try #require(host.frame(of: "list"))
    #expect(host.frame(of: "row42")?.minY == list.minY)
    // Scrolling on from there writes the rows it reaches.
    host.scroll("list", by: CGSize(width: 0, height: 75))
    #expect(host.drawnText(of: "status")?.string == "at 43")
  }
}

/// Rows named by strings, whose first visible one is bound to `position`.
struct NamedRows: View {
  @State private var position: String?
  let names = (0..<40).map { "row \($0)" }

  var body: some View {
    VStack(spacing: 0) {
      Text(position ?? "nowhere").tag("status")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(names, id: \.self) { Color.red.frame(height: 50).tag($0) }
        }
        .scrollTargetLayout()
      }
      .scrollPosition(id: $position)
      .tag("list")
    }
  }
}

@MainActor
struct ScrollPositionStringTests {
  @Test func stringIdsAreWrittenAsThemselves() {
    let host = host(NamedRows(), height: 300)
    host.scroll("list", to: CGPoint(x: 0, y: 160))
    // Row 3 spans 150…200: the first that still shows.
    #expect(host.drawnText(of: "status")?.string == "row 3")
  }
}
