import Foundation
import SnapshotSupport

/// `galley snapshots orphans|report`: maintenance of snapshot folders.
struct SnapshotsCommand {
  var options: Options

  func run() throws {
    var options = options
    guard let action = options.positional() else {
      throw CommandError("snapshots needs an action: orphans or report.")
    }
    let package = URL(
      fileURLWithPath: options.value(for: "--package") ?? FileManager.default.currentDirectoryPath,
      isDirectory: true
    ).standardizedFileURL
    let environment = ProcessInfo.processInfo.environment
    let artifacts = URL(
      fileURLWithPath: options.value(for: "--artifacts")
        ?? environment["GALLEY_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        ?? package.appendingPathComponent(".build/galley-snapshots").path,
      isDirectory: true)
    switch action {
    case "orphans":
      let delete = options.flag("--delete")
      let force = options.flag("--force")
      try options.finish()
      let extraRoot = environment["GALLEY_SNAPSHOT_DIR"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
      }
      let (orphans, run) = try SnapshotMaintenance.orphans(
        package: package, artifacts: artifacts, extraRoot: extraRoot)
      if run.isFiltered && !force {
        throw CommandError(
          "The last test run was filtered (\(run.command)), so snapshots of tests it skipped would look orphaned. Run the whole suite, or pass --force."
        )
      }
      for file in orphans {
        print(relative(file, to: package))
        if delete { try FileManager.default.removeItem(at: file) }
      }
      let verb = delete ? "Deleted" : "Found"
      FileHandle.standardError.write(
        Data(
          "\(verb) \(orphans.count) orphaned snapshot file\(orphans.count == 1 ? "" : "s").\n"
            .utf8))
    case "report":
      try options.finish()
      let count = try SnapshotReport.rebuild(in: artifacts)
      print(artifacts.appendingPathComponent("index.html").path)
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
