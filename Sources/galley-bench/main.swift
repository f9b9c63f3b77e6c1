import Backends
import BenchmarkSupport
import Foundation
import Widgets

/// `galley-bench`: Galley's benchmarks. Build in release: `swift run -c release galley-bench`.
///
/// Every figure is a median over repetitions, measured in this one run, and ratios compare
/// figures from this run only. `--quick` runs fewer repetitions.
@MainActor
struct Benchmarks {
  let repetitions: Int
  /// The sections to run; empty runs them all.
  let sections: Set<String>
  var results: [Measurement] = []
  let screen = CGSize(width: 390, height: 844)

  init(quick: Bool, sections: Set<String>) {
    repetitions = quick ? 3 : 9
    self.sections = sections
    ViewHost.printsDiagnostics = false
  }

  mutating func record(_ measurement: Measurement) -> Measurement {
    results.append(measurement)
    let memory = String(format: "%.0f MB", Double(measurement.peakMemory) / 1_048_576)
    say(
      "  \(measurement.name.padding(toLength: 66, withPad: " ", startingAt: 0)) \(format(measurement.median).leftPadded(9))   peak \(memory)"
    )
    return measurement
  }

  func ratio(_ part: Measurement, _ whole: Measurement) -> String {
    let value = part.milliseconds / whole.milliseconds
    return value < 0.1 ? String(format: "%.2f %%", value * 100) : String(format: "%.1f×", value)
  }

  func wants(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }

  mutating func run() {
    #if DEBUG
      let build = "DEBUG build: the figures mean nothing; use swift run -c release galley-bench"
    #else
      let build = "release build"
    #endif
    say("Galley benchmarks: medians of \(repetitions) runs, \(build), one thread.\n")

    var fullTree: [Int: Measurement] = [:]
    var fullSVG: [Int: Measurement] = [:]
    if wants("full") { say("Full render of an N-row list (full)") }
    for count in [1_000, 10_000] where wants("full") {
      var factory = RowFactory()
      let rows = factory.make(count)
      let screen = screen
      fullTree[count] = record(
        measure(
          "\(count) rows: resolve + layout (render tree)", repetitions: repetitions,
          setup: { BenchStore(rows: rows) }
        ) { store in
          consume(ViewHost(BenchList(store: store), size: screen).renderTree.root.subtreeCount)
        })
      fullSVG[count] = record(
        measure(
          "\(count) rows: resolve + layout + SVG", repetitions: repetitions,
          setup: { BenchStore(rows: rows) }
        ) { store in
          consume(
            SVGBackend().render(ViewHost(BenchList(store: store), size: screen).renderTree).utf8
              .count)
        })
      _ = record(
        measure(
          "\(count) rows: resolve + layout + text canvas", repetitions: repetitions,
          setup: { BenchStore(rows: rows) }
        ) { store in
          consume(
            TextBackend().render(ViewHost(BenchList(store: store), size: screen).renderTree).utf8
              .count)
        })
    }
    if let thousand = fullTree[1_000], let tenThousand = fullTree[10_000] {
      say("  10,000 rows take \(ratio(tenThousand, thousand)) the time of 1,000 (linear: 10×)")
    }

    if wants("update") { runUpdates(fullTree: fullTree, fullSVG: fullSVG) }
    if wants("framework") {
      say("\njs-framework-benchmark operations, 1,000 rows (update + diff) (framework)")
      runFrameworkOperations()
    }
    if wants("nested") { runNested() }
    if wants("floor") { runFloor(fullSVG: fullSVG) }
    say("\n(sink \(sink % 10))")
  }

  mutating func runUpdates(fullTree: [Int: Measurement], fullSVG: [Int: Measurement]) {
    say("\nOne-row change in a 10,000-row list (update)")
    var factory = RowFactory()
    let rows = factory.make(10_000)
    let screen = screen
    // Each change is timed twice: as the first update after building the list, and as a
    // later one (after an untimed change to row 4,000), which is what a running program
    // sees; the first pays for memory the build left cold.
    var storeUpdates: [Measurement] = []
    var modelUpdates: [Measurement] = []
    for warm in [false, true] {
      let when = warm ? "a later update" : "first update"
      storeUpdates.append(
        record(
          measure(
            "row 5,000's label, rows in an @Observable store: \(when)", repetitions: repetitions,
            setup: { () -> (BenchStore, ViewHost) in
              let store = BenchStore(rows: rows)
              let host = ViewHost(BenchList(store: store), size: screen)
              if warm {
                store.rows[4_000].label += " ?"
                consume(host.lastPatches.count)
              }
              return (store, host)
            }
          ) { state in
            state.0.rows[5_000].label += " !!!"
            consume(state.1.lastPatches.count)
          }))
      modelUpdates.append(
        record(
          measure(
            "row 5,000's label, one @Observable model per row: \(when)", repetitions: repetitions,
            setup: { () -> ([RowModel], ViewHost) in
              let models = rows.map(RowModel.init)
              let host = ViewHost(ModelList(models: models), size: screen)
              if warm {
                models[4_000].label += " ?"
                consume(host.lastPatches.count)
              }
              return (models, host)
            }
          ) { state in
            state.0[5_000].label += " !!!"
            consume(state.1.lastPatches.count)
          }))
    }
    let incrementalSVG = record(
      measure(
        "  … and the SVG document updated from the patches", repetitions: repetitions,
        setup: { () -> ([RowModel], ViewHost, SVGBackend.Document) in
          let models = rows.map(RowModel.init)
          let host = ViewHost(ModelList(models: models), size: screen)
          return (models, host, SVGBackend().document(host.renderTree))
        }
      ) { state in
        state.0[5_000].label += " !!!"
        consume(
          (try? SVGBackend().update(state.2, with: state.1.lastPatches))?.text.utf8.count ?? -1)
      })
    if let full = fullTree[10_000], let svg = fullSVG[10_000] {
      say(
        "  one-row update vs full render of the same list (target: below 1 %): store \(ratio(storeUpdates[0], full)) first, \(ratio(storeUpdates[1], full)) later; row model \(ratio(modelUpdates[0], full)) first, \(ratio(modelUpdates[1], full)) later"
      )
      say("  incremental SVG vs full render + SVG: \(ratio(incrementalSVG, svg))")
    }
    _ = record(
      measure(
        "swap rows 1 and 9,998: update + diff (2 moves)", repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost) in
          let store = BenchStore(rows: rows)
          return (store, ViewHost(BenchList(store: store), size: screen))
        }
      ) { state in
        state.0.rows.swapAt(1, 9_998)
        consume(state.1.lastPatches.filter { $0.kind == .move }.count)
      })
  }

  mutating func runNested() {
    say(
      "\nNested stacks, alternating axes: each level multiplies the distinct sizes asked of the levels below (nested)"
    )
    let screen = screen
    for depth in [6, 12, 24, 48] {
      _ = record(
        measure("depth \(depth): resolve + layout", repetitions: repetitions, setup: { () }) { _ in
          consume(ViewHost(Nested(depth: depth), size: screen).renderTree.root.subtreeCount)
        })
    }
  }

  mutating func runFloor(fullSVG: [Int: Measurement]) {
    say("\nVanilla floor: the same 1,000-row SVG written directly (floor)")
    let screen = screen
    var vanillaFactory = RowFactory()
    let thousand = vanillaFactory.make(1_000)
    let vanilla = record(
      measure("hand-written SVG of 1,000 rows", repetitions: repetitions, setup: { () }) { _ in
        consume(vanillaSVG(thousand).utf8.count)
      })
    let tree = ViewHost(BenchList(store: BenchStore(rows: thousand)), size: screen).renderTree
    let svgOnly = record(
      measure("SVGBackend on the laid-out 1,000-row tree", repetitions: repetitions, setup: { () })
      { _ in
        consume(SVGBackend().render(tree).utf8.count)
      })
    if let pipeline = fullSVG[1_000] {
      say(
        "  SVG writing vs vanilla: \(ratio(svgOnly, vanilla)); whole pipeline vs vanilla: \(ratio(pipeline, vanilla))"
      )
    }
  }

  mutating func runFrameworkOperations() {
    let screen = screen
    let repetitions = repetitions
    func scenario(
      _ name: String, _ operation: @escaping (BenchStore, inout RowFactory) -> Void
    ) -> Measurement {
      measure(
        name, repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost, RowFactory) in
          var factory = RowFactory()
          let store = BenchStore(rows: factory.make(1_000))
          return (store, ViewHost(BenchList(store: store), size: screen), factory)
        }
      ) { state in
        operation(state.0, &state.2)
        consume(state.1.lastPatches.count)
      }
    }
    _ = record(
      measure(
        "create 1,000 rows", repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost) in
          let store = BenchStore(rows: [])
          return (store, ViewHost(BenchList(store: store), size: screen))
        }
      ) { state in
        var factory = RowFactory()
        state.0.rows = factory.make(1_000)
        consume(state.1.lastPatches.count)
      })
    _ = record(
      scenario("replace all 1,000 rows") { store, factory in store.rows = factory.make(1_000) })
    _ = record(
      scenario("partial update (every 10th label)") { store, _ in
        for index in stride(from: 0, to: store.rows.count, by: 10) {
          store.rows[index].label += " !!!"
        }
      })
    _ = record(scenario("swap rows 1 and 998") { store, _ in store.rows.swapAt(1, 998) })
    _ = record(scenario("remove one row") { store, _ in store.rows.remove(at: 3) })
    _ = record(
      scenario("append 1,000 rows") { store, factory in store.rows += factory.make(1_000) })
    _ = record(scenario("clear rows") { store, _ in store.rows = [] })
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

@MainActor
func main() {
  let arguments = CommandLine.arguments.dropFirst()
  let sections = Set(arguments.filter { !$0.hasPrefix("--") })
  let known: Set = ["full", "update", "framework", "nested", "floor"]
  guard sections.isSubset(of: known) else {
    say("usage: galley-bench [--quick] [\(known.sorted().joined(separator: "|"))]…")
    exit(2)
  }
  var benchmarks = Benchmarks(quick: arguments.contains("--quick"), sections: sections)
  benchmarks.run()
}

MainActor.assumeIsolated { main() }

/// Writes one line to standard output at once, so progress shows even when piped.
func say(_ line: String = "") {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
