import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// The assertion's behaviour: recording, comparing, record modes, names, messages.
@MainActor
struct AssertionTests {
  // A missing snapshot is recorded, and the test still fails, saying so.
  @Test func missingSnapshotIsRecordedAndFails() throws {
    let sandbox = Sandbox()
    let messages = run(Box(), in: sandbox)
    #expect(
      messages == [
        "Snapshot badge.tree (fixed 200×100 pt @2x) was missing; recorded it at <sandbox>/snapshots/AssertionTests/badge.tree. Run the test again to compare against it."
      ])
    let recorded = try #require(sandbox.contents("badge.tree"))
    #expect(recorded == Box().hostTree(width: 200, height: 100))
    // The next run compares against it and passes.
    #expect(run(Box(), in: sandbox).isEmpty)
  }

  // With CI set, the default mode is `never`: a missing snapshot fails and nothing is
  // written.
  @Test func onCIAMissingSnapshotFailsWithoutWriting() {
    let sandbox = Sandbox()
    let messages = run(Box(), in: sandbox, environment: ["CI": "true"])
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "Snapshot badge.tree (fixed 200×100 pt @2x) has no recording at <sandbox>/snapshots/AssertionTests/badge.tree, and the record mode is never (the default when CI is set). Nothing was written."
      ) == true)
    #expect(sandbox.contents("badge.tree") == nil)
    // GALLEY_RECORD wins over CI.
    #expect(
      run(Box(), in: sandbox, environment: ["CI": "1", "GALLEY_RECORD": "missing"]).count == 1)
    #expect(sandbox.contents("badge.tree") != nil)
  }

  // `failed` records the new output over a mismatch (and fails); `missing` leaves it alone.
  @Test func failedModeRecordsAgain() {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox)
    let original = sandbox.contents("badge.tree")
    #expect(run(Box(leading: 12), in: sandbox).count == 1)
    #expect(sandbox.contents("badge.tree") == original)
    // Re-recording says what changed, as a failure would: the differences in words, then
    // the diff (leading padding 10 → 12 moves the centred box right by 1).
    let messages = run(Box(leading: 12), in: sandbox, record: .failed)
    #expect(
      messages == [
        """
        Snapshot badge.tree (fixed 200×100 pt @2x) did not match; recorded the new output at <sandbox>/snapshots/AssertionTests/badge.tree (record mode failed).

        Render-tree differences:
        • Box › Color #box: padding leading: 10 → 12
        • Box › Color #box moved x 85 → 86 (right 1)

        Diff:
        --- recorded
        +++ actual
        @@ -1,2 +1,2 @@
         Host (0, 0, 200, 100)
        -└─ padding leading: 10 › frame width: 40, height: 20 › Color #box (85, 40, 40, 20) fill #ff3b30
        +└─ padding leading: 12 › frame width: 40, height: 20 › Color #box (86, 40, 40, 20) fill #ff3b30
        """
      ])
    #expect(sandbox.contents("badge.tree") == Box(leading: 12).hostTree(width: 200, height: 100))
    #expect(run(Box(leading: 12), in: sandbox).isEmpty)
  }

  // `all` records even a match, and fails; `never` never writes.
  @Test func allAndNeverModes() {
    let sandbox = Sandbox()
    #expect(run(Box(), in: sandbox, record: .never).count == 1)
    #expect(sandbox.contents("badge.tree") == nil)
    _ = run(Box(), in: sandbox)
    let messages = run(Box(), in: sandbox, record: .all)
    #expect(
      messages == [
        "Snapshot badge.tree (fixed 200×100 pt @2x) was recorded again at <sandbox>/snapshots/AssertionTests/badge.tree (record mode all); it had not changed."
      ])
  }

  // The mode comes from the call, then the scope, then GALLEY_RECORD, then CI.
  @Test func recordModePrecedence() throws {
    #expect(try SnapshotConfiguration.recordMode(explicit: nil, environment: [:]) == .missing)
    #expect(
      try SnapshotConfiguration.recordMode(explicit: nil, environment: ["CI": "true"]) == .never)
    #expect(
      try SnapshotConfiguration.recordMode(explicit: nil, environment: ["CI": "false"]) == .missing)
    #expect(
      try SnapshotConfiguration.recordMode(
        explicit: nil, environment: ["CI": "1", "GALLEY_RECORD": "failed"]) == .failed)
    let (scoped, explicit) = withSnapshotTesting(record: .all) {
      (
        try? SnapshotConfiguration.recordMode(
          explicit: nil, environment: ["GALLEY_RECORD": "never"]),
        try? SnapshotConfiguration.recordMode(explicit: .never, environment: [:])
      )
    }
    #expect(scoped == .all)
    #expect(explicit == .never)
    #expect(throws: SnapshotError.self) {
      try SnapshotConfiguration.recordMode(explicit: nil, environment: ["GALLEY_RECORD": "yes"])
    }
  }

  // A one-point move is named: which node, which coordinate, from where to where.
  @Test func aOnePointMoveIsDescribed() {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox)
    let message = run(Box(leading: 11), in: sandbox).first ?? ""
    // The box moved right by half a point (the padding grew on its left and the whole
    // is centred again), once: the padding and frame fold into its node.
    #expect(message.contains("• Box › Color #box moved x 85 → 85.5 (right 0.5)\n"))
    #expect(message.components(separatedBy: "moved").count == 2)
  }
}

extension View {
  /// The render-tree dump of the view in a `width` × `height` host at scale 2.
  @MainActor
  func hostTree(width: CGFloat, height: CGFloat) -> String {
    ViewHost(self, size: CGSize(width: width, height: height)).renderTree.dump()
  }
}
