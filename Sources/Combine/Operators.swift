import Foundation

/// Subscribes to `upstream` and hands `subscriber` what `step` makes of each value; a value
/// `step` drops is replaced by asking upstream for one more. The downstream's demand goes
/// straight to the upstream subscription.
func relay<Upstream: Publisher, Downstream: Subscriber>(
  _ upstream: Upstream, to subscriber: Downstream,
  _ step: @escaping (Upstream.Output) -> Downstream.Input?
) where Downstream.Failure == Upstream.Failure {
  upstream.subscribe(
    ClosureSubscriber<Upstream.Output, Upstream.Failure>(
      subscription: { subscriber.receive(subscription: $0) },
      value: { value in
        guard let output = step(value) else { return .max(1) }
        return subscriber.receive(output)
      },
      completion: { subscriber.receive(completion: $0) }))
}

/// Mutable state for a stateful operator's closure, touched on the upstream's thread.
final class OperatorState<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Mutable state for an operator whose closures run on two threads (the upstream's and a
/// scheduler's), guarded by a lock.
final class LockedState<Value>: @unchecked Sendable {
  // `@unchecked`: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withValue<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// A publisher that hides the type of the one it wraps: Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribeAction: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeAction = { publisher.receive(subscriber: $0) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeAction(AnySubscriber(subscriber))
  }
}

/// A subscriber that hides the type of the one it wraps: Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  public let combineIdentifier: CombineIdentifier
  private let subscriptionAction: (any Subscription) -> Void
  private let valueAction: (Input) -> Subscribers.Demand
  private let completionAction: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    subscriptionAction = subscriber.receive(subscription:)
    valueAction = subscriber.receive(_:)
    completionAction = subscriber.receive(completion:)
  }

  public func receive(subscription: any Subscription) { subscriptionAction(subscription) }
  public func receive(_ input: Input) -> Subscribers.Demand { valueAction(input) }
  public func receive(completion: Subscribers.Completion<Failure>) { completionAction(completion) }
}

extension Publisher {
  /// This publisher as an ``AnyPublisher``.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// Sends each value transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Sends the values `transform` makes, dropping `nil`s.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Sends the values that satisfy `isIncluded`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Sends a value only when `predicate` says it differs from the last one sent.
  public func removeDuplicates(
    by predicate: @escaping (Output, Output) -> Bool
  )
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Leaves out the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Sends a value only after `dueTime` passes on `scheduler` without another; the value
  /// still waiting when the upstream finishes is sent before the completion.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Delivers values and the completion through `scheduler`.
  public func receive<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  )
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publisher where Output: Equatable {
  /// Sends a value only when it differs from the last one sent.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

extension Publishers {
  /// Each value transformed: what `map(_:)` makes.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    /// Maps `upstream` with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      relay(upstream, to: subscriber, transform)
    }
  }

  /// The non-`nil` values of a transformation: what `compactMap(_:)` makes.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output?

    /// Maps `upstream` with `transform`, dropping `nil`s.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      relay(upstream, to: subscriber, transform)
    }
  }

  /// The values that pass a test: what `filter(_:)` makes.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// The test.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Filters `upstream` with `isIncluded`.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      relay(upstream, to: subscriber) { isIncluded($0) ? $0 : nil }
    }
  }

  /// The values that differ from the one before: what `removeDuplicates()` makes.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether two values count as the same.
    public let predicate: (Output, Output) -> Bool

    /// Removes consecutive values of `upstream` that `predicate` says are the same.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let last = OperatorState<Output?>(nil)
      let predicate = predicate
      relay(upstream, to: subscriber) { value in
        if let previous = last.value, predicate(previous, value) { return nil }
        last.value = value
        return value
      }
    }
  }

  /// The values after the first few: what `dropFirst(_:)` makes.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// How many values are left out.
    public let count: Int

    /// Leaves out the first `count` values of `upstream`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let remaining = OperatorState(count)
      relay(upstream, to: subscriber) { value in
        guard remaining.value <= 0 else {
          remaining.value -= 1
          return nil
        }
        return value
      }
    }
  }

  /// Values that were not followed by another within a time: what `debounce` makes.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher debounced.
    public let upstream: Upstream
    /// How long a value must stand alone.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler whose clock measures it.
    public let scheduler: Context
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?

    /// Debounces `upstream`.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // The newest value and its generation: a scheduled delivery sends only if no value
      // came after the one that scheduled it.
      let state = LockedState<(generation: Int, pending: Output?)>((0, nil))
      let (scheduler, dueTime, options) = (scheduler, dueTime, options)
      upstream.subscribe(
        ClosureSubscriber<Output, Failure>(
          subscription: { upstream in
            subscriber.receive(subscription: upstream)
            upstream.request(.unlimited)
          },
          value: { value in
            let generation = state.withValue { state -> Int in
              state.generation += 1
              state.pending = value
              return state.generation
            }
            scheduler.schedule(
              after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
              options: options
            ) {
              let due = state.withValue { state -> Output? in
                guard state.generation == generation, let value = state.pending else { return nil }
                state.pending = nil
                return value
              }
              if let due { _ = subscriber.receive(due) }
            }
            return .none
          },
          completion: { completion in
            let waiting = state.withValue { state -> Output? in
              state.generation += 1
              defer { state.pending = nil }
              return state.pending
            }
            if case .finished = completion, let waiting { _ = subscriber.receive(waiting) }
            subscriber.receive(completion: completion)
          }))
    }
  }

  /// Values delivered through a scheduler: what `receive(on:)` makes.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The scheduler that delivers.
    public let scheduler: Context
    /// Options for the scheduler.
    public let options: Context.SchedulerOptions?

    /// Delivers `upstream`'s values through `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, options) = (scheduler, options)
      // The upstream subscription, to pass on what the subscriber asks for after a value.
      let upstreamSubscription = LockedState<(any Subscription)?>(nil)
      upstream.subscribe(
        ClosureSubscriber<Output, Failure>(
          subscription: { subscription in
            upstreamSubscription.withValue { $0 = subscription }
            subscriber.receive(subscription: subscription)
          },
          value: { value in
            scheduler.schedule(options: options) {
              let more = subscriber.receive(value)
              if more > 0 { upstreamSubscription.withValue { $0 }?.request(more) }
            }
            return .none
          },
          completion: { completion in
            scheduler.schedule(options: options) { subscriber.receive(completion: completion) }
          }))
    }
  }
}
