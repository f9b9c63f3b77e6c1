import Backends
import Foundation
import Testing
import Widgets

/// A 100×50 bar in the middle of a 200×200 canvas, at (50, 75).
@MainActor
private func bar() -> some View {
  Color.red.frame(width: 100, height: 50)
}

struct Growing: View {
  @State private var big = false

  var body: some View {
    VStack {
      Color.red.frame(width: 100, height: 50).scaleEffect(big ? 2 : 1).tag("bar")
      Button("Grow") { withAnimation(.linear(duration: 1)) { big.toggle() } }
    }
  }
}

@MainActor
struct TransformEffectTests {
  private func svgGroup(_ host: ViewHost, containing marker: String) -> String? {
    SVGBackend().render(host.renderTree).split(separator: "\n")
      .first { $0.contains(marker) }.map(String.init)
  }

  @Test func aScaleIsDrawnAboutItsAnchor() {
    let host = host(bar().scaleEffect(2).tag("bar"))
    // Centre of the bar (100, 100); scaled there, with the bar's own centre (50, 25) moved
    // back to it.
    #expect(
      svgGroup(host, containing: "data-identifier=\"bar\"")?.contains(
        "transform=\"translate(100 100) scale(2 2) translate(-50 -25)\"") == true)
    #expect(host.renderTree.dump().contains("scale (2, 2)"))
    // Layout is unchanged.
    #expect(host.frame(of: "bar") == rect(50, 75, 100, 50))
  }

  @Test func aRotationIsDrawnAboutItsAnchor() {
    let host = host(bar().rotationEffect(.degrees(90), anchor: .topLeading).tag("bar"))
    #expect(
      svgGroup(host, containing: "data-identifier=\"bar\"")?.contains(
        "transform=\"translate(50 75) rotate(90)\"") == true)
    #expect(host.renderTree.dump().contains("rotate 90° anchor (0, 0)"))
  }

  @Test func scalesAndRotationsStack() {
    let host = host(bar().scaleEffect(x: 2, y: 1).rotationEffect(.degrees(45)).tag("bar"))
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("scale(2 1)"))
    #expect(svg.contains("rotate(45)"))
  }

  @Test func theTextCanvasLeavesOutWhatIsScaledToNothing() {
    let visible = TextBackend().render(host(bar().scaleEffect(0.5)).renderTree)
    let gone = TextBackend().render(host(bar().scaleEffect(0)).renderTree)
    // The bar shades its cells; scaled to nothing, the canvas is blank.
    #expect(visible.contains { $0 != " " && $0 != "\n" })
    #expect(gone.allSatisfy { $0 == " " || $0 == "\n" })
  }

  @Test func badFactorsAreReported() {
    let host = host(bar().scaleEffect(CGFloat.nan).tag("bar"))
    // Both factors are NaN: one diagnostic, reported once.
    #expect(
      host.diagnostics.map(\.message) == ["The scale factor nan is not finite; 1 was used."])
    #expect(!SVGBackend().render(host.renderTree).contains("scale("))
  }

  @Test func scalesAnimate() throws {
    let host = host(Growing())
    try host.tap("Grow")
    host.advance(by: 0.5)
    #expect(
      host.renderTree.node(identifiedBy: "bar")?.effects.transform?.scale
        == CGSize(width: 1.5, height: 1.5))
    host.settle()
    #expect(
      host.renderTree.node(identifiedBy: "bar")?.effects.transform?.scale
        == CGSize(width: 2, height: 2))
  }

  @Test func aScaleTransitionGrowsFromItsAnchor() throws {
    let host = host(Appearing(transition: .scale(scale: 0.5, anchor: .leading)))
    try host.tap("Toggle")
    let start = host.renderTree.node(identifiedBy: "box")?.effects.transform
    #expect(start == RenderTransform(scale: CGSize(width: 0.5, height: 0.5), anchor: .leading))
    host.advance(by: 0.5)
    #expect(
      host.renderTree.node(identifiedBy: "box")?.effects.transform?.scale
        == CGSize(width: 0.75, height: 0.75))
    host.settle()
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.transform == nil)
  }
}

@MainActor
struct FilterEffectTests {
  private func svg(_ view: some View) -> String {
    SVGBackend().render(host(view).renderTree)
  }

  // A blur of radius 4: a deviation of 2, the region widened by 3 · 2 + 1 = 7 on each side.
  @Test func aBlurIsAGaussianOverTheWidenedBounds() {
    let host = host(Color.red.frame(width: 20, height: 20).blur(radius: 4).tag("b"))
    let id = host.renderTree.allNodes()[1].node.id
    let svg = SVGBackend().render(host.renderTree)
    #expect(
      svg.contains(
        "<filter id=\"n-\(id)-filter\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" x=\"-7\" y=\"-7\" width=\"34\" height=\"34\"><feGaussianBlur stdDeviation=\"2\"/></filter>"
      ))
    #expect(svg.contains("filter=\"url(#n-\(id)-filter)\""))
    #expect(host.renderTree.dump().contains("blur 4"))
  }

  // What overflows the filtered view is filtered too: a 40-wide overlay on a 20-wide view
  // reaches from −10 to 30, so the region is that widened by 3 · 1 + 1 = 4.
  @Test func theRegionCoversWhatOverflows() {
    let svg = svg(
      Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 40, height: 10))
        .blur(radius: 2))
    #expect(svg.contains("x=\"-14\" y=\"-4\" width=\"48\" height=\"28\"><feGaussianBlur"))
  }

  @Test func colourFiltersChainInOrderOnOneNode() {
    let host = host(
      Color.red.frame(width: 20, height: 20).grayscale(0.25).brightness(0.1).contrast(2)
        .colorInvert().hueRotation(.degrees(90)).saturation(3).tag("c"))
    #expect(host.renderTree.root.subtreeCount == 2)
    let svg = SVGBackend().render(host.renderTree)
    let primitives: [String] = [
      "<feColorMatrix type=\"saturate\" values=\"0.75\"/>",
      "<feColorMatrix type=\"matrix\" values=\"1 0 0 0 0.1 0 1 0 0 0.1 0 0 1 0 0.1 0 0 0 1 0\"/>",
      "<feColorMatrix type=\"matrix\" values=\"2 0 0 0 -0.5 0 2 0 0 -0.5 0 0 2 0 -0.5 0 0 0 1 0\"/>",
      "<feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/>",
      "<feColorMatrix type=\"hueRotate\" values=\"90\"/>",
      "<feColorMatrix type=\"saturate\" values=\"3\"/></filter>",
    ]
    let chain = primitives.joined()
    #expect(svg.contains(chain))
    #expect(
      host.renderTree.dump().contains(
        "grayscale 0.25 brightness 0.1 contrast 2 colorInvert hueRotation 90° saturation 3"))
  }

  @Test func aShadowAndAFilterStayOnTwoNodes() {
    let host = host(
      Color.red.frame(width: 20, height: 20).shadow(radius: 2).blur(radius: 1).tag("s"))
    #expect(host.renderTree.root.subtreeCount == 3)
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("-shadow)\"") && svg.contains("-filter)\""))
  }

  @Test func neutralAndBadAmountsDrawNoFilter() {
    #expect(!svg(Color.red.frame(width: 20, height: 20).grayscale(0)).contains("<filter"))
    let host = host(Color.red.frame(width: 20, height: 20).brightness(.nan))
    #expect(
      host.diagnostics.map(\.message) == ["The brightness amount nan is not finite; 0 was used."])
    #expect(!SVGBackend().render(host.renderTree).contains("<filter"))
  }
}

@MainActor
struct RecordedModifierTests {
  @Test func symbolEffectsAndFeedbackAreRecordedAndDrawNothing() {
    let plain = host(Image(systemName: "bell"))
    let effects = host(
      VStack {
        Image(systemName: "bell").symbolEffect(.bounce, value: 1)
        Image(systemName: "bell").symbolEffect(.pulse.byLayer, options: .repeating)
        Image(systemName: "bell").symbolEffect(.wiggle, isActive: false)
      }
      .sensoryFeedback(.selection, trigger: 1))
    let dump = effects.renderTree.dump()
    #expect(dump.contains("symbolEffect bounce › Image"))
    #expect(dump.contains("symbolEffect pulse.byLayer › Image"))
    #expect(!dump.contains("wiggle"))
    #expect(dump.contains("sensoryFeedback selection › VStack"))
    // The symbol draws as it does without the effect.
    let bell = SVGBackend().render(plain.renderTree).split(separator: "\n").last {
      $0.contains("<path")
    }
    #expect(bell.map { SVGBackend().render(effects.renderTree).contains($0) } == true)
  }
}

@MainActor
struct ShapeModifierTests {
  @Test func aRotatedRectangleTurnsAboutItsCentre() {
    // (0, 0) of a 100 × 50 rectangle is (−50, −25) from its centre; a quarter turn takes it
    // to (25, −50) from the centre, (75, −25).
    let path = Rectangle().rotation(.degrees(90)).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 50))
    guard case .move(let first) = path.elements.first else {
      Issue.record("The path does not start with a move")
      return
    }
    #expect(abs(first.x - 75) < 1e-9 && abs(first.y + 25) < 1e-9)
  }

  @Test func offsetAndScaledShapesMoveTheirOutline() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      Rectangle().offset(x: 10, y: 5).path(in: rect)
        == Path(CGRect(x: 10, y: 5, width: 100, height: 50)))
    #expect(
      Rectangle().scale(0.5).path(in: rect)
        == Path(CGRect(x: 25, y: 12.5, width: 50, height: 25)))
    #expect(
      Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect)
        == Path(CGRect(x: 0, y: 0, width: 200, height: 50)))
  }

  @Test func aProgressRingDrawsTheTrimmedArc() {
    let host = host(
      Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4)
        .frame(width: 100, height: 100))
    let svg = SVGBackend().render(host.renderTree)
    // The first quarter of the circle, from its rightmost point down to its bottom.
    #expect(svg.contains("d=\"M100 50C100 77.614 77.614 100 50 100\""))
  }
}

@MainActor
struct CompositingTests {
  @Test func aBlendModeIsDrawnWithCSSMixBlendMode() {
    let host = host(Circle().fill(Color.red).frame(width: 50, height: 50).blendMode(.multiply))
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("style=\"mix-blend-mode:multiply\""))
    #expect(TextBackend(style: .tree).render(host.renderTree).contains("blend multiply"))
  }

  @Test func aCompositingGroupIsolatesTheBlendsInside() {
    let host = host(
      ZStack {
        Color.blue.frame(width: 50, height: 50)
        Color.red.frame(width: 30, height: 30).blendMode(.screen)
      }
      .compositingGroup())
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("style=\"isolation:isolate\""))
    #expect(svg.contains("style=\"mix-blend-mode:screen\""))
  }

  @Test func aBlendInsideAnIsolatedGroupKeepsItsOwnGroup() {
    let host = host(Color.red.frame(width: 10, height: 10).blendMode(.screen).compositingGroup())
    let svg = SVGBackend().render(host.renderTree)
    // Two groups: the isolated one, holding the blended one (one group with both styles
    // would blend with what is behind the group).
    #expect(svg.contains("style=\"isolation:isolate\""))
    #expect(svg.contains("style=\"mix-blend-mode:screen\""))
    #expect(!svg.contains("mix-blend-mode:screen;isolation:isolate"))
  }

  @Test func aBlendModeCSSLacksIsDrawnNormallyAndReported() {
    let host = host(Color.red.frame(width: 10, height: 10).blendMode(.destinationOut))
    #expect(!SVGBackend().render(host.renderTree).contains("mix-blend-mode"))
    #expect(
      host.diagnostics.map(\.message) == [
        "The blend mode destinationOut has no SVG equivalent; the view is drawn normally."
      ])
  }
}

/// A translation by `x` through a custom geometry effect, animated through its data.
struct Slide: GeometryEffect {
  var x: CGFloat

  nonisolated var animatableData: CGFloat {
    get { x }
    set { x = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
  }
}

@MainActor
struct GeometryEffectTests {
  private func projection(_ host: ViewHost, of identifier: String = "bar") -> ProjectionTransform? {
    host.renderTree.node(identifiedBy: identifier)?.effects.projection
  }

  private func svgLine(_ host: ViewHost, containing marker: String) -> String? {
    SVGBackend().render(host.renderTree).split(separator: "\n")
      .first { $0.contains(marker) }.map(String.init)
  }

  @Test func anAffineTransformIsDrawnExactlyAndLeavesLayoutAlone() {
    let host = host(bar().transformEffect(CGAffineTransform(translationX: 10, y: 5)).tag("bar"))
    #expect(host.frame(of: "bar") == rect(50, 75, 100, 50))
    #expect(host.renderTree.dump().contains("matrix (1, 0, 0, 1, 10, 5)"))
    #expect(
      svgLine(host, containing: "data-identifier=\"bar\"")?.contains(
        "transform=\"translate(50 75) matrix(1 0 0 1 10 5)\"") == true)
  }

  @Test func aTurnAboutTheZAxisIsARotationAboutTheAnchor() {
    // The top leading corner, 50 left of and 25 above the centre (50, 25), turned a quarter
    // clockwise lands 25 right of and 50 above it: (75, −25).
    let host = host(bar().rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)).tag("bar"))
    let matrix = projection(host)
    #expect(matrix?.isAffine == true)
    #expect(abs(matrix!.m11) < 1e-12 && abs(matrix!.m12 - 1) < 1e-12)
    #expect(abs(matrix!.m21 + 1) < 1e-12 && abs(matrix!.m22) < 1e-12)
    #expect(abs(matrix!.m31 - 75) < 1e-9 && abs(matrix!.m32 + 25) < 1e-9)
  }

  @Test func aTurnAboutTheYAxisIsSeenInPerspective() {
    // A 100-point square turned 60° about the vertical axis through its centre, seen from
    // 100 points away (the longer side over a perspective of 1). The right edge's middle,
    // 50 to the right, turns to x = 25, depth −43.30 (away): w = 1.4330, drawn 17.446 right
    // of the centre; the left edge comes nearer (w = 0.5670) and is drawn 44.093 left of
    // it; the top right corner is drawn 34.892 above the centre.
    let host = host(
      Color.red.frame(width: 100, height: 100)
        .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).tag("bar"))
    let matrix = try! #require(projection(host))
    #expect(!matrix.isAffine)
    let right = CGPoint(x: 100, y: 50).applying(matrix)
    let left = CGPoint(x: 0, y: 50).applying(matrix)
    let corner = CGPoint(x: 100, y: 0).applying(matrix)
    #expect(abs(right.x - 67.44576) < 1e-4 && abs(right.y - 50) < 1e-9)
    #expect(abs(left.x - 5.90730) < 1e-4)
    #expect(abs(corner.y - 15.10847) < 1e-4)
    // The effect folds into the view it draws, with its exact matrix.
    #expect(
      host.renderTree.dump().contains(
        "Color #bar (50, 50, 100, 100) fill #ff3b30 projection (0.933, 0.433, 0.009; 0, 1, 0; 3.349, -21.651, 0.567)"
      ))
    // SVG has no perspective: the nearest affine transform over the square is drawn.
    #expect(svgLine(host, containing: "data-identifier=\"bar\"")?.contains("matrix(") == true)
  }

  @Test func aCustomEffectAnimatesThroughItsData() throws {
    struct Screen: View {
      @State private var moved = false
      var body: some View {
        VStack {
          Color.red.frame(width: 10, height: 10).modifier(Slide(x: moved ? 100 : 0)).tag("bar")
          Button("Move") { withAnimation(.linear(duration: 1)) { moved = true } }
        }
      }
    }
    let host = host(Screen())
    #expect(projection(host) == nil)
    try host.tap("Move")
    host.advance(by: 0.25)
    #expect(projection(host)?.m31 == 25)
    host.advance(by: 0.75)
    #expect(projection(host)?.m31 == 100)
  }

  @Test func aMatrixThatIsNotFiniteIsReportedAndLeftOut() {
    let host = host(bar().transformEffect(CGAffineTransform(translationX: .nan, y: 0)).tag("bar"))
    #expect(projection(host) == nil)
    #expect(host.diagnostics.contains { $0.message.contains("not finite") })
  }

  @Test func projectionsCompose() {
    let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
    let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
    // Moved, then scaled: (1, 1) → (11, 1) → (22, 2).
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    #expect(
      CGPoint(x: 22, y: 2).applying(move.concatenating(scale).inverted()) == CGPoint(x: 1, y: 1))
    #expect(CGAffineTransform(rotationAngle: .pi / 2).isIdentity == false)
  }
}

@MainActor
struct PerspectiveEdgeTests {
  @Test func aViewTurnedPastTheViewerIsDrawnAsNothing() {
    // Turned a quarter about y with a perspective of 2 (the viewer 50 points away, the
    // square's near edge 50 points towards them): that edge is at the viewer, w = 0.
    let host = host(
      Color.red.frame(width: 100, height: 100)
        .rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0), perspective: 2).tag("card"))
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("matrix(0 0 0 0 0 0)"))
    #expect(!svg.contains("nan"))
  }
}
