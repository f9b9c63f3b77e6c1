import Backends
import Foundation
import Testing
import Widgets

/// A bar 100 points wide that a button widens to 200, in the top-leading corner.
struct Widening: View {
  let animation: Animation?
  var log: CallLog? = nil
  @State private var wide = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: wide ? 200 : 100, height: 20).tag("bar")
      Button("Toggle") {
        if let log {
          withAnimation(animation, { wide.toggle() }, completion: { log.entries.append("done") })
        } else {
          withAnimation(animation) { wide.toggle() }
        }
      }
    }
    .frame(width: 200, height: 200, alignment: .topLeading)
  }
}

@MainActor
struct AnimationTests {
  private func width(_ host: ViewHost) -> CGFloat? { host.frame(of: "bar")?.width }

  /// The bar's width at each of `times` (seconds after the tap) under `animation`.
  private func widths(_ animation: Animation, at times: [Double]) throws -> [CGFloat?] {
    let host = host(Widening(animation: animation))
    try host.tap("Toggle")
    var result: [CGFloat?] = []
    var now = 0.0
    for time in times {
      host.advance(by: time - now)
      now = time
      result.append(width(host))
    }
    return result
  }

  @Test func linearMovesAtConstantSpeed() throws {
    #expect(try widths(.linear(duration: 1), at: [0, 0.25, 0.5, 1]) == [100, 125, 150, 200])
  }

  // Values of the Bézier curves, solved independently (bisection in another language) and
  // rounded to the half-point grid: easeInOut 0.1292 / 0.5 / 0.8708 at a quarter, half and
  // three quarters; easeIn 0.0935 / 0.3154 / 0.6219; easeOut 0.3781 / 0.6846 / 0.9065.
  @Test func easingCurvesFollowTheirBeziers() throws {
    let times = [0.25, 0.5, 0.75]
    #expect(try widths(.easeInOut(duration: 1), at: times) == [113, 150, 187])
    #expect(try widths(.easeIn(duration: 1), at: times) == [109.5, 131.5, 162])
    #expect(try widths(.easeOut(duration: 1), at: times) == [138, 168.5, 190.5])
    #expect(try widths(.timingCurve(0.42, 0, 0.58, 1, duration: 1), at: times) == [113, 150, 187])
    // The presets last 0.35 s.
    #expect(try widths(.easeInOut, at: [0.175, 0.35]) == [150, 200])
  }

  // A critically damped spring of response 1: 1 − e^(−2πt)(1 + 2πt), 0.4656 at 0.25 s and
  // 0.8210 at 0.5 s. Damping 0.5 (bounce 0.5): 1 − e^(−πt)(cos ω't + 0.5774 sin ω't) with
  // ω' = 2π·√0.75, 0.6473 at 0.25 s and 1.1407 (overshooting) at 0.5 s.
  @Test func springsFollowTheClosedForm() throws {
    #expect(
      try widths(.spring(response: 1, dampingFraction: 1), at: [0.25, 0.5]) == [146.5, 182])
    #expect(try widths(.spring(duration: 1, bounce: 0.5), at: [0.25, 0.5]) == [164.5, 214])
    #expect(
      try widths(.interpolatingSpring(stiffness: 4 * .pi * .pi, damping: 4 * .pi), at: [0.25]) == [
        146.5
      ])
  }

  @Test func delaySpeedAndRepeats() throws {
    #expect(try widths(.linear(duration: 1).delay(0.5), at: [0.5, 1, 1.5]) == [100, 150, 200])
    #expect(try widths(.linear(duration: 1).speed(2), at: [0.25, 0.5]) == [150, 200])
    // Forth, back, forth again.
    #expect(
      try widths(.linear(duration: 1).repeatCount(3), at: [0.5, 1.25, 2.5, 3.5])
        == [150, 175, 150, 200])
  }

  @Test func settleRunsToTheEnd() throws {
    let host = host(Widening(animation: .spring(duration: 0.5, bounce: 0.3)))
    try host.tap("Toggle")
    #expect(width(host) == 100)
    host.settle()
    #expect(width(host) == 200)
    #expect(host.time > 0.5)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func withoutAnAnimationTheChangeIsImmediate() throws {
    let host = host(Widening(animation: nil))
    try host.tap("Toggle")
    #expect(width(host) == 200)
  }

  @Test func aCompletionRunsWhenTheAnimationEnds() throws {
    let log = CallLog()
    let host = host(Widening(animation: .linear(duration: 1), log: log))
    try host.tap("Toggle")
    host.advance(by: 0.5)
    #expect(log.entries == [])
    host.advance(by: 0.5)
    #expect(log.entries == ["done"])
  }

  @Test func aCompletionWithNothingToAnimateRunsAtOnce() throws {
    let log = CallLog()
    let host = host(Widening(animation: nil, log: log))
    try host.tap("Toggle")
    #expect(log.entries == ["done"])
  }

  @Test func foreverIsBoundedBySettle() throws {
    let host = host(Widening(animation: .linear(duration: 1).repeatForever()))
    try host.tap("Toggle")
    host.settle()
    #expect(host.time == 60)
    #expect(
      host.diagnostics.map(\.message) == [
        "Animations were still running after 60 seconds (repeatForever, or a spring without damping); settle() stopped there."
      ])
    host.advance(by: .nan)
    #expect(
      host.diagnostics.map(\.message) == [
        "The clock cannot advance by nan seconds; it did not move."
      ])
  }
}

/// A box that a button shows and hides, with a transition, and a label below it that moves.
struct Appearing: View {
  let transition: AnyTransition
  @State private var shown = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if shown {
        Color.blue.frame(width: 100, height: 40).transition(transition).tag("box")
      }
      Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.tag("toggle")
    }
    .frame(width: 200, height: 200, alignment: .topLeading)
  }
}

/// Two bars: one under `animation(_:value:)`, one beside it that is not.
struct Scoped: View {
  @State private var wide = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: wide ? 200 : 100, height: 20)
        .animation(.linear(duration: 1), value: wide)
        .tag("scoped")
      Color.green.frame(width: wide ? 200 : 100, height: 20).tag("plain")
      Button("Toggle") { wide.toggle() }
    }
    .frame(width: 200, height: 200, alignment: .topLeading)
  }
}

/// A square whose colour a button changes from red to blue.
struct Recolouring: View {
  @State private var blue = false

  var body: some View {
    VStack {
      Rectangle().fill(blue ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
        .frame(width: 50, height: 50).tag("square")
      Button("Toggle") { withAnimation(.linear(duration: 1)) { blue.toggle() } }
    }
  }
}

@MainActor
struct TransitionTests {
  private func shape(_ host: ViewHost, _ identifier: String) -> RenderNode? {
    var node = host.renderTree.node(identifiedBy: identifier)
    while let current = node, current.content == nil { node = current.children.first }
    return node
  }

  @Test func anInsertedViewFadesIn() throws {
    let host = host(Appearing(transition: .opacity))
    try host.tap("Toggle")
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.opacity == 0)
    host.advance(by: 0.25)
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.opacity == 0.25)
    host.settle()
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.opacity == 1)
  }

  @Test func aRemovedViewStaysUntilItHasFadedOut() throws {
    let host = host(Appearing(transition: .opacity))
    try host.tap("Toggle")
    host.settle()
    try host.tap("Toggle")
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.opacity == 1)
    host.advance(by: 0.75)
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.opacity == 0.25)
    // The button below moves up into the room the box gave up, in the same transaction:
    // from 40 to 0, three quarters of the way.
    #expect(host.frame(of: "toggle")?.minY == 10)
    host.advance(by: 0.25)
    #expect(host.renderTree.node(identifiedBy: "box") == nil)
    #expect(host.lastPatches.map(\.kind).contains(.remove))
    #expect(host.frame(of: "toggle")?.minY == 0)
  }

  @Test func aMoveComesInFromItsEdge() throws {
    let host = host(Appearing(transition: .move(edge: .leading)))
    try host.tap("Toggle")
    // 100 wide: from 100 to the left of its place, a quarter of the way after 0.25 s.
    #expect(host.frame(of: "box") == rect(-100, 0, 100, 40))
    host.advance(by: 0.25)
    #expect(host.frame(of: "box") == rect(-75, 0, 100, 40))
    host.settle()
    #expect(host.frame(of: "box") == rect(0, 0, 100, 40))
  }

  @Test func combinedAndAsymmetricTransitions() throws {
    let host = host(
      Appearing(
        transition: .asymmetric(
          insertion: .offset(y: 40).combined(with: .opacity), removal: .slide)))
    try host.tap("Toggle")
    host.advance(by: 0.5)
    #expect(host.frame(of: "box") == rect(0, 20, 100, 40))
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.opacity == 0.5)
    host.settle()
    try host.tap("Toggle")
    host.advance(by: 0.5)
    // Out to the trailing edge, fully opaque.
    #expect(host.frame(of: "box") == rect(50, 0, 100, 40))
    #expect(host.renderTree.node(identifiedBy: "box")?.effects.opacity == 1)
  }

  @Test func theValueScopedAnimationLeavesOtherViewsAlone() throws {
    let host = host(Scoped())
    try host.tap("Toggle")
    #expect(host.frame(of: "scoped")?.width == 100)
    #expect(host.frame(of: "plain")?.width == 200)
    host.advance(by: 0.5)
    #expect(host.frame(of: "scoped")?.width == 150)
  }

  @Test func coloursMixComponentByComponent() throws {
    let host = host(Recolouring())
    try host.tap("Toggle")
    host.advance(by: 0.25)
    let color = try #require(shape(host, "square")?.content?.shape?.paint.color)
    #expect([color.red, color.green, color.blue, color.opacity] == [0.75, 0, 0.25, 1])
  }

  @Test func incrementalOutputFollowsEveryFrame() throws {
    let host = host(Appearing(transition: .move(edge: .bottom)))
    var svg = SVGBackend().document(host.renderTree)
    var text = TextBackend().document(host.renderTree)
    try host.tap("Toggle")
    for _ in 0..<6 {
      svg = try SVGBackend().update(svg, with: host.lastPatches)
      text = try TextBackend().update(text, with: host.lastPatches)
      #expect(svg.text == SVGBackend().render(host.renderTree))
      #expect(text.text == TextBackend().render(host.renderTree))
      host.advance(by: 0.25)
    }
  }
}

/// A switch that writes its binding, like a toggle.
struct Switch: View {
  @Binding var isOn: Bool

  var body: some View {
    Button("Switch") { isOn.toggle() }
  }
}

/// A bar a switch widens through an animated binding, with feedback and a content
/// transition that are accepted and change nothing.
struct BoundWidening: View {
  @State private var wide = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: wide ? 200 : 100, height: 20).tag("bar")
      Switch(isOn: $wide.animation(.linear(duration: 1)))
      Text(wide ? "wide" : "narrow").contentTransition(.numericText())
    }
    .sensoryFeedback(.selection, trigger: wide)
    .frame(width: 200, height: 200, alignment: .topLeading)
  }
}

@MainActor
struct BindingAnimationTests {
  @Test func aBindingsAnimationAnimatesItsWrites() throws {
    let host = host(BoundWidening())
    try host.tap("Switch")
    host.advance(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 150)
    host.settle()
    #expect(host.frame(of: "bar")?.width == 200)
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "wide" })
  }
}

/// The example of the "Animation on a Virtual Clock" article, as written there.
struct ArticleCard: View {
  @State private var isOpen = false

  var body: some View {
    VStack {
      Color.indigo.frame(width: isOpen ? 300 : 100, height: 60)
        .accessibilityIdentifier("card")
      Button("Open") { withAnimation(.linear(duration: 1)) { isOpen.toggle() } }
    }
  }
}

@MainActor
struct AnimationArticleTests {
  @Test func theArticlesExampleIsHalfWayAtHalfTime() throws {
    let host = ViewHost(ArticleCard(), size: CGSize(width: 390, height: 200))
    try host.tap("Open")
    host.advance(by: 0.5)
    #expect(host.frame(of: "card")?.width == 200)
  }
}

@MainActor
struct AnimationBodyTests {
  @Test func theModifiersInTheBodyAnimateWithTheAnimation() throws {
    struct Screen: View {
      @State private var big = false
      var body: some View {
        VStack {
          Color.red.frame(width: 100, height: 50)
            .animation(.linear(duration: 1)) { content in
              content.scaleEffect(big ? 2 : 1)
            }
            .tag("bar")
          Button("Grow") { big = true }
        }
      }
    }
    let host = host(Screen())
    try host.tap("Grow")
    host.advance(by: 0.5)
    #expect(
      host.renderTree.node(identifiedBy: "bar")?.effects.transform?.scale
        == CGSize(width: 1.5, height: 1.5))
  }
}
