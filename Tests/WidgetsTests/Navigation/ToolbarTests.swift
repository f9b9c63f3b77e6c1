import Foundation
import Testing
import Widgets

/// Toolbar items in the navigation bar (and a bottom bar), on an iPhone 16's width at
/// scale 3 with the status bar's 59 points.
@MainActor
struct ToolbarTests {
  // Trailing items in the order declared, the last 16 from the bar's trailing edge and 16
  // apart; a leading one 16 from the leading edge; all centred in the 44-point bar
  // (59…103); the principal item replaces the inline title at the centre; a plain view goes
  // to the trailing end; tapping an item runs it.
  @Test func itemsAtTheirPlacements() throws {
    let model = ToolbarModel()
    let host = phone(ToolbarScreen(model: model))
    let share = try #require(host.frame(of: "share"))
    #expect(share.maxX == 377)
    let edit = try #require(host.frame(of: "edit"))
    #expect(edit.maxX == share.minX - 16)
    #expect(edit.midY == 81)
    let cancel = try #require(host.frame(of: "cancel"))
    #expect(cancel.minX == 16)
    #expect(cancel.midY == 81)
    #expect(host.frame(of: "principal")?.midX == 196.5)
    #expect(!host.renderTree.dump().contains("\"Inline\""))
    try host.tap("edit")
    #expect(model.taps == ["edit"])
  }

  // A toolbar declared below other modifiers of the screen, among them a safe-area inset and
  // an overlay (which put a view beside the screen's), still reaches the bar.
  @Test func aToolbarBelowAnInsetAndAnOverlay() throws {
    var taps = 0
    let host = phone(
      NavigationStack {
        List { Text("Row") }
          .navigationTitle("Inbox")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button("Compose") { taps += 1 }.tag("compose")
            }
          }
          .overlay(alignment: .bottom) { Text("Updated just now") }
          .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 10) }
      })
    let compose = try #require(host.frame(of: "compose"))
    #expect(compose.maxX == 377)
    #expect(compose.midY == 81)
    try host.tap("Compose")
    #expect(taps == 1)
  }

  // Bottom-bar items sit in a 49-point bar above the home indicator (769…818), from 16 in,
  // 16 apart.
  @Test func aBottomBar() throws {
    let host = phone(
      NavigationStack {
        Text("Mail")
          .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
              Button("Filter") {}.accessibilityIdentifier("filter")
              Button("Compose") {}.accessibilityIdentifier("compose")
            }
          }
      })
    let filter = try #require(host.frame(of: "filter"))
    #expect(filter.minX == 16)
    #expect(filter.midY == 793.5)
    #expect(host.frame(of: "compose")?.minX == filter.maxX + 16)
  }
}

/// What the toolbar's buttons did.
@Observable @MainActor
final class ToolbarModel {
  var taps: [String] = []
}

/// A screen with items at each placement.
struct ToolbarScreen: View {
  let model: ToolbarModel

  var body: some View {
    NavigationStack {
      Text("Profile")
        .navigationTitle("Inline")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button("Edit") { model.taps.append("edit") }.accessibilityIdentifier("edit")
          }
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {}.accessibilityIdentifier("cancel")
          }
          ToolbarItem(placement: .principal) {
            Text("Ada").font(.headline).accessibilityIdentifier("principal")
          }
          Button("Share") {}.accessibilityIdentifier("share")
        }
    }
  }
}

/// Cities filtered by a search field.
struct CitySearch: View {
  @State private var query = ""
  let cities = ["Berlin", "Bern", "Lisbon"]

  var body: some View {
    NavigationStack {
      List(cities.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
        .navigationTitle("Cities")
        .searchable(text: $query)
    }
  }
}

@MainActor
struct SearchableTests {
  // The field under the large title: 8 below it (59 + 44 + 52 + 8 = 163), 36 tall, 16 from
  // the sides, on #767680 at 12 %; typing into "Search" filters the list.
  @Test func theSearchFieldFilters() throws {
    let host = phone(CitySearch())
    let field = try #require(
      host.renderTree.allNodes().first {
        $0.node.content?.shape?.paint == .color(ResolvedColor(hex: 0x767680, opacity: 0.12))
      })
    #expect(field.frame == rect(16, 163, 361, 36))
    try host.type("Ber", into: "Search")
    let shown = host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
    #expect(shown.contains("Berlin"))
    #expect(!shown.contains("Lisbon"))
  }
}
