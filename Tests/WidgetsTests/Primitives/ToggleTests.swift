import Foundation
import Testing
import Widgets

/// Wi-Fi, on or off, with a way to turn the toggle off.
private struct WiFi: View {
  @State var isOn = false
  var isDisabled = false

  var body: some View {
    Toggle("Wi-Fi", isOn: $isOn).disabled(isDisabled)
  }
}

@MainActor
struct ToggleTests {
  /// The frames and paints of the switch's capsule and knob.
  private func switchParts(_ host: ViewHost) -> (track: CGRect, knob: CGRect, fill: Paint)? {
    let nodes = host.renderTree.allNodes()
    guard
      let track = nodes.first(where: {
        $0.node.content?.shape?.geometry == .capsule(style: .continuous)
      }),
      let knob = nodes.first(where: { $0.node.content?.shape?.geometry == .circle }),
      let fill = track.node.content?.shape?.paint
    else { return nil }
    return (track.frame, knob.frame, fill)
  }

  // `.toggleStyle(.switch)` and `.automatic` written out draw the default switch.
  @Test func switchAndAutomaticStylesAreTheDefault() {
    func dump<V: View>(_ view: V) -> String {
      host(view, width: 393, height: 100).renderTree.dump()
    }
    let plain = dump(Toggle("Wi-Fi", isOn: .constant(true)))
    #expect(dump(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)) == plain)
    #expect(dump(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.automatic)) == plain)
    #expect(plain.contains("Capsule"))
  }

  @Test func theSwitchIsFiftyOneByThirtyOneAtTheTrailingEdge() throws {
    // In 390 × 100 the toggle is 31 tall (the switch), centred at y 34.5; the knob, 27 across,
    // sits 2 points inside the leading end when off.
    let host = host(WiFi(), width: 390, height: 100)
    let parts = try #require(switchParts(host))
    #expect(parts.track == rect(339, 34.5, 51, 31))
    #expect(parts.knob == rect(341, 36.5, 27, 27))
    #expect(parts.fill == .color(ResolvedColor(hex: 0x787880, opacity: 0.16)))
  }

  @Test func tappingTheLabelTurnsItOnAndTheKnobMoves() throws {
    let host = host(WiFi(), width: 390, height: 100)
    try host.tap("Wi-Fi")
    let parts = try #require(switchParts(host))
    #expect(parts.knob == rect(339 + 51 - 2 - 27, 36.5, 27, 27))
    #expect(parts.fill == .color(ResolvedColor(hex: 0x34C759)))
    try host.tap("Wi-Fi")
    #expect(try #require(switchParts(host)).knob.minX == 341)
  }

  @Test func theTintColoursTheSwitch() throws {
    let host = host(WiFi(isOn: true).tint(.orange), width: 390, height: 100)
    #expect(try #require(switchParts(host)).fill == .color(ResolvedColor(hex: 0xFF9500)))
  }

  @Test func aDisabledToggleDoesNotFlip() throws {
    let host = host(WiFi(isDisabled: true), width: 390, height: 100)
    try? host.tap("Wi-Fi")
    #expect(try #require(switchParts(host)).knob.minX == 341)
  }

  @Test func theButtonStyleFillsWithTheTintWhenOn() throws {
    func background(_ host: ViewHost) -> Paint? {
      host.renderTree.allNodes().first { $0.node.content?.shape != nil }?.node.content?.shape?
        .paint
    }
    let host = host(WiFi(isOn: true).toggleStyle(.button), width: 390, height: 100)
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
    #expect(texts == ["Wi-Fi"])
    // On: the prominent button's tint fill (blue); off: the bordered button's faint fill.
    #expect(background(host) == .color(ResolvedColor(hex: 0x007AFF)))
    try host.tap("Wi-Fi")
    #expect(background(host) != .color(ResolvedColor(hex: 0x007AFF)))
    #expect(background(host) != nil)
  }
}

/// A style of one's own that wraps the standard toggle, as SwiftUI code does.
private struct Labelled: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text(configuration.isOn ? "On" : "Off")
      Toggle(configuration)
    }
  }
}

@MainActor
struct ToggleConfigurationTests {
  @Test func aStyleCanWrapTheDefaultToggle() throws {
    struct Screen: View {
      @State private var isOn = false
      var body: some View { Toggle("Sync", isOn: $isOn).toggleStyle(Labelled()) }
    }
    let host = host(Screen(), width: 300, height: 200)
    let texts = { host.renderTree.allNodes().compactMap { $0.node.content?.text?.string } }
    #expect(texts() == ["Off", "Sync"])
    try host.tap("Sync")
    #expect(texts() == ["On", "Sync"])
  }
}
