import Backends
import Foundation
import Testing

@testable import Render

/// A seeded, reproducible random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A mutable tree that renders to `RenderNode`s, sharing the render nodes of unchanged
/// subtrees between versions as Galley's engine does.
final class ModelNode {
  let id: NodeID
  var frame: CGRect
  var content: RenderContent?
  var effects = RenderEffects()
  var label: String?
  var children: [ModelNode] = []
  private var cached: RenderNode?

  init(id: NodeID, frame: CGRect) {
    self.id = id
    self.frame = frame
  }

  func touch() { cached = nil }

  func render() -> RenderNode {
    let children = self.children.map { $0.render() }
    if let cached, cached.children.count == children.count,
      zip(cached.children, children).allSatisfy({ $0 === $1 })
    {
      return cached
    }
    var accessibility = AccessibilityInfo()
    accessibility.label = label
    let node = RenderNode(
      id: id, role: RenderRole(.layout(name: "Node")), frame: frame, content: content,
      effects: effects,
      accessibility: accessibility, children: children)
    cached = node
    return node
  }
}

/// Random trees and random edits: applying the patches to the old tree gives the new tree,
/// and the incremental SVG and text outputs equal full renders, byte for byte.
struct IncrementalPropertyTests {
  struct Builder {
    var random: SeededGenerator
    var nextID: UInt64 = 1
    /// How many children a node gets.
    var childCounts = 0...4
    /// How deep an inserted subtree goes.
    var insertedDepths = 0...2
    /// The chance of a clip with a shadow, which nest the children one group deeper.
    var clipAndShadowChance = 0

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func frame() -> CGRect {
      CGRect(x: int(0...300), y: int(0...600), width: int(0...120), height: int(0...60))
    }

    mutating func content() -> RenderContent? {
      let colors: [ResolvedColor] = [
        .black, .white, ResolvedColor(hex: 0x5856D6), ResolvedColor(hex: 0xFF3B30, opacity: 0.5),
      ]
      let color = colors[int(0...3)]
      switch int(0...4) {
      case 0:
        return RenderContent(.shape(ShapeContent(geometry: .rectangle, paint: .color(color))))
      case 1:
        return RenderContent(
          .shape(
            ShapeContent(
              geometry: .roundedRectangle(
                cornerSize: CGSize(width: 6, height: 6), style: .continuous),
              paint: .color(color), stroke: StrokeStyle(lineWidth: 2))))
      case 2:
        let words = ["Inbox", "<&>", "日本", "Hi there", "\"quoted\""]
        return RenderContent(
          .text(
            TextContent(
              lines: [.init(text: words[int(0...4)], x: 0, baseline: 16, width: 40)],
              font: ResolvedFont(size: 17, weight: [400, 600][int(0...1)]), paint: .color(color),
              isTruncated: false)))
      case 3:
        return RenderContent(
          .image(
            ImageContent(
              systemName: ["plus", "star.fill", "nope"][int(0...2)], paint: .color(color),
              glyph: SymbolCatalog.glyph(named: ["plus", "star.fill", "nope"][int(0...2)]))))
      default:
        return nil
      }
    }

    mutating func effects() -> RenderEffects {
      var effects = RenderEffects()
      if chance(15) { effects.opacity = Double(int(0...10)) / 10 }
      if chance(15) { effects.offset = CGSize(width: int(-20...20), height: int(-20...20)) }
      if chance(10) { effects.clip = [.rectangle, .circle][int(0...1)] }
      if chance(10) {
        effects.shadow = Shadow(color: .black, radius: CGFloat(int(0...8)), x: 0, y: 2)
      }
      if chance(clipAndShadowChance) {
        effects.clip = .rectangle
        effects.shadow = Shadow(color: .black, radius: 4, x: 0, y: 2)
      }
      return effects
    }

    mutating func node(depth: Int) -> ModelNode {
      let node = ModelNode(id: NodeID(rawValue: nextID), frame: frame())
      nextID += 1
      node.content = content()
      node.effects = effects()
      if chance(20) { node.label = "label \(nextID)" }
      if depth > 0 {
        for _ in 0..<int(childCounts) { node.children.append(self.node(depth: depth - 1)) }
      }
      return node
    }

    /// All nodes of the model, with their parents.
    func all(_ root: ModelNode) -> [(node: ModelNode, path: [ModelNode])] {
      var result: [(ModelNode, [ModelNode])] = []
      var stack: [(ModelNode, [ModelNode])] = [(root, [])]
      while let (node, path) = stack.popLast() {
        result.append((node, path))
        for child in node.children { stack.append((child, path + [node])) }
      }
      return result
    }

    /// One random edit somewhere in the tree; every node on the path to it is touched so
    /// its render node is rebuilt, the rest stay shared.
    mutating func edit(_ root: ModelNode) {
      let nodes = all(root)
      let (target, path) = nodes[int(0...(nodes.count - 1))]
      switch int(0...7) {
      case 0: target.frame = frame()
      case 1: target.content = content()
      case 2: target.effects = effects()
      case 3: target.label = chance(50) ? nil : "renamed \(int(0...99))"
      case 4:
        target.children.insert(node(depth: int(insertedDepths)), at: int(0...target.children.count))
      case 5:
        if !target.children.isEmpty {
          target.children.remove(at: int(0...(target.children.count - 1)))
        }
      case 6:
        target.children.shuffle(using: &random)
      default:
        if target.children.count >= 2 {
          let a = int(0...(target.children.count - 1))
          let b = int(0...(target.children.count - 1))
          target.children.swapAt(a, b)
        }
      }
      target.touch()
      for ancestor in path { ancestor.touch() }
    }
  }

  @Test(arguments: 0..<60)
  func patchesReproduceTheNewTree(seed: UInt64) throws {
    var builder = Builder(random: SeededGenerator(state: seed &* 7919 &+ 1))
    try check(&builder, root: builder.node(depth: 4), seed: seed)
  }

  // Nodes of 12 to 20 children, on both sides of the number from which the SVG document
  // records a node's children and copies runs of them (`SVGWriter.minimumTrackedChildren`);
  // clips with shadows come and go, and with them a group more around the children, which
  // then cannot be copied as they were.
  @Test(arguments: 0..<10)
  func patchesReproduceTheNewTreeOfWideNodes(seed: UInt64) throws {
    var builder = Builder(random: SeededGenerator(state: seed &* 104_729 &+ 3))
    builder.childCounts = 12...20
    builder.insertedDepths = 0...1
    builder.clipAndShadowChance = 30
    try check(&builder, root: builder.node(depth: 2), seed: seed)
  }

  private func check(_ builder: inout Builder, root: ModelNode, seed: UInt64) throws {
    var tree = RenderTree(root: root.render(), size: CGSize(width: 390, height: 844))
    var svg = SVGBackend().document(tree)
    var svgFromTrees = svg
    var canvas = TextBackend().document(tree)
    var dump = TextBackend(style: .tree).document(tree)
    for _ in 0..<50 {
      for _ in 0..<builder.int(1...3) { builder.edit(root) }
      let next = RenderTree(root: root.render(), size: tree.size)
      let patches = next.patches(from: tree)
      #expect(try tree.applying(patches).root == next.root, "seed \(seed)")
      svg = try SVGBackend().update(svg, with: patches)
      let full = SVGBackend().render(next)
      #expect(svg.text == full, "seed \(seed): incremental SVG differs")
      // Fifty updates in a row from the trees themselves: the pieces copied from earlier
      // documents must still read as the full document.
      svgFromTrees = SVGBackend().update(svgFromTrees, to: next)
      #expect(svgFromTrees.text == full, "seed \(seed): SVG updated from the tree differs")
      #expect(svgFromTrees.byteCount == full.utf8.count)
      #expect(svgFromTrees.rewrittenBytes <= full.utf8.count)
      canvas = try TextBackend().update(canvas, with: patches)
      #expect(canvas.text == TextBackend().render(next), "seed \(seed): incremental canvas differs")
      dump = try TextBackend(style: .tree).update(dump, with: patches)
      #expect(dump.text == next.dump(), "seed \(seed): incremental dump differs")
      tree = next
    }
  }
}

/// An update copies the unchanged part of a document by reference and writes only what
/// changed.
struct SVGSpliceTests {
  @Test func aChangedLeafRewritesItsPathOnly() {
    func leaf(_ id: UInt64, _ color: ResolvedColor) -> RenderNode {
      RenderNode(
        id: NodeID(rawValue: id), role: RenderRole(.color),
        frame: CGRect(x: 0, y: CGFloat(id) * 10, width: 10, height: 10),
        content: RenderContent(.shape(ShapeContent(geometry: .rectangle, paint: .color(color)))))
    }
    let leaves = (1...100).map { leaf($0, .black) }
    func tree(_ children: [RenderNode]) -> RenderTree {
      RenderTree(
        root: RenderNode(
          id: .root, role: .host, frame: CGRect(x: 0, y: 0, width: 10, height: 1000),
          children: children),
        size: CGSize(width: 10, height: 1000))
    }
    let old = tree(leaves)
    var changed = leaves
    changed[50] = leaf(51, .white)
    let new = tree(changed)
    let document = SVGBackend().document(old)
    let updated = SVGBackend().update(document, to: new)
    #expect(updated.text == SVGBackend().render(new))
    // The host's group is written again (its opening, its closing, the header and the end
    // of the document), and the changed leaf; the other 99 are copied.
    let changedLeaf =
      "    <g id=\"n-0000000000000033\" transform=\"translate(0 510)\">\n"
      + "      <rect width=\"10\" height=\"10\" fill=\"#ffffff\"/>\n    </g>\n"
    #expect(updated.text.contains(changedLeaf))
    let frame = SVGBackend().render(tree([])).utf8.count
    // Header, host group and end: the document of an empty host, give or take its tags.
    #expect(updated.rewrittenBytes < frame + changedLeaf.utf8.count + 20)
    #expect(updated.rewrittenBytes > changedLeaf.utf8.count)
  }
}
