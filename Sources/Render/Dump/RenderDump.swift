import Foundation

/// A render tree as its dump shows it: one line per node, depth first, each split into the
/// parts the dump writes.
///
/// This is the one owner of the dump format. ``RenderTree/dump(options:)`` makes a dump from
/// a tree and writes its ``text``; ``init(parsing:)`` reads a text back; snapshot
/// differences (``TreeDifferences``) compare two dumps. Parsing what was written gives the
/// same dump: `RenderDump(parsing: RenderDump(tree).text) == RenderDump(tree)`.
///
/// Lines are kept flat, in depth-first order with their levels, rather than as nested
/// values, so that a dump of any depth is built, compared and released without recursion.
package struct RenderDump: Equatable, Sendable {
  /// One node's line.
  package struct Line: Equatable, Sendable {
    /// The node's level: 0 for the root, 1 for its children, and so on.
    package var level: Int
    /// The name of the user's view whose body made the node, written `‹ProfileCard›` before
    /// the role when the dump asks for ``RenderTree/DumpOptions/viewNames``.
    package var viewName: String?
    /// Everything before the frame: the layout modifiers folded into the node, the role and
    /// their parameters (`padding 14 › HStack spacing: 14`), `[key]`, `#identifier` and `id=…`.
    package var label: String
    /// The frame as written (in canvas coordinates unless the dump asked for relative ones),
    /// each number rounded as the dump rounds it; `nil` for a line without one.
    package var frame: CGRect?
    /// Everything after the frame: what the node draws, its effects, its accessibility and its
    /// gestures.
    package var tail: String

    /// Creates a line.
    package init(
      level: Int, viewName: String? = nil, label: String, frame: CGRect?, tail: String = ""
    ) {
      self.level = level
      self.viewName = viewName
      self.label = label
      self.frame = frame
      self.tail = tail
    }

    /// The line without its guides: `padding 16 (63.5, 24, 73, 52)`.
    package var body: String {
      var parts: [String] = []
      if let viewName { parts.append("‹" + viewName + "›") }
      parts.append(label)
      if let frame { parts.append(RenderTree.describe(frame)) }
      if !tail.isEmpty { parts.append(tail) }
      return parts.joined(separator: " ")
    }
  }

  /// The lines, depth first, each parent before its children.
  package var lines: [Line]

  /// A dump of the given lines.
  package init(lines: [Line]) {
    self.lines = lines
  }

  /// The dump of `tree`, with what `options` asks for.
  ///
  /// - Complexity: O(n) in the number of nodes.
  package init(_ tree: RenderTree, options: RenderTree.DumpOptions = []) {
    var lines: [Line] = []
    lines.reserveCapacity(tree.root.subtreeCount)
    tree.root.walk(state: ()) { node, frame, level, _ in
      let shown = options.contains(.relativeFrames) ? node.frame : frame
      lines.append(Self.line(node, frame: shown, level: level, options: options))
      return ()
    }
    self.lines = lines
  }

  /// The line of one node.
  private static func line(
    _ node: RenderNode, frame: CGRect, level: Int, options: RenderTree.DumpOptions
  ) -> Line {
    var label = ""
    for modifier in node.layoutModifiers { label += modifier.description + " › " }
    label += node.role.description
    if let key = node.key { label += " [" + RenderTree.escapeControlCharacters(key) + "]" }
    if let identifier = node.accessibility.identifier {
      label += " #" + RenderTree.quoteIfNeeded(identifier)
    }
    if options.contains(.ids) { label += " id=\(node.id)" }
    var tail: [String] = []
    if let content = node.content { tail.append(RenderTree.describe(content, role: node.role)) }
    tail += RenderTree.describe(node.effects)
    tail += RenderTree.describe(node.accessibility)
    tail += node.gestures.map(\.description)
    return Line(
      level: level, viewName: options.contains(.viewNames) ? node.viewName : nil, label: label,
      frame: rounded(frame), tail: tail.joined(separator: " "))
  }

  /// `rect` with each number as the dump writes it, so that a parsed frame equals it.
  private static func rounded(_ rect: CGRect) -> CGRect {
    func round(_ value: CGFloat) -> CGFloat {
      value.isFinite ? CGFloat(Double(NumberFormatting.decimal(value)) ?? Double(value)) : value
    }
    return CGRect(
      x: round(rect.minX), y: round(rect.minY), width: round(rect.width),
      height: round(rect.height))
  }

  /// The number of levels of guides the text draws before it stops indenting further.
  package static let maximumIndent = 64

  /// The dump as text: one line per node, children indented under their parent with
  /// box-drawing guides.
  ///
  /// Guides stop growing after ``maximumIndent`` levels, so that a very deep tree's text stays
  /// linear in size: deeper lines keep that indentation and say their level (`⋯65 └─ …`).
  package var text: String {
    let isLast = lastChildFlags()
    var output = ""
    // The guide each open ancestor draws on the lines below it: `│  ` while it has siblings
    // still to come, else blanks.
    var guides: [String] = []
    for (index, line) in lines.enumerated() {
      let level = line.level
      if level > 0 {
        let shown = min(level - 1, Self.maximumIndent - 1)
        if guides.count > shown { guides.removeLast(guides.count - shown) }
        output += guides.joined()
        if level > Self.maximumIndent { output += "⋯\(level) " }
        output += isLast[index] ? "└─ " : "├─ "
        if level <= Self.maximumIndent - 1, guides.count == level - 1 {
          guides.append(isLast[index] ? "   " : "│  ")
        }
      }
      output += line.body + "\n"
    }
    return output
  }

  /// For each line, whether it is the last child of its parent.
  private func lastChildFlags() -> [Bool] {
    var flags = [Bool](repeating: true, count: lines.count)
    // Scanning backwards, `siblingFollows[level]` says whether a later line at that level
    // shares the current parent.
    var siblingFollows: [Bool] = []
    for index in lines.indices.reversed() {
      let level = lines[index].level
      if siblingFollows.count > level + 1 {
        siblingFollows.removeLast(siblingFollows.count - level - 1)
      }
      while siblingFollows.count <= level { siblingFollows.append(false) }
      flags[index] = !siblingFollows[level]
      siblingFollows[level] = true
    }
    return flags
  }

  /// The indices of each line's children, in order.
  package func childIndices() -> [[Int]] {
    var children = [[Int]](repeating: [], count: lines.count)
    var open: [Int] = []
    for (index, line) in lines.enumerated() {
      if open.count > line.level { open.removeLast(open.count - line.level) }
      if let parent = open.last { children[parent].append(index) }
      open.append(index)
    }
    return children
  }
}
