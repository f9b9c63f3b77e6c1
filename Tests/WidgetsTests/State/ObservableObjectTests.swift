import Combine
import Foundation
import Testing
import Widgets

/// Counts the models made, to tell when a `@StateObject` runs its initial value.
@MainActor
final class MadeModels {
  static var count = 0
}

final class ScoreModel: ObservableObject {
  @Published var score = 0

  init() {
    MainActor.assumeIsolated { MadeModels.count += 1 }
  }
}

struct ScoreBoard: View {
  @StateObject private var model = ScoreModel()
  let title: String

  var body: some View {
    VStack {
      Text("\(title): \(model.score)").accessibilityIdentifier("score")
      Button("Score") { model.score += 1 }
    }
  }
}

struct ScoreScreen: View {
  @State private var title = "Home"
  @State private var generation = 0

  var body: some View {
    VStack {
      ScoreBoard(title: title).id(generation)
      Button("Rename") { title += "!" }
      Button("Reset") { generation += 1 }
    }
  }
}

/// A model whose change comes from another thread.
final class FeedModel: ObservableObject, @unchecked Sendable {
  @Published var items = 0
}

struct FeedView: View {
  @ObservedObject var model: FeedModel
  var body: some View { Text("\(model.items) items").accessibilityIdentifier("items") }
}

@MainActor
struct ObservableObjectTests {
  private func text(_ host: ViewHost, _ id: String) -> String? {
    host.renderTree.node(identifiedBy: id)?.content?.text?.string
  }

  @Test func aStateObjectIsMadeOncePerIdentity() throws {
    MadeModels.count = 0
    let host = ViewHost(ScoreScreen(), size: CGSize(width: 300, height: 300))
    #expect(MadeModels.count == 1)
    try host.tap("Score")
    try host.tap("Rename")
    try host.tap("Score")
    // The parent re-made ScoreBoard with a new title twice; the model lived on.
    #expect(text(host, "score") == "Home!: 2")
    #expect(MadeModels.count == 1)
    try host.tap("Reset")
    #expect(text(host, "score") == "Home!: 0", "a new identity starts a new model")
    #expect(MadeModels.count == 2)
  }

  @Test func changesFromAnotherThreadReachTheNextUpdate() async throws {
    let model = FeedModel()
    let host = ViewHost(FeedView(model: model), size: CGSize(width: 200, height: 100))
    #expect(text(host, "items") == "0 items")
    await Task.detached { model.items = 5 }.value
    #expect(text(host, "items") == "5 items")
  }

  @Test func onReceiveHandlesASubjectsValues() throws {
    let subject = PassthroughSubject<String, Never>()
    struct Banner: View {
      let messages: PassthroughSubject<String, Never>
      @State private var last = "none"
      var body: some View {
        Text(last).accessibilityIdentifier("banner").onReceive(messages) { last = $0 }
      }
    }
    let host = ViewHost(Banner(messages: subject), size: CGSize(width: 200, height: 100))
    #expect(text(host, "banner") == "none")
    subject.send("hello")
    #expect(text(host, "banner") == "hello")
    subject.send("again")
    #expect(text(host, "banner") == "again")
  }

  @Test func onReceiveHandlesJustAfterTheUpdate() {
    struct Greeting: View {
      @State private var text = "…"
      var body: some View {
        Text(text).accessibilityIdentifier("greeting").onReceive(Just("Hi")) { text = $0 }
      }
    }
    let host = ViewHost(Greeting(), size: CGSize(width: 200, height: 100))
    #expect(text(host, "greeting") == "Hi")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test func aTimerStopsWhenItsViewLeaves() throws {
    struct Ticker: View {
      @State private var ticks = 0
      @State private var isShown = true
      var body: some View {
        VStack {
          Text("\(ticks)").accessibilityIdentifier("ticks")
          if isShown {
            Color.red.frame(width: 10, height: 10)
              .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in
                ticks += 1
              }
          }
          Button("Hide") { isShown = false }
        }
      }
    }
    let host = ViewHost(Ticker(), size: CGSize(width: 200, height: 200))
    host.advance(by: 1.2)
    #expect(text(host, "ticks") == "2")
    try host.tap("Hide")
    host.advance(by: 5)
    #expect(text(host, "ticks") == "2")
  }

  @Test func environmentObjectsReachDescendants() throws {
    final class Theme: ObservableObject {
      @Published var name = "Light"
    }
    struct Label: View {
      @EnvironmentObject var theme: Theme
      var body: some View { Text(theme.name).accessibilityIdentifier("theme") }
    }
    let theme = Theme()
    let host = ViewHost(
      VStack { Label() }.environmentObject(theme), size: CGSize(width: 200, height: 100))
    #expect(text(host, "theme") == "Light")
    theme.name = "Dark"
    #expect(text(host, "theme") == "Dark")
  }

  @Test func timersRunTheLatestAction() throws {
    struct Stepper: View {
      let step: Int
      @Binding var total: Int
      var body: some View {
        Text("\(total)").accessibilityIdentifier("total")
          .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
            total += step
          }
      }
    }
    struct Screen: View {
      @State private var step = 1
      @State private var total = 0
      var body: some View {
        VStack {
          Stepper(step: step, total: $total)
          Button("Bigger steps") { step = 10 }
        }
      }
    }
    let host = ViewHost(Screen(), size: CGSize(width: 200, height: 200))
    host.advance(by: 2)
    #expect(text(host, "total") == "2")
    try host.tap("Bigger steps")
    host.advance(by: 1)
    #expect(text(host, "total") == "12")
  }
}

final class TitledModel: ObservableObject {
  @Published var title: String
  init(_ title: String) { self.title = title }
}

@MainActor
struct OnReceiveSourceTests {
  @Test func aPublisherOfAnotherModelReplacesTheSubscription() throws {
    struct TitleMirror: View {
      let model: TitledModel
      @State private var seen = "none"
      var body: some View {
        Text(seen).accessibilityIdentifier("seen").onReceive(model.$title) { seen = $0 }
      }
    }
    struct Screen: View {
      let first: TitledModel
      let second: TitledModel
      @State private var useSecond = false
      var body: some View {
        VStack {
          TitleMirror(model: useSecond ? second : first)
          Button("Switch") { useSecond = true }
        }
      }
    }
    let first = TitledModel("one")
    let second = TitledModel("two")
    let host = ViewHost(Screen(first: first, second: second), size: CGSize(width: 200, height: 100))
    #expect(host.renderTree.node(identifiedBy: "seen")?.content?.text?.string == "one")
    try host.tap("Switch")
    #expect(host.renderTree.node(identifiedBy: "seen")?.content?.text?.string == "two")
    first.title = "one again"
    second.title = "three"
    #expect(host.renderTree.node(identifiedBy: "seen")?.content?.text?.string == "three")
  }
}
