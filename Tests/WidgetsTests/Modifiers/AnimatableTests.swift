import Backends
import Foundation
import Testing
import Widgets

/// A bar whose right edge is at `fraction` of its rectangle: a custom shape whose path
/// animates through its `animatableData`.
struct Bar: Shape {
  var fraction: Double

  nonisolated var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  nonisolated func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
  }
}

/// Padding that a change animates through the modifier's `animatableData`.
struct Inset: ViewModifier, Animatable {
  var amount: CGFloat

  nonisolated var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> some View {
    content.padding(.leading, amount)
  }
}

/// A number drawn by a view whose text follows its animatable data.
struct CountingText: View, Animatable {
  var value: Double

  nonisolated var animatableData: Double {
    get { value }
    set { value = newValue }
  }

  var body: some View {
    Text("\(Int(value.rounded()))").tag("count")
  }
}

struct AnimatableScreen: View {
  var animation: Animation? = .linear(duration: 1)
  var log: CallLog? = nil
  @State private var on = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Bar(fraction: on ? 1 : 0.5).fill(.red).frame(width: 200, height: 10).tag("bar")
      Circle().trim(from: 0, to: on ? 1 : 0).stroke(.blue, lineWidth: 2)
        .frame(width: 20, height: 20).tag("ring")
      Color.green.frame(width: 10, height: 10).tag("inset").modifier(Inset(amount: on ? 100 : 0))
      CountingText(value: on ? 100 : 0)
      Button("Go") {
        if let log {
          withAnimation(animation, { on.toggle() }, completion: { log.entries.append("done") })
        } else {
          withAnimation(animation) { on.toggle() }
        }
      }
    }
    .frame(width: 200, height: 200, alignment: .topLeading)
  }
}

@MainActor
struct AnimatableTests {
  /// The width of the bar's drawn path.
  private func barWidth(_ host: ViewHost) -> CGFloat? {
    guard
      case .path(let path)? = host.renderTree.node(identifiedBy: "bar")?.content?.shape?.geometry
        .kind
    else { return nil }
    return path.boundingRect.width
  }

  private func count(_ host: ViewHost) -> String? {
    host.drawnText(of: "count")?.string
  }

  @Test func aCustomShapesPathFollowsItsAnimatableData() throws {
    let host = host(AnimatableScreen())
    #expect(barWidth(host) == 100)
    try host.tap("Go")
    // Nothing has moved at the instant of the tap.
    #expect(barWidth(host) == 100)
    host.advance(by: 0.25)
    #expect(barWidth(host) == 125)
    host.advance(by: 0.5)
    #expect(barWidth(host) == 175)
    host.advance(by: 0.25)
    #expect(barWidth(host) == 200)
    // Over: the clock no longer moves anything.
    #expect(!host.isAnimating)
  }

  @Test func anAnimatableModifierLaysOutAgainAtEveryInstant() throws {
    let host = host(AnimatableScreen())
    #expect(host.frame(of: "inset")?.minX == 0)
    try host.tap("Go")
    host.advance(by: 0.3)
    // 30 of the 100 points of padding, the green square after them.
    #expect(host.frame(of: "inset")?.minX == 30)
    host.advance(by: 0.7)
    #expect(host.frame(of: "inset")?.minX == 100)
  }

  @Test func anAnimatableViewsBodyIsEvaluatedWithTheDataPartWay() throws {
    let host = host(AnimatableScreen())
    #expect(count(host) == "0")
    try host.tap("Go")
    host.advance(by: 0.5)
    #expect(count(host) == "50")
    host.settle()
    #expect(count(host) == "100")
  }

  @Test func aTrimmedCircleDrawsAProgressRingThatAnimates() throws {
    let host = host(AnimatableScreen())
    try host.tap("Go")
    host.advance(by: 0.5)
    // Half the circle of radius 10 (the stroke is centred on the outline): the trimmed path
    // runs from the rightmost point clockwise to the leftmost one, through the bottom, so it
    // spans the full width and half the height.
    guard
      case .path(let path)? = host.renderTree.node(identifiedBy: "ring")?.content?.shape?.geometry
        .kind
    else {
      Issue.record("the ring is not drawn as a path")
      return
    }
    let bounds = path.boundingRect
    #expect(abs(bounds.width - 20) < 0.01)
    #expect(abs(bounds.height - 10) < 0.01)
  }

  @Test func withoutAnAnimationTheDataJumps() throws {
    let host = host(AnimatableScreen(animation: nil))
    try host.tap("Go")
    #expect(barWidth(host) == 200)
    #expect(count(host) == "100")
    #expect(!host.isAnimating)
  }

  @Test func aChangeMidwayStartsFromWhereTheDataIs() throws {
    let host = host(AnimatableScreen())
    try host.tap("Go")
    host.advance(by: 0.5)
    #expect(barWidth(host) == 150)
    // Back towards 100 from 150, over a second.
    try host.tap("Go")
    host.advance(by: 0.5)
    #expect(barWidth(host) == 125)
    host.advance(by: 0.5)
    #expect(barWidth(host) == 100)
  }

  @Test func theCompletionWaitsForTheData() throws {
    let log = CallLog()
    let host = host(AnimatableScreen(log: log))
    try host.tap("Go")
    host.advance(by: 0.9)
    #expect(log.entries.isEmpty)
    host.advance(by: 0.1)
    #expect(log.entries == ["done"])
  }

  @Test func anAnimationModifierAnimatesTheDataBelowIt() throws {
    struct Screen: View {
      @State private var fraction = 0.5
      var body: some View {
        VStack {
          Bar(fraction: fraction).frame(width: 200, height: 10).tag("bar")
            .animation(.linear(duration: 2), value: fraction)
          Button("Go") { fraction = 1 }
        }
      }
    }
    let host = host(Screen())
    try host.tap("Go")
    host.advance(by: 1)
    #expect(barWidth(host) == 150)
  }

  @Test func vectorArithmeticOfPairs() {
    var pair = AnimatablePair(1.0, CGFloat(2))
    pair.scale(by: 3)
    #expect(pair == AnimatablePair(3.0, CGFloat(6)))
    #expect(pair.magnitudeSquared == 45)
    #expect(
      AnimatablePair(0.0, CGFloat(0)).interpolated(towards: pair, amount: 0.5)
        == AnimatablePair(1.5, CGFloat(3)))
    var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    rect.animatableData = rect.animatableData.interpolated(
      towards: CGRect(x: 10, y: 20, width: 30, height: 40).animatableData, amount: 0.5)
    #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 25))
    #expect(Angle.degrees(180).animatableData == .pi)
  }
}

@MainActor
struct AnimatableEdgeTests {
  private func barWidth(_ host: ViewHost) -> CGFloat? {
    var node = host.renderTree.node(identifiedBy: "bar")
    while let current = node, current.content == nil { node = current.children.first }
    guard case .path(let path)? = node?.content?.shape?.geometry.kind else { return nil }
    return path.boundingRect.width
  }

  @Test func aModifierThatAnimatesEveryChangeDoesNotChaseTheFramesOfTheData() throws {
    // The value-less `animation(_:)` animates the change once; the shape's own element, and
    // the filled shape inside it, show the frames it passes down without animating them
    // again (which would lag: 137.5 rather than 150 halfway).
    struct Screen: View {
      @State private var fraction = 0.5
      var body: some View {
        VStack {
          Bar(fraction: fraction).fill(.red).frame(width: 200, height: 10).tag("bar")
            .animation(.linear(duration: 1))
          Button("Go") { fraction = 1 }
        }
      }
    }
    let host = host(Screen())
    try host.tap("Go")
    host.advance(by: 0.5)
    #expect(barWidth(host) == 150)
    host.advance(by: 0.5)
    #expect(barWidth(host) == 200)
    #expect(!host.isAnimating)
  }

  @Test func aChangeWithoutAnimationStopsTheDataAtOnce() throws {
    struct Screen: View {
      @State private var fraction = 0.5
      var body: some View {
        VStack {
          Bar(fraction: fraction).frame(width: 200, height: 10).tag("bar")
          Button("Animate") { withAnimation(.linear(duration: 1)) { fraction = 1 } }
          Button("Jump") { fraction = 0.25 }
        }
      }
    }
    let host = host(Screen())
    try host.tap("Animate")
    host.advance(by: 0.5)
    try host.tap("Jump")
    #expect(barWidth(host) == 50)
    #expect(!host.isAnimating)
  }
}
