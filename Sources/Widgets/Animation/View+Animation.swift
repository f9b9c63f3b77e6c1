import Foundation

extension View {
  /// Animates the changes inside this view with `animation` in every update in which
  /// `value` changes; `nil` turns animation off there (even inside `withAnimation`).
  ///
  /// Only this view and the views inside it animate: views around it that move because it
  /// changed size jump, unless the change was also made in `withAnimation`.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation, value: value))
  }

  /// Animates every change inside this view with `animation`. SwiftUI deprecated it for
  /// ``animation(_:value:)``; Galley keeps it so that older code compiles.
  @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(macOS, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(TransactionModifier { if !$0.disablesAnimations { $0.animation = animation } })
  }

  /// Animates with `animation` the changes the modifiers in `body` make to this view: every
  /// update, as ``animation(_:)`` does.
  ///
  /// ```swift
  /// Image(systemName: "heart.fill")
  ///   .animation(.smooth) { content in
  ///     content.scaleEffect(isLiked ? 1.2 : 1).opacity(isLiked ? 1 : 0.6)
  ///   }
  /// ```
  ///
  /// SwiftUI animates only what the body's modifiers change, leaving the view itself, and
  /// the views inside it, to the transaction around the modifier. Galley draws a modifier's
  /// effects on the node of the view it modifies, so it animates every change inside the
  /// view with `animation`, as ``animation(_:)`` does.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    let content = self
    let placeholder = PlaceholderContentView<Self> { element, context in
      element.resolveChild(content, key: .slot(0), context: context)
    }
    return body(placeholder).animation(animation)
  }

  /// Animates the view's geometry as one: its subviews move with it rather than on their
  /// own. Galley interpolates every view in its parent's coordinates, so this is always so;
  /// the modifier changes nothing.
  public func geometryGroup() -> some View {
    self
  }

  /// Changes the transaction of the updates of this view and the views inside it.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }

  /// How the view enters and leaves the tree in an animated update.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}

/// `animation(_:value:)`; adds no node. When the value changes, the nodes it returns carry
/// the animation in this update's transaction scopes.
package struct AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: Value

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let changed = (element.modifierStorage["animation"] as? Value).map { $0 != value } ?? false
    element.modifierStorage["animation"] = value
    guard changed else { return element.resolveContent(content, context: context) }
    let animation = animation
    let transform: (inout Transaction) -> Void = {
      if !$0.disablesAnimations { $0.animation = animation }
    }
    var inner = context
    inner.transactionScope = TransactionScope(
      parent: context.transactionScope, transform: transform)
    let nodes = element.resolveContent(content, context: inner)
    for node in nodes { context.session.transactionScopes.append((node, transform)) }
    return nodes
  }
}

/// `transaction(_:)` and the value-less `animation(_:)`; adds no node. The nodes it returns
/// carry the transform for as long as they are in the tree.
package struct TransactionModifier: ViewModifier, PrimitiveModifier {
  let transform: (inout Transaction) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    var inner = context
    inner.transactionScope = TransactionScope(
      parent: context.transactionScope, transform: transform)
    let nodes = element.resolveContent(content, context: inner)
    element.keepScoped(transform, for: nodes, in: \.lastingScopes, context: context)
    return nodes
  }
}

/// `transition(_:)`; adds no node. The nodes it returns are listed with the transition,
/// until after the update in which they leave (which animates them out with it).
package struct TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let transition = transition.resolvingPhases(in: element, context: context)
    element.keepScoped(transition, for: nodes, in: \.transitions, context: context)
    return nodes
  }
}
