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

/// Every Showcase screen at rest and, for those that scroll, part way and fully scrolled, in
/// light and dark, at the default and an accessibility text size, on an iPhone 16, as render
/// trees.
@MainActor
struct ShowcaseScrollSnapshotTests {
  @Test(arguments: Showcase.screens.map(\.name))
  func scrolled(_ name: String) throws {
    ViewHost.printsDiagnostics = false
    let screen = try #require(Showcase.screens.first { $0.name == name })
    let matrix = SnapshotMatrix(
      devices: [.iPhone16], colorSchemes: [.light, .dark],
      dynamicTypeSizes: [.large, .accessibility3])
    for configuration in matrix.configurations {
      for scroll in [nil] + screen.scrolls.map(Optional.some) {
        let view = screen.makeView()
          .environment(\.dynamicTypeSize, configuration.dynamicTypeSize)
          .preferredColorScheme(configuration.colorScheme)
        let device = configuration.device
        let host = ViewHost(
          view, size: device.size, scale: device.scale, safeAreaInsets: device.safeAreaInsets)
        scroll?.apply(to: host)
        #expect(host.diagnostics.isEmpty, "\(name) \(configuration.name): \(host.diagnostics)")
        assertSnapshot(
          of: host, as: .tree,
          named: "\(name).\(scroll?.name ?? "rest").\(configuration.name)")
      }
    }
  }
}
