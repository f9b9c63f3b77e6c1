import Backends
import Foundation
import Render
import Testing
import Widgets

@MainActor
struct CanvasTests {
  @Test func aCanvasDrawsItsCommandsInOrderAtItsSize() throws {
    let host = host(
      Canvas { context, size in
        context.fill(
          Path(CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)),
          with: .color(.red))
        context.translateBy(x: 10, y: 5)
        context.stroke(
          Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue), lineWidth: 2)
        context.opacity = 0.5
        context.draw(Text("Hi"), at: CGPoint(x: 40, y: 30), anchor: .topLeading)
      }
      .frame(width: 100, height: 80)
      .tag("canvas"))
    let svg = SVGBackend().render(host.renderTree)
    // The canvas is 100 × 80, centred in 200 × 200 at (50, 60); its commands are drawn in
    // its coordinates: the top half in red, then the square moved by (10, 5).
    #expect(host.frame(of: "canvas") == rect(50, 60, 100, 80))
    #expect(svg.contains("d=\"M0 0L100 0L100 40L0 40Z\" fill=\"#ff3b30\""))
    #expect(svg.contains("d=\"M10 5L30 5L30 25L10 25Z\" fill=\"none\" stroke=\"#007aff\""))
    // The text hangs from (50, 35) in the canvas, at half opacity.
    let text = try #require(
      host.renderTree.allNodes().first { $0.node.content?.text?.string == "Hi" })
    #expect(text.frame.origin == CGPoint(x: 50 + 50, y: 60 + 35))
    #expect(host.renderTree.allNodes().contains { $0.node.effects.opacity == 0.5 })
  }

  @Test func aGradientFollowsTheContextsTransform() {
    let host = host(
      Canvas { context, _ in
        context.translateBy(x: 50, y: 0)
        context.fill(
          Path(CGRect(x: 0, y: 0, width: 50, height: 100)),
          with: .linearGradient(
            Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 50, y: 0)))
      }
      .frame(width: 100, height: 100))
    // The gradient runs from 50 to 100 across the canvas, under the moved rectangle.
    #expect(
      SVGBackend().render(host.renderTree).contains(
        "gradientUnits=\"userSpaceOnUse\" x1=\"50\" y1=\"0\" x2=\"100\" y2=\"0\""))
  }

  @Test func aCanvasWithoutAProposalIsTenPointsSquare() {
    let host = host(HStack { Canvas { _, _ in }.fixedSize().tag("canvas") })
    #expect(host.frame(of: "canvas")?.size == CGSize(width: 10, height: 10))
  }

  @Test func aCanvasInATimelineIsDrawnAgainAtEachEntry() {
    let host = host(
      TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { timeline in
        Canvas { context, _ in
          let x = CGFloat(timeline.date.timeIntervalSinceReferenceDate) * 10
          context.fill(Path(CGRect(x: x, y: 0, width: 5, height: 5)), with: .color(.red))
        }
      })
    host.advance(by: 2)
    #expect(SVGBackend().render(host.renderTree).contains("d=\"M20 0L25 0L25 5L20 5Z\""))
  }
}
