import Backends
import Foundation
import Testing
import Widgets

@MainActor
struct SVGBackendTests {
  private func render<V: View>(
    _ view: V, width: CGFloat, height: CGFloat, backend: SVGBackend = SVGBackend()
  ) -> (String, RenderTree) {
    ViewHost.printsDiagnostics = false
    let tree = ViewHost(view, size: CGSize(width: width, height: height)).renderTree
    return (backend.render(tree), tree)
  }

  /// The id of the nth node of the tree, depth first (0 is the host).
  private func id(_ tree: RenderTree, _ index: Int) -> String {
    "n-\(tree.allNodes()[index].node.id)"
  }

  // A 20×10 colour in a 40×20 canvas: centred at (10, 5). Every node is a group translated
  // to its frame; the frame, which draws nothing, folds into the colour, which draws a
  // rectangle in its own coordinates.
  @Test func smallViewExactOutput() {
    let (svg, tree) = render(Color.red.frame(width: 20, height: 10), width: 40, height: 20)
    #expect(tree.root.subtreeCount == 2)
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="40" height="20" viewBox="0 0 40 20">
        <rect width="40" height="20" fill="#ffffff"/>
        <g id="\(id(tree, 0))">
          <g id="\(id(tree, 1))" transform="translate(10 5)">
            <rect width="20" height="10" fill="#ff3b30"/>
          </g>
        </g>
      </svg>

      """
    #expect(svg == expected)
    expectWellFormed(svg)
  }

  // Text as font references: one <text> per line at its baseline (17 × 1950/2048 = 16.187),
  // Inter first in the font stack, every character escaped.
  @Test func textIsEscapedAndPlacedOnItsBaseline() {
    let (svg, _) = render(
      Text("<&\"'>").fixedSize(), width: 100, height: 40,
      backend: SVGBackend(text: .fontReferences))
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"16.187\" font-family=\"Inter, Noto Sans, sans-serif\" font-size=\"17\" fill=\"#000000\" xml:space=\"preserve\">&lt;&amp;&quot;&apos;&gt;</text>"
      ))
    expectWellFormed(svg)
  }

  // As font references, a text of styled pieces is one <text> of <tspan>s, each at the x its layout gave it and
  // with only what differs from the text's font and paint; decorations are thin rectangles
  // (17 / 17 = 1 point thick): an underline 0.075 em below the baseline, a strikethrough
  // 0.27 em above it. The baseline is 16.187 (17 × 1950/2048); raised by 2 for the second
  // piece.
  @Test func styledTextIsWrittenAsSpans() throws {
    let (svg, tree) = render(
      (Text("Sale").underline(color: .red) + Text(" $10").bold().strikethrough().baselineOffset(2))
        .fixedSize(),
      width: 200, height: 40, backend: SVGBackend(text: .fontReferences))
    let texts = tree.allNodes().compactMap { $0.node.content?.text }
    let text = try #require(texts.first)
    let line = try #require(text.lines.first)
    let spans = line.spans
    #expect(spans.count == 2)
    func number(_ value: CGFloat) -> String { NumberFormatting.decimal(value) }
    let second = line.x + spans[1].x
    let expected =
      "<text x=\"0\" y=\"16.187\" font-family=\"Inter, Noto Sans, sans-serif\" font-size=\"17\" fill=\"#000000\" xml:space=\"preserve\">"
      + "<tspan x=\"0\">Sale</tspan>"
      + "<tspan x=\"\(number(second))\" y=\"14.187\" font-weight=\"700\"> $10</tspan></text>"
      + "<rect x=\"0\" y=\"17.462\" width=\"\(number(spans[0].width))\" height=\"1\" fill=\"#ff3b30\"/>"
      + "<rect x=\"\(number(second))\" y=\"9.097\" width=\"\(number(spans[1].width))\" height=\"1\" fill=\"#000000\"/>"
    #expect(svg.contains(expected))
    expectWellFormed(svg)
  }

  // Shadows are blur + offset + flood + composite + merge, never feDropShadow; gradients are
  // defined in the node's coordinates; clips reference a clipPath.
  @Test func effectsUseTheSafeSVGSubset() {
    let (svg, tree) = render(
      Capsule().fill(Color.indigo.gradient).frame(width: 100, height: 40)
        .shadow(color: .black.opacity(0.5), radius: 4, y: 2)
        .clipShape(Circle()),
      width: 120, height: 60)
    expectWellFormed(svg)
    #expect(!svg.contains("feDropShadow"))
    let shadow =
      tree.allNodes().first { $0.node.effects.shadow != nil }.map { "n-\($0.node.id)" } ?? ""
    #expect(
      svg.contains(
        "<filter id=\"\(shadow)-shadow\" filterUnits=\"userSpaceOnUse\" x=\"-7\" y=\"-7\" width=\"114\" height=\"56\"><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"2\"/><feOffset dx=\"0\" dy=\"2\" result=\"offset\"/><feFlood flood-color=\"#000000\" flood-opacity=\"0.5\"/><feComposite in2=\"offset\" operator=\"in\" result=\"shadow\"/><feMerge><feMergeNode in=\"shadow\"/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
      ))
    let capsule =
      tree.allNodes().first { $0.node.role.kind == .shape }.map { "n-\($0.node.id)" } ?? ""
    #expect(
      svg.contains(
        "<linearGradient id=\"\(capsule)-paint\" gradientUnits=\"userSpaceOnUse\" x1=\"50\" y1=\"0\" x2=\"50\" y2=\"40\"><stop offset=\"0\" stop-color=\"#716fdc\"/><stop offset=\"1\" stop-color=\"#5856d6\"/></linearGradient>"
      ))
    #expect(
      svg.contains(
        "<rect width=\"100\" height=\"40\" rx=\"20\" ry=\"20\" fill=\"url(#\(capsule)-paint)\"/>"))
    let clip =
      tree.allNodes().first { $0.node.role.kind == .clipShape }.map { "n-\($0.node.id)" } ?? ""
    #expect(
      svg.contains(
        "<clipPath id=\"\(clip)-clip\"><circle cx=\"50\" cy=\"20\" r=\"20\"/></clipPath>"))
    #expect(svg.contains("clip-path=\"url(#\(clip)-clip)\""))
  }

  // Accessibility identifiers and labels become attributes.
  @Test func accessibilityBecomesAttributes() {
    let (svg, _) = render(
      Color.red.accessibilityLabel("A \"red\" square").accessibilityIdentifier("sq<1>"),
      width: 10, height: 10)
    #expect(svg.contains("aria-label=\"A &quot;red&quot; square\""))
    #expect(svg.contains("data-identifier=\"sq&lt;1&gt;\""))
    expectWellFormed(svg)
  }

  // Symbols scale their 16×16 artwork to the node; missing ones draw a crossed box.
  @Test func symbolsAndPlaceholders() {
    let (svg, _) = render(
      HStack {
        Image(systemName: "plus")
        Image(systemName: "no.such.symbol")
      }, width: 60, height: 30)
    #expect(svg.contains("<g transform=\"scale(1.063)\" fill=\"#000000\"><path d=\"M8 2a.5.5"))
    #expect(
      svg.contains(
        "<path d=\"M0 0H17V17H0ZM0 0L17 17M17 0L0 17\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>"
      ))
    expectWellFormed(svg)
  }

  // A symbol stretched out of its square scales each axis on its own; a translucent paint
  // adds its opacity, to the fill of a symbol and to the stroke of a missing one; a path
  // of the artwork drawn even-odd says so.
  @Test func stretchedTranslucentSymbols() {
    let (svg, _) = render(
      VStack(spacing: 0) {
        Image(systemName: "arrow.backward").resizable().frame(width: 32, height: 16)
          .foregroundStyle(Color(red: 1, green: 0.5, blue: 0).opacity(0.5))
        Image(systemName: "no.such.symbol").resizable().frame(width: 10, height: 6)
          .foregroundStyle(Color(red: 0, green: 0, blue: 1).opacity(0.25))
      }, width: 40, height: 30)
    #expect(
      svg.contains(
        "<g transform=\"scale(2 1)\" fill=\"#ff8000\" fill-opacity=\"0.5\"><path d=\"M15 8a.5.5 0 0 0-.5-.5H2.707l3.147-3.146a.5.5 0 1 0-.708-.708l-4 4a.5.5 0 0 0 0 .708l4 4a.5.5 0 0 0 .708-.708L2.707 8.5H14.5A.5.5 0 0 0 15 8z\" fill-rule=\"evenodd\"/></g>"
      ))
    #expect(
      svg.contains(
        "<path d=\"M0 0H10V6H0ZM0 0L10 6M10 0L0 6\" fill=\"none\" stroke=\"#0000ff\" stroke-opacity=\"0.25\" stroke-width=\"1\"/>"
      ))
    expectWellFormed(svg)
  }

  // Whatever the text holds, the document stays well formed.
  @Test(arguments: [
    "", " ", "<script>alert(1)</script>", "]]>", "&amp;", "\u{0}\u{1}\u{1F}", "\u{FFFE}", "\"'<>&",
    "日本語の文字", "😀 👨‍👩‍👧", String(repeating: "x", count: 5000),
  ])
  func anyTextYieldsWellFormedSVG(text: String) {
    let (svg, _) = render(
      VStack {
        Text(text).accessibilityLabel(text)
        Text(verbatim: text).accessibilityIdentifier(text)
      }, width: 200, height: 200)
    expectWellFormed(svg)
    #expect(!svg.contains("<script"))
  }

  // The same view renders to the same bytes every time.
  @Test func outputIsDeterministic() {
    let first = render(Text("Hello").padding().background(Color.blue), width: 100, height: 100).0
    let second = render(Text("Hello").padding().background(Color.blue), width: 100, height: 100).0
    #expect(first == second)
  }

  // Texts in five fonts and colours, interleaved so that more than the writer keeps come
  // and go: each line carries its own font's and colour's attributes, written out here by
  // hand (the monospaced family's quotes escaped, a half-transparent fill's opacity apart).
  @Test func eachTextCarriesItsOwnFontAndColour() {
    let inter = "font-family=\"Inter, Noto Sans, sans-serif\""
    let attributes: [String: String] = [
      "a": "\(inter) font-size=\"17\" fill=\"#000000\"",
      "b": "\(inter) font-size=\"13\" font-weight=\"700\" fill=\"#ff3b30\"",
      "c": "\(inter) font-size=\"17\" font-style=\"italic\" fill=\"#000000\"",
      "d":
        "font-family=\"&apos;DejaVu Sans Mono&apos;, monospace\" font-size=\"15\" fill=\"#007aff\"",
      "e": "\(inter) font-size=\"17\" fill=\"#000000\" fill-opacity=\"0.5\"",
    ]
    @ViewBuilder func line(_ name: String) -> some View {
      switch name {
      case "b": Text(name).font(.system(size: 13, weight: .bold)).foregroundColor(.red)
      case "c": Text(name).italic()
      case "d": Text(name).font(.system(size: 15, design: .monospaced)).foregroundColor(.blue)
      case "e": Text(name).foregroundColor(.black.opacity(0.5))
      default: Text(name)
      }
    }
    let order = ["a", "b", "c", "d", "e", "a", "e", "b", "d", "c", "a"]
    let (svg, _) = render(
      VStack { ForEach(Array(order.enumerated()), id: \.offset) { line($0.element) } },
      width: 200, height: 400, backend: SVGBackend(text: .fontReferences))
    let written = svg.split(separator: "\n").filter { $0.contains("<text") }.map { text in
      // What follows the baseline, up to the spaces' attribute.
      let afterY = text[text.range(of: "\" font-family")!.lowerBound...].dropFirst(2)
      return String(afterY[..<afterY.range(of: " xml:space")!.lowerBound])
    }
    #expect(written == order.map { attributes[$0]! })
    expectWellFormed(svg)
  }
}
