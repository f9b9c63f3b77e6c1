import Foundation

/// The lengths Galley lays out and draws: finite, and at most a billion points either way.
///
/// A billion points is far beyond any screen or document (a list of a million 44-point rows
/// is 44 million points tall) and far from where sums and pixel rounding lose precision or
/// overflow: `1e308` doubled is infinity, `1e9` times any scale is not. Larger lengths from
/// views are clamped with a diagnostic; every number that reaches a backend is finite.
package enum LengthLimits {
  /// The largest length, in points.
  package static let largest: CGFloat = 1_000_000_000

  /// The largest display scale (device pixels per point) a host accepts.
  package static let largestScale: CGFloat = 100

  /// Whether `value` is finite and within `±largest`.
  package static func isValid(_ value: CGFloat) -> Bool {
    value.isFinite && abs(value) <= largest
  }

  /// `value` brought within `±largest`; NaN becomes `nan`.
  package static func clamp(_ value: CGFloat, nan: CGFloat = 0) -> CGFloat {
    value.isNaN ? nan : min(max(value, -largest), largest)
  }

  /// `point` with each coordinate clamped.
  package static func clamp(_ point: CGPoint) -> CGPoint {
    CGPoint(x: clamp(point.x), y: clamp(point.y))
  }

  /// `size` with each length clamped to `0...largest`.
  package static func clamp(_ size: CGSize) -> CGSize {
    CGSize(width: max(clamp(size.width), 0), height: max(clamp(size.height), 0))
  }
}
