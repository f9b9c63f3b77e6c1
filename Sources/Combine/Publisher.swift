import Foundation

/// Combine for Linux: the publishers, subscribers and operators that SwiftUI code uses, with
/// Combine's names and semantics. The package declares this target only where Apple's Combine
/// does not exist.

/// Something that declares values over time to its subscribers: Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
  /// The values the publisher sends.
  associatedtype Output
  /// The error that ends the publisher, `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`, which then receives a subscription, values and a completion.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber`: the same as ``receive(subscriber:)``.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// Receives values from a publisher: Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The values the subscriber takes.
  associatedtype Input
  /// The error the subscriber takes.
  associatedtype Failure: Error

  /// The publisher accepted the subscriber; request values through `subscription`.
  func receive(subscription: any Subscription)
  /// A value arrived; returns how many more values the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// The publisher finished or failed; no values follow.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// The link between a publisher and one subscriber: Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled: Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the activity and frees its resources.
  func cancel()
}

/// A unique identity for subscribers and subscriptions.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = Counter()
  private let value: UInt64

  /// A new unique identifier.
  public init() { value = Self.counter.next() }

  /// The identifier of an object.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object))) | (1 << 63)
  }

  public var description: String { "0x\(String(value, radix: 16))" }

  private final class Counter: @unchecked Sendable {
    // `@unchecked`: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}

/// A type with a ``CombineIdentifier``; classes get one from their identity.
public protocol CustomCombineIdentifierConvertible {
  /// The identity.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// The namespace of subscriber types.
public enum Subscribers {
  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    /// It finished normally.
    case finished
    /// It failed with an error.
    case failure(Failure)
  }

  /// How many values a subscriber wants: a number, or unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number, `nil` for unlimited.
    let count: Int?

    private init(count: Int?) { self.count = count }

    /// As many values as come.
    public static let unlimited = Demand(count: nil)
    /// No values.
    public static let none = Demand(count: 0)

    /// At most `value` values.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "A demand cannot be negative.")
      return Demand(count: value)
    }

    /// The number of values, `nil` when unlimited.
    public var max: Int? { count }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(count: sum)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// One fewer (unlimited stays unlimited; none stays none).
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      return Demand(count: Swift.max(a - rhs, 0))
    }

    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): return false
      case (_, nil): return true
      case (let a?, let b?): return a < b
      }
    }

    public static func > (lhs: Demand, rhs: Int) -> Bool {
      guard let a = lhs.count else { return true }
      return a > rhs
    }

    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// The namespace of publisher types.
public enum Publishers {}

/// A cancellable that cancels when it is released: Combine's `AnyCancellable`.
///
/// Keep the result of `sink` in one (`.store(in: &cancellables)`), or the subscription ends
/// at once.
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// A cancellable that cancels `canceller`.
  public init<C: Cancellable>(_ canceller: C) {
    cancelAction = canceller.cancel
  }

  deinit { cancelAction?() }

  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Keeps the cancellable in a set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps the cancellable in a collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A subscription that does nothing, for publishers that complete at once.
public enum Subscriptions {
  /// The empty subscription.
  public static var empty: any Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
