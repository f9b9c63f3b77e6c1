import Foundation

/// Housekeeping for snapshot folders: finding snapshot files no test asserted in the last
/// run. Used by `galley snapshots orphans`.
package enum SnapshotMaintenance {
  /// What the last run's manifests say.
  package struct LastRun {
    /// The command that ran the tests, as recorded (`swift-test …`), or `unknown`.
    package var command: String
    /// The snapshot files the run asserted.
    package var asserted: Set<String>
    /// The tests that asserted a snapshot, by snapshot folder: the suite and test part of
    /// snapshot names (`ProfileTests.basic`).
    package var tests: [String: Set<String>] = [:]
    /// The tests whose snapshot assertions failed.
    package var failedTests: Set<String> = []
    /// The most failures a test framework reported for the run (XCTest does; Swift Testing
    /// tells a library nothing of other tests' failures).
    package var failureCount = 0
    /// Whether the run is known to have failed somewhere.
    package var hadFailures: Bool { failureCount > 0 || !failedTests.isEmpty }
    /// Whether the run was filtered (`--filter`, `--skip`), so that tests it did not run
    /// would look orphaned.
    package var isFiltered: Bool {
      let words = command.split(separator: " ")
      return words.contains {
        $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=")
      }
    }
  }

  /// The last run recorded in `artifacts`: the manifests of the newest run (all the test
  /// processes started by the same `swift test`).
  package static func lastRun(artifacts: URL) throws(SnapshotError) -> LastRun {
    let folder = artifacts.appendingPathComponent("manifest", isDirectory: true)
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasPrefix("run-") && $0.hasSuffix(".txt") }
    guard !names.isEmpty else {
      throw SnapshotError(
        "No test run recorded in \(folder.path); run `swift test` first.")
    }
    func modified(_ name: String) -> Date {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      return attributes?[.modificationDate] as? Date ?? .distantPast
    }
    // run-<parent>-<process>.txt: the newest file names the run.
    guard let newest = names.max(by: { modified($0) < modified($1) }) else {
      throw SnapshotError("No test run recorded in \(folder.path).")
    }
    let run = newest.split(separator: "-").dropFirst().first.map(String.init) ?? ""
    var result = LastRun(command: "unknown", asserted: [])
    for name in names where name.hasPrefix("run-\(run)-") {
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n").map(String.init) {
        if line.hasPrefix(ManifestWriter.headerMark) {
          result.command = String(line.dropFirst(ManifestWriter.headerMark.count))
        } else if line.hasPrefix(ManifestWriter.failedMark) {
          result.failedTests.insert(String(line.dropFirst(ManifestWriter.failedMark.count)))
        } else if line.hasPrefix(ManifestWriter.failuresMark) {
          let count = Int(line.dropFirst(ManifestWriter.failuresMark.count)) ?? 0
          result.failureCount = max(result.failureCount, count)
        } else if !line.hasPrefix("#") {
          // `path`, or `path<tab>test` since manifests name tests.
          let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
          result.asserted.insert(fields[0])
          if fields.count == 2 {
            let folder = URL(fileURLWithPath: fields[0]).deletingLastPathComponent().path
            result.tests[folder, default: []].insert(fields[1])
          }
        }
      }
    }
    return result
  }

  /// Every snapshot file under `__Snapshots__` folders in `package` (build folders and
  /// hidden folders skipped), and under `extraRoot` if given, sorted.
  package static func snapshotFiles(package: URL, extraRoot: URL? = nil) -> [URL] {
    var result: [URL] = []
    let manager = FileManager.default
    func collect(_ folder: URL) {
      guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil)
      else { return }
      for case let url as URL in enumerator {
        let name = url.lastPathComponent
        if name.hasPrefix(".") || name == ".build" {
          enumerator.skipDescendants()
          continue
        }
        var isDirectory: ObjCBool = false
        _ = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if !isDirectory.boolValue, SnapshotFormat(fileExtension: url.pathExtension) != nil {
          result.append(url.standardizedFileURL)
        }
      }
    }
    if let enumerator = manager.enumerator(at: package, includingPropertiesForKeys: nil) {
      for case let url as URL in enumerator {
        let name = url.lastPathComponent
        if name.hasPrefix(".") {
          enumerator.skipDescendants()
        } else if name == "__Snapshots__" {
          collect(url)
          enumerator.skipDescendants()
        }
      }
    }
    if let extraRoot { collect(extraRoot) }
    // The same spelling as the manifest's paths: symbolic links resolved.
    return Array(Set(result.map { $0.resolvingSymlinksInPath() })).sorted { $0.path < $1.path }
  }

  /// A snapshot file the last run did not assert, but whose test is still in its test file:
  /// the test may have failed or thrown before the assertion (Swift Testing does not tell a
  /// library), so the file is kept unless deletion is forced.
  package struct Kept: Equatable {
    package var file: URL
    /// The test, as snapshot names spell it (`ProfileTests.basic`).
    package var test: String
    /// The test file that still declares it.
    package var testFile: URL
    /// Whether the test asserted other snapshots in the run (it got part of the way, or this
    /// file's `named:` changed); otherwise it asserted none.
    package var assertedOthers: Bool
  }

  /// The result of looking for orphans.
  package struct Orphans {
    /// Files no test claims: not asserted by a test that ran, nor named after a test that
    /// still exists.
    package var orphans: [URL]
    /// Files not asserted whose test still exists but asserted nothing in the last run.
    package var kept: [Kept]
    /// Every snapshot file found.
    package var total: Int
    /// The last run.
    package var run: LastRun
  }

  /// The snapshot files in `package` that the last run recorded in `artifacts` did not
  /// assert, split into orphans and files kept because their test did not get as far as
  /// its assertions.
  package static func orphans(
    package: URL, artifacts: URL, extraRoot: URL? = nil
  ) throws(SnapshotError) -> Orphans {
    let run = try lastRun(artifacts: artifacts)
    let files = snapshotFiles(package: package, extraRoot: extraRoot)
    var result = Orphans(orphans: [], kept: [], total: files.count, run: run)
    for file in files where !run.asserted.contains(file.path) {
      if let kept = unreachedTest(of: file, run: run) {
        result.kept.append(kept)
      } else {
        result.orphans.append(file)
      }
    }
    return result
  }

  /// The test that names `file`, when it is still declared in the test file beside the
  /// snapshot folder; `nil` when the file is an orphan.
  ///
  /// A snapshot is named `[Suite.]test[.name].ext`, so each leading run of its name's parts
  /// may be the test; one that is still declared (`func test(`, in its suite types) keeps its
  /// unasserted files, whether it asserted other snapshots in the run (it may have thrown
  /// part-way, or the file's `named:` changed) or none (it failed before any assertion).
  static func unreachedTest(of file: URL, run: LastRun) -> Kept? {
    let folder = file.deletingLastPathComponent()
    let parts = file.deletingPathExtension().lastPathComponent.split(separator: ".").map(
      String.init)
    let candidates = parts.indices.map { parts[...$0].joined(separator: ".") }
    let ran = run.tests[folder.path] ?? []
    // <Folder>/__Snapshots__/<Subfolders>/<TestFile>/ holds the snapshots of
    // <Folder>/<Subfolders>/<TestFile>.swift.
    let components = folder.pathComponents
    guard let snapshots = components.lastIndex(of: "__Snapshots__"),
      snapshots + 1 < components.count
    else { return nil }
    let testFile = URL(
      fileURLWithPath: NSString.path(withComponents: Array(components[..<snapshots]))
        + "/" + components[(snapshots + 1)...].joined(separator: "/") + ".swift")
    guard let source = try? String(contentsOf: testFile, encoding: .utf8) else { return nil }
    for (index, candidate) in candidates.enumerated() where declares(source, parts[index]) {
      // `Suite.test` needs the suite declared too.
      if index > 0, !parts[..<index].allSatisfy({ declaresType(source, $0) }) { continue }
      return Kept(
        file: file, test: candidate, testFile: testFile, assertedOthers: ran.contains(candidate))
    }
    return nil
  }

  private static func declares(_ source: String, _ function: String) -> Bool {
    source.contains("func \(function)(") || source.contains("func \(function)<")
  }

  private static func declaresType(_ source: String, _ name: String) -> Bool {
    ["struct", "class", "enum", "actor", "extension"].contains {
      source.contains("\($0) \(name) ") || source.contains("\($0) \(name):")
        || source.contains("\($0) \(name){")
    }
  }
}
