import Foundation

/// A publisher its owner sends values through: Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to every subscriber that asked for one.
  func send(_ value: Output)
  /// Ends the subject: subscribers get the completion and nothing after it.
  func send(completion: Subscribers.Completion<Failure>)
  /// Sends a subscription upstream (for subjects that subscribe to other publishers).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value.
  public func send() { send(()) }
}

extension Publisher {
  /// Attaches `subject`, which then sends everything this publisher sends.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

/// A subject that sends each value to the subscribers present at the time and keeps none:
/// Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  // `@unchecked`: the subscriber list and completion are guarded by the hub's lock.
  private let hub = SubjectHub<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  public func send(_ value: Output) { hub.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) { hub.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    hub.attach(subscriber, initialValue: nil)
  }
}

/// A subject that holds a current value, sends it to each new subscriber, and sends every
/// change: Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  // `@unchecked`: the value, subscriber list and completion are guarded by the hub's lock.
  private let hub = SubjectHub<Output, Failure>()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) {
    current = value
  }

  /// The current value; setting it sends it.
  public var value: Output {
    get { hub.withLock { current } }
    set { send(newValue) }
  }

  public func send(_ value: Output) {
    guard
      hub.withLock({ () -> Bool in
        guard !hub.isFinished else { return false }
        current = value
        return true
      })
    else { return }
    hub.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) { hub.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    hub.attach(subscriber, initialValue: { self.current })
  }
}

/// The subscribers of a subject, each with its outstanding demand.
final class SubjectHub<Output, Failure: Error>: @unchecked Sendable {
  // `@unchecked`: every stored property is touched only under `lock`.
  private let lock = NSRecursiveLock()
  private var conduits: [Conduit] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  var isFinished: Bool { completion != nil }

  func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Attaches a subscriber; the value `initialValue` reads when it first asks is sent first.
  func attach<S: Subscriber>(_ subscriber: S, initialValue: (() -> Output)?)
  where S.Input == Output, S.Failure == Failure {
    if let completion = withLock({ completion }) {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(
      hub: self, receive: subscriber.receive(_:), complete: subscriber.receive(completion:),
      initialValue: initialValue)
    withLock { conduits.append(conduit) }
    subscriber.receive(subscription: conduit)
  }

  func send(_ value: Output) {
    for conduit in withLock({ conduits }) { conduit.offer(value) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let finished = withLock { () -> [Conduit] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { conduits = [] }
      return conduits
    }
    for conduit in finished { conduit.complete(completion) }
  }

  func detach(_ conduit: Conduit) {
    withLock { conduits.removeAll { $0 === conduit } }
  }

  /// One subscriber's link to the subject.
  final class Conduit: Subscription, @unchecked Sendable {
    // `@unchecked`: every mutable property is touched only under the hub's lock. The hub is
    // kept until the conduit is cancelled or finished, which removes it from the hub.
    private let hub: SubjectHub
    private var receive: ((Output) -> Subscribers.Demand)?
    private var completeAction: ((Subscribers.Completion<Failure>) -> Void)?
    private var demand = Subscribers.Demand.none
    /// Reads the subject's value, sent when the subscriber first asks (`CurrentValueSubject`).
    private var initialValue: (() -> Output)?

    init(
      hub: SubjectHub, receive: @escaping (Output) -> Subscribers.Demand,
      complete: @escaping (Subscribers.Completion<Failure>) -> Void,
      initialValue: (() -> Output)?
    ) {
      self.hub = hub
      self.receive = receive
      completeAction = complete
      self.initialValue = initialValue
    }

    func request(_ more: Subscribers.Demand) {
      let initial = hub.withLock { () -> Output? in
        guard receive != nil else { return nil }
        demand += more
        guard let read = initialValue, demand > 0 else { return nil }
        initialValue = nil
        // The value current now, not the one at subscription.
        return read()
      }
      if let initial { offer(initial) }
    }

    /// Sends `value` if the subscriber asked for one; a subject drops it otherwise.
    func offer(_ value: Output) {
      let receive = hub.withLock { () -> ((Output) -> Subscribers.Demand)? in
        guard demand > 0, let receive = self.receive else { return nil }
        demand -= 1
        return receive
      }
      guard let receive else { return }
      let more = receive(value)
      if more > 0 { hub.withLock { demand += more } }
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
      let action = hub.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
        defer { clear() }
        return completeAction
      }
      action?(completion)
    }

    func cancel() {
      hub.withLock { clear() }
      hub.detach(self)
    }

    /// Forgets the subscriber; called under the hub's lock.
    private func clear() {
      receive = nil
      completeAction = nil
      initialValue = nil
    }
  }
}

/// A publisher that sends one value and finishes: Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value sent.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: OneValueSubscription(subscriber, value: output))
  }
}

/// Sends one value and the completion when the subscriber first asks.
private final class OneValueSubscription<S: Subscriber>: Subscription {
  private var subscriber: S?
  private let value: S.Input

  init(_ subscriber: S, value: S.Input) {
    self.subscriber = subscriber
    self.value = value
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0, let subscriber else { return }
    self.subscriber = nil
    _ = subscriber.receive(value)
    subscriber.receive(completion: .finished)
  }

  func cancel() { subscriber = nil }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

/// A publisher that sends nothing and finishes at once (unless told not to): Combine's
/// `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher finishes at once.
  public let completeImmediately: Bool

  /// An empty publisher.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// An empty publisher of the given types.
  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that fails at once with an error: Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error sent.
  public let error: Failure

  /// A publisher failing with `error`.
  public init(error: Failure) {
    self.error = error
  }

  /// A publisher of the given output type failing with `error`.
  public init(outputType: Output.Type, failure: Failure) {
    error = failure
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}
