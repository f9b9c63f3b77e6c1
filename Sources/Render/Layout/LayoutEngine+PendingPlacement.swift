import Foundation

/// Where a container's layout put one of its children, between its `placeSubviews` and the
/// engine placing the child there.
enum PendingPlacement {
  /// The layout has not placed the child: it is centred in the container at its ideal size.
  case unplaced
  /// The point `anchor` of the child goes at `position`, and it is proposed `proposal`.
  case placed(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
  /// The layout left the child out: it is neither drawn nor hit-tested.
  case leftOut
}

/// One slot of ``LayoutEngine/pendingPlacements``: what was recorded in it, and when.
struct PlacementSlot {
  /// The ``LayoutEngine/SlotFrame/generation`` of the frame that recorded the placement;
  /// a slot recorded by an earlier frame reads as unplaced.
  var generation = 0
  /// Where the layout put the child.
  var placement = PendingPlacement.unplaced
}

extension LayoutEngine {
  /// The slots of the children of one container being placed.
  struct SlotFrame {
    /// The container's children; the slot `base + i` is for `children[i]`.
    var children: [LayoutNode] = []
    /// The slot of the first child.
    var base = 0
    /// Past the last slot recorded in: where the frame of a child placed in turn begins.
    /// A child frame may cover slots of this frame that were not recorded in; it records
    /// with its own generation, so this frame still reads them as unplaced.
    var top = 0
    /// Told apart from every other frame opened, so that the slots need not be cleared.
    var generation = 0
  }

  /// Opens a slot for each child of `node`, whose layout is about to place them, and
  /// returns the frame open before, to restore with ``closeSlots(restoring:)``.
  ///
  /// Slots are a stack, as placement descends the tree: a child placed in turn opens slots
  /// for its own children above the slots its parent recorded in, and closes them before
  /// the next child is placed. Opening costs O(1): slots are made when first recorded in,
  /// and then reused, not cleared (their generation tells old records apart). A stack that
  /// places one changed row again records nothing (``AnyLayoutBox/placementsAgain(at:_:)``
  /// returns the row's placement), so the row's own frame begins at the stack's, and an
  /// update of a long list needs a few slots, not one per row.
  func openSlots(for node: LayoutNode) -> SlotFrame {
    let previous = slotFrame
    slotGenerations += 1
    slotFrame = SlotFrame(
      children: node.children, base: previous.top, top: previous.top,
      generation: slotGenerations)
    return previous
  }

  /// Closes the open slots and reopens `previous`.
  func closeSlots(restoring previous: SlotFrame) {
    slotFrame = previous
  }

  /// Forgets what the open slots recorded, before the layout places the children again.
  func clearOpenSlots() {
    slotGenerations += 1
    slotFrame.generation = slotGenerations
    slotFrame.top = slotFrame.base
  }

  /// What the open frame's slot for its child at `index` recorded.
  func pendingPlacement(ofChildAt index: Int) -> PendingPlacement {
    let index = slotFrame.base + index
    guard index < pendingPlacements.count else { return .unplaced }
    let slot = pendingPlacements[index]
    return slot.generation == slotFrame.generation ? slot.placement : .unplaced
  }

  /// Records where the layout placing its children put `node`, in the slot `slot` when it is
  /// the node's, else in the node's open slot (a subview the layout kept from measuring).
  /// A node that is not a child of the container being placed is ignored, as placing a view
  /// outside `placeSubviews` is in SwiftUI.
  func recordPlacement(of node: LayoutNode, slot: Int, _ placement: PendingPlacement) {
    var index = slot - slotFrame.base
    if !slotFrame.children.indices.contains(index) || slotFrame.children[index] !== node {
      guard let found = slotFrame.children.firstIndex(where: { $0 === node }) else { return }
      index = found
    }
    let slot = slotFrame.base + index
    if slot >= pendingPlacements.count {
      // The first record past the end makes the frame's slots, all at once: a layout that
      // records one usually records them all.
      let end = slotFrame.base + slotFrame.children.count
      pendingPlacements.append(
        contentsOf: repeatElement(PlacementSlot(), count: end - pendingPlacements.count))
    }
    pendingPlacements[slot] = PlacementSlot(generation: slotFrame.generation, placement: placement)
    slotFrame.top = max(slotFrame.top, slot + 1)
  }
}
