import Foundation

/// A stored property of a view that Galley connects to the view's element before it evaluates
/// `body`: `@State`, `@Environment`, `@ScaledMetric`, and structs of your own made of them.
public protocol DynamicProperty {
  /// Called before the owning view's body is evaluated; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property Galley connects itself.
@MainActor
protocol InstallableProperty {
  /// Connects the property to `element`; `slot` is the index of the next storage slot.
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues)
}

/// Finds and connects the dynamic properties of views and modifiers.
@MainActor
enum DynamicProperties {
  /// Whether values of a type hold dynamic properties, learnt once per type.
  @exclusivity(unchecked) private static var holdsProperties = TypeTable<Bool>()

  /// Whether values of `type` were found to hold dynamic properties (false until one was
  /// installed).
  static func holdsProperties(_ type: Any.Type) -> Bool {
    holdsProperties[ObjectIdentifier(type)] == true
  }

  /// Connects every dynamic property of `owner` (found by reflection, nested ones included)
  /// to `element`, in declaration order.
  static func install<Owner>(on owner: Owner, in element: Element, environment: EnvironmentValues) {
    let type = ObjectIdentifier(Owner.self)
    if holdsProperties[type] == false { return }
    var slot = 0
    let found = install(
      Mirror(reflecting: owner), in: element, slot: &slot, environment: environment)
    holdsProperties[type] = found
  }

  private static func install(
    _ mirror: Mirror, in element: Element, slot: inout Int, environment: EnvironmentValues
  ) -> Bool {
    var found = false
    for child in mirror.children {
      if let property = child.value as? any InstallableProperty {
        property.install(in: element, slot: &slot, environment: environment)
        found = true
      } else if child.value is any DynamicProperty {
        let nested = install(
          Mirror(reflecting: child.value), in: element, slot: &slot, environment: environment)
        found = found || nested
      }
    }
    return found
  }
}

extension Element {
  /// The storage in `slot`, made by `make` when the slot is empty or holds another type.
  func storage<S: AnyObject>(at slot: Int, make: () -> S) -> S {
    if slot < propertyStorage.count, let existing = propertyStorage[slot] as? S { return existing }
    let made = make()
    if slot < propertyStorage.count {
      propertyStorage[slot] = made
    } else {
      while propertyStorage.count < slot { propertyStorage.append(Placeholder()) }
      propertyStorage.append(made)
    }
    return made
  }

  private final class Placeholder {}
}
