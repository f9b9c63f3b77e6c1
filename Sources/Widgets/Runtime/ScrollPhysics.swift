import Foundation

/// How a simulated finger moves a scroll view, after `UIScrollView` (DESIGN §8): the content
/// follows the finger, resisting past an edge (rubber-banding); released, it keeps the
/// finger's velocity and decelerates at the normal rate, stopping at an edge.
enum ScrollPhysics {
  /// The normal deceleration rate: the velocity is multiplied by this every millisecond.
  static let decelerationRate: CGFloat = 0.998
  /// The time between two frames of a simulated scroll, in seconds.
  static let frameInterval: TimeInterval = 1.0 / 60
  /// The most frames a deceleration runs before it is put at its rest position.
  static let maximumFrames = 600
  /// How close to its rest position a deceleration stops, in points.
  static let restDistance: CGFloat = 0.5

  /// How far past an edge the content is drawn when the finger has pulled it `overshoot`
  /// points past it, in a viewport `length` long: `(1 − 1/(x·0.55/d + 1))·d`, which grows
  /// ever slower and never reaches `d`.
  static func rubberBand(_ overshoot: CGFloat, length: CGFloat) -> CGFloat {
    guard length > 0, overshoot != 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(overshoot) * 0.55 / length + 1)) * length
    return overshoot < 0 ? -magnitude : magnitude
  }

  /// Where the content is drawn along one axis when the finger has moved it to `offset`,
  /// with offsets from `minimum` to `maximum` in range: past an edge, rubber-banded.
  static func dragged(
    _ offset: CGFloat, minimum: CGFloat, maximum: CGFloat, length: CGFloat
  ) -> CGFloat {
    if offset < minimum { return minimum + rubberBand(offset - minimum, length: length) }
    if offset > maximum { return maximum + rubberBand(offset - maximum, length: length) }
    return offset
  }

  /// How far a deceleration that starts at `velocity` (points per second, in offset terms)
  /// has gone after `milliseconds`: the sum of a velocity shrinking by the rate each
  /// millisecond, `v/1000 · r·(1 − rᵗ)/(1 − r)`.
  static func distance(velocity: CGFloat, after milliseconds: CGFloat) -> CGFloat {
    let rate = decelerationRate
    return velocity / 1000 * rate * (1 - pow(rate, milliseconds)) / (1 - rate)
  }

  /// How far a deceleration that starts at `velocity` goes in all: `v/1000 · r/(1 − r)`.
  static func projectedDistance(velocity: CGFloat) -> CGFloat {
    velocity / 1000 * decelerationRate / (1 - decelerationRate)
  }
}
