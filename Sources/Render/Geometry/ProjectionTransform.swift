import Foundation

/// A projective transform of the plane, as a 3×3 matrix applied to row vectors: SwiftUI's
/// `ProjectionTransform`.
///
/// A point (x, y) goes to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w), where
/// w = m13·x + m23·y + m33. Affine transforms have m13 = m23 = 0 and m33 = 1.
public struct ProjectionTransform: Hashable, Sendable {
  /// The component in row 1, column 1.
  public var m11: CGFloat = 1
  /// The component in row 1, column 2.
  public var m12: CGFloat = 0
  /// The component in row 1, column 3.
  public var m13: CGFloat = 0
  /// The component in row 2, column 1.
  public var m21: CGFloat = 0
  /// The component in row 2, column 2.
  public var m22: CGFloat = 1
  /// The component in row 2, column 3.
  public var m23: CGFloat = 0
  /// The component in row 3, column 1.
  public var m31: CGFloat = 0
  /// The component in row 3, column 2.
  public var m32: CGFloat = 0
  /// The component in row 3, column 3.
  public var m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// Creates a transform from its nine components.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The projective form of an affine transform.
  public init(_ m: CGAffineTransform) {
    self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform keeps parallel lines parallel (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Whether every component is finite.
  package var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    ProjectionTransform(
      m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
      m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
      m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
      m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
      m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
      m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
      m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
      m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
      m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
  }

  /// The transform that undoes this one, or `false` (and no change) when none does.
  @discardableResult
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m13 * m32 - m12 * m33
    let c13 = m12 * m23 - m13 * m22
    let determinant = m11 * c11 + m21 * c12 + m31 * c13
    guard determinant != 0, determinant.isFinite else { return false }
    let inverse = ProjectionTransform(
      m11: c11, m12: c12, m13: c13,
      m21: m23 * m31 - m21 * m33, m22: m11 * m33 - m13 * m31, m23: m13 * m21 - m11 * m23,
      m31: m21 * m32 - m22 * m31, m32: m12 * m31 - m11 * m32, m33: m11 * m22 - m12 * m21)
    self = inverse.scaled(by: 1 / determinant)
    return true
  }

  /// The transform that undoes this one; this one itself when none does.
  public func inverted() -> ProjectionTransform {
    var result = self
    result.invert()
    return result
  }

  private func scaled(by factor: CGFloat) -> ProjectionTransform {
    ProjectionTransform(
      m11: m11 * factor, m12: m12 * factor, m13: m13 * factor,
      m21: m21 * factor, m22: m22 * factor, m23: m23 * factor,
      m31: m31 * factor, m32: m32 * factor, m33: m33 * factor)
  }

  /// Where the transform takes `point`.
  package func apply(to point: CGPoint) -> CGPoint {
    let w = m13 * point.x + m23 * point.y + m33
    return CGPoint(
      x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
  }

  /// The affine transform nearest this one over a `size` rectangle at the origin: exact for
  /// an affine transform; for a perspective, the least-squares fit to the images of the four
  /// corners (their centroid kept, the edges' mean directions), which SVG can draw; nothing
  /// (all zeros) when a corner lies at or behind the viewer.
  package func affineApproximation(over size: CGSize) -> CGAffineTransform {
    if isAffine {
      return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }
    let width = max(size.width, 1)
    let height = max(size.height, 1)
    // A corner at or behind the viewer (w ≤ 0): the view is seen edge on or turned away,
    // and drawn as nothing.
    let depths = [m33, m13 * width + m33, m23 * height + m33, m13 * width + m23 * height + m33]
    guard depths.allSatisfy({ $0 > 1e-6 }) else {
      return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }
    let topLeft = apply(to: .zero)
    let topRight = apply(to: CGPoint(x: width, y: 0))
    let bottomLeft = apply(to: CGPoint(x: 0, y: height))
    let bottomRight = apply(to: CGPoint(x: width, y: height))
    let a = ((topRight.x - topLeft.x) + (bottomRight.x - bottomLeft.x)) / (2 * width)
    let b = ((topRight.y - topLeft.y) + (bottomRight.y - bottomLeft.y)) / (2 * width)
    let c = ((bottomLeft.x - topLeft.x) + (bottomRight.x - topRight.x)) / (2 * height)
    let d = ((bottomLeft.y - topLeft.y) + (bottomRight.y - topRight.y)) / (2 * height)
    let centreX = (topLeft.x + topRight.x + bottomLeft.x + bottomRight.x) / 4
    let centreY = (topLeft.y + topRight.y + bottomLeft.y + bottomRight.y) / 4
    return CGAffineTransform(
      a: a, b: b, c: c, d: d, tx: centreX - a * width / 2 - c * height / 2,
      ty: centreY - b * width / 2 - d * height / 2)
  }

  /// The matrix as the dump writes it: `matrix (a, b, c, d, tx, ty)` when affine, else all
  /// nine components row by row.
  package var parameters: String {
    let n = { (value: CGFloat) in NumberFormatting.decimal(value) }
    if isAffine {
      return "matrix (\(n(m11)), \(n(m12)), \(n(m21)), \(n(m22)), \(n(m31)), \(n(m32)))"
    }
    return "projection (\(n(m11)), \(n(m12)), \(n(m13)); \(n(m21)), \(n(m22)), \(n(m23)); "
      + "\(n(m31)), \(n(m32)), \(n(m33)))"
  }
}

extension CGPoint {
  /// The point moved by `transform`.
  public func applying(_ transform: ProjectionTransform) -> CGPoint {
    transform.apply(to: self)
  }
}
