import Foundation

extension Subscribers {
  /// A subscriber that requests unlimited values and hands each to a closure: what
  /// `sink(receiveCompletion:receiveValue:)` attaches.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called once with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var isDone = false

    /// A sink calling the two closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      guard !isDone, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      if !isDone { receiveValue(input) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone else { return }
      isDone = true
      subscription = nil
      receiveCompletion(completion)
    }

    public func cancel() {
      isDone = true
      let subscription = subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }

  /// A subscriber that writes each value to a property of an object: what
  /// `assign(to:on:)` attaches. It keeps the object until it is cancelled or completes.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    public typealias Failure = Never
    /// The object written to, until the subscription ends.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// A subscriber writing values to `keyPath` of `object`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      guard object != nil, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = input
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    public func cancel() {
      object = nil
      let subscription = subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber that calls `receiveValue` with each value and
  /// `receiveCompletion` when the publisher ends.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber that calls `receiveValue` with each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `keyPath` of `object`.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  )
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

/// A subscriber that forwards to closures, for the operators of this module.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber {
  private let onSubscription: (any Subscription) -> Void
  private let onValue: (Input) -> Subscribers.Demand
  private let onCompletion: (Subscribers.Completion<Failure>) -> Void

  init(
    subscription: @escaping (any Subscription) -> Void,
    value: @escaping (Input) -> Subscribers.Demand,
    completion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    onSubscription = subscription
    onValue = value
    onCompletion = completion
  }

  func receive(subscription: any Subscription) { onSubscription(subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
  func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}
