import Foundation
import Render

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTML report of failed snapshots: for each, the message, and the recorded and actual
/// renderings side by side with the changed nodes outlined (moved and resized in orange,
/// changed in blue, inserted in green, removed in red).
///
/// Rebuilt from the failure records in the artifacts folder after every failure, and by
/// `galley snapshots report`.
package enum SnapshotReport {
  /// Rebuilds `index.html` in the artifacts folder `root` from its failure records; returns
  /// the number of failures it shows.
  @discardableResult
  package static func rebuild(in root: URL) throws(SnapshotError) -> Int {
    // One rebuild at a time across threads and processes: each lists the records after
    // taking the lock, so the last one to run shows every record written before it.
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let lock = open(root.appendingPathComponent(".report.lock").path, O_CREAT | O_RDWR, 0o644)
    if lock >= 0 { flock(lock, LOCK_EX) }
    defer {
      if lock >= 0 {
        flock(lock, LOCK_UN)
        close(lock)
      }
    }
    let folder = root.appendingPathComponent("failures", isDirectory: true)
    let files =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    var records: [FailureRecord] = []
    for file in files {
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
        let record = try? JSONDecoder().decode(FailureRecord.self, from: data)
      else { continue }
      records.append(record)
    }
    try SnapshotFiles.write(html(records), to: root.appendingPathComponent("index.html"))
    return records.count
  }

  /// The report page for `records`.
  static func html(_ records: [FailureRecord]) -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Galley snapshot failures</title>
      <style>
      body { font: 14px -apple-system, "Inter", "Noto Sans", sans-serif; margin: 24px; color: #1c1c1e; }
      section { border-top: 1px solid #d1d1d6; padding: 16px 0; }
      .pair { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
      figure { margin: 0; }
      figcaption { font-weight: 600; margin-bottom: 6px; }
      .canvas { position: relative; border: 1px solid #c7c7cc; }
      .canvas > img, .canvas > svg { position: absolute; left: 0; top: 0; }
      pre { background: #f2f2f7; padding: 12px; overflow-x: auto; font-size: 12px; }
      .legend span { margin-right: 12px; }
      </style>
      </head>
      <body>
      <h1>Galley snapshot failures</h1>
      <p class="legend"><span style="color:#ff9500">■ moved or resized</span><span style="color:#007aff">■ changed</span><span style="color:#34c759">■ inserted</span><span style="color:#ff3b30">■ removed</span></p>

      """
    if records.isEmpty { page += "<p>No failures.</p>\n" }
    for record in records {
      page += "<section>\n<h2>\(escape(record.snapshot))</h2>\n<div class=\"pair\">\n"
      let recordedImage =
        record.recordedSVG
        ?? record.recordedTree.flatMap { wireframe($0, width: record.width, height: record.height) }
      page += figure(
        "Recorded", svg: recordedImage, record: record,
        frames: record.changes.compactMap { change in change.recordedFrame.map { (change.kind, $0) }
        })
      page += figure(
        "Actual", svg: record.actualSVG, record: record,
        frames: record.changes.compactMap { change in change.actualFrame.map { (change.kind, $0) } }
      )
      page += "</div>\n<pre>\(escape(record.message))</pre>\n</section>\n"
    }
    page += "</body>\n</html>\n"
    return page
  }

  private static func figure(
    _ caption: String, svg: String?, record: FailureRecord, frames: [(String, [Double])]
  ) -> String {
    let width = NumberFormatting.decimal(CGFloat(record.width))
    let height = NumberFormatting.decimal(CGFloat(record.height))
    var html = "<figure><figcaption>\(caption)</figcaption>"
    guard let svg else { return html + "<p>(no recording)</p></figure>\n" }
    html += "<div class=\"canvas\" style=\"width:\(width)px;height:\(height)px\">"
    html +=
      "<img alt=\"\(caption)\" width=\"\(width)\" height=\"\(height)\" src=\"data:image/svg+xml;base64,"
    html += Data(svg.utf8).base64EncodedString() + "\">"
    html += "<svg width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
    for (kind, frame) in frames where frame.count == 4 {
      let values = frame.map { NumberFormatting.decimal(CGFloat($0)) }
      html +=
        "<rect x=\"\(values[0])\" y=\"\(values[1])\" width=\"\(values[2])\" height=\"\(values[3])\" fill=\"none\" stroke=\"\(color(kind))\" stroke-width=\"2\"/>"
    }
    return html + "</svg></div></figure>\n"
  }

  private static func color(_ kind: String) -> String {
    switch kind {
    case "moved", "resized": "#ff9500"
    case "inserted": "#34c759"
    case "removed": "#ff3b30"
    default: "#007aff"
    }
  }

  /// An SVG wireframe of a render-tree dump: every node's frame outlined, texts written at
  /// their frames. Stands in for the recorded rendering when only the tree was recorded.
  static func wireframe(_ dump: String, width: Double, height: Double) -> String? {
    guard let parsed = RenderDump(parsing: dump) else { return nil }
    let w = NumberFormatting.decimal(CGFloat(width))
    let h = NumberFormatting.decimal(CGFloat(height))
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n<rect width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
    for line in parsed.lines {
      if let frame = line.frame {
        let values = [frame.minX, frame.minY, frame.width, frame.height].map {
          NumberFormatting.decimal($0)
        }
        svg +=
          "<rect x=\"\(values[0])\" y=\"\(values[1])\" width=\"\(values[2])\" height=\"\(values[3])\" fill=\"none\" stroke=\"#c7c7cc\" stroke-width=\"0.5\"/>\n"
        if let text = RenderDump.leadingQuoted(line.tail)?.quoted {
          svg +=
            "<text x=\"\(values[0])\" y=\"\(NumberFormatting.decimal(frame.minY + min(frame.height, 14)))\" font-family=\"Inter, Noto Sans, sans-serif\" font-size=\"12\" fill=\"#3a3a3c\">\(escape(String(text.dropFirst().dropLast())))</text>\n"
        }
      }
    }
    return svg + "</svg>\n"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
