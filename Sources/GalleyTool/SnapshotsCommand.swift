import Foundation
import SnapshotSupport

/// `galley snapshots orphans|report`: maintenance of snapshot folders.
struct SnapshotsCommand {
  var options: Options
  /// Receives what the command prints.
  var output: (String) -> Void

  func run() throws {
    var options = options
    // Options with values first, so that their values are not taken for the action.
    let packageOption = options.value(for: "--package-path") ?? options.value(for: "--package")
    let artifactsOption = options.value(for: "--artifacts")
    let delete = options.flag("--delete")
    let force = options.flag("--force")
    guard let action = options.positional() else {
      throw CommandError("snapshots needs an action: orphans or report.")
    }
    let package = try packageRoot(packageOption)
    let environment = ProcessInfo.processInfo.environment
    let artifacts = URL(
      fileURLWithPath: artifactsOption
        ?? environment["GALLEY_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        ?? package.appendingPathComponent(".build/galley-snapshots").path,
      isDirectory: true)
    switch action {
    case "orphans":
      try options.finish()
      try orphans(package: package, artifacts: artifacts, delete: delete, force: force)
    case "report":
      guard !delete, !force else { throw CommandError("report takes no --delete or --force.") }
      try options.finish()
      let count = try SnapshotReport.rebuild(in: artifacts)
      output(relative(artifacts.appendingPathComponent("index.html"), to: package) + "\n")
      FileHandle.standardError.write(
        Data("The report shows \(count) failed snapshot\(count == 1 ? "" : "s").\n".utf8))
    default:
      throw CommandError("Unknown snapshots action \(action); use orphans or report.")
    }
  }

  /// The package to work on: `--package-path`, else the nearest folder at or above the
  /// current one that has a `Package.swift`, as `swift test` finds it.
  private func packageRoot(_ option: String?) throws -> URL {
    let current = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    if let option {
      let url = URL(fileURLWithPath: option, isDirectory: true, relativeTo: current)
        .standardizedFileURL.resolvingSymlinksInPath()
      guard
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
      else {
        throw CommandError("\(url.path) has no Package.swift; --package-path names a package.")
      }
      return url
    }
    let start = current.appendingPathComponent("Package.swift")
    guard let root = SnapshotArtifacts.packageRoot(containing: start) else {
      throw CommandError(
        "No Package.swift in \(current.path) or any folder above it; run this inside your package, or pass --package-path."
      )
    }
    return root.resolvingSymlinksInPath()
  }

  private func orphans(package: URL, artifacts: URL, delete: Bool, force: Bool) throws {
    let extraRoot = ProcessInfo.processInfo.environment["GALLEY_SNAPSHOT_DIR"].flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
    let found = try SnapshotMaintenance.orphans(
      package: package, artifacts: artifacts, extraRoot: extraRoot)
    let run = found.run
    if run.isFiltered && !force {
      throw CommandError(
        "The last test run was filtered (\(run.command)), so snapshots of tests it skipped would look orphaned. Run the whole suite, or pass --force."
      )
    }
    // A run that asserted none of the files is about another checkout, or another
    // spelling of this one: calling everything orphaned would be wrong.
    if found.total > 0, found.orphans.count == found.total, !force {
      throw CommandError(
        "The last test run asserted none of the \(found.total) snapshot files in \(package.path); is --package-path right? Run `swift test` here first, or pass --force if every snapshot really is orphaned."
      )
    }
    // A test that failed may have stopped before some of its assertions: deleting what
    // it did not reach would lose live snapshots.
    if delete, run.hadFailures, !force {
      let failed = run.failedTests.sorted()
      let which =
        failed.isEmpty
        ? "\(run.failureCount) failure\(run.failureCount == 1 ? "" : "s")"
        : "failures (\(failed.prefix(3).joined(separator: ", "))\(failed.count > 3 ? ", …" : ""))"
      throw CommandError(
        "The last test run had \(which), so a test may have stopped before asserting its snapshots. Nothing was deleted: fix the failures and run `swift test` again, or pass --force."
      )
    }
    for file in found.orphans {
      output(relative(file, to: package) + "\n")
      if delete { try FileManager.default.removeItem(at: file) }
    }
    // Files of tests that still exist go only when forced: a test that threw part-way
    // cannot be told from one whose snapshot names changed.
    if delete, force {
      for kept in found.kept { try FileManager.default.removeItem(at: kept.file) }
    }
    var summary =
      "\(delete ? "Deleted" : "Found") \(found.orphans.count) orphaned snapshot file\(found.orphans.count == 1 ? "" : "s").\n"
    if !delete, run.hadFailures {
      summary +=
        "The last test run had failures: a test that stopped early leaves its snapshots looking orphaned. --delete is refused until a run passes.\n"
    }
    if !found.kept.isEmpty {
      let verb = delete && force ? "Deleted" : "Kept"
      summary +=
        "\(verb) \(found.kept.count) file\(found.kept.count == 1 ? "" : "s") whose test still exists but did not assert it in the last run (did it fail or throw before the assertion, or did its name change?)\(delete && force ? "" : "; --delete --force deletes them too"):\n"
      for kept in found.kept {
        let how = kept.assertedOthers ? "asserted others" : "asserted none"
        summary +=
          "  \(relative(kept.file, to: package)) (\(kept.test) in \(relative(kept.testFile, to: package)), \(how))\n"
      }
    }
    FileHandle.standardError.write(Data(summary.utf8))
  }

  private func relative(_ url: URL, to folder: URL) -> String {
    let prefix = folder.path + "/"
    return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
  }
}
