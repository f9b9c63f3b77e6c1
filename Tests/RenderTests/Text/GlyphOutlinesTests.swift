import Foundation
import Testing

@testable import Render

struct GlyphOutlinesTests {
  /// The ranges the metrics cover (Scripts/generate-font-metrics.py, ADVANCE_RANGES).
  private let ranges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0x17F, 0x370...0x3FF, 0x400...0x4FF, 0x2000...0x206F, 0x20A0...0x20BF,
    0x2100...0x214F, 0x2190...0x21FF, 0x2200...0x22FF, 0x25A0...0x25FF,
  ]

  // Every character that has an advance has an outline, in every weight, and nothing else
  // does: what is measured with Inter is drawn with Inter.
  @Test func everyMeasuredCharacterHasAnOutline() {
    var measured = 0
    for range in ranges {
      for scalar in range {
        let hasAdvance = FontFace.inter(weight: 400).advance(of: scalar) != nil
        #expect(
          (GlyphOutlines.glyph(for: scalar) != nil) == hasAdvance, "U+\(String(scalar, radix: 16))")
        if hasAdvance { measured += 1 }
      }
    }
    #expect(measured == 865)
    #expect(GlyphOutlines.glyph(for: 0x6F22) == nil)  // 漢
    #expect(GlyphOutlines.glyph(for: 0x1F600) == nil)  // 😀
  }

  // Letters have ink in every weight; a space has none. Weights differ: bold's H is a
  // different outline from regular's.
  @Test func lettersHaveInkAndSpacesNone() throws {
    let h = try #require(GlyphOutlines.glyph(for: 0x48))
    let space = try #require(GlyphOutlines.glyph(for: 0x20))
    for index in 0..<9 {
      let outlines = GlyphOutlines.inter(weightIndex: index)
      #expect(!outlines.pathData(ofGlyph: h).isEmpty)
      #expect(outlines.pathData(ofGlyph: space).isEmpty)
    }
    #expect(
      GlyphOutlines.inter(weightIndex: 3).pathData(ofGlyph: h)
        != GlyphOutlines.inter(weightIndex: 6).pathData(ofGlyph: h))
    #expect(GlyphOutlines.inter(weightIndex: 3).pathData(ofGlyph: 100_000).isEmpty)
  }

  // Weights round as the metrics do: 400 is regular (index 3), 450 medium, 1000 black.
  @Test func weightsRoundAsTheMetricsDo() {
    #expect(GlyphOutlines.weightIndex(400) == 3)
    #expect(GlyphOutlines.weightIndex(449) == 3)
    #expect(GlyphOutlines.weightIndex(450) == 4)
    #expect(GlyphOutlines.weightIndex(-5) == 0)
    #expect(GlyphOutlines.weightIndex(1000) == 8)
    #expect(GlyphOutlines.inter(weightIndex: 3).weight == 400)
  }
}
