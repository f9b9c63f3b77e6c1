import Foundation

/// Says when and how to run closures: Combine's `Scheduler`.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options for scheduling.
  associatedtype SchedulerOptions

  /// The time now, by this scheduler's clock.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` or after.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` and every `interval` after, until cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` at `date` or after.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date` or after, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and every `interval` after, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(
      after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A stride that can be written in seconds: Combine's `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
  /// `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A stride of time in seconds, the stride of `RunLoop` and `DispatchQueue` time.
public struct SchedulerSeconds: Strideable, Comparable, Hashable, SignedNumeric, Sendable,
  ExpressibleByFloatLiteral, SchedulerTimeIntervalConvertible, CustomStringConvertible
{
  /// The length in seconds.
  public var timeInterval: TimeInterval

  /// A stride of `timeInterval` seconds.
  public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }

  public init(floatLiteral value: Double) { timeInterval = value }
  public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = TimeInterval(exactly: source) else { return nil }
    timeInterval = value
  }

  /// The length in seconds.
  public var magnitude: TimeInterval { abs(timeInterval) }

  public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
  public static func seconds(_ s: Double) -> Self { Self(s) }
  public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
  public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
  public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }

  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval + rhs.timeInterval) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval - rhs.timeInterval) }
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval * rhs.timeInterval) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }
  public func distance(to other: Self) -> Self { other - self }
  public func advanced(by n: Self) -> Self { self + n }

  public var description: String { "\(timeInterval) s" }
}

/// A scheduler that runs everything at once, on the calling thread: Combine's
/// `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// Time that never moves.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public typealias Stride = SchedulerSeconds
    public func distance(to other: Self) -> Stride { 0 }
    public func advanced(by n: Stride) -> Self { self }
  }
  public typealias SchedulerOptions = Never

  /// The scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerSeconds { 0 }

  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerSeconds, options: Never?,
    _ action: @escaping () -> Void
  ) { action() }
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerSeconds, tolerance: SchedulerSeconds,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}

/// A closure handed to Foundation's `@Sendable` callbacks. Combine's schedulers take
/// non-sendable closures and promise to run them on their thread or queue, as Apple's do.
struct ScheduledAction: @unchecked Sendable {
  let run: () -> Void
}

extension RunLoop: Scheduler {
  /// A run loop's time: a date.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public typealias Stride = SchedulerSeconds
    /// The date.
    public var date: Date
    /// The time at `date`.
    public init(_ date: Date) { self.date = date }
    public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
  }

  /// A run loop takes no options.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerSeconds { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: 0, options: options, action)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerSeconds, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let scheduled = ScheduledAction(run: action)
    add(
      Timer(fire: date.date, interval: 0, repeats: false) { _ in scheduled.run() },
      forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerSeconds, tolerance: SchedulerSeconds,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let scheduled = ScheduledAction(run: action)
    let timer = Timer(fire: date.date, interval: max(interval.timeInterval, 1e-4), repeats: true) {
      _ in scheduled.run()
    }
    add(timer, forMode: .default)
    let handle = ScheduledAction(run: timer.invalidate)
    return AnyCancellable { handle.run() }
  }
}

extension DispatchQueue: Scheduler {
  /// A queue's time: a dispatch time.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public typealias Stride = SchedulerSeconds
    /// The dispatch time.
    public var dispatchTime: DispatchTime
    /// The time at `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }
    public func distance(to other: Self) -> Stride {
      Stride(
        (Double(other.dispatchTime.uptimeNanoseconds) - Double(dispatchTime.uptimeNanoseconds))
          / 1e9)
    }
    public func advanced(by n: Stride) -> Self {
      Self(dispatchTime + n.timeInterval)
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }
  }

  /// A queue takes no options that Galley uses.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerSeconds { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let scheduled = ScheduledAction(run: action)
    async { scheduled.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerSeconds, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let scheduled = ScheduledAction(run: action)
    asyncAfter(deadline: date.dispatchTime) { scheduled.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerSeconds, tolerance: SchedulerSeconds,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let scheduled = ScheduledAction(run: action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.schedule(deadline: date.dispatchTime, repeating: max(interval.timeInterval, 1e-4))
    timer.setEventHandler { scheduled.run() }
    timer.resume()
    let handle = ScheduledAction(run: timer.cancel)
    return AnyCancellable { handle.run() }
  }
}
