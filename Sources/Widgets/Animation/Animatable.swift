import Foundation

/// A value that animations move along a straight line: SwiftUI's `VectorArithmetic`.
///
/// An animation moves such a value from `a` to `b` as `a + (b − a) × progress`, where
/// progress runs from 0 to 1 along the animation's curve (beyond 1 where a spring
/// overshoots).
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with each component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves the value `amount` of the way towards `other` (0 stays, 1 arrives).
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// The value `amount` of the way towards `other` (0 is this value, 1 is `other`).
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a value with nothing to animate: SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The one value.
  public init() {}
  /// The one value.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// The one value.
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// The one value.
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Changes nothing.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values moved together: SwiftUI's `AnimatablePair`.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, CGFloat> {
///   get { AnimatablePair(phase, amplitude) }
///   set { (phase, amplitude) = (newValue.first, newValue.second) }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Pairs two values.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both values zero.
  public static var zero: Self { Self(.zero, .zero) }
  /// The sums of the firsts and of the seconds.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// The differences of the firsts and of the seconds.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales both values.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both values' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose values an animation can move between: SwiftUI's `Animatable`.
///
/// When a change to a view, a shape or a modifier that conforms animates, Galley moves its
/// ``animatableData`` along the animation's curve and draws it again at every instant the
/// host's clock shows: a custom shape's path, a modifier's padding, a number in a text.
///
/// ```swift
/// struct Wave: Shape {
///   var phase: Double
///   var animatableData: Double {
///     get { phase }
///     set { phase = newValue }
///   }
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// Types whose data is ``EmptyAnimatableData`` (the default) do not animate this way; their
/// frames, opacities, colours and transforms still do.
///
/// Like `View`, the protocol is isolated to the main actor, so that views and shapes of a
/// module whose default isolation is the main actor conform without annotations.
@MainActor @preconcurrency
public protocol Animatable {
  /// The type of the values animations move.
  associatedtype AnimatableData: VectorArithmetic
  /// The values animations move.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { self = .radians(newValue) }
  }
}

extension UnitPoint: Animatable {
  /// The point's x and y.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { self = UnitPoint(x: newValue.first, y: newValue.second) }
  }
}

extension CGPoint: Animatable {
  /// The point's x and y.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { self = CGPoint(x: newValue.first, y: newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { self = CGSize(width: newValue.first, height: newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      self = CGRect(
        origin: CGPoint(x: newValue.first.first, y: newValue.first.second),
        size: CGSize(width: newValue.second.first, height: newValue.second.second))
    }
  }
}
