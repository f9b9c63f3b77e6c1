import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// A temporary folder for one test's snapshots and artifacts, removed afterwards.
final class Sandbox {
  let root: URL

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("galley-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  var snapshots: URL { root.appendingPathComponent("snapshots", isDirectory: true) }
  var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }

  /// The environment of a run: snapshots and artifacts in the sandbox, plus `extra`.
  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    ["GALLEY_SNAPSHOT_DIR": snapshots.path, "GALLEY_SNAPSHOT_ARTIFACTS": artifacts.path]
      .merging(extra) { $1 }
  }

  /// The snapshot file `name` of this test file.
  func file(_ name: String) -> URL {
    snapshots.appendingPathComponent("AssertionTests/\(name)")
  }

  func contents(_ name: String) -> String? {
    try? String(contentsOf: file(name), encoding: .utf8)
  }

  /// `text` with the sandbox's path replaced by `<sandbox>`.
  func redacted(_ text: String) -> String {
    text.replacingOccurrences(of: root.path, with: "<sandbox>")
  }
}

/// Runs one snapshot assertion of `view` as a separate test run would (its own registry),
/// in the sandbox, and returns the failure messages it reported.
@MainActor
func run<V: View>(
  _ view: V, in sandbox: Sandbox, as strategy: SnapshotStrategy = .tree,
  layout: SnapshotLayout = .fixed(width: 200, height: 100), named name: String? = nil,
  record: SnapshotRecordMode? = nil, environment: [String: String] = [:],
  test: String = "badge()", suite: String? = nil, testFile: String? = nil,
  registry: SnapshotRegistry = SnapshotRegistry(), line: UInt = #line
) -> [String] {
  let host = layout.host(view)
  let capture = TestFrameworks.Capture()
  TestFrameworks.$capture.withValue(capture) {
    SnapshotAssertion(
      tree: host.renderTree, layout: layout.summary, strategy: strategy, name: name,
      record: record, testName: test,
      location: .init(
        fileID: "WidgetsTestingTests/AssertionTests.swift",
        filePath: "/work/WidgetsTestingTests/AssertionTests.swift", line: line, column: 5),
      environment: testFile == nil
        ? sandbox.environment(environment)
        : sandbox.environment(environment).filter { $0.key != "GALLEY_SNAPSHOT_DIR" },
      registry: registry, suite: suite, testFile: testFile
    ).run()
  }
  return capture.messages.map(sandbox.redacted)
}

/// A red box with leading padding.
struct Box: View {
  var leading: CGFloat = 10

  var body: some View {
    Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
      .padding(.leading, leading)
  }
}
