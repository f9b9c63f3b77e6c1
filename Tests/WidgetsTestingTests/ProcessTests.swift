import Foundation
import Showcase
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// Snapshots are the same bytes in every process, and the CLI maintains snapshot folders.
struct ProcessTests {
  /// The `galley` executable built beside the tests: next to the test binary on Linux,
  /// next to the test bundle on macOS.
  static var galley: URL {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle(for: XCTestSnapshotTests.self).bundleURL.deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("galley") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  static func galley(
    _ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil
  ) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = galley
    if let folder { process.currentDirectoryURL = folder }
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  // A snapshot recorded in this process equals, byte for byte, what two other processes
  // render for the same screen, in every format.
  @MainActor @Test func snapshotsAreByteIdenticalAcrossProcesses() throws {
    ViewHost.printsDiagnostics = false
    let sandbox = Sandbox()
    let screen = try #require(Showcase.screens.first { $0.name == "messages" })
    _ = run(
      screen.makeView(), in: sandbox, as: [.tree, .svg, .text, .accessibility],
      layout: .fixed(width: 390, height: 844), test: "messages()")
    for (format, ext) in [
      ("tree", "tree"), ("svg", "svg"), ("text", "txt"), ("accessibility", "accessibility"),
    ] {
      let recorded = try #require(sandbox.contents("messages.\(ext)"))
      let first = try Self.galley(["render", "messages", "--format", format])
      let second = try Self.galley(["render", "messages", "--format", format])
      #expect(first.status == 0)
      #expect(first.output == recorded, "\(format)")
      #expect(second.output == recorded, "\(format)")
    }
  }

  // `galley snapshots orphans` lists the snapshot files the last run did not assert, and
  // with --delete removes them; a filtered run is refused.
  @Test func orphansAreFoundAndDeleted() throws {
    let sandbox = Sandbox()
    let package = sandbox.root.appendingPathComponent("Package", isDirectory: true)
    let folder = package.appendingPathComponent("Tests/AppTests/__Snapshots__/InboxTests")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.2\n".utf8).write(
      to: package.appendingPathComponent("Package.swift"))
    for name in ["inbox.tree", "inbox.svg", "old.tree", "notes.md"] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    let manifest = package.appendingPathComponent(".build/galley-snapshots/manifest")
    try FileManager.default.createDirectory(at: manifest, withIntermediateDirectories: true)
    let asserted = ["inbox.tree", "inbox.svg"].map {
      folder.appendingPathComponent($0).standardizedFileURL.path
    }
    try Data(
      ("# galley snapshot manifest; run: swift-test\n" + asserted.joined(separator: "\n") + "\n")
        .utf8
    )
    .write(to: manifest.appendingPathComponent("run-100-200.txt"))

    let listed = try Self.galley(["snapshots", "orphans", "--package", package.path])
    #expect(listed.status == 0)
    #expect(listed.output == "Tests/AppTests/__Snapshots__/InboxTests/old.tree\n")
    #expect(listed.error == "Found 1 orphaned snapshot file.\n")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("old.tree").path))

    let deleted = try Self.galley(["snapshots", "orphans", "--delete", "--package", package.path])
    #expect(deleted.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("old.tree").path))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("inbox.tree").path))

    try Data("# galley snapshot manifest; run: swift-test --filter Inbox\n".utf8)
      .write(to: manifest.appendingPathComponent("run-300-400.txt"))
    let filtered = try Self.galley(["snapshots", "orphans", "--package", package.path])
    #expect(filtered.status == 1)
    #expect(filtered.error.contains("The last test run was filtered"))
  }

  // `galley snapshots report` rebuilds the report from the failure records.
  @MainActor @Test func reportIsRebuilt() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox)
    _ = run(Box(leading: 12), in: sandbox)
    let report = sandbox.artifacts.appendingPathComponent("index.html")
    try FileManager.default.removeItem(at: report)
    let result = try Self.galley(["snapshots", "report", "--artifacts", sandbox.artifacts.path])
    #expect(result.status == 0)
    #expect(result.error == "The report shows 1 failed snapshot.\n")
    let html = try String(contentsOf: report, encoding: .utf8)
    #expect(html.contains("<h2>WidgetsTestingTests/AssertionTests/badge.tree</h2>"))
    // The recorded side is a wireframe drawn from the recorded tree (no SVG was recorded).
    #expect(html.contains("<figcaption>Recorded (wireframe)</figcaption><div class=\"canvas\""))
  }
}
