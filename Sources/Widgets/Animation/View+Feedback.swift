import Foundation

/// How a view's content changes in an animated update: SwiftUI's `ContentTransition`.
///
/// Accepted so that SwiftUI code compiles; Galley changes text and symbols at once whatever
/// the transition (frames, opacities and colours around them still animate).
public struct ContentTransition: Hashable, Sendable {
  private let name: String

  /// No transition.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// An interpolation of the content where possible.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// A transition for symbols.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")

  /// Digits rolling, up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText(down)" : "numericText")
  }

  /// Digits rolling in the direction `value` moved.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// A haptic or sound a view plays when a value changes: SwiftUI's `SensoryFeedback`.
///
/// A host has nothing to play it on; `sensoryFeedback(_:trigger:)` is recorded in the render
/// tree (`sensoryFeedback selection › …`) so that SwiftUI code compiles and its snapshots say
/// what was asked.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String

  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something aligned.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")

  /// The weight of an impact.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// A light impact.
    public static let light = Weight(name: "light")
    /// A medium impact.
    public static let medium = Weight(name: "medium")
    /// A heavy impact.
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility of an impact's object.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// A rigid object.
    public static let rigid = Flexibility(name: "rigid")
    /// A solid object.
    public static let solid = Flexibility(name: "solid")
    /// A soft object.
    public static let soft = Flexibility(name: "soft")
  }

  /// An impact of a weight and intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(weight.name))")
  }

  /// An impact of an object's flexibility and intensity.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(flexibility.name))")
  }
}

extension View {
  /// How the texts in the view change in an animated update: any transition but
  /// ``ContentTransition/identity`` cross-fades a text whose string changed, the old string
  /// fading out where it was while the new one fades in (and moves, if it moved). Galley
  /// does not roll digits; `numericText` cross-fades.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    writingEnvironment(\.contentTransition, transition)
  }

  /// Plays `feedback` when `trigger` changes; recorded in the tree, see ``SensoryFeedback``.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(RecordedModifier(name: "sensoryFeedback", detail: feedback.name))
  }

  /// Plays `feedback` when `trigger` changes and `condition` says so; recorded in the tree,
  /// see ``SensoryFeedback``.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    modifier(RecordedModifier(name: "sensoryFeedback", detail: feedback.name))
  }
}
