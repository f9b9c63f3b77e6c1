import Foundation
import Observation
import Testing
import Widgets

/// When only a descendant changes, the views above it are not asked for their bodies again:
/// their last bodies are resolved again as they were, as in SwiftUI.
@MainActor
struct BodyReplayTests {
  @Observable @MainActor
  final class Counter {
    var value = 0
  }

  /// Counts the bodies asked for, by view.
  final class BodyLog {
    var outer = 0
    var middle = 0
    var inner = 0
  }

  struct Inner: View {
    let counter: Counter
    let log: BodyLog
    var body: some View {
      log.inner += 1
      return Text("Count \(counter.value)")
    }
  }

  /// A view whose body goes through a modifier of its own, which also has a body.
  struct Middle: View {
    let counter: Counter
    let log: BodyLog
    var body: some View {
      log.middle += 1
      return VStack {
        Inner(counter: counter, log: log)
        Text("Fixed")
      }
      .modifier(Card())
    }
  }

  struct Card: ViewModifier {
    func body(content: Content) -> some View {
      content.padding(4).background(Color.gray)
    }
  }

  struct Outer: View {
    let counter: Counter
    let log: BodyLog
    var body: some View {
      log.outer += 1
      return HStack { Middle(counter: counter, log: log) }
    }
  }

  @Test func onlyTheChangedViewsBodyIsAskedFor() {
    let counter = Counter()
    let log = BodyLog()
    let host = WidgetsTests.host(Outer(counter: counter, log: log))
    #expect((log.outer, log.middle, log.inner) == (1, 1, 1))
    counter.value = 1
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
    #expect(texts.map { $0.lines.map(\.text).joined() } == ["Count 1", "Fixed"])
    #expect((log.outer, log.middle, log.inner) == (1, 1, 2))
    counter.value = 2
    #expect(
      host.renderTree.allNodes().compactMap { $0.node.content?.text }.first?.lines.first?.text
        == "Count 2")
    #expect((log.outer, log.middle, log.inner) == (1, 1, 3))
  }
}
