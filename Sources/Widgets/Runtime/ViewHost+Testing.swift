import Foundation

extension ViewHost {
  /// What the last update did, counted: the hooks that tests and benchmarks use to check
  /// that work stays proportional to the change.
  package struct Work: Equatable, Sendable, CustomStringConvertible {
    /// Elements whose view was resolved again (their body evaluated or replayed).
    package var elementsResolved = 0
    /// Elements whose inputs were unchanged, returned untouched.
    package var elementsReused = 0
    /// Layout nodes measured for a proposal they had no memoised answer for.
    package var nodesMeasured = 0
    /// Render nodes that placement made anew (the rest were reused as they were).
    package var nodesPlaced = 0
    /// Patches of each kind from the previous tree to the current one.
    package var inserted = 0
    package var removed = 0
    package var moved = 0
    package var updated = 0

    /// No work.
    package init() {}

    package var description: String {
      "resolved \(elementsResolved), reused \(elementsReused), measured \(nodesMeasured), "
        + "placed \(nodesPlaced), patches +\(inserted) −\(removed) ↕\(moved) ~\(updated)"
    }
  }

  /// How many layout nodes the last update's placement visited, placed anew or reused (a
  /// stack of many children visits only those that changed).
  package var nodesVisitedByPlacement: Int {
    _ = lastPatches
    return layoutWork.visited
  }

  /// What the last update did (updating first if state changed).
  package var work: Work {
    let patches = lastPatches
    var work = Work()
    work.elementsResolved = resolveSession.statistics.resolved
    work.elementsReused = resolveSession.statistics.reused
    work.nodesMeasured = layoutWork.measured
    work.nodesPlaced = layoutWork.placed
    for patch in patches {
      switch patch.kind {
      case .insert: work.inserted += 1
      case .remove: work.removed += 1
      case .move: work.moved += 1
      case .update: work.updated += 1
      default: break
      }
    }
    return work
  }
}
