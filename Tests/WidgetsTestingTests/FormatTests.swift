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

  // The accessibility vocabulary in a 200 × 200 canvas: seven 100 × 20 rows in a column
  // centred at x = 50, from y = (200 − 140) / 2 = 30. An adjustable element with a value
  // and a hint; children combined into one element, or ignored under a label of its own; a
  // disabled button read "dimmed"; a symbol read by its spoken name ("plus" is "Add"); a
  // custom action; a container listing its two 10-point children as a group.
  @Test func accessibilityVocabulary() {
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 20)
        .accessibilityLabel("Volume").accessibilityValue("50%")
        .accessibilityHint("Swipe up or down").accessibilityAdjustableAction { _ in }
      HStack(spacing: 0) {
        Text("Ana").frame(width: 50, height: 20)
        Text("online").frame(width: 50, height: 20)
      }
      .accessibilityElement(children: .combine)
      Color.blue.frame(width: 100, height: 20).overlay(Text("x"))
        .accessibilityElement().accessibilityLabel("Card")
      Button {
      } label: {
        Text("Go").frame(width: 100, height: 20)
      }
      .disabled(true)
      Image(systemName: "plus").resizable().frame(width: 100, height: 20)
      Color.green.frame(width: 100, height: 20).accessibilityLabel("Row")
        .accessibilityAction(named: "Archive") {}
      VStack(spacing: 0) {
        Color.gray.frame(width: 100, height: 10).accessibilityLabel("One")
        Color.gray.frame(width: 100, height: 10).accessibilityLabel("Two")
      }
      .accessibilityElement(children: .contain)
    }
    let tree = ViewHost(view, size: CGSize(width: 200, height: 200)).renderTree
    #expect(
      AccessibilityDump.render(tree) == """
        Screen (0, 0, 200, 200)
        ├─ element "Volume" value "50%" [adjustable] hint "Swipe up or down" (50, 30, 100, 20)
        ├─ element "Ana online" (50, 50, 100, 20)
        ├─ element "Card" (50, 70, 100, 20)
        ├─ button "Go" [dimmed] (50, 90, 100, 20)
        ├─ image "Add" (50, 110, 100, 20)
        ├─ element "Row" actions "Archive" (50, 130, 100, 20)
        └─ group (50, 150, 100, 20)
           ├─ element "One" (50, 150, 100, 10)
           └─ element "Two" (50, 160, 100, 10)

        """)
  }

  // VoiceOver reads higher sort priorities first among siblings, keeping the drawing order
  // among equals; a representation is read in place of the view it stands for, at its frame.
  @Test func sortPriorityAndRepresentation() {
    let view = VStack(spacing: 0) {
      Text("Second").frame(width: 100, height: 20)
      Text("First").frame(width: 100, height: 20).accessibilitySortPriority(1)
      Color.gray.frame(width: 100, height: 20)
        .accessibilityRepresentation { Toggle("Wi-Fi", isOn: .constant(true)) }
    }
    let tree = ViewHost(view, size: CGSize(width: 200, height: 100)).renderTree
    let dump = AccessibilityDump.render(tree)
    let lines = dump.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    // "First" (the second row, y 40) is read before "Second" (y 20).
    #expect(lines[1].hasPrefix("├─ text \"First\" (") && lines[1].hasSuffix(", 40, 35, 20)"))
    #expect(lines[2].hasPrefix("├─ text \"Second\" (") && lines[2].hasSuffix(", 20, 61, 20)"))
    // The toggle is read in the card's place, by its whole label though the 100-point card
    // leaves room for "Wi…" only beside the 51-point switch.
    #expect(lines[3].hasPrefix("└─ button \"Wi-Fi\" value \"On\" [switch] (50, "))
    #expect(!dump.contains("Color"))
  }

  // A text cut to fit is read whole, as VoiceOver reads it, and a test finds it by its
  // whole text.
  @Test func truncatedTextIsReadAndFoundWhole() throws {
    var taps = 0
    let host = ViewHost(
      Button {
        taps += 1
      } label: {
        Text("Notifications and sounds").lineLimit(1)
      }
      .frame(width: 60), size: CGSize(width: 200, height: 100))
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.isTruncated == true })
    let dump = AccessibilityDump.render(host.renderTree)
    #expect(dump.contains("button \"Notifications and sounds\""))
    #expect(!dump.contains("…"))
    try host.tap("Notifications and sounds")
    #expect(taps == 1)
  }

  // A button whose button trait is removed reads as a plain element; a switch reads as a
  // button with its value and the switch state. Rows of 20 and 31 (the switch's height) in
  // a 200 × 100 canvas, from y = (100 − 51) / 2 = 24.5; the column is the toggle's 150 wide.
  @Test func removedTraitsAndSwitches() {
    let view = VStack(spacing: 0) {
      Button {
      } label: {
        Color.red.frame(width: 100, height: 20)
      }
      .accessibilityLabel("Go").accessibilityRemoveTraits(.isButton)
      Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 150)
    }
    let tree = ViewHost(view, size: CGSize(width: 200, height: 100)).renderTree
    #expect(
      AccessibilityDump.render(tree) == """
        Screen (0, 0, 200, 100)
        ├─ element "Go" (50, 24.5, 100, 20)
        └─ button "Wi-Fi" value "On" [switch] (25, 44.5, 150, 31)

        """)
  }

  // A button whose label is a symbol reads the symbol's spoken name.
  @Test func symbolButtonsReadTheirSymbol() throws {
    var taps = 0
    let view = Button {
      taps += 1
    } label: {
      Image(systemName: "plus").resizable().frame(width: 20, height: 20)
    }
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(
      AccessibilityDump.render(host.renderTree) == """
        Screen (0, 0, 100, 100)
        └─ button "Add" (40, 40, 20, 20)

        """)
    // A test finds it by the name VoiceOver reads.
    try host.tap("Add")
    #expect(taps == 1)
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
