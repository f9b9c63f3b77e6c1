import Foundation

/// A view that shows progress towards completion, or that work is under way: SwiftUI's
/// `ProgressView`.
///
/// With a value it is drawn linear, as iOS draws it: a 4-point capsule track in the system
/// fill with the completed part in the tint, the label above and the
/// current-value label below. Without one it is a spinner: eight spokes in a 20-point square,
/// fading round the circle (frozen, as every frame of a snapshot is).
///
/// ```swift
/// ProgressView("Downloading", value: 0.4)
/// ProgressView()
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  private let fraction: Double?
  private let label: Label?
  private let currentValueLabel: CurrentValueLabel?

  /// The spinner of work under way, labelled by `label`.
  public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }

  /// Progress of `value` out of `total`, labelled by `label` and `currentValueLabel`; a `nil`
  /// value shows the spinner.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { Self.fraction(Double($0), of: Double(total)) }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }

  /// Progress of `value` out of `total` (0 to 1 by default), clamped to that range.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) where CurrentValueLabel == EmptyView {
    fraction = value.map { Self.fraction(Double($0), of: Double(total)) }
    self.label = label()
    currentValueLabel = nil
  }

  /// The fraction done: `value / total` within 0…1; 0 for NaN or a total that is not
  /// positive.
  private static func fraction(_ value: Double, of total: Double) -> Double {
    guard value.isFinite || value == .infinity, total.isFinite, total > 0 else {
      return value == .infinity ? 1 : 0
    }
    return min(max(value / total, 0), 1)
  }

  /// The view, drawn by the style in the environment.
  public var body: some View {
    StyledProgress(
      configuration: ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
        currentValueLabel: currentValueLabel.map {
          ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
        }))
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a style is drawing, to wrap it in a style of your own.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The spinner of work under way.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }

  /// Progress of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { Self.fraction(Double($0), of: Double(total)) }
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// The spinner, titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(label: { Text(titleKey) })
  }

  /// The spinner, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(label: { Text(title) })
  }

  /// Progress of `value` out of `total`, titled `titleKey`.
  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) {
    self.init(value: value, total: total, label: { Text(titleKey) })
  }

  /// Progress of `value` out of `total`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) })
  }
}

/// The parts of a progress view that a style draws: SwiftUI's
/// `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
  /// The label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The current-value label, as a view.
  public struct CurrentValueLabel: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The fraction done, 0 to 1; `nil` when the progress is not known.
  public let fractionCompleted: Double?
  /// The label, if any.
  public var label: Label?
  /// The current-value label, if any.
  public var currentValueLabel: CurrentValueLabel?
}

/// Draws progress views: SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The parts of the progress view.
  typealias Configuration = ProgressViewStyleConfiguration

  /// Makes the view of a progress view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A bar filling from the leading edge (a spinner when the progress is not known).
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}

  /// The label, the bar, the current-value label.
  public func makeBody(configuration: Configuration) -> some View {
    if let fraction = configuration.fractionCompleted {
      VStack(alignment: .leading, spacing: 4) {
        configuration.label
        ProgressBar(fraction: fraction)
        configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
      }
    } else {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// A spinner, or a ring for known progress.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}

  /// The spinner (or ring), with the label below it.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      if let fraction = configuration.fractionCompleted {
        ZStack {
          Circle().stroke(Color.systemFill, lineWidth: 3)
          Circle().trim(from: 0, to: fraction)
            .stroke(.tint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            .rotationEffect(.degrees(-90))
        }
        .frame(width: 20, height: 20)
      } else {
        Spinner()
      }
      configuration.label.foregroundStyle(.secondary)
    }
  }
}

/// The style of progress views when no other is set: linear with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}

  /// The bar, or the spinner.
  public func makeBody(configuration: Configuration) -> some View {
    LinearProgressViewStyle().makeBody(configuration: configuration)
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner, or a ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
  /// Sets the style of progress views in the view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    writingEnvironment(
      \.progressViewStyle, AnyControlStyle(style) { style.makeBody(configuration: $0) })
  }
}

extension EnvironmentValues {
  var progressViewStyle: AnyControlStyle<ProgressViewStyleConfiguration>? {
    get { self[ControlStyleKey<ProgressViewStyleConfiguration>.self] }
    set { self[ControlStyleKey<ProgressViewStyleConfiguration>.self] = newValue }
  }
}

/// A progress view drawn by the style in the environment.
private struct StyledProgress: View {
  let configuration: ProgressViewStyleConfiguration
  @Environment(\.progressViewStyle) private var style

  var body: some View {
    if let style {
      style.make(configuration)
    } else {
      DefaultProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// iOS's linear progress bar: a 4-point capsule, the done part in the tint.
private struct ProgressBar: View {
  let fraction: Double

  var body: some View {
    Capsule().fill(Color.systemFill)
      .frame(height: 4)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
        }
      }
  }
}

/// iOS's activity indicator at rest: eight spokes round a 20-point square, the first dark and
/// each next one fainter.
private struct Spinner: View {
  var body: some View {
    ZStack {
      ForEach(0..<8, id: \.self) { index in
        // Each spoke at the top of the square, turned about its centre.
        Capsule()
          .fill(Color.secondary.opacity(1 - Double(index) * 0.1))
          .frame(width: 2.5, height: 5.5)
          .padding(.top, 1.5)
          .frame(width: 20, height: 20, alignment: .top)
          .rotationEffect(.degrees(Double(index) * 45))
      }
    }
    .frame(width: 20, height: 20)
  }
}

extension Color {
  /// The system fill: `#787880` at 20 % in light mode, 36 % in dark mode (a progress bar's
  /// track).
  package static let systemFill = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x787880, opacity: 0.2),
      dark: ResolvedColor(hex: 0x787880, opacity: 0.36)))
}
