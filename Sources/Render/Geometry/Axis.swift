/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// The other axis.
  package var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// An efficient set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The axes as a bit set.
    public let rawValue: Int8
    /// Creates a set of axes from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
