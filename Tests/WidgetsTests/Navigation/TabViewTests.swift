import Foundation
import Testing
import Widgets

/// Tab views: the selected tab above a 49-point tab bar on an iPhone 16 (393 × 852, safe
/// area 59 above and 34 below, scale 3), items sharing the bar's width, selection by tap.
@MainActor
struct TabViewTests {
  // The bar: 49 tall from y 769 (852 − 34 − 49), its background reaching the bottom edge
  // (83 tall), a hairline on top; two items of 196.5 each (snapped to the pixel grid); the
  // selected one in the tint colour, the other in system grey. The tab's content fills the
  // space above the bar (centred in 59…769).
  @Test func theBarAndTheSelectedTab() throws {
    let host = phone(Tabs())
    let bar = host.renderTree.allNodes().filter {
      $0.node.role.description == "Button" && $0.frame.minY >= 769
    }.map(\.frame)
    #expect(bar.count == 2)
    #expect(bar.first?.minY == 769)
    #expect(bar.first?.height == 49)
    #expect(bar.map(\.width).reduce(0, +) == 393)
    let fills = host.renderTree.allNodes().filter { $0.node.role.description == "Color" }
    #expect(fills.map(\.frame).contains(rect(0, 769, 393, 83)))
    let hairline = host.renderTree.allNodes().first {
      $0.node.role.description == "Rectangle" && $0.frame.height < 1
    }
    #expect(hairline?.frame == rect(0, 769, 393, 1.0 / 3))
    let titles = host.renderTree.allNodes().compactMap { $0.node.content?.text }
    let home = try #require(titles.first { $0.string == "Home" })
    let settings = try #require(titles.first { $0.string == "Settings" })
    #expect(home.font.size == 10)
    #expect(home.paint == .color(ResolvedColor(hex: 0x007AFF)))
    #expect(settings.paint == .color(ResolvedColor(hex: 0x8E8E93)))
    #expect(host.frame(of: "home tab")?.midY == 414)
    #expect(host.frame(of: "settings") == nil)
  }

  // Tapping an item selects its tab through the binding; the other tab keeps its state.
  @Test func tappingAnItemSelectsItsTab() throws {
    let host = phone(Tabs())
    try host.tap("Count")
    try host.tap("Settings")
    #expect(host.frame(of: "settings") != nil)
    #expect(host.frame(of: "home") == nil)
    try host.tap("Home")
    #expect(host.drawnText(of: "home")?.string == "Taps: 1")
  }

  // Without a selection binding, a tab view starts on its first tab and keeps its own
  // selection; `tabItem` with an image and a text makes the same item.
  @Test func tabsWithoutABinding() throws {
    let host = phone(
      TabView {
        Text("First").accessibilityIdentifier("first")
          .tabItem {
            Image(systemName: "star")
            Text("One")
          }
        Text("Second").accessibilityIdentifier("second")
          .tabItem { Label("Two", systemImage: "gear") }
      })
    #expect(host.frame(of: "first") != nil)
    try host.tap("Two")
    #expect(host.frame(of: "second") != nil)
  }
}

/// Two tabs with a selection binding; the first counts taps.
struct Tabs: View {
  @State private var tab = "home"
  @State private var taps = 0

  var body: some View {
    TabView(selection: $tab) {
      Tab("Home", systemImage: "house", value: "home") {
        VStack {
          Text("Taps: \(taps)").accessibilityIdentifier("home")
          Button("Count") { taps += 1 }
        }
        .accessibilityIdentifier("home tab")
      }
      Tab("Settings", systemImage: "gear", value: "settings") {
        Text("Settings").accessibilityIdentifier("settings")
      }
    }
  }
}
