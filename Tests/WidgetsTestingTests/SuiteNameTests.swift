import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// Snapshot names start with the suite of a test declared in a type, so that two suites in
/// one file with a test of the same name get a file each; files recorded under the old name
/// are renamed when they match, and left with a diagnosis when they do not.
@MainActor
struct SuiteNameTests {
  // Swift Testing tells the assertion which types the running test is declared in.
  @Test func theRunningTestsSuiteIsItsTypes() {
    #expect(TestFrameworks.currentSuite == "SuiteNameTests")
  }

  struct Nested {
    @MainActor @Test func nestedSuitesAreJoinedByDots() {
      #expect(TestFrameworks.currentSuite == "SuiteNameTests.Nested")
    }
  }

  @Test func theSuiteStartsTheBaseName() {
    #expect(SnapshotFiles.baseName(suite: "A", test: "basic()", name: nil) == "A.basic")
    #expect(
      SnapshotFiles.baseName(suite: "Screens.Profile", test: "basic()", name: "dark")
        == "Screens.Profile.basic.dark")
    #expect(SnapshotFiles.baseName(suite: nil, test: "basic()", name: nil) == "basic")
  }

  // `struct A { @Test func basic() }` and `struct B { @Test func basic() }` in one file each
  // record their own file, and each then passes against its own.
  @Test func twoSuitesWithOneTestNameGetAFileEach() {
    let sandbox = Sandbox()
    let registry = SnapshotRegistry()
    _ = run(Box(leading: 10), in: sandbox, test: "basic()", suite: "A", registry: registry)
    _ = run(Box(leading: 20), in: sandbox, test: "basic()", suite: "B", registry: registry)
    #expect(sandbox.contents("A.basic.tree")?.contains("padding leading: 10") == true)
    #expect(sandbox.contents("B.basic.tree")?.contains("padding leading: 20") == true)
    #expect(sandbox.contents("basic.tree") == nil)
    #expect(run(Box(leading: 10), in: sandbox, test: "basic()", suite: "A").isEmpty)
    #expect(run(Box(leading: 20), in: sandbox, test: "basic()", suite: "B").isEmpty)
  }

  // A snapshot recorded before names had suites is renamed when it holds the actual
  // output, and the assertion passes.
  @Test func aMatchingOldFileIsRenamed() throws {
    let sandbox = Sandbox()
    _ = run(Box(), in: sandbox, test: "basic()")
    let recorded = try #require(sandbox.contents("basic.tree"))
    #expect(run(Box(), in: sandbox, test: "basic()", suite: "A").isEmpty)
    #expect(sandbox.contents("basic.tree") == nil)
    #expect(sandbox.contents("A.basic.tree") == recorded)
  }

  // With record mode never (CI), the old file is compared but not renamed.
  @Test func onCIAMatchingOldFilePassesUnrenamed() throws {
    let sandbox = Sandbox()
    _ = run(Box(), in: sandbox, test: "basic()")
    #expect(run(Box(), in: sandbox, record: .never, test: "basic()", suite: "A").isEmpty)
    #expect(sandbox.contents("basic.tree") != nil)
    #expect(sandbox.contents("A.basic.tree") == nil)
  }

  // An old file that holds other output is compared as the recording, so the failure shows
  // what changed and says where the recording came from; it is left alone, and recording
  // writes the new name.
  @Test func aDifferentOldFileIsComparedAndLeft() throws {
    let sandbox = Sandbox()
    _ = run(Box(leading: 10), in: sandbox, test: "basic()")
    let message = run(Box(leading: 20), in: sandbox, test: "basic()", suite: "B").first ?? ""
    #expect(
      message.hasPrefix(
        "Snapshot B.basic.tree (fixed 200×100 pt @2x) does not match <sandbox>/snapshots/AssertionTests/B.basic.tree."
      ))
    #expect(message.contains("• Box › Color #box: padding leading: 10 → 20"))
    #expect(
      message.contains(
        "The recording compared is basic.tree, made before snapshot names included the suite (if it belongs to another suite's test of the same name, record this one with GALLEY_RECORD=failed); it is left as it is."
      ))
    #expect(sandbox.contents("B.basic.tree") == nil)
    _ = run(Box(leading: 20), in: sandbox, record: .failed, test: "basic()", suite: "B")
    #expect(sandbox.contents("basic.tree")?.contains("padding leading: 10") == true)
    #expect(sandbox.contents("B.basic.tree")?.contains("padding leading: 20") == true)
  }
}
