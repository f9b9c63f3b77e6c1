import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// Failure messages, in full, and the pieces they are made of.
@MainActor
struct MessageTests {
  // Moving the box by half a point: the differences in words first (the cause, then what
  // followed, each named by the user's view that made it), then the unified diff,
  // then where the actual output and the report are and how to accept it. The numbers:
  // leading padding 10 makes the padded box 50 wide, centred at x = 75, the box at 85;
  // padding 11 makes it 51 wide at 74.5, the box at 85.5. The padding and the frame draw
  // nothing and fold into the colour they size, so the cause is that node's folded padding.
  @Test func failureMessageFormat() {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox)
    let messages = run(Box(leading: 11), in: sandbox)
    #expect(
      messages == [
        """
        Snapshot badge.tree (fixed 200×100 pt @2x) does not match <sandbox>/snapshots/AssertionTests/badge.tree.

        Render-tree differences:
        • Box › Color #box: padding leading: 10 → 11
        • Box › Color #box moved x 85 → 85.5 (right 0.5)

        Diff:
        --- recorded
        +++ actual
        @@ -1,2 +1,2 @@
         Host (0, 0, 200, 100)
        -└─ padding leading: 10 › frame width: 40, height: 20 › Color #box (85, 40, 40, 20) fill #ff3b30
        +└─ padding leading: 11 › frame width: 40, height: 20 › Color #box (85.5, 40, 40, 20) fill #ff3b30

        Actual output: <sandbox>/artifacts/actual/WidgetsTestingTests/AssertionTests/badge.tree
        Report: <sandbox>/artifacts/index.html
        Accept the actual output: GALLEY_RECORD=failed swift test --filter badge
        """
      ])
    // The actual output is in the artifacts folder, and the report shows the failure.
    let actual = try? String(
      contentsOf: sandbox.artifacts.appendingPathComponent(
        "actual/WidgetsTestingTests/AssertionTests/badge.tree"),
      encoding: .utf8)
    #expect(actual == Box(leading: 11).hostTree(width: 200, height: 100))
    let report =
      (try? String(
        contentsOf: sandbox.artifacts.appendingPathComponent("index.html"), encoding: .utf8))
      ?? ""
    #expect(report.contains("<h2>WidgetsTestingTests/AssertionTests/badge.tree</h2>"))
    // The moved box is outlined in orange on the actual rendering, where it now is.
    #expect(
      report.contains(
        "<rect x=\"85.5\" y=\"40\" width=\"40\" height=\"20\" fill=\"none\" stroke=\"#ff9500\" stroke-width=\"2\"/>"
      ))
  }

  // Rows inserted, removed and changed are reported as such, with the text and colour
  // changes named, and the rows after an insertion are not reported as changed.
  @Test func treeDifferencesInWords() throws {
    let recorded = """
      Host (0, 0, 200, 100)
      └─ VStack (0, 0, 200, 60)
         ├─ Text (0, 0, 50, 20) "One" body #000000
         ├─ Text (0, 20, 50, 20) "Two" body #000000
         └─ Rectangle (0, 40, 200, 20) fill #ff3b30

      """
    let actual = """
      Host (0, 0, 200, 100)
      └─ VStack (0, 0, 200, 60)
         ├─ Text (0, 0, 50, 20) "One" body #000000
         ├─ Text (0, 20, 50, 20) "Zwei" body #000000
         ├─ Image (0, 40, 20, 20) symbol star
         └─ Rectangle (0, 60, 200, 20) fill #34c759

      """
    let differences = try #require(TreeDifferences(recorded: recorded, actual: actual))
    #expect(
      differences.lines() == [
        "• Text in VStack: text \"Two\" → \"Zwei\"",
        "• inserted Image (0, 40, 20, 20) in VStack at index 2",
        "• Rectangle in VStack: fill #ff3b30 → fill #34c759",
        "• Rectangle in VStack moved y 40 → 60 (down 20)",
      ])
    let removal = try #require(TreeDifferences(recorded: actual, actual: recorded))
    #expect(removal.lines().contains("• removed Image (0, 40, 20, 20) in VStack"))
  }

  // The unified diff shows trailing spaces and tabs, and cuts long diffs with a count.
  @Test func unifiedDiffShowsWhitespaceAndCuts() throws {
    let diff = try #require(UnifiedDiff.render(old: "a\nb \nc\n", new: "a\nb\t\nc"))
    #expect(
      diff == """
        --- recorded
        +++ actual
        @@ -1,3 +1,3 @@
         a
        -b·
        +b→
         c
        (the actual output has no newline at the end)
        """)
    let old = (0..<200).map { "line \($0)" }.joined(separator: "\n")
    let new = (0..<200).map { "line \($0 * 2)" }.joined(separator: "\n")
    let long = try #require(UnifiedDiff.render(old: old, new: new, maximumLines: 10))
    let lines = long.split(separator: "\n")
    #expect(lines.count == 13)
    #expect(lines.last?.hasPrefix("… ") == true)
    #expect(lines.last?.hasSuffix(" more diff lines not shown") == true)
  }

  // File names come from the test's name without its arguments and from `named:`, made safe.
  @Test func snapshotNames() {
    #expect(SnapshotFiles.baseName(test: "testInbox()", name: nil) == "testInbox")
    #expect(SnapshotFiles.baseName(test: "inbox(device:)", name: "dark") == "inbox.dark")
    #expect(SnapshotFiles.baseName(test: "inbox()", name: "a/b c") == "inbox.a-b-c")
    #expect(SnapshotFiles.baseName(test: "inbox()", name: "../x") == "inbox.-x")
  }

  // One name asserted from two places in a test is an error naming both; the same place
  // again with the same output (a repeated test) is fine; with other output, an error with
  // a hint.
  @Test func duplicateNamesAreErrors() {
    let sandbox = Sandbox()
    let registry = SnapshotRegistry()
    #expect(run(Box(), in: sandbox, registry: registry, line: 10).count == 1)  // recorded
    #expect(run(Box(), in: sandbox, registry: registry, line: 10).isEmpty)
    #expect(
      run(Box(), in: sandbox, registry: registry, line: 20) == [
        "The snapshot badge.tree of badge() without a name was already asserted at WidgetsTestingTests/AssertionTests.swift:10:5; give each assertion its own `named:`."
      ])
    #expect(
      run(Box(leading: 3), in: sandbox, registry: registry, line: 10) == [
        "The snapshot badge.tree of badge() without a name was asserted twice at WidgetsTestingTests/AssertionTests.swift:10:5 with different output. Give each run its own `named:` (in a loop, include the loop value)."
      ])
  }
}
