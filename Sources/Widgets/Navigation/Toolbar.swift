import Foundation

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`. In a navigation stack on
/// iPhone, leading items sit at the start of the navigation bar, trailing and automatic ones
/// at its end, the principal item in place of the inline title; bottom-bar items in a bar at
/// the bottom of the screen.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case leading, trailing, principal, bottom
  }

  let storage: Storage

  /// The system's choice: the trailing end of the navigation bar on iPhone.
  public static let automatic = ToolbarItemPlacement(storage: .trailing)
  /// The leading end of the navigation bar.
  public static let topBarLeading = ToolbarItemPlacement(storage: .leading)
  /// The trailing end of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(storage: .trailing)
  /// The leading end of the navigation bar (the name before iOS 17).
  public static let navigationBarLeading = ToolbarItemPlacement(storage: .leading)
  /// The trailing end of the navigation bar (the name before iOS 17).
  public static let navigationBarTrailing = ToolbarItemPlacement(storage: .trailing)
  /// The centre of the navigation bar, in place of an inline title.
  public static let principal = ToolbarItemPlacement(storage: .principal)
  /// The primary action: the trailing end of the navigation bar.
  public static let primaryAction = ToolbarItemPlacement(storage: .trailing)
  /// A confirming action (Done, Save): the trailing end of the navigation bar.
  public static let confirmationAction = ToolbarItemPlacement(storage: .trailing)
  /// A cancelling action: the leading end of the navigation bar.
  public static let cancellationAction = ToolbarItemPlacement(storage: .leading)
  /// A destructive action: the trailing end of the navigation bar.
  public static let destructiveAction = ToolbarItemPlacement(storage: .trailing)
  /// The bar at the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(storage: .bottom)
}

/// One item of a toolbar: its content and where it goes.
public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// An item identified by `id` (for customisable toolbars, which iPhone does not have).
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) where ID == String {
    self.placement = placement
    self.content = content()
  }

  public var body: some View {
    content.recordedValue(
      "toolbarItem", detail: "\(placement.storage)", key: ToolbarKeys.placement,
      value: placement)
  }
}

/// Several items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  public var body: some View {
    HStack(spacing: ToolbarMetrics.itemSpacing) { content }
      .recordedValue(
        "toolbarItemGroup", detail: "\(placement.storage)", key: ToolbarKeys.placement,
        value: placement)
  }
}

extension View {
  /// Adds items to the toolbar of the navigation stack showing this view: `ToolbarItem`s
  /// and `ToolbarItemGroup`s at their placements, or plain views at the trailing end.
  ///
  /// ```swift
  /// ProfileView()
  ///   .navigationTitle("Profile")
  ///   .toolbar {
  ///     ToolbarItem(placement: .topBarTrailing) { Button("Edit") { isEditing = true } }
  ///   }
  /// ```
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    recordedValue("toolbar", detail: "", key: ToolbarKeys.items, value: AnyView(content()))
  }
}

/// The keys of the layout values toolbars set.
enum ToolbarKeys {
  static let items = ObjectIdentifier(ItemsKey.self)
  static let placement = ObjectIdentifier(PlacementKey.self)
  static let search = ObjectIdentifier(SearchKey.self)
  enum ItemsKey {}
  enum PlacementKey {}
  enum SearchKey {}
}

/// The measured toolbar sizes (decision record 0026).
enum ToolbarMetrics {
  /// Between the bar's edge and its outermost items.
  static let edgeInset: CGFloat = 16
  /// Between items at one end.
  static let itemSpacing: CGFloat = 16
  /// The bottom bar's height, above the home indicator.
  static let bottomBarHeight: CGFloat = 49
}

/// A screen of a navigation stack with its bar: resolves the screen, reads the toolbar it
/// declares, and draws the bar with its items above it (and a bottom bar when it has one).
struct NavigationScreen<Content: View>: View, PrimitiveView {
  let content: Content
  let title: String?
  let displayMode: NavigationBarItem.TitleDisplayMode
  let backTitle: String?
  let pop: () -> Void

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let nodes = element.resolveChild(content, key: .slot(0), context: context)
    // `toolbar` and `searchable` on the screen's view, perhaps behind other modifiers.
    let declared = recordedValues(atTopOf: nodes, depth: 12)
    var items = ToolbarItems()
    items.search = declared[ToolbarKeys.search] as? SearchSettings
    if let toolbar = declared[ToolbarKeys.items] as? AnyView {
      // A bar shows its items' labels as icons, as iOS does (their titles still name them).
      let itemNodes = element.resolveChild(
        toolbar.labelStyle(.iconOnly), key: .slot(1), context: context)
      for node in itemNodes {
        let placement =
          recordedValues(atTopOf: [node])[ToolbarKeys.placement] as? ToolbarItemPlacement
          ?? .automatic
        switch placement.storage {
        case .leading: items.leading.append(node)
        case .trailing: items.trailing.append(node)
        case .principal: items.principal.append(node)
        case .bottom: items.bottom.append(node)
        }
      }
    }
    let screen = PlacedNodes(nodes: nodes)
      .safeAreaInset(edge: .top, spacing: 0) {
        NavigationBar(
          title: title, displayMode: displayMode, backTitle: backTitle, pop: pop, items: items)
      }
    // A bottom bar only when there are bottom items: otherwise nothing in the tree.
    guard !items.bottom.isEmpty else {
      return element.resolveChild(screen, key: .slot(2), context: context)
    }
    return element.resolveChild(
      screen.safeAreaInset(edge: .bottom, spacing: 0) { BottomToolbar(items: items.bottom) },
      key: .slot(3), context: context)
  }
}

/// A screen's toolbar items by where they go, and its search field.
struct ToolbarItems {
  var leading: [LayoutNode] = []
  var trailing: [LayoutNode] = []
  var principal: [LayoutNode] = []
  var bottom: [LayoutNode] = []
  var search: SearchSettings?
}

/// The bar at the bottom of a screen: its items from the leading edge, 16 points apart, on
/// the bar material.
struct BottomToolbar: View {
  let items: [LayoutNode]

  var body: some View {
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        if index > 0 { Spacer(minLength: ToolbarMetrics.itemSpacing) }
        PlacedNodes(nodes: [items[index]])
      }
    }
    .padding(.horizontal, ToolbarMetrics.edgeInset)
    // From the leading edge; a `Spacer` in a group spreads its items.
    .frame(maxWidth: .infinity, minHeight: ToolbarMetrics.bottomBarHeight, alignment: .leading)
    .background(alignment: .top) { Color.tabBarBackground.ignoresSafeArea(edges: .bottom) }
    .overlay(alignment: .top) { TabBarHairline() }
  }
}
