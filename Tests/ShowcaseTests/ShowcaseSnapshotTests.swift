import Showcase
import Testing
import Widgets
import WidgetsTesting

/// Every Showcase screen on a small and a large iPhone, in light and dark mode, as render
/// trees and SVG, against the snapshots committed in `__Snapshots__/ShowcaseSnapshotTests`.
@MainActor
struct ShowcaseSnapshotTests {
  @Test(arguments: Showcase.screens.map(\.name))
  func screen(_ name: String) throws {
    ViewHost.printsDiagnostics = false
    let screen = try #require(Showcase.screens.first { $0.name == name })
    assertSnapshots(
      of: screen.makeView(), as: [.tree, .svg],
      matrix: SnapshotMatrix(devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark]),
      named: name)
  }
}
