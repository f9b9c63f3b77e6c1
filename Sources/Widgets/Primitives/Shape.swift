import Foundation

/// A 2D shape that fills the space it is offered: SwiftUI's `Shape`.
///
/// Used as a view, a shape is filled with the foreground style. A shape is written as in
/// SwiftUI, with no isolation annotations, whether the module's default isolation is the
/// main actor or not; its requirements are isolated to the main actor, as `View`'s are,
/// so compute a path on the main actor (Galley's layout does).
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { p in
///       p.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
///                   CGPoint(x: rect.minX, y: rect.maxY)])
///       p.closeSubpath()
///     }
///   }
/// }
/// ```
public protocol Shape: Sendable, Animatable, View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path

  /// The size the shape chooses for a proposal; by default the proposal, with an unspecified
  /// dimension becoming 10.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// By default a shape takes the proposal, with an unspecified dimension becoming 10.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Used as a view, a shape fills with the foreground style.
  public var body: FilledShape<Self, ForegroundStyle> {
    FilledShape(shape: self, style: ForegroundStyle(), evenOdd: false)
  }

  /// The shape filled with a style.
  public func fill<S: ShapeStyle>(
    _ content: S, style: FillStyle = FillStyle()
  ) -> FilledShape<
    Self, S
  > {
    FilledShape(shape: self, style: content, evenOdd: style.isEOFilled)
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> FilledShape<Self, ForegroundStyle> {
    FilledShape(shape: self, style: ForegroundStyle(), evenOdd: style.isEOFilled)
  }

  /// The shape's outline drawn with a style.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> StrokedShape<Self, S> {
    StrokedShape(
      shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), inset: false)
  }

  /// The shape's outline drawn with a style and a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> StrokedShape<Self, S> {
    StrokedShape(shape: self, style: content, stroke: style, inset: false)
  }

  /// The shape's outline drawn with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self, ForegroundStyle> {
    StrokedShape(
      shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth), inset: false
    )
  }

  /// The shape's outline, inset by half the line width so it stays inside the bounds.
  /// Galley's output is always antialiased.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokedShape<
    Self, S
  > {
    StrokedShape(
      shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), inset: true)
  }

  /// The shape's outline with the foreground style, inset to stay inside the bounds.
  public func strokeBorder(
    lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokedShape<Self, ForegroundStyle> {
    StrokedShape(
      shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth), inset: true)
  }

  /// The shape's outline drawn with `style` (dashes, caps, joins), inset by half the line
  /// width so it stays inside the bounds.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokedShape<Self, S> {
    StrokedShape(shape: self, style: content, stroke: style, inset: true)
  }

  /// The shape's outline with the foreground style, drawn with `style`, inset to stay inside
  /// the bounds.
  public func strokeBorder(
    style: StrokeStyle, antialiased: Bool = true
  ) -> StrokedShape<Self, ForegroundStyle> {
    StrokedShape(shape: self, style: ForegroundStyle(), stroke: style, inset: true)
  }
}

/// How a path is filled.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside.
  public var isEOFilled: Bool
  /// Whether edges are antialiased (always true in Galley's output).
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Built-in shapes, which render as SVG primitives rather than paths.
protocol BuiltInShape: Shape {
  /// The outline the backends draw as a primitive (`<rect>`, `<circle>`, …).
  nonisolated var geometry: ShapeGeometry { get }
}

extension Shape {
  /// The outline source for a layout node.
  func shapeSource(inset: CGFloat) -> LayoutNode.ShapeSource {
    if let builtIn = self as? any BuiltInShape {
      return .geometry(builtIn.geometry.inset(by: inset))
    }
    let shape = self
    // Layout runs on the main actor, in the host's update, where a shape's path (isolated
    // to the main actor, as `View` is) may be asked for.
    return .path({ rect in MainActor.assumeIsolated { shape.path(in: rect) } }, inset: inset)
  }

  /// The dump name of the shape.
  nonisolated var kindName: String {
    (self as? any BuiltInShape)?.geometry.name ?? Element.name(of: Self.self)
  }
}

/// A shape filled with a style.
public struct FilledShape<Content: Shape, Style: ShapeStyle>: View {
  var shape: Content
  let style: Style
  let evenOdd: Bool

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension FilledShape: PrimitiveView {
  /// A flexible node that fills the shape's outline with the style.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.node(
        role: RenderRole(.shape(name: shape.kindName)), behavior: .leaf(.flexible),
        content: .shape(
          shape.shapeSource(inset: 0), paint: style.paint(in: context.environment), stroke: nil,
          evenOdd: evenOdd))
    ]
  }
}

extension FilledShape: Animatable {
  /// The shape's animatable data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

/// A shape's outline drawn with a style.
public struct StrokedShape<Content: Shape, Style: ShapeStyle>: View {
  var shape: Content
  let style: Style
  var stroke: StrokeStyle
  let inset: Bool

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension StrokedShape: PrimitiveView {
  /// A flexible node that strokes the shape's outline with the style; an invalid line
  /// width becomes 1 with a diagnostic.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var stroke = stroke
    if !stroke.lineWidth.isFinite || stroke.lineWidth < 0 {
      context.report(
        .invalidLength, "Stroke width \(stroke.lineWidth) is invalid; 1 was used.",
        view: shape.kindName)
      stroke.lineWidth = 1
    }
    stroke.lineWidth = validLength(
      stroke.lineWidth, fallback: 1, what: "Stroke width", in: shape.kindName, context: context)
    return [
      element.node(
        role: RenderRole(.shape(name: shape.kindName)), behavior: .leaf(.flexible),
        content: .shape(
          shape.shapeSource(inset: inset ? stroke.lineWidth / 2 : 0),
          paint: style.paint(in: context.environment), stroke: stroke, evenOdd: false))
    ]
  }
}

extension StrokedShape: Animatable {
  /// The shape's animatable data and the line width.
  public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
    get { AnimatablePair(shape.animatableData, stroke.lineWidth) }
    set {
      shape.animatableData = newValue.first
      stroke.lineWidth = newValue.second
    }
  }
}

/// A rectangle.
public struct Rectangle: Sendable {
  /// Creates a rectangle.
  public init() {}
}

extension Rectangle: BuiltInShape {
  /// The whole of `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  /// A rectangle.
  nonisolated package var geometry: ShapeGeometry { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Sendable {
  /// The size of the corners.
  public var cornerSize: CGSize
  /// The shape of the corners.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with circular corners of a radius.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// Creates a rounded rectangle with elliptical corners.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
}

extension RoundedRectangle: Animatable {
  /// The corners' width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}

extension RoundedRectangle: BuiltInShape {
  /// `rect` with its corners rounded by `cornerSize`.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
  /// A rounded rectangle with this corner size and style.
  nonisolated package var geometry: ShapeGeometry {
    .roundedRectangle(cornerSize: cornerSize, style: style)
  }
}

/// A rectangle whose corner radius is half its shorter side.
public struct Capsule: Sendable {
  /// The shape of the ends.
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }
}

extension Capsule: BuiltInShape {
  /// `rect` with a corner radius of half its shorter side.
  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
  /// A capsule with this corner style.
  nonisolated package var geometry: ShapeGeometry { .capsule(style: style) }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Sendable {
  /// Creates a circle.
  public init() {}
}

extension Circle: BuiltInShape {
  /// The largest circle centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
  /// A circle.
  nonisolated package var geometry: ShapeGeometry { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: Sendable {
  /// Creates an ellipse.
  public init() {}
}

extension Ellipse: BuiltInShape {
  /// The ellipse that fills `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  /// An ellipse.
  nonisolated package var geometry: ShapeGeometry { .ellipse }
}
