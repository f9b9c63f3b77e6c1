import Foundation

/// A shape turned about an anchor: made by ``Shape/rotation(_:anchor:)``.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape turned.
  public var shape: Content
  /// How far it is turned, clockwise on screen.
  public var angle: Angle
  /// The point of the shape's rectangle it turns about.
  public var anchor: UnitPoint

  /// The shape's path in `rect`, turned about `anchor`.
  public func path(in rect: CGRect) -> Path {
    let center = rect.point(at: anchor)
    let c = CGFloat(cos(angle.radians))
    let s = CGFloat(sin(angle.radians))
    return shape.path(in: rect).mapPoints { point in
      let x = point.x - center.x
      let y = point.y - center.y
      return CGPoint(x: center.x + x * c - y * s, y: center.y + x * s + y * c)
    }
  }

  /// The shape's animatable data, the angle and the anchor.
  public var animatableData:
    AnimatablePair<Content.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>>
  {
    get {
      AnimatablePair(shape.animatableData, AnimatablePair(angle.radians, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      angle = .radians(newValue.second.first)
      anchor.animatableData = newValue.second.second
    }
  }

  /// The size the turned shape chooses: the shape's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A shape moved: made by ``Shape/offset(_:)``.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far it is moved.
  public var offset: CGSize

  /// The shape's path in `rect`, moved by `offset`.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  /// The shape's animatable data and the offset.
  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData>
  {
    get { AnimatablePair(shape.animatableData, offset.animatableData) }
    set {
      shape.animatableData = newValue.first
      offset.animatableData = newValue.second
    }
  }

  /// The size the moved shape chooses: the shape's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A shape scaled about an anchor: made by ``Shape/scale(_:anchor:)``.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The factors along each axis.
  public var scale: CGSize
  /// The point of the shape's rectangle it is scaled about.
  public var anchor: UnitPoint

  /// The shape's path in `rect`, scaled about `anchor`.
  public func path(in rect: CGRect) -> Path {
    let center = rect.point(at: anchor)
    return shape.path(in: rect).mapPoints { point in
      CGPoint(
        x: center.x + (point.x - center.x) * scale.width,
        y: center.y + (point.y - center.y) * scale.height)
    }
  }

  /// The shape's animatable data, the factors and the anchor.
  public var animatableData:
    AnimatablePair<
      Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
    >
  {
    get {
      AnimatablePair(
        shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }

  /// The size the scaled shape chooses: the shape's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A part of a shape's outline: made by ``Shape/trim(from:to:)``.
public struct _TrimmedShape<Content: Shape>: Shape {
  /// The shape trimmed.
  public var shape: Content
  /// Where the part starts, a fraction of the outline's length.
  public var startFraction: CGFloat
  /// Where the part ends.
  public var endFraction: CGFloat

  /// The part of the shape's path from `startFraction` to `endFraction` of its length.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  /// The shape's animatable data and the two fractions: a trimmed circle draws a progress
  /// ring that animates.
  public var animatableData:
    AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>>
  {
    get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
    set {
      shape.animatableData = newValue.first
      startFraction = newValue.second.first
      endFraction = newValue.second.second
    }
  }

  /// The size the trimmed shape chooses: the shape's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension Shape {
  /// The shape turned by `angle` about `anchor` (its centre by default).
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  public func scale(
    x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
  ) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The part of the shape's outline from `from` to `to`, fractions of its length: a
  /// circle's starts at its rightmost point and runs clockwise.
  public func trim(
    from startFraction: CGFloat = 0, to endFraction: CGFloat = 1
  ) -> _TrimmedShape<
    Self
  > {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

extension CGRect {
  /// The point of the rectangle at `anchor`, a unit point of its size.
  fileprivate func point(at anchor: UnitPoint) -> CGPoint {
    CGPoint(x: minX + anchor.x * width, y: minY + anchor.y * height)
  }
}
