import Foundation

/// A modifier that draws its content through a matrix made from the content's size:
/// SwiftUI's `GeometryEffect`.
///
/// The matrix moves the drawing only; layout is unchanged. Conformers are ``Animatable``, so
/// an effect whose ``Animatable/animatableData`` changes in an animated update is drawn
/// again at every instant with the data part way:
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var travel: CGFloat = 10
///   var animatableData: CGFloat
///
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(
///       CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
///   }
/// }
/// ```
///
/// The SVG backend draws an affine matrix exactly and a perspective (`rotation3DEffect`) with
/// the affine transform nearest it over the view's bounds, as SVG has no perspective; the
/// render tree keeps the exact matrix. The text canvas draws the content untransformed.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The matrix the content is drawn through, in its local coordinates (origin at the top
  /// leading corner), for content of `size`.
  @MainActor func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// A geometry effect has no body: it is drawn through its matrix.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a geometry effect; its body must not be evaluated.")
  }

  /// The same effect; Galley's geometry effects never change layout.
  public func ignoredByLayout() -> Self { self }
}

/// The name the dump gives Galley's own geometry effects.
protocol NamedGeometryEffect {
  static var effectName: String { get }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
  /// The nodes of `content` drawn through `modifier`, a geometry effect of type `G`: a
  /// pass-through node whose projection is made from its size when it is placed.
  @MainActor static func makeGeometryNodes<G: GeometryEffect>(
    of modifier: Modifier, as _: G.Type, content: Content, in element: Element,
    context: ResolveContext
  ) -> [LayoutNode] {
    // `Modifier` is `G`: the cast that found `G` was from its own metatype.
    let effect = unsafeBitCast(modifier, to: G.self)
    let name = (G.self as? any NamedGeometryEffect.Type)?.effectName ?? Element.name(of: G.self)
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(
      nodes, role: RenderRole(.geometryEffect(name: name)), layout: PassthroughLayout()
    ) { node in
      node.sizedProjection = { size in effect.effectValue(size: size) }
    }
  }
}

/// `transformEffect(_:)`.
struct _TransformEffect: GeometryEffect, NamedGeometryEffect {
  nonisolated static let effectName = "transformEffect"
  let transform: CGAffineTransform

  func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

/// `projectionEffect(_:)`.
struct _ProjectionEffect: GeometryEffect, NamedGeometryEffect {
  nonisolated static let effectName = "projectionEffect"
  let transform: ProjectionTransform

  func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
struct _Rotation3DEffect: GeometryEffect, NamedGeometryEffect {
  nonisolated static let effectName = "rotation3DEffect"
  var angle: Angle
  var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  var anchor: UnitPoint
  var anchorZ: CGFloat
  var perspective: CGFloat

  var animatableData:
    AnimatablePair<
      Double,
      AnimatablePair<
        AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
        AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>
      >
    >
  {
    get {
      AnimatablePair(
        angle.radians,
        AnimatablePair(
          AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
          AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))
    }
    set {
      angle = .radians(newValue.first)
      let axis = newValue.second.first
      self.axis = (axis.first, axis.second.first, axis.second.second)
      let rest = newValue.second.second
      anchor.animatableData = rest.first
      anchorZ = rest.second.first
      perspective = rest.second.second
    }
  }

  /// The content turned about the axis through the anchor (at depth `anchorZ`) and
  /// projected back onto the screen from a viewer at a distance of the longer side divided
  /// by `perspective` (0: no perspective).
  ///
  /// A point at (u, v, −anchorZ) from the anchor is turned to r by the right-handed rotation
  /// about the unit axis (on a screen whose y points down, a positive angle about z turns
  /// clockwise, as `rotationEffect`), and drawn at (r.x / w, r.y / w) from the anchor, where
  /// w = 1 − r.z / distance. A zero or non-finite axis turns nothing.
  func effectValue(size: CGSize) -> ProjectionTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, angle.radians.isFinite else { return ProjectionTransform() }
    let (kx, ky, kz) = (axis.x / length, axis.y / length, axis.z / length)
    let cosine = CGFloat(cos(angle.radians))
    let sine = CGFloat(sin(angle.radians))
    let t = 1 - cosine
    // The rotation matrix (acting on column vectors), by Rodrigues' formula.
    let r: [[CGFloat]] = [
      [cosine + kx * kx * t, kx * ky * t - kz * sine, kx * kz * t + ky * sine],
      [ky * kx * t + kz * sine, cosine + ky * ky * t, ky * kz * t - kx * sine],
      [kz * kx * t - ky * sine, kz * ky * t + kx * sine, cosine + kz * kz * t],
    ]
    let ax = anchor.x * size.width
    let ay = anchor.y * size.height
    let inverseDistance =
      perspective == 0 ? 0 : perspective / max(max(size.width, size.height), .ulpOfOne)
    // Each coordinate as (coefficient of x, coefficient of y, constant): u = x − ax,
    // v = y − ay, depth −anchorZ.
    func rotated(_ row: [CGFloat]) -> (CGFloat, CGFloat, CGFloat) {
      (row[0], row[1], -row[0] * ax - row[1] * ay - row[2] * anchorZ)
    }
    let rx = rotated(r[0])
    let ry = rotated(r[1])
    let rz = rotated(r[2])
    let w = (-rz.0 * inverseDistance, -rz.1 * inverseDistance, 1 - rz.2 * inverseDistance)
    // Screen x = r.x / w + ax: numerator r.x + ax·w over w, and the same for y.
    return ProjectionTransform(
      m11: rx.0 + ax * w.0, m12: ry.0 + ay * w.0, m13: w.0,
      m21: rx.1 + ax * w.1, m22: ry.1 + ay * w.1, m23: w.1,
      m31: rx.2 + ax * w.2, m32: ry.2 + ay * w.2, m33: w.2)
  }
}

extension View {
  /// Draws the view through an affine transform of its local coordinates (origin at its top
  /// leading corner); its place in the layout is unchanged.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_TransformEffect(transform: transform))
  }

  /// Draws the view through a projective transform of its local coordinates; its place in
  /// the layout is unchanged.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_ProjectionEffect(transform: transform))
  }

  /// Draws the view turned by `angle` about an axis in three dimensions and projected back
  /// onto the screen, as SwiftUI projects it: from a viewer at a distance of the view's
  /// longer side divided by `perspective`, about the point `anchor` at depth `anchorZ`.
  ///
  /// SVG has no perspective: the SVG backend draws the affine transform nearest the
  /// projection over the view's bounds (exact with `perspective: 0`, and for turns about the
  /// z axis); the render tree dump gives the exact matrix.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }
}
