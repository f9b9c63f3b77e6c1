import Foundation

/// A button that opens a menu of actions: SwiftUI's `Menu`.
///
/// Drawn closed as a borderless button in the tint (decision record 0030). Tapping it opens
/// its content over the screen as a card 250 points wide with corners of radius 13: each
/// button a row at least 44 points tall, 16 points in, its icon at the trailing end and
/// destructive ones in red, dividers between rows. Tapping a row runs its action and closes
/// the menu; tapping outside closes it.
///
/// ```swift
/// Menu("Options") {
///   Button("Rename", systemImage: "pencil") { rename() }
///   Button("Delete", systemImage: "trash", role: .destructive) { delete() }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
  @State private var isOpen = false

  /// A menu of `content`, opened by a button showing `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// A menu whose button runs `primaryAction` when tapped. On iOS a long press opens the
  /// menu; Galley does not open it (a host's press and release run the primary action too).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  /// The button, and the card while open.
  public var body: some View {
    Button {
      if let primaryAction { primaryAction() } else { isOpen = true }
    } label: {
      label
    }
    .sheetlessMenu(isPresented: $isOpen) { MenuCard(content: content) }
  }
}

extension Menu where Label == Text {
  /// A menu titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled `titleKey` whose button runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == Text {
  /// A menu titled `title` whose button runs `primaryAction`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == Widgets.Label<Text, Image> {
  /// A menu titled `titleKey` with a symbol, whose button runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { Widgets.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// A menu titled `titleKey` with a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Widgets.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu titled `title` with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Widgets.Label(title, systemImage: systemImage) }
  }
}

/// An open menu: its content's buttons as rows in a card; any tap in it closes it.
struct MenuCard<Content: View>: View {
  let content: Content
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    SeparatedRows(content: content, axis: .vertical)
      .buttonStyle(MenuRowButtonStyle())
      .labelStyle(MenuRowLabelStyle())
      .frame(width: 250)
      .background(Color.alertBackground, in: RoundedRectangle(cornerRadius: 13))
      .simultaneousGesture(TapGesture().onEnded { dismiss() })
  }
}

/// A button in an open menu: a full-width row, red when destructive.
struct MenuRowButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      Spacer(minLength: 0)
    }
    .padding(.horizontal, 16)
    .frame(minHeight: 44)
    .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
    .background(configuration.isPressed ? Color.gray.opacity(0.2) : Color.clear)
    .contentShape(Rectangle())
  }
}

/// A label in an open menu: the title, then its icon at the trailing end.
struct MenuRowLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 16) {
      configuration.title
      Spacer(minLength: 0)
      configuration.icon.frame(width: 22)
    }
  }
}

/// Its content's views one after another along `axis`, a hairline between each two (a
/// menu's rows, a control group's segments).
struct SeparatedRows<Content: View>: View, PrimitiveView {
  let content: Content
  let axis: Axis

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let items = element.resolveChild(content, key: .slot(0), context: context)
    let rows = ForEach(items.indices, id: \.self) { index in
      if index > 0 {
        if axis == .vertical {
          Rectangle().fill(Color.separator).frame(height: 1 / 3)
        } else {
          Rectangle().fill(Color.secondary.opacity(0.3)).frame(width: 1, height: 18)
        }
      }
      if axis == .vertical {
        PlacedNodes(nodes: [items[index]])
      } else {
        PlacedNodes(nodes: [items[index]]).frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
    let stack: AnyView =
      axis == .vertical
      ? AnyView(VStack(spacing: 0) { rows })
      : AnyView(HStack(spacing: 0) { rows })
    return element.resolveChild(stack, key: .slot(1), context: context)
  }
}

/// Shares an item through the share sheet: SwiftUI's `ShareLink`.
///
/// Drawn as a button showing "Share" (or its title) with `square.and.arrow.up`, in the tint.
/// Galley draws no share sheet: a tap records the item in ``ViewHost/sharedItems``.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/trip")!)
/// ShareLink("Share Trip", item: trip.url, subject: Text("Lisbon"))
/// ```
public struct ShareLink<Label: View>: View {
  let item: String
  let label: Label
  @Environment(\.shareRecorder) private var recorder

  /// A share link for `item`, showing `label`.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.item = item.absoluteString
    self.label = label()
  }

  /// A share link for the text `item`, showing `label`.
  public init<S: StringProtocol>(
    item: S, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.item = String(item)
    self.label = label()
  }

  /// The button.
  public var body: some View {
    Button {
      recorder?.items.append(item)
    } label: {
      label
    }
  }
}

extension ShareLink where Label == Widgets.Label<Text, Image> {
  /// A share link for `item` showing "Share" with the share symbol.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil
  ) {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      Widgets.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// A share link for the text `item` showing "Share" with the share symbol.
  public init<S: StringProtocol>(
    item: S, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil
  ) {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      Widgets.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// A share link for `item` titled `titleKey`, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview? = nil
  ) {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      Widgets.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }

  /// A share link for the text `item` titled `titleKey`, with the share symbol.
  public init<S: StringProtocol>(
    _ titleKey: LocalizedStringKey, item: S, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview? = nil
  ) {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      Widgets.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }
}

/// How a shared item is previewed in the share sheet: SwiftUI's `SharePreview`. Accepted;
/// Galley draws no share sheet.
public struct SharePreview: Sendable {
  let title: String

  /// A preview titled `titleKey`, with an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image? = nil, icon: Image? = nil) {
    title = titleKey.text
  }

  /// A preview titled `title`, with an image and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image? = nil, icon: Image? = nil) {
    self.title = String(title)
  }
}

/// Where a host records what share links shared: one object for the host's life, so that
/// the environment stays equal from one update to the next.
@MainActor
final class ShareRecorder {
  var items: [String] = []
}

private struct ShareRecorderKey: EnvironmentKey {
  static var defaultValue: ShareRecorder? { nil }
}

extension EnvironmentValues {
  /// Where share links record what they share: the host's recorder.
  var shareRecorder: ShareRecorder? {
    get { self[ShareRecorderKey.self] ?? hostValues?.shareRecorder }
    set { self[ShareRecorderKey.self] = newValue }
  }
}

/// How a `Menu` is drawn closed: SwiftUI's `MenuStyle`. Galley draws every menu as a
/// borderless button.
public struct MenuStyleKind: Hashable, Sendable {
  let name: String
  /// The platform's style: a button.
  public static let automatic = MenuStyleKind(name: "automatic")
  /// A button.
  public static let button = MenuStyleKind(name: "button")
  /// A borderless button.
  public static let borderlessButton = MenuStyleKind(name: "borderlessButton")
}

/// The order of a menu's items: SwiftUI's `MenuOrder`. Galley lists them as declared.
public struct MenuOrder: Hashable, Sendable {
  let name: String
  /// The platform's order.
  public static let automatic = MenuOrder(name: "automatic")
  /// As declared, top to bottom.
  public static let fixed = MenuOrder(name: "fixed")
  /// The first item nearest the button.
  public static let priority = MenuOrder(name: "priority")
}

extension View {
  /// Sets how menus in the view are drawn closed. Accepted; Galley draws a borderless button.
  public func menuStyle(_ style: MenuStyleKind) -> some View { self }

  /// Sets the order of menus' items. Accepted; Galley lists them as declared.
  public func menuOrder(_ order: MenuOrder) -> some View { self }

  /// Shows or hides a menu button's indicator. Accepted; Galley draws none.
  public func menuIndicator(_ visibility: Visibility) -> some View { self }
}
