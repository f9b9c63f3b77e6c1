import Foundation

/// How a view enters and leaves the tree in an animated update: SwiftUI's `AnyTransition`.
///
/// A transition names the state a view enters from and leaves to; the animation of the
/// transaction moves it between that state and its place. Views inserted or removed without
/// an animation appear and vanish at once. The default is ``opacity``.
public struct AnyTransition: Sendable {
  /// One change a transition makes to a view's drawing.
  enum Effect: Equatable, Sendable {
    /// Fully transparent.
    case opacity
    /// Moved by a distance.
    case offset(CGSize)
    /// Moved by its own size toward an edge.
    case move(Edge)
    /// Scaled about an anchor.
    case scale(CGFloat, UnitPoint)
    /// What a ``Transition``'s phase does, relative to the view at rest.
    case state(TransitionState)
  }

  /// The effects of the state a view enters from.
  let insertion: [Effect]
  /// The effects of the state a view leaves to.
  let removal: [Effect]
  /// The ``Transition``s whose phases are read when the view is resolved.
  let phases: [PhaseSource]

  init(insertion: [Effect], removal: [Effect], phases: [PhaseSource] = []) {
    self.insertion = insertion
    self.removal = removal
    self.phases = phases
  }

  private init(_ effects: [Effect]) {
    self.init(insertion: effects, removal: effects)
  }

  /// No change: the view appears and vanishes at once, even in an animated update.
  public static let identity = AnyTransition([])
  /// A fade from and to fully transparent.
  public static let opacity = AnyTransition([.opacity])
  /// A scale from and to nothing, about the centre.
  public static let scale = AnyTransition([.scale(0, .center)])
  /// In from the leading edge, out to the trailing edge.
  public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])

  /// A scale from and to `scale`, about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition([.scale(scale.isFinite ? scale : 0, anchor)])
  }

  /// A move by the view's own size toward `edge`.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition([.move(edge)])
  }

  /// A move by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition([.offset(offset)])
  }

  /// A move by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// In from `edge`, fading in; out toward the opposite edge, fading out.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(
      insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
  }

  /// `insertion` when the view enters, `removal` when it leaves.
  public static func asymmetric(
    insertion: AnyTransition, removal: AnyTransition
  )
    -> AnyTransition
  {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      phases: insertion.phases.map { source in
        var source = source
        source.forRemoval = false
        return source
      }
        + removal.phases.map { source in
          var source = source
          source.forInsertion = false
          return source
        })
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion + other.insertion, removal: removal + other.removal,
      phases: phases + other.phases)
  }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
