import Foundation
import Render
import Testing
import Widgets

@MainActor
struct ContainerRelativeFrameTests {
  @Test func outsideAScrollViewTheContainerIsTheCanvas() {
    let host = host(Color.red.containerRelativeFrame(.horizontal).frame(height: 20).tag("bar"))
    #expect(host.frame(of: "bar") == rect(0, 90, 200, 20))
  }

  @Test func aCarouselShowsTwoCardsAndAGapAcross() {
    // (210 − 10) / 2 = 100 per card, 10 apart.
    let host = host(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 10) {
          ForEach(0..<5, id: \.self) { index in
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10)
              .tag("card\(index)")
          }
        }
      }
      .tag("list"), width: 210)
    #expect(host.frame(of: "card0") == rect(0, 0, 100, 200))
    #expect(host.frame(of: "card1") == rect(110, 0, 100, 200))
    #expect(host.scrollGeometry("list")?.contentSize == CGSize(width: 540, height: 200))
  }

  @Test func aSpanCoversPartsAndTheGapsBetweenThem() {
    // Three parts of (200 − 2 × 10) / 3 = 60; two of them and a gap: 130.
    let host = host(
      Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        .frame(height: 10).tag("bar"))
    #expect(host.frame(of: "bar")?.width == 130)
  }

  @Test func inAScrollViewOnADeviceTheContainerIsWithinTheBars() {
    // An iPhone 16 is 852 tall; its bars take 59 and 34, leaving 759.
    let host = ViewHost(
      ScrollView { Color.red.containerRelativeFrame(.vertical).tag("page") }, device: .iPhone16)
    #expect(host.frame(of: "page")?.height == 759)
  }

  @Test func aClosureLengthIsGivenEachAxis() {
    let host = host(
      Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        axis == .horizontal ? length / 4 : length / 2
      }
      .tag("box"))
    #expect(host.frame(of: "box") == rect(75, 50, 50, 100))
  }
}

@MainActor
struct ContentMarginsTests {
  @Test func marginsInsetTheContentAndAddToItsInsets() {
    let host = host(
      TenRows().contentMargins(.horizontal, 20).contentMargins(.vertical, 10))
    // Across: the rows are 160 wide, 20 in. Along: they rest 10 down.
    #expect(host.frame(of: "row0") == rect(20, 10, 160, 50))
    let geometry = host.scrollGeometry("list")
    #expect(geometry?.contentInsets == EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    #expect(geometry?.contentOffset == CGPoint(x: -20, y: -10))
    // 500 of content and 10 below it in 200: 310 at most.
    host.scroll("list", to: CGPoint(x: 0, y: 1000))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: -20, y: 310))
    #expect(host.frame(of: "row9") == rect(20, 140, 160, 50))
  }

  @Test func innerMarginsWinOnTheEdgesTheyName() {
    let host = host(
      TenRows().contentMargins(.top, 30).contentMargins(.all, 5))
    #expect(host.frame(of: "row0") == rect(5, 30, 190, 50))
  }
}
