import Foundation

/// What is known of each type, worked out once per type and kept: a conformance check or a
/// cast costs several times a lookup, and a list asks the same of thousands of values of one
/// type. Behind a lock, since layouts, styles and values are used off the main actor too.
package final class TypeMemo<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var known: [ObjectIdentifier: Value] = [:]

  /// An empty memo.
  package init() {}

  /// What is known of `type`, worked out by `make` the first time it is asked.
  package func value(for type: Any.Type, _ make: () -> Value) -> Value {
    let key = ObjectIdentifier(type)
    lock.lock()
    let found = known[key]
    lock.unlock()
    if let found { return found }
    let value = make()
    lock.lock()
    known[key] = value
    lock.unlock()
    return value
  }
}
