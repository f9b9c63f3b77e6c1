import Foundation

extension Animation {
  /// How far the animation has gone after `elapsed` seconds: 0 at the start, 1 at the end,
  /// beyond 1 where a spring overshoots.
  func progress(at elapsed: Double) -> Double {
    let local = (elapsed * speedFactor) - delayTime
    guard local > 0 else { return 0 }
    let once = curve.duration
    guard let once, once > 0 else { return curve.progress(at: local) }
    let count = repeats.map(Double.init) ?? .infinity
    if local >= once * count {
      // Finished: where the last run ended (back at the start after an even number of
      // reversed runs).
      return autoreverses && count.truncatingRemainder(dividingBy: 2) == 0 ? 0 : 1
    }
    let run = (local / once).rounded(.down)
    let within = local - run * once
    let reversed = autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
    return curve.progress(at: reversed ? once - within : within)
  }

  /// How long the animation runs, delay included, in seconds; `nil` when it never ends (a
  /// repeat for ever, an undamped spring).
  var totalDuration: Double? {
    guard let once = curve.duration else { return nil }
    guard let repeats else { return once == 0 ? delayTime / speedFactor : nil }
    return (delayTime + once * Double(repeats)) / speedFactor
  }
}

extension Animation.Curve {
  /// One run's length: a Bézier's duration, or the time a spring takes until what is left of
  /// its motion is under a thousandth; `nil` for a spring that never settles.
  var duration: Double? {
    switch self {
    case .bezier(_, _, _, _, let duration): return duration
    case .spring(let stiffness, let damping, let velocity):
      return Self.settlingTime(stiffness: stiffness, damping: damping, velocity: velocity)
    }
  }

  /// Progress after `time` seconds of one run.
  func progress(at time: Double) -> Double {
    switch self {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      guard duration > 0 else { return 1 }
      let fraction = min(max(time / duration, 0), 1)
      // A straight line (linear) is its own inverse: no solving, no rounding error.
      if x1 == y1, x2 == y2 { return fraction }
      return Self.bezier(x1, y1, x2, y2, at: fraction)
    case .spring(let stiffness, let damping, let velocity):
      if let settle = duration, time >= settle { return 1 }
      return 1 - Self.springDisplacement(stiffness, damping, velocity, at: time).value
    }
  }

  /// The y of the Bézier from (0, 0) to (1, 1) through (x1, y1) and (x2, y2) at the point
  /// whose x is `x`: x is solved for the curve parameter by Newton's method, with bisection
  /// when the slope is too flat.
  static func bezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double
  )
    -> Double
  {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = x
    for _ in 0..<8 {
      let error = coordinate(x1, x2, s) - x
      if abs(error) < 1e-12 { return coordinate(y1, y2, s) }
      let d = slope(x1, x2, s)
      if abs(d) < 1e-6 { break }
      s -= error / d
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = coordinate(x1, x2, s)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return coordinate(y1, y2, s)
  }

  /// The displacement (1 at the start, 0 at rest) of a unit-mass spring with stiffness `k`
  /// and damping `c`, moving toward rest at `v0` at the start, after `t` seconds; and an
  /// upper bound of its magnitude from then on.
  static func springDisplacement(
    _ k: Double, _ c: Double, _ v0: Double, at t: Double
  )
    -> (value: Double, envelope: Double)
  {
    guard k > 0 else { return (0, 0) }
    let omega = k.squareRoot()
    let zeta = c / (2 * omega)
    if zeta < 1 - 1e-9 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / omegaD
      let decay = exp(-zeta * omega * t)
      return (
        decay * (cos(omegaD * t) + b * sin(omegaD * t)), decay * (1 + b * b).squareRoot()
      )
    }
    if zeta <= 1 + 1e-9 {
      let value = exp(-omega * t) * (1 + (omega - v0) * t)
      return (value, exp(-omega * t) * (1 + abs(omega - v0) * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    let c1 = 1 - c2
    return (
      c1 * exp(r1 * t) + c2 * exp(r2 * t), abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    )
  }

  /// When a spring's envelope falls under a thousandth, found by bisection (the envelope
  /// only falls, after at most a short rise); `nil` when it never does (no damping).
  static func settlingTime(
    stiffness k: Double, damping c: Double, velocity v0: Double
  )
    -> Double?
  {
    guard k > 0 else { return 0 }
    guard c > 0 else { return nil }
    var high = 1.0
    while springDisplacement(k, c, v0, at: high).envelope >= 1e-3 {
      high *= 2
      if high > 3600 { return nil }
    }
    var low = 0.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if springDisplacement(k, c, v0, at: middle).envelope >= 1e-3 {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }
}
