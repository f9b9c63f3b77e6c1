import Backends
import Foundation
import Render
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
///   assertSnapshot(of: Inbox())                          // <TestFile>/inbox.tree
///   assertSnapshot(of: Inbox(), as: .svg, layout: .device(.iPhoneSE), named: "small")
/// }
/// ```
///
/// Each format is a file `__Snapshots__/<TestFile>/[<Suite>.]<test>[.<name>].<ext>` in the
/// test target's folder, the suite being the type a Swift Testing test is declared in. A
/// failure says first what caused the change, then what moved or resized as a result, then
/// shows a unified diff; the actual output goes to the artifacts folder, with an HTML report.
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
///   - filePath: The test file's path, which places its snapshots; leave the default.
///   - testName: The test's name, the start of the file name; leave the default.
///   - line: The line of the call, for failure locations; leave the default.
///   - column: The column of the call, for failure locations; leave the default.
@MainActor
public func assertSnapshot<V: View>(
  of view: @autoclosure @MainActor () -> V,
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
  var environment = SnapshotConfiguration.current.environment ?? ProcessInfo.processInfo.environment
  /// Where names are claimed; one per process, or one per simulated run in tests.
  var registry = SnapshotRegistry.shared
  /// The types the test is declared in, which start the snapshot's name.
  var suite = TestFrameworks.currentSuite
  /// The test file's path when it is not the location's; for testing the assertions.
  var testFile: String?

  /// Runs the assertion and reports failures; returns whether it passed.
  @discardableResult
  func run() -> Bool {
    TestFrameworks.observeXCTestFailures()
    var passed: Bool
    do {
      passed = try check()
    } catch {
      TestFrameworks.fail(error.description, at: location)
      passed = false
    }
    if !passed {
      SnapshotArtifacts(testFile: testFile ?? "\(location.filePath)", environment: environment)
        .noteFailure(test: SnapshotFiles.baseName(suite: suite, test: testName, name: nil))
    }
    return passed
  }

  private func check() throws(SnapshotError) -> Bool {
    guard !strategy.formats.isEmpty else {
      throw SnapshotError(
        "The snapshot strategy lists no format; use .tree, .svg, .text or .accessibility.")
    }
    let mode = try SnapshotConfiguration.recordMode(explicit: record, environment: environment)
    let filePath = testFile ?? "\(location.filePath)"
    let folder = SnapshotFiles.folder(forTestFile: filePath, environment: environment)
    let base = SnapshotFiles.baseName(suite: suite, test: testName, name: name)
    // Before suites were part of names, a test in a type was recorded under this name.
    let legacyBase = suite == nil ? nil : SnapshotFiles.baseName(test: testName, name: name)
    let callSite = "\(location.fileID):\(location.line):\(location.column)"
    let artifacts = SnapshotArtifacts(testFile: filePath, environment: environment)
    var files: [(format: SnapshotFormat, file: URL, actual: String)] = []
    for format in strategy.formats {
      let file = folder.appendingPathComponent("\(base).\(format.fileExtension)")
      let actual = format.render(tree)
      try registry.claim(file.path, test: testName, name: name, callSite: callSite, output: actual)
      files.append((format, file, actual))
    }
    // Everything is noted and read before anything is written, so that a `.tree` recorded
    // beside an `.svg` still holds the recorded tree when the SVG's differences are
    // described.
    let test = SnapshotFiles.baseName(suite: suite, test: testName, name: nil)
    for entry in files { artifacts.noteAsserted(entry.file, test: test) }
    // Snapshots of a test file in a subfolder used to live beside it.
    let formerFolder = SnapshotFiles.formerFolder(forTestFile: filePath, environment: environment)
    var recordings: [SnapshotFormat: String] = [:]
    var legacyNotes: [SnapshotFormat: String] = [:]
    for entry in files {
      let name = "\(base).\(entry.format.fileExtension)"
      if let recorded = try SnapshotFiles.read(entry.file) {
        recordings[entry.format] = recorded
      } else if let formerFolder,
        let recorded = try relocate(
          formerFolder.appendingPathComponent(name), to: entry.file, mode: mode)
      {
        recordings[entry.format] = recorded
      } else if let legacyBase {
        let legacyName = "\(legacyBase).\(entry.format.fileExtension)"
        for candidate in [folder, formerFolder].compactMap({ $0 }) {
          let legacy = candidate.appendingPathComponent(legacyName)
          switch try migrate(legacy, to: entry.file, actual: entry.actual, mode: mode) {
          case .matched(let recorded): recordings[entry.format] = recorded
          case .differs(let recorded, let note):
            recordings[entry.format] = recorded
            legacyNotes[entry.format] = note
          case .none: continue
          }
          break
        }
      }
    }
    /// The recording of this snapshot in `format`, wherever and under whichever name it was
    /// recorded; for describing differences, so nothing is moved.
    func recording(_ format: SnapshotFormat) throws(SnapshotError) -> String? {
      if let recorded = recordings[format] { return recorded }
      for candidate in [folder, formerFolder].compactMap({ $0 }) {
        for name in [base, legacyBase].compactMap({ $0 }) {
          let file = candidate.appendingPathComponent("\(name).\(format.fileExtension)")
          if let recorded = try SnapshotFiles.read(file) { return recorded }
        }
      }
      return nil
    }
    let recordedTree = try recording(.tree)
    // The drawing shown in the report: this snapshot's own `.svg`, under its own name.
    var recordedSVG = recordings[.svg]
    for candidate in [folder, formerFolder].compactMap({ $0 }) where recordedSVG == nil {
      recordedSVG = try SnapshotFiles.read(
        candidate.appendingPathComponent("\(base).\(SnapshotFormat.svg.fileExtension)"))
    }
    var passed = true
    for entry in files {
      let comparison = Comparison(
        format: entry.format, file: entry.file, base: base, actual: entry.actual,
        recorded: recordings[entry.format], recordedTree: recordedTree,
        legacyNote: legacyNotes[entry.format], recordedSVG: recordedSVG)
      if !compare(comparison, mode: mode, artifacts: artifacts) { passed = false }
    }
    return passed
  }

  private enum Migration {
    /// The old file held the actual output: it was renamed (unless the mode writes
    /// nothing) and counts as the recording.
    case matched(String)
    /// The old file holds something else: it is compared as the recording, so the failure
    /// shows what changed, and stays (it may be another suite's test of the same name);
    /// recording writes the new name.
    case differs(String, note: String)
  }

  /// Moves a snapshot recorded in the folder a test file in a subfolder used to have
  /// (`former`) to where it now lives, unless the mode writes nothing; returns its contents,
  /// or `nil` when there is no such file.
  private func relocate(
    _ former: URL, to file: URL, mode: SnapshotRecordMode
  ) throws(SnapshotError) -> String? {
    guard let recorded = try SnapshotFiles.read(former) else { return nil }
    if mode != .never {
      try SnapshotFiles.move(former, to: file)
      FileHandle.standardError.write(
        Data(
          "Galley: moved the snapshot \(former.path) to \(file.path): a target's snapshots now share its __Snapshots__ folder.\n"
            .utf8))
    }
    return recorded
  }

  /// Handles a snapshot recorded under its name from before suites were part of names: the
  /// file `legacy`, if it exists, becomes `file` when it holds `actual`.
  private func migrate(
    _ legacy: URL, to file: URL, actual: String, mode: SnapshotRecordMode
  ) throws(SnapshotError) -> Migration? {
    guard let old = try SnapshotFiles.read(legacy) else { return nil }
    guard old.utf8.elementsEqual(actual.utf8) else {
      return .differs(
        old,
        note:
          "The recording compared is \(legacy.lastPathComponent), made before snapshot names included the suite (if it belongs to another suite's test of the same name, record this one with GALLEY_RECORD=failed); it is left as it is."
      )
    }
    if mode != .never {
      try SnapshotFiles.move(legacy, to: file)
      FileHandle.standardError.write(
        Data(
          "Galley: renamed the snapshot \(legacy.lastPathComponent) to \(file.lastPathComponent): names of tests in a suite now start with the suite.\n"
            .utf8))
    }
    return .matched(old)
  }

  /// One format of the assertion.
  private struct Comparison {
    let format: SnapshotFormat
    let file: URL
    let base: String
    let actual: String
    let recorded: String?
    /// The `.tree` recording of the same snapshot, read before anything was written.
    let recordedTree: String?
    /// Why a file recorded under the snapshot's old name was not taken as its recording.
    let legacyNote: String?
    /// The `.svg` recording of the same snapshot, read before anything was written, so
    /// that the report can show the recording as it was drawn.
    let recordedSVG: String?
  }

  /// Compares one format with its recording; records per `mode`; reports a failure.
  private func compare(
    _ comparison: Comparison, mode: SnapshotRecordMode, artifacts: SnapshotArtifacts
  ) -> Bool {
    let (format, file, base, actual) =
      (comparison.format, comparison.file, comparison.base, comparison.actual)
    let display = artifacts.displayPath(file)
    let snapshot = "\(base).\(format.fileExtension)"
    let title = "Snapshot \(snapshot) (\(layout))"
    guard let recorded = comparison.recorded else {
      let legacy = comparison.legacyNote.map { " " + $0 } ?? ""
      if mode == .never {
        let artifact = artifacts.saveFailure(
          format: format, base: base, recorded: nil, recordedTree: nil, recordedSVG: nil,
          actual: actual, tree: tree, changes: [], message: "missing")
        TestFrameworks.fail(
          """
          \(title) has no recording at \(display), and the record mode is never\(ciNote). Nothing was written.\(legacy)

          Actual output: \(artifacts.displayPath(artifact))
          Record it locally: GALLEY_RECORD=missing swift test --filter \(filterName)
          """, at: location)
        return false
      }
      TestFrameworks.fail(
        record(
          actual, to: file,
          reporting:
            "\(title) was missing; recorded it at \(display). Run the test again to compare against it.\(legacy)"
        ),
        at: location)
      artifacts.clearFailure(snapshot)
      return false
    }
    // Byte for byte: `String`'s `==` would also accept canonically equivalent text.
    if recorded.utf8.elementsEqual(actual.utf8) {
      guard mode == .all else {
        artifacts.clearFailure(snapshot)
        return true
      }
      TestFrameworks.fail(
        record(
          actual, to: file,
          reporting:
            "\(title) was recorded again at \(display) (record mode all); it had not changed."),
        at: location)
      return false
    }
    let differences = semanticDifferences(comparison)
    let diff =
      UnifiedDiff.render(old: recorded, new: actual)
      ?? "(the texts differ only in their Unicode normalisation)"
    var sections: [String] = []
    switch differences {
    case .found(let found):
      sections.append(
        "Render-tree differences:\n"
          + (found.changes.isEmpty
            ? "(none: only the output's text differs)" : found.lines().joined(separator: "\n")))
    case .unreadable:
      sections.append(
        "Render-tree differences: unavailable (the recording is not a tree this version can read).")
    case .noTree:
      sections.append(
        "Render-tree differences: unavailable (no .tree snapshot beside this one to compare).")
    }
    sections.append("Diff:\n" + diff)
    if let note = comparison.legacyNote { sections.append(note) }
    let details = sections.joined(separator: "\n\n")
    if mode == .failed || mode == .all {
      TestFrameworks.fail(
        record(
          actual, to: file,
          reporting:
            "\(title) did not match; recorded the new output at \(display) (record mode \(mode.rawValue)).",
          details: details),
        at: location)
      artifacts.clearFailure(snapshot)
      return false
    }
    let artifact = artifacts.saveFailure(
      format: format, base: base, recorded: recorded, recordedTree: comparison.recordedTree,
      recordedSVG: comparison.recordedSVG, actual: actual, tree: tree,
      changes: differences.changes, message: details)
    TestFrameworks.attach(actual, named: "\(base).actual.\(format.fileExtension)", at: location)
    TestFrameworks.fail(
      """
      \(title) does not match \(display).

      \(details)

      Actual output: \(artifacts.displayPath(artifact))
      Report: \(artifacts.displayPath(artifacts.reportURL))
      Accept the actual output: GALLEY_RECORD=failed swift test --filter \(filterName)
      """, at: location)
    return false
  }

  /// Writes `text` to `file` and returns `message` then `details`; when the write fails,
  /// the reason instead of `message`, then `details`.
  private func record(
    _ text: String, to file: URL, reporting message: String, details: String = ""
  ) -> String {
    let tail = details.isEmpty ? "" : "\n\n" + details
    do {
      try SnapshotFiles.write(text, to: file)
      return message + tail
    } catch {
      return error.description + tail
    }
  }

  private enum Differences {
    case found(TreeDifferences)
    case unreadable
    case noTree

    var changes: [TreeDifferences.Change] {
      if case .found(let differences) = self { return differences.changes }
      return []
    }
  }

  /// The node-by-node differences: from the dumps themselves for tree-shaped formats, else
  /// from the `.tree` snapshot recorded beside this one, if any.
  private func semanticDifferences(_ comparison: Comparison) -> Differences {
    // The actual side is the tree itself, with the user's view names, so that messages
    // can name nodes by them (`ProfileCard › Button "Follow"`); the recording has none.
    let recorded: String
    let actual: RenderDump?
    if comparison.format == .tree, let text = comparison.recorded {
      (recorded, actual) = (text, RenderDump(tree, options: .viewNames))
    } else if comparison.format.isTreeShaped, let text = comparison.recorded {
      (recorded, actual) = (text, RenderDump(parsing: comparison.actual))
    } else if let recordedTree = comparison.recordedTree {
      (recorded, actual) = (recordedTree, RenderDump(tree, options: .viewNames))
    } else {
      return .noTree
    }
    guard let old = RenderDump(parsing: recorded), let actual,
      let differences = TreeDifferences(recorded: old, actual: actual)
    else {
      return .unreadable
    }
    return .found(differences)
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

/// The snapshot files asserted in this process, to catch one file claimed by two
/// assertions.
final class SnapshotRegistry: @unchecked Sendable {
  // `@unchecked`: `lock` guards `claims`.
  static let shared = SnapshotRegistry()
  private let lock = NSLock()
  /// By lower-cased path, so that names differing only in case, which are one file on
  /// case-insensitive file systems, collide everywhere.
  private var claims: [String: (callSite: String, output: Int)] = [:]

  /// Claims the snapshot file at `path` for `callSite`. The same call site may claim it
  /// again with the same output (a repeated or retried test); another call site, or the same
  /// one with other output (a loop, a parameterized test), is an error.
  func claim(
    _ path: String, test: String, name: String?, callSite: String, output: String
  ) throws(SnapshotError) {
    lock.lock()
    defer { lock.unlock() }
    let key = path.lowercased()
    // A digest is enough within one process, and keeps no copy of large outputs.
    let digest = output.hashValue
    guard let existing = claims[key] else {
      claims[key] = (callSite, digest)
      return
    }
    let file = URL(fileURLWithPath: path).lastPathComponent
    let label = name.map { "named \($0.debugDescription)" } ?? "without a name"
    if existing.callSite != callSite {
      throw SnapshotError(
        "The snapshot \(file) of \(test) \(label) was already asserted at \(existing.callSite); give each assertion its own `named:`."
      )
    }
    if existing.output != digest {
      let hint =
        TestFrameworks.isParameterizedCase
        ? " This test is parameterized: include the arguments in `named:`."
        : " Give each run its own `named:` (in a loop, include the loop value)."
      throw SnapshotError(
        "The snapshot \(file) of \(test) \(label) was asserted twice at \(callSite) with different output.\(hint)"
      )
    }
  }
}
