import Foundation
import Testing

@testable import Render

/// The dump format has one owner: what ``RenderDump`` writes, it reads back.
struct RenderDumpTests {
  /// Random trees whose lines stress the parser: roles with parenthesised parameters, keys
  /// and texts holding frames, quotes, brackets and newlines, view names, deep chains.
  struct Builder {
    var random: SeededGenerator
    var nextID: UInt64 = 1

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    mutating func number() -> CGFloat {
      pick([0, 1, 0.5, 1 / 3, -12.25, 390, 1e6, 0.0004, 0.0005])
    }

    mutating func role() -> RenderRole {
      pick([
        RenderRole(.text), RenderRole(.color), RenderRole(.shape(name: "Capsule")),
        RenderRole(.stack(.horizontal, alignment: "top", spacing: 8)),
        RenderRole(.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
        RenderRole(.frame(width: 60, height: nil, alignment: "leading")),
        RenderRole(.offset(CGSize(width: 3, height: -4))),
        RenderRole(.position(CGPoint(x: 1, y: 2))),
        RenderRole(.shadow(radius: 2, x: 0, y: 1)), RenderRole(.layout(name: "Flow")),
        RenderRole(.spacer(minLength: nil)),
      ])
    }

    mutating func text() -> String {
      pick(["Inbox", "(1, 2, 3, 4)", "say \"hi\"", "two\nlines", "[x] y", "‹name›", "\\", " "])
    }

    mutating func node(depth: Int) -> RenderNode {
      let id = NodeID(rawValue: nextID)
      nextID += 1
      var accessibility = AccessibilityInfo()
      if int(0...4) == 0 { accessibility.identifier = text() }
      if int(0...4) == 0 { accessibility.label = text() }
      var effects = RenderEffects()
      if int(0...4) == 0 { effects.opacity = 0.5 }
      if int(0...4) == 0 { effects.offset = CGSize(width: number(), height: number()) }
      var content: RenderContent?
      if int(0...2) == 0 {
        content = RenderContent(
          .text(
            TextContent(
              lines: [.init(text: text(), x: 0, baseline: 16, width: 40)],
              font: ResolvedFont(size: 17, weight: 400), paint: .color(.black),
              isTruncated: false)))
      }
      var children: [RenderNode] = []
      if depth > 0 {
        for _ in 0..<int(0...3) { children.append(node(depth: depth - 1)) }
      }
      return RenderNode(
        id: id, role: role(), key: int(0...3) == 0 ? text() : nil,
        viewName: int(0...3) == 0 ? pick(["ProfileCard", "Row"]) : nil,
        frame: CGRect(x: number(), y: number(), width: number(), height: number()),
        content: content, effects: effects, accessibility: accessibility, children: children)
    }
  }

  @Test(arguments: 0..<40)
  func parsingADumpGivesTheDumpBack(seed: UInt64) throws {
    var builder = Builder(random: SeededGenerator(state: seed))
    let tree = RenderTree(
      root: builder.node(depth: 5), size: CGSize(width: 390, height: 844))
    for options: RenderTree.DumpOptions in [[], [.viewNames, .ids], [.relativeFrames]] {
      let dump = RenderDump(tree, options: options)
      #expect(dump.lines.count == tree.root.subtreeCount)
      let parsed = try #require(RenderDump(parsing: dump.text))
      #expect(parsed == dump)
      #expect(parsed.text == tree.dump(options: options))
    }
  }

  /// A chain deeper than the guides go: lines past level 64 carry their level, and read back
  /// at it.
  @Test func deepLinesReadBackAtTheirLevel() throws {
    var node = RenderNode(
      id: NodeID(rawValue: 1), role: RenderRole(.color),
      frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    for level in 2...70 {
      node = RenderNode(
        id: NodeID(rawValue: UInt64(level)), role: RenderRole(.layout(name: "L")),
        frame: .zero,
        children: [
          node,
          RenderNode(
            id: NodeID(rawValue: UInt64(1000 + level)), role: RenderRole(.text), frame: .zero),
        ])
    }
    let dump = RenderDump(RenderTree(root: node, size: .zero))
    let parsed = try #require(RenderDump(parsing: dump.text))
    #expect(parsed == dump)
    #expect(parsed.lines.map(\.level).max() == 69)
  }

  /// The text of a small tree, written out by hand: view names before the role, keys in
  /// brackets with control characters escaped, a quoted identifier, canvas frames, guides.
  @Test func textOfASmallTree() {
    let text = RenderNode(
      id: NodeID(rawValue: 3), role: RenderRole(.text), key: "a\nb",
      frame: CGRect(x: 4, y: 5, width: 30, height: 20))
    let color = RenderNode(
      id: NodeID(rawValue: 4), role: RenderRole(.color),
      frame: CGRect(x: 0, y: 30, width: 10, height: 10))
    var accessibility = AccessibilityInfo()
    accessibility.identifier = "two words"
    let stack = RenderNode(
      id: NodeID(rawValue: 2), role: RenderRole(.stack(.vertical, alignment: nil, spacing: nil)),
      viewName: "ProfileCard", frame: CGRect(x: 10, y: 10, width: 40, height: 40),
      accessibility: accessibility, children: [text, color])
    let root = RenderNode(
      id: .root, role: .host, frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      children: [stack])
    let tree = RenderTree(root: root, size: CGSize(width: 100, height: 100))
    #expect(
      tree.dump(options: .viewNames) == """
        Host (0, 0, 100, 100)
        └─ ‹ProfileCard› VStack #"two words" (10, 10, 40, 40)
           ├─ Text [a\\nb] (14, 15, 30, 20)
           └─ Color (10, 40, 10, 10)

        """)
    // Without the option, names stay out of the text (and out of recorded snapshots).
    #expect(!tree.dump().contains("ProfileCard"))
    #expect(RenderDump(tree).childIndices() == [[1], [2, 3], [], []])
  }

  /// C1 controls (U+0085 is a line break to some readers, U+009B starts a terminal escape)
  /// and the Unicode line separators are escaped like C0 ones, in dumps and diagnostics.
  @Test func c1ControlsAreEscaped() {
    let node = RenderNode(
      id: NodeID(rawValue: 3), role: RenderRole(.text), key: "a\u{85}b\u{9B}c\u{2028}d\u{7F}",
      frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let root = RenderNode(
      id: .root, role: .host, frame: CGRect(x: 0, y: 0, width: 10, height: 10), children: [node])
    #expect(
      RenderTree(root: root, size: CGSize(width: 10, height: 10)).dump() == """
        Host (0, 0, 10, 10)
        └─ Text [a\\u{85}b\\u{9b}c\\u{2028}d\\u{7f}] (0, 0, 10, 10)

        """)
    let diagnostic = Diagnostic(.misuse, "id \"\u{9B}31m\u{85}x\"", view: "V\u{85}")
    #expect(
      diagnostic.description == #"warning: [misuse] id "\u{9b}31m\u{85}x" (in V\u{85})"#)
  }

  @Test func textThatIsNotADumpIsRefused() {
    #expect(RenderDump(parsing: "A (0, 0, 1, 1)\nB (0, 0, 1, 1)\n") == nil)  // two roots
    #expect(RenderDump(parsing: "A (0, 0, 1, 1)\n   └─ B (0, 0, 1, 1)\n") == nil)  // skips a level
    #expect(RenderDump(parsing: "A (0, 0, 1, 1)\n   B (0, 0, 1, 1)\n") == nil)  // no branch
    #expect(RenderDump(parsing: "")?.lines == [])
  }

  @Test func aLineWithoutAFrameKeepsItsWholeText() throws {
    let dump = try #require(RenderDump(parsing: "Screen\n└─ text \"(1, 2)\" (0, 0, 5, 5) x\n"))
    #expect(dump.lines[0] == RenderDump.Line(level: 0, label: "Screen", frame: nil))
    #expect(
      dump.lines[1]
        == RenderDump.Line(
          level: 1, label: "text \"(1, 2)\"", frame: CGRect(x: 0, y: 0, width: 5, height: 5),
          tail: "x"))
  }
}
