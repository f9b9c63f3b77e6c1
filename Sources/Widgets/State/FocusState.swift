import Foundation

/// Which field has the keyboard's focus: SwiftUI's `FocusState`.
///
/// Bind it to text fields with `focused(_:)` or `focused(_:equals:)`. A field gains focus
/// when the host taps or types into it (``ViewHost/tap(_:count:)``,
/// ``ViewHost/type(_:into:)``), and the field that had it loses it; setting the value moves
/// the focus as in SwiftUI. Galley draws no keyboard.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focusedField: Field?
///
/// TextField("Email", text: $email)
///   .focused($focusedField, equals: .email)
///   .onSubmit { focusedField = .password }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let initialValue: Value
  private let link = StateLink<Value>()

  /// Focus state that is `false` until a bound field gains focus.
  public init() where Value == Bool {
    initialValue = false
  }

  /// Focus state that is `nil` until a bound field gains focus.
  public init<T: Hashable>() where Value == T? {
    initialValue = nil
  }

  /// Which field has focus (or whether the bound field has it).
  @MainActor
  public var wrappedValue: Value {
    get { link.box?.value ?? initialValue }
    nonmutating set { link.set(newValue, wrapper: "FocusState") }
  }

  /// A binding to the focus state, for `focused(_:)` and `focused(_:equals:)`.
  @MainActor
  public var projectedValue: Binding {
    guard let box = link.box else { return Binding(base: .constant(initialValue)) }
    return Binding(base: Widgets.Binding(box: box))
  }

  /// A binding to a focus state, made with `$` on the `@FocusState` property.
  @propertyWrapper
  public struct Binding {
    let base: Widgets.Binding<Value>

    /// Which field has focus.
    @MainActor
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    link.install(initialValue, in: element, slot: &slot)
  }
}

extension FocusState.Binding: ValueEquality.Comparable {
  package func isEqualForUpdate(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return base.isEqualForUpdate(to: other.base)
  }
}

/// What a text field does when it gains or loses focus: set by `focused(_:)` and
/// `focused(_:equals:)` above it.
struct FocusBinding {
  /// Whether the field has focus now.
  let isFocused: @MainActor () -> Bool
  /// Gives the field focus.
  let focus: @MainActor () -> Void
  /// Takes focus away from the field, if it has it.
  let resign: @MainActor () -> Void
  /// What the binding points at, so that equal bindings keep views equal.
  let fingerprint: AnyHashable?
}

extension FocusBinding: EnvironmentEquivalent {
  var environmentFingerprint: AnyHashable? { fingerprint }
}

private struct FocusBindingKey: EnvironmentKey {
  static var defaultValue: FocusBinding? { nil }
}

extension EnvironmentValues {
  /// The focus binding of the text field below, from the nearest `focused` modifier.
  var focusBinding: FocusBinding? {
    get { self[FocusBindingKey.self] }
    set { self[FocusBindingKey.self] = newValue }
  }
}

extension View {
  /// Binds the focus of the text field in this view to `condition`: `true` while it has
  /// focus. Setting `condition` to `true` gives it focus; to `false`, takes it away.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    let base = condition.base
    return writingEnvironment(
      \.focusBinding,
      FocusBinding(
        isFocused: { base.wrappedValue }, focus: { base.wrappedValue = true },
        resign: { if base.wrappedValue { base.wrappedValue = false } },
        fingerprint: base.environmentFingerprint))
  }

  /// Binds the focus of the text field in this view to `binding`: it has focus while the
  /// binding equals `value`, and gaining focus sets it to `value`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    let base = binding.base
    let fingerprint = base.environmentFingerprint.map { AnyHashable([$0, AnyHashable(value)]) }
    return writingEnvironment(
      \.focusBinding,
      FocusBinding(
        isFocused: { base.wrappedValue == value }, focus: { base.wrappedValue = value },
        resign: {
          guard base.wrappedValue == value else { return }
          // Optional focus state goes back to `nil`; other kinds keep their value.
          if let none = Optional<Any>.none as? Value { base.wrappedValue = none }
        },
        fingerprint: fingerprint))
  }
}
