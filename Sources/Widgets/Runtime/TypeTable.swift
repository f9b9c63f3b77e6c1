import Render

/// A memo from types to what is known of them, for the tables Widgets consults for every
/// view and modifier (their traits, conformances, names): a ``TypeIndex`` and the values in
/// an array. Generic here, in the module that uses it, so that each table is specialised for
/// its values (decision record 0043). Not synchronised: a table read off the main actor
/// is guarded by its owner's lock.
struct TypeTable<Value> {
  private var index = TypeIndex()
  private var values: [Value] = []

  /// The value kept for the type `key` identifies; setting it records it for good (setting
  /// `nil` is a programming error: a table keeps what it learns).
  subscript(key: ObjectIdentifier) -> Value? {
    get { index.position(of: key).map { values[$0] } }
    set {
      guard let newValue else { preconditionFailure("A type table does not forget a type.") }
      if let position = index.position(of: key) {
        values[position] = newValue
      } else {
        values.append(newValue)
        index.insert(key, at: values.count - 1)
      }
    }
  }
}
