import Foundation

/// When a ``TimelineView`` redraws: SwiftUI's `TimelineSchedule`.
@MainActor @preconcurrency
public protocol TimelineSchedule {
  /// The dates of the entries.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The entries from `startDate` on, in order.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update: SwiftUI's `TimelineScheduleMode` (a host is always
/// `.normal`).
public enum TimelineScheduleMode: Sendable, Hashable {
  /// As often as the schedule asks.
  case normal
  /// Less often, to save power.
  case lowFrequency
}

/// Entries `interval` seconds apart from a date: SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  /// The dates `interval` apart from the schedule's start, from the first at or before the
  /// date asked for.
  public struct Entries: Sequence, IteratorProtocol {
    var upcoming: Date?
    let interval: TimeInterval

    /// The next entry.
    public mutating func next() -> Date? {
      guard let current = upcoming else { return nil }
      // A period that is not positive and finite has one entry.
      upcoming = interval > 0 && interval.isFinite ? current.addingTimeInterval(interval) : nil
      return current
    }
  }

  let start: Date
  let interval: TimeInterval

  /// Entries `interval` apart from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }

  /// The entries from the last one at or before `startDate` (or from the schedule's start,
  /// when that is later).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    guard interval > 0, interval.isFinite, startDate > start else {
      return Entries(upcoming: start, interval: interval)
    }
    let periods = (startDate.timeIntervalSince(start) / interval).rounded(.down)
    return Entries(upcoming: start.addingTimeInterval(periods * interval), interval: interval)
  }
}

/// Entries at every frame, or `minimumInterval` apart: SwiftUI's `AnimationTimelineSchedule`.
/// A host's frames are 60 per second of its virtual clock.
public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool

  /// A schedule at every frame, or `minimumInterval` apart; a paused one has one entry.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The frames from `startDate` on.
  public func entries(
    from startDate: Date, mode: TimelineScheduleMode
  )
    -> PeriodicTimelineSchedule
    .Entries
  {
    let interval = paused ? 0 : max(minimumInterval ?? 0, 1.0 / 60)
    return PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: interval)
  }
}

/// Entries at the start of every minute: SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// Creates the schedule.
  public init() {}

  /// `startDate`, then the start of each minute after it (in UTC, as the reference date
  /// counts them).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    let seconds = startDate.timeIntervalSinceReferenceDate
    let nextMinute = ((seconds / 60).rounded(.down) + 1) * 60
    // A day of minutes; a timeline read further on keeps its last entry.
    return [startDate]
      + (0..<1_440).map { Date(timeIntervalSinceReferenceDate: nextMinute + Double($0) * 60) }
  }
}

/// Entries at given dates: SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule
where Dates.Element == Date {
  let dates: Dates

  /// A schedule with the entries `dates`.
  public init(_ dates: Dates) { self.dates = dates }

  /// The dates, as given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Entries `interval` seconds apart from `startDate`.
  public static func periodic(
    from startDate: Date, by interval: TimeInterval
  )
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Entries at every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Entries at every frame, at least `minimumInterval` apart; one entry when paused.
  public static func animation(
    minimumInterval: Double? = nil, paused: Bool = false
  )
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Entries at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// Entries at `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

/// What a ``TimelineView``'s content is made from: SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
  /// How often the view is redrawn: SwiftUI's `Cadence`.
  public enum Cadence: Comparable, Sendable {
    /// Every frame.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The date of the current entry.
  public let date: Date
  /// How often the view is redrawn: a host redraws at every entry.
  public let cadence: Cadence

  /// Asks for the content to be made again (it is, at the next entry).
  public func invalidateTimelineContent() {}
}

/// A view redrawn at the entries of a schedule, on the host's virtual clock: SwiftUI's
/// `TimelineView`.
///
/// The content is made with the date of the current entry: the last entry, from the date
/// the view appeared, at or before the host's ``ViewHost/date``. Advancing the clock past an
/// entry updates the view.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is made from.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// Creates a view redrawn at the entries of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension TimelineView: PrimitiveView {
  /// The content made for the current entry; the view is marked for an update when the
  /// clock passes the next one.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let timeline = element.kept("timeline") { TimelineState(element: element) }
    let session = context.session
    if timeline.startDate == nil {
      timeline.startDate = session.date
      session.timelines.append(timeline)
    }
    let schedule = schedule
    let start = timeline.startDate ?? session.date
    timeline.entryAt = { date in
      var current: Date?
      var count = 0
      for entry in schedule.entries(from: start, mode: .normal) {
        guard entry <= date else { break }
        current = entry
        count += 1
        // A schedule too dense to walk: the last entry reached stands.
        if count >= TimelineState.maximumEntries { break }
      }
      return current ?? schedule.entries(from: start, mode: .normal).first { _ in true } ?? date
    }
    let date = timeline.entryAt(session.date)
    timeline.entry = date
    let cadence: TimelineViewDefaultContext.Cadence =
      Schedule.self == AnimationTimelineSchedule.self ? .live : .seconds
    return element.resolveChild(
      content(Context(date: date, cadence: cadence)), key: .slot(0), context: context)
  }
}

/// A timeline in the tree: the date it appeared, the entry it shows, and how to find the
/// entry for a date.
@MainActor
final class TimelineState {
  /// The most entries walked to find the current one.
  static let maximumEntries = 100_000

  private(set) weak var element: Element?
  var startDate: Date?
  var entry: Date?
  var entryAt: (Date) -> Date = { $0 }

  init(element: Element) { self.element = element }

  /// Marks the timeline for an update when the entry for `date` is not the one shown.
  func clockMoved(to date: Date) {
    guard let element, element.isAlive, entryAt(date) != entry else { return }
    element.markDirty()
  }
}
