import Backends
import Foundation
import Testing
import Widgets

@MainActor
struct TextBackendTests {
  private func canvas<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> String {
    ViewHost.printsDiagnostics = false
    return TextBackend().render(
      ViewHost(view, size: CGSize(width: width, height: height)).renderTree)
  }

  // 80×48 points is 10×3 cells of 8×16. "Hello" (40.97 wide, 20.29 high) is centred at
  // (19.5, 14): its line starts in column round(19.5 / 8) = 2 of row round(14 / 16) = 1.
  @Test func textIsWrittenAtItsOrigin() {
    #expect(canvas(Text("Hello"), width: 80, height: 48) == "\n  Hello\n\n")
  }

  // A black 24×16 rectangle at (28, 16) covers the cells whose centres it contains: columns
  // 3–5 of row 1, drawn in the darkest shade.
  @Test func fillsShadeTheCellsTheyCover() {
    let text = canvas(Rectangle().fill(.black).frame(width: 24, height: 16), width: 80, height: 48)
    #expect(text == "\n   ███\n\n")
  }

  // Strokes are outlines; rounded shapes get rounded corners.
  @Test func strokesDrawOutlines() {
    let text = canvas(
      RoundedRectangle(cornerRadius: 8).stroke(.black).frame(width: 64, height: 48),
      width: 80, height: 48)
    #expect(text == " ╭──────╮\n │      │\n ╰──────╯\n")
  }

  // Later nodes overwrite earlier ones; text over a fill replaces the shade.
  @Test func laterNodesDrawOverEarlierOnes() {
    let text = canvas(
      Text("Hi").padding(.horizontal, 16).background(Color.black),
      width: 80, height: 16)
    // 16.75 + 32 = 48.75 wide at x = 15.625 → 15.5: cells 2–7 shaded (centres 20…60); "Hi"
    // at 31.5 → column 4.
    #expect(text == "  ██Hi██\n")
  }

  // Wide characters take two cells.
  @Test func wideCharactersTakeTwoCells() {
    #expect(
      canvas(Text("中a").fixedSize().frame(width: 80, alignment: .leading), width: 80, height: 16)
        == "中a\n")
  }

  // Clipping shapes and scroll views cut what is drawn.
  @Test func clipsCutTheDrawing() {
    let text = canvas(
      Rectangle().fill(.black).frame(width: 80, height: 48).frame(width: 16, height: 16).clipped(),
      width: 80, height: 48)
    #expect(text == "\n    ██\n\n")
  }

  // The tree style is the render tree's dump.
  @Test func treeStyleIsTheDump() {
    ViewHost.printsDiagnostics = false
    let tree = ViewHost(
      VStack(spacing: 4) {
        Text("Hi")
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
      },
      size: CGSize(width: 100, height: 60)
    ).renderTree
    // The stack is 20.29 + 4 + 10 = 34.29 high at y = 12.86: its corners round to 13 and 47;
    // the text's bottom (33.14) to 33; "Hi" is 16.75 wide at x = 41.63 → 41.5 … 58.5. The
    // frame, which draws nothing, folds into the colour that fills it, and the identifier
    // into the result, whose bounds are the frame's.
    let expected = """
      Host (0, 0, 100, 60)
      └─ VStack spacing: 4 (41.5, 13, 17, 34)
         ├─ Text (41.5, 13, 17, 20) "Hi" body #000000
         └─ frame width: 10, height: 10 › Color #dot (45, 37, 10, 10) fill #ff3b30

      """
    #expect(TextBackend(style: .tree).render(tree) == expected)
  }
}

@MainActor
struct AbsurdInputTests {
  // Huge but finite lengths, NaN hues and enormous canvases render without trapping.
  @Test func absurdValuesRender() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      VStack {
        Color(hue: .nan, saturation: 1, brightness: 1).frame(width: 1e300, height: 10)
        Text("far").offset(x: 1e200)
        Spacer(minLength: 1e308)
      },
      size: CGSize(width: 1e9, height: 1e9))
    let svg = SVGBackend().render(host.renderTree)
    expectWellFormed(svg)
    let text = TextBackend().render(host.renderTree)
    // The canvas is cut to 1024 columns and 2048 rows.
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 2049)
  }
}
