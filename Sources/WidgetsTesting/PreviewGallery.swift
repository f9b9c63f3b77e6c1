import Backends
import Foundation
import Widgets

/// Writes `Preview`s (Widgets) as SVG documents and text canvases, with an `index.html` that
/// shows them: the previews `#Preview` would show in Xcode, from a test on any machine.
///
/// ```swift
/// @MainActor @Test func previews() throws {
///   try PreviewGallery.write([inboxPreview, settingsPreview], to: URL(fileURLWithPath: "Previews"))
/// }
/// ```
public enum PreviewGallery {
  /// Writes each preview, hosted on `device`, as `<name>.svg` and `<name>.txt` in
  /// `directory` (made when missing), and an `index.html`; returns the paths written. Names
  /// are made safe for file names (ASCII letters and digits, `-` and `_` are kept; other
  /// characters become `-`), and names that differ only in case get numbered files too, so
  /// that no file overwrites another on a case-insensitive file system.
  ///
  /// - Throws: An error naming the path when the folder cannot be made or a file written.
  @MainActor
  @discardableResult
  public static func write(
    _ previews: [Preview], to directory: URL, device: Device = .iPhone16
  ) throws -> [String] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var written: [String] = []
    var items: [String] = []
    var used: Set<String> = []
    for preview in previews {
      var stem = fileStem(preview.name)
      // Two previews of one name get files of their own.
      var count = 2
      while used.contains(stem.lowercased()) {
        stem = "\(fileStem(preview.name))-\(count)"
        count += 1
      }
      used.insert(stem.lowercased())
      let host = ViewHost(preview.makeView(), device: device)
      for (text, ext) in [
        (SVGBackend().render(host.renderTree), "svg"),
        (TextBackend().render(host.renderTree), "txt"),
      ] {
        let url = directory.appendingPathComponent("\(stem).\(ext)")
        try Data(text.utf8).write(to: url, options: .atomic)
        written.append(url.path)
      }
      items.append(
        "<figure><img src=\"\(stem).svg\" alt=\"\(escaped(preview.name))\" width=\"\(Int(device.size.width))\"><figcaption>\(escaped(preview.name))</figcaption></figure>"
      )
    }
    let index = """
      <!DOCTYPE html>
      <html lang="en">
      <head><meta charset="utf-8"><title>Previews</title>
      <style>body { font-family: system-ui, sans-serif; display: flex; flex-wrap: wrap; gap: 2rem; } img { border: 1px solid #c7c7cc; }</style>
      </head>
      <body>
      \(items.joined(separator: "\n"))
      </body>
      </html>

      """
    let url = directory.appendingPathComponent("index.html")
    try Data(index.utf8).write(to: url, options: .atomic)
    written.append(url.path)
    return written
  }

  /// `name` with every character but ASCII letters and digits, `-` and `_` replaced by `-`;
  /// `preview` for an empty name.
  static func fileStem(_ name: String) -> String {
    let stem = String(
      name.unicodeScalars.map { scalar in
        (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_"))
          || scalar == "-" ? Character(scalar) : "-"
      })
    return stem.isEmpty ? "preview" : stem
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
