import Foundation

/// How a shape, a text or a symbol is filled: a colour or a gradient, fully resolved.
///
/// A public struct over an internal enum, so that new kinds of paint can be added without
/// breaking code that inspects paints.
public struct Paint: Hashable, Sendable {
  /// The paint itself; kept `package` so that adding a kind breaks no user code.
  package enum Kind: Hashable, Sendable {
    /// A solid colour.
    case color(ResolvedColor)
    /// A linear gradient from `start` to `end`, unit points of the shape's bounds.
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    /// A radial gradient around `center`, a unit point of the shape's bounds, from
    /// `startRadius` to `endRadius` in points.
    case radialGradient(
      stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// An elliptical gradient around `center`: a radial gradient in the unit square, from
    /// `startFraction` to `endFraction` of its side, stretched to the shape's bounds.
    case ellipticalGradient(
      stops: [GradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    /// A gradient around `center` by angle, from `startAngle` to `endAngle` in radians,
    /// clockwise from the positive x axis (on screen, y down).
    case angularGradient(
      stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
  }

  /// The paint itself.
  package let kind: Kind

  /// Wraps `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// A solid colour.
  public static func color(_ color: ResolvedColor) -> Paint { Paint(.color(color)) }

  /// A linear gradient between two unit points of the shape's bounds.
  public static func linearGradient(
    stops: [GradientStop], start: UnitPoint, end: UnitPoint
  )
    -> Paint
  {
    Paint(.linearGradient(stops: stops, start: start, end: end))
  }

  /// A radial gradient around a unit point of the shape's bounds.
  public static func radialGradient(
    stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> Paint {
    Paint(
      .radialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius))
  }

  /// The colour, when the paint is a solid colour.
  public var color: ResolvedColor? {
    if case .color(let color) = kind { color } else { nil }
  }

  /// The gradient stops, when the paint is a gradient.
  public var stops: [GradientStop]? {
    switch kind {
    case .color: nil
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      stops
    }
  }

  /// A colour that stands for the paint where only one colour fits (the text canvas): the
  /// colour itself, or a gradient's middle.
  package var representativeColor: ResolvedColor {
    switch kind {
    case .color(let color): return color
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      guard let first = stops.first, let last = stops.last else { return .clear }
      return first.color.mixed(with: last.color, by: 0.5)
    }
  }

  /// The paint with every colour's opacity multiplied by `factor`.
  package func multiplyingOpacity(by factor: Double) -> Paint {
    func scale(_ stops: [GradientStop]) -> [GradientStop] {
      stops.map {
        GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location)
      }
    }
    switch kind {
    case .color(let color): return .color(color.multiplyingOpacity(by: factor))
    case .linearGradient(let stops, let start, let end):
      return .linearGradient(stops: scale(stops), start: start, end: end)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      return .radialGradient(
        stops: scale(stops), center: center, startRadius: startRadius, endRadius: endRadius)
    case .ellipticalGradient(let stops, let center, let start, let end):
      return Paint(
        .ellipticalGradient(
          stops: scale(stops), center: center, startFraction: start, endFraction: end))
    case .angularGradient(let stops, let center, let start, let end):
      return Paint(
        .angularGradient(stops: scale(stops), center: center, startAngle: start, endAngle: end))
    }
  }
}

/// One colour stop of a resolved gradient.
public struct GradientStop: Hashable, Sendable {
  /// The stop's colour.
  public var color: ResolvedColor
  /// The stop's position along the gradient, from 0 to 1.
  public var location: CGFloat

  /// Creates a stop.
  public init(color: ResolvedColor, location: CGFloat) {
    self.color = color
    self.location = location
  }
}

extension Paint {
  /// The colour of `stops` at `location`, mixed between the stops around it (the first and
  /// last colours outside them), as an SVG gradient mixes them.
  package static func color(of stops: [GradientStop], at location: CGFloat) -> ResolvedColor {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
      let span = b.location - a.location
      return span > 0
        ? a.color.mixed(with: b.color, by: Float((location - a.location) / span)) : b.color
    }
    return last.color
  }
}
