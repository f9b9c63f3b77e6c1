import Foundation

/// Where a view is in its transition: SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
  /// About to be inserted: the state it enters from.
  case willAppear
  /// In the tree, at rest.
  case identity
  /// Removed: the state it leaves to.
  case didDisappear

  /// Whether the view is at rest.
  public var isIdentity: Bool { self == .identity }

  /// −1 before appearing, 0 at rest, 1 after disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does besides its drawing: SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition moves the view (and so is left out with Reduce Motion by views
  /// that ask).
  public var hasMotion: Bool

  /// Creates properties.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// The view a ``Transition`` is applied to, in its `body`: SwiftUI's
/// `PlaceholderContentView`.
public struct PlaceholderContentView<Value>: View {
  let resolve: @MainActor (Element, ResolveContext) -> [LayoutNode]

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension PlaceholderContentView: PrimitiveView {
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    resolve(element, context)
  }
}

/// How a view enters and leaves, described by what it looks like in each phase: SwiftUI's
/// `Transition`.
///
/// ```swift
/// struct Twirl: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content
///       .scaleEffect(phase.isIdentity ? 1 : 0.5)
///       .opacity(phase.isIdentity ? 1 : 0)
///       .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : 0))
///   }
/// }
/// ```
///
/// Galley resolves the body in each phase and reads the drawing effects it puts on the
/// content: opacity, offset, scale, rotation and blur (whatever modifiers set them, your own
/// included). The animation of the transaction moves the view between a phase's effects and
/// those at rest. Other changes a body makes in a phase (a colour, a frame) are not
/// animated; the view shows them as it is at rest.
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the transition makes.
  associatedtype Body: View
  /// The view the transition is applied to.
  typealias Content = PlaceholderContentView<Self>

  /// The content as it looks in `phase`.
  @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does besides its drawing.
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// By default a transition moves the view.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition and `other` at once.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }
}

/// Two transitions at once: `Transition.combined(with:)`.
package struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  package func body(content: Content, phase: TransitionPhase) -> some View {
    let inner = PlaceholderContentView<First>(resolve: content.resolve)
    let firstBody = first.body(content: inner, phase: phase)
    return second.body(
      content: PlaceholderContentView<Second> { element, context in
        element.resolveChild(firstBody, key: .slot(0), context: context)
      }, phase: phase)
  }
}

/// Blurs and scales a view in and out: SwiftUI's `BlurReplaceTransition`.
///
/// SwiftUI does not publish its amounts; Galley blurs by a radius of 10 points, fades to
/// transparent, and scales to 0.8 (down) or 1.25 (up).
public struct BlurReplaceTransition: Transition {
  /// Which way the view scales.
  public struct Configuration: Hashable, Sendable {
    fileprivate let removalScalesUp: Bool

    /// Scales down while leaving and up while entering.
    public static let downUp = Configuration(removalScalesUp: false)
    /// Scales up while leaving and while entering.
    public static let upUp = Configuration(removalScalesUp: true)
  }

  /// The transition's configuration.
  public var configuration: Configuration

  /// Creates the transition.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The content blurred, transparent and scaled outside the identity phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let scale: CGFloat =
      switch phase {
      case .identity: 1
      case .willAppear: 0.8
      case .didDisappear: configuration.removalScalesUp ? 1.25 : 0.8
      }
    return
      content
      .scaleEffect(scale)
      .blur(radius: phase.isIdentity ? 0 : 10)
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs and scales the view in and out, scaling down as it leaves.
  public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }

  /// Blurs and scales the view in and out, scaling as `config` says.
  public static func blurReplace(
    _ config: BlurReplaceTransition.Configuration = .downUp
  ) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: config)
  }
}

extension AnyTransition {
  /// A transition described by a ``Transition``'s phases.
  @MainActor public init<T: Transition>(_ transition: T) {
    self.init(
      insertion: [], removal: [],
      phases: [
        PhaseSource(forInsertion: true, forRemoval: true) { element, context, key in
          element.phaseStates(of: transition, key: key, context: context)
        }
      ])
  }

  /// Where a ``Transition``'s phases are read from, when its view is resolved.
  struct PhaseSource: @unchecked Sendable {
    // `@unchecked`: the closure is only called by the host, on the main actor, while it
    // resolves the view.
    var forInsertion: Bool
    var forRemoval: Bool
    let states:
      @MainActor (Element, ResolveContext, Int) -> (
        insertion: TransitionState, removal: TransitionState
      )
  }

  /// The transition with its ``Transition``s' phases read, as effects the animator applies;
  /// `key` numbers the elements their bodies are resolved in.
  @MainActor func resolvingPhases(in element: Element, context: ResolveContext) -> AnyTransition {
    guard !phases.isEmpty else { return self }
    var insertion = self.insertion
    var removal = self.removal
    for (index, source) in phases.enumerated() {
      let states = source.states(element, context, 100 + 3 * index)
      if source.forInsertion { insertion.append(.state(states.insertion)) }
      if source.forRemoval { removal.append(.state(states.removal)) }
    }
    return AnyTransition(insertion: insertion, removal: removal)
  }
}

extension View {
  /// How the view enters and leaves the tree in an animated update, described by a
  /// ``Transition``.
  @_disfavoredOverload
  public func transition<T: Transition>(_ transition: T) -> some View {
    self.transition(AnyTransition(transition))
  }
}

/// The drawing effects a transition phase puts on a view, relative to those at rest.
struct TransitionState: Equatable, Sendable {
  var opacity: Double = 1
  var offset = CGSize.zero
  var scale = CGSize(width: 1, height: 1)
  var rotation: Double = 0
  var anchor: UnitPoint?
  var blur: CGFloat = 0

  /// The effects on the path from a transition body's outermost node down to the content.
  @MainActor init(path: [LayoutNode]) {
    for node in path {
      let effects = node.effects
      opacity *= effects.opacity
      offset.width += effects.offset.width
      offset.height += effects.offset.height
      if let transform = effects.transform {
        scale.width *= transform.scale.width
        scale.height *= transform.scale.height
        rotation += transform.rotation
        anchor = anchor ?? transform.anchor
      }
      for case .blur(let radius) in effects.filters { blur += radius }
    }
  }

  init() {}

  /// This state relative to `rest`: what the phase changes.
  func relative(to rest: TransitionState) -> TransitionState {
    var result = TransitionState()
    result.opacity = rest.opacity > 0 ? opacity / rest.opacity : opacity
    result.offset = CGSize(
      width: offset.width - rest.offset.width, height: offset.height - rest.offset.height)
    result.scale = CGSize(
      width: rest.scale.width != 0 ? scale.width / rest.scale.width : scale.width,
      height: rest.scale.height != 0 ? scale.height / rest.scale.height : scale.height)
    result.rotation = rotation - rest.rotation
    result.anchor = anchor ?? rest.anchor
    result.blur = blur - rest.blur
    return result
  }
}

extension Element {
  /// What `transition` does to a view entering and leaving: its body resolved in each phase
  /// around a stand-in for the content, the effects read on the way down to it.
  func phaseStates<T: Transition>(
    of transition: T, key: Int, context: ResolveContext
  ) -> (insertion: TransitionState, removal: TransitionState) {
    func state(_ phase: TransitionPhase, key: Int) -> TransitionState {
      let marker = id.child("phase content \(key)")
      let content = PlaceholderContentView<T> { element, _ in
        [element.node(marker, role: RenderRole(.layout(name: "content")), behavior: .leaf(.empty))]
      }
      let nodes = resolveChild(
        transition.body(content: content, phase: phase), key: .slot(key), context: context)
      var path: [LayoutNode] = []
      var current = nodes.count == 1 ? nodes.first : nil
      while let node = current, node.id != marker {
        path.append(node)
        current = node.children.count == 1 ? node.children.first : nil
      }
      return TransitionState(path: path)
    }
    let rest = state(.identity, key: key)
    return (
      state(.willAppear, key: key + 1).relative(to: rest),
      state(.didDisappear, key: key + 2).relative(to: rest)
    )
  }
}
