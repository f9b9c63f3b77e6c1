import Foundation

/// The differences between two render-tree dumps (or accessibility dumps), node by node, in
/// words: what moved or resized and by how much, which text, colour or style changed, what
/// was inserted or removed.
///
/// Both sides are ``RenderDump``s, read back from text or made from a tree. Children are
/// matched under matched parents by identity, that is role plus `[key]` and `#identifier`,
/// in order, so that inserting a row reports one insertion rather than every row after it
/// changing.
package struct TreeDifferences {
  /// A dump with each line's children, shared by the nodes that point into it.
  final class Tree {
    let dump: RenderDump
    let children: [[Int]]
    /// Each line's parent line; `-1` for the root.
    let parents: [Int]
    /// Each line's position among its parent's children.
    let positions: [Int]

    init(_ dump: RenderDump) {
      self.dump = dump
      children = dump.childIndices()
      var parents = [Int](repeating: -1, count: dump.lines.count)
      var positions = [Int](repeating: 0, count: dump.lines.count)
      for (parent, indices) in children.enumerated() {
        for (position, child) in indices.enumerated() {
          parents[child] = parent
          positions[child] = position
        }
      }
      self.parents = parents
      self.positions = positions
    }
  }

  /// One node of a dump: a line and the lines of its children. Nodes point into their dump
  /// rather than nesting, so a dump of any depth is compared and released without recursion.
  struct Node {
    let tree: Tree
    let index: Int

    var line: RenderDump.Line { tree.dump.lines[index] }
    var children: [Node] { tree.children[index].map { Node(tree: tree, index: $0) } }

    var label: String { line.label }
    var frame: CGRect? { line.frame }
    var tail: String { line.tail }

    /// The node's role, after the layout modifiers folded into it: `HStack` for
    /// `padding 14 › HStack spacing: 14`.
    var kind: String { String((segments.last ?? label).prefix { $0 != " " }) }

    /// The folded layout modifiers and the role, each with its parameters, without the marks
    /// (`[key]`, `#identifier`, `id=`): `["padding 14", "HStack spacing: 14"]`.
    var segments: [String] {
      var parts = RenderDump.segments(label)
      let last = RenderDump.words(parts.popLast() ?? "").filter {
        !$0.hasPrefix("[") && !$0.hasPrefix("#") && !$0.hasPrefix("id=")
      }
      return parts + [last.joined(separator: " ")]
    }

    /// Kind, `[key]` and `#identifier`: what identifies the node among its siblings.
    var identity: String {
      let marks = RenderDump.words(RenderDump.segments(label).last ?? label).dropFirst()
        .filter { $0.hasPrefix("[") || $0.hasPrefix("#") }
      return ([kind] + marks).joined(separator: " ")
    }

    /// The node's quoted text, if its tail starts with one.
    var text: String? { RenderDump.leadingQuoted(tail)?.quoted }

    /// The tail without the leading quoted text.
    var style: String { RenderDump.leadingQuoted(tail)?.rest ?? tail }

    /// How an inserted or removed node is named in messages: `Text "Inbox"`,
    /// `Button #save`, `padding 16`.
    var name: String {
      if let text { return "\(identity) \(text)" }
      return identity == kind ? segments.joined(separator: " › ") : identity
    }

    /// How a changed node is named: its identity and text, without parameters (which the
    /// message may be about).
    var shortName: String {
      if let text { return "\(identity) \(text)" }
      return identity
    }

    /// The role's parameters, after the kind, or `(none)`.
    var parameters: String {
      let rest = (segments.last ?? "").dropFirst(kind.count).trimmingCharacters(in: .whitespaces)
      return rest.isEmpty ? "(none)" : rest
    }

    /// What changed in the label from `old`'s: the role's parameters, or the folded layout
    /// modifiers that differ, each parameter that changed once
    /// (`padding leading: 10 → 11`, `spacing: 8 → 12`).
    func labelChange(from old: Node) -> String {
      let (a, b) = (old.segments, segments)
      guard a.count == b.count else {
        return a.joined(separator: " › ") + " → " + b.joined(separator: " › ")
      }
      var parts: [String] = []
      for index in a.indices where a[index] != b[index] {
        if index == a.count - 1 {
          parts.append(Self.change(from: old.parameters, to: parameters, head: ""))
        } else {
          let head = String(a[index].prefix { $0 != " " })
          let sameHead = b[index].prefix { $0 != " " } == head
          parts.append(
            sameHead
              ? Self.change(
                from: String(a[index].dropFirst(head.count)).trimmingCharacters(in: .whitespaces),
                to: String(b[index].dropFirst(head.count)).trimmingCharacters(in: .whitespaces),
                head: head)
              : "\(a[index]) → \(b[index])")
        }
      }
      return parts.joined(separator: ", ")
    }

    /// `head` and the parameters that differ between two lists (`width: 40, height: 20`),
    /// each as `name: old → new`; the whole lists when they have different lengths.
    static func change(from old: String, to new: String, head: String) -> String {
      let prefix = head.isEmpty ? "" : head + " "
      let a = old.components(separatedBy: ", ")
      let b = new.components(separatedBy: ", ")
      guard a.count == b.count else { return "\(prefix)\(old) → \(prefix)\(new)" }
      var parts: [String] = []
      for (x, y) in zip(a, b) where x != y {
        // The words the two share at the start (a parameter's name) are written once.
        let xs = x.split(separator: " ", omittingEmptySubsequences: false)
        let ys = y.split(separator: " ", omittingEmptySubsequences: false)
        var common = 0
        while common < min(xs.count, ys.count) - 1, xs[common] == ys[common] { common += 1 }
        let name = xs[..<common].joined(separator: " ")
        let change =
          xs[common...].joined(separator: " ") + " → " + ys[common...].joined(separator: " ")
        parts.append(name.isEmpty ? change : name + " " + change)
      }
      return prefix + parts.joined(separator: ", ")
    }
  }

  /// One difference, with the frames to outline in a report.
  package struct Change: Equatable {
    package enum Kind: String { case moved, resized, changed, inserted, removed }
    package var kind: Kind
    package var message: String
    /// The node's frame in the recorded tree, if it is there.
    package var recordedFrame: CGRect?
    /// The node's frame in the actual tree, if it is there.
    package var actualFrame: CGRect?
  }

  package let changes: [Change]

  /// The differences of two dumps' texts, or `nil` when either cannot be read as a dump.
  package init?(recorded: String, actual: String) {
    guard let old = RenderDump(parsing: recorded), let new = RenderDump(parsing: actual) else {
      return nil
    }
    self.init(recorded: old, actual: new)
  }

  /// The differences of two dumps, or `nil` when either is empty.
  ///
  /// When the actual dump names the user's views (``RenderTree/DumpOptions/viewNames``),
  /// messages name each node by the nearest of them: `ProfileCard › Button "Follow"`.
  package init?(recorded: RenderDump, actual: RenderDump) {
    guard let old = Self.root(recorded), let new = Self.root(actual) else { return nil }
    var found: [Finding] = []
    Self.compare(old, new, path: Ancestry(), into: &found)
    changes = Self.arranged(found)
  }

  /// The differences as lines: at most `limit`, then a count of the rest.
  package func lines(limit: Int = 20) -> [String] {
    var result = changes.prefix(limit).map { "• " + $0.message }
    if changes.count > limit { result.append("… and \(changes.count - limit) more differences") }
    return result
  }

  /// The root node of a dump, or `nil` for an empty dump.
  static func root(_ dump: RenderDump) -> Node? {
    dump.lines.isEmpty ? nil : Node(tree: Tree(dump), index: 0)
  }

  // MARK: Comparing

  /// One difference as found, before differences are ordered and folded.
  private struct Finding {
    enum Category: Int, Comparable {
      /// A changed parameter, text or style, an insertion or a removal: a cause.
      case cause
      /// A changed size, often the effect of a cause inside or beside the node.
      case resized
      /// A changed position: what followed.
      case moved

      static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
    }

    var category: Category
    var change: Change
    /// The node's line in the actual dump (its parent's, for a removal).
    var line: Int
    /// The line of the node's parent in the actual dump, if any.
    var parent: Int?
    /// The node's position among its parent's children in the actual dump.
    var position = 0
    var depth: Int
    /// How much the node grew, or how far it moved.
    var delta = CGSize.zero
    /// The node's name, and the nearest user view's, for folded messages.
    var name = ""
  }

  private static func compare(
    _ old: Node, _ new: Node, path: Ancestry, into found: inout [Finding]
  ) {
    // Depth first in the actual tree's order: a node's own changes, then each child's
    // (or its insertion or removal) in turn. A node that moved by the same amount as its
    // parent moved with it: only the parent's move is reported.
    enum Work {
      case compare(Node, Node, Ancestry, CGSize)
      case report(Finding)
    }
    var pending: [Work] = [.compare(old, new, path, .zero)]
    while let work = pending.popLast() {
      guard case .compare(let old, let new, let path, let parentShift) = work else {
        if case .report(let finding) = work { found.append(finding) }
        continue
      }
      let shift = Self.shift(old, new)
      describe(old, new, path: path, reportsMove: shift != parentShift, into: &found)
      let inside = path.appending(new)
      var children: [Work] = []
      for pair in match(old.children, new.children) {
        switch pair {
        case .both(let a, let b):
          children.append(.compare(a, b, inside, shift))
        case .removed(let a):
          children.append(
            .report(
              Finding(
                category: .cause,
                change: Change(
                  kind: .removed,
                  message:
                    "removed \(inside.owner(of: a))\(a.name) \(describeFrame(a.frame))\(placement(inside))",
                  recordedFrame: a.frame),
                line: new.index, parent: new.index, depth: inside.count)))
        case .inserted(let b, let index):
          children.append(
            .report(
              Finding(
                category: .cause,
                change: Change(
                  kind: .inserted,
                  message:
                    "inserted \(inside.owner(of: b))\(b.name) \(describeFrame(b.frame))\(placement(inside)) at index \(index)",
                  actualFrame: b.frame),
                line: b.index, parent: new.index, depth: inside.count)))
        }
      }
      pending += children.reversed()
    }
  }

  /// The findings in the order a reader wants them, folded and without repeats: causes
  /// (parameters, content, insertions, removals) in tree order; then sizes, the smallest
  /// node first, each with the chain of enclosing nodes that grew by the same amount
  /// folded into its line; then moves, siblings that moved by the same amount folded
  /// into the first one's line.
  private static func arranged(_ found: [Finding]) -> [Change] {
    let causes = found.filter { $0.category == .cause }
    let sizes = foldedResizes(found.filter { $0.category == .resized })
    let moves = foldedMoves(found.filter { $0.category == .moved })
    var result: [Change] = []
    var seen: [String: Int] = [:]
    var repeats: [Int] = []
    for change in (causes + sizes + moves).map(\.change) {
      if let first = seen[change.message] {
        repeats[first] += 1
        continue
      }
      seen[change.message] = result.count
      result.append(change)
      repeats.append(1)
    }
    for index in result.indices where repeats[index] > 1 {
      result[index].message += " (×\(repeats[index]))"
    }
    return result
  }

  /// Resizes with each chain of enclosing nodes resized by the same amount folded into the
  /// innermost node's line; the innermost (deepest) first.
  private static func foldedResizes(_ resizes: [Finding]) -> [Finding] {
    // A node whose child grew by the same amount is carried by that child's line (the
    // first such child, in tree order).
    var byLine: [Int: Int] = [:]
    for (index, finding) in resizes.enumerated() { byLine[finding.line] = index }
    var carriedBy: [Int: Int] = [:]
    for (index, finding) in resizes.enumerated() {
      guard let parent = finding.parent, let p = byLine[parent],
        resizes[p].delta == finding.delta, carriedBy[p] == nil
      else { continue }
      carriedBy[p] = index
    }
    var lines: [Finding] = []
    for (index, finding) in resizes.enumerated() where carriedBy[index] == nil {
      var line = finding
      // Climb the chain of enclosing nodes this line carries.
      var count = 0
      var top = finding
      var current = index
      while let parent = resizes[current].parent, let p = byLine[parent],
        carriedBy[p] == current
      {
        count += 1
        top = resizes[p]
        current = p
      }
      if count > 0 {
        line.change.message +=
          ", and \(count == 1 ? "its enclosing \(top.name)" : "\(count) enclosing nodes up to \(top.name)") by the same \(signed(finding.delta.width))×\(signed(finding.delta.height))"
      }
      lines.append(line)
    }
    return lines.enumerated().sorted {
      ($0.element.depth, -$0.offset) > ($1.element.depth, -$1.offset)
    }.map(\.element)
  }

  /// Moves with the following siblings that moved by the same amount folded into the
  /// first one's line.
  private static func foldedMoves(_ moves: [Finding]) -> [Finding] {
    var lines: [Finding] = []
    var counts: [Int] = []
    var chainEnd = -1
    for finding in moves {
      // Only the next sibling in the tree joins a line: one that did not move breaks it.
      if let last = lines.last, last.parent == finding.parent, last.delta == finding.delta,
        finding.position == chainEnd + 1
      {
        counts[counts.count - 1] += 1
        chainEnd = finding.position
        continue
      }
      lines.append(finding)
      counts.append(0)
      chainEnd = finding.position
    }
    for index in lines.indices where counts[index] > 0 {
      let count = counts[index]
      lines[index].change.message +=
        ", and \(count == 1 ? "the sibling" : "\(count) siblings") after it by the same"
    }
    return lines
  }

  private static func signed(_ value: CGFloat) -> String {
    (value >= 0 ? "+" : "−") + number(abs(value))
  }

  private enum Pair {
    case both(Node, Node)
    case removed(Node)
    case inserted(Node, index: Int)
  }

  /// Matches children by identity, keeping order: the common first and last children, then
  /// a longest common subsequence of the identities in between, or, when that would need
  /// more than a million cells, the middle matched by position.
  private static func match(_ old: [Node], _ new: [Node]) -> [Pair] {
    let oldIDs = old.map(\.identity)
    let newIDs = new.map(\.identity)
    guard oldIDs != newIDs else { return zip(old, new).map { .both($0, $1) } }
    var prefix = 0
    while prefix < old.count, prefix < new.count, oldIDs[prefix] == newIDs[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      oldIDs[old.count - 1 - suffix] == newIDs[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleOld = Array(old[prefix..<(old.count - suffix)])
    let middleNew = Array(new[prefix..<(new.count - suffix)])
    var result = zip(old[..<prefix], new[..<prefix]).map { Pair.both($0, $1) }
    result += matchMiddle(middleOld, middleNew, offset: prefix)
    result += zip(old[(old.count - suffix)...], new[(new.count - suffix)...]).map {
      Pair.both($0, $1)
    }
    return result
  }

  private static func matchMiddle(_ old: [Node], _ new: [Node], offset: Int) -> [Pair] {
    let a = old.map(\.identity)
    let b = new.map(\.identity)
    guard (a.count + 1) * (b.count + 1) <= 1_000_000 else {
      var result = zip(old, new).map { Pair.both($0, $1) }
      result += old.dropFirst(new.count).map { Pair.removed($0) }
      result += new.indices.dropFirst(old.count).map { Pair.inserted(new[$0], index: offset + $0) }
      return result
    }
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Pair] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.both(old[i], new[j]))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
        result.append(.inserted(new[j], index: offset + j))
        j += 1
      } else {
        result.append(.removed(old[i]))
        i += 1
      }
    }
    return result
  }

  /// How far a node's origin moved.
  private static func shift(_ old: Node, _ new: Node) -> CGSize {
    guard let a = old.frame, let b = new.frame else { return .zero }
    return CGSize(width: b.minX - a.minX, height: b.minY - a.minY)
  }

  /// The changes of one matched node's own properties.
  private static func describe(
    _ old: Node, _ new: Node, path: Ancestry, reportsMove: Bool, into found: inout [Finding]
  ) {
    let owner = path.owner(of: new)
    let name = owner + new.shortName + placement(path)
    func finding(
      _ category: Finding.Category, _ change: Change, delta: CGSize = .zero
    )
      -> Finding
    {
      Finding(
        category: category, change: change, line: new.index,
        parent: new.tree.parents[new.index] < 0 ? nil : new.tree.parents[new.index],
        position: new.tree.positions[new.index], depth: path.count, delta: delta,
        name: new.shortName)
    }
    if let a = old.frame, let b = new.frame {
      var moves: [String] = []
      if a.minX != b.minX { moves.append("x \(number(a.minX)) → \(number(b.minX))") }
      if a.minY != b.minY { moves.append("y \(number(a.minY)) → \(number(b.minY))") }
      if reportsMove, !moves.isEmpty {
        found.append(
          finding(
            .moved,
            Change(
              kind: .moved,
              message: "\(name) moved \(moves.joined(separator: ", ")) (\(delta(a, b)))",
              recordedFrame: a, actualFrame: b),
            delta: CGSize(width: b.minX - a.minX, height: b.minY - a.minY)))
      }
      if a.size != b.size {
        found.append(
          finding(
            .resized,
            Change(
              kind: .resized,
              message:
                "\(name) resized \(number(a.width))×\(number(a.height)) → \(number(b.width))×\(number(b.height))",
              recordedFrame: a, actualFrame: b),
            delta: CGSize(width: b.width - a.width, height: b.height - a.height)))
      }
    }
    if old.label != new.label {
      found.append(
        finding(
          .cause,
          Change(
            kind: .changed, message: "\(name): \(new.labelChange(from: old))",
            recordedFrame: old.frame, actualFrame: new.frame)))
    }
    if old.text != new.text {
      found.append(
        finding(
          .cause,
          Change(
            kind: .changed,
            message:
              "\(owner)\(old.identity)\(placement(path)): text \(old.text ?? "none") → \(new.text ?? "none")",
            recordedFrame: old.frame, actualFrame: new.frame)))
    }
    if old.style != new.style {
      found.append(
        finding(
          .cause,
          Change(
            kind: .changed,
            message:
              "\(name): \(old.style.isEmpty ? "(nothing)" : old.style) → \(new.style.isEmpty ? "(nothing)" : new.style)",
            recordedFrame: old.frame, actualFrame: new.frame)))
    }
  }

  private static func delta(_ a: CGRect, _ b: CGRect) -> String {
    var parts: [String] = []
    let dx = b.minX - a.minX
    let dy = b.minY - a.minY
    if dx != 0 { parts.append("\(dx > 0 ? "right" : "left") \(number(abs(dx)))") }
    if dy != 0 { parts.append("\(dy > 0 ? "down" : "up") \(number(abs(dy)))") }
    return parts.joined(separator: ", ")
  }

  private static func number(_ value: CGFloat) -> String { NumberFormatting.decimal(value) }

  private static func describeFrame(_ frame: CGRect?) -> String {
    frame.map(RenderTree.describe) ?? ""
  }

  /// ` in HStack › …` for messages: the nearest ancestors, the host left out; nothing when
  /// a user view names the node instead.
  private static func placement(_ path: Ancestry) -> String {
    guard path.viewName == nil else { return "" }
    let count = path.count - 1
    guard count > 0 else { return "" }
    let names =
      count > 3
      ? [path.first?.identity ?? "", "…"] + path.recent.suffix(2).map(\.identity)
      : path.recent.suffix(count).map(\.identity)
    return " in " + names.joined(separator: " › ")
  }

  /// What messages show of a node's ancestors: how many there are, the first below the host,
  /// the nearest three, and the nearest user view's name; kept in constant space, so that a
  /// deep tree compares in linear time.
  struct Ancestry {
    var count = 0
    var first: Node?
    var recent: [Node] = []
    /// The name of the nearest enclosing user view, from the actual dump.
    var viewName: String?

    func appending(_ node: Node) -> Ancestry {
      var result = self
      result.count += 1
      if result.count == 2 { result.first = node }
      result.recent.append(node)
      if result.recent.count > 3 { result.recent.removeFirst() }
      if let name = node.line.viewName { result.viewName = name }
      return result
    }

    /// `ProfileCard › ` for a node inside (or made by) the user view `ProfileCard`; empty
    /// when no user view is known.
    func owner(of node: Node) -> String {
      guard let name = node.line.viewName ?? viewName else { return "" }
      return name + " › "
    }
  }
}
