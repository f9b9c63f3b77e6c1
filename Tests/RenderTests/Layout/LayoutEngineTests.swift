import Foundation
import Testing

@testable import Render

/// Counts how often it is measured; otherwise a 10×10 leaf that takes the proposal.
final class MeasureCounter: @unchecked Sendable {
  var count = 0
}

struct CountingLayout: Layout {
  let counter: MeasureCounter

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    counter.count += 1
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// Measures its only subview at widths 1…20, twice over, then places it at width 5.
struct ProbingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    for _ in 0..<2 {
      for width in 1...20 {
        _ = subviews[0].sizeThatFits(ProposedViewSize(width: CGFloat(width), height: 10))
      }
    }
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 5, height: 10))
  }
}

struct LayoutEngineTests {
  /// Alternating H and V stacks, `depth` levels deep, each with a counted leaf beside the
  /// deeper stack.
  private func nested(depth: Int, counter: MeasureCounter) -> LayoutNode {
    var node = Nodes.container(CountingLayout(counter: counter), [])
    for level in 0..<depth {
      let leaf = Nodes.container(CountingLayout(counter: counter), [])
      node =
        level.isMultiple(of: 2)
        ? Nodes.container(HStackLayout(), [node, leaf])
        : Nodes.container(VStackLayout(), [node, leaf])
    }
    return node
  }

  // Stacks measure each child at 0, ∞ and its share; without memoisation twelve nested
  // stacks would measure the innermost leaf thousands of times (3^12). With it, each leaf is
  // measured a bounded number of times, so the work grows linearly with the node count.
  @Test func nestedStacksAreMeasuredInLinearTime() {
    func work(depth: Int) -> Int {
      let counter = MeasureCounter()
      let engine = LayoutEngine()
      _ = engine.layoutRoot(
        nested(depth: depth, counter: counter), in: CGSize(width: 400, height: 400))
      return counter.count
    }
    let six = work(depth: 6)
    let twelve = work(depth: 12)
    // 7 and 13 leaves, each measured a bounded number of times (at most 3 proposals of its
    // own for each of its parent's few distinct proposals): twice the depth, about twice
    // the work, where 3^12 would be 531,441.
    #expect(six <= 7 * 16)
    #expect(twelve <= 13 * 16)
    #expect(Double(twelve) / Double(six) < 2.5)
  }

  // A node asked for more distinct sizes than its short memo holds keeps every answer: the
  // twenty widths are measured once each, the second round and the placement come from the
  // memo. (Forgetting the oldest answers made nested stacks exponential in depth.)
  @Test func manyDistinctProposalsAreEachMeasuredOnce() {
    let counter = MeasureCounter()
    let root = Nodes.container(
      ProbingLayout(), [Nodes.container(CountingLayout(counter: counter), [])])
    _ = LayoutEngine().layoutRoot(root, in: CGSize(width: 100, height: 100))
    #expect(counter.count == 20)
  }

  // A chain 100,000 levels deep must not overflow the stack: the engine stops descending
  // and reports it, once.
  @Test func absurdlyDeepTreesAreReportedNotCrashed() {
    var node = Nodes.fixed(10, 10)
    for _ in 0..<100_000 {
      node = Nodes.container(
        PaddingLayout(insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), [node])
    }
    let engine = LayoutEngine()
    let host = engine.layoutRoot(node, in: CGSize(width: 100, height: 100))
    #expect(host.children.count == 1)
    #expect(engine.diagnostics.diagnostics.map(\.kind) == [.treeTooDeep])
  }

  @Test func builtInLayoutsKeepTheContract() {
    checkLayoutContract("HStack") {
      Nodes.container(HStackLayout(), [Nodes.color(), Nodes.fixed(20, 30), Nodes.color()])
    }
    checkLayoutContract("VStack") {
      Nodes.container(
        VStackLayout(alignment: .leading, spacing: 4), [Nodes.fixed(20, 30), Nodes.color()])
    }
    checkLayoutContract("ZStack") {
      Nodes.container(
        ZStackLayout(alignment: .bottomTrailing), [Nodes.fixed(20, 30), Nodes.color()])
    }
    checkLayoutContract("padding") {
      Nodes.container(
        PaddingLayout(insets: EdgeInsets(top: 5, leading: -3, bottom: 2, trailing: 9)),
        [Nodes.color()])
    }
    checkLayoutContract("frame") {
      Nodes.container(FrameLayout(width: 40, height: nil, alignment: .topLeading), [Nodes.color()])
    }
    checkLayoutContract("flexible frame") {
      Nodes.container(
        FlexibleFrameLayout(
          horizontal: FrameConstraints(min: 10, ideal: 30, max: .infinity),
          vertical: FrameConstraints(min: nil, ideal: nil, max: 80), alignment: .center),
        [Nodes.fixed(20, 20)])
    }
    checkLayoutContract("fixedSize") {
      Nodes.container(FixedSizeLayout(horizontal: true, vertical: false), [Nodes.color()])
    }
    checkLayoutContract("aspectRatio") {
      Nodes.container(AspectRatioLayout(ratio: 1.5, contentMode: .fit), [Nodes.color()])
    }
    checkLayoutContract("overlay") {
      Nodes.container(
        OverlayLayout(alignment: .topLeading, isBackground: true),
        [Nodes.color(), Nodes.fixed(5, 5)])
    }
    checkLayoutContract("scroll view") {
      Nodes.container(
        ScrollLayout(axes: .vertical),
        [Nodes.container(VStackLayout(), [Nodes.fixed(50, 300), Nodes.color()])])
    }
    checkLayoutContract("lazy stack") {
      Nodes.container(
        LazyStackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 12),
        [Nodes.fixed(50, 30), Nodes.color()])
    }
  }

  // Pixel rounding happens where a corner falls on the canvas: a child at 0.25 inside a
  // parent at 0.25 lands at 0.5 and rounds there (to 0.5 at scale 2), rather than each
  // offset being rounded separately (0 + 0 = 0).
  @Test func roundingUsesCanvasPositions() {
    let child = Nodes.fixed(10, 10)
    let inner = Nodes.container(
      PaddingLayout(insets: EdgeInsets(top: 0.25, leading: 0.25, bottom: 0, trailing: 0)), [child])
    let outer = Nodes.container(
      PaddingLayout(insets: EdgeInsets(top: 0.25, leading: 0.25, bottom: 0, trailing: 0)), [inner])
    let placed = LayoutEngine(scale: 2).layoutRoot(
      Nodes.container(FrameLayout(width: 20, height: 20, alignment: .topLeading), [outer]),
      in: CGSize(width: 20, height: 20))
    let tree = RenderTree(root: placed, size: CGSize(width: 20, height: 20))
    let frame = tree.allNodes().first { $0.node.id == child.id }?.frame
    #expect(frame == CGRect(x: 0.5, y: 0.5, width: 10, height: 10))
  }

  // An unplaced subview is centred in its container at its ideal size.
  @Test func unplacedSubviewsAreCentred() {
    let child = Nodes.fixed(10, 10)
    let root = Nodes.container(GeometryReaderLayoutWithoutPlacement(), [child])
    let placed = LayoutEngine().layoutRoot(root, in: CGSize(width: 100, height: 100))
    let frame = RenderTree(root: placed, size: CGSize(width: 100, height: 100)).allNodes()
      .first { $0.node.id == child.id }?.frame
    #expect(frame == CGRect(x: 45, y: 45, width: 10, height: 10))
  }
}

/// A layout that takes the proposal and never places its subviews.
struct GeometryReaderLayoutWithoutPlacement: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}
