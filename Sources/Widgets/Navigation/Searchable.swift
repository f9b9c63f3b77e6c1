import Foundation

/// What `searchable` asked for.
struct SearchSettings {
  let text: Binding<String>
  let prompt: String
}

/// Where a search field goes: SwiftUI's `SearchFieldPlacement`. On iPhone every placement
/// draws it in the navigation bar, under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
  /// The system's choice.
  public static let automatic = SearchFieldPlacement()
  /// In the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement()
  /// In the navigation bar, shown whatever the scroll position.
  public static func navigationBarDrawer(
    displayMode: NavigationBarDrawerDisplayMode
  )
    -> SearchFieldPlacement
  {
    SearchFieldPlacement()
  }
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement()
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement()
}

/// When a navigation-bar search field shows: accepted; Galley always shows it.
public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
  /// Shown whatever the scroll position.
  case always
  /// Hidden until scrolled to.
  case automatic
}

extension View {
  /// Adds a search field for `text` to the navigation bar of the stack showing this view,
  /// under its title: 36 points tall on the tertiary fill, corner radius 10, a magnifying
  /// glass and `prompt` (or "Search"), 16 points from the sides. `host.type("…", into:
  /// "Search")` types into it.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    recordedValue(
      "searchable", detail: "", key: ToolbarKeys.search,
      value: SearchSettings(text: text, prompt: prompt?.verbatimText ?? "Search"))
  }

  /// Adds a search field for `text` with the prompt `prompt`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field for `text` with the prompt `prompt`.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}

/// The search field in a navigation bar.
struct SearchField: View {
  let text: Binding<String>
  let prompt: String

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
      TextField(prompt, text: text)
    }
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(Color.searchFieldFill, in: RoundedRectangle(cornerRadius: 10))
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }
}

extension Color {
  /// A search field's fill: `#767680` at 12 % light, 24 % dark.
  static let searchFieldFill = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x767680, opacity: 0.12),
      dark: ResolvedColor(hex: 0x767680, opacity: 0.24)))
}
