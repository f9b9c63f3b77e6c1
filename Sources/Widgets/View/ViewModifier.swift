/// A modifier that makes a new view from the view it is applied to: SwiftUI's
/// `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
///   }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view the modifier is applied to.
  typealias Content = ViewModifierContent<Self>

  /// Makes the modified view from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// Stands for the view a ``ViewModifier`` is applied to, inside the modifier's body
/// (SwiftUI calls this type `_ViewModifier_Content`).
public struct ViewModifierContent<Modifier: ViewModifier>: View {
  let resolve: @MainActor (Element, ResolveContext) -> [LayoutNode]

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension ViewModifierContent: PrimitiveView {
  /// The nodes of the view the modifier is applied to.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    resolve(element, context)
  }
}

/// A modifier Galley applies itself: layout wrappers, drawing effects, environment writes.
@MainActor
protocol PrimitiveModifier {
  /// Resolves `content` with the modifier applied.
  func makeNodes<Content: View>(
    content: Content, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
}

/// A view with a modifier applied: SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

/// A modified view's element keeps the modifier alone when a primitive modifier passed the
/// content on as it came; the element below keeps the content.
extension ModifiedContent: PartlyKeptView where Content: View, Modifier: ViewModifier {
  var keptPart: Modifier { modifier }

  func ownPartEquals(_ kept: Modifier) -> Bool { ViewEquality.equal(kept, modifier) }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    element.childKeeps(content, slot: 0)
  }

  static func rebuilt(from kept: Modifier, in element: Element) -> Self? {
    element.childView(of: Content.self, slot: 0).map { Self(content: $0, modifier: kept) }
  }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
  /// The nodes of `content` under `modifier`, a primitive modifier of type `P`.
  @MainActor fileprivate static func makeNodes<P: PrimitiveModifier>(
    of modifier: Modifier, as _: P.Type, content: Content, in element: Element,
    context: ResolveContext
  ) -> [LayoutNode] {
    // `Modifier` is `P`: the cast that found `P` was from its own metatype.
    unsafeBitCast(modifier, to: P.self).makeNodes(content: content, in: element, context: context)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  /// The content with the modifier applied: resolved by a primitive modifier itself, or
  /// through the modifier's `body(content:)`.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    // An animatable modifier is applied with its data where a running animation shows it.
    let traits = ModifierTraits.of(Modifier.self)
    let modifier =
      traits.isAnimatable ? element.presented(self.modifier, context: context) : self.modifier
    let nodes: [LayoutNode]
    if let primitive = traits.primitive {
      // Asked of the type, so that the modifier is not boxed in an existential to find out.
      nodes = Self.makeNodes(
        of: modifier, as: primitive, content: content, in: element, context: context)
    } else if let effect = traits.geometryEffect {
      nodes = Self.makeGeometryNodes(
        of: modifier, as: effect, content: content, in: element, context: context)
    } else {
      nodes = makeBodyNodes(of: modifier, in: element, context: context)
    }
    // Kept now that the element knows where the content went (the view as it came, not as
    // a running animation shows its modifier).
    element.keep(self)
    return nodes
  }

  /// The content through the modifier's `body(content:)`.
  @MainActor private func makeBodyNodes(
    of modifier: Modifier, in element: Element, context: ResolveContext
  ) -> [LayoutNode] {
    let content = content
    let placeholder = ViewModifierContent<Modifier> { host, context in
      host.resolveChild(content, key: .slot(0), context: context)
    }
    return element.resolveBody(of: modifier, replaying: context.isReplay, context: context) {
      modifier.body(content: placeholder)
    }
  }
}

/// What resolving a modified view asks of the modifier's type, found once per type: a
/// conformance check costs several times a lookup, and a list asks for every row.
@MainActor
private struct ModifierTraits {
  let isAnimatable: Bool
  /// The type as a ``PrimitiveModifier``, if it is one.
  let primitive: (any PrimitiveModifier.Type)?
  /// The type as a ``GeometryEffect``, if it is one.
  let geometryEffect: (any GeometryEffect.Type)?

  @exclusivity(unchecked) private static var known = TypeTable<ModifierTraits>()

  @inline(never)
  static func of(_ type: Any.Type) -> ModifierTraits {
    let key = ObjectIdentifier(type)
    if let traits = known[key] { return traits }
    let traits = ModifierTraits(
      isAnimatable: Element.isAnimatable(type), primitive: type as? any PrimitiveModifier.Type,
      geometryEffect: type as? any GeometryEffect.Type)
    known[key] = traits
    return traits
  }
}

extension View {
  /// Applies a modifier.
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A primitive modifier's body, which must never be asked for.
extension PrimitiveModifier {
  /// Traps: a primitive modifier's body must never be asked for.
  func primitiveBody() -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier; its body must not be evaluated.")
  }
}

extension Element {
  /// Wraps each of `nodes` in a new node of `role`, laid out by `layout`.
  ///
  /// A wrapper's id combines this element's id with the wrapped node's, so wrappers of
  /// several nodes (a modifier on a `ForEach`) stay distinct and stable.
  func wrap<L: Layout>(
    _ nodes: [LayoutNode], role: RenderRole, layout: L,
    configure: (LayoutNode) -> Void = { _ in }
  ) -> [LayoutNode] {
    nodes.map { child in
      let node = self.node(
        id.child(child.id.rawValue), role: role,
        behavior: .container(LayoutBox(layout)), children: [child]
      ) { node in
        configure(node)
        Self.inheritTraits(of: child, into: node, role: role)
      }
      node.setKey(child.key)
      return node
    }
  }
}

extension Element {
  /// Passes the traits a wrapped view's parent reads through the modifier that wraps it, so
  /// that the engine reads them in O(1) on the outermost node: the `zIndex` (through every
  /// modifier), and the safe-area edges a view ignores (through effect, accessibility and
  /// gesture modifiers, which take its frame).
  static func inheritTraits(of child: LayoutNode, into node: LayoutNode, role: RenderRole) {
    if node.zIndex == 0, child.zIndex != 0 { node.zIndex = child.zIndex }
    if role.isFoldable, node.ignoredSafeAreaEdges.isEmpty, !child.ignoredSafeAreaEdges.isEmpty {
      node.ignoredSafeAreaEdges = child.ignoredSafeAreaEdges
    }
  }
}

/// Equal content with an equal modifier, as in SwiftUI.
extension ModifiedContent: @MainActor Equatable where Content: Equatable, Modifier: Equatable {}
