import Foundation
import Testing

@testable import Render

/// Builds layout nodes for tests.
enum Nodes {
  nonisolated(unsafe) static var counter: UInt64 = 0

  static func id() -> NodeID {
    counter += 1
    return NodeID.root.child(counter)
  }

  /// A flexible leaf (a colour).
  static func color() -> LayoutNode {
    LayoutNode(id: id(), role: RenderRole(.color), behavior: .leaf(.flexible))
  }

  /// A fixed-size leaf.
  static func fixed(_ width: CGFloat, _ height: CGFloat) -> LayoutNode {
    LayoutNode(
      id: id(), role: RenderRole(.layout(name: "Fixed")),
      behavior: .leaf(.fixed(CGSize(width: width, height: height))))
  }

  /// A container laid out by `layout`.
  static func container<L: Layout>(
    _ layout: L, _ children: [LayoutNode], kind: String = "Container"
  )
    -> LayoutNode
  {
    LayoutNode(
      id: id(), role: RenderRole(.layout(name: kind)), behavior: .container(LayoutBox(layout)),
      children: children)
  }
}

/// Runs a layout over a grid of proposals (unspecified, zero, finite, infinite in each
/// dimension) and checks the invariants every layout must keep, in the manner of
/// swift-collections' conformance checkers.
///
/// - Sizes are never negative or NaN, and are finite when both dimensions of the proposal are
///   finite or unspecified.
/// - Asking twice, or asking a freshly built copy, gives the same answer.
/// - Placing the root gives every node a finite, non-negative frame.
func checkLayoutContract(
  _ name: String, make: () -> LayoutNode, sourceLocation: SourceLocation = #_sourceLocation
) {
  let lengths: [CGFloat?] = [nil, 0, 37, 250, .infinity]
  for width in lengths {
    for height in lengths {
      let proposal = ProposedViewSize(width: width, height: height)
      let engine = LayoutEngine()
      let node = make()
      let size = engine.sizeThatFits(node, proposal)
      #expect(
        size.width >= 0 && size.height >= 0, "\(name) \(proposal): negative size \(size)",
        sourceLocation: sourceLocation)
      if width?.isFinite ?? true, height?.isFinite ?? true {
        #expect(
          size.width.isFinite && size.height.isFinite,
          "\(name) \(proposal): infinite size \(size)", sourceLocation: sourceLocation)
      }
      #expect(
        engine.sizeThatFits(node, proposal) == size, "\(name) \(proposal): answer changed",
        sourceLocation: sourceLocation)
      #expect(
        LayoutEngine().sizeThatFits(make(), proposal) == size,
        "\(name) \(proposal): a fresh copy answered differently", sourceLocation: sourceLocation)
      if let width, let height, width.isFinite, height.isFinite {
        let tree = RenderTree(
          root: engine.layoutRoot(node, in: CGSize(width: width, height: height)),
          size: CGSize(width: width, height: height))
        for (placed, frame) in tree.allNodes() {
          #expect(
            frame.width >= 0 && frame.height >= 0 && frame.minX.isFinite && frame.minY.isFinite,
            "\(name) \(proposal): \(placed.role) has frame \(frame)", sourceLocation: sourceLocation
          )
        }
      }
    }
  }
}
