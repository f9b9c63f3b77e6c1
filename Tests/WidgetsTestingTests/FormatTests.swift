import Backends
import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// What each format records.
@MainActor
struct FormatTests {
  // In a 200 × 100 canvas the 100-point-wide column is centred at x = 50; it is
  // 20 + 30 + 10 = 60 high (the hidden dot still takes its place) at y = 20. The header and
  // the button are one element each, labelled by their texts; the hidden dot is left out;
  // the identifier set around the button's frame goes to the one element inside, the button
  // itself: "Go" is 22.877 × 20.287 (HarfBuzz, Inter 17), centred in 100 × 30 at y = 40, so
  // at (88.56, 44.86), which rounds to (88.5, 45, 23, 20).
  @Test func accessibilityTree() {
    let view = VStack(spacing: 0) {
      Text("Title").frame(width: 100, height: 20).accessibilityAddTraits(.isHeader)
      Button("Go") {}.frame(width: 100, height: 30).accessibilityIdentifier("go")
      Color.red.frame(width: 10, height: 10).accessibilityHidden(true)
    }
    let tree = ViewHost(view, size: CGSize(width: 200, height: 100)).renderTree
    #expect(
      AccessibilityDump.render(tree) == """
        Screen (0, 0, 200, 100)
        ├─ heading "Title" (50, 20, 100, 20)
        └─ button "Go" #go (88.5, 45, 23, 20)

        """)
  }

  // The formats are the backends' outputs: the tree dump, the text canvas, the SVG.
  @Test func formatsAreTheBackendsOutputs() {
    let tree = ViewHost(Box(), size: CGSize(width: 200, height: 100)).renderTree
    #expect(SnapshotFormat.tree.render(tree) == tree.dump())
    #expect(SnapshotFormat.text.render(tree) == TextBackend().render(tree))
    #expect(SnapshotFormat.svg.render(tree) == SVGBackend().render(tree))
    #expect(SnapshotStrategy([.tree, .svg, .tree]).formats == [.tree, .svg])
  }

  // Several formats at once: one file each, under one name.
  @Test func severalFormatsAtOnce() {
    let sandbox = Sandbox()
    let messages = run(Box(), in: sandbox, as: [.tree, .svg, .text, .accessibility])
    #expect(messages.count == 4)
    for name in ["badge.tree", "badge.svg", "badge.txt", "badge.accessibility"] {
      #expect(sandbox.contents(name) != nil)
    }
  }

  // Layouts: a device's screen and scale, a fixed canvas, the view's ideal size (rounded
  // up to the pixel grid: a 40 × 20 box with 10 leading padding is 50 × 20).
  @Test func layouts() {
    let device = SnapshotLayout.device(.iPhoneSE).host(Box())
    #expect(device.size == CGSize(width: 375, height: 667))
    #expect(device.scale == 2)
    #expect(SnapshotLayout.device(.iPhone16).host(Box()).scale == 3)
    #expect(
      SnapshotLayout.fixed(width: 120, height: 80).host(Box()).size
        == CGSize(width: 120, height: 80))
    let fits = SnapshotLayout.sizeThatFits.host(Box())
    #expect(fits.size == CGSize(width: 50, height: 20))
    #expect(fits.frame(of: "box") == CGRect(x: 10, y: 0, width: 40, height: 20))
    #expect(SnapshotLayout.device(.iPad11).summary == "iPad11 (820×1180 pt @2x)")
    #expect(SnapshotLayout.sizeThatFits.summary == "size that fits @2x")
  }

  // Matrix configurations are named by device and by the settings that are not defaults.
  @Test func matrixNames() {
    let matrix = SnapshotMatrix(
      devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark],
      dynamicTypeSizes: [.large, .accessibility3], layoutDirections: [.leftToRight, .rightToLeft],
      reduceMotion: [false, true])
    let names = matrix.configurations.map(\.name)
    #expect(names.count == 32)
    #expect(
      names.prefix(4) == [
        "iPhoneSE", "iPhoneSE.reduceMotion", "iPhoneSE.rtl", "iPhoneSE.rtl.reduceMotion",
      ])
    #expect(names.last == "iPhone16.dark.accessibility3.rtl.reduceMotion")
    #expect(Set(names).count == 32)
  }
}
