import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// A matrix over hosts that a test builds and drives: the state after a tap, on every
/// device and colour scheme.
@MainActor
struct MatrixHostTests {
  /// Runs `body` with snapshots and artifacts in `sandbox`, and returns the failures.
  func capturing(in sandbox: Sandbox, _ body: () throws -> Void) rethrows -> [String] {
    let capture = TestFrameworks.Capture()
    try TestFrameworks.$capture.withValue(capture) {
      try SnapshotConfiguration.$current.withValue(
        SnapshotConfiguration(environment: sandbox.environment()), operation: body)
    }
    return capture.messages.map(sandbox.redacted)
  }

  // Each configuration's host is tapped before its snapshot: every file shows "On", on the
  // configuration's device, in its colour scheme (the system blue is #0a84ff in dark).
  @Test func eachConfigurationIsDrivenBeforeItsSnapshot() throws {
    let sandbox = Sandbox()
    var built: [String] = []
    let messages = try capturing(in: sandbox) {
      try assertSnapshots(
        matrix: SnapshotMatrix(devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark]),
        testName: "tapped()"
      ) { configuration in
        built.append(configuration.name)
        let host = configuration.host(OnOffButton())
        try host.tap("Switch")
        return host
      }
    }
    #expect(built == ["iPhoneSE", "iPhoneSE.dark", "iPhone16", "iPhone16.dark"])
    #expect(messages.count == 4)
    #expect(
      messages.first?.hasPrefix(
        "Snapshot MatrixHostTests.tapped.iPhoneSE.tree (iPhoneSE (375×667 pt @2x)) was missing")
        == true)
    let folder = sandbox.snapshots.appendingPathComponent("MatrixHostTests")
    let dark = try String(
      contentsOf: folder.appendingPathComponent("MatrixHostTests.tapped.iPhone16.dark.tree"),
      encoding: .utf8)
    #expect(dark.hasPrefix("Host (0, 0, 393, 852)"))
    #expect(dark.contains("\"On\" body #0a84ff"))
    let light = try String(
      contentsOf: folder.appendingPathComponent("MatrixHostTests.tapped.iPhoneSE.tree"),
      encoding: .utf8)
    #expect(light.hasPrefix("Host (0, 0, 375, 667)"))
    #expect(light.contains("\"On\" body #007aff"))
  }

  // An error thrown while driving a host ends the assertion and reaches the test.
  @Test func anErrorWhileDrivingIsRethrown() {
    let sandbox = Sandbox()
    #expect(throws: ViewHostError.self) {
      _ = try capturing(in: sandbox) {
        try assertSnapshots(matrix: SnapshotMatrix(), testName: "missing()") { configuration in
          let host = configuration.host(OnOffButton())
          try host.tap("No such button")
          return host
        }
      }
    }
    #expect(!FileManager.default.fileExists(atPath: sandbox.snapshots.path))
  }
}
