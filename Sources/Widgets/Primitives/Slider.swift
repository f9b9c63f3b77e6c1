import Foundation

/// A control that sets a value within a range by dragging a thumb along a track: SwiftUI's
/// `Slider`, drawn as iOS 18's `UISlider`.
///
/// The slider takes the width it is offered and is 28 points tall: a 4-point track with
/// rounded ends, filled in the tint colour up to the thumb and in the system fill after it,
/// and a 28-point white thumb with a soft shadow. Dragging it (`host.drag("Volume", by:)`)
/// moves the value by the distance dragged over the track's length, kept in range and on
/// `step`.
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 1) {
///   Text("Volume")
/// } minimumValueLabel: {
///   Image(systemName: "speaker")
/// } maximumValueLabel: {
///   Image(systemName: "speaker.wave.3")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
  private let value: Binding<Double>
  private let bounds: ClosedRange<Double>
  private let step: Double?
  private let label: Label
  private let minimumValueLabel: ValueLabel?
  private let maximumValueLabel: ValueLabel?
  private let onEditingChanged: (Bool) -> Void
  @State private var dragStart: Double?
  @Environment(\.isEnabled) private var isEnabled

  /// A slider of `value` in `bounds`, moving by `step` if given, with value labels at its
  /// ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.onEditingChanged = onEditingChanged
  }

  public var body: some View {
    HStack(spacing: 12) {
      if let minimumValueLabel { minimumValueLabel.foregroundStyle(.secondary) }
      track
      if let maximumValueLabel { maximumValueLabel.foregroundStyle(.secondary) }
    }
    // The label is not drawn; it names the slider (`host.drag("Volume", by:)`).
    .accessibilityLabel((label as? Text)?.verbatimText ?? "")
    .opacity(isEnabled ? 1 : 0.5)
  }

  private var fraction: Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, span.isFinite else { return 0 }
    return min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1)
  }

  private var track: some View {
    GeometryReader { proxy in
      let travel = max(proxy.size.width - SliderMetrics.thumb, 0)
      ZStack(alignment: .leading) {
        Capsule().fill(Color.systemFill).frame(height: SliderMetrics.track)
        Capsule().fill(.tint)
          .frame(width: travel * fraction + SliderMetrics.thumb / 2, height: SliderMetrics.track)
        Circle().fill(Color.white)
          .shadow(color: .black.opacity(0.15), radius: 4, y: 3)
          .frame(width: SliderMetrics.thumb, height: SliderMetrics.thumb)
          .offset(x: travel * fraction)
      }
      .frame(width: proxy.size.width, height: SliderMetrics.thumb)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { drag in
            guard isEnabled, travel > 0 else { return }
            if dragStart == nil {
              dragStart = value.wrappedValue
              onEditingChanged(true)
            }
            let span = bounds.upperBound - bounds.lowerBound
            set((dragStart ?? value.wrappedValue) + Double(drag.translation.width / travel) * span)
          }
          .onEnded { _ in
            dragStart = nil
            onEditingChanged(false)
          })
    }
    .frame(height: SliderMetrics.thumb)
  }

  /// Sets the value to `new`, in bounds and on the step.
  private func set(_ new: Double) {
    var result = min(max(new, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
      result = min(result, bounds.upperBound)
    }
    if result.isFinite { value.wrappedValue = result }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider of `value` in `bounds`, moving by `step` if given.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label()
    minimumValueLabel = nil
    maximumValueLabel = nil
    self.onEditingChanged = onEditingChanged
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of `value` in `bounds`, moving by `step` if given.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: { EmptyView() },
      onEditingChanged: onEditingChanged)
  }
}

/// The measured slider (decision record 0028).
enum SliderMetrics {
  static let thumb: CGFloat = 28
  static let track: CGFloat = 4
}
