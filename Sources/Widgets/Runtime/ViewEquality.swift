import Foundation

/// Decides whether a view value equals the one an element was last resolved with.
///
/// Views compare field by field with their types known (see `ValueEquality`): `==` where a
/// field is `Equatable`, identity for objects, the same rule for nested values. A view holding
/// dynamic properties (`@State`, `@Environment`, …) compares without them: a `State` made
/// anew with every view value carries a fresh link to its storage, which says nothing about
/// the view's inputs. A `@Binding` is an input: it compares by where it points and the value
/// it held when made.
@MainActor
enum ViewEquality {
  static func equal<V>(_ old: V, _ new: V) -> Bool {
    if let view = old as? any SameInputsView {
      func compare<S: SameInputsView>(_ view: S) -> Bool {
        // `S` is `V`: the cast that found `S` was from a value of type `V`.
        view.hasSameInputs(as: unsafeBitCast(new, to: S.self))
      }
      return compare(view)
    }
    guard DynamicProperties.holdsProperties(V.self) else { return ValueEquality.equal(old, new) }
    if V.self is any Equatable.Type { return ValueEquality.equal(old, new) }
    let left = Mirror(reflecting: old).children
    let right = Mirror(reflecting: new).children
    guard left.count == right.count else { return false }
    for (a, b) in zip(left, right) {
      // A binding is compared (by its location and its value when made); other dynamic
      // properties are links to storage, rebuilt with every view value.
      if a.value is any DynamicProperty, !(a.value is any ValueEquality.Comparable) { continue }
      if !ValueEquality.equalAny(a.value, b.value) { return false }
    }
    return true
  }
}

/// A view that tells more cheaply than a comparison field by field whether another value of
/// its type has the same inputs (`ForEach`, whose items are compared by their bytes first).
@MainActor
protocol SameInputsView {
  /// Whether `other` has the same inputs: `true` only when resolving it would make the same
  /// nodes.
  func hasSameInputs(as other: Self) -> Bool
}
