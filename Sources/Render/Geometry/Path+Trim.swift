import Foundation

extension Path {
  /// The part of the path between `from` and `to`, fractions of its length: SwiftUI's
  /// `trimmedPath(from:to:)`.
  ///
  /// The length runs along every subpath in order, a closed subpath including its closing
  /// line. Curves are measured on 16 chords each and cut exactly (de Casteljau) at the
  /// parameter the chords give for the length, so a trimmed circle keeps its curvature.
  /// Fractions are clamped to 0…1 (infinities too; a NaN start is 0 and a NaN end 1);
  /// `from ≥ to` gives an empty path.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = from.isNaN ? 0 : min(max(from, 0), 1)
    let end = to.isNaN ? 1 : min(max(to, 0), 1)
    guard start < end else { return Path() }
    let segments = Self.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return start == 0 && end == 1 ? self : Path() }
    if start == 0, end == 1 { return self }
    let low = start * total
    let high = end * total
    var result = Path()
    var position: CGFloat = 0
    var penDown = false
    var lastSubpath = -1
    for segment in segments {
      let segmentStart = position
      let segmentEnd = position + segment.length
      position = segmentEnd
      // Rounding in the sums must not leave a sliver of the next segment.
      let slack = total * 1e-9
      guard segmentEnd > low + slack, segmentStart < high - slack else { continue }
      let t0 = segment.parameter(at: max(low - segmentStart, 0))
      let t1 = segment.parameter(at: min(high - segmentStart, segment.length))
      let piece = segment.piece(from: t0, to: t1)
      if !penDown || segment.subpath != lastSubpath {
        result.move(to: piece.start)
        penDown = true
        lastSubpath = segment.subpath
      }
      piece.append(to: &result)
    }
    return result
  }

  /// One drawn segment of a path: a line, or a cubic curve (quadratic curves raised), with
  /// its length and the subpath it belongs to.
  private struct Segment {
    var points: [CGPoint]
    var subpath: Int
    /// Cumulative chord lengths at parameters 0, 1/16 … 1 (curves), or the line's length.
    var samples: [CGFloat]
    var length: CGFloat { samples.last ?? 0 }
    var start: CGPoint { points[0] }

    init(points: [CGPoint], subpath: Int) {
      self.points = points
      self.subpath = subpath
      if points.count == 2 {
        samples = [0, Self.distance(points[0], points[1])]
      } else {
        var cumulative: [CGFloat] = [0]
        var previous = points[0]
        for step in 1...16 {
          let point = Self.cubic(points, CGFloat(step) / 16)
          cumulative.append(cumulative[step - 1] + Self.distance(previous, point))
          previous = point
        }
        samples = cumulative
      }
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
      ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    static func cubic(_ p: [CGPoint], _ t: CGFloat) -> CGPoint {
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return CGPoint(
        x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
        y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
    }

    /// The parameter at `distance` along the segment.
    func parameter(at distance: CGFloat) -> CGFloat {
      guard length > 0 else { return 0 }
      if points.count == 2 { return distance / length }
      for step in 1..<samples.count where samples[step] >= distance {
        let span = samples[step] - samples[step - 1]
        let within = span > 0 ? (distance - samples[step - 1]) / span : 0
        return (CGFloat(step - 1) + within) / 16
      }
      return 1
    }

    /// The segment between parameters `t0` and `t1`.
    func piece(from t0: CGFloat, to t1: CGFloat) -> Segment {
      if points.count == 2 {
        let a = points[0]
        let b = points[1]
        func at(_ t: CGFloat) -> CGPoint {
          CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        return Segment(points: [at(t0), at(t1)], subpath: subpath)
      }
      // Split at t1, then the first part at t0 / t1.
      let head = Self.split(points, at: t1).first
      let t = t1 > 0 ? t0 / t1 : 0
      return Segment(points: Self.split(head, at: t).second, subpath: subpath)
    }

    static func split(_ p: [CGPoint], at t: CGFloat) -> (first: [CGPoint], second: [CGPoint]) {
      func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
      let ab = mix(p[0], p[1])
      let bc = mix(p[1], p[2])
      let cd = mix(p[2], p[3])
      let abc = mix(ab, bc)
      let bcd = mix(bc, cd)
      let middle = mix(abc, bcd)
      return ([p[0], ab, abc, middle], [middle, bcd, cd, p[3]])
    }

    func append(to path: inout Path) {
      if points.count == 2 {
        path.addLine(to: points[1])
      } else {
        path.addCurve(to: points[3], control1: points[1], control2: points[2])
      }
    }
  }

  /// The path's drawn segments in order, closing lines included.
  private static func segments(of path: Path) -> [Segment] {
    var segments: [Segment] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var subpath = 0
    for element in path.elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        subpath += 1
      case .line(let point):
        segments.append(Segment(points: [current, point], subpath: subpath))
        current = point
      case .quadCurve(let point, let control):
        // Raised to a cubic with the same curve.
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = CGPoint(
          x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        segments.append(Segment(points: [current, c1, c2, point], subpath: subpath))
        current = point
      case .curve(let point, let control1, let control2):
        segments.append(Segment(points: [current, control1, control2, point], subpath: subpath))
        current = point
      case .closeSubpath:
        if current != subpathStart {
          segments.append(Segment(points: [current, subpathStart], subpath: subpath))
        }
        current = subpathStart
      }
    }
    return segments
  }
}
