import Foundation

extension Array where Element: AnyObject {
  /// Whether the two lists hold the very same objects in the same order.
  ///
  /// The references are compared as the addresses they are, all at once: no object is
  /// retained or even read to be compared. A list of many children compared element by
  /// element would touch the reference count of every child, each in memory of its own.
  ///
  /// - Complexity: O(1) when both lists share their storage; O(n) otherwise.
  package func holdsSameObjects(as other: [Element]) -> Bool {
    guard count == other.count else { return false }
    return withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        guard let first = mine.baseAddress, let second = theirs.baseAddress, first != second
        else { return true }
        return memcmp(first, second, mine.count * MemoryLayout<Element>.stride) == 0
      }
    }
  }
}
