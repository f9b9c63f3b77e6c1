import Foundation

/// The animation of one element's ``Animatable/animatableData``: the element is resolved
/// again, with the data part way, at every instant the clock shows while it runs.
///
/// The track belongs to its element (a view, shape or modifier that conforms to
/// ``Animatable``) for as long as the element lives; the animator holds the running ones and
/// marks their elements dirty whenever the clock moves.
@MainActor
class DataTrack {
  /// The element whose data moves.
  weak var element: Element?
  /// The running animation; `nil` when the data shows its target.
  var animation: Animation?
  /// When the animation started, on the host's clock.
  var start: Double = 0
  /// The update that started it, for the completions of its transaction.
  var group = 0

  /// Whether the running animation is over at `time` (never, for one that repeats for ever).
  func isFinished(at time: Double) -> Bool {
    guard let animation else { return true }
    guard let duration = animation.totalDuration else { return false }
    return time >= start + duration
  }

  /// When the running animation ends, if it does.
  var endTime: Double? {
    guard let animation else { return start }
    return animation.totalDuration.map { start + $0 }
  }
}

/// A ``DataTrack`` for data of type `Data`: from the value shown when the change came to the
/// element's new value.
@MainActor
final class AnimatedData<Data: VectorArithmetic>: DataTrack {
  var from: Data
  var target: Data

  init(target: Data) {
    from = target
    self.target = target
  }

  /// The data at `time`: the target once the animation is over.
  func value(at time: Double) -> Data {
    guard let animation, !isFinished(at: time) else { return target }
    return from.interpolated(towards: target, amount: animation.progress(at: time - start))
  }
}

/// A link of the chain of `animation(_:value:)` and `transaction(_:)` modifiers above the
/// view being resolved, innermost first: what they do to the update's transaction there.
@MainActor
final class TransactionScope {
  let parent: TransactionScope?
  let transform: (inout Transaction) -> Void

  init(parent: TransactionScope?, transform: @escaping (inout Transaction) -> Void) {
    self.parent = parent
    self.transform = transform
  }
}

extension ResolveContext {
  /// The transaction in effect for the view being resolved: the update's, changed by the
  /// modifiers above, the outermost first.
  var transaction: Transaction {
    var transaction = session.updateTransaction ?? Transaction()
    var transforms: [(inout Transaction) -> Void] = []
    var scope = transactionScope
    while let link = scope {
      transforms.append(link.transform)
      scope = link.parent
    }
    for transform in transforms.reversed() { transform(&transaction) }
    return transaction
  }
}

extension Element {
  /// `value` with its animatable data where the running animation shows it now. A new value
  /// whose data differs from what the element showed starts an animation from there when the
  /// transaction in effect animates; otherwise the data jumps. While the data is part way,
  /// the element says so to the views below (``isResolvingPartWay``), which show what they
  /// are given as it is.
  @inline(never)
  func presented<Value>(_ value: Value, context: ResolveContext) -> Value {
    guard let animatable = value as? any Animatable else { return value }
    let (shown, moving) = presentedData(of: animatable, context: context)
    isResolvingPartWay = moving
    return shown as? Value ?? value
  }

  /// Whether an element around this one is being resolved with its data part way.
  private var isInsidePartWayData: Bool {
    var ancestor = parent
    while let element = ancestor {
      if element.isResolvingPartWay { return true }
      ancestor = element.parent
    }
    return false
  }

  private func presentedData<A: Animatable>(
    of value: A, context: ResolveContext
  ) -> (A, moving: Bool) {
    if A.AnimatableData.self == EmptyAnimatableData.self { return (value, false) }
    guard let animator = context.session.animator else { return (value, false) }
    let target = value.animatableData
    guard let track = dataTrack as? AnimatedData<A.AnimatableData> else {
      let track = AnimatedData(target: target)
      track.element = self
      dataTrack = track
      return (value, false)
    }
    let time = animator.time
    if track.target != target {
      let shown = track.value(at: time)
      // Inside a view whose data is part way, the new value is a frame of that animation.
      let animation = isInsidePartWayData ? nil : context.transaction.animation
      // Data that cannot be measured (NaN, infinities) jumps: no curve can move it.
      if let animation, (target - shown).magnitudeSquared.isFinite {
        track.from = shown
        track.animation = animation
        track.start = time
        track.group = animator.upcomingGroup
        animator.run(track)
      } else {
        track.animation = nil
        animator.stop(track)
      }
      track.target = target
    }
    guard track.animation != nil else { return (value, false) }
    var shown = value
    shown.animatableData = track.value(at: time)
    return (shown, true)
  }
}
