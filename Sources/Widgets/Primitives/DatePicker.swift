import Foundation

/// A control that shows and picks a date: SwiftUI's `DatePicker`, drawn in iOS's compact
/// style whatever the style asked for (decision record 0030).
///
/// The label sits at the leading edge; the date ("Dec 2, 2026") and the time ("9:41 AM")
/// each in a pill at the trailing edge: body text on the tertiary system fill, 12 points in
/// and 7 above and below, corners of radius 8, 6 points apart. Dates are written in US
/// English in the environment's time zone (UTC unless set), so a test that supplies a
/// fixed date gets the same picture on every machine. The editor that opens on iOS is not
/// drawn: set the binding to change the date.
///
/// ```swift
/// DatePicker("Departure", selection: $departure)
/// DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let components: DatePickerComponents
  let label: Label
  @Environment(\.timeZone) private var timeZone
  @Environment(\.isEnabled) private var isEnabled

  /// A picker of `selection`'s `displayedComponents`, described by `label`.
  public init(
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    components = displayedComponents
    self.label = label()
  }

  /// A picker of dates in `range`; Galley draws the selection as it is.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of dates from `range`'s lower bound on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of dates up to `range`'s upper bound.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The label and the pills.
  public var body: some View {
    let date = selection.wrappedValue
    ControlRow(label: label) {
      HStack(spacing: 6) {
        if components.contains(.date) {
          Pill(text: TextFormatting.mediumDate(date, timeZone: timeZone))
        }
        if components.contains(.hourAndMinute) {
          Pill(text: TextFormatting.time(date, timeZone: timeZone))
        }
      }
      .foregroundStyle(isEnabled ? Color.primary : Color.tertiaryLabel)
    }
  }

  /// One pill of the compact style.
  private struct Pill: View {
    let text: String

    var body: some View {
      Text(verbatim: text)
        .lineLimit(1)
        .fixedSize()
        .padding(.horizontal, 12)
        .padding(.vertical, 7)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8))
    }
  }
}

extension DatePicker {
  /// Which parts of a date a picker shows (SwiftUI's `DatePicker.Components`).
  public typealias Components = DatePickerComponents
}

extension DatePicker where Label == Text {
  /// A picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `title` of dates in `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `title` of dates from `range`'s lower bound on.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `title` of dates up to `range`'s upper bound.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `titleKey` of dates in `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `titleKey` of dates from `range`'s lower bound on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `titleKey` of dates up to `range`'s upper bound.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// Which parts of a date a `DatePicker` shows: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The components as a bit set.
  public let rawValue: UInt
  /// Creates components from their raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// How a `DatePicker` is drawn: SwiftUI's `DatePickerStyle`. Galley draws every style as
/// the compact one.
public protocol DatePickerStyle: Sendable {}

/// The platform's style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}
}
/// Pills that open an editor.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}
}
/// A calendar (drawn compact by Galley).
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical style.
  public init() {}
}
/// Spinning wheels (drawn compact by Galley).
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Pills that open an editor.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar (drawn compact by Galley).
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels (drawn compact by Galley).
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the style of date pickers in the view. Accepted; Galley draws them compact.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// A control that shows and picks a colour: SwiftUI's `ColorPicker`.
///
/// The label at the leading edge and, at the trailing edge, a 28-point swatch: a ring of the
/// hues around a disc of the selected colour (sizes estimated, decision record 0030). The
/// system's colour sheet is not drawn: set the binding to change the colour.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label

  /// A picker of `selection`, described by `label`.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  /// The label and the swatch.
  public var body: some View {
    ControlRow(label: label) {
      ZStack {
        Circle().strokeBorder(
          AngularGradient(
            colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center,
            startAngle: .degrees(-90), endAngle: .degrees(270)),
          lineWidth: 3)
        Circle().fill(selection.wrappedValue).frame(width: 18, height: 18)
      }
      .frame(width: 28, height: 28)
    }
  }
}

extension ColorPicker where Label == Text {
  /// A picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// A control's row: its label at the leading edge and the control at the trailing edge, or
/// the control alone under `labelsHidden()` (the label still names it for lookups and
/// accessibility when it is a text).
struct ControlRow<Label: View, Control: View>: View {
  let label: Label
  @ViewBuilder let control: () -> Control
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    if labelsHidden {
      if let name = (label as? SpokenLabel)?.spokenText {
        control().accessibilityLabel(name)
      } else {
        control()
      }
    } else {
      HStack {
        label
        Spacer(minLength: 8)
        control()
      }
    }
  }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether controls below draw their labels (`labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of the controls in the view (toggles, pickers, steppers, date and
  /// colour pickers); a text label still names its control for lookups and accessibility.
  public func labelsHidden() -> some View {
    writingEnvironment(\.labelsHidden, true)
  }

  /// Shows or hides the labels of the controls in the view.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    writingEnvironment(\.labelsHidden, visibility == .hidden)
  }
}

extension TextFormatting {
  /// "Dec 2, 2026".
  static func mediumDate(_ date: Date, timeZone: TimeZone) -> String {
    formatter("MMM d, y", timeZone: timeZone).string(from: date)
  }
}
