import Foundation

/// What one element of a `CGPath` does.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath at `points[0]`.
  case moveToPoint
  /// A straight line to `points[0]`.
  case addLineToPoint
  /// A quadratic curve to `points[1]` with control point `points[0]`.
  case addQuadCurveToPoint
  /// A cubic curve to `points[2]` with control points `points[0]` and `points[1]`.
  case addCurveToPoint
  /// Closes the subpath.
  case closeSubpath
}

/// One element of a path, as `CGPath.applyWithBlock(_:)` hands it out.
public struct CGPathElement {
  /// What the element does.
  public var type: CGPathElementType
  /// Its points: one for moves and lines, two for quadratic curves, three for cubic ones.
  public var points: UnsafeMutablePointer<CGPoint>
}

/// An immutable graphics path, as CoreGraphics defines it: moves, lines, curves and closes.
///
/// Convert one to SwiftUI's `Path` with `Path(_:)`; `Path.cgPath` goes the other way.
public class CGPath: Hashable, @unchecked Sendable {
  // `@unchecked`: a `CGPath` never changes; only `CGMutablePath`, which is not shared
  // across threads by the code that builds it, appends.
  fileprivate var storage: [(type: CGPathElementType, points: [CGPoint])]

  fileprivate init(storage: [(type: CGPathElementType, points: [CGPoint])]) {
    self.storage = storage
  }

  /// A path of one rectangle, transformed by `transform`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(storage: path.storage)
  }

  /// A path of the ellipse inscribed in `rect`, transformed by `transform`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(storage: path.storage)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }

  /// The end point of the last element; `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in storage {
      switch element.type {
      case .moveToPoint:
        start = element.points[0]
        current = start
      case .closeSubpath: current = start
      default: current = element.points[element.points.count - 1]
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `.null` for an empty path.
  public var boundingBox: CGRect {
    let points = storage.flatMap(\.points)
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `block` with each element in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    for element in storage {
      // A close has no points; it is handed a pointer to one zero point, never read.
      var points = element.points.isEmpty ? [CGPoint.zero] : element.points
      points.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var pathElement = CGPathElement(type: element.type, points: base)
        withUnsafePointer(to: &pathElement) { block($0) }
      }
    }
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(storage: storage) }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? {
    let path = CGMutablePath()
    path.storage = storage
    return path
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.storage.count == rhs.storage.count
      && zip(lhs.storage, rhs.storage).allSatisfy { $0.type == $1.type && $0.points == $1.points }
  }

  public func hash(into hasher: inout Hasher) {
    for element in storage {
      hasher.combine(element.type)
      for point in element.points {
        hasher.combine(point.x)
        hasher.combine(point.y)
      }
    }
  }
}

/// A graphics path that can be added to, as CoreGraphics defines it.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() {
    super.init(storage: [])
  }

  private func append(_ type: CGPathElementType, _ points: [CGPoint], _ t: CGAffineTransform) {
    storage.append((type, t.isIdentity ? points : points.map { $0.applying(t) }))
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.moveToPoint, [point], transform)
  }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.addLineToPoint, [point], transform)
  }

  /// Moves to the first point and adds lines through the rest.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a quadratic curve to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    append(.addQuadCurveToPoint, [control, end], transform)
  }

  /// Adds a cubic curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    append(.addCurveToPoint, [control1, control2, end], transform)
  }

  /// Closes the current subpath.
  public func closeSubpath() {
    storage.append((.closeSubpath, []))
  }

  /// Adds a closed rectangle, drawn clockwise on screen from its minimum corner.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addLines(
      between: [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the closed ellipse inscribed in `rect`, as four cubic curves.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    // The control-point distance that makes a cubic curve follow a quarter circle closely.
    let kappa: CGFloat = 0.552_284_749_831
    let (rx, ry) = (r.width / 2, r.height / 2)
    let (cx, cy) = (r.midX, r.midY)
    let (ox, oy) = (rx * kappa, ry * kappa)
    move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + oy),
      control2: CGPoint(x: cx + ox, y: cy + ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - ox, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + oy), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - oy),
      control2: CGPoint(x: cx - ox, y: cy - ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + ox, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - oy), transform: transform)
    closeSubpath()
  }

  /// Adds every element of `path`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for element in path.storage { append(element.type, element.points, transform) }
  }
}
