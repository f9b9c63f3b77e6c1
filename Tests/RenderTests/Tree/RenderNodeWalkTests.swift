import Foundation
import Testing

@testable import Render

/// The one walk over render trees: order, canvas frames, state carried down, skipping.
struct RenderNodeWalkTests {
  private func node(
    _ id: UInt64, x: CGFloat, y: CGFloat, offset: CGSize = .zero, children: [RenderNode] = []
  ) -> RenderNode {
    var effects = RenderEffects()
    effects.offset = offset
    return RenderNode(
      id: NodeID(rawValue: id), role: RenderRole(.layout(name: "N\(id)")),
      frame: CGRect(x: x, y: y, width: 10, height: 10), effects: effects, children: children)
  }

  /// 1 at (5, 5) holds 2 at (1, 2) offset by (10, 0), which holds 3 at (1, 1); 1 also holds
  /// 4 at (0, 20).
  private var tree: RenderNode {
    node(
      1, x: 5, y: 5,
      children: [
        node(2, x: 1, y: 2, offset: CGSize(width: 10, height: 0), children: [node(3, x: 1, y: 1)]),
        node(4, x: 0, y: 20),
      ])
  }

  @Test func visitsParentsFirstWithCanvasFramesAndLeavesAfterChildren() {
    var events: [String] = []
    tree.walk(state: "") { node, frame, level, path in
      events.append(
        "enter \(node.id.rawValue) \(RenderTree.describe(frame)) level \(level) under \(path)")
      return path + "/\(node.id.rawValue)"
    } leave: { node, state in
      events.append("leave \(node.id.rawValue) \(state)")
    }
    #expect(
      events == [
        "enter 1 (5, 5, 10, 10) level 0 under ",
        "enter 2 (16, 7, 10, 10) level 1 under /1",
        "enter 3 (17, 8, 10, 10) level 2 under /1/2",
        "leave 3 /1/2/3",
        "leave 2 /1/2",
        "enter 4 (5, 25, 10, 10) level 1 under /1",
        "leave 4 /1/4",
        "leave 1 /1",
      ])
  }

  @Test func skippingANodeSkipsItsSubtreeAndItsLeave() {
    var entered: [NodeID] = []
    var left: [NodeID] = []
    tree.walk(state: ()) { node, _, _, _ in
      entered.append(node.id)
      return node.id == NodeID(rawValue: 2) ? nil : ()
    } leave: { node, _ in
      left.append(node.id)
    }
    #expect(entered == [1, 2, 4].map { NodeID(rawValue: $0) })
    #expect(left == [4, 1].map { NodeID(rawValue: $0) })
  }

  @Test func childrenComeInTheOrderAsked() {
    var entered: [NodeID] = []
    tree.walk(state: (), order: { $0.children.reversed() }) { node, _, _, _ in
      entered.append(node.id)
      return ()
    }
    #expect(entered == [1, 4, 2, 3].map { NodeID(rawValue: $0) })
  }
}
