/// Cheap, conservative equality for values of any type: `==` for `Equatable` types, else a
/// comparison of their bytes.
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
    if let equatable = a as? any Equatable {
      return openEquatable(equatable, b)
    }
    return withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in left.elementsEqual(right) }
    }
  }

  private static func openEquatable<E: Equatable, T>(_ a: E, _ b: T) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
  }
}
