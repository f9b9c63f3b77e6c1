import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// Edge cases: quoted keys, line endings, empty strategies, stale report entries, failure
/// routing, matrices through the public API, and orphans end to end.
@MainActor
struct EdgeCaseTests {
  // Keys with spaces stay whole, so inserting one row is one insertion, not every later row
  // changing.
  @Test func quotedKeysIdentifyRows() throws {
    func dump(_ rows: [String]) -> String {
      var text = "Host (0, 0, 200, 100)\n└─ VStack (0, 0, 200, 60)\n"
      for (index, row) in rows.enumerated() {
        let branch = index == rows.count - 1 ? "└─ " : "├─ "
        text += "   \(branch)Text [\"\(row)\"] (0, \(index * 20), 50, 20) \"\(row)\" body #000000\n"
      }
      return text
    }
    let differences = try #require(
      TreeDifferences(
        recorded: dump(["Buy milk", "Buy eggs"]),
        actual: dump(["Buy bread", "Buy milk", "Buy eggs"])))
    #expect(differences.changes.filter { $0.kind == .inserted }.count == 1)
    #expect(differences.changes.filter { $0.kind == .changed }.isEmpty)
    #expect(
      RenderDump.words("Text [\"Buy milk\"] #\"two words\"") == [
        "Text", "[\"Buy milk\"]", "#\"two words\"",
      ])
  }

  // Carriage returns stay on their lines, where the diff shows them.
  @Test func carriageReturnsAreVisible() throws {
    let diff = try #require(UnifiedDiff.render(old: "a\r\nb\r\n", new: "a\r\nc\r\n"))
    #expect(diff.contains("-b␍"))
    #expect(diff.contains("+c␍"))
    #expect(UnifiedDiff.lines("a\r\nb\r\n") == ["a\r", "b\r"])
  }

  // A strategy with no format is an error, not a silent pass.
  @Test func emptyStrategyFails() {
    let sandbox = Sandbox()
    #expect(
      run(Box(), in: sandbox, as: []) == [
        "The snapshot strategy lists no format; use .tree, .svg, .text or .accessibility."
      ])
  }

  // Once a snapshot passes again, its earlier failure leaves the artifacts and the report.
  @Test func passingAgainClearsTheReport() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox)
    _ = run(Box(leading: 12), in: sandbox)
    let report = sandbox.artifacts.appendingPathComponent("index.html")
    #expect(try String(contentsOf: report, encoding: .utf8).contains("badge.tree</h2>"))
    #expect(run(Box(leading: 10), in: sandbox).isEmpty)
    let html = try String(contentsOf: report, encoding: .utf8)
    #expect(!html.contains("badge.tree</h2>"))
    #expect(html.contains("<p>No failures.</p>"))
  }

  // Without a capture, a failure is recorded as a Swift Testing issue with the message.
  @Test func failuresReachSwiftTesting() {
    let sandbox = Sandbox()
    withKnownIssue {
      SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration(environment: sandbox.environment())
      ) {
        assertSnapshot(of: Box(), layout: .fixed(width: 200, height: 100), named: "routed")
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("was missing; recorded it at") }
    }
  }

  // The public matrix assertion records one file per combination, named by configuration.
  @Test func matrixThroughThePublicAPI() throws {
    let sandbox = Sandbox()
    let capture = TestFrameworks.Capture()
    TestFrameworks.$capture.withValue(capture) {
      SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration(environment: sandbox.environment())
      ) {
        assertSnapshots(
          of: Box(),
          matrix: SnapshotMatrix(devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark]),
          named: "box")
      }
    }
    #expect(capture.messages.count == 4)
    let folder = sandbox.snapshots.appendingPathComponent("ReviewFindingsTests")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "EdgeCaseTests.matrixThroughThePublicAPI.box.iPhone16.dark.tree",
        "EdgeCaseTests.matrixThroughThePublicAPI.box.iPhone16.tree",
        "EdgeCaseTests.matrixThroughThePublicAPI.box.iPhoneSE.dark.tree",
        "EdgeCaseTests.matrixThroughThePublicAPI.box.iPhoneSE.tree",
      ])
    // Dark mode reaches the view: the system red is #ff453a in dark, #ff3b30 in light.
    let dark = try String(
      contentsOf: folder.appendingPathComponent(
        "EdgeCaseTests.matrixThroughThePublicAPI.box.iPhoneSE.dark.tree"),
      encoding: .utf8)
    #expect(dark.contains("fill #ff453a"))
  }

  // The manifest written by real assertions and the files found on disk agree: after one
  // run, nothing is orphaned; a stray file is; a manifest about other files is refused.
  @Test func orphansEndToEnd() throws {
    let sandbox = Sandbox()
    _ = run(Box(), in: sandbox, as: [.tree, .svg])
    let empty = sandbox.root.appendingPathComponent("package", isDirectory: true)
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    var found = try SnapshotMaintenance.orphans(
      package: empty, artifacts: sandbox.artifacts, extraRoot: sandbox.snapshots)
    #expect(found.orphans.isEmpty)
    #expect(found.total == 2)
    let stray = sandbox.file("gone.tree")
    try Data("x".utf8).write(to: stray)
    found = try SnapshotMaintenance.orphans(
      package: empty, artifacts: sandbox.artifacts, extraRoot: sandbox.snapshots)
    #expect(found.orphans.map(\.lastPathComponent) == ["gone.tree"])
  }
}
