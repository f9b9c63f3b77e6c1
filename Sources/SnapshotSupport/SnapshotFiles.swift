import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where snapshot files live and how they are written.
///
/// Files go to `__Snapshots__/<TestFile>/<test>[.<name>].<ext>` in the test target's folder
/// (`Tests/<Target>/`), with the folders of a test file in a subfolder kept
/// (`__Snapshots__/Screens/ProfileTests/…` for `Tests/AppTests/Screens/ProfileTests.swift`),
/// so that one `exclude: ["__Snapshots__"]` covers the whole target. A test file outside a
/// `Tests/<Target>/` folder has its snapshots beside it. `$GALLEY_SNAPSHOT_DIR/<TestFile>/`
/// replaces both when set (for builds whose sources are not where they were compiled).
package enum SnapshotFiles {
  /// The folder of the snapshots of the test file at `filePath`.
  package static func folder(
    forTestFile filePath: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    if let root = environment["GALLEY_SNAPSHOT_DIR"], !root.isEmpty {
      return URL(fileURLWithPath: root, isDirectory: true)
        .appendingPathComponent(testFile, isDirectory: true)
    }
    guard let (target, subfolders) = targetFolder(of: file) else { return beside(file) }
    var folder = target.appendingPathComponent("__Snapshots__", isDirectory: true)
    for name in subfolders { folder.appendPathComponent(name, isDirectory: true) }
    return folder.appendingPathComponent(testFile, isDirectory: true)
  }

  /// Where snapshots of a test file in a subfolder of its target were kept before they
  /// moved to the target's folder, beside the test file; `nil` when that is where they are.
  package static func formerFolder(
    forTestFile filePath: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    guard environment["GALLEY_SNAPSHOT_DIR"]?.isEmpty ?? true else { return nil }
    let file = URL(fileURLWithPath: filePath)
    guard let (_, subfolders) = targetFolder(of: file), !subfolders.isEmpty else { return nil }
    return beside(file)
  }

  /// `__Snapshots__/<TestFile>` beside `file`.
  private static func beside(_ file: URL) -> URL {
    file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
  }

  /// The test target's folder holding `file` (`<package>/Tests/<Target>`, the package
  /// being the nearest folder above with a `Package.swift`), and the subfolders between it
  /// and the file; `nil` when the file is in no such folder.
  static func targetFolder(of file: URL) -> (URL, [String])? {
    let file = file.standardizedFileURL
    guard let package = SnapshotArtifacts.packageRoot(containing: file) else { return nil }
    let root = package.standardizedFileURL.pathComponents
    let components = file.deletingLastPathComponent().pathComponents
    guard components.count >= root.count + 2, Array(components[..<root.count]) == root,
      components[root.count] == "Tests"
    else { return nil }
    let target = NSString.path(withComponents: Array(components[...(root.count + 1)]))
    return (
      URL(fileURLWithPath: target, isDirectory: true), Array(components[(root.count + 2)...])
    )
  }

  /// The base name of a snapshot: the suite the test is in, if any, the test's name
  /// without its argument list, then the snapshot's name, each made safe for file names.
  ///
  /// `testInbox()` → `testInbox`; `inbox(device:)` named `dark` → `inbox.dark`;
  /// `basic()` in the suite `ProfileTests` → `ProfileTests.basic`.
  package static func baseName(suite: String? = nil, test: String, name: String?) -> String {
    let function = test.split(separator: "(", maxSplits: 1).first.map(String.init) ?? test
    var parts: [String] = []
    if let suite, !suite.isEmpty { parts.append(sanitized(suite)) }
    parts.append(sanitized(function.isEmpty ? "snapshot" : function))
    if let name, !name.isEmpty { parts.append(sanitized(name)) }
    return parts.joined(separator: ".")
  }

  /// ASCII letters and digits, `-`, `_` and `.` kept; anything else becomes `-`; no
  /// leading dot (hidden files) and no `..` (parent folders).
  package static func sanitized(_ text: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    var result = String(text.map { allowed.contains($0) ? $0 : "-" }.drop { $0 == "." })
    while result.contains("..") { result = result.replacingOccurrences(of: "..", with: "-.") }
    return result.isEmpty ? "-" : result
  }

  /// The contents of the file at `url`, or `nil` when there is none.
  package static func read(_ url: URL) throws(SnapshotError) -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw SnapshotError("Could not read the snapshot \(url.path): \(error.localizedDescription)")
    }
  }

  /// Writes `text` to `url` atomically: into a temporary file in the same folder, then
  /// renamed over the old file. Readers and parallel writers see the old file or a whole new
  /// one, never a mix; on failure the old file is untouched.
  package static func write(_ text: String, to url: URL) throws(SnapshotError) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw SnapshotError(
        "Could not create the folder \(folder.path): \(reason(error)). Nothing was written.")
    }
    // Short, so that a long snapshot name still fits; unique per process and write.
    let temporary = folder.appendingPathComponent(
      ".galley-\(getpid())-\(UUID().uuidString.prefix(8)).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotError(
        "Could not write in \(folder.path) (\(reason(error))). The snapshot \(url.lastPathComponent) was not recorded; nothing already recorded was changed."
      )
    }
    guard rename(temporary.path, url.path) == 0 else {
      let message = String(cString: strerror(errno))
      unlink(temporary.path)
      throw SnapshotError(
        "Could not replace \(url.path) (\(message)). The snapshot was not recorded; nothing already recorded was changed."
      )
    }
  }

  /// Renames the file at `source` to `destination`, which must not exist yet, creating
  /// its folder.
  package static func move(_ source: URL, to destination: URL) throws(SnapshotError) {
    guard !FileManager.default.fileExists(atPath: destination.path) else {
      throw SnapshotError("Could not rename \(source.path): \(destination.path) exists.")
    }
    let folder = destination.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw SnapshotError("Could not create the folder \(folder.path): \(reason(error)).")
    }
    guard rename(source.path, destination.path) == 0 else {
      throw SnapshotError(
        "Could not rename \(source.path) to \(destination.lastPathComponent) (\(String(cString: strerror(errno))))."
      )
    }
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? error.localizedDescription
  }
}
