import Backends
import Foundation
import Testing
import Widgets

@testable import Showcase

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The demo screens: their seed geometry, clean diagnostics, well-formed SVG, and output
/// that is the same in every process.
@MainActor
struct ShowcaseTests {
  static let iPhone = CGSize(width: 390, height: 844)

  private func host(_ name: String) throws -> ViewHost {
    ViewHost.printsDiagnostics = false
    let screen = try #require(Showcase.screens.first { $0.name == name })
    return ViewHost(screen.makeView(), size: Self.iPhone)
  }

  @Test(arguments: Showcase.screens.map(\.name))
  func screensRenderWithoutDiagnostics(name: String) throws {
    let host = try host(name)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    let svg = SVGBackend().render(host.renderTree)
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(name).svg is not well formed")
  }

  // The extended button: 22 + 20 (title3 symbol) + 10 + 116.11 ("New Message", headline
  // semibold) + 22 = 190.11 wide, 58 high, padded by 24 and pinned bottom-trailing:
  // x = 390 − 238.11 = 151.89 → 152, y = 844 − 106 = 738.
  @Test func messagesComposeButtonSitsBottomTrailing() throws {
    #expect(
      try host("messages").frame(of: "compose") == CGRect(x: 152, y: 738, width: 238, height: 106))
  }

  // Seed 003: the FAB is at least 56×56 (the symbol padded 16 on either side is narrower),
  // 16 from the bottom-trailing corner, clipped to corners of radius 16; a tap adds a recipe.
  @Test func recipesFloatingButtonFollowsTheFABStyle() throws {
    let host = try host("recipes")
    let corners = ShapeGeometry.roundedRectangle(
      cornerSize: CGSize(width: 16, height: 16), style: .circular)
    let clip = try #require(host.renderTree.allNodes().first { $0.node.effects.clip == corners })
    #expect(clip.frame == CGRect(x: 318, y: 772, width: 56, height: 56))
    try host.tap("fab")
    #expect(
      host.renderTree.allNodes().contains { $0.node.content?.text?.string == "New recipe 1" })
  }

  // Seed 001: the 60-point circle's origin is (W − 75, H − 75).
  @Test func circleFABIsFifteenPointsFromTheCorner() throws {
    #expect(
      try host("fab-recipe").frame(of: "fab") == CGRect(x: 315, y: 769, width: 60, height: 60))
  }

  // A message row is four nodes for its three drawings: the background, which draws the
  // rounded rectangle; the HStack, into which the padding folds; the circle, into which its
  // frame folds; the text. The spacer draws nothing and has no node.
  @Test func aMessageRowIsFourNodes() throws {
    let rows = try host("messages").renderTree.allNodes().map(\.node).filter {
      $0.role.kind == .background && $0.key != nil
    }
    #expect(rows.count > 3)
    for row in rows {
      #expect(row.subtreeCount == 4)
      #expect(
        row.content?.shape?.geometry
          == .roundedRectangle(cornerSize: CGSize(width: 18, height: 18), style: .continuous))
    }
  }

  @Test func headerIsTwoHundredFortyPointsTall() throws {
    #expect(try host("header").frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 240))
  }
}

/// Runs the `galley` executable built beside the tests.
struct GalleyProcessTests {
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("galley")
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
  }

  // Rendering the same view in two separate processes gives identical bytes (no hashing
  // seeds, dictionary order, locale or time reach the output), equal to an in-process render.
  @Test(arguments: ["svg", "text", "tree"])
  func outputIsIdenticalAcrossProcesses(format: String) async throws {
    let first = try Self.run(["render", "messages", "--format", format])
    let second = try Self.run(["render", "messages", "--format", format])
    #expect(first.status == 0)
    #expect(!first.output.isEmpty)
    #expect(first.output == second.output)
    let inProcess = await MainActor.run { () -> String in
      ViewHost.printsDiagnostics = false
      let tree = ViewHost(Showcase.screens[0].makeView(), size: ShowcaseTests.iPhone).renderTree
      switch format {
      case "svg": return SVGBackend().render(tree)
      case "text": return TextBackend().render(tree)
      default: return TextBackend(style: .tree).render(tree)
      }
    }
    #expect(String(decoding: first.output, as: UTF8.self) == inProcess)
  }

  @Test func unknownCommandsFailWithAMessage() throws {
    #expect(try Self.run(["frobnicate"]).status == 1)
    #expect(try Self.run(["render", "nope"]).status == 1)
    #expect(try Self.run(["gallery", "--width", "-3"]).status == 1)
  }

  static var rsvgConvert: String? {
    ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  // `galley gallery` writes an SVG and a text canvas per screen, an SVG per scroll position
  // of a scrolling screen, a filmstrip per screen in motion, and an index; every SVG renders
  // with librsvg. (CI installs rsvg-convert; see the
  // next test.)
  @Test(.enabled(if: rsvgConvert != nil))
  func galleryRendersWithLibrsvg() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("galley-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Self.run(["gallery", "--out", directory.path])
    #expect(result.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let names = Showcase.screens.map(\.name)
    let filmstrips = Showcase.screens.filter { $0.motion != nil }.map { "\($0.name).filmstrip" }
    let scrolled = Showcase.screens.flatMap { screen in
      screen.scrolls.map { "\(screen.name).\($0.name)" }
    }
    #expect(!filmstrips.isEmpty)
    #expect(scrolled.contains("header.mid-scroll"))
    #expect(
      files
        == (names.flatMap { ["\($0).svg", "\($0).txt"] }
        + (filmstrips + scrolled).map { "\($0).svg" }
        + ["index.html"]).sorted())
    for name in names + filmstrips + scrolled {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(Self.rsvgConvert))
      process.arguments = [
        "-o", directory.appendingPathComponent("\(name).png").path,
        directory.appendingPathComponent("\(name).svg").path,
      ]
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "rsvg-convert failed on \(name).svg")
      let png = try Data(contentsOf: directory.appendingPathComponent("\(name).png"))
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name).png is not a PNG")
    }
  }

  static func tool(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `Scripts/check-text-ink.py` with `arguments`; its status and its JSON report.
  static func checkInk(_ arguments: [String]) throws -> (status: Int32, report: [String: Any]) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let json = FileManager.default.temporaryDirectory
      .appendingPathComponent("galley-ink-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: json) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(tool("python3")))
    process.arguments =
      [root.appendingPathComponent("Scripts/check-text-ink.py").path] + arguments + [
        "--json", json.path,
      ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let report = try JSONSerialization.jsonObject(with: Data(contentsOf: json))
    return (process.terminationStatus, report as? [String: Any] ?? [:])
  }

  // Every line of text in the gallery, drawn as outlines, lands inside its layout frame (to
  // within a point) when rsvg-convert draws it on this machine, which has no Inter; and
  // headless Chromium, where installed, draws every line where rsvg-convert does. The
  // checker's self-test shows it catches text outside its frame.
  @Test(.enabled(if: rsvgConvert != nil && tool("python3") != nil))
  func galleryTextLandsInsideItsFrames() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("galley-ink-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try Self.run(["ink-sheets", "--out", directory.path]).status == 0)
    // The checker catches ink outside a frame: its self-test draws one and expects it found.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let selfTest = Process()
    selfTest.executableURL = URL(fileURLWithPath: try #require(Self.tool("python3")))
    selfTest.arguments = [
      root.appendingPathComponent("Scripts/check-text-ink.py").path, "--self-test",
    ]
    selfTest.standardOutput = FileHandle.nullDevice
    selfTest.standardError = FileHandle.nullDevice
    try selfTest.run()
    selfTest.waitUntilExit()
    #expect(selfTest.terminationStatus == 0)
    let rsvg = try Self.checkInk([directory.path])
    #expect(rsvg.status == 0)
    #expect(rsvg.report["failed"] as? Int == 0)
    let lines = (rsvg.report["screens"] as? [[String: Any]] ?? []).reduce(0) {
      $0 + (($1["lines"] as? [Any])?.count ?? 0)
    }
    #expect(lines > 150)
    if Self.tool("chromium") != nil {
      let both = try Self.checkInk([directory.path, "--compare-viewers"])
      #expect(both.status == 0)
      #expect(both.report["failed"] as? Int == 0)
    }
  }

  // On CI the librsvg check must not be skipped.
  @Test func librsvgIsInstalledOnCI() {
    if ProcessInfo.processInfo.environment["CI"] != nil {
      #expect(Self.rsvgConvert != nil, "CI must install librsvg2-bin (see .ci/run)")
    }
  }
}

@MainActor
struct ShortListScreenTests {
  // The stepper adds a place; the header still collapses fully with the list padded.
  @Test func theStepperAddsAPlaceAndTheHeaderStillCollapses() throws {
    ViewHost.printsDiagnostics = false
    let screen = try #require(Showcase.screens.first { $0.name == "header-short" })
    let host = ViewHost(screen.makeView(), size: CGSize(width: 390, height: 844))
    func has(_ text: String) -> Bool {
      host.renderTree.allNodes().contains { $0.node.content?.text?.string == text }
    }
    #expect(!has("Reykjavík"))
    try host.tap("Increment")
    #expect(has("Reykjavík"))
    #expect(has("4 places"))
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(host.frame(of: "header")?.height == 72)
  }
}
