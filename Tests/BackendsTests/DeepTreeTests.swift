import Backends
import Foundation
import Testing

@testable import Render

/// A hand-built chain 100,000 nodes deep goes through every public operation on render trees
/// without overflowing the stack: every walk keeps its own stack.
struct DeepTreeTests {
  static let depth = 100_000

  /// A chain of `depth` nodes under the host; the innermost draws a rectangle filled with
  /// `color`.
  private static func chain(color: ResolvedColor = .black, depth: Int = depth) -> RenderTree {
    let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    var node = RenderNode(
      id: NodeID(rawValue: 1), role: RenderRole(.shape(name: "Rectangle")), frame: frame,
      content: RenderContent(.shape(ShapeContent(geometry: .rectangle, paint: .color(color)))))
    for level in 2...UInt64(depth) {
      node = RenderNode(
        id: NodeID(rawValue: level), role: RenderRole(.layout(name: "Level")), frame: frame,
        children: [node])
    }
    return RenderTree(
      root: RenderNode(id: .root, role: .host, frame: frame, children: [node]),
      size: CGSize(width: 10, height: 10))
  }

  @Test func everyTreeOperationHandlesAHundredThousandLevels() throws {
    let old = Self.chain()
    let new = Self.chain(color: .white)
    #expect(old.root.subtreeCount == Self.depth + 1)
    // Deep equality of distinct objects walks the whole chain.
    #expect(old.root == Self.chain().root)
    #expect(old.root != new.root)
    // The diff finds the one changed leaf, and applying it gives the new tree.
    let patches = new.patches(from: old)
    #expect(patches.map(\.kind) == [.update])
    #expect(patches.first?.id == NodeID(rawValue: 1))
    #expect(try old.applying(patches).root == new.root)
    // Walks, dumps and both backends, full and incremental.
    #expect(old.allNodes().count == Self.depth + 1)
    // Guides stop after 64 levels: level k (k ≤ 64) is indented k − 1 times; deeper levels
    // keep the indentation of level 64 and say their level.
    let lines = old.dump().split(separator: "\n")
    #expect(lines.count == Self.depth + 1)
    let indent = String(repeating: "   ", count: 63)
    #expect(lines[64] == indent + "└─ Level (0, 0, 10, 10)")
    #expect(lines[65] == indent + "⋯65 └─ Level (0, 0, 10, 10)")
    #expect(lines[Self.depth] == indent + "⋯100000 └─ Rectangle (0, 0, 10, 10) fill #000000")
    // The dump reads back at every level, and the differences find the one changed leaf.
    let dump = try #require(RenderDump(parsing: old.dump()))
    #expect(dump == RenderDump(old))
    let differences = try #require(TreeDifferences(recorded: dump, actual: RenderDump(new)))
    #expect(
      differences.lines() == [
        "• Rectangle in Level › … › Level › Level: fill #000000 → fill #ffffff"
      ])
    let svg = SVGBackend().document(old)
    #expect(try SVGBackend().update(svg, with: patches).text == SVGBackend().render(new))
    let canvas = TextBackend().document(old)
    #expect(try TextBackend().update(canvas, with: patches).text == TextBackend().render(new))
    #expect(TextBackend(style: .tree).render(new).hasSuffix("fill #ffffff\n"))
  }

  // The same operations on a thread with a 512 KiB stack, the size of Apple's secondary
  // threads (where Swift Testing runs tests that are not on the main actor): nothing in
  // them recurses per level.
  @Test func everyTreeOperationRunsOnASmallStack() {
    final class Outcome: @unchecked Sendable {
      var equal = false
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      // 20,000 levels: a walk that recursed would need far more than 512 KiB.
      let old = Self.chain(depth: 20_000)
      let new = Self.chain(color: .white, depth: 20_000)
      let patches = new.patches(from: old)
      let svg = try? SVGBackend().update(SVGBackend().document(old), with: patches).text
      let text = try? TextBackend().update(TextBackend().document(old), with: patches).text
      let applied = try? old.applying(patches)
      outcome.equal =
        svg == SVGBackend().render(new) && text == TextBackend().render(new)
        && applied?.root == new.root
        && RenderDump(parsing: old.dump()) == RenderDump(old)
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
    #expect(outcome.equal)
  }

  // Dropping the last reference to a deep chain releases it node by node: with nested
  // deinitialisers, this test fails by overflowing the stack.
  @Test func releasingADeepChainDoesNotRecurse() {
    var tree: RenderTree? = Self.chain()
    #expect(tree?.root.subtreeCount == Self.depth + 1)
    tree = nil
  }
}
