import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 10))
/// path.addLine(to: CGPoint(x: 20, y: 10))
/// ```
public struct Path: Hashable, Sendable {
  /// One drawing instruction of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  /// The path's instructions, in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path built by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Creates a rectangular path.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Creates a rounded rectangle path.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded rectangle path with elliptical corners.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates an ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for p in points {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Begins a new subpath at `point`.
  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

  /// Adds a quadratic Bézier curve.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds straight lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rectangle.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    addLines([
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ])
    closeSubpath()
  }

  /// Adds an ellipse inscribed in `rect`, as four cubic curves.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let k: CGFloat = 0.552_284_749_8
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// Adds a rounded rectangle; corner sizes are clamped to half the rectangle's sides.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let r = rect.standardized
    let rx = max(0, min(cornerSize.width, r.width / 2))
    let ry = max(0, min(cornerSize.height, r.height / 2))
    guard rx > 0, ry > 0 else {
      addRect(r)
      return
    }
    let corner = CGSize(width: rx, height: ry)
    addRoundedRect(
      in: r, topLeading: corner, topTrailing: corner, bottomTrailing: corner,
      bottomLeading: corner)
  }

  /// Adds a rectangle whose corners are rounded each by its own size (elliptical quarter
  /// turns as cubic curves), clockwise from the top leading corner; a corner with a zero
  /// width or height is square. The sizes are used as given: the caller keeps them within
  /// the rectangle.
  package mutating func addRoundedRect(
    in r: CGRect, topLeading: CGSize, topTrailing: CGSize, bottomTrailing: CGSize,
    bottomLeading: CGSize
  ) {
    // The control points of a quarter turn as a cubic.
    let k: CGFloat = 0.552_284_749_8
    func isRound(_ size: CGSize) -> Bool { size.width > 0 && size.height > 0 }
    move(to: CGPoint(x: r.minX + topLeading.width, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - topTrailing.width, y: r.minY))
    if isRound(topTrailing) {
      let (rx, ry) = (topTrailing.width, topTrailing.height)
      addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + ry),
        control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
    }
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing.height))
    if isRound(bottomTrailing) {
      let (rx, ry) = (bottomTrailing.width, bottomTrailing.height)
      addCurve(
        to: CGPoint(x: r.maxX - rx, y: r.maxY),
        control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
        control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
    }
    addLine(to: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY))
    if isRound(bottomLeading) {
      let (rx, ry) = (bottomLeading.width, bottomLeading.height)
      addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - ry),
        control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
    }
    addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading.height))
    if isRound(topLeading) {
      let (rx, ry) = (topLeading.width, topLeading.height)
      addCurve(
        to: CGPoint(x: r.minX + rx, y: r.minY),
        control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
        control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
    }
    closeSubpath()
  }

  /// Adds an arc of a circle, as cubic curves of at most a quarter turn each.
  ///
  /// Angles follow SwiftUI's flipped coordinates: 0 points right and positive angles turn
  /// clockwise on screen when `clockwise` is false.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let start = CGPoint(
      x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians)
    )
    if elements.isEmpty || elements.last == .closeSubpath {
      move(to: start)
    } else {
      addLine(to: start)
    }
    let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    var angle = startAngle.radians
    for _ in 0..<segments {
      let next = angle + step
      let alpha = 4.0 / 3.0 * tan(step / 4)
      let p0 = CGPoint(x: cos(angle), y: sin(angle))
      let p1 = CGPoint(x: cos(next), y: sin(next))
      addCurve(
        to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y),
        control1: CGPoint(
          x: center.x + radius * (p0.x - alpha * p0.y), y: center.y + radius * (p0.y + alpha * p0.x)
        ),
        control2: CGPoint(
          x: center.x + radius * (p1.x + alpha * p1.y), y: center.y + radius * (p1.y - alpha * p1.x)
        ))
      angle = next
    }
  }

  /// Adds every element of `path`.
  public mutating func addPath(_ path: Path) {
    elements += path.elements
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// Whether every point of the path (control points included) is finite and within the
  /// largest length.
  package var hasValidPoints: Bool {
    func valid(_ p: CGPoint) -> Bool { LengthLimits.isValid(p.x) && LengthLimits.isValid(p.y) }
    return elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): valid(p)
      case .quadCurve(let p, let c): valid(p) && valid(c)
      case .curve(let p, let c1, let c2): valid(p) && valid(c1) && valid(c2)
      case .closeSubpath: true
      }
    }
  }

  /// The path with every point (control points included) mapped by `move`.
  package func mapPoints(_ move: (CGPoint) -> CGPoint) -> Path {
    var result = Path()
    result.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: move(p))
      case .line(let p): .line(to: move(p))
      case .quadCurve(let p, let c): .quadCurve(to: move(p), control: move(c))
      case .curve(let p, let c1, let c2):
        .curve(to: move(p), control1: move(c1), control2: move(c2))
      case .closeSubpath: .closeSubpath
      }
    }
    return result
  }
}
