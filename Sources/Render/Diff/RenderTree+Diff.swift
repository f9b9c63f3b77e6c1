import Foundation

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
    if size != previous.size || scale != previous.scale || background != previous.background {
      patches.append(.canvas(size: size, scale: scale, background: background))
    }
    var differ = TreeDiffer(output: patches)
    differ.diff(previous.root, root)
    patches = differ.output
    return patches
  }

  /// This tree with `patches` applied, sharing every untouched subtree.
  ///
  /// Applying `new.patches(from: old)` to `old` gives a tree equal to `new`, canvas included.
  /// The diagnostics stay those of this tree: they are not part of what is drawn.
  ///
  /// - Throws: ``RenderPatchError`` when a patch cannot apply to this tree: it names a node
  ///   or parent that is not there, moves a node that is not its parent's child, or inserts
  ///   past the end. Nothing is applied then.
  /// - Complexity: O(n + p) for n nodes and p patches; iterative, so any depth is safe.
  public func applying(_ patches: [RenderPatch]) throws(RenderPatchError) -> RenderTree {
    guard !patches.isEmpty else { return self }
    var applier = PatchApplier(patches: patches)
    let canvas = applier.canvas ?? (size, scale, background)
    return RenderTree(
      root: try applier.apply(to: root), size: canvas.size, scale: canvas.scale,
      background: canvas.background, diagnostics: diagnostics)
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
    if old.role != new.role || old.key != new.key || old.gestures != new.gestures {
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
    // The children the list starts and ends with stay in place (a row removed or inserted
    // in a list leaves the others so): only the middle is matched by id.
    let shared = min(old.count, new.count)
    var start = 0
    while start < shared, old[start] === new[start] || old[start].id == new[start].id {
      start += 1
    }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start,
      old[oldEnd - 1] === new[newEnd - 1] || old[oldEnd - 1].id == new[newEnd - 1].id
    {
      oldEnd -= 1
      newEnd -= 1
    }
    var kept: [(RenderNode, RenderNode)] = []
    for index in 0..<start where old[index] !== new[index] { kept.append((old[index], new[index])) }
    // Old positions (in the middle) of the middle's children, in new order; -1 for new ones.
    // A child at the position it had is matched without hashing its id (a swap moves two);
    // the others through a table of the old children left over.
    let oldCount = oldEnd - start
    let newCount = newEnd - start
    var sources = [Int](repeating: -1, count: newCount)
    var matched = [Bool](repeating: false, count: oldCount)
    var unmatched: [Int] = []
    for offset in 0..<newCount {
      let node = new[start + offset]
      if offset < oldCount, old[start + offset] === node || old[start + offset].id == node.id {
        sources[offset] = offset
        matched[offset] = true
      } else {
        unmatched.append(offset)
      }
    }
    if !unmatched.isEmpty {
      var oldIndex: [NodeID: Int] = [:]
      for offset in 0..<oldCount where !matched[offset] {
        oldIndex[old[start + offset].id] = offset
      }
      for offset in unmatched {
        if let source = oldIndex[new[start + offset].id] {
          sources[offset] = source
          matched[source] = true
        }
      }
    }
    for offset in 0..<oldCount where !matched[offset] {
      output.append(.remove(old[start + offset].id))
    }
    let stable = Self.longestIncreasingSubsequence(sources)
    for offset in 0..<newCount {
      let node = new[start + offset]
      let source = sources[offset]
      if source < 0 {
        output.append(.insert(node, parent: parent, index: start + offset))
      } else {
        if !stable[offset] {
          output.append(.move(node.id, parent: parent, index: start + offset))
        }
        if old[start + source] !== node { kept.append((old[start + source], node)) }
      }
    }
    for index in 0..<(old.count - oldEnd) where old[oldEnd + index] !== new[newEnd + index] {
      kept.append((old[oldEnd + index], new[newEnd + index]))
    }
    return kept
  }

  /// Whether each index (into `values`) belongs to a longest strictly increasing
  /// subsequence of the non-negative values, found by patience sorting with predecessor
  /// links.
  ///
  /// - Complexity: O(n log n).
  static func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
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
    var result = [Bool](repeating: false, count: values.count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      result[cursor] = true
      cursor = previous[cursor]
    }
    return result
  }
}

/// Applies patches to a tree, rebuilding only the nodes on the paths to what they touch, and
/// checking that every patch found what it names.
private struct PatchApplier {
  private var updates: [NodeID: (patch: RenderPatch, node: RenderNode)] = [:]
  private var removals: [NodeID: RenderPatch] = [:]
  /// Moves and insertions, per parent, in the order given.
  private var placements: [NodeID: [RenderPatch]] = [:]
  /// The canvas of the last canvas patch.
  private(set) var canvas: (size: CGSize, scale: CGFloat, background: ResolvedColor)?

  init(patches: [RenderPatch]) {
    for patch in patches {
      switch patch.storage {
      case .canvas(let size, let scale, let background): canvas = (size, scale, background)
      case .update(let node, _): updates[node.id] = (patch, node)
      case .remove(let id): removals[id] = patch
      case .insert(_, let parent, _), .move(_, let parent, _):
        placements[parent, default: []].append(patch)
      }
    }
  }

  /// One node being rebuilt: its children so far and whether any of them changed.
  private struct Frame {
    let node: RenderNode
    var next = 0
    var children: [RenderNode] = []
    var changed = false
  }

  /// The nodes on the paths from `root` to the nodes the patches name: the only ones that
  /// can change. One walk that allocates nothing per node, so that applying a few patches to
  /// a large tree does not rebuild a frame for every node.
  private func paths(in root: RenderNode) -> Set<ObjectIdentifier> {
    var result: Set<ObjectIdentifier> = []
    var stack: [(node: RenderNode, next: Int)] = [(root, 0)]
    let targets = Set(updates.keys).union(removals.keys).union(placements.keys)
    func named(_ node: RenderNode) -> Bool { targets.contains(node.id) }
    if named(root) { result.insert(ObjectIdentifier(root)) }
    while let top = stack.indices.last {
      let node = stack[top].node
      guard stack[top].next < node.children.count else {
        stack.removeLast()
        continue
      }
      let child = node.children[stack[top].next]
      stack[top].next += 1
      if named(child) {
        for entry in stack.reversed() {
          if !result.insert(ObjectIdentifier(entry.node)).inserted { break }
        }
        result.insert(ObjectIdentifier(child))
      }
      if !child.children.isEmpty { stack.append((child, 0)) }
    }
    return result
  }

  /// The tree with every patch applied; untouched subtrees come back as they were.
  mutating func apply(to root: RenderNode) throws(RenderPatchError) -> RenderNode {
    let paths = paths(in: root)
    var stack = [Frame(node: root)]
    var result = root
    while let top = stack.indices.last {
      let node = stack[top].node
      if stack[top].next < node.children.count {
        let child = node.children[stack[top].next]
        stack[top].next += 1
        if removals.removeValue(forKey: child.id) != nil {
          stack[top].changed = true
        } else if !paths.contains(ObjectIdentifier(child)) {
          stack[top].children.append(child)
        } else {
          stack.append(Frame(node: child))
          stack[stack.count - 1].children.reserveCapacity(child.children.count)
        }
        continue
      }
      let frame = stack.removeLast()
      let finished = try finish(frame)
      if stack.isEmpty {
        result = finished
      } else {
        stack[stack.count - 1].children.append(finished)
        if finished !== frame.node { stack[stack.count - 1].changed = true }
      }
    }
    // Every patch must have found what it names.
    if let (patch, _) = updates.values.min(by: { $0.node.id < $1.node.id }) {
      throw RenderPatchError(patch, "updates a node that is not in the tree")
    }
    if let patch = removals.values.min(by: { $0.id < $1.id }) {
      throw RenderPatchError(patch, "removes a node that is not in the tree")
    }
    if let patch = placements.values.flatMap({ $0 }).min(by: { $0.id < $1.id }) {
      throw RenderPatchError(patch, "names a parent that is not in the tree")
    }
    return result
  }

  /// The node of `frame` with its own update and its moves and insertions applied.
  private mutating func finish(_ frame: Frame) throws(RenderPatchError) -> RenderNode {
    var children = frame.children
    var changed = frame.changed
    if let placed = placements.removeValue(forKey: frame.node.id) {
      changed = true
      var moved: [NodeID: RenderNode] = [:]
      let movedIDs = Set(
        placed.compactMap { patch -> NodeID? in
          if case .move(let id, _, _) = patch.storage { id } else { nil }
        })
      for child in children where movedIDs.contains(child.id) { moved[child.id] = child }
      children.removeAll { movedIDs.contains($0.id) }
      for patch in placed.sorted(by: { ($0.index ?? 0) < ($1.index ?? 0) }) {
        let child: RenderNode
        let index: Int
        switch patch.storage {
        case .insert(let node, _, let at):
          child = node
          index = at
        case .move(let id, _, let at):
          guard let node = moved.removeValue(forKey: id) else {
            throw RenderPatchError(patch, "moves a node that is not a child of its parent")
          }
          child = node
          index = at
        case .update, .remove, .canvas:
          continue
        }
        guard index >= 0, index <= children.count else {
          throw RenderPatchError(
            patch, "puts a node at index \(index) of a parent with \(children.count) children")
        }
        children.insert(child, at: index)
      }
    }
    let update = updates.removeValue(forKey: frame.node.id)
    guard changed || update != nil else { return frame.node }
    let base = update?.node ?? frame.node
    return RenderNode(
      id: base.id, role: base.role, key: base.key, viewName: base.viewName, frame: base.frame,
      content: base.content, effects: base.effects, accessibility: base.accessibility,
      gestures: base.gestures, layoutModifiers: base.layoutModifiers,
      children: changed ? children : frame.node.children)
  }
}
