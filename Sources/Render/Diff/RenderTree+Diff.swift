/// Diffing render trees into patches, and applying patches.
extension RenderTree {
  /// The patches that turn `previous` into this tree.
  ///
  /// Children are matched by node id. Moves are found with a longest increasing subsequence
  /// of the kept children's old positions, so the fewest nodes move: swapping two rows gives
  /// two moves. A subtree shared by both trees (the same node object) is skipped in O(1).
  ///
  /// - Complexity: O(c log c) for each parent whose list of c children changed, plus O(1) per
  ///   unchanged shared subtree; O(1) when the roots are the same object.
  public func patches(from previous: RenderTree) -> [RenderPatch] {
    var patches: [RenderPatch] = []
    var differ = TreeDiffer(output: patches)
    differ.diff(previous.root, root)
    patches = differ.output
    return patches
  }

  /// This tree with `patches` applied, sharing every untouched subtree.
  ///
  /// Applying `new.patches(from: old)` to `old` gives a tree equal to `new`.
  ///
  /// - Complexity: O(n + p) for n nodes and p patches.
  public func applying(_ patches: [RenderPatch]) -> RenderTree {
    guard !patches.isEmpty else { return self }
    var applier = PatchApplier(patches: patches)
    return RenderTree(
      root: applier.apply(to: root), size: size, scale: scale, background: background,
      diagnostics: diagnostics)
  }
}

/// Computes patches between two trees, depth first.
private struct TreeDiffer {
  var output: [RenderPatch]

  mutating func diff(_ old: RenderNode, _ new: RenderNode) {
    var pending: [(RenderNode, RenderNode)] = [(old, new)]
    while let (old, new) = pending.popLast() {
      if old === new { continue }
      let changes = Self.changes(old, new)
      if !changes.isEmpty { output.append(.update(new, changes: changes)) }
      var kept = diffChildren(parent: new.id, old.children, new.children)
      kept.reverse()
      pending += kept
    }
  }

  /// What differs between two versions of a node, children aside.
  static func changes(_ old: RenderNode, _ new: RenderNode) -> RenderPatch.Changes {
    var changes: RenderPatch.Changes = []
    if old.frame != new.frame { changes.insert(.frame) }
    if old.content != new.content { changes.insert(.content) }
    if old.effects != new.effects { changes.insert(.effects) }
    if old.accessibility != new.accessibility { changes.insert(.accessibility) }
    if old.kind != new.kind || old.detail != new.detail || old.key != new.key {
      changes.insert(.description)
    }
    return changes
  }

  /// Emits the structural patches of one list of children and returns the kept pairs, in
  /// new order, whose subtrees still need diffing.
  mutating func diffChildren(
    parent: NodeID, _ old: [RenderNode], _ new: [RenderNode]
  )
    -> [(RenderNode, RenderNode)]
  {
    // Fast path: the same ids in the same order.
    if old.count == new.count {
      var sameOrder = true
      // The identity check first: shared nodes are the same object, and comparing pointers
      // does not read the nodes.
      for index in old.indices where old[index] !== new[index] && old[index].id != new[index].id {
        sameOrder = false
        break
      }
      if sameOrder {
        return zip(old, new).filter { $0.0 !== $0.1 }
      }
    }
    var oldIndex: [NodeID: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, node) in old.enumerated() { oldIndex[node.id] = index }
    var newIDs: Set<NodeID> = []
    newIDs.reserveCapacity(new.count)
    for node in new { newIDs.insert(node.id) }
    for node in old where !newIDs.contains(node.id) {
      output.append(.remove(node.id))
    }
    // Old positions of the kept children, in new order; -1 for new ones.
    let sources = new.map { oldIndex[$0.id] ?? -1 }
    let stable = Self.longestIncreasingSubsequence(sources)
    var kept: [(RenderNode, RenderNode)] = []
    for (index, node) in new.enumerated() {
      let source = sources[index]
      if source < 0 {
        output.append(.insert(node, parent: parent, index: index))
      } else {
        if !stable.contains(index) { output.append(.move(node.id, parent: parent, index: index)) }
        if old[source] !== node { kept.append((old[source], node)) }
      }
    }
    return kept
  }

  /// The indices (into `values`) of a longest strictly increasing subsequence of the
  /// non-negative values, by patience sorting with predecessor links.
  ///
  /// - Complexity: O(n log n).
  static func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // index into values of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() where value >= 0 {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: Set<Int> = []
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      result.insert(cursor)
      cursor = previous[cursor]
    }
    return result
  }
}

/// Applies patches to a tree, rebuilding only the nodes on the paths to what they touch.
private struct PatchApplier {
  private var updates: [NodeID: RenderNode] = [:]
  private var removals: Set<NodeID> = []
  /// Moves and insertions, per parent: the node (nil for a move: found among the children)
  /// and its final index.
  private var placements: [NodeID: [(id: NodeID, node: RenderNode?, index: Int)]] = [:]
  private var touched: Set<NodeID> = []

  init(patches: [RenderPatch]) {
    for patch in patches {
      switch patch.kind {
      case .update:
        if let node = patch.node { updates[patch.id] = node }
        touched.insert(patch.id)
      case .remove:
        removals.insert(patch.id)
      case .insert:
        if let parent = patch.parent, let index = patch.index, let node = patch.node {
          placements[parent, default: []].append((patch.id, node, index))
          touched.insert(parent)
        }
      default:
        if let parent = patch.parent, let index = patch.index {
          placements[parent, default: []].append((patch.id, nil, index))
          touched.insert(parent)
        }
      }
    }
  }

  /// The node with the patches below it applied; untouched subtrees come back as they were.
  mutating func apply(to node: RenderNode) -> RenderNode {
    var changedBelow = false
    var children: [RenderNode] = []
    children.reserveCapacity(node.children.count)
    for child in node.children where !removals.contains(child.id) {
      let applied = apply(to: child)
      if applied !== child { changedBelow = true }
      children.append(applied)
    }
    if children.count != node.children.count { changedBelow = true }
    if let placed = placements[node.id] {
      changedBelow = true
      let moved = Set(placed.filter { $0.node == nil }.map(\.id))
      var byID: [NodeID: RenderNode] = [:]
      for child in children where moved.contains(child.id) { byID[child.id] = child }
      children.removeAll { moved.contains($0.id) }
      for placement in placed.sorted(by: { $0.index < $1.index }) {
        guard let child = placement.node.map({ apply(to: $0) }) ?? byID[placement.id] else {
          continue
        }
        children.insert(child, at: min(placement.index, children.count))
      }
    }
    let base = updates[node.id] ?? node
    guard changedBelow || updates[node.id] != nil else { return node }
    return RenderNode(
      id: base.id, kind: base.kind, detail: base.detail, key: base.key, frame: base.frame,
      content: base.content, effects: base.effects, accessibility: base.accessibility,
      children: changedBelow ? children : node.children)
  }
}
