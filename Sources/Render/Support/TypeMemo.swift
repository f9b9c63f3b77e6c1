import Foundation

/// What is known of each type, worked out once per type and kept: a conformance check or a
/// cast costs several times a lookup, and a list asks the same of thousands of values of one
/// type. Behind a lock, since layouts, styles and values are used off the main actor too.
package final class TypeMemo<Value>: @unchecked Sendable {
  private let lock = NSLock()
  // Read and written under `lock` only, which the run-time exclusivity check would repeat.
  @exclusivity(unchecked) private var index = TypeIndex()
  @exclusivity(unchecked) private var values: [Value] = []

  /// An empty memo.
  package init() {}

  /// What is known of `type`, worked out by `make` the first time it is asked.
  package func value(for type: Any.Type, _ make: () -> Value) -> Value {
    let key = ObjectIdentifier(type)
    lock.lock()
    let found = index.position(of: key).map { values[$0] }
    lock.unlock()
    if let found { return found }
    let value = make()
    lock.lock()
    if index.position(of: key) == nil {
      values.append(value)
      index.insert(key, at: values.count - 1)
    }
    lock.unlock()
    return value
  }
}
