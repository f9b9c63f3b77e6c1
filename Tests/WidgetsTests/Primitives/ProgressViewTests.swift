import Foundation
import Testing
import Widgets

@MainActor
struct ProgressViewTests {
  private func capsules(_ host: ViewHost) -> [CGRect] {
    host.renderTree.allNodes().filter {
      $0.node.content?.shape?.geometry == .capsule(style: .continuous)
    }.map(\.frame)
  }

  @Test func aValueFillsThatFractionOfAFourPointTrack() throws {
    let host = host(
      ProgressView("Downloading", value: 0.25).padding(20), width: 240, height: 100)
    let bars = capsules(host)
    // The track spans the 200 points inside the padding; the filled part a quarter of it.
    #expect(bars.count == 2)
    #expect(bars[0].width == 200)
    #expect(bars[0].height == 4)
    #expect(bars[1].width == 50)
    #expect(bars[1].minX == bars[0].minX)
    let label = host.renderTree.allNodes().first { $0.node.content?.text?.string == "Downloading" }
    #expect(try #require(label).frame.maxY + 4 == bars[0].minY, "the label 4 points above")
  }

  @Test func valuesOutsideTheRangeAreClamped() throws {
    #expect(
      capsules(host(ProgressView(value: 3, total: 2), width: 200, height: 50))[1].width == 200)
    #expect(capsules(host(ProgressView(value: -1.0), width: 200, height: 50))[1].width == 0)
    #expect(
      capsules(host(ProgressView(value: Double.nan), width: 200, height: 50))[1].width == 0)
  }

  @Test func withoutAValueItSpinsInATwentyPointSquare() throws {
    let host = host(ProgressView(), width: 200, height: 100)
    let spokes = capsules(host)
    #expect(spokes.count == 8)
    // Each spoke is laid out at the top centre of the 20-point square at (90, 40), 1.5 points
    // in (x 98.75, which the 2× pixel grid rounds to 99), and turned about the square's centre
    // by its multiple of 45°.
    #expect(spokes.allSatisfy { $0 == rect(99, 41.5, 2.5, 5.5) })
  }
}
