import Foundation

/// A proposal for the size of a view, as a parent offers it to a child during layout.
///
/// Each dimension is independent: `nil` asks for the child's ideal length, `0` for its minimum,
/// `.infinity` for its maximum, and any other value says how much room there is. The child is
/// free to choose any size; the parent then places it.
///
/// ```swift
/// let size = subview.sizeThatFits(ProposedViewSize(width: 100, height: nil))
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal from optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.width = size.width
    self.height = size.height
  }

  /// The proposal that asks for a view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The proposal that asks for a view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// The proposal that asks for a view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with each `nil` dimension replaced by the matching dimension of `size`.
  ///
  /// The default of 10×10 is the size SwiftUI's shapes and colours take when asked for their
  /// ideal size.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

extension ProposedViewSize {
  /// The proposed length along `axis`.
  package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// Creates a proposal from lengths along a major axis and the other one.
  package init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }
}

extension ProposedViewSize: CustomStringConvertible {
  /// `(width, height)`, with `nil` for an unspecified dimension and `∞` for an infinite one.
  public var description: String {
    func text(_ value: CGFloat?) -> String {
      guard let value else { return "nil" }
      return value.isInfinite ? "∞" : NumberFormatting.decimal(value)
    }
    return "(\(text(width)), \(text(height)))"
  }
}
