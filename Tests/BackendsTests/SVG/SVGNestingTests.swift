import Foundation
import Testing
import Widgets

@testable import Backends
@testable import Render

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The deepest element nesting of an XML document.
private final class NestingMeter: NSObject, XMLParserDelegate {
  var depth = 0
  var deepest = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    depth += 1
    deepest = max(deepest, depth)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    depth -= 1
  }

  static func deepest(in svg: String) -> Int {
    let meter = NestingMeter()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = meter
    #expect(parser.parse())
    return meter.deepest
  }
}

/// Groups nest only as deep as librsvg draws (256 elements): past a depth, plain nodes are
/// written flat, translated by their ancestors' positions.
struct SVGNestingTests {
  /// A chain of `depth` nodes, each 1 point right of and 2 below its parent; every
  /// `effectEvery`-th has half opacity; the innermost is a red square.
  private func chain(depth: Int, effectEvery: Int = 0) -> RenderTree {
    let frame = CGRect(x: 1, y: 2, width: 10, height: 10)
    var node = RenderNode(
      id: NodeID(rawValue: 1), role: RenderRole(.shape(name: "Rectangle")), frame: frame,
      content: RenderContent(
        .shape(
          ShapeContent(
            geometry: .rectangle, paint: .color(ResolvedColor(red: 1, green: 0, blue: 0))))))
    for level in 2...depth {
      var effects = RenderEffects()
      if effectEvery > 0, level % effectEvery == 0 { effects.opacity = 0.5 }
      node = RenderNode(
        id: NodeID(rawValue: UInt64(level)), role: RenderRole(.layout(name: "Level")),
        frame: frame, effects: effects, children: [node])
    }
    return RenderTree(
      root: RenderNode(
        id: .root, role: .host, frame: CGRect(x: 0, y: 0, width: 600, height: 600),
        children: [node]),
      size: CGSize(width: 600, height: 600))
  }

  // Below the flattening depth the groups nest; from it, a plain node's group holds only
  // its own content and its children follow, translated by where it lies.
  @Test func plainNodesPastTheFlatteningDepthAreWrittenFlat() {
    var backend = SVGBackend()
    backend.flatteningNesting = 3
    let svg = backend.render(chain(depth: 4))
    let body = svg.components(separatedBy: "\n").dropFirst(3).joined(separator: "\n")
    // The host and node 4 nest; node 3 is the first at the flattening depth: its group is
    // empty, and its descendants follow it inside node 4, each moved by the positions of the
    // flattened nodes above it.
    #expect(
      body == """
          <g id="n-\(NodeID.root)">
            <g id="n-0000000000000004" transform="translate(1 2)">
              <g id="n-0000000000000003" transform="translate(1 2)"/>
              <g id="n-0000000000000002" transform="translate(2 4)"/>
              <g id="n-0000000000000001" transform="translate(3 6)">
                <rect width="10" height="10" fill="#ff0000"/>
              </g>
            </g>
          </g>
        </svg>

        """)
  }

  // A node hidden from assistive technologies keeps its group around its children past the
  // flattening depth, so that what it hides stays inside it.
  @Test func hiddenNodesKeepTheirChildrenInside() {
    var backend = SVGBackend()
    backend.flatteningNesting = 3
    let tree = chain(depth: 4)
    var hidden = AccessibilityInfo()
    hidden.isHidden = true
    let three = tree.root.children[0].children[0]
    let hiddenThree = RenderNode(
      id: three.id, role: three.role, frame: three.frame, accessibility: hidden,
      children: three.children)
    let four = tree.root.children[0]
    let changed = RenderTree(
      root: RenderNode(
        id: .root, role: .host, frame: tree.root.frame,
        children: [
          RenderNode(id: four.id, role: four.role, frame: four.frame, children: [hiddenThree])
        ]),
      size: tree.size)
    let svg = backend.render(changed)
    #expect(
      svg.contains(
        """
              <g id="n-0000000000000003" transform="translate(1 2)" aria-hidden="true">
                <g id="n-0000000000000002" transform="translate(1 2)"/>
        """))
  }

  // A chain 3,000 deep (with group effects every 50 levels) nests at most 243 deep, parses,
  // and updates incrementally to the same bytes as a full render.
  @Test func deepChainsStayDrawable() throws {
    let tree = chain(depth: 3_000, effectEvery: 50)
    let svg = SVGBackend().render(tree)
    #expect(NestingMeter.deepest(in: svg) <= 243)
    #expect(svg.components(separatedBy: "<rect ").count == 3)  // the background and the square
    let changed = chain(depth: 3_000, effectEvery: 60)
    let document = try SVGBackend().update(
      SVGBackend().document(tree), with: changed.patches(from: tree))
    #expect(document.text == SVGBackend().render(changed))
  }

  // librsvg draws a chain past its nesting limit, and a flattened chain exactly as the same
  // chain nested: the pixels are the same.
  @Test(.enabled(if: rsvgConvert != nil))
  func flatAndNestedChainsDrawTheSamePixels() throws {
    var nested = SVGBackend()
    nested.flatteningNesting = .max
    var flat = SVGBackend()
    flat.flatteningNesting = 20
    let tree = chain(depth: 200, effectEvery: 30)
    let pixels = try [nested, flat].map { try rasterize($0.render(tree)) }
    #expect(pixels[0] == pixels[1])
    #expect(pixels[0].count > 1000)
    _ = try rasterize(SVGBackend().render(chain(depth: 1_000, effectEvery: 100)))
  }

  /// The PNG rsvg-convert makes of `svg`, with an issue recorded when it complains.
  private func rasterize(
    _ svg: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Data {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "galley-nesting-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("chain.svg")
    let output = directory.appendingPathComponent("chain.png")
    try Data(svg.utf8).write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(rsvgConvert))
    process.arguments = [input.path, "-o", output.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(message)", sourceLocation: sourceLocation)
    #expect(message.isEmpty, sourceLocation: sourceLocation)
    return try Data(contentsOf: output)
  }
}

/// A view nested in itself `depth` times, each level with five modifiers.
private struct Layered: View {
  let depth: Int
  var body: some View {
    if depth == 0 {
      Text("leaf")
    } else {
      AnyView(Layered(depth: depth - 1))
        .padding(1)
        .background(Color.blue.opacity(0.1))
        .opacity(0.99)
        .accessibilityIdentifier("level \(depth)")
        .frame(minWidth: 10)
    }
  }
}

/// Realistically deep views render fully in a debug build, and their SVG stays drawable.
@MainActor
struct DeepViewTests {
  // 400 views with five modifiers each (3,600 levels of elements, 400 nested render nodes
  // with an opacity each) resolve, lay out and render without a diagnostic; the SVG nests
  // at most 244 deep (the svg element, 240 groups, a flat group, the text's group and its
  // glyphs), the opacities past that carried by the descendants.
  @Test func fourHundredViewsWithFiveModifiersEach() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(Layered(depth: 400), size: CGSize(width: 1200, height: 1200))
    #expect(host.diagnostics.isEmpty)
    #expect(host.renderTree.root.subtreeCount == 402)
    #expect(host.renderTree.node(identifiedBy: "level 1") != nil)
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("aria-label=\"leaf\"><use"))
    #expect(NestingMeter.deepest(in: svg) <= 244)
    #expect(!svg.contains("left out"))
  }
}

/// rsvg-convert, when installed.
let rsvgConvert: String? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}
