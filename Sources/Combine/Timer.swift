import Foundation

/// A publisher that does nothing until it is connected: Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the publisher; cancelling the result stops it.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// The publisher, connected when the first subscriber arrives and disconnected when the
  /// last leaves.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher that connects itself: what `autoconnect()` makes.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    // `@unchecked`: the connection and subscriber count are guarded by `lock`.
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher connected.
    public final let upstream: Upstream
    private let lock = NSLock()
    private var connection: (any Cancellable)?
    /// Whether a subscriber is connecting, so that another does not connect twice.
    private var isConnecting = false
    private var subscribers = 0

    /// Connects `upstream` on demand.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: ClosureSubscriber<Output, Failure>(
          subscription: { [self] subscription in
            subscriber.receive(subscription: DisconnectingSubscription(subscription, owner: self))
          },
          value: subscriber.receive(_:),
          completion: subscriber.receive(completion:)))
      lock.lock()
      subscribers += 1
      let shouldConnect = connection == nil && !isConnecting
      if shouldConnect { isConnecting = true }
      lock.unlock()
      if shouldConnect {
        let made = upstream.connect()
        lock.lock()
        connection = made
        isConnecting = false
        lock.unlock()
      }
    }

    fileprivate func subscriberLeft() {
      lock.lock()
      subscribers -= 1
      let ending = subscribers <= 0 ? connection : nil
      if ending != nil { connection = nil }
      lock.unlock()
      ending?.cancel()
    }
  }
}

/// A subscription that tells its autoconnect when it is cancelled.
private final class DisconnectingSubscription<Upstream: ConnectablePublisher>: Subscription {
  private let wrapped: any Subscription
  private weak var owner: Publishers.Autoconnect<Upstream>?
  private var isCancelled = false

  init(_ wrapped: any Subscription, owner: Publishers.Autoconnect<Upstream>) {
    self.wrapped = wrapped
    self.owner = owner
  }

  func request(_ demand: Subscribers.Demand) { wrapped.request(demand) }

  func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    wrapped.cancel()
    owner?.subscriberLeft()
  }
}

extension Timer {
  /// A publisher that sends the date every `interval` seconds on `runLoop` once connected:
  /// Combine's `Timer.publish`.
  ///
  /// In a view, `.onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect())`
  /// runs on the host's virtual clock: `host.advance(by: 3)` delivers three ticks, dated by
  /// the host's clock.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// The publisher `Timer.publish` makes.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    // `@unchecked`: the subject is thread-safe, and the rest never changes.
    public typealias Output = Date
    public typealias Failure = Never

    /// Seconds between dates.
    public let interval: TimeInterval
    /// How late a date may come.
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on.
    public let runLoop: RunLoop
    /// The run loop mode.
    public let mode: RunLoop.Mode

    private let subject = PassthroughSubject<Date, Never>()

    /// A timer publisher.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts a Foundation timer on the run loop; it fires only while the run loop runs.
    public func connect() -> any Cancellable {
      let subject = subject
      let timer = Timer(timeInterval: max(interval, 1e-4), repeats: true) { timer in
        subject.send(timer.fireDate)
      }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      let handle = ScheduledAction(run: timer.invalidate)
      return AnyCancellable { handle.run() }
    }
  }
}
