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

  /// One write: a key and its value, in front of the writes before it. Every link is a
  /// ``TypedLink``, which keeps the value as its own type, so that reading it back through
  /// its key is a class check rather than a cast out of `Any`.
  fileprivate class Link {
    let key: ObjectIdentifier
    let next: Link?
    let count: Int
    /// A bit for each key written in this link or the ones after it (``bit(of:)``): a key
    /// whose bit is clear was never written, and its default is read without walking the
    /// list. Most reads are of defaults (a text reads fourteen entries), and walking a
    /// list of a dozen writes for each was 4 % of building a list.
    let keys: UInt64
    /// The value, as written (``TypedLink`` gives it; a bare link has none to give).
    var value: Any { () }
    /// The fingerprint once computed. Only the main actor compares environments (the host's
    /// update), so this cache is written and read on one thread; shape styles resolved
    /// elsewhere read values, never fingerprints.
    private var cachedFingerprint: AnyHashable??

    fileprivate init(key: ObjectIdentifier, next: Link?) {
      self.key = key
      self.next = next
      count = (next?.count ?? 0) + 1
      keys = (next?.keys ?? 0) | EnvironmentValues.bit(of: key)
    }

    /// What equivalence compares: the value itself when it is hashable. Worked out when
    /// first compared, not when written: most writes (a style resolved for one text) are
    /// never compared.
    var fingerprint: AnyHashable? {
      if let cachedFingerprint { return cachedFingerprint }
      let made: AnyHashable? =
        if let equivalent = value as? any EnvironmentEquivalent {
          equivalent.environmentFingerprint
        } else if let hashable = value as? any Hashable {
          AnyHashable(hashable)
        } else {
          nil
        }
      cachedFingerprint = .some(made)
      return made
    }

    /// Whether `other`, a link under the same key, holds an equivalent value: equal
    /// fingerprints, or for values without one, the same object.
    func holdsEquivalentValue(to other: Link) -> Bool {
      if let x = fingerprint, let y = other.fingerprint { return x == y }
      return value as AnyObject === other.value as AnyObject
    }
  }

  /// A write through a key's subscript, whose value is read back without a cast.
  private final class TypedLink<Value>: Link {
    let typed: Value
    override var value: Any { typed }

    init(key: ObjectIdentifier, typed: Value, next: Link?) {
      self.typed = typed
      super.init(key: key, next: next)
    }

    /// Values of one `Hashable` type that says nothing else about its equivalence are
    /// compared with the type's own `==`, as their fingerprints (`AnyHashable`s of them)
    /// would be, without making the fingerprints: casting each value to `any Hashable` and
    /// boxing it was most of what comparing the environments of a list's changed rows cost.
    override func holdsEquivalentValue(to other: Link) -> Bool {
      guard let other = other as? TypedLink<Value>,
        !(Value.self is any EnvironmentEquivalent.Type),
        let hashable = Value.self as? any Hashable.Type
      else { return super.holdsEquivalentValue(to: other) }
      func equal<H: Hashable>(_: H.Type) -> Bool {
        // `Value` is `H`: the cast that found `H` was from `Value`'s own metatype.
        unsafeBitCast(typed, to: H.self) == unsafeBitCast(other.typed, to: H.self)
      }
      return equal(hashable)
    }
  }

  /// An environment holding only default values.
  public init() {}

  /// The bit that stands for `key` in ``Link/keys``: one of 64, from the key's address.
  /// Keys that share a bit only make a read walk the list; the answer is the same.
  @inline(__always)
  fileprivate static func bit(of key: ObjectIdentifier) -> UInt64 {
    let address = UInt(bitPattern: key)
    return 1 << UInt64((address >> 3 ^ address >> 9) & 63)
  }

  /// The value for `key`, or the key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      guard let head, head.keys & Self.bit(of: id) != 0, let link = Self.link(id, from: head)
      else { return K.defaultValue }
      if let typed = link as? TypedLink<K.Value> { return typed.typed }
      return link.value as? K.Value ?? K.defaultValue
    }
    set { head = TypedLink(key: ObjectIdentifier(key), typed: newValue, next: head) }
  }

  /// The value most recently written under `key`, if any.
  package func value(for key: ObjectIdentifier) -> Any? {
    guard let head, head.keys & Self.bit(of: key) != 0 else { return nil }
    return Self.link(key, from: head)?.value
  }

  /// The most recent link written under `key`, from `head` on.
  ///
  /// The links before it are passed without being retained: each is kept alive by the one
  /// in front of it, and `head` by the caller. A walk the optimiser did not inline into its
  /// caller retained and released every link it passed, and a text's environment is a
  /// dozen links or more.
  private static func link(_ key: ObjectIdentifier, from head: Link) -> Link? {
    var current = Unmanaged.passUnretained(head)
    while true {
      let (found, next) = current._withUnsafeGuaranteedRef { link in
        (link.key == key, link.next.map { Unmanaged.passUnretained($0) })
      }
      if found { return current.takeUnretainedValue() }
      guard let next else { return nil }
      current = next
    }
  }

  /// Writes a value under a raw key (environment objects use their type as the key).
  mutating func setValue(_ value: Any, for key: ObjectIdentifier) {
    head = TypedLink(key: key, typed: value, next: head)
  }

  /// Whether both environments are the very same list: a cheap test that nothing changed.
  func isIdentical(to other: EnvironmentValues) -> Bool {
    head === other.head
  }

  /// Whether the two environments hold the same writes with equal values, so that views
  /// resolved in either look the same. Values that are not hashable compare by identity.
  ///
  /// - Complexity: O(n) in the number of writes; O(1) for identical lists.
  func isEquivalent(to other: EnvironmentValues) -> Bool {
    var memo = EquivalenceMemo()
    return isEquivalent(to: other, memo: &memo)
  }

  /// ``isEquivalent(to:)``, remembering in `memo` the pairs of lists found equivalent: the
  /// environments of a list's rows differ in a write or two each in front of the same two
  /// lists, which are then compared once per update rather than once per row.
  func isEquivalent(to other: EnvironmentValues, memo: inout EquivalenceMemo) -> Bool {
    var a = head
    var b = other.head
    guard a?.count == b?.count else { return false }
    var compared: [(Link, Link)] = []
    while let left = a, let right = b {
      if left === right || memo.known(left, right) { break }
      guard left.key == right.key, left.holdsEquivalentValue(to: right) else { return false }
      compared.append((left, right))
      a = left.next
      b = right.next
    }
    // Each pair compared heads two equivalent lists.
    for (left, right) in compared { memo.insert(left, right) }
    return true
  }

  /// Pairs of lists known to be equivalent. It holds the lists, so that the identities it
  /// compares cannot be reused by other lists while it lasts.
  struct EquivalenceMemo {
    private var pairs: [Pair: (Link, Link)] = [:]

    private struct Pair: Hashable {
      let left: ObjectIdentifier
      let right: ObjectIdentifier
    }

    fileprivate func known(_ left: Link, _ right: Link) -> Bool {
      !pairs.isEmpty
        && pairs[Pair(left: ObjectIdentifier(left), right: ObjectIdentifier(right))] != nil
    }

    fileprivate mutating func insert(_ left: Link, _ right: Link) {
      pairs[Pair(left: ObjectIdentifier(left), right: ObjectIdentifier(right))] = (left, right)
    }
  }
}

/// A value stored in the environment that is not hashable but can say what makes two of
/// them equivalent (a type-erased style, say).
protocol EnvironmentEquivalent {
  /// What equivalence compares.
  var environmentFingerprint: AnyHashable? { get }
}
