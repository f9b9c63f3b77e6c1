import Foundation
import Testing

@testable import Render

/// Exact patch lists for small edits.
struct RenderTreeDiffTests {
  private func node(
    _ name: UInt64, x: CGFloat = 0, text: String? = nil, _ children: [RenderNode] = []
  ) -> RenderNode {
    RenderNode(
      id: NodeID(rawValue: name), role: RenderRole(.layout(name: "N")),
      frame: CGRect(x: x, y: 0, width: 10, height: 10),
      content: text.map {
        RenderContent(
          .text(
            TextContent(
              lines: [.init(text: $0, x: 0, baseline: 8, width: 10)], font: .body,
              paint: .color(.black), isTruncated: false)))
      }, children: children)
  }

  private func tree(_ root: RenderNode) -> RenderTree {
    RenderTree(root: root, size: CGSize(width: 100, height: 100))
  }

  @Test func identicalTreesHaveNoPatches() {
    let root = node(1, [node(2), node(3)])
    #expect(tree(root).patches(from: tree(root)).isEmpty)
    #expect(tree(node(1, [node(2)])).patches(from: tree(node(1, [node(2)]))).isEmpty)
  }

  @Test func propertyChangesAreUpdates() {
    let old = tree(node(1, [node(2, text: "a"), node(3)]))
    let changed = node(2, x: 5, text: "b")
    let new = tree(node(1, [changed, node(3)]))
    #expect(new.patches(from: old) == [.update(changed, changes: [.frame, .content])])
  }

  @Test func insertionsAndRemovals() {
    let old = tree(node(1, [node(2), node(3), node(4)]))
    let inserted = node(9, [node(10)])
    let new = tree(node(1, [node(2), inserted, node(4)]))
    #expect(
      new.patches(from: old) == [
        .remove(NodeID(rawValue: 3)),
        .insert(inserted, parent: NodeID(rawValue: 1), index: 1),
      ])
  }

  // Swapping two children among many is two moves, not a rewrite (the longest increasing
  // subsequence keeps the rest in place).
  @Test func swappingTwoChildrenIsTwoMoves() {
    let children = (0..<10).map { node(100 + UInt64($0)) }
    var swapped = children
    swapped.swapAt(1, 8)
    let patches = tree(node(1, swapped)).patches(from: tree(node(1, children)))
    #expect(
      patches == [
        .move(NodeID(rawValue: 108), parent: NodeID(rawValue: 1), index: 1),
        .move(NodeID(rawValue: 101), parent: NodeID(rawValue: 1), index: 8),
      ])
  }

  // The children a list starts and ends with stay in place around a change in its middle,
  // and are still diffed inside, in new order.
  @Test func childrenAroundAChangeKeepTheirPlaces() {
    let old = tree(node(1, [node(2), node(3, text: "x"), node(4), node(5), node(6, text: "y")]))
    let three = node(3, text: "x2")
    let nine = node(9)
    let six = node(6, text: "y2")
    let new = tree(node(1, [node(2), three, nine, node(5), six]))
    #expect(
      new.patches(from: old) == [
        .remove(NodeID(rawValue: 4)),
        .insert(nine, parent: NodeID(rawValue: 1), index: 2),
        .update(three, changes: .content),
        .update(six, changes: .content),
      ])
    let children = (0..<10).map { node(100 + UInt64($0)) }
    var removed = children
    removed.remove(at: 4)
    #expect(
      tree(node(1, removed)).patches(from: tree(node(1, children))) == [
        .remove(NodeID(rawValue: 104))
      ])
  }

  @Test func movingOneChildToTheFrontIsOneMove() {
    let old = tree(node(1, [node(2), node(3), node(4)]))
    let new = tree(node(1, [node(4), node(2), node(3)]))
    #expect(
      new.patches(from: old) == [.move(NodeID(rawValue: 4), parent: NodeID(rawValue: 1), index: 0)])
  }

  // Patches inside kept children follow their parent's structural patches, in new order.
  @Test func patchesComeDepthFirst() {
    let old = tree(node(1, [node(2, [node(5, text: "x")]), node(3, text: "y")]))
    let five = node(5, text: "z")
    let three = node(3, text: "w")
    let new = tree(node(1, [node(3, text: "w"), node(2, [five])]))
    #expect(
      new.patches(from: old) == [
        .move(NodeID(rawValue: 3), parent: NodeID(rawValue: 1), index: 0),
        .update(three, changes: .content),
        .update(five, changes: .content),
      ])
  }

  @Test func applyingPatchesGivesTheNewTree() throws {
    let old = tree(node(1, [node(2), node(3, [node(6)]), node(4), node(5)]))
    let new = tree(
      node(1, [node(5), node(7, text: "new"), node(3, x: 4, [node(6, text: "t")]), node(2)]))
    #expect(try old.applying(new.patches(from: old)).root == new.root)
  }

  // A patch that names something the tree does not have is an error, never a silent skip.
  @Test func impossiblePatchesThrow() {
    let old = tree(node(1, [node(2), node(3)]))
    let cases: [(RenderPatch, String)] = [
      (.remove(NodeID(rawValue: 9)), "removes a node that is not in the tree"),
      (.update(node(9), changes: .frame), "updates a node that is not in the tree"),
      (
        .insert(node(9), parent: NodeID(rawValue: 8), index: 0),
        "names a parent that is not in the tree"
      ),
      (
        .insert(node(9), parent: NodeID(rawValue: 1), index: 3),
        "puts a node at index 3 of a parent with 2 children"
      ),
      (
        .move(NodeID(rawValue: 9), parent: NodeID(rawValue: 1), index: 0),
        "moves a node that is not a child of its parent"
      ),
    ]
    for (patch, reason) in cases {
      #expect(throws: RenderPatchError(patch, reason)) { try old.applying([patch]) }
    }
    #expect(
      RenderPatchError(.remove(NodeID(rawValue: 9)), "removes a node that is not in the tree")
        .description
        == "The patch \"remove 0000000000000009\" removes a node that is not in the tree.")
  }

  // Each kind of patch carries exactly its data.
  @Test func patchAccessorsFollowTheKind() {
    let inserted = RenderPatch.insert(node(9), parent: NodeID(rawValue: 1), index: 2)
    #expect(inserted.kind == .insert)
    #expect(inserted.parent == NodeID(rawValue: 1) && inserted.index == 2)
    #expect(inserted.changes.isEmpty)
    let removed = RenderPatch.remove(NodeID(rawValue: 9))
    #expect(removed.node == nil && removed.parent == nil && removed.index == nil)
    let updated = RenderPatch.update(node(9), changes: [.frame, .content])
    #expect(updated.kind == .update && updated.changes == [.frame, .content])
    #expect(updated.description == "update 0000000000000009 (N): frame, content")
  }
}
