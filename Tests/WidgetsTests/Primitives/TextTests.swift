import Foundation
import Testing
import Widgets

/// Text as a view: its size for proposals, fonts from the environment, and bad input.
/// Widths come from HarfBuzz shaping Inter 4.001 (see RenderTests' TextMeasurerTests).
@MainActor
struct TextTests {
  private func text(_ host: ViewHost, _ id: String) -> TextContent? { host.drawnText(of: id) }

  // Text's ideal size is its single line: "Hello, World" is 97.924 wide and 20.287 high at
  // .body. Centred in 200×200 at (51.04, 89.86); the corners round to 51, 90 and 149, 110.
  @Test func textTakesItsIdealSizeWhenItFits() {
    let host = host(Text("Hello, World").tag("t"))
    #expect(host.frame(of: "t") == rect(51, 90, 98, 20))
  }

  // Proposed 60 points, the text wraps to "Hello," / "World" and is 47.27 × 40.57. The frame
  // is 60 × 40.57 at y = 79.71; the text centred in it at x = 76.36. Corners: x 76.36 → 76.5,
  // 123.64 → 123.5; y 79.71 → 79.5, 120.29 → 120.5.
  @Test func textWrapsToTheProposedWidth() {
    let host = host(Text("Hello, World").tag("t").frame(width: 60))
    #expect(text(host, "t")?.lines.map(\.text) == ["Hello,", "World"])
    #expect(host.frame(of: "t") == rect(76.5, 79.5, 47, 41))
  }

  // lineLimit(1) truncates with "…".
  @Test func lineLimitTruncates() {
    let host = host(Text("Hello, World").lineLimit(1).tag("t").frame(width: 60))
    #expect(text(host, "t")?.lines.map(\.text) == ["Hello…"])
    #expect(text(host, "t")?.isTruncated == true)
  }

  // Head and middle truncation keep the end, or both ends, of the text and put "…" where
  // they cut, within the width.
  @Test func headAndMiddleTruncation() throws {
    let source = "Hello, World"
    let head = host(
      Text(source).lineLimit(1).truncationMode(.head).tag("t").frame(width: 60))
    let headLine = try #require(text(head, "t")?.lines.first)
    #expect(headLine.text.hasPrefix("…"))
    #expect(headLine.text.count > 1)
    #expect(source.hasSuffix(headLine.text.dropFirst()))
    #expect(headLine.width <= 60)
    let middle = host(
      Text(source).lineLimit(1).truncationMode(.middle).tag("t").frame(width: 60))
    let middleLine = try #require(text(middle, "t")?.lines.first)
    let parts = middleLine.text.split(separator: "…", omittingEmptySubsequences: false)
    #expect(parts.count == 2)
    #expect(parts.allSatisfy { !$0.isEmpty })
    #expect(source.hasPrefix(parts[0]) && source.hasSuffix(parts[1]))
    #expect(middleLine.width <= 60)
  }

  // The text's font comes from .font on the text or in the environment; .headline is 17 pt
  // semibold, .title 28 pt.
  @Test func fontsComeFromTheEnvironment() {
    let host = host(
      VStack {
        Text("A").tag("a")
        Text("B").font(.title).tag("b")
      }
      .font(.headline))
    #expect(text(host, "a")?.font.weight == 600)
    #expect(text(host, "a")?.font.size == 17)
    #expect(text(host, "b")?.font.size == 28)
    #expect(text(host, "b")?.font.weight == 400)
  }

  // Text styles follow Apple's Dynamic Type table.
  @Test(arguments: [
    (Font.largeTitle, CGFloat(34)), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
    (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12),
    (.caption2, 11),
  ])
  func textStylesHaveAppleSizes(font: Font, size: CGFloat) {
    #expect(text(host(Text("x").font(font).tag("t")), "t")?.font.size == size)
  }

  @Test func dynamicTypeScalesTextStyles() {
    let host = host(Text("x").font(.body).tag("t").dynamicTypeSize(.accessibility5))
    #expect(text(host, "t")?.font.size == 53)
  }

  // fontWeight, bold() and Font.weight combine as in SwiftUI.
  @Test func weightsApply() {
    let host = host(
      VStack {
        Text("a").fontWeight(.heavy).tag("a")
        Text("b").bold().tag("b")
        Text("c").font(.title3.weight(.semibold)).tag("c")
        Text("d").tag("d")
      }
      .fontWeight(.light))
    #expect(text(host, "a")?.font.weight == 800)
    #expect(text(host, "b")?.font.weight == 700)
    #expect(text(host, "c")?.font.weight == 300)
    #expect(text(host, "d")?.font.weight == 300)
  }

  // The first text baseline sits at the ascender: title (28 pt) 26.66, body 16.19. Aligned
  // on it, B starts 10.47 below A. The stack is 33.41 high, at y = 83.29: A's top rounds to
  // 83.5, B's (93.77) to 94.
  @Test func textAlignsOnTheFirstBaseline() {
    let host = host(
      HStack(alignment: .firstTextBaseline) {
        Text("A").font(.title).tag("a")
        Text("B").tag("b")
      })
    #expect(host.frame(of: "a")?.minY == 83.5)
    #expect(host.frame(of: "b")?.minY == 94)
  }

  // Control characters are not drawn, with one diagnostic; <&"' are ordinary text.
  @Test func controlCharactersAreDroppedWithADiagnostic() {
    let host = host(Text("a\u{7}b <&\"'>").tag("t"))
    #expect(text(host, "t")?.lines.map(\.text) == ["ab <&\"'>"])
    #expect(host.diagnosticKinds == [.controlCharacters])
  }

  // Control characters are found in the text's UTF-8 bytes: every scalar up to U+00FF, and
  // neighbours whose encodings share bytes with C1 controls (U+0142 is 0xC5 0x82), is a
  // control character exactly when it is below U+0020 (but a line break or tab) or in
  // U+007F–U+009F.
  @Test func controlCharactersAreFoundByTheirBytes() {
    let others: [UInt32] = [0x142, 0x2028, 0x20AC, 0x1F600, 0xFEFF]
    for value in Array(0..<0x100) + others {
      let scalar = Unicode.Scalar(value)!
      let isControl =
        (value < 0x20 && ![0x0A, 0x09, 0x0D].contains(value)) || (0x7F..<0xA0).contains(value)
      var text = "a"
      text.unicodeScalars.append(scalar)
      text += "b"
      let host = host(Text(verbatim: text).tag("t"))
      #expect(
        host.diagnosticKinds == (isControl ? [.controlCharacters] : []),
        "U+\(String(value, radix: 16))")
    }
  }

  @Test func emptyTextIsZeroSized() {
    let host = host(Text("").tag("t"))
    #expect(host.frame(of: "t") == rect(100, 100, 0, 0))
    #expect(host.diagnostics.isEmpty)
  }

  // A very long text is cut to 100,000 characters, with a diagnostic, and still laid out.
  @Test func veryLongTextIsCut() {
    let long = String(repeating: "word ", count: 30_000)
    let host = host(Text(long).lineLimit(2).tag("t"), width: 390)
    #expect(host.diagnosticKinds == [.textTooLong])
    #expect(text(host, "t")?.lines.count == 2)
  }

  // String resources and interpolation show their text (the development language).
  @Test func stringResourcesAndInterpolation() {
    let resource: LocalizedStringResource = "New Message"
    let count = 3
    let host = host(
      VStack {
        Text(resource).tag("a")
        Text("Message \(count + 1)").tag("b")
        Text(verbatim: "%d").tag("c")
        Text("\(2.5, specifier: "%.2f") km").tag("d")
      })
    #expect(text(host, "a")?.string == "New Message")
    #expect(text(host, "b")?.string == "Message 4")
    #expect(text(host, "c")?.string == "%d")
    #expect(text(host, "d")?.string == "2.50 km")
  }

  // multilineTextAlignment aligns lines inside the text's frame.
  @Test func multilineAlignment() throws {
    let host = host(
      Text("Hello, World").multilineTextAlignment(.trailing).tag("t").frame(width: 60))
    let lines = try #require(text(host, "t")?.lines)
    // The frame is 47 wide (47.27 rounded at its corners); "World" fills it, "Hello," is
    // pushed right by the difference of the rounded width and its own width.
    #expect(lines[0].x == 47 - lines[0].width)
    #expect(lines[1].x == 47 - lines[1].width)
  }

  // A text's modifiers live in one shared box, made only when a modifier is set: texts that
  // show the same thing compare equal and hash alike however they were made, a modifier set
  // back to its default leaves a plain text, and each modifier keeps the others.
  @Test func textsCompareByWhatTheyShow() {
    #expect(Text("a") == Text(verbatim: "a"))
    #expect(Text("a").font(nil) == Text("a"))
    #expect(Text("a").foregroundColor(nil) == Text("a"))
    #expect(Text("a").bold(false) == Text("a"))
    #expect(Text("a").bold() != Text("a"))
    #expect(Text("a").bold() == Text("a").fontWeight(.bold))
    #expect(Text("a").font(.title).italic() == Text("a").italic().font(.title))
    #expect(Text("a").font(.title).italic() != Text("a").font(.title))
    #expect(Text("a").font(.title).font(nil) == Text("a"))
    #expect(Text("a").bold() != Text("b").bold())
    #expect(
      Set([Text("a"), Text("a").font(nil), Text("a").bold(), Text("a").fontWeight(.bold)]).count
        == 2)
    // A plain text is its string and a reference: cheap to copy, and small in the views
    // that hold it.
    #expect(MemoryLayout<Text>.size == 24)
  }

  // Every modifier survives the others, set in either order: each draws as it did when the
  // modifiers were stored in the text itself: title3 is 20 points; bold is weight 700; red is
  // #FF3B30 in the light scheme.
  @Test func modifiersSetInAnyOrderAllApply() throws {
    for text in [
      Text("Hi").font(.title3).bold().italic().foregroundColor(.red),
      Text("Hi").foregroundColor(.red).italic().bold().font(.title3),
    ] {
      let host = host(text.tag("t"))
      let drawn = try #require(self.text(host, "t"))
      #expect(drawn.font.size == 20)
      #expect(drawn.font.weight == 700)
      #expect(drawn.font.isItalic)
      #expect(drawn.paint == .color(ResolvedColor(hex: 0xFF3B30)))
    }
  }

  // The C library's locale never reaches the output: under a German locale (a comma for
  // the decimal point) a specifier still formats with a point. CI installs de_DE.
  @Test(.enabled(if: germanLocale != nil))
  func specifiersIgnoreTheCLocale() throws {
    let german = try #require(germanLocale)
    let previous = uselocale(german)
    defer { uselocale(previous) }
    let x = 1234.567
    #expect(String(format: "%.2f", x) == "1234,57")  // what the C library does now
    let host = host(Text("\(x, specifier: "%.2f") km"))
    #expect(
      host.renderTree.allNodes().compactMap { $0.node.content?.text?.string } == ["1234.57 km"])
  }
}

/// The numbers of the de_DE.UTF-8 C locale, when the machine has it
/// (`localedef -i de_DE -f UTF-8 de_DE.UTF-8`).
nonisolated(unsafe) let germanLocale: locale_t? = {
  #if os(Linux)
    let numericMask: Int32 = 1 << 1  // LC_NUMERIC_MASK in glibc
  #else
    let numericMask: Int32 = 1 << 4  // LC_NUMERIC_MASK in Darwin's libc
  #endif
  return newlocale(numericMask, "de_DE.UTF-8", nil)
}()
