import Foundation

/// A title with an icon: SwiftUI's `Label`.
///
/// Its look comes from the label style in the environment (`labelStyle(_:)`); the default
/// shows the icon before the title, 8 points apart, centred on each other.
///
/// ```swift
/// Label("Favourites", systemImage: "star.fill")
/// ```
public struct Label<Title: View, Icon: View>: View {
  private let title: Title
  private let icon: Icon

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The label, drawn by the style in the environment.
  public var body: some View {
    StyledLabel(
      configuration: LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(
          content: AnyView(title), spokenText: (title as? SpokenLabel)?.spokenText),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style is drawing, to wrap it in a style of your own.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `titleKey` with the SF Symbol `name`.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label titled `title` with the SF Symbol `name`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

/// A view whose text can name a control it labels, when the label is not drawn.
@MainActor
protocol SpokenLabel {
  /// The text, or `nil` when the view is not text.
  var spokenText: String? { get }
}

extension Text: SpokenLabel {
  var spokenText: String? { verbatimText }
}

extension Label: SpokenLabel {
  var spokenText: String? { (title as? SpokenLabel)?.spokenText }
}

/// The parts of a label that a label style draws: SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View, SpokenLabel {
    let content: AnyView
    /// The title's text, when it is one: what names an icon-only label.
    var spokenText: String? = nil
    /// The title.
    public var body: some View { content }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView
    /// The icon.
    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// Draws labels: SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The parts of the label.
  typealias Configuration = LabelStyleConfiguration

  /// Makes the view of a label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The icon, then the title: the default style.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// The icon before the title, 8 points apart.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// The title.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// The icon, named by the title for lookups and accessibility.
  public func makeBody(configuration: Configuration) -> some View {
    if let title = configuration.title.spokenText {
      configuration.icon.accessibilityLabel(title)
    } else {
      configuration.icon
    }
  }
}

/// The style of labels when no other is set: the icon before the title.
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// The icon before the title.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon before the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension View {
  /// Sets the style of labels in the view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    writingEnvironment(\.labelStyle, AnyControlStyle(style) { style.makeBody(configuration: $0) })
  }
}

extension EnvironmentValues {
  var labelStyle: AnyControlStyle<LabelStyleConfiguration>? {
    get { self[ControlStyleKey<LabelStyleConfiguration>.self] }
    set { self[ControlStyleKey<LabelStyleConfiguration>.self] = newValue }
  }
}

/// A label drawn by the style in the environment (icon and title when none is set).
private struct StyledLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.labelStyle) private var style

  var body: some View {
    if let style {
      style.make(configuration)
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}

extension Button where Label == Widgets.Label<Text, Image> {
  /// A button labelled `titleKey` with the SF Symbol `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { Widgets.Label(titleKey, systemImage: systemImage) }
  }

  /// A button labelled `title` with the SF Symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { Widgets.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, labelled `titleKey` with the SF Symbol `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Widgets.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a role, labelled `title` with the SF Symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Widgets.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == Widgets.Label<Text, Image> {
  /// A toggle of `isOn` titled `titleKey` with the SF Symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Widgets.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle of `isOn` titled `title` with the SF Symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Widgets.Label(title, systemImage: systemImage) }
  }
}
