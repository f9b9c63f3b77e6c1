import Foundation

/// Tabs with a tab bar at the bottom, drawn as iOS 18 draws it: SwiftUI's `TabView`.
///
/// Each view the content makes is a tab; its `tabItem` gives the bar's item (a `Label` shows
/// its icon above its title) and its `tag` the value `selection` takes when it is chosen. The
/// iOS 18 ``Tab`` declares both at once. The bar is 49 points tall above the home indicator,
/// on the bar material with a hairline along its top; items share its width equally, each an
/// icon above a 10-point medium title, in the tint colour when selected and in system grey
/// otherwise. Tapping an item selects its tab; every tab keeps its state while another shows.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Home", systemImage: "house", value: 0) { HomeView() }
///   Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  private let content: Content
  private let selection: Binding<SelectionValue>?
  @State private var chosen: AnyHashable?

  /// Tabs whose selected tag is `selection`.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// Tabs that keep their own selection, the first tab at first.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
    self.content = content()
    selection = nil
  }

  public var body: some View {
    let selected: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? chosen
    TabContainer(content: content, selected: selected) { tag in
      if let selection, let value = tag.base as? SelectionValue {
        selection.wrappedValue = value
      } else {
        chosen = tag
      }
    }
  }
}

/// A tab of a ``TabView``: its title and icon in the tab bar, the value that selects it, and
/// its content (iOS 18's `Tab`).
public struct Tab<Value: Hashable, Content: View>: View {
  private let title: String
  private let systemImage: String?
  private let value: Value
  private let content: Content

  /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
  public init(
    _ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  /// A tab titled `title` with the symbol `systemImage`, selected by its title.
  public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content)
  where Value == String {
    self.init(title, systemImage: systemImage, value: title, content: content)
  }

  public var body: some View {
    content
      .tabItem {
        if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
      }
      .tag(value)
  }
}

extension View {
  /// Sets the item that stands for this view in a ``TabView``'s bar: a `Label`, or an
  /// `Image` and a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    recordedValue("tabItem", detail: "", key: TabKeys.item, value: AnyView(label()))
  }

  /// Tags the view with `tag`: the value a ``TabView``'s selection (or a picker's) takes
  /// when it is chosen.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    recordedValue("tag", detail: "\(tag)", key: TabKeys.tag, value: AnyHashable(tag))
  }
}

/// The keys of the layout values `tabItem` and `tag` set.
enum TabKeys {
  static let item = ObjectIdentifier(ItemKey.self)
  static let tag = ObjectIdentifier(TagKey.self)
  /// The id a `ForEach` gives each of its rows as its tag, when a container asks for it
  /// (``EnvironmentValues/tagsForEachRows``); a `tag(_:)` of the row's own wins.
  static let implicitTag = ObjectIdentifier(ImplicitTagKey.self)
  enum ItemKey {}
  enum TagKey {}
  enum ImplicitTagKey {}
}

/// The measured tab bar (decision record 0025).
enum TabBarMetrics {
  static let height: CGFloat = 49
  static let iconSize: CGFloat = 25
  static let titleSize: CGFloat = 10
  static let spacing: CGFloat = 2
}

/// Resolves the tabs, shows the selected one above the tab bar.
struct TabContainer<Content: View>: View, PrimitiveView {
  let content: Content
  let selected: AnyHashable?
  let select: @MainActor (AnyHashable) -> Void

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let tabs = element.resolveChild(content, key: .slot(0), context: context)
    var items: [TabBarItem] = []
    for (index, node) in tabs.enumerated() {
      let values = recordedValues(atTopOf: [node])
      items.append(
        TabBarItem(
          label: values[TabKeys.item] as? AnyView ?? AnyView(EmptyView()),
          tag: values[TabKeys.tag] as? AnyHashable ?? AnyHashable(index)))
    }
    let index = items.firstIndex { $0.tag == selected } ?? 0
    guard index < tabs.count else { return [] }
    let chrome = TabChrome(
      tab: tabs[index], items: items, selected: index,
      select: { select(items[$0].tag) })
    return element.resolveChild(chrome, key: .slot(1), context: context)
  }
}

/// An item of the tab bar: its label and tag.
struct TabBarItem {
  let label: AnyView
  let tag: AnyHashable
}

/// The selected tab above the tab bar.
struct TabChrome: View {
  let tab: LayoutNode
  let items: [TabBarItem]
  let selected: Int
  let select: @MainActor (Int) -> Void

  var body: some View {
    PlacedNodes(nodes: [tab])
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .safeAreaInset(edge: .bottom, spacing: 0) {
        HStack(spacing: 0) {
          ForEach(items.indices, id: \.self) { index in
            Button {
              select(index)
            } label: {
              VStack(spacing: TabBarMetrics.spacing) {
                items[index].label
              }
              .labelStyle(TabItemLabelStyle())
              .frame(maxWidth: .infinity, minHeight: TabBarMetrics.height)
              .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .foregroundStyle(index == selected ? Color.accentColor : Color.gray)
            .accessibilityAddTraits(index == selected ? .isSelected : [])
          }
        }
        .background(alignment: .top) {
          Color.tabBarBackground.ignoresSafeArea(edges: .bottom)
        }
        .overlay(alignment: .top) { TabBarHairline() }
      }
  }
}

/// A tab bar item's label: the icon above the title.
struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: TabBarMetrics.spacing) {
      configuration.icon.font(.system(size: TabBarMetrics.iconSize))
      configuration.title.font(.system(size: TabBarMetrics.titleSize, weight: .medium))
    }
  }
}

/// The hairline along the top of the tab bar.
struct TabBarHairline: View {
  @Environment(\.pixelLength) private var pixelLength

  var body: some View {
    Rectangle().fill(Color.tabBarHairline).frame(height: pixelLength)
  }
}

extension Color {
  /// The tab bar's material, flattened: `#F9F9F9` light, `#161616` dark.
  static let tabBarBackground = Color(light: 0xF9F9F9, dark: 0x161616)
  /// The tab bar's top edge: black at 30 % light, white at 15 % dark.
  static let tabBarHairline = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x000000, opacity: 0.3),
      dark: ResolvedColor(hex: 0xFFFFFF, opacity: 0.15)))
}
