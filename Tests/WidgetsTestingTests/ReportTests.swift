import Backends
import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// The HTML report shows both sides of a failure the same way, and offers side-by-side,
/// overlay and swipe views and a "changed only" toggle.
@MainActor
struct ReportTests {
  /// The report's images, in order, decoded: per failure the recorded and actual sides,
  /// then the same two again in the overlay stack.
  func images(in sandbox: Sandbox) throws -> [String] {
    let html = try String(
      contentsOf: sandbox.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
    let marker = "src=\"data:image/svg+xml;base64,"
    return html.components(separatedBy: marker).dropFirst().compactMap { part in
      let encoded = part.prefix { $0 != "\"" }
      return Data(base64Encoded: String(encoded)).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  func report(in sandbox: Sandbox) throws -> String {
    try String(
      contentsOf: sandbox.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
  }

  // A `.tree` failure whose snapshot also has a recorded `.svg`: the recorded side is that
  // SVG, the actual side the actual rendering, both as drawn.
  @Test func aTreeFailureShowsTheRecordedSVGBesideTheActualRendering() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox, as: [.tree, .svg])
    let recordedSVG = try #require(sandbox.contents("badge.svg"))
    _ = run(Box(leading: 12), in: sandbox, as: .tree)
    let html = try report(in: sandbox)
    #expect(html.contains("<section data-rendering=\"drawn\">"))
    #expect(html.contains("<figcaption>Recorded</figcaption>"))
    let actualSVG = SVGBackend().render(
      SnapshotLayout.fixed(width: 200, height: 100).host(Box(leading: 12)).renderTree)
    #expect(try images(in: sandbox) == [recordedSVG, actualSVG, recordedSVG, actualSVG])
  }

  // Without a recorded `.svg`, both sides are wireframes of their trees: the recorded box
  // outlined at x 85, the actual one at x 86.
  @Test func withoutARecordedSVGBothSidesAreWireframes() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox)
    _ = run(Box(leading: 12), in: sandbox)
    let html = try report(in: sandbox)
    #expect(html.contains("<section data-rendering=\"wireframe\">"))
    #expect(html.contains("<figcaption>Recorded (wireframe)</figcaption>"))
    #expect(html.contains("<figcaption>Actual (wireframe)</figcaption>"))
    let sides = try images(in: sandbox)
    #expect(sides.count == 4)
    let box = "width=\"40\" height=\"20\" fill=\"none\" stroke=\"#c7c7cc\""
    #expect(sides.first?.contains("<rect x=\"85\" y=\"40\" \(box)") == true)
    #expect(sides.dropFirst().first?.contains("<rect x=\"86\" y=\"40\" \(box)") == true)
    #expect(sides.allSatisfy { !$0.contains("<text") && $0.hasPrefix("<svg") })
  }

  // The page has the three views and the toggle; the overlay stack puts the actual side
  // over the recorded one; "changed only" veils all but the changed nodes.
  @Test func theReportOffersOverlaySwipeAndChangedOnly() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox)
    _ = run(Box(leading: 12), in: sandbox)
    let html = try report(in: sandbox)
    for control in [
      "<input type=\"radio\" name=\"mode\" value=\"side\" checked> Side by side",
      "<input type=\"radio\" name=\"mode\" value=\"overlay\"> Overlay",
      "<input type=\"radio\" name=\"mode\" value=\"swipe\"> Swipe",
      "<input type=\"range\" name=\"mix\" min=\"0\" max=\"100\" value=\"50\">",
      "<input type=\"checkbox\" name=\"changed\"> Changed only",
    ] {
      #expect(html.contains(control))
    }
    #expect(html.contains("<figure class=\"stack\"><figcaption>Recorded under actual</figcaption>"))
    #expect(
      html.contains("body.swipe .over { clip-path: inset(0 calc((1 - var(--mix)) * 100%) 0 0); }"))
    // The veil of the recorded side has a hole where the box was (85, 40, 40, 20).
    #expect(
      html.contains(
        "<mask id=\"fade-1\"><rect width=\"200\" height=\"100\" fill=\"#ffffff\"/><rect x=\"85\" y=\"40\" width=\"40\" height=\"20\" fill=\"#000000\"/></mask>"
      ))
  }

  /// Headless Chromium, where it is installed (`.ci/run` installs it).
  nonisolated static let chromium = [
    "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Runs headless Chromium on `page` with `arguments`; returns what it printed.
  func chromium(_ arguments: [String], page: URL, fragment: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments
      + [page.absoluteString + "#" + fragment]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  // In Chromium the address chooses the view, the script applies it, and the screenshots
  // of the side-by-side and swipe views differ.
  @Test(.enabled(if: chromium != nil)) func chromiumShowsTheChosenView() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox, as: [.tree, .svg])
    _ = run(Box(leading: 30), in: sandbox, as: [.tree, .svg])
    let page = sandbox.artifacts.appendingPathComponent("index.html")
    let dom = try chromium(["--dump-dom"], page: page, fragment: "swipe+changed")
    #expect(dom.contains("<body class=\"swipe changed-only\" style=\"--mix: 0.5;\">"))
    var shots: [Data] = []
    for view in ["side", "swipe"] {
      let shot = sandbox.root.appendingPathComponent("\(view).png")
      _ = try chromium(
        ["--window-size=800,600", "--screenshot=\(shot.path)"], page: page, fragment: view)
      let data = try Data(contentsOf: shot)
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      shots.append(data)
    }
    #expect(shots.count == 2 && shots[0] != shots[1])
  }
}
