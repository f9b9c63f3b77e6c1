import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// `galley snapshots orphans` never offers to delete the snapshots of a test that failed
/// or threw before its assertion, and finds the package from wherever it runs.
struct OrphansTests {
  /// A package with one test file, `InboxTests.swift`, declaring `follow()` and `header()`
  /// in the suite `InboxTests`, four snapshot files, and a manifest of a run in which
  /// `follow()` asserted `InboxTests.follow.tree` and `header()` asserted nothing.
  final class Fixture {
    let sandbox = Sandbox()
    var package: URL { sandbox.root.appendingPathComponent("Package", isDirectory: true) }
    var tests: URL { package.appendingPathComponent("Tests/AppTests", isDirectory: true) }
    var folder: URL { tests.appendingPathComponent("__Snapshots__/InboxTests") }
    var manifest: URL { package.appendingPathComponent(".build/galley-snapshots/manifest") }

    init(extraManifestLines: [String] = []) throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.2\n".utf8).write(
        to: package.appendingPathComponent("Package.swift"))
      try Data(
        """
        import Testing
        struct InboxTests {
          @Test func follow() {}
          @Test func header() throws {}
        }

        """.utf8
      ).write(to: tests.appendingPathComponent("InboxTests.swift"))
      for name in [
        "InboxTests.follow.tree", "InboxTests.follow.old.tree", "InboxTests.header.tree",
        "InboxTests.removed.tree",
      ] {
        try Data("x".utf8).write(to: folder.appendingPathComponent(name))
      }
      try FileManager.default.createDirectory(at: manifest, withIntermediateDirectories: true)
      let asserted = folder.appendingPathComponent("InboxTests.follow.tree")
        .resolvingSymlinksInPath().path
      let lines =
        ["# galley snapshot manifest; run: swift-test", asserted + "\tInboxTests.follow"]
        + extraManifestLines
      try Data((lines.joined(separator: "\n") + "\n").utf8)
        .write(to: manifest.appendingPathComponent("run-100-200.txt"))
    }

    func exists(_ name: String) -> Bool {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }
  }

  // `header()` asserted nothing but is still declared: it stopped before its assertion, so
  // its snapshot is kept. `follow()` asserted one snapshot but not its `old` one: it may have
  // thrown part-way, so that one is kept too, deleted only when forced. The snapshot of a test
  // that no longer exists is an orphan.
  @Test func snapshotsOfATestThatStillExistsAreKept() throws {
    let fixture = try Fixture()
    let listed = try ProcessTests.galley(
      ["snapshots", "orphans", "--package-path", fixture.package.path])
    #expect(listed.status == 0)
    #expect(listed.output == "Tests/AppTests/__Snapshots__/InboxTests/InboxTests.removed.tree\n")
    #expect(
      listed.error
        == """
        Found 1 orphaned snapshot file.
        Kept 2 files whose test still exists but did not assert it in the last run (did it fail or throw before the assertion, or did its name change?); --delete --force deletes them too:
          Tests/AppTests/__Snapshots__/InboxTests/InboxTests.follow.old.tree (InboxTests.follow in Tests/AppTests/InboxTests.swift, asserted others)
          Tests/AppTests/__Snapshots__/InboxTests/InboxTests.header.tree (InboxTests.header in Tests/AppTests/InboxTests.swift, asserted none)

        """)
    let deleted = try ProcessTests.galley(
      ["snapshots", "orphans", "--delete", "--package-path", fixture.package.path])
    #expect(deleted.status == 0)
    #expect(fixture.exists("InboxTests.header.tree"))
    #expect(fixture.exists("InboxTests.follow.tree"))
    #expect(fixture.exists("InboxTests.follow.old.tree"))
    #expect(!fixture.exists("InboxTests.removed.tree"))
    let forced = try ProcessTests.galley(
      ["snapshots", "orphans", "--delete", "--force", "--package-path", fixture.package.path])
    #expect(forced.status == 0)
    #expect(!fixture.exists("InboxTests.header.tree"))
    #expect(!fixture.exists("InboxTests.follow.old.tree"))
    #expect(fixture.exists("InboxTests.follow.tree"))
  }

  // After a run with failures, --delete is refused and deletes nothing; listing warns.
  @Test func deletingAfterAFailedRunIsRefused() throws {
    let fixture = try Fixture(extraManifestLines: ["# failed: InboxTests.follow"])
    let deleted = try ProcessTests.galley(
      ["snapshots", "orphans", "--delete", "--package-path", fixture.package.path])
    #expect(deleted.status == 1)
    #expect(
      deleted.error
        == "galley: The last test run had failures (InboxTests.follow), so a test may have stopped before asserting its snapshots. Nothing was deleted: fix the failures and run `swift test` again, or pass --force.\n"
    )
    #expect(fixture.exists("InboxTests.removed.tree"))
    #expect(fixture.exists("InboxTests.follow.old.tree"))
    let listed = try ProcessTests.galley(
      ["snapshots", "orphans", "--package-path", fixture.package.path])
    #expect(listed.status == 0)
    #expect(
      listed.error.contains(
        "The last test run had failures: a test that stopped early leaves its snapshots looking orphaned. --delete is refused until a run passes."
      ))
    let forced = try ProcessTests.galley(
      ["snapshots", "orphans", "--delete", "--force", "--package-path", fixture.package.path])
    #expect(forced.status == 0)
    #expect(!fixture.exists("InboxTests.removed.tree"))
  }

  // XCTest's failure count, noted when a suite finishes, refuses deletion the same way.
  @Test func anXCTestFailureCountRefusesDeletion() throws {
    let fixture = try Fixture(extraManifestLines: ["# failures: 1", "# failures: 3"])
    let run = try SnapshotMaintenance.lastRun(
      artifacts: fixture.package.appendingPathComponent(".build/galley-snapshots"))
    #expect(run.failureCount == 3)
    let deleted = try ProcessTests.galley(
      ["snapshots", "orphans", "--delete", "--package-path", fixture.package.path])
    #expect(deleted.status == 1)
    #expect(deleted.error.hasPrefix("galley: The last test run had 3 failures, so a test"))
  }

  // A failed snapshot assertion notes its test in the manifest.
  @MainActor @Test func aFailedAssertionIsNotedInTheManifest() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox, suite: "InboxTests")
    var last = try SnapshotMaintenance.lastRun(artifacts: sandbox.artifacts)
    // Recording a missing snapshot fails the assertion too: that run did not pass.
    #expect(last.failedTests == ["InboxTests.badge"])
    #expect(last.tests.values.flatMap { $0 } == ["InboxTests.badge"])
    _ = run(Box(leading: 12), in: sandbox, suite: "InboxTests")
    last = try SnapshotMaintenance.lastRun(artifacts: sandbox.artifacts)
    #expect(last.hadFailures)
  }

  // Run from a subfolder, the command finds the package above it and prints paths relative
  // to the package; --package-path may be relative; a folder without Package.swift is
  // refused.
  @Test func theCommandFindsThePackageFromASubfolder() throws {
    let fixture = try Fixture()
    let expected = "Tests/AppTests/__Snapshots__/InboxTests/InboxTests.removed.tree\n"
    let inside = try ProcessTests.galley(["snapshots", "orphans"], in: fixture.folder)
    #expect(inside.status == 0)
    #expect(inside.output == expected)
    let relative = try ProcessTests.galley(
      ["snapshots", "orphans", "--package-path", "../.."], in: fixture.tests)
    #expect(relative.output == expected)
    let nowhere = try ProcessTests.galley(
      ["snapshots", "orphans", "--package-path", fixture.tests.path])
    #expect(nowhere.status == 1)
    #expect(
      nowhere.error.hasSuffix(
        "Tests/AppTests has no Package.swift; --package-path names a package.\n"))
    let report = try ProcessTests.galley(["snapshots", "report"], in: fixture.tests)
    #expect(report.output == ".build/galley-snapshots/index.html\n")
  }

  // The snapshots of a test file in a subfolder, kept in the target's folder, are matched to
  // that file's tests.
  @Test func aSubfolderTestFilesSnapshotsAreMatchedToItsTests() throws {
    let fixture = try Fixture()
    let source = fixture.tests.appendingPathComponent("Screens/ProfileTests.swift")
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("struct ProfileTests {\n  @Test func card() {}\n}\n".utf8).write(to: source)
    let snapshot = fixture.tests.appendingPathComponent(
      "__Snapshots__/Screens/ProfileTests/ProfileTests.card.tree")
    let run = SnapshotMaintenance.LastRun(command: "swift-test", asserted: [])
    let kept = try #require(SnapshotMaintenance.unreachedTest(of: snapshot, run: run))
    #expect(kept.test == "ProfileTests.card")
    #expect(kept.testFile.path == source.path)
  }
}
