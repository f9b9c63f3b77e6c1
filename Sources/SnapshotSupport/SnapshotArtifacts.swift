import Backends
import Foundation
import Render

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The artifacts folder of a test run: actual outputs of failed snapshots, the HTML report,
/// and the manifest of the snapshots each run asserted.
///
/// The folder is `$GALLEY_SNAPSHOT_ARTIFACTS`, else `.build/galley-snapshots` in the package
/// that holds the test file, else one in the temporary directory.
package struct SnapshotArtifacts {
  /// The artifacts folder.
  package let root: URL
  /// The package folder, for paths in messages; `nil` when the test file is in none.
  package let packageRoot: URL?
  /// The test file's folder and name without extension (`AppTests/InboxTests`), which name
  /// its actual outputs and failure records: test files of the same name in two targets do
  /// not collide.
  package let testFileKey: String

  package init(
    testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let file = URL(fileURLWithPath: testFile)
    testFileKey =
      file.deletingLastPathComponent().lastPathComponent + "/"
      + file.deletingPathExtension().lastPathComponent
    packageRoot = Self.packageRoot(containing: file)
    if let custom = environment["GALLEY_SNAPSHOT_ARTIFACTS"], !custom.isEmpty {
      root = URL(fileURLWithPath: custom, isDirectory: true)
    } else if let packageRoot {
      root = packageRoot.appendingPathComponent(".build/galley-snapshots", isDirectory: true)
    } else {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("galley-snapshots", isDirectory: true)
    }
  }

  /// The folder with a `Package.swift` that holds `file`, if any.
  package static func packageRoot(containing file: URL) -> URL? {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The report page.
  package var reportURL: URL { root.appendingPathComponent("index.html") }
  /// The folder of failure records.
  var failuresFolder: URL { root.appendingPathComponent("failures", isDirectory: true) }
  /// The folder of run manifests.
  var manifestFolder: URL { root.appendingPathComponent("manifest", isDirectory: true) }

  /// `url` relative to the package folder when inside it, else its full path.
  package func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    if let packageRoot {
      let prefix = packageRoot.standardizedFileURL.path + "/"
      if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    }
    return path
  }

  // MARK: Manifest

  /// Notes in this process's manifest that the run asserted `file` for `test` (the suite
  /// and test part of snapshot names, `ProfileTests.basic`). Manifests are named by the run
  /// (the parent process, `swift test`) and the process, so that test processes running in
  /// parallel each append to their own file.
  package func noteAsserted(_ file: URL, test: String) {
    ManifestWriter.shared.append(
      file.resolvingSymlinksInPath().path + "\t" + test, to: manifestURL)
  }

  /// Notes in this process's manifest that an assertion of `test` failed, so that
  /// `galley snapshots orphans` does not trust the run to have reached every assertion.
  package func noteFailure(test: String) {
    ManifestWriter.shared.append("\(ManifestWriter.failedMark)\(test)", to: manifestURL)
  }

  private var manifestURL: URL {
    manifestFolder.appendingPathComponent("run-\(getppid())-\(getpid()).txt")
  }

  // MARK: Failures

  /// Saves the actual output of a failed snapshot, its record for the report, and rebuilds
  /// the report; returns where the actual output went. Problems writing artifacts are
  /// printed, not thrown: they must not hide the failure itself.
  ///
  /// The report shows both sides the same way: as drawn, when the snapshot's SVG was
  /// recorded (`recordedSVG`, or the recording itself for an SVG snapshot); otherwise both
  /// as wireframes of their trees.
  package func saveFailure(
    format: SnapshotFormat, base: String, recorded: String?, recordedTree: String?,
    recordedSVG: String?, actual: String, tree: RenderTree, changes: [TreeDifferences.Change],
    message: String
  ) -> URL {
    let snapshot = "\(base).\(format.fileExtension)"
    let actualURL = actualURL(snapshot)
    let width = Double(tree.size.width)
    let height = Double(tree.size.height)
    let drawnRecording = format == .svg ? recorded : recordedSVG
    // The recorded tree (or accessibility dump) and the actual one, for wireframes.
    let recordedOutline = format.isTreeShaped ? recorded : recordedTree
    let actualOutline = format.isTreeShaped ? actual : tree.dump()
    let sides: (recorded: String?, actual: String, rendering: FailureRecord.Rendering)
    if let drawnRecording {
      sides = (drawnRecording, SVGBackend().render(tree), .drawn)
    } else if let recordedOutline,
      let recordedWireframe = SnapshotReport.wireframe(
        recordedOutline, width: width, height: height),
      let actualWireframe = SnapshotReport.wireframe(actualOutline, width: width, height: height)
    {
      sides = (recordedWireframe, actualWireframe, .wireframe)
    } else {
      sides = (nil, SVGBackend().render(tree), .drawn)
    }
    let record = FailureRecord(
      snapshot: "\(testFileKey)/\(snapshot)",
      format: format.rawValue,
      recorded: recorded,
      actualFile: actualURL.path,
      rendering: sides.rendering,
      recordedImage: sides.recorded,
      actualImage: sides.actual,
      width: width, height: height,
      changes: changes.map(FailureRecord.Change.init), message: message)
    do {
      try SnapshotFiles.write(actual, to: actualURL)
      let data = try Self.encoder.encode(record)
      try SnapshotFiles.write(
        String(decoding: data, as: UTF8.self),
        to: recordURL(snapshot))
      try SnapshotReport.rebuild(in: root)
    } catch {
      FileHandle.standardError.write(
        Data("Galley: could not save snapshot artifacts in \(root.path): \(error)\n".utf8))
    }
    return actualURL
  }

  /// Removes what an earlier failure of `snapshot` left (its actual output and its record)
  /// now that it passed or was recorded, and rebuilds the report if there was any.
  package func clearFailure(_ snapshot: String) {
    let record = recordURL(snapshot)
    guard FileManager.default.fileExists(atPath: record.path) else { return }
    try? FileManager.default.removeItem(at: record)
    try? FileManager.default.removeItem(at: actualURL(snapshot))
    do {
      try SnapshotReport.rebuild(in: root)
    } catch {
      FileHandle.standardError.write(
        Data("Galley: could not rebuild the snapshot report in \(root.path): \(error)\n".utf8))
    }
  }

  private func actualURL(_ snapshot: String) -> URL {
    root.appendingPathComponent("actual/\(testFileKey)/\(snapshot)")
  }

  private func recordURL(_ snapshot: String) -> URL {
    failuresFolder.appendingPathComponent(
      "\(testFileKey.replacingOccurrences(of: "/", with: ".")).\(snapshot).json")
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return encoder
  }()
}

/// What the report needs to show one failed snapshot.
struct FailureRecord: Codable, Equatable {
  struct Change: Codable, Equatable {
    var kind: String
    var message: String
    var recordedFrame: [Double]?
    var actualFrame: [Double]?

    init(_ change: TreeDifferences.Change) {
      kind = change.kind.rawValue
      message = change.message
      recordedFrame = change.recordedFrame.map(Self.numbers)
      actualFrame = change.actualFrame.map(Self.numbers)
    }

    static func numbers(_ rect: CGRect) -> [Double] {
      [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
    }
  }

  /// How both sides are shown.
  enum Rendering: String, Codable {
    /// As drawn: SVG renderings.
    case drawn
    /// As wireframes of their trees, when the snapshot's SVG was not recorded.
    case wireframe
  }

  var snapshot: String
  var format: String
  var recorded: String?
  var actualFile: String
  var rendering: Rendering
  /// The recorded side as an SVG document, if there is anything to show.
  var recordedImage: String?
  /// The actual side as an SVG document, drawn the same way as the recorded side.
  var actualImage: String
  var width: Double
  var height: Double
  var changes: [Change]
  var message: String
}

/// Appends lines to manifest files, one file handle per file, serialised.
///
/// A manifest lists one asserted snapshot per line (its path, a tab, its test), after a
/// header naming the run's command; lines starting with ``failedMark`` name a test that
/// failed, and ``failuresMark`` the number of failures a test framework counted.
package final class ManifestWriter: @unchecked Sendable {
  // `@unchecked`: `lock` guards `written` and `manifests`.
  package static let shared = ManifestWriter()
  static let headerMark = "# galley snapshot manifest; run: "
  static let failedMark = "# failed: "
  static let failuresMark = "# failures: "
  private let lock = NSLock()
  private var written: Set<String> = []
  /// Every manifest this process wrote to.
  private var manifests: [URL] = []

  /// Notes in every manifest this process wrote to that the test framework counted `count`
  /// failures (XCTest reports them when a suite finishes; see `XCTestFailureObserver`).
  package func noteFailureCount(_ count: Int) {
    let targets = lock.withLock { manifests }
    for manifest in targets { append("\(Self.failuresMark)\(count)", to: manifest) }
  }

  func append(_ line: String, to manifest: URL) {
    lock.lock()
    defer { lock.unlock() }
    let key = manifest.path + "\n" + line
    guard !written.contains(key) else { return }
    written.insert(key)
    if !manifests.contains(manifest) { manifests.append(manifest) }
    try? FileManager.default.createDirectory(
      at: manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
    let isNew = !FileManager.default.fileExists(atPath: manifest.path)
    let descriptor = open(manifest.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var text = ""
    if isNew { text += "\(Self.headerMark)\(Self.runCommand())\n" }
    text += line + "\n"
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
  }

  /// The command line of the parent process (`swift test …`), to tell filtered runs apart.
  static func runCommand() -> String {
    #if os(Linux)
      if let data = FileManager.default.contents(atPath: "/proc/\(getppid())/cmdline") {
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
          .joined(separator: " ")
      }
    #endif
    return "unknown"
  }
}
