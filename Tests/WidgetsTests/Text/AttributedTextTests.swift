import Foundation
import Testing
import Widgets

/// `Text(AttributedString)`: each run drawn with the attributes SwiftUI reads, the same as
/// the equivalent `Text + Text` would draw it.
@MainActor
struct AttributedTextTests {
  /// The drawn text content of the only text in `view`.
  func content<V: View>(_ view: V) throws -> TextContent {
    let host = host(view, width: 393, height: 100)
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
    #expect(texts.count == 1)
    return try #require(texts.first)
  }

  // Runs with a font, a colour, an underline, tracking and a baseline offset draw exactly as
  // the concatenated texts with the same modifiers.
  @Test func runsDrawAsConcatenatedTexts() throws {
    var message = AttributedString("Delivery today at noon")
    message.font = .headline
    let today = try #require(message.range(of: "today"))
    message[today].foregroundColor = .green
    message[today].underlineStyle = .single
    let noon = try #require(message.range(of: "noon"))
    message[noon].tracking = 2
    message[noon].baselineOffset = 3
    let attributed = try content(Text(message))
    let concatenated = try content(
      Text("Delivery ").font(.headline)
        + Text("today").font(.headline).foregroundStyle(.green).underline()
        + Text(" at ").font(.headline)
        + Text("noon").font(.headline).tracking(2).baselineOffset(3))
    #expect(attributed == concatenated)
    #expect(attributed.lines.first?.spans.map(\.text) == ["Delivery ", "today", " at ", "noon"])
    #expect(attributed.styles[1].paint == .color(ResolvedColor(hex: 0x34C759)))
    #expect(attributed.styles[1].underline != nil)
    #expect(attributed.styles.map(\.font.weight) == [600, 600, 600, 600])
    #expect(attributed.styles[3].tracking == 2)
    #expect(attributed.styles[3].baselineOffset == 3)
  }

  // A modifier on the text reaches the runs that do not set the attribute themselves.
  @Test func textModifiersFillInUnsetAttributes() throws {
    var price = AttributedString("Total $42")
    let amount = try #require(price.range(of: "$42"))
    price[amount].foregroundColor = .red
    let text = try content(Text(price).foregroundStyle(.blue).font(.title))
    #expect(text.styles.map(\.font.size) == [28, 28])
    #expect(text.styles[0].paint == .color(ResolvedColor(hex: 0x007AFF)))
    #expect(text.styles[1].paint == .color(ResolvedColor(hex: 0xFF3B30)))
  }

  // A string of one run is one plain text; an empty string draws no width.
  @Test func plainAttributedStringIsPlainText() throws {
    #expect(try content(Text(AttributedString("Hello"))) == content(Text("Hello")))
    let host = host(Text(AttributedString("")).tag("empty"), width: 393, height: 100)
    #expect(host.frame(of: "empty")?.width == 0)
  }

  // Markdown read into an attributed string draws as the same Markdown in a literal: bold,
  // italic, code, strikethrough and a link in the tint.
  @Test func markdownAttributedStringDrawsAsMarkdownText() throws {
    let source = "**Bold**, _it_, `code`, ~~gone~~ and [a link](https://example.com)"
    let attributed = try AttributedString(markdown: source)
    #expect(attributed.runs.count == 9)
    let link = try #require(attributed.range(of: "a link"))
    #expect(attributed[link].link == URL(string: "https://example.com"))
    #expect(try content(Text(attributed)) == content(Text(LocalizedStringKey(source))))
  }

  // A string literal stays a localized key (and so Markdown) beside the attributed overload.
  @Test func literalsStayLocalizedKeys() throws {
    let text = try content(Text("**Bold** text"))
    #expect(text.styles.map(\.font.weight) == [700, 400])
  }
}
