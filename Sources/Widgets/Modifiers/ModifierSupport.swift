import Foundation

/// A modifier that wraps each node of its content in a node laid out by `layout`.
package struct LayoutModifier<L: Layout>: ViewModifier, PrimitiveModifier {
  let role: RenderRole
  let layout: L
  var configure: ((LayoutNode) -> Void)?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(nodes, role: role, layout: layout) { configure?($0) }
  }
}

/// A modifier that draws its content with an effect: a pass-through node carrying it.
package struct EffectModifier: ViewModifier, PrimitiveModifier {
  let role: RenderRole
  let apply: @MainActor (inout RenderEffects, ResolveContext) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(nodes, role: role, layout: PassthroughLayout()) {
      apply(&$0.effects, context)
    }
  }
}

/// A modifier that changes the environment of its content and adds no node.
package struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
  let transform: @MainActor (inout EnvironmentValues, ResolveContext) -> Void
  /// Everything the transform captured, with where it was written, when told: two modifiers
  /// made at one place from equal values transform alike, so an update that makes the
  /// modifier anew (a new closure each time) finds it unchanged. Without it, the modifier is
  /// never found unchanged and runs whenever its view is visited.
  private let captured: Captured?

  private struct Captured {
    let file: StaticString
    let line: UInt
    let key: AnyKeyPath?
    let value: Any
  }

  /// A modifier that runs again whenever its view is visited.
  init(transform: @escaping @MainActor (inout EnvironmentValues, ResolveContext) -> Void) {
    self.transform = transform
    captured = nil
  }

  /// A modifier whose `transform` reads nothing but `key`, `value` and the environment it
  /// is given: compared by where it was written, `key` and `value`. A transform that reads
  /// the context (or tells the session) must not use this.
  init<Value>(
    key: AnyKeyPath? = nil, capturing value: Value, file: StaticString = #fileID,
    line: UInt = #line,
    transform: @escaping @MainActor (inout EnvironmentValues, ResolveContext) -> Void
  ) {
    self.transform = transform
    captured = Captured(file: file, line: line, key: key, value: value)
  }

  /// Whether `other` was made at the same place from equal values.
  ///
  /// A closure cannot tell: passed to generic code, it is wrapped anew each time, so even
  /// its bytes differ. (`preferredColorScheme` relies on running at every visit.)
  func hasSameInputs(as other: Self) -> Bool {
    guard let captured, let theirs = other.captured else { return false }
    return captured.line == theirs.line && captured.file.utf8Start == theirs.file.utf8Start
      && captured.key == theirs.key && ValueEquality.equalAny(captured.value, theirs.value)
  }

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    var inner = context
    transform(&inner.environment, context)
    return element.resolveContent(content, context: inner)
  }
}

/// A modifier that sets accessibility information on a pass-through node.
package struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
  let role: RenderRole
  let apply: (inout AccessibilityInfo) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(nodes, role: role, layout: PassthroughLayout()) {
      apply(&$0.accessibility)
    }
  }
}

/// ``AccessibilityModifier`` with handlers a host can perform (kept apart, so that the plain
/// modifier's resolution frame, on the path of every deep tree, stays small).
package struct AccessibilityActionModifier: ViewModifier, PrimitiveModifier {
  let role: RenderRole
  let apply: (inout AccessibilityInfo) -> Void
  let register: (inout AccessibilityActions) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let wrapped = element.wrap(nodes, role: role, layout: PassthroughLayout()) {
      apply(&$0.accessibility)
    }
    registerActions(on: wrapped, in: element, session: context.session)
    return wrapped
  }

  /// Records the handlers under every id the wrapper's render node may end up with: it folds
  /// into the one node it wraps, which keeps that node's id (and so on down).
  @inline(never)
  private func registerActions(
    on wrapped: [LayoutNode], in element: Element, session: ResolveSession
  ) {
    for node in wrapped {
      var chain: LayoutNode? = node
      while let link = chain {
        register(&session.accessibilityActions[link.id, default: AccessibilityActions()])
        if !element.tapTargets.contains(link.id) { element.tapTargets.append(link.id) }
        chain = link.children.count == 1 ? link.children[0] : nil
      }
    }
  }
}

/// The accessibility actions of one node that a host can perform: named actions (and the
/// default one, as "activate") and the adjustable action.
struct AccessibilityActions {
  var named: [String: () -> Void] = [:]
  var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
}

/// A length that is finite and within ``LengthLimits/largest``: NaN and infinities become
/// `fallback`, larger finite lengths the largest; either with a diagnostic.
@MainActor
func validLength(
  _ value: CGFloat, fallback: CGFloat, what: @autoclosure () -> String, in view: String,
  context: ResolveContext
) -> CGFloat {
  guard !LengthLimits.isValid(value) else { return value }
  let used = value.isFinite ? LengthLimits.clamp(value) : fallback
  context.report(
    .invalidLength,
    "\(what()) \(NumberFormatting.decimal(value)) is "
      + (value.isFinite ? "too large" : "not finite")
      + "; \(NumberFormatting.decimal(used)) was used.",
    view: view)
  return used
}

extension View {
  /// Records `value` (when there is one) under `key` on this view's node, where a container
  /// reads it: a list its rows' settings, a tab view its tabs' items, a navigation screen its
  /// toolbar. The dump lists the modifier as `name detail`.
  func recordedValue(
    _ name: String, detail: String, key: ObjectIdentifier, value: Any?
  ) -> ModifiedContent<Self, LayoutModifier<PassthroughLayout>> {
    modifier(
      LayoutModifier(
        role: RenderRole(.recorded(name: name, detail: detail)), layout: PassthroughLayout()
      ) { node in
        if let value { node.layoutValues[key] = value }
      })
  }
}

/// The layout values recorded on the nodes at the top of `nodes`, down the chain of the views
/// they modify for at most `depth` levels; a value nearer the top wins.
///
/// The chain goes through single children, and through the modified view of an overlay, a
/// background or a safe-area inset (which has the added view beside it): as in SwiftUI,
/// `toolbar` or `tag` below `.safeAreaInset(edge:)` or `.overlay` still applies.
func recordedValues(atTopOf nodes: [LayoutNode], depth: Int = 4) -> [ObjectIdentifier: Any] {
  var result: [ObjectIdentifier: Any] = [:]
  var current = nodes.count == 1 ? nodes.first : nil
  var level = 0
  while let node = current, level < depth {
    result.merge(node.layoutValues) { old, _ in old }
    current = modifiedView(of: node)
    level += 1
  }
  return result
}

/// The child of `node` that holds the view it modifies: its only child, or the content of an
/// overlay, a background or a safe-area inset; `nil` for a container of several views.
private func modifiedView(of node: LayoutNode) -> LayoutNode? {
  let children = node.children
  if children.count == 1 { return children[0] }
  guard children.count == 2 else { return nil }
  switch node.role.storage {
  case .overlay(let isBackground, _): return isBackground ? children[1] : children[0]
  case .safeAreaInset: return children[0]
  default: return nil
  }
}
