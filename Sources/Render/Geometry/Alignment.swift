import Foundation

/// A type that identifies an alignment guide and gives its value for a view that does not set
/// the guide explicitly.
///
/// ```swift
/// enum IconCenter: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] + 22 }
/// }
/// ```
public protocol AlignmentID {
  /// The guide's value for a view that does not set it explicitly, in the view's own
  /// coordinates.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies one alignment guide on one axis: the key under which explicit values are stored.
package struct AlignmentKey: Hashable, @unchecked Sendable {
  // `@unchecked`: the only stored type is a metatype, which is immutable and safe to share.
  /// The type that identifies the guide and gives its default value.
  package let id: any AlignmentID.Type
  /// The axis the guide measures along.
  package let axis: Axis

  /// Creates the key of the guide `id` on `axis`.
  package init(_ id: any AlignmentID.Type, axis: Axis) {
    self.id = id
    self.axis = axis
  }

  /// Keys are equal when their axes and identifier types are the same.
  package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    lhs.axis == rhs.axis && ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  /// Hashes the identifier type and the axis.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
  }

  /// The guide's value for a view with these dimensions that has no explicit value.
  package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    id.defaultValue(in: dimensions)
  }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
  /// The key under which explicit values of this guide are stored.
  package let key: AlignmentKey

  /// Creates a horizontal alignment from an identifier type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  /// Alignments are equal when they use the same identifier type.
  public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
    lhs.key == rhs.key
  }

  private enum Leading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
  }
  private enum Trailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
  }

  /// The leading edge: the left edge in left-to-right layouts.
  public static let leading = HorizontalAlignment(Leading.self)
  /// The horizontal centre.
  public static let center = HorizontalAlignment(Center.self)
  /// The trailing edge: the right edge in left-to-right layouts.
  public static let trailing = HorizontalAlignment(Trailing.self)

  /// A name for the dump: `leading`, `center`, `trailing`, or the identifier's type name.
  package var name: String {
    switch self {
    case .leading: "leading"
    case .center: "center"
    case .trailing: "trailing"
    default: String(describing: key.id)
    }
  }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
  /// The key under which explicit values of this guide are stored.
  package let key: AlignmentKey

  /// Creates a vertical alignment from an identifier type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  /// Alignments are equal when they use the same identifier type.
  public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
    lhs.key == rhs.key
  }

  private enum Top: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
  }
  private enum Bottom: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  private enum FirstTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  private enum LastTextBaseline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }

  /// The top edge.
  public static let top = VerticalAlignment(Top.self)
  /// The vertical centre.
  public static let center = VerticalAlignment(Center.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(Bottom.self)
  /// The baseline of the first line of text; the bottom edge of a view without text.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
  /// The baseline of the last line of text; the bottom edge of a view without text.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

  /// A name for the dump: `top`, `center`, `bottom`, the baselines, or the type name.
  package var name: String {
    switch self {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .firstTextBaseline: "firstTextBaseline"
    case .lastTextBaseline: "lastTextBaseline"
    default: String(describing: key.id)
    }
  }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
  /// The alignment along the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment along the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two components.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre in both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner: top left in left-to-right layouts.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner: top right in left-to-right layouts.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner: bottom left in left-to-right layouts.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner: bottom right in left-to-right layouts.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred horizontally, on the first text baseline vertically.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Centred horizontally, on the last text baseline vertically.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// The leading edge, on the first text baseline vertically.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// The leading edge, on the last text baseline vertically.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// The trailing edge, on the first text baseline vertically.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// The trailing edge, on the last text baseline vertically.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

  /// A name for the dump, such as `bottomTrailing` or `(leading, firstTextBaseline)`.
  package var name: String {
    switch self {
    case .center: "center"
    case .leading: "leading"
    case .trailing: "trailing"
    case .top: "top"
    case .bottom: "bottom"
    case .topLeading: "topLeading"
    case .topTrailing: "topTrailing"
    case .bottomLeading: "bottomLeading"
    case .bottomTrailing: "bottomTrailing"
    default: "(\(horizontal.name), \(vertical.name))"
    }
  }
}
