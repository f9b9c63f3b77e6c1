import Backends
import Foundation
import Observation
import Testing
import Widgets

@Observable @MainActor
final class RowModel {
  var count = 10
}

/// Rows whose number only the content reads: the scroll view itself is not resolved again
/// when it changes.
struct ModelRows: View {
  let rows: RowModel

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<rows.count, id: \.self) { Color.blue.frame(height: 50).tag("row\($0)") }
    }
  }
}

/// Ten 50-point rows, without a scroll view around them.
struct TenRowsContent: View {
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<10, id: \.self) { Color.blue.frame(height: 50).tag("row\($0)") }
    }
  }
}

@MainActor
struct ReviewFindingsScrollTests {
  // A padding around the content folds into the content's render node; the geometry is the
  // padded content's: 10 rows of 50 plus 16 above and below.
  @Test func paddedContentHasItsPaddedGeometry() {
    let host = host(ScrollView { TenRowsContent().padding(16) }.tag("s"))
    let geometry = host.scrollGeometry("s")
    #expect(geometry?.contentOffset == .zero)
    #expect(geometry?.contentSize.height == 532)
    host.scroll("s", by: CGSize(width: 0, height: 10))
    host.scroll("s", by: CGSize(width: 0, height: 10))
    #expect(host.scrollGeometry("s")?.contentOffset == CGPoint(x: 0, y: 20))
  }

  // The offset drawn is the one kept: content growing after a scroll to the end (with the
  // scroll view itself not resolved again) leaves the offset where it was drawn.
  @Test func theDrawnOffsetIsKeptWhenTheContentGrows() {
    let rows = RowModel()
    let host = host(ScrollView { ModelRows(rows: rows) }.tag("list"))
    host.scroll("list", to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 300))
    rows.count = 20
    host.update()
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 300))
    #expect(host.frame(of: "row6") == rect(0, 0, 200, 50))
  }

  // A scroll view that moves out from under the status bar loses its top inset.
  @Test func insetsFollowAScrollViewThatMoves() throws {
    struct Banner: View {
      @State private var banner = false
      var body: some View {
        VStack(spacing: 0) {
          if banner { Color.red.frame(height: 100) }
          ScrollView { TenRowsContent() }.frame(height: 300).tag("list")
          Button("Banner") { banner.toggle() }
          Spacer()
        }
        .ignoresSafeArea()
      }
    }
    let host = ViewHost(Banner(), device: .iPhone16)
    #expect(host.scrollGeometry("list")?.contentInsets.top == 59)
    try host.tap("Banner")
    #expect(host.scrollGeometry("list")?.contentInsets.top == 0)
    #expect(host.scrollGeometry("list")?.contentOffset == .zero)
  }

  // On a device, an anchor puts the row at the top of what the status bar leaves visible.
  @Test func scrollToAlignsInsideTheInsets() throws {
    let box = ProxyBox()
    let host = ViewHost(
      ScrollViewReader { proxy in
        TwentyRows().onAppear { box.proxy = proxy }
      }, device: .iPhone16)
    let proxy = try #require(box.proxy)
    proxy.scrollTo(4, anchor: .top)
    host.update()
    #expect(host.frame(of: "row4")?.minY == 59)
  }

  // One observer on two scroll views: each keeps its own last value.
  @Test func anObserverOfTwoScrollViewsComparesEachWithItself() {
    let calls = CallLog()
    let host = host(
      HStack(spacing: 0) {
        ScrollView { TenRowsContent() }.tag("a")
        ScrollView { VStack(spacing: 0) { Color.red.frame(height: 900) } }.tag("b")
      }
      .onScrollGeometryChange(for: CGFloat.self) {
        $0.contentSize.height
      } action: { _, new in
        calls.entries.append("\(Int(new))")
      })
    host.scroll("a", to: CGPoint(x: 0, y: 10))
    #expect(calls.entries == [])
  }
}

@MainActor
struct ReviewFindingsAnimationTests {
  // Hidden with an animation, shown again at once before the fade ended: one box, not two.
  @Test func aViewBackBeforeItLeftIsShownOnce() throws {
    struct Flicker: View {
      @State private var shown = true
      var body: some View {
        VStack {
          if shown { Color.blue.frame(width: 100, height: 40).tag("box") }
          Button("Hide") { withAnimation(.linear(duration: 1)) { shown = false } }
          Button("Show") { shown = true }
        }
      }
    }
    let host = host(Flicker())
    try host.tap("Hide")
    host.advance(by: 0.5)
    try host.tap("Show")
    let boxes = host.renderTree.allNodes().filter { $0.node.accessibility.identifier == "box" }
    #expect(boxes.count == 1)
  }

  // Nested value-scoped animations: the inner one wins, as in SwiftUI.
  @Test func theInnerAnimationWins() throws {
    struct Nested: View {
      @State private var wide = false
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: wide ? 200 : 100, height: 20)
            .animation(.linear(duration: 1), value: wide)
            .animation(.linear(duration: 2), value: wide)
            .tag("bar")
          Button("Toggle") { wide.toggle() }
        }
        .frame(width: 200, height: 200, alignment: .topLeading)
      }
    }
    let host = host(Nested())
    try host.tap("Toggle")
    host.advance(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 150)
  }

  @Test func anEvenRepeatEndsOnItsEndState() throws {
    let host = host(Widening(animation: .linear(duration: 1).repeatCount(2)))
    try host.tap("Toggle")
    host.settle()
    #expect(host.frame(of: "bar")?.width == 200)
  }

  @Test func settleEndsFarAlongTheClock() throws {
    let host = host(Widening(animation: .easeInOut))
    host.advance(by: 1e12)
    try host.tap("Toggle")
    host.settle()
    #expect(host.frame(of: "bar")?.width == 200)
    #expect(host.diagnostics.isEmpty)
  }
}

/// A button whose enabling a model controls from outside.
@Observable @MainActor
final class Gate {
  var isOpen = true
}

struct GatedButton: View {
  let gate: Gate
  let counter: PressCount

  var body: some View {
    Button("Send") { counter.count += 1 }.disabled(!gate.isOpen)
  }
}

@MainActor
struct ReviewFindingsPressTests {
  @Test func aButtonDisabledWhilePressedDoesNotAct() {
    let gate = Gate()
    let counter = PressCount()
    let host = host(GatedButton(gate: gate, counter: counter))
    host.press("Send")
    gate.isOpen = false
    host.update()
    host.release("Send")
    #expect(counter.count == 0)
  }

  @Test func aFilmstripsGradientsAreItsOwn() {
    let tree = host(Rectangle().fill(Color.blue.gradient).frame(width: 20, height: 20)).renderTree
    let svg = SVGBackend().filmstrip([("a", tree), ("b", tree)])
    #expect(!svg.contains("url(#n-"))
    #expect(svg.contains("url(#f1-") && svg.contains("url(#f2-"))
  }
}
