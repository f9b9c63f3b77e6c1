import Foundation

/// A control's style kept in the environment (toggles', labels', progress views'), with
/// the configuration it draws.
struct AnyControlStyle<Configuration>: EnvironmentEquivalent {
  /// What tells two styles apart: the type alone when it has no fields, the type and value
  /// when it is hashable; otherwise none, and it is never equivalent to another.
  let environmentFingerprint: AnyHashable?
  let make: @MainActor (Configuration) -> AnyView

  /// `style`, drawn by `makeBody`. Inside the style's body the style is unset, so that a
  /// control made from the configuration there (`Toggle(configuration)`) is drawn by the
  /// default style rather than by this one again.
  @MainActor
  init<S, Body: View>(_ style: S, makeBody: @escaping @MainActor (Configuration) -> Body) {
    if MemoryLayout<S>.size == 0 {
      environmentFingerprint = AnyHashable(ObjectIdentifier(S.self))
    } else if let hashable = style as? any Hashable {
      environmentFingerprint = AnyHashable([
        AnyHashable(ObjectIdentifier(S.self)), AnyHashable(hashable),
      ])
    } else {
      environmentFingerprint = nil
    }
    make = { configuration in
      AnyView(
        makeBody(configuration).modifier(
          EnvironmentModifier { environment, _ in
            environment[ControlStyleKey<Configuration>.self] = nil
          }))
    }
  }
}

/// The environment key of a control's style, one per configuration type.
struct ControlStyleKey<Configuration>: EnvironmentKey {
  static var defaultValue: AnyControlStyle<Configuration>? { nil }
}
