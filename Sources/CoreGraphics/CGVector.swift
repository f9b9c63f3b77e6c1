import Foundation

/// A two-dimensional vector, as CoreGraphics defines it.
public struct CGVector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat
  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)

  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public init() { self.init(dx: 0, dy: 0) }
}
