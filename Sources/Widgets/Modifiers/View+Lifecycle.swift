import Foundation

extension View {
  /// Runs `action` after the update in which the view first appears (each time it enters the
  /// tree again: a flipped branch, a new `id`).
  ///
  /// Unlike SwiftUI, every view of a lazy stack appears at once, since Galley builds them all.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(appear: action, disappear: nil))
  }

  /// Runs `action` after the update in which the view leaves the tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(appear: nil, disappear: action))
  }

  /// Runs `action` with the old and new values after an update that changes `value`; with
  /// `initial`, also after the first.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after an update that changes `value`; with `initial`, also after the first.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value after an update that changes `value`: the form
  /// SwiftUI deprecated for ``onChange(of:initial:_:)-(_,_,(V,V)->Void)``.
  @available(
    iOS, deprecated: 17.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  @available(
    macOS, deprecated: 14.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  )
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
  }

  /// Starts `action` when the view appears and cancels it when the view leaves the tree.
  ///
  /// The task runs on the host's executor (the main actor for actions written in views);
  /// `ViewHost.waitForTasks()` waits for it.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, priority: priority, action: TaskAction(run: action)))
  }

  /// Starts `action` when the view appears and again, cancelling the previous one, whenever
  /// `id` changes; cancels it when the view leaves the tree.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: TaskAction(run: action)))
  }
}

/// `onAppear` and `onDisappear`; adds no node.
package struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    // A view that leaves before its appearance runs (a lazy row realised by one pass of an
    // update and dropped by the next) neither appears nor disappears.
    let appearance = element.kept("appearance") { Appearance() }
    if !appearance.isQueued {
      appearance.isQueued = true
      context.session.pendingActions.append { [weak element] in
        guard let element, element.isAlive else { return }
        appearance.hasAppeared = true
        appear?()
      }
    }
    element.disappearActions =
      disappear.map { action in
        [
          {
            if appearance.hasAppeared { action() }
          }
        ]
      } ?? []
    return element.resolveContent(content, context: context)
  }
}

/// Whether a view's appearance was queued, and whether it ran.
@MainActor
private final class Appearance {
  var isQueued = false
  var hasAppeared = false
}

/// `onChange(of:initial:_:)`; adds no node.
package struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    // The content first, so that modifiers stacked on one view queue their actions in the
    // order they are written.
    let nodes = element.resolveContent(content, context: context)
    let value = value
    let action = action
    if let old = element.modifierStorage["onChange"] as? Value {
      if old != value { context.session.pendingActions.append { action(old, value) } }
    } else if initial {
      context.session.pendingActions.append { action(value, value) }
    }
    element.modifierStorage["onChange"] = value
    return nodes
  }
}

/// A task's action, as SwiftUI takes it: `sending`, so a closure written in a view keeps the
/// view's main-actor isolation and may touch its state.
///
/// `@unchecked Sendable`: the closure was sent to the modifier, which never calls it itself
/// and hands it to a `Task` each time the view appears or its id changes. Closures written in
/// a view body are main-actor isolated, so two such tasks never run it at once; a
/// nonisolated closure capturing non-`Sendable` state could, as with SwiftUI's `task`.
struct TaskAction: @unchecked Sendable {
  let run: @isolated(any) () async -> Void
}

/// `task(id:priority:_:)`; adds no node.
package struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: TaskAction

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    if (element.modifierStorage["task"] as? ID) != id {
      element.modifierStorage["task"] = id
      for task in element.tasks { task.cancel() }
      let task = context.session.allTasks.start(priority: priority, action)
      element.tasks = [task]
      context.session.runningTasks.append(task)
    }
    return element.resolveContent(content, context: context)
  }
}
