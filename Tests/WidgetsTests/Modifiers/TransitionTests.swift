import Backends
import Foundation
import Testing
import Widgets

/// A custom transition: half size and transparent outside its rest, and 40 points lower as
/// it enters.
struct Drop: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .scaleEffect(phase.isIdentity ? 1 : 0.5)
      .offset(y: phase == .willAppear ? 40 : 0)
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

/// A card shown and hidden by a button, with `transition`, over a linear second.
struct TransitionScreen<T: Transition>: View {
  let transition: T
  @State private var shown = false

  var body: some View {
    VStack {
      Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
      if shown {
        Color.red.frame(width: 100, height: 50).transition(transition).tag("card")
      }
    }
    .frame(width: 200, height: 200, alignment: .top)
  }
}

@MainActor
struct CustomTransitionTests {
  private func effects(_ host: ViewHost) -> RenderEffects? {
    host.renderTree.node(identifiedBy: "card")?.effects
  }

  @Test func aViewEntersFromItsWillAppearPhase() throws {
    let host = host(TransitionScreen(transition: Drop()))
    try host.tap("Toggle")
    host.advance(by: 0.5)
    // Halfway from the willAppear phase (scale 0.5, 40 lower, transparent) to rest.
    let drawn = try #require(effects(host))
    #expect(drawn.opacity == 0.5)
    #expect(drawn.transform?.scale == CGSize(width: 0.75, height: 0.75))
    #expect(drawn.offset == CGSize(width: 0, height: 20))
    host.settle()
    #expect(effects(host) == RenderEffects())
  }

  @Test func aViewLeavesToItsDidDisappearPhase() throws {
    let host = host(TransitionScreen(transition: Drop()))
    try host.tap("Toggle")
    host.settle()
    try host.tap("Toggle")
    host.advance(by: 0.5)
    // Halfway to the didDisappear phase, which does not move the card.
    let drawn = try #require(effects(host))
    #expect(drawn.opacity == 0.5)
    #expect(drawn.transform?.scale == CGSize(width: 0.75, height: 0.75))
    #expect(drawn.offset == .zero)
    host.settle()
    #expect(host.renderTree.node(identifiedBy: "card") == nil)
  }

  @Test func blurReplaceBlursScalesAndFades() throws {
    let host = host(TransitionScreen(transition: .blurReplace))
    try host.tap("Toggle")
    host.advance(by: 0.5)
    // Halfway from a blur of 10, a scale of 0.8 and transparency.
    let drawn = try #require(effects(host))
    #expect(drawn.filters == [.blur(radius: 5)])
    #expect(drawn.transform?.scale == CGSize(width: 0.9, height: 0.9))
    #expect(drawn.opacity == 0.5)
    host.settle()
    #expect(effects(host)?.filters == [])
  }

  @Test func blurReplaceUpUpGrowsAsItLeaves() throws {
    let host = host(TransitionScreen(transition: .blurReplace(.upUp)))
    try host.tap("Toggle")
    host.settle()
    try host.tap("Toggle")
    host.advance(by: 0.5)
    #expect(effects(host)?.transform?.scale == CGSize(width: 1.125, height: 1.125))
  }

  @Test func phasesCombineWithOtherTransitions() throws {
    let host = host(
      TransitionScreen(transition: Drop().combined(with: BlurReplaceTransition.blurReplace)))
    try host.tap("Toggle")
    host.advance(by: 0.5)
    let drawn = try #require(effects(host))
    // Scales multiply (0.5 × 0.8 = 0.4, halfway 0.7) and the opacities too.
    #expect(drawn.transform?.scale == CGSize(width: 0.7, height: 0.7))
    #expect(drawn.filters == [.blur(radius: 5)])
    #expect(drawn.opacity == 0.5)
  }
}

/// A count whose text cross-fades when it changes.
struct CountScreen: View {
  @State private var count = 1

  var body: some View {
    VStack {
      Text("\(count)").contentTransition(.numericText()).tag("count")
      Button("Add") { withAnimation(.linear(duration: 1)) { count += 1 } }
    }
  }
}

@MainActor
struct ContentTransitionTests {
  /// The texts drawn, with their opacities, in drawing order.
  private func texts(_ host: ViewHost) -> [String] {
    var result: [String] = []
    var pending = [host.renderTree.root]
    while let node = pending.popLast() {
      if let text = node.content?.text {
        result.append("\(text.string) \(node.effects.opacity)")
      }
      pending.append(contentsOf: node.children.reversed())
    }
    return result.filter { !$0.hasPrefix("Add") }
  }

  @Test func aChangedTextCrossFades() throws {
    let host = host(CountScreen())
    #expect(texts(host) == ["1 1.0"])
    try host.tap("Add")
    host.advance(by: 0.25)
    // The old string fades out behind the new one, which fades in.
    #expect(texts(host) == ["1 0.75", "2 0.25"])
    host.settle()
    #expect(texts(host) == ["2 1.0"])
  }

  @Test func withoutAContentTransitionTheTextChangesAtOnce() throws {
    struct Plain: View {
      @State private var count = 1
      var body: some View {
        VStack {
          Text("\(count)")
          Button("Add") { withAnimation(.linear(duration: 1)) { count += 1 } }
        }
      }
    }
    let host = host(Plain())
    try host.tap("Add")
    host.advance(by: 0.25)
    #expect(texts(host) == ["2 1.0"])
  }
}

/// Two tabs 100 points wide, the selected one underlined by a bar matched between them.
struct MatchedTabs: View {
  @Namespace private var tabs
  @State private var selected = 0

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<2) { index in
        ZStack(alignment: .bottom) {
          Button("Tab \(index)") { withAnimation(.linear(duration: 1)) { selected = index } }
            .frame(width: 100, height: 40)
          if selected == index {
            Color.blue.frame(width: 80, height: 4)
              .matchedGeometryEffect(id: "bar", in: tabs)
              .tag("bar \(index)")
          }
        }
      }
    }
  }
}

@MainActor
struct MatchedGeometryTests {
  @Test func aViewEnteringAGroupMovesFromTheViewLeavingIt() throws {
    let host = host(MatchedTabs())
    // The tabs are centred: 200 × 40 at y 80; the bar sits at the bottom of the first.
    #expect(host.frame(of: "bar 0") == rect(10, 116, 80, 4))
    try host.tap("Tab 1")
    host.advance(by: 0.5)
    // Both bars are halfway between the first tab (x 10) and the second (x 110), one fading
    // in, the other out.
    #expect(host.frame(of: "bar 1") == rect(60, 116, 80, 4))
    #expect(host.renderTree.node(identifiedBy: "bar 1")?.effects.opacity == 0.5)
    #expect(host.frame(of: "bar 0") == rect(60, 116, 80, 4))
    #expect(host.renderTree.node(identifiedBy: "bar 0")?.effects.opacity == 0.5)
    host.settle()
    #expect(host.frame(of: "bar 1") == rect(110, 116, 80, 4))
    #expect(host.frame(of: "bar 0") == nil)
  }

  @Test func withoutAnAnimationTheViewsSwapAtOnce() throws {
    struct Screen: View {
      @Namespace private var space
      @State private var right = false
      var body: some View {
        HStack {
          if right { Spacer() }
          Color.blue.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: space)
            .tag("dot")
          if !right { Spacer() }
          Button("Move") { right.toggle() }
        }
      }
    }
    let host = host(Screen())
    try host.tap("Move")
    #expect(!host.isAnimating)
  }

  @Test func namespacesDifferByViewAndLastWithIt() {
    struct Reader: View {
      @Namespace private var first
      @Namespace private var second
      let log: CallLog
      var body: some View {
        log.entries.append(first == second ? "same" : "different")
        return Text("x")
      }
    }
    let log = CallLog()
    _ = host(Reader(log: log))
    #expect(log.entries == ["different"])
  }
}

@MainActor
struct ContentTransitionEdgeTests {
  @Test func aSecondChangeMidFadeKeepsOneOutgoingString() throws {
    let host = host(CountScreen())
    try host.tap("Add")
    host.advance(by: 0.25)
    try host.tap("Add")
    host.advance(by: 0.25)
    // "1" is gone; "2", shown at 0.25 when "3" came, fades from there (0.25 × 0.75); "3"
    // fades in.
    var texts: [String] = []
    var pending = [host.renderTree.root]
    while let node = pending.popLast() {
      if let text = node.content?.text, !text.string.hasPrefix("Add") {
        texts.append("\(text.string) \(node.effects.opacity)")
      }
      pending.append(contentsOf: node.children.reversed())
    }
    #expect(texts == ["2 0.1875", "3 0.25"])
  }
}
