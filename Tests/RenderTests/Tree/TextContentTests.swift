import Foundation
import Testing

@testable import Render

/// A text's lines, kept one way for one line (without an array) and another for none or
/// several: what a caller reads, compares and hashes is the same either way.
struct TextContentTests {
  private let first = TextContent.Line(text: "Hello", x: 0, baseline: 15, width: 38.5)
  private let second = TextContent.Line(text: "world", x: 2, baseline: 35, width: 40.25)

  private func content(_ lines: [TextContent.Line]) -> TextContent {
    TextContent(lines: lines, font: .body, paint: .color(.black), isTruncated: false)
  }

  private func visited(_ text: TextContent) -> [TextContent.Line] {
    var lines: [TextContent.Line] = []
    text.forEachLine { lines.append($0) }
    return lines
  }

  @Test func linesReadBackAsTheyWereGiven() {
    for lines in [[], [first], [first, second], [second, first, second]] {
      let text = content(lines)
      #expect(text.lines == lines)
      #expect(visited(text) == lines)
    }
    #expect(content([first, second]).string == "Hello\nworld")
    #expect(content([first]).string == "Hello")
    #expect(content([]).string == "")
    #expect(content([first, second]).spokenText == "Hello world")
  }

  @Test func contentsWithTheSameLinesAreEqualAndHashEqually() {
    let one = content([first])
    #expect(one == content([TextContent.Line(text: "Hello", x: 0, baseline: 15, width: 38.5)]))
    #expect(one.hashValue == content([first]).hashValue)
    #expect(content([first, second]) == content([first, second]))
    #expect(content([first, second]).hashValue == content([first, second]).hashValue)
    // One line is neither no line, nor two, nor another line.
    #expect(one != content([]))
    #expect(one != content([first, first]))
    #expect(one != content([second]))
    #expect(content([first, second]) != content([second, first]))
    #expect(Set([one, content([first]), content([]), content([first, first])]).count == 3)
  }

  /// Content made from one line, as placement makes a label's, is the content made from an
  /// array of that line.
  @Test func contentOfOneLineIsContentOfAnArrayOfIt() {
    let one = TextContent(line: first, font: .body, paint: .color(.black), isTruncated: false)
    #expect(one == content([first]))
    #expect(one.hashValue == content([first]).hashValue)
    #expect(one.lines == [first])
    #expect(visited(one) == [first])
    #expect(one != content([second]))
    // A cut line keeps the whole text, as content of several lines does.
    let cut = TextContent(
      line: first, font: .body, paint: .color(.black), isTruncated: true, fullText: "Hello all")
    #expect(
      cut
        == TextContent(
          lines: [first], font: .body, paint: .color(.black), isTruncated: true,
          fullText: "Hello all"))
    #expect(cut.fullText == "Hello all")
  }

  /// A layout result keeps one line without an array, and none or several in one: what is
  /// read, counted, compared and hashed is the same either way.
  @Test func layoutResultsReadBackTheirLines() {
    let hello = TextLine(text: "Hello", width: 38.5)
    let world = TextLine(text: "world", width: 40.25)
    let size = CGSize(width: 40.25, height: 20)
    func result(_ lines: [TextLine]) -> TextLayoutResult {
      TextLayoutResult(lines: lines, size: size, isTruncated: false)
    }
    for lines in [[], [hello], [hello, world], [world, hello, world]] {
      #expect(result(lines).lines == lines)
      #expect(result(lines).lineCount == lines.count)
      #expect(result(lines).onlyLine == (lines.count == 1 ? lines[0] : nil))
    }
    let one = TextLayoutResult(line: hello, size: size, isTruncated: false)
    #expect(one == result([hello]))
    #expect(one.hashValue == result([hello]).hashValue)
    #expect(one != result([world]))
    #expect(one != result([hello, hello]))
    #expect(Set([one, result([hello]), result([]), result([hello, world])]).count == 3)
  }

  @Test func paintingKeepsTheLines() {
    let red = ResolvedColor(red: 1, green: 0, blue: 0)
    for lines in [[], [first], [first, second]] {
      let painted = RenderContent(.text(content(lines))).painted(red)
      #expect(painted.text?.lines == lines)
      #expect(painted.text?.paint == .color(red))
    }
  }
}
