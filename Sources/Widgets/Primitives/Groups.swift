import Foundation

/// A box grouping content under an optional label, on the secondary grouped background:
/// SwiftUI's `GroupBox`, drawn as on iOS: 16 points of padding, corner radius 8, the label in
/// the headline font 8 points above the content.
///
/// ```swift
/// GroupBox("Storage") {
///   ProgressView(value: 0.6)
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  private let label: Label?
  private let content: Content

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(Color.groupBoxBackground, in: RoundedRectangle(cornerRadius: 8))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// A box of `content` titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A box of `content` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A label that shows or hides its content when tapped: SwiftUI's `DisclosureGroup`, drawn as
/// on iOS: the label, and a chevron at the trailing edge pointing right when closed and down
/// when open, in the tint colour; the content below when open.
public struct DisclosureGroup<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  private let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  /// A group that keeps whether it is open itself, closed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  /// A group open while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let open = isExpanded?.wrappedValue ?? ownExpanded
    VStack(alignment: .leading, spacing: 8) {
      Button {
        if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
      } label: {
        HStack {
          label.foregroundStyle(.primary)
          Spacer(minLength: 8)
          Image(systemName: open ? "chevron.down" : "chevron.forward")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(.tint)
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      if open { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `titleKey` that keeps whether it is open itself.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled `title` that keeps whether it is open itself.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled `titleKey`, open while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

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

extension Color {
  /// A group box's background: `#F2F2F7` light, `#1C1C1E` dark.
  static let groupBoxBackground = Color(light: 0xF2F2F7, dark: 0x1C1C1E)
}
