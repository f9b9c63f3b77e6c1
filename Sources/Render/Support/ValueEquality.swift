/// Cheap, conservative equality for values of any type: `==` for `Equatable` types, else a
/// comparison of their bytes (also for existentials such as `Any`, whose containers are
/// compared, not the values inside).
///
/// Equal bytes mean the same stored values and the same references, so "equal" is always
/// right; unequal bytes may still be semantically equal (two copies of a long string, two
/// closures doing the same thing), which only costs a redundant update. SwiftUI compares
/// view inputs the same way.
package enum ValueEquality {
  /// Whether `a` and `b` are known to be equal.
  ///
  /// - Complexity: O(n) in the size of the values' inline storage, or that of `==`.
  package static func equal<T>(_ a: T, _ b: T) -> Bool {
    if let equatable = T.self as? any Equatable.Type {
      return openEquatable(equatable, a, b)
    }
    return withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in left.elementsEqual(right) }
    }
  }

  /// Compares with `==` through the type's `Equatable` conformance, found on the metatype, so
  /// the values are never copied into existential boxes.
  private static func openEquatable<E: Equatable, T>(_: E.Type, _ a: T, _ b: T) -> Bool {
    // `E` is `T` itself, found by the cast above: the memory is the same value.
    withUnsafePointer(to: a) { left in
      withUnsafePointer(to: b) { right in
        left.withMemoryRebound(to: E.self, capacity: 1) { x in
          right.withMemoryRebound(to: E.self, capacity: 1) { y in x.pointee == y.pointee }
        }
      }
    }
  }
}
