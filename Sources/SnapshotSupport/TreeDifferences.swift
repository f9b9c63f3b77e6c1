import Foundation
import Widgets

/// The differences between two render-tree dumps (or accessibility dumps), node by node, in
/// words: what moved or resized and by how much, which text, colour or style changed, what
/// was inserted or removed.
///
/// Dumps are parsed back into nodes (kind, parameters, identity, frame, what they draw).
/// Children are matched under matched parents by identity, that is kind plus `[key]` and
/// `#identifier`, in order, so that inserting a row reports one insertion rather than every
/// row after it changing.
package struct TreeDifferences {
  /// One node of a parsed dump.
  struct Node {
    /// Everything before the frame: kind, parameters, key, identifier.
    var label: String
    var frame: CGRect?
    /// Everything after the frame: what the node draws, effects, accessibility.
    var tail: String
    var children: [Node] = []

    var kind: String { String(label.prefix { $0 != " " }) }

    /// Kind, `[key]` and `#identifier`: what identifies the node among its siblings.
    var identity: String {
      let marks = TreeDifferences.words(label).dropFirst().filter {
        $0.hasPrefix("[") || $0.hasPrefix("#")
      }
      return ([kind] + marks).joined(separator: " ")
    }

    /// The node's quoted text, if its tail starts with one.
    var text: String? { TreeDifferences.leadingQuoted(tail)?.quoted }

    /// The tail without the leading quoted text.
    var style: String { TreeDifferences.leadingQuoted(tail)?.rest ?? tail }

    /// How an inserted or removed node is named in messages: `Text "Inbox"`,
    /// `Button #save`, `padding 16`.
    var name: String {
      if let text { return "\(identity) \(text)" }
      return identity == kind ? label : identity
    }

    /// How a changed node is named: its identity and text, without parameters (which the
    /// message may be about).
    var shortName: String {
      if let text { return "\(identity) \(text)" }
      return identity
    }

    /// The label after the kind, or `(none)`.
    var parameters: String {
      let rest = label.dropFirst(kind.count).trimmingCharacters(in: .whitespaces)
      return rest.isEmpty ? "(none)" : rest
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

  /// The differences of two dumps, or `nil` when either cannot be parsed as a tree.
  package init?(recorded: String, actual: String) {
    guard let old = Self.parse(recorded), let new = Self.parse(actual) else { return nil }
    var changes: [Change] = []
    Self.compare(old, new, path: [], into: &changes)
    self.changes = changes
  }

  /// The differences as lines: at most `limit`, then a count of the rest.
  package func lines(limit: Int = 20) -> [String] {
    var result = changes.prefix(limit).map { "• " + $0.message }
    if changes.count > limit { result.append("… and \(changes.count - limit) more differences") }
    return result
  }

  // MARK: Parsing

  /// The nodes of a dump whose lines use the dump's box-drawing guides, or `nil`.
  static func parse(_ dump: String) -> Node? {
    var stack: [(depth: Int, node: Node)] = []
    var root: Node?
    func close(to depth: Int) {
      while let last = stack.last, last.depth >= depth {
        stack.removeLast()
        if stack.isEmpty {
          root = last.node
        } else {
          stack[stack.count - 1].node.children.append(last.node)
        }
      }
    }
    for line in UnifiedDiff.lines(dump) where !line.isEmpty {
      guard let (depth, body) = indentation(line) else { return nil }
      guard depth == 0 ? stack.isEmpty && root == nil : depth <= stack.count else { return nil }
      close(to: depth)
      stack.append((depth, node(body)))
    }
    close(to: 0)
    return root
  }

  /// The depth of a line (each level is three columns of guides) and the text after them.
  private static func indentation(_ line: String) -> (Int, String)? {
    let characters = Array(line)
    var index = 0
    while index + 3 <= characters.count {
      let step = String(characters[index..<(index + 3)])
      guard ["│  ", "   ", "├─ ", "└─ "].contains(step) else { break }
      index += 3
      if step == "├─ " || step == "└─ " { break }
    }
    return (index / 3, String(characters[index...]))
  }

  /// The index just past the quoted string (`"…"` with `\"` escapes) that opens at
  /// `start`, or `nil` when it is not closed: the one place the parser knows how dumps
  /// quote text.
  static func endOfQuoted(_ characters: [Character], from start: Int) -> Int? {
    var escaped = false
    for index in (start + 1)..<max(start + 1, characters.count) {
      if escaped {
        escaped = false
      } else if characters[index] == "\\" {
        escaped = true
      } else if characters[index] == "\"" {
        return index + 1
      }
    }
    return nil
  }

  /// Which characters lie inside quoted strings, the quotes included.
  static func quotedMask(_ characters: [Character]) -> [Bool] {
    var mask = [Bool](repeating: false, count: characters.count)
    var index = 0
    while index < characters.count {
      guard characters[index] == "\"" else {
        index += 1
        continue
      }
      let end = endOfQuoted(characters, from: index) ?? characters.count
      for inside in index..<end { mask[inside] = true }
      index = end
    }
    return mask
  }

  /// Splits a line into label, frame and tail at the first frame, `(x, y, width, height)`,
  /// outside quotes.
  private static func node(_ body: String) -> Node {
    let characters = Array(body)
    let quoted = quotedMask(characters)
    for index in characters.indices where characters[index] == "(" && !quoted[index] {
      guard let (frame, end) = frame(in: characters, at: index) else { continue }
      let label = String(characters[..<index]).trimmingCharacters(in: .whitespaces)
      let tail = String(characters[end...]).trimmingCharacters(in: .whitespaces)
      return Node(label: label, frame: frame, tail: tail)
    }
    return Node(label: body, frame: nil, tail: "")
  }

  /// The frame written at `start` (an opening parenthesis) and the index after it.
  private static func frame(in characters: [Character], at start: Int) -> (CGRect, Int)? {
    guard let close = characters[start...].firstIndex(of: ")") else { return nil }
    let numbers = String(characters[(start + 1)..<close]).components(separatedBy: ", ")
      .map { Double($0) }
    guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else { return nil }
    let values = numbers.compactMap { $0 }
    return (CGRect(x: values[0], y: values[1], width: values[2], height: values[3]), close + 1)
  }

  /// The words of a label, split at spaces outside quotes and brackets: `["Buy milk"]` and
  /// `#"two words"` stay whole.
  static func words(_ label: String) -> [String] {
    let characters = Array(label)
    let quoted = quotedMask(characters)
    var words: [String] = []
    var current = ""
    var brackets = 0
    for (index, character) in characters.enumerated() {
      if !quoted[index] {
        if character == "[" || character == "(" { brackets += 1 }
        if character == "]" || character == ")" { brackets = max(0, brackets - 1) }
        if character == " ", brackets == 0 {
          if !current.isEmpty { words.append(current) }
          current = ""
          continue
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A leading `"…"` (with `\"` escapes) and the rest, or `nil`.
  static func leadingQuoted(_ text: String) -> (quoted: String, rest: String)? {
    let characters = Array(text)
    guard characters.first == "\"", let end = endOfQuoted(characters, from: 0) else {
      return nil
    }
    return (
      String(characters[..<end]),
      String(characters[end...]).trimmingCharacters(in: .whitespaces)
    )
  }

  // MARK: Comparing

  private static func compare(
    _ old: Node, _ new: Node, path: [Node], into changes: inout [Change]
  ) {
    // Depth first in the actual tree's order: a node's own changes, then each child's
    // (or its insertion or removal) in turn. A node that moved by the same amount as its
    // parent moved with it: only the parent's move is reported.
    enum Work {
      case compare(Node, Node, [Node], CGSize)
      case report(Change)
    }
    var pending: [Work] = [.compare(old, new, path, .zero)]
    while let work = pending.popLast() {
      guard case .compare(let old, let new, let path, let parentShift) = work else {
        if case .report(let change) = work { changes.append(change) }
        continue
      }
      let shift = Self.shift(old, new)
      describe(old, new, path: path, reportsMove: shift != parentShift, into: &changes)
      let inside = path + [new]
      var children: [Work] = []
      for pair in match(old.children, new.children) {
        switch pair {
        case .both(let a, let b):
          children.append(.compare(a, b, inside, shift))
        case .removed(let a):
          children.append(
            .report(
              Change(
                kind: .removed,
                message: "removed \(a.name) \(describeFrame(a.frame))\(placement(inside))",
                recordedFrame: a.frame)))
        case .inserted(let b, let index):
          children.append(
            .report(
              Change(
                kind: .inserted,
                message:
                  "inserted \(b.name) \(describeFrame(b.frame))\(placement(inside)) at index \(index)",
                actualFrame: b.frame)))
        }
      }
      pending += children.reversed()
    }
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
    _ old: Node, _ new: Node, path: [Node], reportsMove: Bool, into changes: inout [Change]
  ) {
    let name = new.shortName + placement(path)
    if let a = old.frame, let b = new.frame {
      var moves: [String] = []
      if a.minX != b.minX { moves.append("x \(number(a.minX)) → \(number(b.minX))") }
      if a.minY != b.minY { moves.append("y \(number(a.minY)) → \(number(b.minY))") }
      if reportsMove, !moves.isEmpty {
        changes.append(
          Change(
            kind: .moved,
            message: "\(name) moved \(moves.joined(separator: ", ")) (\(delta(a, b)))",
            recordedFrame: a, actualFrame: b))
      }
      if a.size != b.size {
        changes.append(
          Change(
            kind: .resized,
            message:
              "\(name) resized \(number(a.width))×\(number(a.height)) → \(number(b.width))×\(number(b.height))",
            recordedFrame: a, actualFrame: b))
      }
    }
    if old.label != new.label {
      changes.append(
        Change(
          kind: .changed, message: "\(name): \(old.parameters) → \(new.parameters)",
          recordedFrame: old.frame, actualFrame: new.frame))
    }
    if old.text != new.text {
      changes.append(
        Change(
          kind: .changed,
          message:
            "\(old.identity)\(placement(path)): text \(old.text ?? "none") → \(new.text ?? "none")",
          recordedFrame: old.frame, actualFrame: new.frame))
    }
    if old.style != new.style {
      changes.append(
        Change(
          kind: .changed,
          message:
            "\(name): \(old.style.isEmpty ? "(nothing)" : old.style) → \(new.style.isEmpty ? "(nothing)" : new.style)",
          recordedFrame: old.frame, actualFrame: new.frame))
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

  /// ` in HStack › …` for messages: the nearest ancestors, the host left out.
  private static func placement(_ path: [Node]) -> String {
    let names = path.dropFirst().map { $0.identity }
    guard !names.isEmpty else { return "" }
    let shown = names.count > 3 ? [names[0], "…"] + names.suffix(2) : names
    return " in " + shown.joined(separator: " › ")
  }
}
