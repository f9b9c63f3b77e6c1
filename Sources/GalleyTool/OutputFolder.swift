import Foundation

/// A folder the tool writes its files into; a failure is a ``CommandError`` in one sentence.
struct OutputFolder {
  let url: URL

  /// Creates the folder, and the folders above it, unless they exist.
  func create() throws {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw CommandError("Cannot create \(url.path): \(error.localizedDescription)")
    }
  }

  /// Writes `data` to the file `name` in the folder, atomically, and returns its path.
  func save(_ data: Data, as name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    do {
      try data.write(to: file, options: .atomic)
    } catch {
      throw CommandError("Cannot write \(file.path): \(error.localizedDescription)")
    }
    return file.path
  }
}
