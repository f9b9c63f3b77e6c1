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
    let first: Date
    let interval: TimeInterval
    var index = 0

    init(upcoming: Date, interval: TimeInterval) {
      first = upcoming
      self.interval = interval
    }

    /// The next entry: the first plus a whole number of periods (counted, not summed, so
    /// that a long run does not drift).
    public mutating func next() -> Date? {
      // A period that is not positive and finite has one entry.
      guard index == 0 || (interval > 0 && interval.isFinite) else { return nil }
      defer { index += 1 }
      return first.addingTimeInterval(Double(index) * interval)
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
    let minimum = minimumInterval.flatMap { $0.isFinite ? $0 : nil } ?? 0
    let interval = paused ? 0 : max(minimum, 1.0 / 60)
    return PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: interval)
  }
}

/// Entries at the start of every minute: SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// Creates the schedule.
  public init() {}

  /// `startDate`, then the start of each minute after it (in UTC, as the reference date
  /// counts them), without end.
  public func entries(
    from startDate: Date, mode: TimelineScheduleMode
  ) -> UnfoldSequence<
    Date, (Date?, Bool)
  > {
    sequence(state: (Date?.none, false)) { state -> Date? in
      guard state.1 else {
        state = (startDate, true)
        return startDate
      }
      let seconds = (state.0 ?? startDate).timeIntervalSinceReferenceDate
      let next = Date(timeIntervalSinceReferenceDate: ((seconds / 60).rounded(.down) + 1) * 60)
      state.0 = next
      return next
    }
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
/// TimelineView(.animation) { context in
///   let t = context.date.timeIntervalSinceReferenceDate
///   Circle().frame(width: 20, height: 20).offset(x: 50 * sin(t))
/// }
/// ```
///
/// A schedule that starts after the host's date (`.periodic(from: .now, by: 1)`, whose
/// `.now` is the wall clock) shows its first entry until the clock reaches it, which a
/// snapshot cannot make the same twice; the host reports it. Start schedules from
/// `.distantPast`, or from a date of your own.
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
    // A schedule that changed (paused, another period) is walked again from the start.
    let key = String(describing: schedule)
    if timeline.cursor == nil || timeline.scheduleKey != key {
      timeline.scheduleKey = key
      let start = timeline.startDate ?? session.date
      let cursor = TimelineCursor(schedule.entries(from: start, mode: .normal), start: start)
      timeline.cursor = cursor
      if let first = cursor.first, first.timeIntervalSince(session.date) > 86_400 {
        context.report(
          .misuse,
          "The timeline's first entry lies after the host's date (a schedule from .now?); it is shown until the clock reaches it, and it may come from the wall clock.",
          view: "TimelineView")
      }
    }
    let date = timeline.entry(at: session.date)
    timeline.entry = date
    let cadence: TimelineViewDefaultContext.Cadence =
      Schedule.self == AnimationTimelineSchedule.self
      ? .live : Schedule.self == EveryMinuteTimelineSchedule.self ? .minutes : .seconds
    return element.resolveChild(
      content(Context(date: date, cadence: cadence)), key: .slot(0), context: context)
  }
}

/// A timeline in the tree: the date it appeared, the entry it shows, and where it is in its
/// schedule.
@MainActor
final class TimelineState {
  private(set) weak var element: Element?
  var startDate: Date?
  var entry: Date?
  var cursor: TimelineCursor?
  /// The description of the schedule the cursor walks.
  var scheduleKey: String?

  init(element: Element) { self.element = element }

  /// The entry for `date`: the last at or before it, else the first, else the start.
  func entry(at date: Date) -> Date {
    cursor?.entry(at: date) ?? startDate ?? date
  }

  /// Marks the timeline for an update when the entry for `date` is not the one shown.
  func clockMoved(to date: Date) {
    guard let element, element.isAlive, entry(at: date) != entry else { return }
    element.markDirty()
  }
}

/// Where a timeline is in its schedule's entries: it moves forward only, as the virtual
/// clock does, so each tick walks only the entries it passes.
@MainActor
final class TimelineCursor {
  /// The most entries one tick walks past; beyond, the rest of the jump is taken later.
  static let maximumSteps = 100_000

  private var next: () -> Date?
  private var upcoming: Date?
  private var current: Date?
  let first: Date?
  private let start: Date

  init<Entries: Sequence>(_ entries: Entries, start: Date) where Entries.Element == Date {
    var iterator = entries.makeIterator()
    // Entries that are not dates on the clock (NaN) are skipped.
    next = {
      while let entry = iterator.next() {
        if entry.timeIntervalSinceReferenceDate.isFinite { return entry }
      }
      return nil
    }
    upcoming = next()
    first = upcoming
    self.start = start
  }

  /// The last entry at or before `date`, else the first one, else the start.
  func entry(at date: Date) -> Date {
    var steps = 0
    while let candidate = upcoming, candidate <= date, steps < Self.maximumSteps {
      current = candidate
      upcoming = next()
      steps += 1
    }
    return current ?? first ?? start
  }
}
