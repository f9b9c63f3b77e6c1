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
    let conformances = conformances(of: V.self)
    if let sameInputs = conformances.sameInputs {
      func compare<S: SameInputsView>(_: S.Type) -> Bool {
        // `S` is `V`: the cast that found `S` was from `V`'s own metatype.
        unsafeBitCast(old, to: S.self).hasSameInputs(as: unsafeBitCast(new, to: S.self))
      }
      return compare(sameInputs)
    }
    // Asked on every comparison, not remembered: a type is known to hold dynamic properties
    // only once its first body was evaluated.
    guard !conformances.isEquatable, DynamicProperties.holdsProperties(V.self) else {
      return ValueEquality.equal(old, new)
    }
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

  /// What `equal` asks of a view type's conformances.
  private struct Conformances {
    /// The type as a ``SameInputsView``, if it is one.
    let sameInputs: (any SameInputsView.Type)?
    let isEquatable: Bool
  }

  /// The conformances of each view type compared so far, found once per type: a conformance
  /// check costs several times a lookup, and a list compares thousands of rows of one type.
  @exclusivity(unchecked) private static var known = TypeTable<Conformances>()

  private static func conformances(of type: Any.Type) -> Conformances {
    let key = ObjectIdentifier(type)
    if let found = known[key] { return found }
    let found = Conformances(
      sameInputs: type as? any SameInputsView.Type, isEquatable: type is any Equatable.Type)
    known[key] = found
    return found
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
