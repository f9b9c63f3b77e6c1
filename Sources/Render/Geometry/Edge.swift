import Foundation

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top, leading, bottom and trailing edges; leading is the left edge in
  /// left-to-right layouts.
  case top, leading, bottom, trailing

  /// An efficient set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges as a bit set.
    public let rawValue: Int8
    /// Creates a set of edges from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Creates the set holding one edge.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The leading edge (left in left-to-right layouts) and the trailing edge.
  case leading, trailing
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge and the bottom edge.
  case top, bottom
}

/// The inset distances of the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the leading edge.
  public var leading: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the four edge lengths.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets with `length` on each edge of `edges` and zero elsewhere.
  package init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The sum of the leading and trailing insets.
  package var horizontal: CGFloat { leading + trailing }
  /// The sum of the top and bottom insets.
  package var vertical: CGFloat { top + bottom }
}
