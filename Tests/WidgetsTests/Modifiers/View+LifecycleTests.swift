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

/// What a long task saw: cancellation, and whether it went on to write its view's state.
@MainActor
final class TaskLog {
  var cancelled = false
  var finished = false {
    didSet {
      if finished {
        waiter?.resume()
        waiter = nil
      }
    }
  }
  private var waiter: CheckedContinuation<Void, Never>?

  /// Returns when the task has finished: no deadline, since the task runs when the main
  /// actor is free, which other tests decide.
  func waitUntilFinished() async {
    if finished { return }
    await withCheckedContinuation { waiter = $0 }
  }
}

struct Sleeper: View {
  let log: TaskLog
  @State private var text = "waiting"

  var body: some View {
    Text(text).task {
      do { try await Task.sleep(for: .seconds(60)) } catch { log.cancelled = true }
      text = "late"
      log.finished = true
    }
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

  // Releasing a host cancels the tasks its views started, and a write the task makes after
  // that is not reported to another host.
  @Test(.timeLimit(.minutes(5)))
  func releasingAHostCancelsItsTasks() async throws {
    let log = TaskLog()
    var released: ViewHost? = host(Sleeper(log: log))
    _ = released?.renderTree
    released = nil
    await log.waitUntilFinished()
    #expect(log.cancelled)
    #expect(log.finished)
    let next = host(Text("unrelated"))
    #expect(next.diagnostics.isEmpty)
  }

  // Rows that all leave at once (a list cleared) each run `onDisappear` once, in the order
  // rows leaving one by one run it: the order of their ids, the same in every process.
  @Test func aClearedListsRowsDisappearInTheOrderOfTheirIds() {
    func disappearances(keeping kept: [Int]) -> [String] {
      let log = EventLog()
      let switches = Switches()
      switches.order = [1, 2, 3, 4, 5, 6, 7] + kept
      let host = host(
        Live {
          VStack {
            ForEach(switches.order, id: \.self) { row in
              Text("\(row)").onDisappear { log.events.append("\(row)") }
            }
          }
        })
      _ = host.renderTree
      switches.order = kept
      host.update()
      return log.events
    }
    let cleared = disappearances(keeping: [])
    #expect(cleared.sorted() == ["1", "2", "3", "4", "5", "6", "7"])
    #expect(cleared == disappearances(keeping: [99]))
  }
}
