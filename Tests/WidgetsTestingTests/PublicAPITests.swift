import Foundation
import Testing
import Widgets
import WidgetsTesting

/// The public API as users call it, against snapshots committed in `__Snapshots__`.
@MainActor
struct PublicAPITests {
  @Test func badge() {
    assertSnapshot(
      of: Badge(title: "New"), as: [.tree, .svg, .accessibility], layout: .sizeThatFits)
  }

  @Test func badgeOnDevices() {
    assertSnapshots(
      of: Badge(title: "Inbox"),
      matrix: SnapshotMatrix(devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark]))
  }

  // The matrix wrote one file per combination, named by device and non-default settings.
  @Test func matrixFilesAreNamedByConfiguration() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/PublicAPITests")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("PublicAPITests.badgeOnDevices.") }.sorted()
    #expect(
      names == [
        "PublicAPITests.badgeOnDevices.iPhone16.dark.tree",
        "PublicAPITests.badgeOnDevices.iPhone16.tree",
        "PublicAPITests.badgeOnDevices.iPhoneSE.dark.tree",
        "PublicAPITests.badgeOnDevices.iPhoneSE.tree",
      ])
  }

  // A host after an interaction.
  @Test func hostAfterATap() throws {
    let host = ViewHost(OnOffButton(), size: CGSize(width: 200, height: 100))
    try host.tap("Switch")
    assertSnapshot(of: host, named: "on")
  }
}

/// A button that switches a label.
struct OnOffButton: View {
  @State private var isOn = false

  var body: some View {
    Button(isOn ? "On" : "Off") { isOn.toggle() }
      .accessibilityIdentifier("Switch")
  }
}
