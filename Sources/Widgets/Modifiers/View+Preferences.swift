import Foundation

/// A value views pass up to the views around them: SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct HeightKey: PreferenceKey {
///   static let defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///     value = max(value, nextValue())
///   }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view below sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next view's, in the order the views are laid out.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A named coordinate space: SwiftUI's `NamedCoordinateSpace`, for
/// `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: Hashable {
  let name: AnyHashable

  /// The coordinate space called `name`, for `GeometryProxy.frame(in: .named(name))`.
  public static func named<N: Hashable>(_ name: N) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension View {
  /// Names the view's coordinate space, as ``View/coordinateSpace(name:)`` does.
  public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
    coordinateSpace(name: space.name)
  }

  /// Passes `value` up for `key`, to `onPreferenceChange` modifiers around the view.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceModifier<K>(value: value))
  }

  /// Runs `action` with the value the views inside pass up for `key` (their values combined
  /// with `reduce`) after an update that changes it; also after the first, unless the value
  /// is the key's default.
  ///
  /// Read after layout, so values made in a `GeometryReader` (a frame in a named coordinate
  /// space, the classic way to read a scroll offset) are included.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }
}

/// `preference(key:value:)`: a node carrying the value, which folds into the view it wraps.
package struct PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let value: K.Value

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let value = value
    return element.wrap(
      nodes, role: RenderRole(.preference(key: Element.name(of: K.self))),
      layout: PassthroughLayout()
    ) {
      $0.preferences[ObjectIdentifier(K.self)] = value
    }
  }
}

/// One `onPreferenceChange`: the nodes it watches and the last value it saw.
@MainActor
final class PreferenceObserver {
  private(set) weak var element: Element?
  var nodes: [LayoutNode] = []
  /// Reads the value under `nodes` and returns the action to run when it changed.
  var check: (PreferenceObserver) -> (() -> Void)? = { _ in nil }
  var lastValue: Any?

  init(element: Element) {
    self.element = element
  }

  /// The values the nodes below carry for `key`, in layout order (depth first).
  func values(for key: ObjectIdentifier) -> [Any] {
    var result: [Any] = []
    var pending = Array(nodes.reversed())
    while let node = pending.popLast() {
      if let late = node.preferences[key] as? LatePreference {
        if let value = late.make(node) { result.append(value) }
      } else if let value = node.preferences[key] {
        result.append(value)
      }
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }
}

extension ResolveSession {
  /// Checks every `onPreferenceChange` after a layout, queueing the actions of those whose
  /// value changed, and forgets those that left the tree.
  func preferencesDidLayout() {
    guard !preferenceObservers.isEmpty else { return }
    preferenceObservers.removeAll { !($0.element?.isAlive ?? false) }
    for observer in preferenceObservers {
      if let action = observer.check(observer) { pendingActions.append(action) }
    }
  }
}

/// `onPreferenceChange(_:perform:)`; adds no node.
package struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier
where K.Value: Equatable {
  let action: (K.Value) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let observer = element.kept("preference") {
      let made = PreferenceObserver(element: element)
      context.session.preferenceObservers.append(made)
      return made
    }
    observer.nodes = nodes
    let action = action
    observer.check = { observer in
      let value = reduced(K.self, observer.values(for: ObjectIdentifier(K.self)))
      let old = observer.lastValue as? K.Value ?? K.defaultValue
      observer.lastValue = value
      guard old != value else { return nil }
      return { action(value) }
    }
    return nodes
  }
}

/// The values of `key` reduced in order, from the key's default.
func reduced<K: PreferenceKey>(_ key: K.Type, _ values: [Any]) -> K.Value {
  var value = K.defaultValue
  for next in values {
    if let next = next as? K.Value { K.reduce(value: &value, nextValue: { next }) }
  }
  return value
}
