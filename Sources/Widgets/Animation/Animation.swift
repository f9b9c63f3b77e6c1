import Foundation

/// How a change moves from its old value to its new one over time: SwiftUI's `Animation`.
///
/// Galley runs animations on the host's virtual clock (`ViewHost.advance(by:)`,
/// `ViewHost.settle()`): a render tree read between two instants shows frames, opacities,
/// offsets and colours part way, exactly as the curve gives them, on every machine.
///
/// Timing curves are cubic Béziers from (0, 0) to (1, 1), the durations of the presets
/// 0.35 s. Springs follow the closed-form damped harmonic oscillator; a spring is finished
/// when what is left of its motion is under a thousandth of the distance.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  /// How progress follows time.
  enum Curve: Equatable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A damped spring of unit mass moving from 0 to 1.
    case spring(stiffness: Double, damping: Double, initialVelocity: Double)
  }

  let curve: Curve
  /// The name the animation was made with, for descriptions.
  let name: String
  /// The wait before it starts, in seconds.
  private(set) var delayTime: Double = 0
  /// How much faster than normal it runs.
  private(set) var speedFactor: Double = 1
  /// How many times it runs, `nil` for ever; with `autoreverses`, every other run goes back.
  private(set) var repeats: Int? = 1
  private(set) var autoreverses = false

  init(_ curve: Curve, name: String) {
    self.curve = curve
    self.name = name
  }

  /// The animation's name and parameters, as written: `easeInOut(duration: 0.35)`.
  public var description: String {
    var text = name
    if delayTime != 0 { text += ".delay(\(Self.number(delayTime)))" }
    if speedFactor != 1 { text += ".speed(\(Self.number(speedFactor)))" }
    if let repeats, repeats != 1 {
      text += ".repeatCount(\(repeats), autoreverses: \(autoreverses))"
    } else if repeats == nil {
      text += ".repeatForever(autoreverses: \(autoreverses))"
    }
    return text
  }

  static func number(_ value: Double) -> String { NumberFormatting.decimal(CGFloat(value)) }

  // MARK: - Timing curves

  /// The default animation: since iOS 17, a spring (``spring``).
  public static let `default` = Animation.spring(response: 0.5, dampingFraction: 0.825)

  /// Constant speed over 0.35 seconds.
  public static let linear = Animation.linear(duration: 0.35)
  /// Starts slowly, over 0.35 seconds.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// Ends slowly, over 0.35 seconds.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// Starts and ends slowly, over 0.35 seconds.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)

  /// Constant speed over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    bezier(0, 0, 1, 1, duration, "linear")
  }

  /// Starts slowly: the Bézier (0.42, 0) (1, 1).
  public static func easeIn(duration: TimeInterval) -> Animation {
    bezier(0.42, 0, 1, 1, duration, "easeIn")
  }

  /// Ends slowly: the Bézier (0, 0) (0.58, 1).
  public static func easeOut(duration: TimeInterval) -> Animation {
    bezier(0, 0, 0.58, 1, duration, "easeOut")
  }

  /// Starts and ends slowly: the Bézier (0.42, 0) (0.58, 1).
  public static func easeInOut(duration: TimeInterval) -> Animation {
    bezier(0.42, 0, 0.58, 1, duration, "easeInOut")
  }

  /// A cubic Bézier timing curve through the control points (`c0x`, `c0y`) and
  /// (`c1x`, `c1y`).
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    bezier(c0x, c0y, c1x, c1y, duration, "timingCurve")
  }

  private static func bezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ duration: Double, _ name: String
  ) -> Animation {
    // Control points outside 0…1 in x would make time run backwards; clamped, as Core
    // Animation does.
    let curve = Curve.bezier(
      x1: min(max(finite(x1), 0), 1), y1: finite(y1), x2: min(max(finite(x2), 0), 1),
      y2: finite(y2), duration: validDuration(duration))
    let arguments =
      name == "timingCurve"
      ? "(\(number(x1)), \(number(y1)), \(number(x2)), \(number(y2)), duration: \(number(duration)))"
      : "(duration: \(number(duration)))"
    return Animation(curve, name: name + arguments)
  }

  // MARK: - Springs

  /// The default spring: response 0.5 s, damping fraction 0.825.
  public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
  /// A spring with no bounce, 0.5 s.
  public static let smooth = Animation.smooth(duration: 0.5)
  /// A spring with a little bounce (0.15), 0.5 s.
  public static let snappy = Animation.snappy(duration: 0.5)
  /// A spring with a noticeable bounce (0.3), 0.5 s.
  public static let bouncy = Animation.bouncy(duration: 0.5)
  /// A quick spring for gestures: response 0.15 s, damping fraction 0.86.
  public static let interactiveSpring = Animation.interactiveSpring(response: 0.15)

  /// A spring from its response (the period of the undamped spring, seconds) and damping
  /// fraction (1 for no overshoot, less for a bounce). `blendDuration` is accepted; Galley
  /// does not blend springs.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    let name = "spring(response: \(number(response)), dampingFraction: \(number(dampingFraction)))"
    return springFrom(response: response, dampingFraction: dampingFraction, name: name)
  }

  /// A spring from its perceptual duration and bounce (0 for none, up to 1; negative for a
  /// slower, overdamped spring): response = duration, damping fraction = 1 − bounce (or
  /// 1 / (1 + bounce) below 0). `.spring()` with no arguments is the response form.
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0
  ) -> Animation {
    springFrom(
      duration: duration, bounce: bounce,
      name: "spring(duration: \(number(duration)), bounce: \(number(bounce)))")
  }

  /// A spring with no bounce, plus `extraBounce`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    springFrom(
      duration: duration, bounce: extraBounce,
      name: "smooth(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
  }

  /// A spring with a bounce of 0.15, plus `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    springFrom(
      duration: duration, bounce: 0.15 + extraBounce,
      name: "snappy(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
  }

  /// A spring with a bounce of 0.3, plus `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    springFrom(
      duration: duration, bounce: 0.3 + extraBounce,
      name: "bouncy(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
  }

  /// A quick spring for gestures.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    springFrom(
      response: response, dampingFraction: dampingFraction,
      name:
        "interactiveSpring(response: \(number(response)), dampingFraction: \(number(dampingFraction)))"
    )
  }

  /// A quick spring for gestures, from its duration and extra bounce.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    springFrom(
      duration: duration, bounce: 0.14 + extraBounce,
      name: "interactiveSpring(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
  }

  /// A spring from its physical parameters: mass, stiffness, damping, and the initial
  /// velocity (in units of the distance per second).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let curve = Curve.spring(
      stiffness: max(finite(stiffness), 0) / m, damping: max(finite(damping), 0) / m,
      initialVelocity: finite(initialVelocity))
    return Animation(
      curve,
      name:
        "interpolatingSpring(mass: \(number(mass)), stiffness: \(number(stiffness)), damping: \(number(damping)))"
    )
  }

  /// A spring from its duration and bounce, with an initial velocity.
  @_disfavoredOverload
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    var animation = springFrom(
      duration: duration, bounce: bounce,
      name: "interpolatingSpring(duration: \(number(duration)), bounce: \(number(bounce)))")
    if case .spring(let k, let c, _) = animation.curve {
      animation = Animation(
        .spring(stiffness: k, damping: c, initialVelocity: finite(initialVelocity)),
        name: animation.name)
    }
    return animation
  }

  private static func springFrom(duration: Double, bounce: Double, name: String) -> Animation {
    let bounce = min(finite(bounce), 1)
    let damping = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, 0.01)
    return springFrom(response: duration, dampingFraction: damping, name: name)
  }

  private static func springFrom(
    response: Double, dampingFraction: Double, name: String
  )
    -> Animation
  {
    let response = validDuration(response) > 0 ? validDuration(response) : 0.01
    let omega = 2 * Double.pi / response
    let zeta = max(finite(dampingFraction), 0)
    return Animation(
      .spring(stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: 0), name: name)
  }

  // MARK: - Modifiers

  /// The same animation, started `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation {
    var copy = self
    copy.delayTime += Self.validDuration(delay)
    return copy
  }

  /// The same animation, running `speed` times as fast (delays included).
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    if speed.isFinite, speed > 0 { copy.speedFactor *= speed }
    return copy
  }

  /// The same animation, run `repeatCount` times; with `autoreverses`, every other run
  /// goes back.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = max(repeatCount, 1)
    copy.autoreverses = autoreverses
    return copy
  }

  /// The same animation, repeated for ever: ``ViewHost/settle()`` stops it at its bound.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = nil
    copy.autoreverses = autoreverses
    return copy
  }

  /// A length of time, with NaN, negative and infinite durations as 0 (reported where the
  /// animation is used, not here: the type is a value with no host).
  static func validDuration(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(value, 3600) : 0
  }

  private static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }
}
