import Foundation

/// A control that increments and decrements a value: SwiftUI's `Stepper`.
///
/// Drawn as iOS draws it: the label, and at the trailing edge a 94 × 32-point control of
/// two halves, − and +, on the tertiary system fill with corners of radius 8 and a divider
/// between them. A half that cannot act (the value at a bound) is greyed and takes no taps.
/// The halves are read aloud, and found by `ViewHost.tap(_:)`, as "Decrement" and
/// "Increment".
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...8)
/// ```
public struct Stepper<Label: View>: View {
  private let label: Label
  private let increment: (() -> Void)?
  private let decrement: (() -> Void)?
  private let editingChanged: (Bool) -> Void

  /// A stepper that runs `onIncrement` and `onDecrement`; a missing closure disables its
  /// half.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
    editingChanged = onEditingChanged
  }

  /// A stepper that moves `value` by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    let canIncrement = value.wrappedValue < bounds.upperBound
    let canDecrement = value.wrappedValue > bounds.lowerBound
    self.init(
      onIncrement: canIncrement
        ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        : nil,
      onDecrement: canDecrement
        ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        : nil,
      onEditingChanged: onEditingChanged, label: label)
  }

  /// A stepper that moves `value` by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      onEditingChanged: onEditingChanged, label: label)
  }

  /// The label, and the control at the trailing edge.
  public var body: some View {
    ControlRow(label: label) {
      HStack(spacing: 0) {
        half("minus", "Decrement", action: decrement)
        Rectangle().fill(Color.secondary.opacity(0.3)).frame(width: 1, height: 18)
        half("plus", "Increment", action: increment)
      }
      .frame(width: 94, height: 32)
      .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8))
    }
  }

  /// One half of the control: a symbol, greyed without an action.
  private func half(_ symbol: String, _ name: String, action: (() -> Void)?) -> some View {
    Button {
      editingChanged(true)
      action?()
      editingChanged(false)
    } label: {
      Image(systemName: symbol)
        .font(.body.weight(.medium))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .foregroundStyle(action == nil ? Color.tertiaryLabel : Color.primary)
    .disabled(action == nil)
    .accessibilityLabel(name)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `titleKey` that moves `value` by `step` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { Text(titleKey) })
  }

  /// A stepper titled `title` that moves `value` by `step` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { Text(title) })
  }

  /// A stepper titled `titleKey` that moves `value` by `step`, without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
  }

  /// A stepper titled `titleKey` that runs `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
      label: { Text(titleKey) })
  }
}
