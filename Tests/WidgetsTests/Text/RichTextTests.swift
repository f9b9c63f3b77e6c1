import Foundation
import Testing
import Widgets

/// Texts in several styles: `Text + Text`, Markdown in literals, and the text modifiers that
/// decorate characters. Widths are compared with the same words laid out alone, which the
/// text-metrics tests pin down.
@MainActor
struct RichTextTests {
  /// The drawn text content of the only text in `view`.
  func content<V: View>(_ view: V) throws -> TextContent {
    let host = host(view, width: 393, height: 100)
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
    #expect(texts.count == 1)
    return try #require(texts.first)
  }

  /// The width of `text` drawn alone.
  func width(_ text: Text) throws -> CGFloat {
    try #require(content(text.fixedSize()).lines.first).width
  }

  // Each piece keeps its own modifiers; the pieces are laid end to end, each as wide as it
  // is alone (no kerning across a change of style), and the line is as wide as all of them.
  @Test func concatenatedTextsKeepTheirStyles() throws {
    let text = try content(Text("Hello, ") + Text("world").bold() + Text("!"))
    let line = try #require(text.lines.first)
    #expect(text.string == "Hello, world!")
    #expect(line.spans.map(\.text) == ["Hello, ", "world", "!"])
    #expect(text.styles.map(\.font.weight) == [400, 700, 400])
    // "Hello, " keeps its space inside the line: wider than "Hello," alone.
    let hello = try width(Text("Hello,"))
    let world = try width(Text("world").bold())
    #expect(line.spans[0].x == 0)
    #expect(line.spans[1].x == line.spans[0].width)
    #expect(line.spans[0].width > hello + 3)
    #expect(abs(line.spans[1].width - world) < 0.001)
    #expect(abs(line.width - (line.spans[2].x + line.spans[2].width)) < 0.001)
  }

  // Modifiers on the whole apply to the pieces that set none of their own.
  @Test func outerModifiersApplyToPiecesWithoutTheirOwn() throws {
    let text = try content(
      (Text("Total: ") + Text("$42").foregroundColor(.green)).font(.title).foregroundColor(.red))
    #expect(text.styles.map(\.font.size) == [28, 28])
    #expect(text.styles[0].paint == .color(ResolvedColor(hex: 0xFF3B30)))
    #expect(text.styles[1].paint == .color(ResolvedColor(hex: 0x34C759)))
  }

  // Lines take the height of the tallest font among the pieces: a title piece in body text
  // makes the line as tall as a title alone (taller than body's 22).
  @Test func theTallestPieceSetsTheLineHeight() throws {
    let host = host(
      VStack {
        (Text("Total ") + Text("$42").font(.title)).fixedSize().tag("total")
        Text("$42").font(.title).fixedSize().tag("title")
        Text("Total").fixedSize().tag("body")
      }, width: 393, height: 200)
    let total = try #require(host.frame(of: "total"))
    let title = try #require(host.frame(of: "title"))
    let body = try #require(host.frame(of: "body"))
    #expect(total.height == title.height)
    #expect(total.height > body.height)
  }

  // Markdown in a literal: strong, emphasis, strikethrough, code and links, the markers
  // gone from what is drawn and read.
  @Test func markdownInLiterals() throws {
    let text = try content(
      Text("**Bold**, _it_, ~~gone~~, `code` and [a link](https://example.com)"))
    #expect(text.string == "Bold, it, gone, code and a link")
    let spans = try #require(text.lines.first).spans
    #expect(
      spans.map(\.text) == ["Bold", ", ", "it", ", ", "gone", ", ", "code", " and ", "a link"])
    let styles = spans.map { text.styles[$0.style] }
    #expect(styles[0].font.weight == 700)
    #expect(styles[2].font.isItalic)
    #expect(styles[4].strikethrough == ResolvedColor(hex: 0x000000))
    #expect(styles[6].font.design == .monospaced)
    #expect(styles[8].paint == .color(ResolvedColor(hex: 0x007AFF)))
    #expect(styles[1].font.weight == 400 && !styles[1].font.isItalic)
  }

  // What is not Markdown stays as written: a lone asterisk, underscores inside words, an
  // unclosed delimiter, escapes, and interpolated values (shown as they are, as in SwiftUI).
  @Test(arguments: [
    ("5 * 3 = 15", "5 * 3 = 15"),
    ("snake_case_name", "snake_case_name"),
    ("**unclosed", "**unclosed"),
    ("\\*not emphasis\\*", "*not emphasis*"),
    ("[not a link]", "[not a link]"),
  ])
  func textThatIsNotMarkdown(literal: String, shown: String) throws {
    let text = try content(Text(LocalizedStringKey(literal)))
    #expect(text.string == shown)
    #expect(text.styles.isEmpty || text.styles.allSatisfy { $0.font.weight == 400 })
  }

  @Test func interpolatedValuesAreNotMarkdown() throws {
    let name = "*star*"
    let text = try content(Text("Hi **\(name)**"))
    #expect(text.string == "Hi *star*")
    let spans = try #require(text.lines.first).spans
    #expect(spans.map(\.text) == ["Hi ", "*star*"])
    #expect(text.styles[spans[1].style].font.weight == 700)
  }

  // An interpolated value inside a code span shows as it is, its escapes gone.
  @Test func interpolatedValuesInCodeSpans() throws {
    let command = "make_all"
    let text = try content(Text("Run `\(command)` now"))
    #expect(text.string == "Run make_all now")
    let spans = try #require(text.lines.first).spans
    #expect(text.styles[spans[1].style].font.design == .monospaced)
  }

  // Integers are interpolated by their digits; an optional integer by its description, as
  // `String(describing:)` gives it (a review found the integer shortcut unwrapping it).
  @Test func interpolatedIntegersAndOptionals() throws {
    // Generic, as a value of any type is interpolated (and without the compiler's warning
    // about describing an optional).
    func key<T>(_ value: T) -> LocalizedStringKey { "n: \(value)" }
    let maybe: Int? = 5
    #expect(try content(Text(key(42))).string == "n: 42")
    #expect(try content(Text(key(maybe))).string == "n: Optional(5)")
    #expect(try content(Text(key(Int8(7)))).string == "n: 7")
  }

  // U+1FEF GREEK VARIA is the backtick to Swift (its canonical decomposition), so it marks a
  // code span as the backtick does, and an interpolated one is escaped; looking for the
  // syntax's bytes first must not miss it.
  @Test func greekVariaCountsAsABacktick() throws {
    let literal = try content(Text("Run \u{1FEF}make\u{1FEF} now"))
    #expect(literal.string == "Run make now")
    let spans = try #require(literal.lines.first).spans
    #expect(literal.styles[spans[1].style].font.design == .monospaced)
    let value = "\u{1FEF}a\u{1FEF}"
    let interpolated = try content(Text("**\(value)**"))
    #expect(interpolated.string == "\u{1FEF}a\u{1FEF}")
    #expect(interpolated.styles.allSatisfy { $0.font.design != .monospaced })
  }

  // Strings from variables and `verbatim:` are never Markdown.
  @Test func verbatimTextIsNotMarkdown() throws {
    let title = "**Draft**"
    #expect(try content(Text(title)).string == "**Draft**")
    #expect(try content(Text(verbatim: "**Draft**")).string == "**Draft**")
  }

  // Decorations: an underline in the text's colour (or its own), a strikethrough, a raised
  // baseline, tracking (each character 2 points wider: 5 characters, 10 points).
  @Test func decorations() throws {
    let text = try content(
      Text("Sale").underline(color: .red) + Text(" $10").strikethrough().baselineOffset(4))
    #expect(text.styles[0].underline == ResolvedColor(hex: 0xFF3B30))
    #expect(text.styles[1].strikethrough == ResolvedColor(hex: 0x000000))
    #expect(text.styles[1].baselineOffset == 4)
    let plain = try width(Text("Hello"))
    let tracked = try width(Text("Hello").tracking(2))
    #expect(abs(tracked - plain - 10) < 0.001)
    #expect(try width(Text("Hello").kerning(2)) == tracked)
  }

  // A text without pieces or decorations keeps its single style: no runs.
  @Test func plainTextHasNoRuns() throws {
    let text = try content(Text("Plain").bold())
    #expect(text.styles.isEmpty)
    #expect(text.lines.first?.spans.isEmpty == true)
  }
}
