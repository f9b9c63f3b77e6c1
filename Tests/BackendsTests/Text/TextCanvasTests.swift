import Backends
import Foundation
import Testing
import Widgets

/// The text canvas reads like the screen: texts side by side share a row, equal views get
/// equal rows, thin rules are lines, and a control's light fill shows. Expected canvases are
/// worked out from the rules in `TextCanvas` (8×16-point cells).
@MainActor
struct TextCanvasTests {
  private func canvas<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> String {
    ViewHost.printsDiagnostics = false
    return TextBackend().render(
      ViewHost(view, size: CGSize(width: width, height: height)).renderTree)
  }

  private func row(of text: String, in canvas: String) -> Int? {
    canvas.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(text)
    }
  }

  // A 34-point title and a 12-point caption centred in an HStack: their tops are 13 points
  // apart (which alone would round to different rows), but the middles of their lowercase
  // letters are 1.8 points apart, so they share the title's row. Aligned on their first
  // baselines, the same.
  @Test func textsSideBySideShareARow() {
    for alignment in [VerticalAlignment.center, .firstTextBaseline] {
      let text = canvas(
        HStack(alignment: alignment) {
          Text("Big").font(.largeTitle)
          Text("small").font(.caption)
        },
        width: 200, height: 64)
      let big = row(of: "Big", in: text)
      #expect(big != nil)
      #expect(big == row(of: "small", in: text))
    }
  }

  // A two-line text beside a larger one: its first line joins the larger text's row, and
  // its second line follows on the next row, never on top of the first.
  @Test func aTextsLinesStayInOrderBesideALargerText() {
    for alignment in [VerticalAlignment.center, .lastTextBaseline, .top] {
      let text = canvas(
        HStack(alignment: alignment) {
          Text("42").font(.system(size: 28))
          Text("first line\nsecond line").font(.system(size: 12))
        },
        width: 240, height: 96)
      let first = row(of: "first line", in: text)
      #expect(first != nil)
      #expect(row(of: "second line", in: text) == first.map { $0 + 1 })
    }
  }

  // Rows 44 points tall with a divider under each, from y = 13.25 (133.5 points centred in
  // 160): the stack starts on row 1; each row's text is one row down (its top 11.86 points
  // in), and the row is 3 rows (1 above the text, the text, 12.14 points below it → 1); the
  // divider follows on the row after, 0 rows tall, and the next row starts on the divider's
  // row. The last divider falls on row 10, past the canvas.
  @Test func equalRowsGetEqualRowsAndDividersAreLines() {
    let text = canvas(
      VStack(spacing: 0) {
        ForEach(0..<3) { index in
          Text("Row \(index)").frame(maxWidth: .infinity, alignment: .leading).frame(height: 44)
          Divider()
        }
      },
      width: 80, height: 160)
    let rule = String(repeating: "─", count: 10)
    #expect(text == "\n\nRow 0\n\n\(rule)\nRow 1\n\n\(rule)\nRow 2\n\n")
  }

  // Cards 76 points tall, 8 apart: every card the same number of rows (5: its centred text
  // 2 rows down, 1 row, 2 below), and the gap rounds to 1, so every "Item" is 6 rows below
  // the one before, though 84 points is 5.25 rows.
  @Test func aStackOfEqualViewsHasAnEqualPitch() {
    let text = canvas(
      VStack(spacing: 8) {
        ForEach(0..<6) { index in
          Text("Item \(index)").frame(maxWidth: .infinity).frame(height: 76)
            .background(Color(white: 0.97))
        }
      },
      width: 200, height: 600)
    let rows = (0..<6).compactMap { row(of: "Item \($0)", in: text) }
    #expect(rows.count == 6)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 == 6 })
  }

  // A divider whose half-point rectangle holds a cell's centre (y = 24) is still a line,
  // never a shade.
  @Test func aThinRuleIsAlwaysALine() {
    let text = canvas(
      VStack(spacing: 0) {
        Color.clear.frame(height: 24)
        Divider()
      },
      width: 80, height: 64)
    #expect(!text.contains("░"))
    #expect(text.contains(String(repeating: "─", count: 10)))
  }

  // A bordered button's light tint, too light to shade, shows as the button's outline; the
  // same light colour outside a control draws nothing.
  @Test func aControlsLightFillShowsAsItsOutline() {
    let button = canvas(Button("Go") {}.buttonStyle(.bordered), width: 120, height: 48)
    #expect(button.contains("Go"))
    #expect(button.contains("╭") && button.contains("╯"))
    let plain = canvas(
      Color.accentColor.opacity(0.15).frame(width: 60, height: 34), width: 120, height: 48)
    #expect(plain.allSatisfy { $0 == "\n" })
  }
}
