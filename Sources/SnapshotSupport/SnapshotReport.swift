import Foundation
import Render

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTML report of failed snapshots: for each, the message, and the recorded and actual
/// sides, drawn the same way (both as rendered, or both as wireframes), with the changed
/// nodes outlined (moved and resized in orange, changed in blue, inserted in green, removed
/// in red); side by side, overlaid or swiped, optionally with what did not change faded.
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
  ///
  /// Controls at the top choose how each failure's two sides are compared: side by side,
  /// overlaid (the actual side over the recorded one, its opacity on the slider), or swiped
  /// (the actual side shown left of the slider's position); "Changed only" fades what did
  /// not change. Without scripts the page shows the sides side by side. The address may
  /// choose the view: `index.html#swipe`, `#overlay+changed`.
  static func html(_ records: [FailureRecord]) -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Galley snapshot failures</title>
      <style>
      body { font: 14px -apple-system, "Inter", "Noto Sans", sans-serif; margin: 24px; color: #1c1c1e; --mix: 0.5; }
      section { border-top: 1px solid #d1d1d6; padding: 16px 0; }
      .controls { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
      .pair { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
      figure { margin: 0; }
      figcaption { font-weight: 600; margin-bottom: 6px; }
      .canvas { position: relative; border: 1px solid #c7c7cc; }
      .canvas > img, .canvas > svg, .canvas > .over { position: absolute; left: 0; top: 0; }
      .stack { display: none; }
      body.overlay .pair, body.swipe .pair { display: none; }
      body.overlay .stack, body.swipe .stack { display: block; }
      body.overlay .over { opacity: var(--mix); }
      body.swipe .over { clip-path: inset(0 calc((1 - var(--mix)) * 100%) 0 0); }
      .fade { display: none; }
      body.changed-only .fade { display: inline; }
      pre { background: #f2f2f7; padding: 12px; overflow-x: auto; font-size: 12px; }
      .legend span { margin-right: 12px; }
      </style>
      </head>
      <body class="side">
      <h1>Galley snapshot failures</h1>
      <form class="controls" id="controls">
      <label><input type="radio" name="mode" value="side" checked> Side by side</label>
      <label><input type="radio" name="mode" value="overlay"> Overlay</label>
      <label><input type="radio" name="mode" value="swipe"> Swipe</label>
      <label>Mix <input type="range" name="mix" min="0" max="100" value="50"></label>
      <label><input type="checkbox" name="changed"> Changed only</label>
      </form>
      <p class="legend"><span style="color:#ff9500">■ moved or resized</span><span style="color:#007aff">■ changed</span><span style="color:#34c759">■ inserted</span><span style="color:#ff3b30">■ removed</span></p>

      """
    if records.isEmpty { page += "<p>No failures.</p>\n" }
    let counter = Counter()
    for record in records {
      let recordedFrames = record.changes.compactMap { change in
        change.recordedFrame.map { (change.kind, $0) }
      }
      let actualFrames = record.changes.compactMap { change in
        change.actualFrame.map { (change.kind, $0) }
      }
      let rendering = record.rendering == .wireframe ? " (wireframe)" : ""
      page += "<section data-rendering=\"\(record.rendering.rawValue)\">\n"
      page += "<h2>\(escape(record.snapshot))</h2>\n<div class=\"pair\">\n"
      page += figure(
        "Recorded\(rendering)", svg: record.recordedImage, record: record, frames: recordedFrames,
        counter: counter)
      page += figure(
        "Actual\(rendering)", svg: record.actualImage, record: record, frames: actualFrames,
        counter: counter)
      page += "</div>\n"
      if let recordedImage = record.recordedImage {
        page += stack(
          recorded: recordedImage, actual: record.actualImage, record: record,
          frames: recordedFrames + actualFrames, counter: counter)
      }
      page += "<pre>\(escape(record.message))</pre>\n</section>\n"
    }
    page += """
      <script>
      const form = document.getElementById("controls");
      function apply() {
        document.body.className = form.mode.value + (form.changed.checked ? " changed-only" : "");
        document.body.style.setProperty("--mix", form.mix.value / 100);
      }
      form.addEventListener("input", apply);
      // A link may choose the view: index.html#swipe, #overlay+changed, #side.
      for (const word of location.hash.slice(1).split("+")) {
        if (["side", "overlay", "swipe"].includes(word)) form.mode.value = word;
        if (word === "changed") form.changed.checked = true;
      }
      apply();
      </script>
      </body>
      </html>

      """
    return page
  }

  /// One side: the image, then the outlines of the changed nodes.
  private static func figure(
    _ caption: String, svg: String?, record: FailureRecord, frames: [(String, [Double])],
    counter: Counter
  ) -> String {
    let (width, height) = size(record)
    var html = "<figure><figcaption>\(caption)</figcaption>"
    guard let svg else { return html + "<p>(no recording)</p></figure>\n" }
    html += "<div class=\"canvas\" style=\"width:\(width)px;height:\(height)px\">"
    html += image(svg, alt: caption, record: record)
    html += outlines(frames, record: record, maskCounter: counter)
    return html + "</div></figure>\n"
  }

  /// Both sides in one canvas, the actual side over the recorded one, for the overlay and
  /// swipe modes.
  private static func stack(
    recorded: String, actual: String, record: FailureRecord, frames: [(String, [Double])],
    counter: Counter
  ) -> String {
    let (width, height) = size(record)
    var html = "<figure class=\"stack\"><figcaption>Recorded under actual</figcaption>"
    html += "<div class=\"canvas\" style=\"width:\(width)px;height:\(height)px\">"
    html += image(recorded, alt: "Recorded", record: record)
    html += "<div class=\"over\" style=\"width:\(width)px;height:\(height)px\">"
    html += image(actual, alt: "Actual", record: record) + "</div>"
    html += outlines(frames, record: record, maskCounter: counter)
    return html + "</div></figure>\n"
  }

  private static func size(_ record: FailureRecord) -> (String, String) {
    (
      NumberFormatting.decimal(CGFloat(record.width)),
      NumberFormatting.decimal(CGFloat(record.height))
    )
  }

  private static func image(_ svg: String, alt: String, record: FailureRecord) -> String {
    let (width, height) = size(record)
    return
      "<img alt=\"\(escape(alt))\" width=\"\(width)\" height=\"\(height)\" src=\"data:image/svg+xml;base64,"
      + Data(svg.utf8).base64EncodedString() + "\">"
  }

  /// The outlines of `frames`, and for "Changed only" a veil over everything outside them.
  private static func outlines(
    _ frames: [(String, [Double])], record: FailureRecord, maskCounter: Counter
  ) -> String {
    let (width, height) = size(record)
    var html = "<svg width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
    // Each frame once per colour: a node both changed and moved is outlined once per kind.
    var seen: Set<[String]> = []
    let boxes = frames.filter { $0.1.count == 4 }.map { kind, frame in
      (color(kind), frame.map { NumberFormatting.decimal(CGFloat($0)) })
    }.filter { seen.insert([$0.0] + $0.1).inserted }
    var holes: Set<[String]> = []
    // A veil with a hole over each changed node: a mask, since holes may overlap.
    let mask = "fade-\(maskCounter.next())"
    html += "<mask id=\"\(mask)\"><rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>"
    for (_, values) in boxes where holes.insert(values).inserted {
      html +=
        "<rect x=\"\(values[0])\" y=\"\(values[1])\" width=\"\(values[2])\" height=\"\(values[3])\" fill=\"#000000\"/>"
    }
    html +=
      "</mask><rect class=\"fade\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\" fill-opacity=\"0.85\" mask=\"url(#\(mask))\"/>"
    for (stroke, values) in boxes {
      html +=
        "<rect x=\"\(values[0])\" y=\"\(values[1])\" width=\"\(values[2])\" height=\"\(values[3])\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"2\"/>"
    }
    return html + "</svg>"
  }

  /// Numbers the masks of one page, so that their identifiers are unique and the same in
  /// every rebuild.
  final class Counter {
    private var value = 0

    func next() -> Int {
      value += 1
      return value
    }
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
