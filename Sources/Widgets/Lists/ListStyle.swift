import Foundation

/// How a ``List`` draws its rows and sections: SwiftUI's `ListStyle`.
///
/// Choose one of the built-in styles with ``View/listStyle(_:)``; the default,
/// ``automatic``, is ``insetGrouped``, as on iPhone.
public protocol ListStyle: Sendable {}

/// The styles Galley draws.
enum ListStyleKind: Hashable, Sendable {
  case automatic, plain, grouped, insetGrouped, inset, sidebar

  /// The style drawn for this one on iPhone: the automatic style is inset grouped, and a
  /// sidebar is drawn as inset grouped.
  var resolved: ListStyleKind {
    switch self {
    case .automatic, .sidebar: .insetGrouped
    default: self
    }
  }
}

/// A style Galley knows how to draw.
protocol BuiltInListStyle: ListStyle {
  var kind: ListStyleKind { get }
}

/// The platform's default: inset grouped on iPhone.
public struct DefaultListStyle: BuiltInListStyle {
  /// Creates the default style.
  public init() {}
  var kind: ListStyleKind { .automatic }
}

/// Rows edge to edge on the system background, separated by hairlines; section headers in
/// the subheadline font, not uppercased.
public struct PlainListStyle: BuiltInListStyle {
  /// Creates the plain style.
  public init() {}
  var kind: ListStyleKind { .plain }
}

/// Sections edge to edge on the grouped background, with uppercased headers.
public struct GroupedListStyle: BuiltInListStyle {
  /// Creates the grouped style.
  public init() {}
  var kind: ListStyleKind { .grouped }
}

/// Sections as rounded cards inset from the edges, on the grouped background, with
/// uppercased headers: the look of iOS Settings.
public struct InsetGroupedListStyle: BuiltInListStyle {
  /// Creates the inset grouped style.
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Rows inset from the edges in rounded sections, on the system background.
public struct InsetListStyle: BuiltInListStyle {
  /// Creates the inset style.
  public init() {}
  var kind: ListStyleKind { .inset }
}

/// A sidebar; on iPhone drawn as inset grouped.
public struct SidebarListStyle: BuiltInListStyle {
  /// Creates the sidebar style.
  public init() {}
  var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default style: inset grouped on iPhone.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge, separated by hairlines.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections edge to edge on the grouped background.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as rounded cards inset from the edges.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges on the system background.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar; on iPhone drawn as inset grouped.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How a ``Form`` arranges its controls: SwiftUI's `FormStyle`. On iPhone every style draws
/// a form as an inset grouped list.
public protocol FormStyle: Sendable {}

/// The platform's default form style: grouped.
public struct AutomaticFormStyle: FormStyle {
  /// Creates the automatic style.
  public init() {}
}

/// Sections of rows, drawn as an inset grouped list.
public struct GroupedFormStyle: FormStyle {
  /// Creates the grouped style.
  public init() {}
}

/// Labels and controls in columns (macOS); on iPhone drawn as grouped.
public struct ColumnsFormStyle: FormStyle {
  /// Creates the columns style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default: grouped.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections of rows, drawn as an inset grouped list.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in columns; on iPhone drawn as grouped.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The space between the sections of a list: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
  /// The spacing in points, or `nil` for the style's default.
  let points: CGFloat?

  /// The style's default spacing: 35 points between inset grouped sections without
  /// headers or footers.
  public static let `default` = ListSectionSpacing(points: nil)
  /// A tighter spacing: 20 points.
  public static let compact = ListSectionSpacing(points: 20)

  /// A spacing of `points`.
  public static func custom(_ points: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: points)
  }
}

/// Whether a list row's separators, or a section's, are shown: SwiftUI's visibility for
/// ``View/listRowSeparator(_:edges:)``.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The style decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

extension VerticalEdge {
  /// A set of vertical edges, for a list row's separators.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

private struct ListStyleKey: EnvironmentKey {
  static let defaultValue = ListStyleKind.automatic
}
private struct ListSectionSpacingKey: EnvironmentKey {
  static let defaultValue = ListSectionSpacing.default
}
private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 44
}
private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}
private struct ListContentKey: EnvironmentKey {
  static let defaultValue: ListStyleKind? = nil
}
private struct TagsForEachRowsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The list style set by ``View/listStyle(_:)``.
  var listStyle: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }

  /// The spacing between list sections set by ``View/listSectionSpacing(_:)``.
  var listSectionSpacing: ListSectionSpacing {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  /// The style of the list whose rows are being resolved (resolved for iPhone), or `nil`
  /// outside a list: sections group their rows and navigation links show a chevron.
  var listContentStyle: ListStyleKind? {
    get { self[ListContentKey.self] }
    set { self[ListContentKey.self] = newValue }
  }

  /// Whether the `ForEach`es below tag each row with its id, as SwiftUI tags them for a
  /// selection: set by a list with a selection and by pickers, which read the tags.
  var tagsForEachRows: Bool {
    get { self[TagsForEachRowsKey.self] }
    set { self[TagsForEachRowsKey.self] = newValue }
  }

  /// The least height of a list row: 44 points, the height of a row of body text.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list section header, or `nil` for the style's.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}

extension View {
  /// Sets how lists inside this view draw their rows and sections.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }
  ///   .listStyle(.plain)
  /// ```
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    writingEnvironment(\.listStyle, (style as? any BuiltInListStyle)?.kind ?? .automatic)
  }

  /// Sets how forms inside this view are drawn; on iPhone every style draws an inset
  /// grouped list.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    self
  }

  /// Sets the space between the sections of lists inside this view.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    writingEnvironment(\.listSectionSpacing, spacing)
  }

  /// Sets the space between the sections of lists inside this view, in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    writingEnvironment(\.listSectionSpacing, .custom(spacing))
  }
}
