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
  @Environment(\.gaugeStyleKind) private var style

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

  /// The gauge, as its style draws it.
  public var body: some View {
    switch style {
    case .linearCapacity, .linear:
      VStack(alignment: .leading, spacing: 4) {
        label
        HStack(spacing: 4) {
          if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
          bar(thickness: style == .linear ? 4 : 6)
          if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
        if let currentValueLabel {
          currentValueLabel.font(.caption).foregroundStyle(.secondary)
            .frame(maxWidth: .infinity)
        }
      }
    case .circular, .circularCapacity:
      let opening = style == .circular ? 0.2 : 0
      ZStack {
        Circle().trim(from: opening / 2, to: 1 - opening / 2)
          .stroke(
            style == .circular
              ? AnyShapeStyle(Color.systemFill) : AnyShapeStyle(.tint.opacity(0.3)),
            style: StrokeStyle(lineWidth: 6, lineCap: .round)
          )
          .rotationEffect(.degrees(90))
        Circle().trim(from: opening / 2, to: opening / 2 + (1 - opening) * fraction)
          .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(90))
        (currentValueLabel.map { AnyView($0) } ?? AnyView(label))
          .font(.system(size: 17, weight: .medium))
          .minimumScaleFactor(0.5)
          .lineLimit(1)
          .padding(8)
      }
      .frame(width: 58, height: 58)
    }
  }

  /// The linear track, filled with the tint up to the value.
  private func bar(thickness: CGFloat) -> some View {
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

/// How a `Gauge` is drawn: SwiftUI's `GaugeStyle`.
public struct GaugeStyleKind: Hashable, Sendable {
  enum Shape: Hashable, Sendable { case linearCapacity, linear, circular, circularCapacity }
  let shape: Shape
}

/// A style for gauges: SwiftUI's `GaugeStyle`, with the built-in styles.
public protocol GaugeStyle: Sendable {
  /// Which built-in drawing the style uses.
  var galleyKind: GaugeStyleKind { get }
}

/// A built-in gauge style.
public struct BuiltInGaugeStyle: GaugeStyle {
  /// Which built-in drawing the style uses.
  public let galleyKind: GaugeStyleKind
}

extension GaugeStyle where Self == BuiltInGaugeStyle {
  /// The platform's style: the linear capacity bar on iOS.
  public static var automatic: BuiltInGaugeStyle {
    .init(galleyKind: .init(shape: .linearCapacity))
  }
  /// A bar filled up to the value.
  public static var linearCapacity: BuiltInGaugeStyle {
    .init(galleyKind: .init(shape: .linearCapacity))
  }
  /// A bar filled up to the value, as on the lock screen.
  public static var accessoryLinearCapacity: BuiltInGaugeStyle {
    .init(galleyKind: .init(shape: .linearCapacity))
  }
  /// A thin bar with a marker at the value.
  public static var accessoryLinear: BuiltInGaugeStyle { .init(galleyKind: .init(shape: .linear)) }
  /// An open ring with the value.
  public static var accessoryCircular: BuiltInGaugeStyle {
    .init(galleyKind: .init(shape: .circular))
  }
  /// A closed ring filled up to the value.
  public static var accessoryCircularCapacity: BuiltInGaugeStyle {
    .init(galleyKind: .init(shape: .circularCapacity))
  }
}

private struct GaugeStyleKey: EnvironmentKey {
  static let defaultValue = GaugeStyleKind.Shape.linearCapacity
}

extension EnvironmentValues {
  /// How gauges below are drawn.
  var gaugeStyleKind: GaugeStyleKind.Shape {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how gauges in the view are drawn.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyleKind, style.galleyKind.shape)
  }
}
