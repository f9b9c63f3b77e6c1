import Foundation

/// A key for a value in the environment.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = Color.orange
/// }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view above has set one.
  static var defaultValue: Value { get }
}

/// The values that flow down the view tree: fonts, colours, the colour scheme, Dynamic Type,
/// layout direction, and any value of your own behind an ``EnvironmentKey``.
///
/// Writes are cheap: each one adds a link in front of a shared, immutable list, so copying the
/// environment down the tree never copies its contents.
public struct EnvironmentValues: @unchecked Sendable {
  // `@unchecked`: the list is immutable once built. Values are read on the main actor while
  // views are resolved, and by nonisolated `ShapeStyle.resolve(in:)` during that same pass.
  private var head: Link?

  private final class Link {
    let key: ObjectIdentifier
    let value: Any
    let next: Link?

    init(key: ObjectIdentifier, value: Any, next: Link?) {
      self.key = key
      self.value = value
      self.next = next
    }
  }

  /// An environment holding only default values.
  public init() {}

  /// The value for `key`, or the key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      var link = head
      while let current = link {
        if current.key == id, let value = current.value as? K.Value { return value }
        link = current.next
      }
      return K.defaultValue
    }
    set {
      head = Link(key: ObjectIdentifier(key), value: newValue, next: head)
    }
  }

  /// Whether both environments are the very same list: a cheap test that nothing changed.
  package func isIdentical(to other: EnvironmentValues) -> Bool {
    head === other.head
  }
}
