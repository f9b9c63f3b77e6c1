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
    var asserted: Set<String> = []
    var command = "unknown"
    for name in names where name.hasPrefix("run-\(run)-") {
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        if line.hasPrefix("# galley snapshot manifest; run: ") {
          command = String(line.dropFirst("# galley snapshot manifest; run: ".count))
        } else if !line.hasPrefix("#") {
          asserted.insert(String(line))
        }
      }
    }
    return LastRun(command: command, asserted: asserted)
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

  /// The snapshot files in `package` that the last run recorded in `artifacts` did not
  /// assert.
  package static func orphans(
    package: URL, artifacts: URL, extraRoot: URL? = nil
  ) throws(SnapshotError) -> (orphans: [URL], total: Int, run: LastRun) {
    let run = try lastRun(artifacts: artifacts)
    let files = snapshotFiles(package: package, extraRoot: extraRoot)
    return (files.filter { !run.asserted.contains($0.path) }, files.count, run)
  }
}
