import Foundation

/// Decides whether a view value equals the one an element was last resolved with.
///
/// Views compare with `==` when they are `Equatable`, else by their bytes (see
/// `ValueEquality`). A view holding dynamic properties (`@State`, `@Environment`, …) compares
/// field by field without them: a `State` made anew with every view value carries a fresh
/// link to its storage, which says nothing about the view's inputs.
@MainActor
enum ViewEquality {
  static func equal<V>(_ old: V, _ new: V) -> Bool {
    guard DynamicProperties.holdsProperties(V.self) else { return ValueEquality.equal(old, new) }
    if V.self is any Equatable.Type { return ValueEquality.equal(old, new) }
    let left = Mirror(reflecting: old).children
    let right = Mirror(reflecting: new).children
    guard left.count == right.count else { return false }
    for (a, b) in zip(left, right) {
      if a.value is any DynamicProperty { continue }
      guard type(of: a.value) == type(of: b.value) else { return false }
      // Both values sit in existential containers of the same type: equal bytes mean the
      // same inline value or the same boxed storage.
      let same = withUnsafeBytes(of: a.value) { x in
        withUnsafeBytes(of: b.value) { y in x.elementsEqual(y) }
      }
      if !same { return false }
    }
    return true
  }
}
