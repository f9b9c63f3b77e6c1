import Foundation
import Observation

/// Reads a value from the environment of the view: SwiftUI's `Environment`.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(Library.self) private var library      // an @Observable object
/// ```
///
/// Reading an `@Observable` object that no ancestor provided with `.environment(_:)` stops
/// the program with a message naming the type, as SwiftUI does; declare the property as an
/// optional (`@Environment(Library.self) var library: Library?`) to read `nil` instead.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, name: String, isOptional: Bool)
  }

  private let source: Source
  private let link = EnvironmentLink()

  /// Reads the value at a key path of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads an `@Observable` object provided with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(ObjectIdentifier(objectType), name: "\(objectType)", isOptional: false)
  }

  /// Reads an `@Observable` object provided with `.environment(_:)`, or `nil`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(ObjectIdentifier(objectType), name: "\(objectType)", isOptional: true)
  }

  /// The current value. Before the view is installed in a host, the environment's default.
  @MainActor
  public var wrappedValue: Value {
    let environment = link.environment ?? EnvironmentValues()
    switch source {
    case .keyPath(let keyPath):
      return environment[keyPath: keyPath]
    case .object(let id, let name, let isOptional):
      if let value = environment.value(for: id) as? Value { return value }
      if isOptional, let none = Optional<Any>.none as? Value { return none }
      preconditionFailure(
        "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view."
      )
    }
  }
}

extension Environment: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    link.environment = environment
  }
}

/// Connects an `Environment` value to the environment of the evaluation in progress.
final class EnvironmentLink {
  var environment: EnvironmentValues?
}

extension View {
  /// Puts an `@Observable` object in the environment, for `@Environment(T.self)` below.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        if let object { environment.setValue(object, for: ObjectIdentifier(T.self)) }
      })
  }
}

/// Makes bindings to the properties of an `@Observable` object: SwiftUI's `Bindable`.
///
/// ```swift
/// @Bindable var settings: Settings
/// Toggle(isOn: $settings.isEnabled)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value

  /// Wraps an object.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an object.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, for `$object.property` bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    // The value is read outside the view's own observation, so that passing `$model.x` down
    // does not make the view depend on `x`.
    let value = withObservationTracking({ object[keyPath: keyPath] }, onChange: {})
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      location: AnyHashable(PropertyLocation(base: ObjectIdentifier(object), keyPath: keyPath)),
      value: value)
  }
}

/// A length that scales with Dynamic Type: SwiftUI's `ScaledMetric`.
///
/// The value is multiplied by the ratio of the text style's size at the current Dynamic Type
/// size to its size at the default (`.large`): a 58-point metric relative to `.headline` is 58
/// at `.large` and 58 × 23/17 ≈ 78.5 at `.xxxLarge` (Galley's documented model; Apple does not
/// publish its curve).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  private let textStyle: Font.TextStyle
  private let link = EnvironmentLink()

  /// Creates a metric scaled relative to a text style (`.body` by default).
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// The scaled value.
  @MainActor
  public var wrappedValue: Value {
    let size = link.environment?.dynamicTypeSize ?? .large
    let factor = textStyle.pointSize(at: size) / textStyle.pointSize(at: .large)
    return baseValue * Value(factor)
  }
}

extension ScaledMetric: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    link.environment = environment
  }
}
