import Backends
import BenchmarkSupport
import Foundation
import Widgets

/// `galley-bench`: Galley's benchmarks. Build in release: `swift run -c release galley-bench`.
///
/// Every figure is a median over repetitions, measured in this one run, and every time is
/// shown beside its ratio to the floor: a hand-written program (`Floor`) that writes the same
/// SVG document, byte for byte, with the layout worked out in advance. `--quick` runs fewer
/// repetitions.
@MainActor
struct Benchmarks {
  let repetitions: Int
  /// The sections to run; empty runs them all.
  let sections: Set<String>
  let screen = CGSize(width: 390, height: 844)

  init(quick: Bool, sections: Set<String>) {
    repetitions = quick ? 3 : 9
    self.sections = sections
    ViewHost.printsDiagnostics = false
  }

  func report(_ measurement: Measurement, floor: Measurement? = nil, work: String = "") {
    let memory = String(format: "%.0f MB", Double(measurement.peakMemory) / 1_048_576)
    var line =
      "  \(measurement.name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(format(measurement.median).leftPadded(9))"
    if let floor { line += "  \(ratio(measurement, floor).leftPadded(7)) floor" }
    line += "   peak \(memory)"
    say(line)
    if !work.isEmpty { say("      \(work)") }
  }

  func ratio(_ part: Measurement, _ whole: Measurement) -> String {
    let value = part.milliseconds / whole.milliseconds
    return value < 0.1 ? String(format: "%.2f %%", value * 100) : String(format: "%.1f×", value)
  }

  func wants(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }

  func run() {
    #if DEBUG
      let build = "DEBUG build: the figures mean nothing; use swift run -c release galley-bench"
    #else
      let build = "release build"
    #endif
    say("Galley benchmarks: medians of \(repetitions) runs, \(build), one thread.")
    say("Ratios are to the floor: the same SVG bytes written by a hand-written program.\n")
    // Memory first, so that the growth it measures is not memory freed by earlier runs.
    if wants("memory") { runMemory() }
    if wants("target") { runTarget() }
    if wants("full") { runFull() }
    if wants("update") { runUpdate() }
    if wants("framework") { runFrameworkOperations() }
    if wants("nested") { runNested() }
    if wants("lazy") { runLazy() }
    if wants("outlines") { runOutlines() }
    say("\n(sink \(sink % 10))")
  }

  /// Updates `document` to `host`'s tree (after a change, through to SVG) and says what the
  /// update did.
  func splice(_ document: inout SVGBackend.Document, _ host: ViewHost) -> String {
    document = SVGBackend.benchmarked.update(document, to: host.renderTree)
    consume(document.byteCount)
    return "\(host.work), bytes rewritten \(document.rewrittenBytes)"
  }

  /// The floor's time to write the document of `rows`. The document is kept in the state, as
  /// Galley's host and document are kept by the measurements beside it, so that releasing it
  /// is not timed.
  func floorTime(_ name: String, _ rows: [BenchRow], selected: Int? = nil) -> Measurement {
    measure(name, repetitions: repetitions, setup: { (Floor(), [UInt8]()) }) { state in
      state.1 = state.0.svg(rows, selected: selected)
      consume(state.1.count)
    }
  }

  /// The floor's time to write the targets' list of `rows`, its document kept as
  /// ``floorTime(_:_:selected:)`` keeps it.
  func plainFloorTime(_ name: String, _ rows: [BenchRow]) -> Measurement {
    measure(name, repetitions: repetitions, setup: { (Floor(), [UInt8]()) }) { state in
      state.1 = state.0.plainSVG(rows)
      consume(state.1.count)
    }
  }

  /// The time to build a host of `view` and write its SVG. The host and the document are kept
  /// in the state, so that the time is the build's alone: releasing the host is timed apart,
  /// as the teardown (`memory`).
  func buildTime<Content: View>(
    _ name: String, writesSVG: Bool = true, setup: () -> Content
  ) -> Measurement {
    let screen = screen
    return measure(
      name, repetitions: repetitions,
      setup: { () -> (Content, ViewHost?, String) in (setup(), nil, "") }
    ) { state in
      let host = ViewHost(state.0, size: screen)
      if writesSVG {
        state.2 = SVGBackend.benchmarked.render(host.renderTree)
        consume(state.2.utf8.count)
      } else {
        consume(host.renderTree.root.subtreeCount)
      }
      state.1 = host
    }
  }

  /// The list the engine rework's targets name, `VStack { ForEach(rows) { HStack { Text;
  /// Spacer(); Text } } }`, against its own byte-identical floor.
  func runTarget() {
    say("The targets' list: VStack { ForEach(rows) { HStack { Text; Spacer(); Text } } } (target)")
    let screen = screen
    var times: [Int: Measurement] = [:]
    for count in [1_000, 10_000] {
      var factory = RowFactory()
      let rows = factory.make(count)
      let floor = plainFloorTime("floor: \(count) rows written by hand", rows)
      report(floor)
      let full = buildTime("\(count) rows: host, then SVG") {
        PlainBenchList(store: BenchStore(rows: rows))
      }
      report(full, floor: floor)
      times[count] = full
      guard count == 10_000 else { continue }
      var changed = rows
      changed[5_000].label += " !!!"
      let changedFloor = plainFloorTime("floor: the changed document written by hand", changed)
      report(changedFloor)
      var work = ""
      let update = measure(
        "row 5,000's label, a later update, through to SVG", repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost, SVGBackend.Document) in
          let store = BenchStore(rows: rows)
          let host = ViewHost(PlainBenchList(store: store), size: screen)
          store.rows[4_000].label += " ?"
          return (store, host, SVGBackend.benchmarked.document(host.renderTree))
        }
      ) { state in
        state.0.rows[5_000].label += " !!!"
        work = splice(&state.2, state.1)
      }
      report(update, floor: changedFloor, work: work)
    }
    if let thousand = times[1_000], let tenThousand = times[10_000] {
      say("  10,000 rows take \(ratio(tenThousand, thousand)) the time of 1,000 (linear: 10×)")
    }
    say("")
  }

  func runFull() {
    say("Full render of an N-row list (full)")
    var times: [Int: Measurement] = [:]
    for count in [1_000, 10_000] {
      var factory = RowFactory()
      let rows = factory.make(count)
      let screen = screen
      let floor = floorTime("floor: \(count) rows written by hand", rows)
      report(floor)
      let svg = buildTime("\(count) rows: resolve + layout + SVG") {
        BenchList(store: BenchStore(rows: rows))
      }
      report(svg, floor: floor)
      times[count] = svg
      report(
        buildTime("\(count) rows: resolve + layout (render tree)", writesSVG: false) {
          BenchList(store: BenchStore(rows: rows))
        }, floor: floor)
      let tree = ViewHost(BenchList(store: BenchStore(rows: rows)), size: screen).renderTree
      report(
        measure("\(count) rows: SVG of the laid-out tree", repetitions: repetitions, setup: { "" })
        { document in
          document = SVGBackend.benchmarked.render(tree)
          consume(document.utf8.count)
        }, floor: floor)
    }
    if let thousand = times[1_000], let tenThousand = times[10_000] {
      say("  10,000 rows take \(ratio(tenThousand, thousand)) the time of 1,000 (linear: 10×)")
    }
  }

  func runUpdate() {
    say("\nOne-row label change in a 10,000-row list, through to the updated SVG (update)")
    var factory = RowFactory()
    let rows = factory.make(10_000)
    let screen = screen
    var changed = rows
    changed[5_000].label += " !!!"
    let floor = floorTime("floor: the changed document written by hand", changed)
    report(floor)
    var work = ""
    for warm in [false, true] {
      let when = warm ? "a later update" : "the first update"
      let measurement = measure(
        "rows in an @Observable store, \(when)", repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost, SVGBackend.Document) in
          let store = BenchStore(rows: rows)
          let host = ViewHost(BenchList(store: store), size: screen)
          var document = SVGBackend.benchmarked.document(host.renderTree)
          if warm {
            store.rows[4_000].label += " ?"
            document = SVGBackend.benchmarked.update(document, to: host.renderTree)
          }
          return (store, host, document)
        }
      ) { state in
        state.0.rows[5_000].label += " !!!"
        work = splice(&state.2, state.1)
      }
      report(measurement, floor: floor, work: work)
    }
    report(
      measure(
        "  … of which the host's update alone", repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost) in
          let store = BenchStore(rows: rows)
          let host = ViewHost(BenchList(store: store), size: screen)
          store.rows[4_000].label += " ?"
          consume(host.lastPatches.count)
          return (store, host)
        }
      ) { state in
        state.0.rows[5_000].label += " !!!"
        consume(state.1.lastPatches.count)
      }, floor: floor)
    for fromPatches in [false, true] {
      report(
        measure(
          fromPatches
            ? "  … the SVG update from the patches instead"
            : "  … of which the SVG update from the new tree",
          repetitions: repetitions,
          setup: { () -> (SVGBackend.Document, ViewHost, SVGBackend.Document?) in
            let store = BenchStore(rows: rows)
            let host = ViewHost(BenchList(store: store), size: screen)
            let document = SVGBackend.benchmarked.document(host.renderTree)
            store.rows[5_000].label += " !!!"
            consume(host.lastPatches.count)
            return (document, host, nil)
          }
        ) { state in
          // Kept in the state, so that releasing the old document is not timed.
          state.2 =
            fromPatches
            ? try? SVGBackend.benchmarked.update(state.0, with: state.1.lastPatches)
            : SVGBackend.benchmarked.update(state.0, to: state.1.renderTree)
          consume(state.2?.byteCount ?? -1)
        }, floor: floor)
    }
    let models = measure(
      "one @Observable model per row, a later update", repetitions: repetitions,
      setup: { () -> ([RowModel], ViewHost, SVGBackend.Document) in
        let models = rows.map(RowModel.init)
        let host = ViewHost(ModelList(models: models), size: screen)
        models[4_000].label += " ?"
        let document = SVGBackend.benchmarked.document(host.renderTree)
        return (models, host, document)
      }
    ) { state in
      state.0[5_000].label += " !!!"
      work = splice(&state.2, state.1)
    }
    report(models, floor: floor, work: work)
  }

  func runFrameworkOperations() {
    say("\njs-framework-benchmark operations, through to the updated SVG (framework)")
    let screen = screen
    let scale = 1_000
    for operation in FrameworkOperation.allCases {
      var factory = RowFactory()
      let initial = operation.initialRows(scale: scale, factory: &factory)
      let start = factory
      let floor = measure(
        "floor: " + operation.name(scale: scale), repetitions: repetitions,
        setup: { () -> (FloorData, RowFactory, Floor) in
          (FloorData(rows: initial), start, Floor())
        }
      ) { state in
        operation.perform(on: state.0, scale: scale, factory: &state.1)
        consume(state.2.svg(state.0.rows, selected: state.0.selected).count)
      }
      var work = ""
      let galley = measure(
        operation.name(scale: scale), repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost, SVGBackend.Document, RowFactory) in
          let store = BenchStore(rows: initial)
          let host = ViewHost(BenchList(store: store), size: screen)
          return (store, host, SVGBackend.benchmarked.document(host.renderTree), start)
        }
      ) { state in
        operation.perform(on: state.0, scale: scale, factory: &state.3)
        work = splice(&state.2, state.1)
      }
      report(galley, floor: floor, work: work)
    }
  }

  func runMemory() {
    say("Memory and teardown, 10,000 rows (memory)")
    var factory = RowFactory()
    let rows = factory.make(10_000)
    let store = BenchStore(rows: rows)
    let before = residentMemory()
    var host: ViewHost? = ViewHost(BenchList(store: store), size: screen)
    consume(host?.renderTree.root.subtreeCount ?? 0)
    let retained = residentMemory() - before
    say(
      "  resident memory grown by a host of 10,000 rows: \(retained / 1_048_576) MB, \(retained / rows.count) bytes per row"
    )
    host = nil
    consume(host == nil ? 1 : 0)
    let screen = screen
    let build = measure("build a host of 10,000 rows", repetitions: repetitions, setup: {}) { _ in
      let host = ViewHost(BenchList(store: store), size: screen)
      consume(host.renderTree.root.subtreeCount)
      withExtendedLifetime(host) {}
    }
    let teardown = measure(
      "release it", repetitions: repetitions,
      setup: { () -> ViewHost? in
        let host = ViewHost(BenchList(store: store), size: screen)
        consume(host.renderTree.root.subtreeCount)
        return host
      }
    ) { host in host = nil }
    report(build)
    report(teardown)
    say("  teardown vs build: \(ratio(teardown, build))\n")
  }

  func runNested() {
    say("\nNested stacks, alternating axes (nested)")
    let screen = screen
    var counts: [Int: Int] = [:]
    for depth in [12, 24, 48] {
      let host = ViewHost(Nested(depth: depth), size: screen)
      counts[depth] = host.work.nodesMeasured
      report(
        measure("depth \(depth): resolve + layout", repetitions: repetitions, setup: {}) { _ in
          consume(ViewHost(Nested(depth: depth), size: screen).renderTree.root.subtreeCount)
        }, work: "\(counts[depth] ?? 0) nodes measured")
    }
    if let a = counts[12], let b = counts[24], let c = counts[48] {
      let exponents = [log2(Double(b) / Double(a)), log2(Double(c) / Double(b))]
      say(
        "  measurements grow as depth^\(String(format: "%.2f", exponents[0])) (12 → 24), depth^\(String(format: "%.2f", exponents[1])) (24 → 48)"
      )
    }
  }
}

extension Benchmarks {
  /// A lazy list that scrolls, of 100 rows and of a million: both realise the rows that show,
  /// so building the host and writing its SVG should cost about the same.
  func runLazy() {
    say("\nA LazyVStack of rows in a ScrollView: 100 rows against 1,000,000 (lazy)")
    let screen = screen
    var times: [Int: Measurement] = [:]
    for count in [100, 1_000_000] {
      let host = ViewHost(LazyList(count: count), size: screen)
      let work = "\(host.work)"
      let time = measure(
        "\(count == 100 ? "100" : "1,000,000") rows: build + SVG", repetitions: repetitions,
        setup: {}
      ) { _ in
        consume(
          SVGBackend.benchmarked.render(ViewHost(LazyList(count: count), size: screen).renderTree)
            .utf8.count)
      }
      times[count] = time
      report(time, work: work)
    }
    let scroll = measure(
      "1,000,000 rows: scroll to the middle + SVG", repetitions: repetitions,
      setup: { ViewHost(LazyList(count: 1_000_000), size: screen) }
    ) { host in
      host.scroll(to: CGPoint(x: 0, y: 20_000_000))
      consume(SVGBackend.benchmarked.render(host.renderTree).utf8.count)
    }
    report(scroll)
    if let small = times[100], let large = times[1_000_000] {
      say("  1,000,000 rows cost \(ratio(large, small)) of 100 rows")
    }
  }
}

extension Benchmarks {
  /// Text as glyph outlines (the default) against text as font references (what the floor
  /// writes): the bytes per row and the time to write a laid-out tree, and a one-row update.
  func runOutlines() {
    say("\nText as outlines against text as font references, 1,000 rows (outlines)")
    var factory = RowFactory()
    let rows = factory.make(1_000)
    let floor = floorTime("floor: 1000 rows written by hand", rows)
    report(floor)
    let tree = ViewHost(BenchList(store: BenchStore(rows: rows)), size: screen).renderTree
    let references = SVGBackend(text: .fontReferences)
    let outlines = SVGBackend(text: .outlines)
    let referenceBytes = references.render(tree).utf8.count
    let outlineBytes = outlines.render(tree).utf8.count
    let referenceTime = measure(
      "SVG of the laid-out tree, font references", repetitions: repetitions, setup: {}
    ) { _ in consume(references.render(tree).utf8.count) }
    report(referenceTime, floor: floor)
    let outlineTime = measure(
      "SVG of the laid-out tree, outlines", repetitions: repetitions, setup: {}
    ) { _ in consume(outlines.render(tree).utf8.count) }
    report(outlineTime, floor: floor)
    say(
      "  bytes per row: \(referenceBytes / 1_000) with font references, "
        + "\(outlineBytes / 1_000) with outlines ("
        + String(format: "%.2f×", Double(outlineBytes) / Double(referenceBytes)) + ")")
    say("  time: outlines take \(ratio(outlineTime, referenceTime)) the time of font references")
    for (name, backend) in [("font references", references), ("outlines", outlines)] {
      let update = measure(
        "row 500's label, through to SVG, \(name)", repetitions: repetitions,
        setup: { () -> (BenchStore, ViewHost, SVGBackend.Document) in
          let store = BenchStore(rows: rows)
          let host = ViewHost(BenchList(store: store), size: screen)
          return (store, host, backend.document(host.renderTree))
        }
      ) { state in
        state.0.rows[500].label += " !"
        state.2 = backend.update(state.2, to: state.1.renderTree)
        consume(state.2.byteCount)
      }
      report(update, floor: floor)
    }
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
  let known: Set = [
    "target", "full", "update", "framework", "memory", "nested", "lazy", "outlines",
  ]
  guard sections.isSubset(of: known),
    arguments.allSatisfy({ !$0.hasPrefix("--") || $0 == "--quick" })
  else {
    say("usage: galley-bench [--quick] [\(known.sorted().joined(separator: "|"))]…")
    exit(2)
  }
  // `GALLEY_BUILD_ONCE=N galley-bench`: builds one host of N rows, writes its SVG and exits
  // with the host alive, for counts under valgrind (`--tool=dhat`: "At t-end" is what the
  // host keeps; `--tool=callgrind`: instructions, the same on every run). With
  // `GALLEY_BUILD_LIST=target`, the targets' list instead of the benchmark row.
  if let count = ProcessInfo.processInfo.environment["GALLEY_BUILD_ONCE"].flatMap({ Int($0) }) {
    var factory = RowFactory()
    let store = BenchStore(rows: factory.make(count))
    func buildOnce(_ list: some View) -> Never {
      let host = ViewHost(list, size: CGSize(width: 390, height: 844))
      consume(SVGBackend.benchmarked.render(host.renderTree).utf8.count)
      exit(0)  // with the host alive
    }
    if ProcessInfo.processInfo.environment["GALLEY_BUILD_LIST"] == "target" {
      buildOnce(PlainBenchList(store: store))
    }
    buildOnce(BenchList(store: store))
  }
  // `GALLEY_TEARDOWN=N galley-bench`: builds one host of N rows, then releases it inside
  // `performProfiledTeardown`, for callgrind's `--toggle-collect='*performProfiledTeardown*'`.
  if let count = ProcessInfo.processInfo.environment["GALLEY_TEARDOWN"].flatMap({ Int($0) }) {
    var factory = RowFactory()
    let store = BenchStore(rows: factory.make(count))
    var host: ViewHost? = ViewHost(BenchList(store: store), size: CGSize(width: 390, height: 844))
    consume(host?.renderTree.root.subtreeCount ?? 0)
    performProfiledTeardown(&host)
    exit(0)
  }
  // `GALLEY_UPDATE_LOOP=N galley-bench`: builds one host of 10,000 rows, then changes one
  // row's label N times, each through the host's update alone, for profiles of the update
  // path (`perf record`, callgrind). With `GALLEY_UPDATE_LIST=target`, the targets' list,
  // each update through to SVG; adding `GALLEY_EVICT=1`, 64 MB are written between updates,
  // so that each finds the rows' objects out of the caches, as the benchmark's single update
  // of a host just built does, and the mean time of the updates after the first is printed.
  if let count = ProcessInfo.processInfo.environment["GALLEY_UPDATE_LOOP"].flatMap({ Int($0) }) {
    var factory = RowFactory()
    let store = BenchStore(rows: factory.make(10_000))
    let screen = CGSize(width: 390, height: 844)
    if ProcessInfo.processInfo.environment["GALLEY_UPDATE_LIST"] == "target" {
      let host = ViewHost(PlainBenchList(store: store), size: screen)
      var document = SVGBackend.benchmarked.document(host.renderTree)
      var eviction =
        ProcessInfo.processInfo.environment["GALLEY_EVICT"] == "1"
        ? [UInt8](repeating: 0, count: 64 << 20) : []
      let clock = ContinuousClock()
      var total = Duration.zero
      for step in 0..<count {
        for index in stride(from: 0, to: eviction.count, by: 64) { eviction[index] &+= 1 }
        let time = clock.measure {
          store.rows[(step * 37) % 10_000].label += "!"
          document = SVGBackend.benchmarked.update(document, to: host.renderTree)
          consume(document.byteCount)
        }
        if step > 0 { total += time }
      }
      if !eviction.isEmpty, count > 1 {
        say(
          "mean of \(count - 1) updates, each after evicting the caches: \(format(total / (count - 1)))"
        )
      }
    } else {
      let host = ViewHost(BenchList(store: store), size: screen)
      for step in 0..<count {
        store.rows[(step * 37) % 10_000].label += "!"
        consume(host.lastPatches.count)
      }
    }
    exit(0)
  }
  // `GALLEY_OPERATION=select galley-bench`: builds the 1,000-row list, then performs one
  // js-framework operation through to the updated SVG, twice, the second time inside
  // `performProfiledOperation`,
  // for callgrind's `--toggle-collect='*performProfiledOperation*'`.
  if let name = ProcessInfo.processInfo.environment["GALLEY_OPERATION"] {
    guard
      let operation = FrameworkOperation.allCases.first(where: {
        "\($0)".lowercased() == name.lowercased()
      })
    else {
      say("unknown operation \(name): \(FrameworkOperation.allCases.map { "\($0)" })")
      exit(2)
    }
    // Twice: the first run warms the runtime's caches (type metadata, conformances), as
    // the benchmark's repetitions do; only the second is profiled.
    for profiled in [false, true] {
      var factory = RowFactory()
      let store = BenchStore(rows: operation.initialRows(scale: 1_000, factory: &factory))
      let host = ViewHost(BenchList(store: store), size: CGSize(width: 390, height: 844))
      let document = SVGBackend.benchmarked.document(host.renderTree)
      if profiled {
        consume(performProfiledOperation(operation, store, host, document, &factory))
      } else {
        operation.perform(on: store, scale: 1_000, factory: &factory)
        consume(SVGBackend.benchmarked.update(document, to: host.renderTree).byteCount)
      }
    }
    exit(0)
  }
  Benchmarks(quick: arguments.contains("--quick"), sections: sections).run()
}

/// Releases a host, in a frame of its own for profilers.
@MainActor @inline(never)
func performProfiledTeardown(_ host: inout ViewHost?) {
  host = nil
}

/// One js-framework operation through to the updated SVG, in a frame of its own for profilers.
@MainActor @inline(never)
func performProfiledOperation(
  _ operation: FrameworkOperation, _ store: BenchStore, _ host: ViewHost,
  _ document: SVGBackend.Document, _ factory: inout RowFactory
) -> Int {
  operation.perform(on: store, scale: 1_000, factory: &factory)
  return SVGBackend.benchmarked.update(document, to: host.renderTree).byteCount
}

MainActor.assumeIsolated { main() }

/// Writes one line to standard output at once, so progress shows even when piped.
func say(_ line: String = "") {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
