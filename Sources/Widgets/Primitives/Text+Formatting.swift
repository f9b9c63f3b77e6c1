import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date: SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The date, long: "December 2, 2026".
    public static let date = DateStyle(kind: .date)
    /// The time: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// How long ago or from now, from the host's clock: "2 hours, 5 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed offset from the host's clock: "+2 hours", "-5 minutes".
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from or to the date on the host's clock: "2:05:09".
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows `date` in `style`. Dates and times are written in US English in the environment's
  /// time zone (`\.timeZone`, UTC unless set), so the output is the same on every machine;
  /// the relative styles count from the host's virtual clock (``ViewHost/date``).
  public init(_ date: Date, style: DateStyle) {
    let dated = DatedText(date: date, style: style)
    // What lookups and accessibility read: the text at the clock's start, in UTC.
    self.init(
      verbatim: dated.string(
        now: Date(timeIntervalSinceReferenceDate: 0), timeZone: TextFormatting.utc))
    dateStyle = dated
  }

  /// Shows `input` formatted by `format` (`.number`, `.percent`, `.currency(code:)`,
  /// `.dateTime`, `.relative(presentation:)`, `.list(type:)` and your own), in US English so
  /// that the output is the same on every machine; dates in UTC, relative dates counted from
  /// the host's clock start (the reference date).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: TextFormatting.format(input, with: format))
  }
}

/// A date shown by `Text(_:style:)`, formatted when the text is resolved (the relative styles
/// read the host's clock then).
struct DatedText: Hashable, Sendable {
  let date: Date
  let style: Text.DateStyle

  /// The text for `now`, in `timeZone`.
  func string(now: Date, timeZone: TimeZone) -> String {
    switch style.kind {
    case .date: TextFormatting.longDate(date, timeZone: timeZone)
    case .time: TextFormatting.time(date, timeZone: timeZone)
    case .relative: TextFormatting.duration(abs(date.timeIntervalSince(now)), units: 2)
    case .offset:
      (date >= now ? "+" : "-")
        + TextFormatting.duration(abs(date.timeIntervalSince(now)), units: 1)
    case .timer: TextFormatting.timer(abs(date.timeIntervalSince(now)))
    }
  }
}

/// Formatting with fixed rules: US English, UTC unless told otherwise.
enum TextFormatting {
  static let locale = Locale(identifier: "en_US")
  static let utc = TimeZone(identifier: "UTC") ?? TimeZone.gmt

  static func format<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> String
  where F.FormatOutput == String {
    // Relative dates count from the host's clock start (the reference date), never from the
    // machine's clock.
    // (Written by Galley in full units, "in 2 hours" or "2 hours ago", whatever the style's
    // units and presentation.)
    if format is Date.RelativeFormatStyle, let date = input as? Date {
      let seconds = date.timeIntervalSince(Date(timeIntervalSinceReferenceDate: 0))
      guard seconds.isFinite, abs(seconds) >= 1 else { return "now" }
      let amount = duration(abs(seconds), units: 1)
      return seconds > 0 ? "in \(amount)" : "\(amount) ago"
    }
    if var dateFormat = format as? Date.FormatStyle {
      dateFormat.timeZone = utc
      dateFormat.locale = locale
      dateFormat.calendar = Calendar(identifier: .gregorian)
      if let input = input as? Date { return dateFormat.format(input) }
    }
    return format.locale(locale).format(input)
  }

  /// A formatter of `template` in US English, the Gregorian calendar and `timeZone`.
  static func formatter(_ template: String, timeZone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = template
    return formatter
  }

  static func longDate(_ date: Date, timeZone: TimeZone) -> String {
    formatter("MMMM d, y", timeZone: timeZone).string(from: date)
  }

  static func time(_ date: Date, timeZone: TimeZone) -> String {
    formatter("h:mm a", timeZone: timeZone).string(from: date)
  }

  /// "2 hours, 5 minutes": the largest `units` non-zero units of a duration.
  static func duration(_ seconds: TimeInterval, units: Int) -> String {
    guard seconds.isFinite else { return "" }
    // Clamped to about 30 million years: converting more would trap.
    var left = Int(min(seconds, 1e15).rounded(.down))
    let sizes: [(Int, String)] = [
      (31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"),
      (3_600, "hour"), (60, "minute"), (1, "second"),
    ]
    var parts: [String] = []
    for (size, name) in sizes where parts.count < units {
      let count = left / size
      guard count > 0 else { continue }
      left -= count * size
      parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
    }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
  }

  /// "2:05:09" or "5:09".
  static func timer(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite else { return "" }
    let total = Int(min(seconds, 1e15).rounded(.down))
    let hours = total / 3_600
    let minutes = (total % 3_600) / 60
    let secs = total % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
  }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TextFormatting.utc }
}

extension EnvironmentValues {
  /// The time zone `Text(_:style:)` and date pickers show dates in: UTC unless set, so that
  /// output never depends on the machine. (`Text(_:format:)` formats dates in UTC.)
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
