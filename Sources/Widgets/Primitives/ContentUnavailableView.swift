import Foundation

/// What a screen shows when it has nothing to show: SwiftUI's `ContentUnavailableView`, drawn
/// as on iOS: a large secondary symbol, a bold `title2` title and a secondary description,
/// centred, with actions below.
///
/// ```swift
/// ContentUnavailableView("No Notes", systemImage: "doc", description: Text("Tap + to add one."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  private let label: Label
  private let description: Description
  private let actions: Actions

  /// A view with `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = {
      EmptyView()
    }, @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label
          .labelStyle(ContentUnavailableLabelStyle())
        description
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == Widgets.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled `title` with the symbol `systemImage`, and an optional description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { Widgets.Label(title, systemImage: name) }, description: { description })
  }

  /// The view a search with no results shows: a magnifying glass and "No Results".
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

/// A content-unavailable label: the symbol large and secondary above the bold title.
struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold())
    }
  }
}
