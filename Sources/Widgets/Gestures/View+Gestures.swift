import Foundation

extension View {
  /// Attaches `gesture`; a gesture of a view inside takes precedence over it.
  ///
  /// - Parameters:
  ///   - gesture: The gesture, built from ``DragGesture``, ``MagnifyGesture``,
  ///     ``RotateGesture``, ``TapGesture``, ``LongPressGesture`` and their combinations.
  ///   - mask: Whether this gesture (`.gesture`), those inside (`.subviews`), or both
  ///     respond.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches `gesture` to run at the same time as the gestures inside.
  public func simultaneousGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }

  /// Attaches `gesture` to take precedence over the gestures inside.
  public func highPriorityGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
  }
}

/// How an attached gesture competes with the gestures of the views inside.
enum GesturePriority {
  /// `gesture`: the innermost wins.
  case normal
  /// `highPriorityGesture`: wins over those inside.
  case high
  /// `simultaneousGesture`: runs along with the winner.
  case simultaneous

  /// The modifier's name.
  var name: String {
    switch self {
    case .normal: "gesture"
    case .high: "highPriorityGesture"
    case .simultaneous: "simultaneousGesture"
    }
  }
}

/// A gesture attached to a node: its primitive gestures, how it competes, and whether it and
/// the gestures inside respond.
@MainActor
struct GestureAttachment {
  let recipes: [GestureRecipe]
  let priority: GesturePriority
  let mask: GestureMask
  let isEnabled: Bool

  /// The recipes that take an event of the kind `matches` accepts: the first ones that are
  /// not the second of an `exclusively(before:)`, else those.
  func recipes(where matches: (GestureRecipe.Kind) -> Bool) -> [GestureRecipe] {
    guard mask.contains(.gesture) else { return [] }
    let matching = recipes.filter { matches($0.kind) }
    let preferred = matching.filter { !$0.isFallback }
    return preferred.isEmpty ? matching : preferred
  }
}

/// `gesture`, `simultaneousGesture` and `highPriorityGesture`: a node for the gesture's
/// bounds, taps and long presses handled as `onTapGesture` and `onLongPressGesture` are, and
/// the rest kept for the host's drags, pinches and rotations.
package struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
  let gesture: G
  let priority: GesturePriority
  let mask: GestureMask

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let recipes = gesture.makeRecipes(GestureSink(changed: { _ in }, ended: { _ in }, stopped: {}))
    var names: [String] = []
    for recipe in recipes where !names.contains(recipe.kind.name) {
      names.append(recipe.kind.name)
    }
    let wrapped = element.wrap(
      nodes,
      role: RenderRole(
        .gesture(modifier: priority.name, gestures: names.joined(separator: " + "))),
      layout: PassthroughLayout())
    let isEnabled = context.environment.isEnabled
    let attachment = GestureAttachment(
      recipes: recipes, priority: priority, mask: mask, isEnabled: isEnabled)
    for node in wrapped {
      // A tap handler of the last resolution goes unless a recipe below registers it again.
      element.session?.tapHandlers[node.id] = nil
      element.handleGestures(on: node.id, attachment)
      guard mask.contains(.gesture) else { continue }
      // A tap or a long press is found and run as `onTapGesture` and `onLongPressGesture`
      // are; the first of them in the gesture counts.
      for recipe in recipes where recipe.stage == 0 {
        if case .tap(let count) = recipe.kind {
          element.handleTaps(on: node.id, count: count, isEnabled: isEnabled) {
            recipe.changed(())
            recipe.ended(())
            recipe.stopped()
          }
          break
        }
        if case .longPress(let duration) = recipe.kind {
          element.handleTaps(
            on: node.id, count: 1, isEnabled: isEnabled,
            setPressed: { if $0 { recipe.changed(true) } }, minimumDuration: duration
          ) {
            recipe.ended(true)
            recipe.stopped()
          }
          break
        }
      }
    }
    return wrapped
  }
}

extension Element {
  /// Keeps `attachment` for the host, under the node id `id`, until the element leaves.
  func handleGestures(on id: NodeID, _ attachment: GestureAttachment) {
    session?.gestureAttachments[id] = attachment
    if !tapTargets.contains(id) { tapTargets.append(id) }
  }
}
