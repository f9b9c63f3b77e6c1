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
    let packageOption = options.value(for: "--package")
    let artifactsOption = options.value(for: "--artifacts")
    let delete = options.flag("--delete")
    let force = options.flag("--force")
    guard let action = options.positional() else {
      throw CommandError("snapshots needs an action: orphans or report.")
    }
    let package = URL(
      fileURLWithPath: packageOption ?? FileManager.default.currentDirectoryPath,
      isDirectory: true
    ).resolvingSymlinksInPath()
    let environment = ProcessInfo.processInfo.environment
    let artifacts = URL(
      fileURLWithPath: artifactsOption
        ?? environment["GALLEY_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        ?? package.appendingPathComponent(".build/galley-snapshots").path,
      isDirectory: true)
    switch action {
    case "orphans":
      try options.finish()
      let extraRoot = environment["GALLEY_SNAPSHOT_DIR"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
      }
      let (orphans, total, run) = try SnapshotMaintenance.orphans(
        package: package, artifacts: artifacts, extraRoot: extraRoot)
      if run.isFiltered && !force {
        throw CommandError(
          "The last test run was filtered (\(run.command)), so snapshots of tests it skipped would look orphaned. Run the whole suite, or pass --force."
        )
      }
      // A run that asserted none of the files is about another checkout, or another
      // spelling of this one: calling everything orphaned would be wrong.
      if total > 0, orphans.count == total, !force {
        throw CommandError(
          "The last test run asserted none of the \(total) snapshot files in \(package.path); is --package right? Run `swift test` here first, or pass --force if every snapshot really is orphaned."
        )
      }
      for file in orphans {
        output(relative(file, to: package) + "\n")
        if delete { try FileManager.default.removeItem(at: file) }
      }
      let verb = delete ? "Deleted" : "Found"
      FileHandle.standardError.write(
        Data(
          "\(verb) \(orphans.count) orphaned snapshot file\(orphans.count == 1 ? "" : "s").\n"
            .utf8))
    case "report":
      guard !delete, !force else { throw CommandError("report takes no --delete or --force.") }
      try options.finish()
      let count = try SnapshotReport.rebuild(in: artifacts)
      output(artifacts.appendingPathComponent("index.html").path + "\n")
      FileHandle.standardError.write(
        Data("The report shows \(count) failed snapshot\(count == 1 ? "" : "s").\n".utf8))
    default:
      throw CommandError("Unknown snapshots action \(action); use orphans or report.")
    }
  }

  private func relative(_ url: URL, to folder: URL) -> String {
    let prefix = folder.path + "/"
    return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
  }
}
