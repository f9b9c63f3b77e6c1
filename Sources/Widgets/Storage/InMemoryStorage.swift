import Foundation

/// The values behind `@AppStorage` or `@SceneStorage` in one host, kept in memory: seed them
/// before the first render, read them after an interaction.
///
/// Values are stored as `UserDefaults` stores them: Booleans, numbers, strings, data and
/// dates as they are, a raw-representable value by its raw value, a URL as its string.
/// Seeding a raw value or the value itself both work. Writing a key updates every view that
/// reads it.
///
/// ```swift
/// let host = ViewHost(SettingsView(), device: .iPhone16)
/// host.appStorage["theme"] = "dark"
/// try host.tap("Show Previews")
/// #expect(host.appStorage["showsPreviews"] as? Bool == false)
/// ```
@MainActor
public final class InMemoryStorage {
  private var values: [String: Any] = [:]
  /// The elements reading each key, updated when it is written.
  private var readers: [String: [WeakElement]] = [:]

  init() {}

  /// The value stored under `key`, or `nil`; setting `nil` removes it.
  public subscript(key: String) -> Any? {
    get { values[key] }
    set {
      values[key] = newValue
      keyDidChange(key)
    }
  }

  /// The keys that hold a value, sorted.
  public var keys: [String] { values.keys.sorted() }

  /// Removes every value.
  public func removeAll() {
    let keys = keys
    values.removeAll()
    for key in keys { keyDidChange(key) }
  }

  /// Notes that `element` reads `key`, so that a write updates it.
  func addReader(_ element: Element, of key: String) {
    var list = readers[key, default: []]
    list.removeAll { $0.element == nil }
    guard !list.contains(where: { $0.element === element }) else { return }
    list.append(WeakElement(element: element))
    readers[key] = list
  }

  /// Marks every element reading `key` for an update.
  func keyDidChange(_ key: String) {
    for reader in readers[key] ?? [] { reader.element?.markDirty() }
  }

  private struct WeakElement {
    weak var element: Element?
  }
}

/// The connection of one `@AppStorage` or `@SceneStorage` value to the store it reads.
/// Not isolated itself, so that the property wrappers made anywhere can make one; it is
/// used on the main actor.
final class StoredValue<Value> {
  enum Scope { case app, scene }

  private let scope: Scope
  private let key: String
  private let defaultValue: Value
  private let explicitStore: UserDefaults?
  private let coding: any StorageCoding<Value>
  /// The host's in-memory store, once installed.
  private var storage: InMemoryStorage?
  /// The defaults the value lives in instead, from `store:` or `defaultAppStorage(_:)`.
  private var defaults: UserDefaults?

  init(
    scope: Scope, key: String, defaultValue: Value, store: UserDefaults?,
    coding: any StorageCoding<Value>
  ) {
    self.scope = scope
    self.key = key
    self.defaultValue = defaultValue
    explicitStore = store
    self.coding = coding
  }

  @MainActor func install(in element: Element, environment: EnvironmentValues) {
    guard let session = element.session else { return }
    let storage = scope == .app ? session.appStorage : session.sceneStorage
    storage.addReader(element, of: key)
    self.storage = storage
    defaults = scope == .app ? explicitStore ?? environment.defaultAppStorage : nil
  }

  @MainActor var value: Value {
    let stored = defaults.map { $0.object(forKey: key) } ?? storage?[key]
    return stored.flatMap(coding.decode) ?? defaultValue
  }

  @MainActor func set(_ newValue: Value) {
    guard let storage else {
      RuntimeIssues.report(
        .misuse,
        "\(scope == .app ? "AppStorage" : "SceneStorage") \(RenderTree.quote(key)) was written outside of a view installed in a host; the write was ignored.",
        view: "\(scope == .app ? "AppStorage" : "SceneStorage")<\(Value.self)>")
      return
    }
    let encoded = coding.encode(newValue)
    if let defaults {
      if let encoded {
        defaults.set(encoded, forKey: key)
      } else {
        defaults.removeObject(forKey: key)
      }
      storage.keyDidChange(key)
    } else {
      storage[key] = encoded
    }
  }

  @MainActor var binding: Binding<Value> {
    Binding(
      get: { self.value }, set: { self.set($0) },
      location: AnyHashable(StorageLocation(scope: scope, key: key)), value: value)
  }

  private struct StorageLocation: Hashable {
    let scope: Scope
    let key: String
  }
}

// Declared here, not beside the property wrappers: a conformance to a main-actor protocol in
// their file would isolate them to the main actor.
extension AppStorage: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    core.install(in: element, environment: environment)
  }
}

extension SceneStorage: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    core.install(in: element, environment: environment)
  }
}

private struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
  /// The defaults `@AppStorage` values without a `store:` read, or `nil` for the host's
  /// in-memory ``ViewHost/appStorage``.
  var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension View {
  /// Makes `store` the defaults that `@AppStorage` values below read and write, instead of
  /// the host's in-memory storage.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    writingEnvironment(\.defaultAppStorage, store)
  }
}
