import Foundation
import Testing

@testable import Render

/// Text measurement and line breaking. Expected widths come from HarfBuzz shaping the same
/// Inter 4.001 instance (an oracle independent of Galley's tables and code); heights from
/// SF Pro's proportions, (1950 + 494) / 2048 em per line.
struct TextMeasurerTests {
  private func measure(
    _ text: String, size: CGFloat = 17, weight: Int = 400, lineLimit: Int? = nil,
    truncation: TextTruncation = .tail, design: ResolvedFont.Design = .default,
    width: CGFloat? = nil, height: CGFloat? = nil
  ) -> TextLayoutResult {
    TextMeasurer(
      TextLayoutSpec(
        text: text, font: ResolvedFont(size: size, weight: weight, design: design),
        lineLimit: lineLimit, truncation: truncation)
    ).layout(width: width, height: height)
  }

  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.0005 }

  private let bodyLine: CGFloat = 17 * 2444 / 2048

  @Test func idealWidthMatchesShapedAdvancesWithKerning() {
    let result = measure("Hello, World")
    #expect(result.lines.map(\.text) == ["Hello, World"])
    #expect(close(result.size.width, 97.9243))
    #expect(close(result.size.height, 20.287_109_375))
    #expect(close(bodyLine, 20.287_109_375))
  }

  /// One grapheme cluster of 100 KB (a letter and 50,000 combining accents, which have no
  /// advance) measures as its letter, and lays out in one pass: breaking lines looks at each character once, so it
  /// does not take seconds as a breaker comparing whole clusters did.
  @Test func aHugeGraphemeClusterIsOneCharacter() {
    let cluster = "a" + String(repeating: "\u{301}", count: 50_000)
    #expect(cluster.count == 1)
    let alone = measure(cluster)
    #expect(alone.lines.count == 1)
    #expect(alone.lines[0].text == cluster)
    let narrow = measure(cluster + " b " + cluster, width: 5)
    #expect(narrow.lines.map(\.text) == [cluster, "b", cluster])
    // The widest line is "b": the cluster is as wide as its letter, the accents adding nothing.
    #expect(close(alone.size.width, measure("a").size.width))
    #expect(close(narrow.size.width, measure("b").size.width))
    // Three clusters make one word, broken between characters into three lines; with one
    // line allowed and no room for even a letter beside "…", the line is "…" alone.
    let cut = measure(cluster + cluster + cluster, lineLimit: 1, width: 5)
    #expect(cut.isTruncated)
    #expect(cut.lines.map(\.text) == ["…"])
  }

  /// Lines that do not fit the height are not shown, also where the spacing between them is
  /// a billion points (an absolute tolerance once admitted a second line there).
  @Test func hugeLineSpacingShowsTheLinesThatFit() {
    let spec = TextLayoutSpec(
      text: "a\nb\nc", font: ResolvedFont(size: 17, weight: 400), lineSpacing: 1_000_000_000)
    let result = TextMeasurer(spec).layout(width: nil, height: 1_000_000_000)
    #expect(result.lines.map(\.text) == ["a…"])
    #expect(result.isTruncated)
    let two = TextMeasurer(spec).layout(width: nil, height: 1_000_000_000 + 2 * bodyLine)
    #expect(two.lines.map(\.text) == ["a", "b…"])
    // With a line limit equal to the lines the tolerance would admit.
    let limited = TextMeasurer(
      TextLayoutSpec(
        text: "a\nb\nc", font: ResolvedFont(size: 17, weight: 400), lineLimit: 2,
        lineSpacing: 1_000_000_000)
    ).layout(width: nil, height: 1_000_000_000)
    #expect(limited.lines.map(\.text) == ["a…"])
  }

  @Test func kerningApplies() {
    #expect(close(measure("AV").size.width, 22.2959))
    #expect(close(measure("A").size.width + measure("V").size.width, 23.458))
  }

  @Test func weightsHaveTheirOwnAdvances() {
    #expect(close(measure("Bold", weight: 700).size.width, 36.9966))
    #expect(close(measure("Bold").size.width, 35.8428))
    #expect(close(measure("Title", size: 20, weight: 600).size.width, 42.5977))
  }

  @Test func wrapsAtWordBoundaries() {
    let result = measure("Hello, World", width: 60)
    #expect(result.lines.map(\.text) == ["Hello,", "World"])
    #expect(close(result.size.width, 47.2729))
    #expect(close(result.size.height, 2 * bodyLine))
  }

  @Test func spacesAtABreakHangAndDoNotCount() {
    let result = measure("Hi there", width: 45)
    #expect(result.lines.map(\.text) == ["Hi", "there"])
    #expect(close(result.lines[0].width, 16.751))
  }

  @Test func breaksAfterHyphens() {
    let result = measure("state-of-the-art", width: 80)
    #expect(result.lines.map(\.text) == ["state-of-", "the-art"])
    #expect(close(result.size.width, 71.1128))
  }

  @Test func longWordsBreakBetweenCharacters() {
    let result = measure("Supercalifragilistic", width: 75)
    #expect(result.lines.first?.text == "Supercal")
    #expect(result.lines.map(\.text).joined() == "Supercalifragilistic")
    #expect(result.lines.allSatisfy { $0.width <= 75 })
  }

  @Test func everyLineHoldsAtLeastOneCharacter() {
    let result = measure("Hi", width: 0)
    #expect(result.lines.map(\.text) == ["H", "i"])
    #expect(close(result.size.width, 12.6338))
  }

  @Test func lineLimitTruncatesWithAnEllipsis() {
    let result = measure("Hello, World", lineLimit: 1, width: 60)
    #expect(result.lines.map(\.text) == ["Hello…"])
    #expect(close(result.size.width, 55.665))
    #expect(result.isTruncated)
  }

  @Test func aFiniteHeightLimitsTheLines() {
    let result = measure("Hello, World", width: 60, height: 25)
    #expect(result.lines.map(\.text) == ["Hello…"])
    #expect(close(result.size.height, bodyLine))
  }

  @Test func truncationKeepsWhatFitsBeforeTheEllipsis() {
    // 40 − 14.6924 (…) leaves 25.31: "He" (22.54) fits, "Hel" (26.66) does not.
    #expect(measure("Hello", lineLimit: 1, width: 40).lines.map(\.text) == ["He…"])
    // With no room for a single character the line is the ellipsis alone.
    #expect(measure("Hello", lineLimit: 1, width: 5).lines.map(\.text) == ["…"])
  }

  @Test func headAndMiddleTruncation() {
    // 60 − 14.69 leaves 45.31: "World" (47.27) does not fit, "orld" does.
    #expect(
      measure("Hello, World", lineLimit: 1, truncation: .head, width: 60).lines.first?.text
        == "…orld")
    let middle = measure("Hello, World", lineLimit: 1, truncation: .middle, width: 60)
    #expect(middle.lines.first?.text.contains("…") == true)
    #expect(middle.lines.first.map { $0.width <= 60 } == true)
  }

  @Test func newlinesStartNewLines() {
    let result = measure("Hi\nthere")
    #expect(result.lines.map(\.text) == ["Hi", "there"])
    #expect(close(result.size.width, 41.5537))
    #expect(measure("Hi\n").lines.map(\.text) == ["Hi", ""])
  }

  @Test func emptyTextTakesNoRoom() {
    let result = measure("")
    #expect(result.lines.isEmpty)
    #expect(result.size == .zero)
  }

  @Test func charactersWithoutMetricsUseTheDocumentedFallbacks() {
    // CJK and emoji: one em each (17 pt); Thai, not in Inter and narrow: 0.6 em.
    #expect(close(measure("中文").size.width, 34))
    #expect(close(measure("😀").size.width, 17))
    #expect(close(measure("ก").size.width, 10.2))
  }

  @Test func wideCharactersAreBreakOpportunities() {
    let result = measure("中文字", width: 40)
    #expect(result.lines.map(\.text) == ["中文", "字"])
  }

  @Test func monospacedDesignUsesSixTenthsOfAnEm() {
    #expect(close(measure("abc", design: .monospaced).size.width, 30.6))
  }

  @Test func monospacedDigitsTakeTheWidthOfZero() {
    let font = ResolvedFont(size: 17, monospacedDigits: true)
    let result = TextMeasurer(TextLayoutSpec(text: "11", font: font)).layout(
      width: nil, height: nil)
    #expect(close(result.size.width, 2 * 10.7246))
  }
}

/// The generated Inter tables decode to the font's own values.
struct FontFaceTests {
  @Test func regularAdvancesMatchTheFont() {
    let face = FontFace.interRegular
    #expect(face.unitsPerEm == 2048)
    #expect(face.ascender == 1984)
    #expect(face.descender == -494)
    #expect(face.advance(of: 0x4D) == 1850)  // M
    #expect(face.advance(of: 0x69) == 496)  // i
    #expect(face.advance(of: 0x20) == 576)  // space
    #expect(face.advance(of: 0x4E2D) == nil)  // 中: no glyph
  }

  @Test func kerningPairsDecode() {
    #expect(FontFace.interRegular.kerning(0x41, 0x56) == -140)  // AV
    // HarfBuzz shapes "AA" 0.249 pt (30 units) wider than two "A"s.
    #expect(FontFace.interRegular.kerning(0x41, 0x41) == 30)
    #expect(FontFace.interRegular.kerning(0x4E2D, 0x41) == 0)
  }

  @Test func weightsMapToTheNearestFace() {
    #expect(FontFace.inter(weight: 600).weight == 600)
    #expect(FontFace.inter(weight: 640).weight == 600)
    #expect(FontFace.inter(weight: 100).weight == 100)
    #expect(FontFace.inter(weight: 2000).weight == 900)
  }

  @Test func bodyLineHeightFollowsSFPro() {
    let body = ResolvedFont.body
    #expect(abs(body.lineHeight - 20.287_109_375) < 1e-9)
    #expect(abs(body.ascent - 16.186_523_437_5) < 1e-9)
  }
}

/// Terminal cell widths of graphemes.
struct CharacterWidthTests {
  @Test(arguments: [
    ("A", 1), ("é", 1), ("e\u{301}", 1), ("中", 2), ("ア", 2), ("ｱ", 1), ("😀", 2), ("\u{301}", 0),
    ("\u{200B}", 0), ("⚠", 1), ("⚠\u{FE0F}", 2), ("🇯🇵", 2), ("👨‍👩‍👧", 2), ("\u{7}", 0),
  ])
  func cellsOf(character: String, cells: Int) {
    #expect(CharacterWidth.cells(Character(character)) == cells)
  }
}
