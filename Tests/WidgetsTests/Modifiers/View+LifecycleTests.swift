import Foundation
import Observation
import Testing
import Widgets

@Observable @MainActor
final class EventLog {
  var events: [String] = []
  var show = true
  var value = 1
}

struct LifecycleProbe: View {
  let log: EventLog

  var body: some View {
    VStack {
      if log.show {
        Text("child")
          .onAppear { log.events.append("appear") }
          .onDisappear { log.events.append("disappear") }
      }
      Text("value \(log.value)")
        .onChange(of: log.value) { old, new in log.events.append("change \(old)→\(new)") }
        .onChange(of: log.value, initial: true) { log.events.append("initial or change") }
    }
  }
}

struct Loader: View {
  @State private var text = "loading"

  var body: some View {
    Text(text).task { text = "loaded" }
  }
}

@MainActor
struct LifecycleTests {
  @Test func appearDisappearAndChangeRunAfterUpdates() {
    let log = EventLog()
    let host = host(LifecycleProbe(log: log))
    #expect(log.events == ["appear", "initial or change"])
    log.value = 2
    host.update()
    #expect(log.events.suffix(2) == ["change 1→2", "initial or change"])
    log.show = false
    host.update()
    #expect(log.events.last == "disappear")
    log.show = true
    host.update()
    #expect(log.events.last == "appear")
  }

  @Test func tasksRunAndTheHostWaitsForThem() async {
    let host = host(Loader())
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "loading" })
    await host.waitForTasks()
    #expect(
      host.renderTree.allNodes().contains { $0.node.content?.text?.string == "loaded" },
      "\(host.renderTree.dump()) \(host.diagnostics)")
  }
}
