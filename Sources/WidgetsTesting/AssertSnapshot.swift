import Backends
import Foundation
import SnapshotSupport
import Widgets

/// Asserts that `view`, laid out with `layout`, matches its recorded snapshots, recording
/// them when they are missing (see ``SnapshotRecordMode``).
///
/// Works in Swift Testing and XCTest alike; a failure is reported to whichever is running
/// the test. Call it from the main actor: a `@MainActor @Test` in Swift Testing; in XCTest
/// on Linux (where `@MainActor` test methods crash corelibs-XCTest), from a plain test
/// method inside `MainActor.assumeIsolated { }` or from an `async` test method with `await`.
///
/// ```swift
/// @MainActor @Test func inbox() {
///   assertSnapshot(of: Inbox())                                   // Inbox/inbox.tree
///   assertSnapshot(of: Inbox(), as: .svg, layout: .device(.iPhoneSE), named: "small")
/// }
/// ```
///
/// Each format is a file `__Snapshots__/<TestFile>/<test>[.<name>].<ext>` beside the test
/// file. A failure says first which nodes changed and how (moved, resized, text, colour,
/// inserted, removed), then shows a unified diff; the actual output goes to the artifacts
/// folder, with an HTML report.
///
/// - Parameters:
///   - view: The view to snapshot.
///   - strategy: What to record: ``SnapshotStrategy/tree`` (the default), ``SnapshotStrategy/text``,
///     ``SnapshotStrategy/svg``, ``SnapshotStrategy/accessibility``, or several, `[.tree, .svg]`.
///   - layout: The canvas: a device's screen (the default is iPhone 16), a fixed size, or the
///     view's ideal size.
///   - name: Distinguishes several snapshots in one test; part of the file name.
///   - record: The record mode for this assertion, overriding scopes and the environment.
///   - fileID: The test file's ID, for failure locations; leave the default.
///   - filePath: The test file's path: snapshots live beside it; leave the default.
///   - testName: The test's name, the start of the file name; leave the default.
///   - line: The line of the call, for failure locations; leave the default.
///   - column: The column of the call, for failure locations; leave the default.
@MainActor
public func assertSnapshot<V: View>(
  of view: @autoclosure () -> V,
  as strategy: SnapshotStrategy = .tree,
  layout: SnapshotLayout = .device(.iPhone16),
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let host = layout.host(view())
  SnapshotAssertion(
    tree: host.renderTree, layout: layout.summary, strategy: strategy, name: name,
    record: record, testName: testName,
    location: .init(fileID: fileID, filePath: filePath, line: line, column: column)
  ).run()
}

/// Asserts that the current render tree of `host` matches its recorded snapshots: the
/// state a test reached by tapping, scrolling or changing models.
///
/// ```swift
/// let host = ViewHost(Counter(), size: CGSize(width: 200, height: 200))
/// try host.tap("Increment")
/// assertSnapshot(of: host, named: "after-tap")
/// ```
@MainActor
public func assertSnapshot(
  of host: ViewHost,
  as strategy: SnapshotStrategy = .tree,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let layout = SnapshotLayout.fixed(
    width: host.size.width, height: host.size.height, scale: host.scale)
  SnapshotAssertion(
    tree: host.renderTree, layout: layout.summary, strategy: strategy, name: name,
    record: record, testName: testName,
    location: .init(fileID: fileID, filePath: filePath, line: line, column: column)
  ).run()
}

/// One assertion: renders each format, compares, records, reports.
struct SnapshotAssertion {
  let tree: RenderTree
  let layout: String
  let strategy: SnapshotStrategy
  let name: String?
  let record: SnapshotRecordMode?
  let testName: String
  let location: TestFrameworks.Location
  var environment = ProcessInfo.processInfo.environment
  /// Where names are claimed; one per process, or one per simulated run in tests.
  var registry = SnapshotRegistry.shared

  /// Runs the assertion and reports failures; returns whether it passed.
  @discardableResult
  func run() -> Bool {
    do {
      return try check()
    } catch {
      TestFrameworks.fail(error.description, at: location)
      return false
    }
  }

  private func check() throws(SnapshotError) -> Bool {
    let mode = try SnapshotConfiguration.recordMode(explicit: record, environment: environment)
    let filePath = "\(location.filePath)"
    let folder = SnapshotFiles.folder(forTestFile: filePath, environment: environment)
    let base = SnapshotFiles.baseName(test: testName, name: name)
    let outputs = strategy.formats.map { ($0, $0.render(tree)) }
    try registry.claim(
      folder.appendingPathComponent(base).path, test: testName, name: name,
      callSite: "\(location.fileID):\(location.line):\(location.column)",
      outputs: outputs.map(\.1))
    let artifacts = SnapshotArtifacts(testFile: filePath, environment: environment)
    var passed = true
    for (format, actual) in outputs {
      let file = folder.appendingPathComponent("\(base).\(format.fileExtension)")
      artifacts.noteAsserted(file)
      if try !compare(format, actual, file: file, base: base, mode: mode, artifacts: artifacts) {
        passed = false
      }
    }
    return passed
  }

  /// Compares one format with its recording; records per `mode`; reports a failure.
  private func compare(
    _ format: SnapshotFormat, _ actual: String, file: URL, base: String,
    mode: SnapshotRecordMode, artifacts: SnapshotArtifacts
  ) throws(SnapshotError) -> Bool {
    let display = artifacts.displayPath(file)
    let title = "Snapshot \(base).\(format.fileExtension) (\(layout))"
    guard let recorded = try SnapshotFiles.read(file) else {
      if mode == .never {
        let artifact = artifacts.saveFailure(
          format: format, base: base, recorded: nil, actual: actual, tree: tree, changes: [],
          message: "missing")
        TestFrameworks.fail(
          """
          \(title) has no recording at \(display), and the record mode is never\(ciNote). Nothing was written.

          Actual output: \(artifacts.displayPath(artifact))
          Record it locally: GALLEY_RECORD=missing swift test --filter \(filterName)
          """, at: location)
        return false
      }
      try SnapshotFiles.write(actual, to: file)
      TestFrameworks.fail(
        "\(title) was missing; recorded it at \(display). Run the test again to compare against it.",
        at: location)
      return false
    }
    if recorded == actual {
      guard mode == .all else { return true }
      try SnapshotFiles.write(actual, to: file)
      TestFrameworks.fail(
        "\(title) was recorded again at \(display) (record mode all); it had not changed.",
        at: location)
      return false
    }
    let differences = semanticDifferences(format, recorded: recorded, actual: actual, file: file)
    let diff = UnifiedDiff.render(old: recorded, new: actual) ?? ""
    var sections: [String] = []
    if let differences {
      sections.append(
        "Render-tree differences:\n"
          + (differences.changes.isEmpty
            ? "(none: only the output's text differs)"
            : differences.lines().joined(separator: "\n")))
    } else {
      sections.append(
        "Render-tree differences: unavailable (no .tree snapshot beside this one to compare).")
    }
    sections.append("Diff:\n" + diff)
    if mode == .failed || mode == .all {
      try SnapshotFiles.write(actual, to: file)
      TestFrameworks.fail(
        "\(title) did not match; recorded the new output at \(display) (record mode \(mode.rawValue)).\n\n"
          + sections.joined(separator: "\n\n"), at: location)
      return false
    }
    let artifact = artifacts.saveFailure(
      format: format, base: base, recorded: recorded, actual: actual, tree: tree,
      changes: differences?.changes ?? [],
      message: sections.joined(separator: "\n\n"))
    TestFrameworks.attach(actual, named: "\(base).actual.\(format.fileExtension)", at: location)
    TestFrameworks.fail(
      """
      \(title) does not match \(display).

      \(sections.joined(separator: "\n\n"))

      Actual output: \(artifacts.displayPath(artifact))
      Report: \(artifacts.displayPath(artifacts.reportURL))
      Accept the actual output: GALLEY_RECORD=failed swift test --filter \(filterName)
      """, at: location)
    return false
  }

  /// The node-by-node differences: from the dumps themselves for tree-shaped formats, else
  /// from the `.tree` snapshot recorded beside this one, if any.
  private func semanticDifferences(
    _ format: SnapshotFormat, recorded: String, actual: String, file: URL
  ) -> TreeDifferences? {
    if format.isTreeShaped { return TreeDifferences(recorded: recorded, actual: actual) }
    let treeFile = file.deletingPathExtension().appendingPathExtension(
      SnapshotFormat.tree.fileExtension)
    guard let recordedTree = try? SnapshotFiles.read(treeFile) else { return nil }
    return TreeDifferences(recorded: recordedTree, actual: SnapshotFormat.tree.render(tree))
  }

  private var ciNote: String {
    record == nil && SnapshotConfiguration.current.record == nil
      && environment["GALLEY_RECORD"] == nil ? " (the default when CI is set)" : ""
  }

  /// The test's name for `swift test --filter`.
  private var filterName: String {
    testName.split(separator: "(", maxSplits: 1).first.map(String.init) ?? testName
  }
}

/// The snapshots asserted in this process, to catch one name used for two snapshots.
final class SnapshotRegistry: @unchecked Sendable {
  // `@unchecked`: `lock` guards `claims`.
  static let shared = SnapshotRegistry()
  private let lock = NSLock()
  private var claims: [String: (callSite: String, outputs: [String])] = [:]

  /// Claims the snapshot at `path` for `callSite`. The same call site may claim it again
  /// with the same output (a repeated or retried test); another call site, or the same one
  /// with other output (a loop, a parameterized test), is an error.
  func claim(
    _ path: String, test: String, name: String?, callSite: String, outputs: [String]
  ) throws(SnapshotError) {
    lock.lock()
    defer { lock.unlock() }
    guard let existing = claims[path] else {
      claims[path] = (callSite, outputs)
      return
    }
    let label = name.map { "named \($0.debugDescription)" } ?? "without a name"
    if existing.callSite != callSite {
      throw SnapshotError(
        "The snapshot \(URL(fileURLWithPath: path).lastPathComponent) of \(test) \(label) was already asserted at \(existing.callSite); give each assertion its own `named:`."
      )
    }
    if existing.outputs != outputs {
      let hint =
        TestFrameworks.isParameterizedCase
        ? " This test is parameterized: include the arguments in `named:`."
        : " Give each run its own `named:` (in a loop, include the loop value)."
      throw SnapshotError(
        "The snapshot \(URL(fileURLWithPath: path).lastPathComponent) of \(test) \(label) was asserted twice at \(callSite) with different output.\(hint)"
      )
    }
  }
}
