import Foundation
import Testing

@testable import Render

/// The shortcuts text measurement takes for ASCII text and for heights, each checked against
/// the general path it stands in for.
struct TextMeasurerFastPathTests {
  /// ASCII text split byte by byte gives exactly the characters Swift's grapheme breaking
  /// gives, with their ASCII codes ("\r\n" is one character, counted as "\n").
  @Test func asciiTextSplitsIntoTheCharactersSwiftSees() {
    var random = SeededGenerator(state: 7)
    let alphabet: [UInt8] = [0x0D, 0x0A, 0x09, 0x20, 0x2D, 0x00, 0x7F] + Array(0x21...0x7E)
    var texts = ["", "\r", "\n", "\r\n", "\r\r\n", "\r\n\r", "\n\r", "a\r\nb", "a\rb\r", "x-y\tz"]
    for _ in 0..<300 {
      let length = Int.random(in: 0...24, using: &random)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
      texts.append(String(decoding: bytes, as: UTF8.self))
    }
    for text in texts {
      var characters: [Character] = []
      var codes: [UInt8?] = []
      TextMeasurer.forEachCharacter(of: text) { character, code in
        characters.append(character)
        codes.append(code)
      }
      #expect(characters == Array(text), "\(text.debugDescription)")
      #expect(codes == Array(text).map(\.asciiValue), "\(text.debugDescription)")
    }
    // Text with any other character takes the general path, without codes.
    var codes: [UInt8?] = []
    TextMeasurer.forEachCharacter(of: "é\r\n") { codes.append($1) }
    #expect(codes == [nil, nil])
  }

  /// The advance of an ASCII character told by its code is the advance of the character, in
  /// every design, with monospaced digits and with tracking.
  @Test func asciiAdvancesEqualCharacterAdvances() {
    let fonts = [
      ResolvedFont(size: 17), ResolvedFont(size: 13, weight: 700, isItalic: true),
      ResolvedFont(size: 17, monospacedDigits: true),
      ResolvedFont(size: 15, design: .monospaced), ResolvedFont(size: 20, design: .serif),
    ]
    for font in fonts {
      for tracking: CGFloat in [0, 1.5] {
        let metrics = CharacterMetrics(font: font, tracking: tracking)
        for code in UInt8(0)...0x7F where code != 0x0A && code != 0x0D {
          let character = Character(Unicode.Scalar(code))
          for isSpace in [false, true] {
            let general = metrics.advance(of: character, isSpace: isSpace)
            let ascii = metrics.advance(ofASCII: code, isSpace: isSpace)
            #expect(general == ascii, "\(font) \(code) \(isSpace)")
          }
          for previous: UInt32 in [0x41, 0x54, 0x56, 0x66] {
            #expect(
              metrics.kerning(previous, character)
                == metrics.kerning(previous, scalar: UInt32(code)))
          }
        }
      }
    }
  }

  /// Plain ASCII text in one font is measured in one loop over its bytes; the same text as
  /// one run of the same font follows the runs character by character. Both lay out the
  /// same, in every design, with kerning pairs, breaks of every kind and truncation (the
  /// width of "…" included).
  @Test func plainTextMeasuresAsOneRunOfItsFont() {
    let fonts = [
      ResolvedFont(size: 17), ResolvedFont(size: 13, weight: 700, isItalic: true),
      ResolvedFont(size: 17, monospacedDigits: true),
      ResolvedFont(size: 15, design: .monospaced),
    ]
    let texts = [
      "AVATAR To Wave 1234", "tab\there-and-there  two  spaces", "line one\nline two\n",
      "\u{1}control\u{7F}", "", "W",
    ]
    for font in fonts {
      for text in texts {
        for truncation in [TextTruncation.tail, .head, .middle] {
          let plain = TextLayoutSpec(text: text, font: font, lineLimit: 1, truncation: truncation)
          var followed = plain
          followed.runs = [TextRun(length: text.count, style: TextRunStyle(font: font))]
          for width in [nil, 0, 30, 60, 500] as [CGFloat?] {
            for height in [nil, 0, 100] as [CGFloat?] {
              let (a, b) = (TextMeasurer(plain), TextMeasurer(followed))
              let (laidOut, expected) = (
                a.layout(width: width, height: height), b.layout(width: width, height: height)
              )
              let context =
                "\(font) \(text.debugDescription) \(truncation) \(String(describing: width))"
              #expect(laidOut.size == expected.size, "\(context)")
              #expect(laidOut.lines.map(\.text) == expected.lines.map(\.text), "\(context)")
              #expect(laidOut.lines.map(\.width) == expected.lines.map(\.width), "\(context)")
              #expect(a.size(width: width, height: height) == expected.size, "\(context)")
            }
          }
        }
      }
    }
  }

  /// Every width that holds a text on one line measures it once: at the text's own width,
  /// a hair either side of it, with kerning that pulls the line back, trailing spaces, one
  /// character and a line break, each size equals the layout worked out from scratch.
  @Test func widthsThatHoldOneLineMeasureAsTheirLayouts() {
    let font = ResolvedFont(size: 17)
    let texts = [
      "AVAVAV To", "x", "trailing   ", "  leading", "a-b-c wrap", "AV", "two\nlines", "\n",
    ]
    for text in texts {
      let spec = TextLayoutSpec(text: text, font: font)
      let natural = TextMeasurer(spec).layoutBreakingLines(width: nil, height: nil).size.width
      let widths: [CGFloat?] = [
        nil, .infinity, 0, 1, natural - 0.01, natural - 0.000_9, natural, natural + 0.000_9,
        natural + 5,
      ]
      for order in [widths, widths.reversed()] {
        let measurer = TextMeasurer(spec)
        for width in order {
          let context = "\(text.debugDescription) width \(String(describing: width))"
          let expected = TextMeasurer(spec).layoutBreakingLines(width: width, height: nil)
          #expect(measurer.size(width: width, height: nil) == expected.size, "\(context)")
          let laidOut = TextMeasurer(spec).layout(width: width, height: nil)
          #expect(laidOut == expected, "\(context)")
          // A height of one line cuts what does not fit on one.
          let cut = TextMeasurer(spec).layoutBreakingLines(width: width, height: font.lineHeight)
          #expect(
            measurer.size(width: width, height: font.lineHeight) == cut.size,
            "\(context), one line high")
          #expect(
            TextMeasurer(spec).layout(width: width, height: font.lineHeight) == cut,
            "\(context), one line high")
        }
      }
    }
  }

  /// A height is answered from the size at the width alone only when every line the width
  /// makes fits it: for each height, in any order of asking, `size` equals the full layout's
  /// size, which is worked out from scratch.
  @Test func sizesForHeightsEqualTheLayoutsSizes() {
    let font = ResolvedFont(size: 17)
    let line = font.lineHeight
    let heights: [CGFloat?] = [
      nil, .infinity, 0, line * 0.5, line, line * 1.5, line * 2, line * 2 + 0.0005, line * 3,
      line * 3 - 0.01, 1_000,
    ]
    // A height that cuts lines is measured without making the lines: every way of cutting,
    // texts in runs of other fonts, paragraphs, and text that is not ASCII.
    let bold = TextRunStyle(font: ResolvedFont(size: 22, weight: 700), tracking: 1.5)
    let texts: [(String, [TextRun])] = [
      ("The quick brown fox jumps over the lazy dog", []),
      ("Grüße aus Köln, wo die Straßen lang sind", []),
      ("First paragraph here\nand a second one\n\nthird", []),
      (
        "The quick brown fox jumps over the lazy dog",
        [
          TextRun(length: 10, style: TextRunStyle(font: font)), TextRun(length: 15, style: bold),
          TextRun(length: 18, style: TextRunStyle(font: font)),
        ]
      ),
    ]
    for (text, runs) in texts {
      for truncation in [TextTruncation.tail, .head, .middle] {
        for lineLimit in [nil, 1, 2] as [Int?] {
          for width in [nil, 0, 40, 90, 400] as [CGFloat?] {
            let spec = TextLayoutSpec(
              text: text, font: font, lineLimit: lineLimit, truncation: truncation, runs: runs)
            for order in [heights, heights.reversed()] {
              let measurer = TextMeasurer(spec)
              for height in order {
                let expected = TextMeasurer(spec).layoutBreakingLines(width: width, height: height)
                  .size
                #expect(
                  measurer.size(width: width, height: height) == expected,
                  "\(text) \(truncation) limit \(String(describing: lineLimit)) width \(String(describing: width)) height \(String(describing: height))"
                )
              }
            }
          }
        }
      }
    }
  }

  /// The widths of lines summed while breaking them are the widths the lines have when they
  /// are made: random texts of spaces, hyphens, wide characters, kerned pairs, tabs and line
  /// breaks, at widths from nothing to more than a line, with and without a height that cuts
  /// them, each size equal to the layout's worked out from scratch.
  @Test func widthsSummedWhileBreakingAreTheLinesWidths() {
    var random = SeededGenerator(state: 48)
    let pieces = ["A", "V", "To", "w", " ", "  ", "-", "漢", "字", "\t", "\n", "é", "fi", "."]
    let font = ResolvedFont(size: 17)
    var checked = 0
    for _ in 0..<200 {
      let count = Int.random(in: 1...16, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      let measurer = TextMeasurer(TextLayoutSpec(text: text, font: font))
      for width in [0, 0.5, 6, 12, 25, 60, 200] as [CGFloat] {
        for height in [nil, font.lineHeight, 0] as [CGFloat?] {
          let expected = TextMeasurer(TextLayoutSpec(text: text, font: font))
            .layoutBreakingLines(width: width, height: height).size
          #expect(
            measurer.size(width: width, height: height) == expected,
            "\(text.debugDescription) width \(width) height \(String(describing: height))")
          checked += 1
        }
      }
    }
    #expect(checked == 200 * 7 * 3)
  }

  /// A stack measures its texts at a few widths with many heights, from the memo of sizes
  /// per width; placing them ends the pass and forgets it, and what is asked afterwards is
  /// measured again, to the same answers.
  @Test func placingATextForgetsItsSizesPerWidthAndItsLayouts() {
    let font = ResolvedFont(size: 17)
    let measurers = ["Quick brown fox", "jumps over the lazy dog"].map {
      TextMeasurer(TextLayoutSpec(text: $0, font: font))
    }
    func text(_ measurer: TextMeasurer) -> LayoutNode {
      LayoutNode(
        id: Nodes.id(), role: RenderRole(.text), behavior: .leaf(.text(measurer)),
        content: .text(measurer, paint: .color(.black), alignment: .leading))
    }
    let stack = Nodes.container(HStackLayout(spacing: 8), measurers.map(text))
    let engine = LayoutEngine()
    let proposals = [nil, 0, 60, 300].map { ProposedViewSize(width: $0, height: nil) }
    let before = proposals.map { engine.sizeThatFits(stack, $0) }
    #expect(measurers.allSatisfy { $0.memoisedWidthCount > 0 })
    // Layouts asked while measuring (a baseline's, say) are memoised until placement.
    let layouts = measurers.map { $0.layout(width: 60, height: nil) }
    #expect(measurers.map(\.memoisedLayoutCount) == [1, 1])
    let placed = engine.layoutRoot(stack, in: CGSize(width: 300, height: 100))
    #expect(measurers.map(\.memoisedWidthCount) == [0, 0])
    #expect(measurers.map(\.memoisedLayoutCount) == [0, 0])
    // The first text holds its line and lets its units go; the second wraps and keeps them.
    #expect(measurers.map(\.keepsUnits) == [false, true])
    // The lines drawn are the placement's, kept by the render nodes.
    func lines(_ node: RenderNode) -> [[String]] {
      (node.content?.text.map { [$0.lines.map(\.text)] } ?? []) + node.children.flatMap(lines)
    }
    // 300 points, less the gap, hold the first text but not all of the second: it wraps.
    #expect(lines(placed) == [["Quick brown fox"], ["jumps over the lazy", "dog"]])
    let again = proposals.map { LayoutEngine().sizeThatFits(stack, $0) }
    #expect(again == before)
    #expect(
      measurers.map { $0.size(width: 60, height: nil) }
        == measurers.map { TextMeasurer($0.spec).size(width: 60, height: nil) })
    #expect(measurers.map { $0.layout(width: 60, height: nil) } == layouts)
  }

  /// A layout to place a text is read from the memo when it holds the proposal, and is not
  /// added to it: placing forgets the memo. It is the layout `layout(width:height:)` gives.
  @Test func aLayoutToPlaceIsNotMemoised() {
    let spec = TextLayoutSpec(text: "jumps over the lazy dog", font: ResolvedFont(size: 17))
    let measurer = TextMeasurer(spec)
    for width: CGFloat? in [nil, 60, 300] {
      #expect(
        measurer.layoutToPlace(width: width, height: nil)
          == TextMeasurer(spec).layout(width: width, height: nil))
    }
    #expect(measurer.memoisedLayoutCount == 0)
    let memoised = measurer.layout(width: 60, height: nil)
    #expect(measurer.memoisedLayoutCount == 1)
    #expect(measurer.layoutToPlace(width: 60, height: nil) == memoised)
    #expect(measurer.layoutToPlace(width: 80, height: 30) == measurer.layout(width: 80, height: 30))
    #expect(measurer.memoisedLayoutCount == 2)
  }

  /// A plain text placed at a width that holds its line lets its characters' measures go:
  /// laid out again at any width that holds the line, it gives what breaking lines gives,
  /// without them; asked a narrower width, it measures its characters again. Text with
  /// runs, text that is not ASCII and text that wraps keep them.
  @Test func aPlacedTextThatHoldsItsLineLetsItsUnitsGo() {
    let font = ResolvedFont(size: 17)
    for text in ["Quick brown fox", "Trailing spaces   ", "AVA To Wa", " ", "x"] {
      let measurer = TextMeasurer(TextLayoutSpec(text: text, font: font))
      let fresh = TextMeasurer(TextLayoutSpec(text: text, font: font))
      let own = fresh.layout(width: nil, height: nil).size.width
      measurer.placed(width: own + 40)
      #expect(!measurer.keepsUnits, "\(text)")
      for width in [nil, own + 40, 1_000] as [CGFloat?] {
        for height in [nil, 0, 100] as [CGFloat?] {
          #expect(
            measurer.layout(width: width, height: height)
              == fresh.layoutBreakingLines(width: width, height: height),
            "\(text) at \(width ?? -1)")
        }
      }
      #expect(!measurer.keepsUnits, "\(text)")
      let narrow = own / 2
      #expect(measurer.size(width: narrow, height: nil) == fresh.size(width: narrow, height: nil))
      #expect(
        measurer.layout(width: narrow, height: nil) == fresh.layout(width: narrow, height: nil))
      #expect(measurer.keepsUnits == (text.count > 1), "\(text)")
    }
    // Placed where the text wraps, or not plain, the units stay.
    let wrapped = TextMeasurer(TextLayoutSpec(text: "Quick brown fox", font: font))
    wrapped.placed(width: 40)
    let accented = TextMeasurer(TextLayoutSpec(text: "Gr\u{fc}\u{df}e", font: font))
    accented.placed(width: nil)
    let broken = TextMeasurer(TextLayoutSpec(text: "two\nlines", font: font))
    broken.placed(width: nil)
    #expect(wrapped.keepsUnits && accented.keepsUnits && broken.keepsUnits)
  }

  /// A line that holds the whole text is the text itself, which it shares rather than
  /// copies; lines of part of it are copies of that part.
  @Test func aLineOfTheWholeTextIsTheText() {
    let font = ResolvedFont(size: 17)
    for text in ["A label longer than fifteen bytes", "Grüße aus Köln, eine längere Zeile"] {
      let measurer = TextMeasurer(TextLayoutSpec(text: text, font: font))
      let whole = measurer.layout(width: nil, height: nil).lines
      #expect(whole.map(\.text) == [text])
      // The same bytes in memory: shared, not copied.
      #expect(whole.first.map { storage($0.text) } == storage(text))
      let parts = measurer.layout(width: 120, height: nil).lines.map(\.text)
      #expect(parts.count > 1)
      #expect(parts.joined(separator: " ") == text)
    }
  }

  /// Where a string's UTF-8 bytes are (compared while both strings are alive).
  private func storage(_ string: String) -> UInt? {
    var string = string
    return string.withUTF8 { $0.baseAddress.map { UInt(bitPattern: $0) } }
  }

  /// Lines of ASCII text are cut from the text's bytes (no character is kept per unit); any
  /// other text keeps its characters. Either way, at every width, the lines read back the
  /// text in order: each line is the text from where the last one ended, and only the spaces
  /// a line breaks at are left out.
  @Test func linesReadBackTheTextInBothStorages() {
    var random = SeededGenerator(state: 11)
    let font = ResolvedFont(size: 17)
    let words = ["a", "to", "the", "fox", "jumps", "over", "lazy", "dog-eared", "w\u{f6}rld"]
    for sample in 0..<60 {
      let count = Int.random(in: 1...12, using: &random)
      let text = (0..<count).map { _ in words.randomElement(using: &random)! }
        .joined(separator: " ")
      // Every other text without its one non-ASCII word, so that both storages are checked.
      let checked =
        sample.isMultiple(of: 2) ? text.replacingOccurrences(of: "\u{f6}", with: "o") : text
      let measurer = TextMeasurer(TextLayoutSpec(text: checked, font: font))
      for width: CGFloat in [12, 30, 55, 80, 140, 400] {
        var rest = Substring(checked)
        for line in measurer.layout(width: width, height: nil).lines {
          #expect(rest.hasPrefix(line.text), "\(checked) at \(width): \(line.text)")
          rest = rest.dropFirst(line.text.count).drop(while: { $0 == " " })
        }
        #expect(rest.isEmpty, "\(checked) at \(width)")
      }
    }
    // A carriage return and line feed is one break, in text that is otherwise ASCII.
    let lines = TextMeasurer(TextLayoutSpec(text: "ab\r\ncd\ref", font: font))
      .layout(width: nil, height: nil).lines.map(\.text)
    #expect(lines == ["ab", "cd", "ef"])
  }
}

/// The advance of "…" read from the face's table, against the advance of the character.
struct EllipsisAdvanceTests {
  // Every weight, in every design, with and without tracking: the same width the character's
  // own path gives (a monospaced font takes that path itself).
  @Test func theEllipsisTakesTheCharactersAdvance() {
    var checked = 0
    for weight in stride(from: 100, through: 900, by: 100) {
      #expect(ResolvedFont(size: 17, weight: weight).face.ellipsisAdvance != nil)
      for font in [
        ResolvedFont(size: 17, weight: weight), ResolvedFont(size: 11.5, weight: weight),
        ResolvedFont(size: 17, weight: weight, monospacedDigits: true),
        ResolvedFont(size: 15, weight: weight, design: .monospaced),
        ResolvedFont(size: 20, weight: weight, design: .serif),
      ] {
        for tracking in [0, 1.5, -0.25] as [CGFloat] {
          let metrics = CharacterMetrics(font: font, tracking: tracking)
          #expect(metrics.ellipsisAdvance == metrics.advance(of: "…", isSpace: false), "\(font)")
          checked += 1
        }
      }
    }
    #expect(checked == 9 * 5 * 3)
  }
}
