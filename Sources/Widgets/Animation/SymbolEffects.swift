import Foundation

/// An animation of a symbol image: SwiftUI's `SymbolEffect`.
///
/// A host draws symbols at rest: `symbolEffect` is recorded in the render tree (the dump
/// shows `symbolEffect bounce › Image`) and draws nothing else, so that SwiftUI code compiles
/// and its snapshots say what was asked.
public protocol SymbolEffect: Sendable {
  /// The effect's name and options, for the tree.
  var recordedName: String { get }
}

/// An effect that runs while active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}

/// How a symbol effect runs: SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeating.
  public static let repeating = SymbolEffectOptions()
  /// Not repeating.
  public static let nonRepeating = SymbolEffectOptions()
  /// Repeating a number of times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// At a speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// The same options, repeating a number of times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  /// The same options, at a speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// A symbol effect by name, with the variants SwiftUI spells as properties (`.up`, `.byLayer`).
public struct NamedSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect,
  TransitionSymbolEffect, Hashable
{
  let name: String
  var variants: [String] = []

  /// The name and variants, as the tree records them.
  public var recordedName: String { ([name] + variants).joined(separator: ".") }

  private func adding(_ variant: String) -> NamedSymbolEffect {
    var copy = self
    copy.variants.append(variant)
    return copy
  }

  /// Upwards.
  public var up: NamedSymbolEffect { adding("up") }
  /// Downwards.
  public var down: NamedSymbolEffect { adding("down") }
  /// Layer by layer.
  public var byLayer: NamedSymbolEffect { adding("byLayer") }
  /// All layers at once.
  public var wholeSymbol: NamedSymbolEffect { adding("wholeSymbol") }
  /// Clockwise.
  public var clockwise: NamedSymbolEffect { adding("clockwise") }
  /// Counter-clockwise.
  public var counterClockwise: NamedSymbolEffect { adding("counterClockwise") }
  /// Cumulative (variable colour).
  public var cumulative: NamedSymbolEffect { adding("cumulative") }
  /// Iterative (variable colour).
  public var iterative: NamedSymbolEffect { adding("iterative") }
  /// Reversing (variable colour).
  public var reversing: NamedSymbolEffect { adding("reversing") }
}

extension SymbolEffect where Self == NamedSymbolEffect {
  /// A bounce.
  public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
  /// A pulse.
  public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
  /// Layers lit in turn.
  public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
  /// A scale.
  public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
  /// Appearing.
  public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
  /// Disappearing.
  public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
  /// A wiggle.
  public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
  /// A rotation.
  public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
  /// A breath.
  public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
}

extension View {
  /// Runs a symbol effect while `isActive`; recorded in the tree, see ``SymbolEffect``.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(RecordedModifier(name: "symbolEffect", detail: isActive ? effect.recordedName : nil))
  }

  /// Runs a symbol effect each time `value` changes; recorded in the tree, see
  /// ``SymbolEffect``.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(RecordedModifier(name: "symbolEffect", detail: effect.recordedName))
  }

  /// Removes symbol effects below; nothing to remove on a host.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    self
  }
}

/// A modifier recorded in the tree as a node that folds into the view it wraps, drawing
/// nothing; `nil` detail records nothing.
package struct RecordedModifier: ViewModifier, PrimitiveModifier {
  let name: String
  let detail: String?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    guard let detail else { return nodes }
    return element.wrap(
      nodes, role: RenderRole(.recorded(name: name, detail: detail)), layout: PassthroughLayout())
  }
}
