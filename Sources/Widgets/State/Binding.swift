import Foundation

/// A read-write reference to a value owned elsewhere: SwiftUI's `Binding`.
///
/// ```swift
/// struct Toggle: View {
///   @Binding var isOn: Bool
///   var body: some View { Button(isOn ? "On" : "Off") { isOn.toggle() } }
/// }
/// Toggle(isOn: $settings.isOn)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void
  /// The value when the binding was made, as SwiftUI's binding keeps it: a view holding a
  /// binding whose value changed since the view was last made is updated, even when its
  /// other inputs are equal.
  private let valueWhenMade: Value
  /// Where the binding points, when Galley made it (a state's storage, an object's property,
  /// a property of either); `nil` for a binding of your own getter and setter, which compares
  /// by its closures.
  private let location: AnyHashable?

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
    valueWhenMade = get()
    location = nil
  }

  /// A binding that points at `location` and holds `value` now.
  init(
    get: @escaping () -> Value, set: @escaping (Value) -> Void, location: AnyHashable?,
    value: Value
  ) {
    getValue = get
    setValue = set
    valueWhenMade = value
    self.location = location
  }

  /// Creates a binding from another binding (what `$value` passes to a `@Binding` property).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in }, location: AnyHashable("constant"), value: value)
  }

  @MainActor
  init(box: StateBox<Value>) {
    getValue = { box.value }
    setValue = { box.set($0) }
    valueWhenMade = box.value
    location = AnyHashable(ObjectIdentifier(box))
  }

  /// The referenced value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    // The property's location is the base's and the key path; its value is read from the
    // base's value when made, without calling the getter again.
    Binding<Subject>(
      get: { self.getValue()[keyPath: keyPath] },
      set: { newValue in
        var value = self.getValue()
        value[keyPath: keyPath] = newValue
        self.setValue(value)
      },
      location: location.map { AnyHashable(PropertyLocation(base: $0, keyPath: keyPath)) },
      value: valueWhenMade[keyPath: keyPath])
  }
}

extension Binding {
  /// A binding to an optional value, or `nil` when the value is `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 })
  }
}

extension Binding {
  /// The same binding, whose writes animate with `animation`: a control that sets it (a
  /// toggle, a picker) changes the views with an animation, as in `withAnimation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// The same binding, whose writes are made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    let base = self
    return Binding(
      get: { base.wrappedValue },
      set: { newValue in withTransaction(transaction) { base.wrappedValue = newValue } })
  }
}

extension Binding: ValueEquality.Comparable {
  /// Equal for an update: the same location (the same getter and setter, for a binding of
  /// your own) holding a value equal to this one's when each was made.
  package func isEqualForUpdate(to other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    let sameLocation =
      if let location, let otherLocation = other.location {
        location == otherLocation
      } else {
        location == nil && other.location == nil
          && ValueEquality.bytesEqual(getValue, other.getValue)
          && ValueEquality.bytesEqual(setValue, other.setValue)
      }
    return sameLocation && ValueEquality.equalAny(valueWhenMade, other.valueWhenMade)
  }
}

/// The location of a property of a bound value or object: the base's location and the key
/// path.
struct PropertyLocation: Hashable {
  let base: AnyHashable
  let keyPath: AnyKeyPath
}

extension Binding: EnvironmentEquivalent {
  /// A binding in the environment (the edit mode) is the same while it points at the same
  /// place and that place holds the same value; a binding of your own getter and setter,
  /// or of a value that is not hashable, is never the same as another.
  var environmentFingerprint: AnyHashable? {
    guard let location, let value = valueWhenMade as? any Hashable else { return nil }
    return AnyHashable([location, AnyHashable(value)])
  }
}
