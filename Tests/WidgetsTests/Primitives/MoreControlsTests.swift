import Foundation
import Testing
import Widgets

/// Menu, ShareLink, DatePicker, ColorPicker, Gauge, ControlGroup, TextEditor and
/// `labelsHidden`, at the sizes of decision record 0030, on an iPhone 16 (393 wide, scale 3)
/// or in a 200 × 200 canvas at scale 2.
@MainActor
struct MoreControlsTests {
  func texts(_ host: ViewHost) -> [TextContent] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text }
  }

  /// The frame of the text drawing `string`, if one does.
  func textFrame(_ host: ViewHost, _ string: String) -> CGRect? {
    host.renderTree.allNodes().first { $0.node.content?.text?.string == string }?.frame
  }

  struct MenuScreen: View {
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Menu("Options") {
          Button("Rename", systemImage: "pencil") { log.append("rename") }
          Button("Delete", systemImage: "trash", role: .destructive) { log.append("delete") }
        }
        Text(log.joined(separator: ",")).tag("log")
      }
    }
  }

  // Closed, a menu is its label in the tint. Tapped, its buttons are rows of a 250-point
  // card, destructive ones in red; tapping a row runs it and closes the menu.
  @Test func menuOpensRunsAndCloses() throws {
    let host = phone(MenuScreen())
    let options = try #require(texts(host).first { $0.string == "Options" })
    #expect(options.paint == .color(ResolvedColor(hex: 0x007AFF)))
    #expect(textFrame(host, "Rename") == nil)
    try host.tap("Options")
    let rename = try #require(textFrame(host, "Rename"))
    let delete = try #require(texts(host).first { $0.string == "Delete" })
    #expect(delete.paint == .color(ResolvedColor(hex: 0xFF3B30)))
    // The card is 250 wide, centred on the button in the middle third of the screen: rows
    // start 16 in, at 196.5 − 125 + 16 = 87.5 (87.667 on the pixel grid at scale 3). It
    // opens 8 below the button; its first row is 44 tall, its text centred in it.
    #expect(abs(rename.minX - 87.5) <= 0.34)
    let button = try #require(textFrame(host, "Options"))
    #expect(abs(rename.midY - (button.maxY + 8 + 22)) <= 0.34)
    try host.tap("Delete")
    #expect(host.drawnText(of: "log")?.string == "delete")
    #expect(textFrame(host, "Rename") == nil)
  }

  // A menu opens at its button: from its leading edge in the leading third of the screen,
  // from its trailing edge in the trailing third, above it when there is no room below; and
  // never closer than 16 points to the screen's edges.
  @Test func menuPlacementFollowsItsButton() {
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    let safe = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    let card = CGSize(width: 250, height: 200)
    func origin(_ anchor: CGRect?) -> CGPoint {
      MenuPlacementLayout.origin(of: card, anchor: anchor, in: bounds, safeArea: safe)
    }
    // Leading: x at the button's 20; 8 below its bottom, 100 + 30.
    #expect(origin(rect(20, 100, 80, 30)) == CGPoint(x: 20, y: 138))
    // Trailing: the card's trailing edge at the button's 377.
    #expect(origin(rect(317, 100, 60, 30)) == CGPoint(x: 127, y: 138))
    // Near the bottom: 200 + 8 does not fit under 790 before 818, so above: 790 − 8 − 200.
    #expect(origin(rect(20, 790, 80, 20)) == CGPoint(x: 20, y: 582))
    // A button at the very edge still leaves 16 points.
    #expect(origin(rect(0, 100, 10, 30)).x == 16)
    // No button: the middle of the screen.
    #expect(origin(nil) == CGPoint(x: 71.5, y: 326))
  }

  // A share link is "Share" with the share symbol; a tap records the item.
  @Test func shareLinkRecordsItsItem() throws {
    let host = phone(
      VStack {
        ShareLink(item: "Meet at 9")
        ShareLink("Send Trip", item: URL(fileURLWithPath: "/trips/lisbon"))
      })
    #expect(texts(host).map(\.string).contains("Share"))
    let symbols = host.renderTree.allNodes().compactMap { $0.node.content?.image?.systemName }
    #expect(symbols == ["square.and.arrow.up", "square.and.arrow.up"])
    try host.tap("Share")
    try host.tap("Send Trip")
    #expect(host.sharedItems == ["Meet at 9", "file:///trips/lisbon"])
  }

  // A date picker: the label at the leading edge, the date and time pills at the trailing
  // edge in US English and UTC. Each pill is its text plus 12 at each side and 7 above and
  // below: 20.287 + 14 = 34.287 tall (body's line height, 17 × 2444/2048), on the pixel grid.
  @Test func datePickerPills() throws {
    let date = Date(timeIntervalSinceReferenceDate: 9 * 3_600 + 41 * 60)
    let picker = host(
      DatePicker("Departure", selection: .constant(date)).tag("picker"), width: 393, height: 100)
    let strings = texts(picker).map(\.string)
    #expect(strings == ["Departure", "Jan 1, 2001", "9:41 AM"])
    let pills = picker.renderTree.allNodes().filter {
      $0.node.content?.shape?.paint == .color(ResolvedColor(hex: 0x767680, opacity: 0.12))
    }.map(\.frame)
    #expect(pills.count == 2)
    #expect(pills.allSatisfy { abs($0.height - 34.287) <= 0.5 })
    // The time pill ends at the trailing edge; the date pill 6 before it.
    #expect(pills[1].maxX == 393)
    #expect(abs(pills[1].minX - pills[0].maxX - 6) <= 0.5)
    let dateOnly = host(
      DatePicker("Birthday", selection: .constant(date), displayedComponents: .date),
      width: 393, height: 100)
    #expect(texts(dateOnly).map(\.string) == ["Birthday", "Jan 1, 2001"])
  }

  // A colour picker: a 28-point swatch at the trailing edge, the selected colour in an
  // 18-point disc.
  @Test func colorPickerSwatch() throws {
    let host = host(
      ColorPicker("Tint", selection: .constant(.orange)), width: 393, height: 100)
    let disc = try #require(
      host.renderTree.allNodes().first {
        $0.node.content?.shape?.paint == .color(ResolvedColor(hex: 0xFF9500))
      })
    #expect(disc.frame.size == CGSize(width: 18, height: 18))
    // The swatch's trailing edge is the row's: the disc is 5 in from it.
    #expect(disc.frame.maxX == 388)
  }

  // `labelsHidden` draws the control alone; its text label still finds it.
  @Test func labelsHiddenKeepsLookups() throws {
    struct Screen: View {
      @State var isOn = false
      var body: some View {
        VStack {
          Toggle("Airplane Mode", isOn: $isOn).labelsHidden()
          Text(isOn ? "on" : "off").tag("state")
        }
      }
    }
    let host = phone(Screen())
    #expect(!texts(host).map(\.string).contains("Airplane Mode"))
    let track = host.renderTree.allNodes().first { $0.node.role.description == "Capsule" }
    #expect(track?.frame.size == CGSize(width: 51, height: 31))
    try host.tap("Airplane Mode")
    #expect(host.drawnText(of: "state")?.string == "on")
  }

  // A field that grows keeps the caller's line limit; a one-line field stays one line.
  @Test func textFieldAxisAndLineLimits() throws {
    let grows = host(
      TextField("Notes", text: .constant("1\n2\n3"), axis: .vertical).lineLimit(2),
      width: 200, height: 200)
    #expect(texts(grows).first?.lines.count == 2)
    let single = host(TextField("Name", text: .constant("1\n2\n3")), width: 200, height: 200)
    #expect(texts(single).first?.lines.count == 1)
  }

  // A gauge without a current-value label draws only its label and bar.
  @Test func gaugeWithoutValueLabel() {
    let host = host(
      Gauge(value: 0.5) { Text("Storage") }.frame(width: 200), width: 200, height: 200)
    #expect(texts(host).map(\.string) == ["Storage"])
  }

  // A linear gauge at 25 %: the tint fills a quarter of the 6-point track.
  @Test func linearGauge() throws {
    let host = host(
      Gauge(value: 25, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("25%")
      }
      .frame(width: 200),
      width: 200, height: 200)
    let fills = host.renderTree.allNodes().filter {
      $0.node.role.description == "Capsule" && $0.frame.height == 6
    }.map(\.frame)
    #expect(fills.count == 2)
    #expect(fills.map(\.width) == [200, 50])
    #expect(texts(host).map(\.string) == ["Battery", "25%"])
  }

  /// A gauge style of the user's own: the label, and a 100-point bar filled to the value.
  struct MeterStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        configuration.label
        if let current = configuration.currentValueLabel { current }
        Rectangle().fill(.green).frame(width: 100 * configuration.value, height: 4)
      }
    }
  }

  // A custom style receives the value as a fraction of the bounds and the labels the gauge
  // was given: 30 in 0...120 is a quarter, a 25-point bar under the two labels.
  @Test func customGaugeStyle() throws {
    let host = host(
      Gauge(value: 30, in: 0...120) {
        Text("Fuel")
      } currentValueLabel: {
        Text("30 l")
      }
      .gaugeStyle(MeterStyle()),
      width: 200, height: 200)
    #expect(texts(host).map(\.string) == ["Fuel", "30 l"])
    let bar = try #require(
      host.renderTree.allNodes().first {
        $0.node.content?.shape?.paint == .color(ResolvedColor(hex: 0x34C759))
      })
    #expect(bar.frame.size == CGSize(width: 25, height: 4))
    // The bar sits under the two body lines (20.5 points each at scale 2) of the 45-point
    // stack centred in the canvas: 200 / 2 − 45 / 2 + 41.
    #expect(bar.frame.minY == 118.5)
  }

  /// A style that wraps the gauge it is given in the built-in style, tinted.
  struct RedGauge: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      Gauge(configuration).tint(.red)
    }
  }

  // `Gauge(configuration)` inside a style draws the default bar, not the style again; the
  // built-in styles are reachable by their static names.
  @Test func gaugeStyleWrapsTheDefault() throws {
    let wrapped = host(
      Gauge(value: 0.5) { Text("Disk") }.gaugeStyle(RedGauge()).frame(width: 200),
      width: 200, height: 200)
    let fills = wrapped.renderTree.allNodes().filter {
      $0.node.role.description == "Capsule" && $0.frame.height == 6
    }
    #expect(fills.map(\.frame.width) == [200, 100])
    #expect(fills.last?.node.content?.shape?.paint == .color(ResolvedColor(hex: 0xFF3B30)))
    let ring = host(
      Gauge(value: 0.5) { Text("Disk") }.gaugeStyle(.accessoryCircularCapacity),
      width: 200, height: 200)
    let frames = ring.renderTree.allNodes().filter { $0.node.content?.shape != nil }.map(\.frame)
    #expect(frames.allSatisfy { $0.size == CGSize(width: 58, height: 58) })
    #expect(frames.count == 2)
  }

  // A control group: a 32-point platter, its buttons sharing the width with a hairline
  // between them.
  @Test func controlGroupPlatter() throws {
    var log: [String] = []
    let host = host(
      ControlGroup {
        Button("Less", systemImage: "minus") { log.append("less") }
        Button("More", systemImage: "plus") { log.append("more") }
      }
      .frame(width: 120),
      width: 200, height: 200)
    let platter = try #require(
      host.renderTree.allNodes().first {
        $0.node.content?.shape?.paint == .color(ResolvedColor(hex: 0x767680, opacity: 0.12))
      })
    #expect(platter.frame == rect(40, 84, 120, 32))
    // Two segments of (120 − 1) / 2 = 59.5 either side of the hairline; the symbols are
    // centred in them, at 40 + 29.75 and 40 + 59.5 + 1 + 29.75.
    let symbols = host.renderTree.allNodes().filter { $0.node.content?.image != nil }.map(\.frame)
    #expect(symbols.count == 2)
    #expect(abs(symbols[0].midX - 69.75) <= 0.5)
    #expect(abs(symbols[1].midX - 130.25) <= 0.5)
    try host.tap("More")
    #expect(log == ["more"])
  }

  struct Notes: View {
    @State var text = ""
    var body: some View {
      TextEditor(text: $text).tag("editor").frame(height: 120)
    }
  }

  // A text editor keeps line breaks typed into it; its text starts 5 in and 8 down.
  @Test func textEditorTakesLines() throws {
    let host = host(Notes(), width: 200, height: 200)
    try host.type("Pack\nBook hotel", into: "editor")
    let text = try #require(texts(host).first)
    #expect(text.string == "Pack\nBook hotel")
    let frame = try #require(
      host.renderTree.allNodes().first { $0.node.content?.text != nil }?.frame)
    #expect(frame.minX == 5)
    #expect(frame.minY == 48)
  }
}
