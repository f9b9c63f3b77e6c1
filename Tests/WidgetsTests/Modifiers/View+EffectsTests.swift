import Backends
import Foundation
import Testing
import Widgets

/// A custom shape: a triangle pointing up.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

@MainActor
struct EffectsTests {
  // A built-in clip shape clips as itself; a custom one clips to its path, made for the
  // view's final size, and the SVG clips by it.
  @Test func customClipShapesClipToTheirPath() throws {
    let circle = host(Color.red.frame(width: 20, height: 20).clipShape(Circle()))
    #expect(circle.diagnosticKinds.isEmpty)
    #expect(circle.renderTree.allNodes().contains { $0.node.effects.clip == .circle })
    let triangle = host(Color.red.frame(width: 20, height: 20).clipShape(Triangle()).tag("t"))
    #expect(triangle.diagnosticKinds.isEmpty)
    let clip = try #require(triangle.renderTree.node(identifiedBy: "t")?.effects.clip)
    guard case .path(let path) = clip.kind else {
      Issue.record("the clip is not a path: \(clip)")
      return
    }
    // The triangle in the 20-point square: apex at (10, 0), base along the bottom.
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(
      SVGBackend().render(triangle.renderTree).contains(
        "<clipPath id=\"n-"))
    #expect(
      SVGBackend().render(triangle.renderTree).contains(
        "<path d=\"M10 0L20 20L0 20Z\"/></clipPath>"))
  }
}

/// Two squares on top of each other, the first raised by `zIndex` when asked.
struct Layered: View {
  let raised: Bool
  let calls: CallLog

  var body: some View {
    ZStack {
      Color.red.frame(width: 100, height: 100)
        .onTapGesture { calls.entries.append("red") }
        .zIndex(raised ? 1 : 0).tag("red")
      Color.blue.frame(width: 100, height: 100)
        .onTapGesture { calls.entries.append("blue") }
        .tag("blue")
    }
  }
}

@MainActor
struct ZIndexTests {
  @Test func aHigherIndexIsDrawnAndTappedInFront() throws {
    let calls = CallLog()
    let flat = host(Layered(raised: false, calls: calls))
    try flat.tap("red")
    let raised = host(Layered(raised: true, calls: calls))
    try raised.tap("red")
    #expect(calls.entries == ["blue", "red"])
    let svg = SVGBackend().render(raised.renderTree)
    let red = try #require(svg.range(of: "fill=\"#ff3b30\""))
    let blue = try #require(svg.range(of: "fill=\"#007aff\""))
    #expect(blue.lowerBound < red.lowerBound)
    // Layout is unchanged.
    #expect(raised.frame(of: "red") == rect(50, 50, 100, 100))
    #expect(raised.renderTree.dump().contains("zIndex 1 › "))
  }
}

@MainActor
struct MaskTests {
  /// A red 100×50 bar faded out to the right by a gradient mask, at (50, 75).
  private func faded() -> some View {
    Color.red.frame(width: 100, height: 50)
      .mask {
        LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
      }
      .tag("faded")
  }

  @Test func theMaskIsLaidOutOnTheViewAndKeptAsItsSecondChild() throws {
    let host = host(faded())
    let node = try #require(host.renderTree.node(identifiedBy: "faded"))
    #expect(node.role.kind == .mask)
    #expect(node.frame == rect(50, 75, 100, 50))
    #expect(node.children.map(\.frame) == [rect(0, 0, 100, 50), rect(0, 0, 100, 50)])
    // Not drawn, so hidden from assistive technologies.
    #expect(node.children[1].accessibility.isHidden)
  }

  @Test func svgMasksByTheMasksAlpha() {
    let svg = SVGBackend().render(host(faded()).renderTree)
    // The mask is defined in the node's coordinates, drawn white with its alpha kept, and
    // applied inside the node's group.
    #expect(svg.contains("<mask id=\"n-"))
    #expect(
      svg.contains("maskUnits=\"userSpaceOnUse\" x=\"-100\" y=\"-50\" width=\"300\" height=\"150\"")
    )
    #expect(svg.contains("values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\""))
    #expect(svg.contains("<g mask=\"url(#n-"))
    // The gradient is drawn once, inside the mask; the red bar once, under it.
    #expect(svg.components(separatedBy: "#ff3b30").count == 2)
  }

  @Test func theTextCanvasDrawsTheViewUnmasked() {
    let plain = TextBackend().render(host(Color.red.frame(width: 100, height: 50)).renderTree)
    #expect(TextBackend().render(host(faded()).renderTree) == plain)
  }

  @Test func aMaskIsAlignedOnTheView() throws {
    let host = host(
      Color.red.frame(width: 100, height: 50)
        .mask(alignment: .topLeading) { Circle().frame(width: 20, height: 20) }.tag("dot"))
    let node = try #require(host.renderTree.node(identifiedBy: "dot"))
    #expect(node.children[1].frame == rect(0, 0, 20, 20))
    #expect(host.renderTree.dump().contains("mask alignment: topLeading"))
  }
}

@MainActor
struct MaskEdgeTests {
  @Test func aMaskTakesNoTaps() throws {
    let log = CallLog()
    let host = host(
      Button("Buy") { log.entries.append("bought") }
        .mask { Capsule() })
    try host.tap("Buy")
    #expect(log.entries == ["bought"])
  }

  @Test func anEmptyMaskHidesTheView() throws {
    let host = host(
      Color.red.frame(width: 100, height: 50)
        .mask { if Bool("false") == true { Color.black } }
        .tag("hidden"))
    let node = try #require(host.renderTree.node(identifiedBy: "hidden"))
    // The mask keeps a node of its own, holding nothing, of no size: nothing shows through.
    #expect(node.children.count == 2)
    #expect(node.children[1].children.isEmpty)
    #expect(node.children[1].frame.size == .zero)
    #expect(SVGBackend().render(host.renderTree).contains("<g mask=\"url(#n-"))
  }
}
