import Foundation

extension View {
  /// Draws the view and everything in it at an opacity from 0 to 1.
  public func opacity(_ opacity: Double) -> some View {
    modifier(
      EffectModifier(role: RenderRole(.opacity(opacity))) {
        effects, context in
        let value = validLength(
          opacity, fallback: 1, what: "Opacity", in: "opacity", context: context)
        effects.opacity = min(max(value, 0), 1)
      })
  }

  /// Draws the view scaled by `scale` about `anchor`; its place in the layout is unchanged.
  ///
  /// The SVG backend draws the scale; the text canvas cannot, and draws the view unscaled
  /// (not at all when a factor is 0). Hit testing and `ViewHost.frame(of:)` use the unscaled
  /// frame.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    let anchor = finiteAnchor(anchor)
    let shown = CGSize(
      width: scale.width.isFinite ? scale.width : 1,
      height: scale.height.isFinite ? scale.height : 1)
    return modifier(
      EffectModifier(
        role: RenderRole(.transform(RenderTransform(scale: shown, anchor: anchor)))
      ) { effects, context in
        let width = validFactor(scale.width, context: context)
        let height = validFactor(scale.height, context: context)
        let transform = RenderTransform(
          scale: CGSize(width: width, height: height), anchor: anchor)
        if !transform.isIdentity { effects.transform = transform }
      })
  }

  /// A scale factor that is finite and at most ``LengthLimits/largestScale`` either way: NaN
  /// and infinities become 1, larger factors the largest, each with a diagnostic (a view
  /// scaled a billion times would make viewers allocate rasters they cannot hold).
  private func validFactor(_ factor: CGFloat, context: ResolveContext) -> CGFloat {
    let limit = LengthLimits.largestScale
    guard factor.isFinite, abs(factor) > limit else {
      return validLength(
        factor, fallback: 1, what: "The scale factor", in: "scaleEffect", context: context)
    }
    let used = factor < 0 ? -limit : limit
    context.report(
      .invalidLength,
      "The scale factor \(NumberFormatting.decimal(factor)) is too large; "
        + "\(NumberFormatting.decimal(used)) was used.",
      view: "scaleEffect")
    return used
  }

  /// Draws the view scaled by `s` in both directions about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` horizontally and `y` vertically about `anchor`.
  public func scaleEffect(
    x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
  )
    -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws the view turned by `angle` (clockwise) about `anchor`; its place in the layout is
  /// unchanged. The text canvas draws it unturned.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    let anchor = finiteAnchor(anchor)
    let shown = angle.radians.isFinite ? angle.radians : 0
    return modifier(
      EffectModifier(
        role: RenderRole(.transform(RenderTransform(rotation: shown, anchor: anchor)))
      ) { effects, context in
        let radians = validLength(
          angle.radians, fallback: 0, what: "The angle", in: "rotationEffect", context: context)
        let transform = RenderTransform(rotation: radians, anchor: anchor)
        if !transform.isIdentity { effects.transform = transform }
      })
  }

  /// Blurs the view's drawing with a Gaussian of `radius` points (a standard deviation of
  /// `radius / 2`, as shadows). `opaque` is accepted. The text canvas draws the view unblurred.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    filter(.blur(radius: radius), "blur", value: Double(radius), neutral: 0) {
      .blur(radius: max(CGFloat($0), 0))
    }
  }

  /// Turns the view's colours towards grey by `amount` (0 unchanged, 1 fully grey).
  public func grayscale(_ amount: Double) -> some View {
    filter(.grayscale(amount), "grayscale", value: amount, neutral: 0) { .grayscale($0) }
  }

  /// Multiplies the view's saturation by `amount` (0 grey, 1 unchanged).
  public func saturation(_ amount: Double) -> some View {
    filter(.saturation(amount), "saturation", value: amount, neutral: 1) { .saturation($0) }
  }

  /// Adds `amount` (−1 to 1) to each colour component of the view.
  public func brightness(_ amount: Double) -> some View {
    filter(.brightness(amount), "brightness", value: amount, neutral: 0) { .brightness($0) }
  }

  /// Moves the view's colours away from mid-grey by `amount` (1 unchanged, 0 mid-grey).
  public func contrast(_ amount: Double) -> some View {
    filter(.contrast(amount), "contrast", value: amount, neutral: 1) { .contrast($0) }
  }

  /// Inverts the view's colours.
  public func colorInvert() -> some View {
    filter(.colorInvert, "colorInvert", value: 1, neutral: 0) { _ in .colorInvert }
  }

  /// Turns the hues of the view's colours by `angle`.
  public func hueRotation(_ angle: Angle) -> some View {
    filter(.hueRotation(radians: angle.radians), "hueRotation", value: angle.radians, neutral: 0) {
      .hueRotation(radians: $0)
    }
  }

  /// A filter modifier: `value` checked (NaN and infinity give `neutral`, reported), the
  /// filter left out when it changes nothing.
  private func filter(
    _ shown: RenderFilter, _ name: String, value: Double, neutral: Double,
    make: @escaping @Sendable (Double) -> RenderFilter
  ) -> ModifiedContent<Self, EffectModifier> {
    let role = RenderRole(.filter(value.isFinite ? shown : make(neutral)))
    return modifier(
      EffectModifier(role: role) { effects, context in
        let valid = Double(
          validLength(
            CGFloat(value), fallback: CGFloat(neutral), what: "The \(name) amount", in: name,
            context: context))
        if valid != neutral || name == "colorInvert" { effects.filters.append(make(valid)) }
      })
  }

  /// Hides the view; it keeps its place in the layout.
  public func hidden() -> some View {
    modifier(EffectModifier(role: RenderRole(.hidden)) { effects, _ in effects.opacity = 0 })
  }

  /// Clips the view to a shape in its bounds. A custom shape's path is made for the view's
  /// final size when it is placed.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(ShapeClipModifier(shape: shape))
  }

  /// Clips the view to its bounds.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(
      EffectModifier(role: RenderRole(.clipped)) { effects, _ in effects.clip = .rectangle })
  }

  /// Clips the view to a rounded rectangle of its bounds; an infinite radius rounds by half
  /// the shorter side.
  @available(iOS, deprecated: 100000.0, message: "Use clipShape or fill instead.")
  @available(macOS, deprecated: 100000.0, message: "Use clipShape or fill instead.")
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(
      EffectModifier(role: RenderRole(.cornerRadius(radius))) {
        effects, context in
        // An infinite radius asks for the most rounding: the largest length, without a word
        // (the outline then rounds by half the shorter side).
        let value =
          radius == .infinity
          ? LengthLimits.largest
          : validLength(
            radius, fallback: 0, what: "Corner radius", in: "cornerRadius", context: context)
        effects.clip = .roundedRectangle(
          cornerSize: CGSize(width: value, height: value), style: .circular)
      })
  }

  /// Draws a shadow behind the view.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    modifier(
      EffectModifier(role: RenderRole(.shadow(radius: radius, x: x, y: y))) { effects, context in
        let radius = validLength(
          radius, fallback: 0, what: "Shadow radius", in: "shadow", context: context)
        let x = validLength(x, fallback: 0, what: "Shadow x", in: "shadow", context: context)
        let y = validLength(y, fallback: 0, what: "Shadow y", in: "shadow", context: context)
        effects.shadow = Shadow(
          color: color.resolve(in: context.environment), radius: max(0, radius), x: x, y: y)
      })
  }
}

/// `clipShape(_:style:)`: a pass-through node clipped to the shape; a custom shape's path is
/// made from the node's size when it is placed.
package struct ShapeClipModifier<S: Shape>: ViewModifier, PrimitiveModifier {
  let shape: S

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = element.resolveContent(content, context: context)
    let shape = shape
    return element.wrap(
      nodes, role: RenderRole(.clipShape(name: shape.kindName)), layout: PassthroughLayout()
    ) { node in
      node.effects.clip = (shape as? any BuiltInShape)?.geometry ?? .rectangle
      if !(shape is any BuiltInShape) {
        node.sizedClip = { size in
          ShapeGeometry(.path(shape.path(in: CGRect(origin: .zero, size: size))))
        }
      }
    }
  }
}

/// `anchor` with non-finite coordinates replaced by the centre's (0.5), so that no NaN
/// reaches a transform.
private func finiteAnchor(_ anchor: UnitPoint) -> UnitPoint {
  UnitPoint(x: anchor.x.isFinite ? anchor.x : 0.5, y: anchor.y.isFinite ? anchor.y : 0.5)
}

/// How a view's drawing blends with what is behind it: SwiftUI's `BlendMode`.
///
/// The SVG backend draws the sixteen classic CSS modes with `mix-blend-mode` (librsvg and
/// Chromium both draw them); `sourceAtop`, `destinationOver`, `destinationOut` and
/// `plusDarker` have no CSS equivalent, and librsvg does not draw CSS's `plus-lighter`, so
/// those five are drawn normally, with a diagnostic.
public enum BlendMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
    hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
    destinationOver, destinationOut, plusDarker, plusLighter

  /// The CSS `mix-blend-mode` keyword, `nil` for modes CSS lacks.
  var cssName: String? {
    switch self {
    case .normal: "normal"
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter: nil
    }
  }
}

extension View {
  /// Blends the view's drawing with what is behind it by `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(
      EffectModifier(
        role: RenderRole(.compositing(modifier: "blendMode", mode: "\(blendMode)"))
      ) { effects, context in
        guard blendMode != .normal else { return }
        guard let name = blendMode.cssName else {
          context.report(
            .unsupported,
            "The blend mode \(blendMode) has no SVG equivalent; the view is drawn normally.",
            view: "blendMode")
          return
        }
        effects.blendMode = name
      })
  }

  /// Composites the view and everything inside it on its own before drawing it, so that
  /// blend modes inside blend only with each other.
  public func compositingGroup() -> some View {
    modifier(
      EffectModifier(role: RenderRole(.compositing(modifier: "compositingGroup", mode: nil))) {
        effects, _ in effects.isolates = true
      })
  }

  /// Flattens the view into one image before drawing it, as SwiftUI does for speed: drawn as
  /// a compositing group (the picture is the same).
  public func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  )
    -> some View
  {
    modifier(
      EffectModifier(role: RenderRole(.compositing(modifier: "drawingGroup", mode: nil))) {
        effects, _ in effects.isolates = true
      })
  }
}

/// The colour space of a drawing group: SwiftUI's `ColorRenderingMode` (Galley draws in
/// sRGB whichever is asked for).
public enum ColorRenderingMode: Sendable, Hashable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}
