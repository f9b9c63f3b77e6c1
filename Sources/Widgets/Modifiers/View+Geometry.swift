import Foundation

extension View {
  /// Runs `action` with the value `transform` makes of the view's geometry after the layout
  /// in which the view first appears, and after every layout that changes the value: the
  /// way to measure a view into state.
  ///
  /// ```swift
  /// Text(message)
  ///   .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
  /// ```
  ///
  /// The proxy's frame is the view's frame in the host (named coordinate spaces fall back to
  /// it); its safe-area insets are those the view overlaps.
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Runs `action` with the old and new value `transform` makes of the view's geometry after
  /// every layout that changes it, and with the first value (as both) when the view appears.
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}

/// One `onGeometryChange`: the node it watches, the last value, and what to do with a new
/// one. Kept by the modifier's element and listed in the session, in the order they were
/// made.
@MainActor
final class GeometryObserver {
  private(set) weak var element: Element?
  weak var node: LayoutNode?
  var lastValue: Any?
  /// Given the node's geometry, records the value and returns the action to run, if any.
  var check: (GeometryObserver, GeometryProxy) -> (() -> Void)? = { _, _ in nil }

  init(element: Element) {
    self.element = element
  }
}

extension ResolveSession {
  /// Checks every `onGeometryChange` after a layout, queueing the actions of those whose
  /// value changed, and forgets those that left the tree.
  func geometryDidLayout() {
    guard !geometryObservers.isEmpty else { return }
    geometryObservers.removeAll { !($0.element?.isAlive ?? false) }
    for observer in geometryObservers {
      guard let proxy = observer.node?.placedGeometry else { continue }
      if let action = observer.check(observer, proxy) { pendingActions.append(action) }
    }
  }
}

/// `onGeometryChange(for:of:action:)`; adds no node.
package struct GeometryChangeModifier<Value: Equatable & Sendable>: ViewModifier, PrimitiveModifier
{
  let transform: @Sendable (GeometryProxy) -> Value
  let action: (Value, Value) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let observer = element.kept("geometry") {
      let made = GeometryObserver(element: element)
      context.session.geometryObservers.append(made)
      return made
    }
    observer.node = nodes.first
    let transform = transform
    let action = action
    observer.check = { observer, proxy in
      let value = transform(proxy)
      let old = observer.lastValue as? Value
      observer.lastValue = value
      if let old, old == value { return nil }
      return { action(old ?? value, value) }
    }
    return nodes
  }
}
