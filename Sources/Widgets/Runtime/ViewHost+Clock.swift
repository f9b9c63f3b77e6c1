import Foundation

extension ViewHost {
  /// The longest `settle()` runs the clock, in seconds of virtual time.
  static let settleBound: Double = 60
  /// The most passes `settle()` makes (each ends at least one animation).
  static let settlePasses = 10_000

  /// Moves the virtual clock on by `seconds`: running animations move to where they are
  /// then, and finished ones end. Applies the state changes their completions make before
  /// returning; ``lastPatches`` holds what changed.
  ///
  /// Nothing in Galley reads the wall clock: a render tree read between two calls shows the
  /// same frame on every machine.
  ///
  /// - Parameter seconds: How far to move the clock; NaN, negative and infinite durations
  ///   move nothing and are reported in the next update's ``diagnostics``.
  public func advance(by seconds: TimeInterval) {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    guard seconds.isFinite, seconds >= 0 else {
      reportInteraction(
        "The clock cannot advance by \(NumberFormatting.decimal(CGFloat(seconds))) seconds; it did not move."
      )
      return
    }
    tick(seconds)
  }

  /// Runs the clock until nothing is animating, applying the state changes along the way
  /// (completions that start new animations are run too).
  ///
  /// Animations that never end (`repeatForever`, a spring without damping) are stopped after
  /// 60 seconds of virtual time, where they are then, and the next update's ``diagnostics``
  /// say so.
  public func settle() {
    let before = beginInteraction()
    defer { endInteraction(from: before) }
    var elapsed = 0.0
    // Each pass ends at least one animation; completions may start others, so the passes
    // are bounded too, as a guard against a clock too far on for its steps to move it.
    for _ in 0..<Self.settlePasses {
      refresh()
      guard animator.isAnimating else { return }
      let remaining = Self.settleBound - elapsed
      guard let end = animator.endTime, end - animator.time <= remaining else {
        tick(max(remaining, 0))
        reportInteraction(
          "Animations were still running after \(NumberFormatting.decimal(CGFloat(Self.settleBound))) seconds (repeatForever, or a spring without damping); settle() stopped there."
        )
        return
      }
      // To the end at least, and one step of the clock's precision past it.
      let step = max(end - animator.time, 0) + max(animator.time.ulp, 1e-9)
      tick(step)
      elapsed += step
    }
    reportInteraction(
      "Animations kept starting others \(Self.settlePasses) times; settle() stopped there.")
  }

  /// Whether an animation is running: moving the clock would change what is shown.
  public var isAnimating: Bool {
    refresh()
    return animator.isAnimating
  }

  /// The virtual clock: seconds the host's clock has advanced since it was made.
  public var time: TimeInterval { animator.time }

  /// The virtual clock as a date, for ``TimelineView``: the reference date (1 January 2001,
  /// 00:00 UTC) plus ``time``, the same on every machine.
  public var date: Date { Date(timeIntervalSinceReferenceDate: time) }
}
