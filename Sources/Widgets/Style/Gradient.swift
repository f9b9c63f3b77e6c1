import Foundation

/// Colours and their positions along a gradient.
public struct Gradient: Hashable, Sendable {
  /// One colour stop.
  public struct Stop: Hashable, Sendable {
    /// The colour at the stop.
    public var color: Color
    /// The stop's position along the gradient, from 0 at the start to 1 at the end.
    public var location: CGFloat

    /// Creates a stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Creates a gradient of evenly spaced colours.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }

  func resolved(in environment: EnvironmentValues) -> [GradientStop] {
    stops.map { GradientStop(color: $0.color.resolve(in: environment), location: $0.location) }
  }
}

/// A linear gradient between two unit points of the shape it fills.
public struct LinearGradient: ShapeStyle, PaintProvider, Hashable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// Creates a linear gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient of evenly spaced colours.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient with its colours resolved for `environment`.
  package func paint(in environment: EnvironmentValues) -> Paint {
    .linearGradient(
      stops: gradient.resolved(in: environment), start: startPoint, end: endPoint)
  }
}

/// A radial gradient around a unit point of the shape it fills.
public struct RadialGradient: ShapeStyle, PaintProvider, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// Creates a radial gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient of evenly spaced colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// The gradient with its colours resolved for `environment`.
  package func paint(in environment: EnvironmentValues) -> Paint {
    .radialGradient(
      stops: gradient.resolved(in: environment), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

/// The standard gradient of a colour, `color.gradient`: top to bottom, from the colour
/// lightened by 15 % to the colour itself (Galley's documented approximation of SwiftUI's).
public struct AnyGradient: Hashable, ShapeStyle, PaintProvider {
  let base: Color

  /// A top-to-bottom gradient from the colour mixed 15 % with white to the colour itself.
  package func paint(in environment: EnvironmentValues) -> Paint {
    let color = base.resolve(in: environment)
    let top = color.mixed(
      with: ResolvedColor(red: 1, green: 1, blue: 1, opacity: color.opacity), by: 0.15)
    return .linearGradient(
      stops: [GradientStop(color: top, location: 0), GradientStop(color: color, location: 1)],
      start: .top, end: .bottom)
  }
}

/// A gradient around a centre by angle: SwiftUI's `AngularGradient` (a conic gradient).
///
/// Angles run clockwise from the positive x axis, as on screen. Outside the sweep from the
/// start angle to the end, the first and last colours meet halfway round; a zero sweep is a
/// whole turn. SVG has no conic gradient, so the backend draws it as 72 wedges, each the
/// colour at its middle, through a mask of the shape.
public struct AngularGradient: ShapeStyle, PaintProvider, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// Creates a gradient from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates a gradient of evenly spaced colours from `startAngle` to `endAngle`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a gradient of stops from `startAngle` to `endAngle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a whole-turn gradient starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: Angle(radians: angle.radians + 2 * .pi))
  }

  /// Creates a whole-turn gradient of evenly spaced colours starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a whole-turn gradient of stops starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  package func paint(in environment: EnvironmentValues) -> Paint {
    let sweep = endAngle.radians - startAngle.radians
    return Paint(
      .angularGradient(
        stops: gradient.resolved(in: environment), center: center,
        startAngle: startAngle.radians,
        endAngle: sweep == 0 ? startAngle.radians + 2 * .pi : endAngle.radians))
  }
}

/// A radial gradient stretched to the shape's bounds: SwiftUI's `EllipticalGradient`.
///
/// The radii are fractions of the side of the unit square that is stretched to the bounds:
/// with the defaults the gradient's last colour reaches the middle of each edge.
public struct EllipticalGradient: ShapeStyle, PaintProvider, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// Creates an elliptical gradient.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Creates an elliptical gradient of evenly spaced colours.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Creates an elliptical gradient of stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  package func paint(in environment: EnvironmentValues) -> Paint {
    Paint(
      .ellipticalGradient(
        stops: gradient.resolved(in: environment), center: center,
        startFraction: startRadiusFraction, endFraction: endRadiusFraction))
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of evenly spaced colours from `startAngle` to `endAngle`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A whole-turn angular gradient starting at `angle`.
  public static func conicGradient(
    _ gradient: Gradient, center: UnitPoint, angle: Angle = .zero
  )
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension AngularGradient: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension AngularGradient: PrimitiveView {
  /// The gradient filling its frame.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.fillNode(
        role: RenderRole(.gradient(name: "AngularGradient")), paint: paint(in: context.environment))
    ]
  }
}

extension EllipticalGradient: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension EllipticalGradient: PrimitiveView {
  /// The gradient filling its frame.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.fillNode(
        role: RenderRole(.gradient(name: "EllipticalGradient")),
        paint: paint(in: context.environment))
    ]
  }
}

/// A gradient used as a view fills the space it is offered, like a colour.
extension LinearGradient: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension LinearGradient: PrimitiveView {
  /// A flexible rectangle filled with the gradient.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.fillNode(
        role: RenderRole(.gradient(name: "LinearGradient")), paint: paint(in: context.environment))
    ]
  }
}

/// A gradient used as a view fills the space it is offered, like a colour.
extension RadialGradient: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension RadialGradient: PrimitiveView {
  /// A flexible rectangle filled with the gradient.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.fillNode(
        role: RenderRole(.gradient(name: "RadialGradient")), paint: paint(in: context.environment))
    ]
  }
}

extension Element {
  /// A flexible node filled with `paint`, as colours and gradients are when used as views.
  func fillNode(role: RenderRole, paint: Paint) -> LayoutNode {
    node(
      role: role, behavior: .leaf(.flexible),
      content: .shape(.geometry(.rectangle), paint: paint, stroke: nil, evenOdd: false))
  }
}
