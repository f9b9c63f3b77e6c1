import Backends
import Foundation
import Observation
import Render
import Testing
import Widgets

/// Text drawn as glyph outlines, the SVG backend's default. The expected outlines were worked
/// out by hand from the points fontTools reads from Inter 4.001's `glyf` table at wght 400
/// (`H`: 12 on-curve points; `.`: 4 on-curve points with 2 controls between each), and the
/// glyph numbers from the order of the glyphs the metrics' ranges reach.
@MainActor
struct SVGOutlineTests {
  private func render<V: View>(
    _ view: V, width: CGFloat = 200, height: CGFloat = 40, backend: SVGBackend = SVGBackend()
  ) -> (String, RenderTree) {
    ViewHost.printsDiagnostics = false
    let tree = ViewHost(view, size: CGSize(width: width, height: height)).renderTree
    return (backend.render(tree), tree)
  }

  // "Hi" at 17 points: one group at the baseline (16.187), scaled by 17/2048 = 0.00830078125,
  // labelled with the text; H (glyph 53, "1h") at 0 and i (glyph 235, "6j") after H's 1522
  // units (no kerning between them). Each glyph is defined once, in the document's <defs>.
  @Test func aLineIsAGroupPlacingEachGlyphOnce() {
    #expect(FontFace.inter(weight: 400).kerning(0x48, 0x69) == 0)
    let (svg, _) = render(Text("Hii").fixedSize())
    #expect(
      svg.contains(
        "<g transform=\"translate(0 16.187) scale(0.00830078)\" fill=\"#000000\" aria-label=\"Hii\"><use xlink:href=\"#g3-1h\"/><use xlink:href=\"#g3-6j\" x=\"1522\"/><use xlink:href=\"#g3-6j\" x=\"2018\"/></g>"
      ))
    #expect(svg.contains("xmlns:xlink=\"http://www.w3.org/1999/xlink\""))
    #expect(!svg.contains("<text"))
    // H: its outline of straight lines, y flipped, the last line back to the start left to z.
    #expect(
      svg.contains(
        "    <path id=\"g3-1h\" d=\"m180 0v-1490h190v644h782v-644h190v1490h-190v-678h-782v678z\"/>\n"
      ))
    #expect(svg.components(separatedBy: "<path id=").count == 3)  // H and i, once each
    expectWellFormed(svg)
  }

  // The period: on-curve points with two controls between each; the point implied halfway
  // between two controls makes the next curve a smooth `t`, and halves appear.
  @Test func quadraticContoursUseImpliedPointsAndSmoothCurves() {
    let (svg, _) = render(Text(".").fixedSize())
    #expect(
      svg.contains(
        "<path id=\"g3-g1\" d=\"m295 13q-56 0-95.5-39.5t-39.5-95.5q0-56 39.5-95.5t95.5-39.5q56 0 95.5 39.5t39.5 95.5q0 56-39.5 95.5t-95.5 39.5z\"/>"
      ))
  }

  // A character without an outline fills its measured advance (a wide character: one em, 2048
  // units) with a hollow box: inset 163 units (8 %), from the baseline to the cap height
  // (1490), sides 122 units (6 % of an em) thick. No glyph is defined, so no XLink either.
  @Test func aCharacterWithoutAnOutlineIsABoxItsMeasuredWidth() {
    let (svg, tree) = render(Text("漢").fixedSize())
    let text = tree.allNodes().compactMap { $0.node.content?.text }
    #expect(text.first?.lines.first?.width == 17)
    #expect(
      svg.contains(
        "aria-label=\"漢\"><path fill-rule=\"evenodd\" d=\"M163 0h1722v-1490h-1722zM285 -122v-1246h1478v1246z\"/></g>"
      ))
    #expect(!svg.contains("<defs>"))
    #expect(!svg.contains("xmlns:xlink"))
  }

  // Monospaced text: every character takes 0.6 em (10.2 points at 17); m, 1794 units wide
  // (14.892 points), is squeezed to 10.2 / 14.892 = 0.685 of its width to fit its cell.
  @Test func monospacedGlyphsAreCentredInTheirCells() {
    let (svg, _) = render(Text("m").font(.system(size: 17, design: .monospaced)).fixedSize())
    #expect(svg.contains("<use xlink:href=\"#g3-79\" transform=\"matrix(0.685 0 0 1 0 0)\"/>"))
  }

  // Italic text leans 12° about its baseline.
  @Test func italicTextIsSlanted() {
    let (svg, _) = render(Text("Hi").italic().fixedSize())
    #expect(svg.contains("<g transform=\"translate(0 16.187) skewX(-12) scale(0.00830078)\""))
  }

  // A text of styled stretches: a labelled group holding a group per stretch, each at the
  // x its layout gave it (the second raised 2 points and bold: weight index 6), then the
  // decorations, 1 point thick, as with font references.
  @Test func styledStretchesAreGroupsInALabelledGroup() throws {
    let (svg, tree) = render(
      (Text("Sale").underline(color: .red) + Text(" $10").bold().baselineOffset(2)).fixedSize())
    let texts = tree.allNodes().compactMap { $0.node.content?.text }
    let text = try #require(texts.first)
    let line = try #require(text.lines.first)
    let second = NumberFormatting.decimal(line.x + line.spans[1].x)
    let width = NumberFormatting.decimal(line.spans[0].width)
    #expect(
      svg.contains(
        "<g aria-label=\"Sale $10\"><g transform=\"translate(0 16.187) scale(0.00830078)\" fill=\"#000000\"><use xlink:href=\"#g3-"
      ))
    #expect(
      svg.contains(
        "</g><g transform=\"translate(\(second) 14.187) scale(0.00830078)\" fill=\"#000000\"><use xlink:href=\"#g6-"
      ))
    #expect(
      svg.contains(
        "</g><rect x=\"0\" y=\"17.462\" width=\"\(width)\" height=\"1\" fill=\"#ff3b30\"/></g>"))
  }

  // Every glyph lands where the layout measured its character: kerning (A–V, A–W, A–Y, T–y
  // pull closer), so the last glyph's start plus its advance is the line's width.
  @Test func glyphsSitWhereTheLayoutMeasuredThem() throws {
    let face = FontFace.inter(weight: 400)
    #expect(face.kerning(0x41, 0x56) < 0)
    let (svg, tree) = render(Text("AVAWAY Typography.").fixedSize(), width: 400)
    let texts = tree.allNodes().compactMap { $0.node.content?.text }
    let text = try #require(texts.first)
    let width = try #require(text.lines.first?.width)
    let uses = svg.components(separatedBy: "<use ").dropFirst()
    let last = try #require(uses.last)
    let x = try #require(
      last.components(separatedBy: "x=\"").last?.split(separator: "\"").first.flatMap {
        Double($0)
      })
    let period = try #require(face.advance(of: 0x2E))
    let end = (x + Double(period)) * 17 / 2048
    #expect(abs(end - Double(width)) < 0.005)
  }

  // A line cut in a bold stretch ends in a bold "…", measured in bold: the last glyph ends
  // at the line's width, as with any other glyph.
  @Test func anEllipsisIsMeasuredInTheFontItIsDrawnIn() throws {
    let (svg, tree) = render(
      (Text("Total: ") + Text("1234567890123456789012345").bold()).lineLimit(1)
        .frame(width: 150))
    let texts = tree.allNodes().compactMap { $0.node.content?.text }
    let line = try #require(texts.first?.lines.first)
    #expect(line.text.hasSuffix("…"))
    let last = try #require(svg.components(separatedBy: "<use ").last)
    #expect(last.hasPrefix("xlink:href=\"#g6-"))  // bold
    let x = try #require(
      last.components(separatedBy: "x=\"").last?.split(separator: "\"").first.flatMap {
        Double($0)
      })
    let ellipsis = try #require(FontFace.inter(weight: 700).advance(of: 0x2026))
    let spanStart = try #require(line.spans.last?.x)
    let end = Double(spanStart) + (x + Double(ellipsis)) * 17 / 2048
    #expect(abs(end - Double(line.width)) < 0.005)  // spans and the width count from line.x
  }

  // Control characters (which views strip, but a hand-built caption may hold) draw nothing,
  // not a box.
  @Test func controlCharactersDrawNothing() {
    ViewHost.printsDiagnostics = false
    let tree = ViewHost(Color.red.frame(width: 20, height: 10), size: CGSize(width: 40, height: 20))
      .renderTree
    let svg = SVGBackend().filmstrip([("a\u{7}b\u{9F}", tree)])
    #expect(!svg.contains("fill-rule=\"evenodd\""))
    #expect(svg.components(separatedBy: "<use ").count == 3)  // a and b
  }

  // A font of size 0, or of a size that is not finite, draws nothing and does not trap (views
  // never make one; a hand-built tree can).
  @Test func fontsThatCannotBeDrawnDrawNothing() {
    for size in [0, -3, CGFloat.nan, .infinity] {
      let line = TextContent.Line(text: "Hi", x: 0, baseline: 10, width: 20)
      let text = TextContent(
        lines: [line], font: ResolvedFont(size: size), paint: .color(.black), isTruncated: false)
      let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      let node = RenderNode(
        id: NodeID(rawValue: 1), role: RenderRole(.text), frame: frame,
        content: RenderContent(.text(text)))
      let tree = RenderTree(
        root: RenderNode(id: .root, role: .host, frame: frame, children: [node]),
        size: frame.size)
      let svg = SVGBackend().render(tree)
      #expect(!svg.contains("<use"))
      expectWellFormed(svg)
    }
  }

  // Updating a document: a change that draws a new glyph writes the definitions anew; one
  // that draws only glyphs already defined copies them. Both equal a full render.
  @Test func updatesKeepTheDefinitionsInStep() throws {
    let model = Label()
    let host = ViewHost(Caption(model: model), size: CGSize(width: 200, height: 40))
    let backend = SVGBackend()
    let first = backend.document(host.renderTree)
    model.text = "Hi!"
    let second = backend.update(first, to: host.renderTree)
    #expect(second.text == backend.render(host.renderTree))
    #expect(second.text.contains("<path id=\"g3-ej\""))  // "!" is glyph 523
    #expect(second.rewrittenBytes == second.byteCount)
    let start = try #require(second.text.range(of: "  <defs>\n")).lowerBound
    let end = try #require(second.text.range(of: "  </defs>\n")).upperBound
    let definitions = second.text[start..<end].utf8.count
    model.text = "!iH"
    let third = backend.update(second, to: host.renderTree)
    #expect(third.text == backend.render(host.renderTree))
    #expect(third.rewrittenBytes == third.byteCount - definitions)
  }

  // A filmstrip's captions are outlines too, centred under their frames: "0 s" at 13 points
  // is 1292 + 576 + 1081 = 2949 units (18.72 points) wide, so it starts at 16 + 20 − 9.36.
  @Test func filmstripCaptionsAreOutlines() {
    ViewHost.printsDiagnostics = false
    let tree = ViewHost(Color.red.frame(width: 20, height: 10), size: CGSize(width: 40, height: 20))
      .renderTree
    let svg = SVGBackend().filmstrip([("0 s", tree)])
    #expect(
      svg.contains(
        "  <g transform=\"translate(26.64 53) scale(0.00634766)\" fill=\"#3c3c43\" aria-label=\"0 s\"><use xlink:href=\"#g3-e7\"/><use xlink:href=\"#g3-85\" x=\"1868\"/></g>\n"
      ))
    expectWellFormed(svg)
  }
}

@Observable
private final class Label {
  var text = "Hi"
}

/// A text showing the model's, updated when it changes.
private struct Caption: View {
  let model: Label

  var body: some View { Text(model.text).fixedSize() }
}
