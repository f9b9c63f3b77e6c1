import Foundation
import Testing
import Widgets

/// A volume slider, 0 to 100 in steps of 1.
struct VolumeSlider: View {
  @State var volume = 50.0
  var step: Double? = 1

  var body: some View {
    VStack {
      if let step {
        Slider(value: $volume, in: 0...100, step: step) { Text("Volume") }
      } else {
        Slider(value: $volume, in: 0...100) { Text("Volume") }
      }
      Text("Volume \(Int(volume))").accessibilityIdentifier("value")
    }
    .padding(20)
  }
}

/// Sliders, group boxes, disclosure groups and content-unavailable views, at 393 wide.
@MainActor
struct SliderAndGroupsTests {
  // A slider in 353 points (393 less 20 on each side): the track 4 tall, the thumb 28 at
  // x 20 + (353 − 28) × 0.5 = 182.5; the filled track from 20 to the thumb's centre (196.5).
  // Dragging it by 65 points moves the value by 65 / 325 of the range: 50 → 70.
  @Test func aSliderDrawsItsValueAndFollowsADrag() {
    let host = host(VolumeSlider(), width: 393, height: 200)
    let nodes = host.renderTree.allNodes()
    let thumb = nodes.first { $0.node.role.description == "Circle" }
    #expect(thumb?.frame.width == 28)
    #expect(thumb?.frame.minX == 182.5)
    let capsules = nodes.filter { $0.node.role.description == "Capsule" }.map(\.frame)
    #expect(capsules.map(\.height) == [4, 4])
    #expect(capsules.first?.width == 353)
    #expect(capsules.last?.width == 176.5)
    host.drag("Volume", by: CGSize(width: 65, height: 0))
    #expect(host.drawnText(of: "value")?.string == "Volume 70")
    // Past the end the value stops at the bound.
    host.drag("Volume", by: CGSize(width: 1000, height: 0))
    #expect(host.drawnText(of: "value")?.string == "Volume 100")
  }

  // A group box: its label in the headline font 8 above the content, 16 of padding, on the
  // grouped background with corner radius 8.
  @Test func aGroupBox() throws {
    let host = host(
      GroupBox("Storage") { Text("60 % used").accessibilityIdentifier("content") }
        .padding(20), width: 393, height: 200)
    let box = try #require(
      host.renderTree.allNodes().first { $0.node.role.description == "background" })
    #expect(box.frame.minX == 20)
    #expect(box.frame.width == 353)
    #expect(box.node.content?.shape?.paint == .color(ResolvedColor(hex: 0xF2F2F7)))
    #expect(host.frame(of: "content")?.minX == 36)
    let title = host.renderTree.allNodes().compactMap { $0.node.content?.text }
      .first { $0.string == "Storage" }
    #expect(title?.font.size == 17)
  }

  // A disclosure group opens and closes when its label is tapped; its chevron turns.
  @Test func aDisclosureGroupOpens() throws {
    let host = host(
      DisclosureGroup("Advanced") { Text("Hidden setting").accessibilityIdentifier("inside") },
      width: 393, height: 200)
    #expect(host.frame(of: "inside") == nil)
    #expect(host.renderTree.dump().contains("symbol \"chevron.forward\""))
    try host.tap("Advanced")
    #expect(host.frame(of: "inside") != nil)
    #expect(host.renderTree.dump().contains("symbol \"chevron.down\""))
  }

  // A content-unavailable view: its symbol, a bold title2 title and a secondary description,
  // centred in the space it is given.
  @Test func aContentUnavailableView() throws {
    let host = host(
      ContentUnavailableView(
        "No Notes", systemImage: "doc", description: Text("Tap + to add one.")),
      width: 393, height: 600)
    let texts = host.renderTree.allNodes().compactMap { entry in
      entry.node.content?.text.map { (entry.frame, $0) }
    }
    let title = try #require(texts.first { $0.1.string == "No Notes" })
    #expect(title.1.font.size == 22)
    #expect(title.0.midX == 196.5)
    let description = try #require(texts.first { $0.1.string == "Tap + to add one." })
    #expect(
      description.1.paint == .color(ResolvedColor(hex: 0x3C3C43, opacity: 0.6)))
    #expect(host.renderTree.dump().contains("symbol \"doc\""))
  }
}
