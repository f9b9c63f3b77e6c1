import Foundation
import FuzzSupport
import Testing

/// The fuzzer on every CI run: a bounded seeded sample keeps every invariant, the output is
/// the same in two processes under different locales, and findings shrink.
@MainActor
struct FuzzTests {
  /// `galley-fuzz`, built beside the tests (next to the test binary on Linux, next to the
  /// test bundle's folder on macOS).
  static var galleyFuzz: URL {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("galley-fuzz") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  // 150 cases of seed 2026: random trees with hostile values, edited, resized, switched to
  // dark and to other Dynamic Type sizes, tapped; every SVG well formed, finite and with
  // unique ids, every incremental document equal to a full render, every run repeatable.
  @Test func aSeededSampleKeepsEveryInvariant() {
    for index in 0..<150 {
      var random = FuzzRandom(seed: 2026 ^ UInt64(index))
      let fuzzCase = FuzzCase(seed: random.next())
      let problems = FuzzChecker.problems(in: fuzzCase)
      if !problems.isEmpty {
        let minimal = FuzzChecker.shrink(fuzzCase, budget: 300) {
          !FuzzChecker.problems(in: $0).isEmpty
        }
        Issue.record("\(problems.joined(separator: "\n"))\n\nminimal reproduction:\n\(minimal)")
        return
      }
    }
  }

  // librsvg draws what the fuzzer makes: the first SVG of 25 cases, scaled to 200 × 200
  // pixels (a host can be a billion points wide), converts without an error or a warning.
  // A canvas of zero area (a host of zero, negative or NaN size) has nothing to draw, and
  // librsvg says so ("has no dimensions"): those are skipped.
  @Test(.enabled(if: rsvgConvert != nil))
  func librsvgDrawsFuzzedDocuments() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "galley-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for index in 0..<25 {
      var random = FuzzRandom(seed: 2026 ^ UInt64(index))
      let fuzzCase = FuzzCase(seed: random.next())
      let svg = try #require(FuzzChecker.run(fuzzCase).outputs.first)
      if svg.contains(" width=\"0\" ") || svg.contains(" height=\"0\" ") { continue }
      let input = directory.appendingPathComponent("\(index).svg")
      try Data(svg.utf8).write(to: input)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(rsvgConvert))
      process.arguments = [
        "-w", "200", "-h", "200", input.path, "-o",
        directory.appendingPathComponent("\(index).png").path,
      ]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      // Pango warns when a text scaled to a raster of absurd proportions (a host a billion
      // points wide and one high, forced into 200 × 200) is too big for FreeType: the
      // viewer's fonts, not the document, which text as outlines will make moot.
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
      )
      .split(separator: "\n").filter { !$0.contains("Pango-WARNING") }.joined(separator: "\n")
      process.waitUntilExit()
      // librsvg clips a group that is scaled or turned through a raster of the clip's size:
      // a clip a billion points wide (a host or a frame that large, which layout clamps to
      // a billion) under a scale runs it out of memory. The document is valid; the limit is
      // the viewer's. Any other failure fails the test.
      if message.hasSuffix("rendering error: NoMemory"), svg.contains("=\"1000000000\"") {
        continue
      }
      #expect(process.terminationStatus == 0, "case \(index): \(message)\n\(fuzzCase)")
      #expect(message.isEmpty, "case \(index): \(message)")
    }
  }

  // Two processes, one in the C locale and one in German (a comma for the decimal point),
  // give the same bytes for the same cases. CI installs de_DE.
  @Test(.enabled(if: newlocale(1 << 1 | 1 << 4, "de_DE.UTF-8", nil) != nil))
  func twoProcessesUnderDifferentLocalesAgree() throws {
    func digest(locale: String) throws -> String {
      let process = Process()
      process.executableURL = Self.galleyFuzz
      process.arguments = ["--cases", "30", "--seed", "9", "--digest"]
      process.environment = ProcessInfo.processInfo.environment.merging([
        "LC_ALL": locale, "LANG": locale,
      ]) { $1 }
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      return String(decoding: data, as: UTF8.self)
        .split(separator: "\n").first { $0.hasPrefix("digest ") }.map(String.init) ?? "none"
    }
    let plain = try digest(locale: "C")
    #expect(plain.hasPrefix("digest "))
    #expect(try digest(locale: "de_DE.UTF-8") == plain)
  }

  // Cases the fuzzer found, kept: a text whose line spacing was clamped to a billion points
  // drew a line outside its frame (a line that did not fit its height was admitted), so the
  // incremental text canvas, which redraws the rows of the frames that changed, missed it.
  @Test(arguments: [0x72cd_a231_e147_cfdf, 0x69f1_1c5b_03da_9034] as [UInt64])
  func findingsStayFixed(seed: UInt64) {
    #expect(FuzzChecker.problems(in: FuzzCase(seed: seed)) == [])
  }

  // The generator is a function of its seed.
  @Test func casesAreAFunctionOfTheirSeed() {
    #expect(FuzzCase(seed: 77).description == FuzzCase(seed: 77).description)
    #expect(FuzzCase(seed: 77).description != FuzzCase(seed: 78).description)
  }

  // Shrinking keeps the first smaller case that still fails: a tree failing whenever it
  // holds a text saying "nan inf" shrinks to that text alone, without steps.
  @Test func findingsShrinkToAMinimalCase() throws {
    func holdsTheText(_ node: FuzzNode) -> Bool {
      node.kind == .text("nan inf") || node.children.contains(where: holdsTheText)
    }
    var seed: UInt64 = 0
    var found: FuzzCase?
    while found == nil, seed < 5_000 {
      let candidate = FuzzCase(seed: seed)
      if holdsTheText(candidate.tree), candidate.tree.count > 3 { found = candidate }
      seed += 1
    }
    let failing = try #require(found)
    let minimal = FuzzChecker.shrink(failing) { holdsTheText($0.tree) }
    #expect(minimal.tree == FuzzNode(.text("nan inf")))
    #expect(minimal.steps.isEmpty)
    #expect(minimal.edited.count == 1)
  }
}

/// rsvg-convert, when installed.
let rsvgConvert: String? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}
