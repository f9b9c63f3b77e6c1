import Foundation

/// A view that shows a value within a range: SwiftUI's `Gauge`.
///
/// The default style on iOS is the linear capacity bar: the label above, a 6-point capsule
/// in the system fill filled with the tint up to the value, the minimum and maximum labels
/// at its ends and the current value below (caption, secondary). `.accessoryCircular` and
/// `.accessoryCircularCapacity` draw a 58-point ring; `.accessoryLinear` a thinner, 4-point
/// bar (iOS adds a marker at the value; Galley does not yet) (sizes estimated, decision
/// record 0030).
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// }
/// ```
public struct Gauge<
  Label: View, CurrentValueLabel: View, MinimumValueLabel: View,
  MaximumValueLabel: View
>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: MinimumValueLabel?
  let maximumValueLabel: MaximumValueLabel?

  /// A gauge of `value` in `bounds` with every label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
    @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    fraction = raw.isFinite ? min(max(raw, 0), 1) : 0
    self.label = label()
    // A label left out (an `EmptyView`) is not drawn and takes no room.
    self.currentValueLabel =
      CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel()
    self.minimumValueLabel =
      MinimumValueLabel.self == EmptyView.self ? nil : minimumValueLabel()
    self.maximumValueLabel =
      MaximumValueLabel.self == EmptyView.self ? nil : maximumValueLabel()
  }

  /// The gauge, as the style in the environment draws it.
  public var body: some View {
    StyledGauge(
      configuration: GaugeStyleConfiguration(
        value: fraction,
        label: .init(content: AnyView(label)),
        currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
        minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
        maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) }))
  }
}

extension Gauge
where
  CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView,
  MaximumValueLabel == EmptyView
{
  /// A gauge of `value` in `bounds`, described by `label`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
  /// A gauge of `value` in `bounds`, described by `label`, showing `currentValueLabel`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where CurrentValueLabel == EmptyView {
  /// A gauge of `value` in `bounds` with its label and its bounds' labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
    @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
  }
}

extension Gauge
where
  Label == GaugeStyleConfiguration.Label,
  CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
  MinimumValueLabel == GaugeStyleConfiguration.MinimumValueLabel,
  MaximumValueLabel == GaugeStyleConfiguration.MaximumValueLabel
{
  /// The gauge a style is drawing, to wrap it in a style of your own.
  public init(_ configuration: GaugeStyleConfiguration) {
    // A style may hand on any value: it is kept within the bounds, NaN at the lower.
    let value = configuration.value
    fraction = value.isNaN ? 0 : min(max(value, 0), 1)
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
    minimumValueLabel = configuration.minimumValueLabel
    maximumValueLabel = configuration.maximumValueLabel
  }
}

/// The properties of a gauge that a gauge style draws: SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
  /// The gauge's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The label of the gauge's current value, as a view.
  public struct CurrentValueLabel: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The label of the gauge's lower bound, as a view.
  public struct MinimumValueLabel: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The label of the gauge's upper bound, as a view.
  public struct MaximumValueLabel: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The labels of values marked along the gauge, as a view (none: Galley's gauges take no
  /// marked values yet).
  public struct MarkedValueLabel: View {
    /// The labels.
    public var body: some View { EmptyView() }
  }

  /// Where the value lies in the gauge's bounds, from 0 at the lower bound to 1 at the upper.
  public var value: Double
  /// What the gauge shows.
  public var label: Label
  /// The current value's label, `nil` when the gauge has none.
  public var currentValueLabel: CurrentValueLabel?
  /// The lower bound's label, `nil` when the gauge has none.
  public var minimumValueLabel: MinimumValueLabel?
  /// The upper bound's label, `nil` when the gauge has none.
  public var maximumValueLabel: MaximumValueLabel?
  /// The marked values' labels.
  public var markedValueLabels: MarkedValueLabel { MarkedValueLabel() }
}

/// Draws gauges: SwiftUI's `GaugeStyle`.
///
/// ```swift
/// struct Meter: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label
///       Capsule().fill(.green)
///         .frame(width: 100 * configuration.value, height: 4)
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The properties of the gauge.
  typealias Configuration = GaugeStyleConfiguration

  /// Makes the view of a gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The style of gauges when no other is set: the linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
  /// The default style.
  public init() {}

  /// The linear capacity bar.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(configuration: configuration, shape: .linearCapacity)
  }
}

/// A bar filled with the tint up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  /// The label, the bar between the bounds' labels, and the current value below.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(configuration: configuration, shape: .linearCapacity)
  }
}

/// A bar filled up to the value, as on the lock screen.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  /// The linear capacity bar.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(configuration: configuration, shape: .linearCapacity)
  }
}

/// A thin bar (iOS marks the value on it; Galley does not yet).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  /// A 4-point bar filled up to the value.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(configuration: configuration, shape: .linear)
  }
}

/// An open ring with the value inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  /// A 58-point ring open at the bottom, filled up to the value.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(configuration: configuration, shape: .circular)
  }
}

/// A closed ring filled up to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  /// A 58-point ring in a pale tint, filled with the tint up to the value.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInGauge(configuration: configuration, shape: .circularCapacity)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's style: the linear capacity bar on iOS.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled up to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A bar filled up to the value, as on the lock screen.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled up to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension View {
  /// Sets the style of gauges in the view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    writingEnvironment(\.gaugeStyle, AnyControlStyle(style) { style.makeBody(configuration: $0) })
  }
}

extension EnvironmentValues {
  var gaugeStyle: AnyControlStyle<GaugeStyleConfiguration>? {
    get { self[ControlStyleKey<GaugeStyleConfiguration>.self] }
    set { self[ControlStyleKey<GaugeStyleConfiguration>.self] = newValue }
  }
}

/// A gauge drawn by the style in the environment (the linear capacity bar when none is set).
private struct StyledGauge: View {
  let configuration: GaugeStyleConfiguration
  @Environment(\.gaugeStyle) private var style

  var body: some View {
    if let style {
      style.make(configuration)
    } else {
      BuiltInGauge(configuration: configuration, shape: .linearCapacity)
    }
  }
}

/// A gauge as one of iOS's styles draws it.
private struct BuiltInGauge: View {
  enum Shape { case linearCapacity, linear, circular, circularCapacity }

  let configuration: GaugeStyleConfiguration
  let shape: Shape

  var body: some View {
    let fraction = configuration.value
    switch shape {
    case .linearCapacity, .linear:
      VStack(alignment: .leading, spacing: 4) {
        configuration.label
        HStack(spacing: 4) {
          if let minimum = configuration.minimumValueLabel {
            minimum.font(.caption).foregroundStyle(.secondary)
          }
          bar(thickness: shape == .linear ? 4 : 6, fraction: fraction)
          if let maximum = configuration.maximumValueLabel {
            maximum.font(.caption).foregroundStyle(.secondary)
          }
        }
        if let current = configuration.currentValueLabel {
          current.font(.caption).foregroundStyle(.secondary)
            .frame(maxWidth: .infinity)
        }
      }
    case .circular, .circularCapacity:
      let opening = shape == .circular ? 0.2 : 0
      ZStack {
        Circle().trim(from: opening / 2, to: 1 - opening / 2)
          .stroke(
            shape == .circular
              ? AnyShapeStyle(Color.systemFill) : AnyShapeStyle(.tint.opacity(0.3)),
            style: StrokeStyle(lineWidth: 6, lineCap: .round)
          )
          .rotationEffect(.degrees(90))
        Circle().trim(from: opening / 2, to: opening / 2 + (1 - opening) * fraction)
          .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(90))
        (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
          .font(.system(size: 17, weight: .medium))
          .minimumScaleFactor(0.5)
          .lineLimit(1)
          .padding(8)
      }
      .frame(width: 58, height: 58)
    }
  }

  /// The linear track, filled with the tint up to the value.
  private func bar(thickness: CGFloat, fraction: Double) -> some View {
    Capsule().fill(Color.systemFill)
      .frame(height: thickness)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(.tint)
            .frame(width: proxy.size.width * fraction, height: thickness)
        }
      }
  }
}
