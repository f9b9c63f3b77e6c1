import Foundation
import Testing

@testable import Render

/// Keeps the subviews it was first given, when measuring, and places those: the engine finds
/// each one's slot although it was not made for placing.
private struct KeptSubviewsLayout: Layout {
  func makeCache(subviews: Subviews) -> [LayoutSubview] { Array(subviews) }

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout [LayoutSubview]
  ) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout [LayoutSubview]
  ) {
    cache[0].place(at: CGPoint(x: 10, y: 0), proposal: .unspecified)
    cache[1].place(at: CGPoint(x: 30, y: 40), proposal: .unspecified)
  }
}

/// Places its first subview at the top-leading corner, and its second too while
/// `placesSecond` counts more than zero.
private struct TogglingLayout: Layout {
  let placesSecond: MeasureCounter

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews[0].place(at: bounds.origin, proposal: .unspecified)
    if placesSecond.count > 0 {
      subviews[1].place(at: bounds.origin, proposal: .unspecified)
    }
  }
}

/// Where a layout's `placeSubviews` puts each subview is kept in slots on the engine, not on
/// the nodes, and read back when the children are placed.
struct PendingPlacementTests {
  private func frames(_ host: RenderNode) -> [CGRect] {
    host.children[0].children.map(\.frame)
  }

  // Subviews kept from measuring have no slot of their own; their placements still land.
  @Test func subviewsKeptFromMeasuringArePlacedWhereTheLayoutSays() {
    let root = Nodes.container(KeptSubviewsLayout(), [Nodes.fixed(10, 10), Nodes.fixed(20, 5)])
    let host = LayoutEngine().layoutRoot(root, in: CGSize(width: 100, height: 100))
    #expect(
      frames(host) == [
        CGRect(x: 10, y: 0, width: 10, height: 10), CGRect(x: 30, y: 40, width: 20, height: 5),
      ])
  }

  // A slot reused by a later placement does not remember the earlier one: a subview the
  // layout stopped placing is centred at its ideal size.
  @Test func aSubviewNoLongerPlacedIsCentred() {
    let placesSecond = MeasureCounter()
    placesSecond.count = 1
    let root = Nodes.container(
      TogglingLayout(placesSecond: placesSecond), [Nodes.fixed(10, 10), Nodes.fixed(20, 6)])
    let engine = LayoutEngine()
    let first = engine.layoutRoot(root, in: CGSize(width: 100, height: 100))
    #expect(
      frames(first) == [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 20, height: 6),
      ])
    placesSecond.count = 0
    let second = engine.layoutRoot(root, in: CGSize(width: 120, height: 120))
    #expect(
      frames(second) == [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 50, y: 57, width: 20, height: 6),
      ])
  }

  // Each container reads its own children's slots, however deep the placement went between
  // its layout placing them and the engine placing each.
  @Test func nestedContainersKeepTheirOwnSlots() {
    let inner = Nodes.container(
      KeptSubviewsLayout(), [Nodes.fixed(4, 4), Nodes.fixed(6, 6)])
    let root = Nodes.container(KeptSubviewsLayout(), [inner, Nodes.fixed(8, 8)])
    let host = LayoutEngine().layoutRoot(root, in: CGSize(width: 100, height: 100))
    let outer = host.children[0].children
    // The inner container is proposed nothing, so it is 10 by 10, at (10, 0).
    #expect(
      outer.map(\.frame) == [
        CGRect(x: 10, y: 0, width: 10, height: 10), CGRect(x: 30, y: 40, width: 8, height: 8),
      ])
    #expect(
      outer[0].children.map(\.frame) == [
        CGRect(x: 10, y: 0, width: 4, height: 4), CGRect(x: 30, y: 40, width: 6, height: 6),
      ])
  }
}
