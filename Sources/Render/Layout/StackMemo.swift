import Foundation

/// What a stack of many children remembers of its arrangements between updates, so that a
/// change to a few children costs work in proportion to them rather than to the stack.
///
/// Each arrangement is kept with what it read of every child: for a finite length along the
/// axis, each child's least and greatest length, priority and the length it chose for its
/// share. When children report a changed layout (``LayoutNode/setChildren(_:)`` lists them in
/// ``pending``), only those children are asked again: if every answer is the same, the
/// arrangement stands as it was; if only their sizes changed where no length was shared out,
/// it is patched; otherwise it is dropped and worked out anew. A change to the list of
/// children drops the memo.
///
/// Small stacks do not keep one: recomputing a handful of children costs less than the memo.
final class StackMemo {
  /// Stacks with fewer children than this work their arrangements out each time.
  static let minimumCount = 16
  /// A bound on the arrangements kept: a stack hears a few proposals per pass.
  private static let capacity = 8

  /// What the distribution of a finite length read of one child.
  struct Share: Equatable {
    var minimum: CGFloat
    var flexibility: CGFloat
    var priority: Double
    /// The length the child chose for the share it was offered.
    var chosen: CGFloat
  }

  /// One arrangement and what it read.
  struct Entry {
    /// The proposal it answers.
    let proposal: ProposedViewSize
    var arrangement: StackAlgorithm.Arrangement
    /// What the distribution read of each child, by index; `nil` when nothing was shared
    /// out (the length along the axis was unspecified).
    let shares: [Share]?
    /// Changes whenever the arrangement does, so that a placement can tell it is current.
    var version: Int
  }

  /// The stack the memo belongs to.
  let stack: StackAlgorithm
  private(set) var entries: [Entry] = []
  /// The children whose layout changed since the arrangements were last checked.
  var pending: [Int] = []
  private var nextVersion = 0
  /// The bounds, proposal and arrangement of the last `placeSubviews`, and where it put
  /// each child with what proposal.
  private var lastPlaced:
    (
      bounds: CGRect, proposal: ProposedViewSize, version: Int, origins: [CGPoint],
      proposals: [ProposedViewSize]
    )?

  init(stack: StackAlgorithm) {
    self.stack = stack
  }

  /// The arrangement for `proposal`, checked against the children that changed since.
  func entry(for proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Entry? {
    if !pending.isEmpty { refresh(subviews) }
    return entries.first { $0.proposal == proposal }
  }

  /// Keeps a newly worked-out arrangement; returns its version.
  func insert(
    _ arrangement: StackAlgorithm.Arrangement, for proposal: ProposedViewSize, shares: [Share]?
  ) -> Int {
    if entries.count >= Self.capacity { entries.removeFirst() }
    nextVersion += 1
    entries.append(
      Entry(proposal: proposal, arrangement: arrangement, shares: shares, version: nextVersion))
    return nextVersion
  }

  /// Records the arrangement `placeSubviews` placed the children by, and where it put them.
  func didPlace(
    in bounds: CGRect, _ proposal: ProposedViewSize, version: Int, origins: [CGPoint],
    proposals: [ProposedViewSize]
  ) {
    lastPlaced = (bounds, proposal, version, origins, proposals)
  }

  /// Where the last placement put the subviews at `indices`, one placement each; `nil` when
  /// there is none to repeat.
  func placementsAgain(_ indices: [Int], _ subviews: LayoutSubviews) -> [PendingPlacement]? {
    guard let last = lastPlaced, last.origins.count == subviews.count else { return nil }
    return indices.map {
      .placed(position: last.origins[$0], anchor: .topLeading, proposal: last.proposals[$0])
    }
  }

  /// Whether placing the children in `bounds` for `proposal` would put every one where the
  /// last placement did, with the same proposal.
  func placesAsBefore(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) -> Bool {
    guard let last = lastPlaced, last.bounds == bounds, last.proposal == proposal else {
      return false
    }
    let arranged = stack.placementProposal(proposal, bounds: bounds)
    return entry(for: arranged, subviews)?.version == last.version
  }

  /// Checks every arrangement against the children in ``pending``.
  private func refresh(_ subviews: LayoutSubviews) {
    var changed = Array(Set(pending))
    changed.sort()
    pending.removeAll()
    // Each entry is checked in place, so that a patch writes into its arrays rather than
    // into copies of them.
    var index = 0
    while index < entries.count {
      if check(&entries[index], changed: changed, subviews) {
        index += 1
      } else {
        entries.remove(at: index)
      }
    }
  }

  /// Checks `entry` after the children at `changed` were asked again: it stays the same, or
  /// is patched (a new version); `false` when it must be worked out anew.
  private func check(
    _ result: inout Entry, changed: [Int], _ subviews: LayoutSubviews
  ) -> Bool {
    let axis = stack.axis
    let entry = (proposal: result.proposal, shares: result.shares)
    var patched = false
    let count = subviews.count
    for index in changed where index < count {
      let child = subviews[index]
      let proposal = result.arrangement.proposals[index]
      if let shares = entry.shares {
        let minor = entry.proposal[axis.other]
        let least = stack.length(
          child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis)))
        let most = stack.length(
          child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis)))
        let chosen = stack.length(child.sizeThatFits(proposal))
        let now = Share(
          minimum: least, flexibility: most - least, priority: child.priority, chosen: chosen)
        guard now == shares[index] else { return false }
      }
      let (size, guide) = child.guide(stack.alignment, in: proposal)
      if size != result.arrangement.sizes[index] || guide != result.arrangement.guides[index] {
        guard entry.shares == nil else { return false }
        result.arrangement.sizes[index] = size
        result.arrangement.guides[index] = guide
        patched = true
      }
      if stack.spacing == nil {
        for gap in [index - 1, index] where gap >= 0 && gap < count - 1 {
          let distance = subviews[gap].spacing.distance(
            to: subviews[gap + 1].spacing, along: axis)
          guard distance != result.arrangement.gaps[gap] else { continue }
          guard entry.shares == nil else { return false }
          result.arrangement.gaps[gap] = distance
          patched = true
        }
      }
    }
    if patched {
      stack.total(&result.arrangement)
      nextVersion += 1
      result.version = nextVersion
    }
    return true
  }
}

extension AnyLayoutBox {
  /// The layout's subview at `index` changed its layout while the subviews stayed the same.
  func subviewNeedsLayout(at index: Int) {
    stackMemo?.pending.append(index)
  }

}
