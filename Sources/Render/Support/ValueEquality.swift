import Foundation

/// Conservative equality for values of any type, field by field with their types known:
/// identity for class instances, scalars for strings, `==` for other `Equatable` types, and
/// for other structs, tuples and enums the same comparison of each stored field, found by
/// reflection (never for types with a custom mirror, which may hide fields).
///
/// "Equal" is always right; "unequal" may be wrong only for values this cannot look inside
/// (closures, whose captured context is compared by reference, and values nested deeper than
/// ``maximumDepth``), which costs a redundant update and nothing else. Raw bytes are never
/// the answer for a value that has fields: padding bytes and the storage of equal strings
/// differ between equal copies, which made every stack look changed.
package enum ValueEquality {
  /// A value that says itself whether another is equal for an update (`Binding`: the same
  /// location holding an equal value); asked when their bytes differ, instead of their
  /// fields.
  package protocol Comparable {
    /// Whether `other`, a value of the same type, is equal to this one for an update.
    func isEqualForUpdate(to other: Any) -> Bool
  }

  /// How deep into nested fields the comparison looks before answering "unequal".
  package static let maximumDepth = 48

  /// Whether `a` and `b` are known to be equal.
  ///
  /// - Complexity: O(the number of fields reached, or the cost of their `==`).
  package static func equal<T>(_ a: T, _ b: T) -> Bool {
    switch kind(of: T.self) {
    case .object: return (a as AnyObject) === (b as AnyObject)
    // `T` is `String` or the `Equatable` type found: the same value, seen as that type.
    case .string:
      return stringsEqual(unsafeBitCast(a, to: String.self), unsafeBitCast(b, to: String.self))
    case .equatable(let equatable), .equatableHoldingString(let equatable):
      return openEquatable(equatable, a, b)
    case .other: break
    }
    if bytesEqual(a, b) { return true }
    if let comparable = a as? any Comparable { return comparable.isEqualForUpdate(to: b) }
    // `T` may be an existential: the values inside must have one type (opened through
    // `Any`, since `type(of:)` on a generic value gives the static type).
    guard type(of: a as Any) == type(of: b as Any) else { return false }
    return fieldsEqual(a, b, depth: 0)
  }

  /// ``equal(_:_:)`` for values of type `T`, with the question of which comparison applies
  /// answered once: for comparing many values of one type (the items of a list).
  package static func comparator<T>(for type: T.Type) -> (T, T) -> Bool {
    if T.self is AnyClass { return { ($0 as AnyObject) === ($1 as AnyObject) } }
    if let equatable = T.self as? any Equatable.Type {
      func compare<E: Equatable>(_: E.Type) -> (T, T) -> Bool {
        // `T` is `E`: the cast that found `E` was from `T`'s own metatype.
        { unsafeBitCast($0, to: E.self) == unsafeBitCast($1, to: E.self) }
      }
      return T.self == String.self ? { equal($0, $1) } : compare(equatable)
    }
    return { equal($0, $1) }
  }

  /// Whether two values of unknown types are known to be equal.
  package static func equalAny(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    switch kind(of: type(of: a)) {
    // Objects by identity, even when `Equatable`: another instance with an equal `id` may
    // hold other values, and the old one would stay on screen.
    case .object: return (a as AnyObject) === (b as AnyObject)
    case .string:
      guard let a = a as? String, let b = b as? String else { return false }
      return stringsEqual(a, b)
    case .equatable(let equatable): return openEquatableAny(equatable, a, b)
    case .equatableHoldingString(let equatable):
      // A cast from `Any` unwraps an optional or an `AnyHashable`: a string inside is
      // compared by scalars too.
      if let a = a as? String, let b = b as? String { return stringsEqual(a, b) }
      return openEquatableAny(equatable, a, b)
    case .other: break
    }
    // Both values sit in existential containers of the same type: equal bytes mean the same
    // inline value or the same boxed storage.
    if bytesEqual(a, b) { return true }
    if let comparable = a as? any Comparable { return comparable.isEqualForUpdate(to: b) }
    return fieldsEqual(a, b, depth: depth)
  }

  /// How values of a type are compared, before looking into their fields.
  private enum Kind {
    /// A class: by identity.
    case object
    /// By scalars.
    case string
    /// By the type's `==`.
    case equatable(any Equatable.Type)
    /// An optional string or an `AnyHashable`: seen as `Any`, by the scalars of the string
    /// it may hold, else by `==`.
    case equatableHoldingString(any Equatable.Type)
    /// By bytes, then as a ``Comparable``, then field by field.
    case other
  }

  /// The kind of each type compared so far (see ``TypeMemo``).
  private static let kinds = TypeMemo<Kind>()

  private static func kind(of type: Any.Type) -> Kind {
    kinds.value(for: type) {
      if type is AnyClass {
        .object
      } else if type == String.self {
        .string
      } else if let equatable = type as? any Equatable.Type {
        type == String?.self || type == AnyHashable.self
          ? .equatableHoldingString(equatable) : .equatable(equatable)
      } else {
        .other
      }
    }
  }

  /// Compares the stored fields of two values of one type, each with ``equalAny(_:_:depth:)``.
  private static func fieldsEqual<T>(_ a: T, _ b: T, depth: Int) -> Bool {
    // A custom mirror may leave fields out, so such a value is never looked into.
    guard depth < maximumDepth, !(T.self is AnyClass), !(a is any CustomReflectable) else {
      return false
    }
    let left = Mirror(reflecting: a)
    guard let style = left.displayStyle,
      style == .struct || style == .tuple || style == .enum || style == .optional
    else { return false }
    let right = Mirror(reflecting: b)
    // An enum's case shows as its child's label; a case without payload has no child, and
    // unequal bytes then mean another case.
    guard left.children.count == right.children.count, !left.children.isEmpty else {
      return false
    }
    for (x, y) in zip(left.children, right.children) {
      guard x.label == y.label, equalAny(x.value, y.value, depth: depth + 1) else {
        return false
      }
    }
    return true
  }

  /// Strings by their scalars: `==` accepts canonically equivalent strings ("é" as one scalar
  /// or two), which draw different characters.
  private static func stringsEqual(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.elementsEqual(b.unicodeScalars)
  }

  /// Whether two values have the same bytes (for closures: the same function and context).
  package static func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in left.elementsEqual(right) }
    }
  }

  /// Compares with `==` through the type's `Equatable` conformance, found on the metatype, so
  /// the values are never copied into existential boxes.
  private static func openEquatable<E: Equatable, T>(_: E.Type, _ a: T, _ b: T) -> Bool {
    // `E` is `T` itself, found by the cast above: the memory is the same value. Passed
    // `inout`, each value is compared where it lies: a pointee read for a call is copied,
    // and rebinding each pointer in a closure of its own cost two more generic closures a
    // comparison (about 450 instructions, a row of a list compared when its body runs).
    func same(_ x: inout E, _ y: inout E) -> Bool { x == y }
    return withUnsafePointer(to: a) { left in
      withUnsafePointer(to: b) { right in
        same(
          &UnsafeMutableRawPointer(mutating: left).assumingMemoryBound(to: E.self).pointee,
          &UnsafeMutableRawPointer(mutating: right).assumingMemoryBound(to: E.self).pointee)
      }
    }
  }

  private static func openEquatableAny<E: Equatable>(_: E.Type, _ a: Any, _ b: Any) -> Bool {
    guard let x = a as? E, let y = b as? E else { return false }
    return x == y
  }
}
