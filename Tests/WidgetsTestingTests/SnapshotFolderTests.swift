import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// A test target's snapshots share one `__Snapshots__` folder in the target's folder, so
/// that `exclude: ["__Snapshots__"]` covers them all and SwiftPM never warns.
@MainActor
struct SnapshotFolderTests {
  /// A package folder in `sandbox` with a `Package.swift` (`manifest`).
  func package(
    in sandbox: Sandbox, manifest: String = "// swift-tools-version: 6.0\n"
  ) throws
    -> URL
  {
    let package = sandbox.root.appendingPathComponent("Sample", isDirectory: true)
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
    return package
  }

  // Top-level test files keep their folder; a test file in a subfolder gets one under the
  // target's `__Snapshots__`; a file outside `Tests/<Target>` keeps its snapshots beside it.
  @Test func foldersAreUnderTheTargetsSnapshotsFolder() throws {
    let sandbox = Sandbox()
    let package = try package(in: sandbox).path
    func folder(_ file: String) -> String {
      SnapshotFiles.folder(forTestFile: package + "/" + file, environment: [:]).path
        .replacingOccurrences(of: package + "/", with: "")
    }
    #expect(folder("Tests/AppTests/InboxTests.swift") == "Tests/AppTests/__Snapshots__/InboxTests")
    #expect(
      folder("Tests/AppTests/Screens/Profile/ProfileTests.swift")
        == "Tests/AppTests/__Snapshots__/Screens/Profile/ProfileTests")
    #expect(folder("Checks/ScreenChecks.swift") == "Checks/__Snapshots__/ScreenChecks")
    #expect(
      SnapshotFiles.formerFolder(
        forTestFile: package + "/Tests/AppTests/Screens/ProfileTests.swift", environment: [:])?
        .path == package + "/Tests/AppTests/Screens/__Snapshots__/ProfileTests")
    #expect(
      SnapshotFiles.formerFolder(
        forTestFile: package + "/Tests/AppTests/InboxTests.swift", environment: [:]) == nil)
  }

  // A snapshot recorded beside a test file in a subfolder moves to the target's folder
  // the next time its test runs, and is compared there.
  @Test func aSnapshotBesideASubfolderTestFileMoves() throws {
    let sandbox = Sandbox()
    let package = try package(in: sandbox)
    let testFile = package.appendingPathComponent("Tests/AppTests/Screens/ProfileTests.swift")
    let former = package.appendingPathComponent(
      "Tests/AppTests/Screens/__Snapshots__/ProfileTests/badge.tree")
    try FileManager.default.createDirectory(
      at: former.deletingLastPathComponent(), withIntermediateDirectories: true)
    let recorded = Box(leading: 10).hostTree(width: 200, height: 100)
    try Data(recorded.utf8).write(to: former)
    #expect(run(Box(leading: 10), in: sandbox, testFile: testFile.path).isEmpty)
    let moved = package.appendingPathComponent(
      "Tests/AppTests/__Snapshots__/Screens/ProfileTests/badge.tree")
    #expect(try String(contentsOf: moved, encoding: .utf8) == recorded)
    #expect(!FileManager.default.fileExists(atPath: former.path))
    // A difference found after the move is reported against the new place.
    let messages = run(Box(leading: 12), in: sandbox, testFile: testFile.path)
    #expect(
      messages.first?.hasPrefix(
        "Snapshot badge.tree (fixed 200×100 pt @2x) does not match Tests/AppTests/__Snapshots__/Screens/ProfileTests/badge.tree."
      ) == true)
  }

  /// The `swift` driver, found on `PATH`.
  nonisolated static let swift = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { "\($0)/swift" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  // A sample package whose test target excludes `__Snapshots__`, with snapshots of a
  // top-level test file and of one in a subfolder where Galley puts them, builds without a
  // warning; before its first recording, a `__Snapshots__` folder holding only `.gitkeep`
  // keeps the exclude valid. Without the folder, SwiftPM warns, which is why README says
  // to create it.
  @Test(.enabled(if: swift != nil)) func aSamplePackageBuildsWithoutWarnings() throws {
    let sandbox = Sandbox()
    let package = try package(
      in: sandbox,
      manifest: """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Sample",
          targets: [
            .target(name: "App"),
            .testTarget(name: "AppTests", dependencies: ["App"], exclude: ["__Snapshots__"]),
          ]
        )

        """)
    func write(_ text: String, _ path: String) throws {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("public let name = \"App\"\n", "Sources/App/App.swift")
    try write("import App\n", "Tests/AppTests/InboxTests.swift")
    try write("import App\n", "Tests/AppTests/Screens/ProfileTests.swift")
    func build() throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(Self.swift))
      process.arguments = ["build", "--package-path", package.path, "--target", "App"]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      return String(decoding: data, as: UTF8.self)
    }
    #expect(try build().contains("Invalid Exclude"))
    try write("", "Tests/AppTests/__Snapshots__/.gitkeep")
    #expect(!(try build().contains("warning")))
    for file in ["Tests/AppTests/InboxTests.swift", "Tests/AppTests/Screens/ProfileTests.swift"] {
      let folder = SnapshotFiles.folder(
        forTestFile: package.appendingPathComponent(file).path, environment: [:])
      try write("Host (0, 0, 10, 10)\n", folder.path.dropFirst(package.path.count + 1) + "/a.tree")
    }
    let output = try build()
    #expect(!output.contains("warning"), "\(output)")
  }
}
