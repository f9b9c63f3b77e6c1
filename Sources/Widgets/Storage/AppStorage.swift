import Foundation

/// A value kept in the app's defaults under a key: SwiftUI's `AppStorage`.
///
/// Galley keeps the defaults of each host in memory (``ViewHost/appStorage``), so a test
/// starts from what it seeds and leaves nothing behind; every view reading a key is updated
/// when any of them writes it. Pass `store:` (or set `defaultAppStorage(_:)`) to read and
/// write a `UserDefaults` of your own instead.
///
/// ```swift
/// @AppStorage("showsPreviews") private var showsPreviews = true
/// @AppStorage("theme") private var theme: Theme = .system   // a String-backed enum
///
/// let host = ViewHost(SettingsView(), device: .iPhone16)
/// host.appStorage["showsPreviews"] = false
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let core: StoredValue<Value>

  /// The value stored under the key, or the default when nothing (or a value of another
  /// type) is stored there.
  @MainActor
  public var wrappedValue: Value {
    get { core.value }
    nonmutating set { core.set(newValue) }
  }

  /// A binding to the stored value.
  @MainActor
  public var projectedValue: Binding<Value> { core.binding }

  init(key: String, defaultValue: Value, store: UserDefaults?, coding: some StorageCoding<Value>) {
    core = StoredValue(
      scope: .app, key: key, defaultValue: defaultValue, store: store, coding: coding)
  }
}

/// A value kept with the scene under a key, restored when the scene comes back: SwiftUI's
/// `SceneStorage`.
///
/// Each host is one scene: its values live in ``ViewHost/sceneStorage``, in memory, where a
/// test can seed them.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "inbox"
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let core: StoredValue<Value>

  /// The value stored under the key, or the default.
  @MainActor
  public var wrappedValue: Value {
    get { core.value }
    nonmutating set { core.set(newValue) }
  }

  /// A binding to the stored value.
  @MainActor
  public var projectedValue: Binding<Value> { core.binding }

  init(key: String, defaultValue: Value, coding: some StorageCoding<Value>) {
    core = StoredValue(
      scope: .scene, key: key, defaultValue: defaultValue, store: nil, coding: coding)
  }
}

// MARK: - The value types SwiftUI stores

/// How a stored value is written and read back: property-list values as they are, raw
/// representable values by their raw value, URLs as strings.
protocol StorageCoding<Value> {
  associatedtype Value
  func encode(_ value: Value) -> Any?
  func decode(_ stored: Any) -> Value?
}

/// A property-list value, stored as it is.
struct PlainCoding<Value>: StorageCoding {
  func encode(_ value: Value) -> Any? { value }

  func decode(_ stored: Any) -> Value? {
    if let value = stored as? Value { return value }
    // Numbers cross between Int and Double as UserDefaults converts them.
    if Value.self == Double.self, let int = stored as? Int { return Double(int) as? Value }
    if Value.self == Int.self, let double = stored as? Double, double.rounded() == double,
      abs(double) < 1e15
    {
      return Int(double) as? Value
    }
    return nil
  }
}

/// A URL, stored as its string.
struct URLCoding: StorageCoding {
  func encode(_ value: URL) -> Any? { value.absoluteString }

  func decode(_ stored: Any) -> URL? {
    if let url = stored as? URL { return url }
    return (stored as? String).flatMap(URL.init(string:))
  }
}

/// A raw-representable value, stored as its raw value (or seeded as itself).
struct RawCoding<Value: RawRepresentable>: StorageCoding {
  func encode(_ value: Value) -> Any? { value.rawValue }

  func decode(_ stored: Any) -> Value? {
    if let value = stored as? Value { return value }
    return (stored as? Value.RawValue).flatMap(Value.init(rawValue:))
  }
}

/// An optional value: `nil` removes what is stored.
struct OptionalCoding<Base: StorageCoding>: StorageCoding {
  let base: Base

  func encode(_ value: Base.Value?) -> Any? { value.flatMap(base.encode) }

  func decode(_ stored: Any) -> Base.Value?? { base.decode(stored).map { .some($0) } }
}

extension AppStorage {
  /// A Boolean stored under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: PlainCoding())
  }

  /// An integer stored under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: PlainCoding())
  }

  /// A number stored under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: PlainCoding())
  }

  /// A string stored under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: PlainCoding())
  }

  /// A URL stored under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: URLCoding())
  }

  /// Data stored under `key`, `wrappedValue` until some is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: PlainCoding())
  }

  /// A date stored under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: PlainCoding())
  }

  /// A value stored by its integer raw value under `key`, `wrappedValue` until one is
  /// written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: RawCoding())
  }

  /// A value stored by its string raw value under `key`, `wrappedValue` until one is
  /// written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, coding: RawCoding())
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean stored under `key`; `nil` until one is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(optional: key, store: store, coding: PlainCoding())
  }

  /// An optional integer stored under `key`; `nil` until one is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(optional: key, store: store, coding: PlainCoding())
  }

  /// An optional number stored under `key`; `nil` until one is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(optional: key, store: store, coding: PlainCoding())
  }

  /// An optional string stored under `key`; `nil` until one is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(optional: key, store: store, coding: PlainCoding())
  }

  /// An optional URL stored under `key`; `nil` until one is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(optional: key, store: store, coding: URLCoding())
  }

  /// Optional data stored under `key`; `nil` until some is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(optional: key, store: store, coding: PlainCoding())
  }

  /// An optional date stored under `key`; `nil` until one is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(optional: key, store: store, coding: PlainCoding())
  }

  /// An optional value stored by its string raw value under `key`; `nil` until one is
  /// written.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(optional: key, store: store, coding: RawCoding())
  }

  /// An optional value stored by its integer raw value under `key`; `nil` until one is
  /// written.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(optional: key, store: store, coding: RawCoding())
  }

  private init<Coding: StorageCoding>(optional key: String, store: UserDefaults?, coding: Coding)
  where Value == Coding.Value? {
    self.init(key: key, defaultValue: nil, store: store, coding: OptionalCoding(base: coding))
  }
}

extension SceneStorage {
  /// A Boolean kept under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(
      key: key, defaultValue: wrappedValue, coding: PlainCoding())
  }

  /// An integer kept under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(
      key: key, defaultValue: wrappedValue, coding: PlainCoding())
  }

  /// A number kept under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(
      key: key, defaultValue: wrappedValue, coding: PlainCoding())
  }

  /// A string kept under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(
      key: key, defaultValue: wrappedValue, coding: PlainCoding())
  }

  /// A URL kept under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, coding: URLCoding())
  }

  /// Data kept under `key`, `wrappedValue` until some is written.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(
      key: key, defaultValue: wrappedValue, coding: PlainCoding())
  }

  /// A value kept by its integer raw value under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, coding: RawCoding())
  }

  /// A value kept by its string raw value under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, coding: RawCoding())
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept under `key`; `nil` until one is written.
  public init(_ key: String) where Value == Bool? {
    self.init(optional: key, coding: PlainCoding())
  }

  /// An optional integer kept under `key`; `nil` until one is written.
  public init(_ key: String) where Value == Int? {
    self.init(optional: key, coding: PlainCoding())
  }

  /// An optional number kept under `key`; `nil` until one is written.
  public init(_ key: String) where Value == Double? {
    self.init(optional: key, coding: PlainCoding())
  }

  /// An optional string kept under `key`; `nil` until one is written.
  public init(_ key: String) where Value == String? {
    self.init(optional: key, coding: PlainCoding())
  }

  /// An optional URL kept under `key`; `nil` until one is written.
  public init(_ key: String) where Value == URL? {
    self.init(optional: key, coding: URLCoding())
  }

  /// Optional data kept under `key`; `nil` until some is written.
  public init(_ key: String) where Value == Data? {
    self.init(optional: key, coding: PlainCoding())
  }

  /// An optional value kept by its string raw value under `key`; `nil` until one is written.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(optional: key, coding: RawCoding())
  }

  /// An optional value kept by its integer raw value under `key`; `nil` until one is
  /// written.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(optional: key, coding: RawCoding())
  }

  private init<Coding: StorageCoding>(optional key: String, coding: Coding)
  where Value == Coding.Value? {
    self.init(key: key, defaultValue: nil, coding: OptionalCoding(base: coding))
  }
}
