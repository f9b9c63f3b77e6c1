import Foundation
import Testing
import Widgets

/// The view forms of the text modifiers (iOS 16): set on any view, they reach every text
/// inside it, and a text's own setting wins. Widths are compared with the text forms.
@MainActor
struct ViewTextModifierTests {
  private func texts<V: View>(_ view: V) -> [TextContent] {
    host(view, width: 393, height: 200).renderTree.allNodes().compactMap { $0.node.content?.text }
  }

  // An underline set on a stack reaches both texts in it, in each text's colour; a
  // strikethrough set on one text stays on that text.
  @Test func decorationsReachEveryTextInside() throws {
    let styled = texts(
      VStack {
        Text("Sale").foregroundStyle(.red)
        Text("Now").strikethrough()
      }
      .padding()
      .underline())
    #expect(styled.count == 2)
    #expect(styled[0].styles.first?.underline == ResolvedColor(hex: 0xFF3B30))
    #expect(styled[0].styles.first?.strikethrough == nil)
    #expect(styled[1].styles.first?.underline == ResolvedColor(hex: 0x000000))
    #expect(styled[1].styles.first?.strikethrough == ResolvedColor(hex: 0x000000))
  }

  // A text's own setting wins over the view's around it: its own colour, its own offset.
  @Test func aTextsOwnSettingWins() throws {
    let styled = texts(
      Text("Sale").underline(color: .blue).baselineOffset(3)
        .padding()
        .underline(color: .red).baselineOffset(1))
    #expect(styled.first?.styles.first?.underline == ResolvedColor(hex: 0x007AFF))
    #expect(styled.first?.styles.first?.baselineOffset == 3)
  }

  // Tracking, monospaced digits and the monospaced design set on a view measure as the text
  // forms do.
  @Test func spacingAndDigitsMeasureAsTheTextForms() throws {
    func width<V: View>(_ view: V) throws -> CGFloat {
      let first = texts(view).first
      return try #require(first?.lines.first?.width)
    }
    #expect(
      try width(HStack { Text("1111") }.fixedSize().tracking(2))
        == width(Text("1111").tracking(2).fixedSize()))
    #expect(
      try width(HStack { Text("1111") }.fixedSize().monospacedDigit())
        == width(Text("0000").fixedSize()))
    // Four characters at 0.6 em of 17 points.
    #expect(try width(Group { Text("abcd") }.fixedSize().fontDesign(.monospaced)) == 40.8)
    #expect(try width(Group { Text("abcd") }.fixedSize().monospaced()) == 40.8)
    #expect(
      try width(Group { Text("abcd") }.fixedSize().kerning(1))
        == width(Text("abcd").kerning(1).fixedSize()))
  }
}
