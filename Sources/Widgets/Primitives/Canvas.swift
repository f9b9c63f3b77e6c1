import Foundation

/// What a ``Canvas`` draws with: SwiftUI's `GraphicsContext`, for paths and text.
///
/// Each `fill`, `stroke` and `draw` becomes a node of the render tree, in drawing order, with
/// the context's opacity, blend mode and transform (`translateBy`, `scaleBy`, `rotate`) as it
/// was at the call. Core Graphics contexts, symbols, filters and clipping are not available.
public struct GraphicsContext {
  /// How a path is painted: SwiftUI's `GraphicsContext.Shading`.
  public struct Shading {
    let style: AnyShapeStyle
    /// Converts a shading given in canvas coordinates to the canvas's unit square, its
    /// points moved and its radii scaled by the context's transform.
    let inCanvas: ((CGSize, Placement) -> AnyShapeStyle)?

    /// How the context's transform moves a shading's points and scales its radii.
    struct Placement {
      let point: (CGPoint) -> CGPoint
      let radius: CGFloat
    }

    /// A solid colour.
    public static func color(_ color: Color) -> Shading {
      Shading(style: AnyShapeStyle(color), inCanvas: nil)
    }

    /// A shape style (a colour, `.tint`, a gradient in unit points of the canvas).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(style: AnyShapeStyle(style), inCanvas: nil)
    }

    /// A linear gradient between two points of the canvas.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint
    ) -> Shading {
      Shading(style: AnyShapeStyle(Color.clear)) { size, placement in
        AnyShapeStyle(
          LinearGradient(
            gradient: gradient, startPoint: unit(placement.point(startPoint), in: size),
            endPoint: unit(placement.point(endPoint), in: size)))
      }
    }

    /// A radial gradient around a point of the canvas.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> Shading {
      Shading(style: AnyShapeStyle(Color.clear)) { size, placement in
        AnyShapeStyle(
          RadialGradient(
            gradient: gradient, center: unit(placement.point(center), in: size),
            startRadius: startRadius * placement.radius, endRadius: endRadius * placement.radius))
      }
    }

    /// The shading for a canvas of `size`, placed by the transform of its command.
    func resolved(in size: CGSize, _ placement: Placement) -> AnyShapeStyle {
      inCanvas?(size, placement) ?? style
    }

    private static func unit(_ point: CGPoint, in size: CGSize) -> UnitPoint {
      UnitPoint(
        x: size.width > 0 ? point.x / size.width : 0,
        y: size.height > 0 ? point.y / size.height : 0)
    }
  }

  /// One drawing command, with the context's state at the call.
  enum Command {
    case fill(Path, Shading, evenOdd: Bool)
    case stroke(Path, Shading, StrokeStyle)
    case text(Text, at: CGPoint, anchor: UnitPoint)
  }

  struct Recorded {
    let command: Command
    let opacity: Double
    let blendMode: BlendMode
    /// The transform at the call, for the command's shading.
    let placement: Shading.Placement
  }

  /// The opacity of what is drawn next, multiplied into its colours.
  public var opacity: Double = 1
  /// How what is drawn next blends with what is below it.
  public var blendMode: BlendMode = .normal
  /// The transform of what is drawn next: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
  private var matrix: (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) =
    (1, 0, 0, 1, 0, 0)
  /// The commands so far, shared by the copies a renderer makes.
  private let log: CommandLog

  init(log: CommandLog) { self.log = log }

  /// Moves the origin of what is drawn next by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    matrix.tx += matrix.a * x + matrix.c * y
    matrix.ty += matrix.b * x + matrix.d * y
  }

  /// Scales what is drawn next by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    matrix.a *= x
    matrix.b *= x
    matrix.c *= y
    matrix.d *= y
  }

  /// Turns what is drawn next by `angle`, clockwise on screen.
  public mutating func rotate(by angle: Angle) {
    let cosine = CGFloat(cos(angle.radians))
    let sine = CGFloat(sin(angle.radians))
    let (a, b, c, d) = (matrix.a, matrix.b, matrix.c, matrix.d)
    matrix.a = a * cosine + c * sine
    matrix.b = b * cosine + d * sine
    matrix.c = c * cosine - a * sine
    matrix.d = d * cosine - b * sine
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(transformed(path), shading, evenOdd: style.isEOFilled))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` and a stroke style (the width is not transformed).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(.stroke(transformed(path), shading, style))
  }

  /// Draws `text` with its `anchor` point (the nearest of the nine standard points) at
  /// `point` as the transform moves it (the text itself is not scaled or turned).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let moved = CGPoint(
      x: matrix.a * point.x + matrix.c * point.y + matrix.tx,
      y: matrix.b * point.x + matrix.d * point.y + matrix.ty)
    record(.text(text, at: moved, anchor: anchor))
  }

  private func transformed(_ path: Path) -> Path {
    let m = matrix
    guard m != (1, 0, 0, 1, 0, 0) else { return path }
    return path.mapPoints { p in
      CGPoint(x: m.a * p.x + m.c * p.y + m.tx, y: m.b * p.x + m.d * p.y + m.ty)
    }
  }

  private func record(_ command: Command) {
    let m = matrix
    let placement = Shading.Placement(
      point: { p in CGPoint(x: m.a * p.x + m.c * p.y + m.tx, y: m.b * p.x + m.d * p.y + m.ty) },
      radius: abs(m.a * m.d - m.b * m.c).squareRoot())
    log.commands.append(
      Recorded(command: command, opacity: opacity, blendMode: blendMode, placement: placement))
  }
}

/// The commands a renderer made, kept by reference so that every copy of the context adds
/// to the same list.
final class CommandLog {
  var commands: [GraphicsContext.Recorded] = []
}

/// A view drawn by code, with paths and text: SwiftUI's `Canvas`.
///
/// It takes the size it is offered (10 points where unspecified, as a shape does) and runs
/// `renderer` with that size after layout; each command is drawn as a node of the render
/// tree, so snapshots and both backends show it. Inside a ``TimelineView`` it is drawn
/// again at every entry.
public struct Canvas: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// Creates a canvas drawn by `renderer`; the other parameters are accepted and change
  /// nothing in a host.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Canvas: PrimitiveView {
  /// A canvas node whose content is made when its size is known: the commands the renderer
  /// makes for that size, each a shape or text in a top-leading stack.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.environment.stackAxis = nil
    let renderer = renderer
    let contentElement = element.child(for: .slot(0), type: CanvasDrawing.self)
    let node = element.node(
      role: RenderRole(.layout(name: "Canvas")), behavior: .container(LayoutBox(CanvasLayout()))
    ) { node in
      node.geometryContent = { [weak element, weak contentElement] proxy in
        guard let element, let contentElement else { return [] }
        let log = CommandLog()
        var graphics = GraphicsContext(log: log)
        renderer(&graphics, proxy.size)
        let drawing = CanvasDrawing(commands: log.commands, size: proxy.size)
        let nodes = contentElement.update(with: drawing, context: inner)
        return element.single(
          nodes, implicit: .depth, layout: ZStackLayout(alignment: .topLeading)
        ).map { [$0] } ?? []
      }
    }
    // Drawn at placement: a canvas resolved again is placed (and drawn) again.
    node.markNeedsRender()
    return [node]
  }
}

/// The commands of a canvas drawn as views: each path a shape filling the canvas, each text
/// placed at its point.
struct CanvasDrawing: View {
  let commands: [GraphicsContext.Recorded]
  let size: CGSize

  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(commands.indices, id: \.self) { index in
        command(commands[index])
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
  }

  @ViewBuilder private func command(_ recorded: GraphicsContext.Recorded) -> some View {
    switch recorded.command {
    case .fill(let path, let shading, let evenOdd):
      FixedPath(path: path)
        .fill(shading.resolved(in: size, recorded.placement), style: FillStyle(eoFill: evenOdd))
        .frame(width: size.width, height: size.height)
        .opacity(recorded.opacity)
        .blendMode(recorded.blendMode)
    case .stroke(let path, let shading, let style):
      FixedPath(path: path)
        .stroke(shading.resolved(in: size, recorded.placement), style: style)
        .frame(width: size.width, height: size.height)
        .opacity(recorded.opacity)
        .blendMode(recorded.blendMode)
    case .text(let text, let point, let anchor):
      text.fixedSize()
        .frame(width: 0, height: 0, alignment: Self.alignment(for: anchor))
        .position(point)
        .opacity(recorded.opacity)
        .blendMode(recorded.blendMode)
    }
  }

  /// The frame alignment that puts the text's `anchor` on a zero-size frame's point (a
  /// top-leading anchor hangs the text below and after it).
  private static func alignment(for anchor: UnitPoint) -> Alignment {
    let horizontal: HorizontalAlignment =
      anchor.x < 1 / 3 ? .leading : anchor.x > 2 / 3 ? .trailing : .center
    let vertical: VerticalAlignment = anchor.y < 1 / 3 ? .top : anchor.y > 2 / 3 ? .bottom : .center
    return Alignment(horizontal: horizontal, vertical: vertical)
  }
}

/// A path drawn as it is, whatever rectangle it is asked for.
struct FixedPath: Shape {
  let path: Path

  func path(in rect: CGRect) -> Path { path }
}
