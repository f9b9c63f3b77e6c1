import Foundation

extension ShapeContent {
  /// This content with every number a backend would write made finite and within
  /// ``LengthLimits/largest``, and what was changed, in words (empty when nothing was).
  ///
  /// NaN coordinates and lengths become 0, infinite and huge ones the largest length (an
  /// infinite corner radius silently: it asks for the most rounding); a dash
  /// pattern with a non-finite or negative length is dropped (a solid line), a non-finite
  /// miter limit becomes 10; gradient points with NaN become the centre, stop locations are
  /// clamped to 0...1.
  ///
  /// - Complexity: O(1) for built-in shapes and colours; O(n) in the points of a path and the
  ///   stops of a gradient.
  package func withValidNumbers() -> (content: ShapeContent, problems: [String]) {
    var problems: [String] = []
    var geometry = geometry
    switch geometry.kind {
    case .roundedRectangle(let corner, let style)
    where !Self.isValid(corner.width) || !Self.isValid(corner.height):
      // An infinite radius is a common way to ask for the most rounding: it is clamped
      // (and then to half the shorter side) without a diagnostic.
      if !(corner.width >= 0 && corner.height >= 0) {
        problems.append("corner size \(Self.text(corner.width)) × \(Self.text(corner.height))")
      }
      geometry = .roundedRectangle(
        cornerSize: CGSize(
          width: max(LengthLimits.clamp(corner.width), 0),
          height: max(LengthLimits.clamp(corner.height), 0)),
        style: style)
    case .path(let path) where !path.hasValidPoints:
      problems.append("path points that are not finite or beyond the largest length")
      geometry = .path(path.mapPoints(LengthLimits.clamp))
    default: break
    }
    var stroke = stroke
    if var style = stroke {
      if !Self.isValid(style.lineWidth) {
        problems.append("line width \(Self.text(style.lineWidth))")
        style.lineWidth = style.lineWidth.isNaN ? 1 : max(LengthLimits.clamp(style.lineWidth), 0)
      }
      if !style.dash.allSatisfy(Self.isValid) {
        problems.append("dash \(style.dash.map(Self.text).joined(separator: ", "))")
        style.dash = []
      }
      if !LengthLimits.isValid(style.dashPhase) {
        problems.append("dash phase \(Self.text(style.dashPhase))")
        style.dashPhase = 0
      }
      if !(style.miterLimit.isFinite && style.miterLimit >= 1) {
        problems.append("miter limit \(Self.text(style.miterLimit))")
        style.miterLimit = 10
      }
      stroke = style
    }
    var paint = paint
    switch paint.kind {
    case .color: break
    case .linearGradient(let stops, let start, let end):
      let validStops = Self.validStops(stops, problems: &problems)
      let validStart = Self.validPoint(start, "start point", problems: &problems)
      let validEnd = Self.validPoint(end, "end point", problems: &problems)
      if validStops != stops || validStart != start || validEnd != end {
        paint = Paint(.linearGradient(stops: validStops, start: validStart, end: validEnd))
      }
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      let validStops = Self.validStops(stops, problems: &problems)
      let validCenter = Self.validPoint(center, "centre", problems: &problems)
      var radii = (startRadius, endRadius)
      if !Self.isValid(startRadius) || !Self.isValid(endRadius) {
        problems.append("radii \(Self.text(startRadius)) and \(Self.text(endRadius))")
        radii = (
          max(LengthLimits.clamp(startRadius), 0), max(LengthLimits.clamp(endRadius), 0)
        )
      }
      if validStops != stops || validCenter != center || radii != (startRadius, endRadius) {
        paint = Paint(
          .radialGradient(
            stops: validStops, center: validCenter, startRadius: radii.0, endRadius: radii.1))
      }
    case .ellipticalGradient(let stops, let center, let start, let end):
      let validStops = Self.validStops(stops, problems: &problems)
      let validCenter = Self.validPoint(center, "centre", problems: &problems)
      var fractions = (start, end)
      if !Self.isValid(start) || !Self.isValid(end) {
        problems.append("radius fractions \(Self.text(start)) and \(Self.text(end))")
        fractions = (max(LengthLimits.clamp(start), 0), max(LengthLimits.clamp(end), 0))
      }
      if validStops != stops || validCenter != center || fractions != (start, end) {
        paint = Paint(
          .ellipticalGradient(
            stops: validStops, center: validCenter, startFraction: fractions.0,
            endFraction: fractions.1))
      }
    case .angularGradient(let stops, let center, let start, let end):
      let validStops = Self.validStops(stops, problems: &problems)
      let validCenter = Self.validPoint(center, "centre", problems: &problems)
      var angles = (start, end)
      if !start.isFinite || !end.isFinite {
        problems.append("angles \(Self.text(start)) and \(Self.text(end))")
        angles = (start.isFinite ? start : 0, end.isFinite ? end : 2 * .pi)
      }
      if validStops != stops || validCenter != center || angles != (start, end) {
        paint = Paint(
          .angularGradient(
            stops: validStops, center: validCenter, startAngle: angles.0, endAngle: angles.1))
      }
    }
    guard !problems.isEmpty || geometry != self.geometry else { return (self, []) }
    return (
      ShapeContent(geometry: geometry, paint: paint, stroke: stroke, evenOdd: evenOdd), problems
    )
  }

  /// Whether a length is finite, not negative, and within the largest length.
  private static func isValid(_ length: CGFloat) -> Bool {
    LengthLimits.isValid(length) && length >= 0
  }

  private static func text(_ value: CGFloat) -> String { NumberFormatting.decimal(value) }

  /// `point`, or the centre when a coordinate is NaN; coordinates clamped.
  private static func validPoint(
    _ point: UnitPoint, _ name: String, problems: inout [String]
  ) -> UnitPoint {
    guard !LengthLimits.isValid(point.x) || !LengthLimits.isValid(point.y) else { return point }
    problems.append("gradient \(name) (\(text(point.x)), \(text(point.y)))")
    if point.x.isNaN || point.y.isNaN { return .center }
    return UnitPoint(x: LengthLimits.clamp(point.x), y: LengthLimits.clamp(point.y))
  }

  /// `stops` with each location within 0...1 (NaN becomes 0).
  private static func validStops(
    _ stops: [GradientStop], problems: inout [String]
  ) -> [GradientStop] {
    guard stops.contains(where: { !($0.location >= 0 && $0.location <= 1) }) else { return stops }
    problems.append("gradient stop locations outside 0...1")
    return stops.map {
      GradientStop(color: $0.color, location: $0.location.isNaN ? 0 : min(max($0.location, 0), 1))
    }
  }
}
