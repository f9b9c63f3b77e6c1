/// Several views built side by side by a ``ViewBuilder``.
///
/// Each element keeps its own identity (its position in the tuple), and a container lays the
/// elements out as separate subviews.
// The view builder's types declare `View` in an extension, so that they are not isolated to
// the main actor and the builder, which SwiftUI does not isolate, can make them anywhere.
public struct TupleView<each Content: View> {
  /// The views.
  public var value: (repeat each Content)

  /// Creates a tuple of views.
  @inlinable
  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }
}

extension TupleView: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension TupleView: PrimitiveView {
  /// The nodes of every view in order, each keyed by its position in the tuple.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let nodes = resolveViews(in: element, context: context, inTuple: false)
    element.keep(self)
    return nodes
  }

  /// Resolves each view as `element`'s child at its slot: the tuple's own element's, or a
  /// stack's standing in for it (`inTuple`).
  @MainActor
  private func resolveViews(
    in element: Element, context: ResolveContext, inTuple: Bool
  ) -> [LayoutNode] {
    // Room for a node a view, which most views make: the list was grown twice for a row of
    // three, two allocations it made and freed.
    var count = 0
    for _ in repeat each value { count += 1 }
    var nodes: [LayoutNode] = []
    nodes.reserveCapacity(count)
    var index = 0
    for view in repeat each value {
      element.appendContent(view, slot: index, context: context, to: &nodes, inTuple: inTuple)
      index += 1
    }
    return nodes
  }
}

extension TupleView: StackFlattenedContent {
  static func resolveViews<C>(
    of content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    // `C` is `Self`: the element found this type's conformance for `C`.
    withValue(content, as: Self.self) { tuple in
      tuple.resolveViews(in: element, context: context, inTuple: true)
    }
  }

  static func viewsKept<C>(_ content: C, in element: Element) -> Bool {
    withValue(content, as: Self.self) { tuple in tuple.childrenKeepTheirViews(in: element) }
  }

  static func rebuiltView<C>(in element: Element, as _: C.Type) -> C? {
    rebuilt(from: (), in: element).map { unsafeBitCast($0, to: C.self) }
  }
}

/// The tuple's element keeps nothing of its own; each view is kept by the element below
/// under its position.
extension TupleView: PartlyKeptView {
  var keptPart: Void { () }

  func ownPartEquals(_: Void) -> Bool { true }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    var slot = 0
    for view in repeat each value {
      guard element.childKeeps(view, slot: slot) else { return false }
      slot += 1
    }
    return true
  }

  static func rebuilt(from _: Void, in element: Element) -> Self? {
    var slot = 0
    var isComplete = true
    func next<V: View>(_ type: V.Type) -> V? {
      defer { slot += 1 }
      let view = element.childView(of: type, slot: slot)
      if view == nil { isComplete = false }
      return view
    }
    let views = (repeat next((each Content).self))
    guard isComplete else { return nil }
    func present<V>(_ view: V?) -> V {
      guard let view else { preconditionFailure("every view was found above") }
      return view
    }
    return Self(repeat present(each views))
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch`.
///
/// The branches have different identities: flipping the condition replaces the view and
/// resets its state, as in SwiftUI.
public struct ConditionalContent<TrueContent: View, FalseContent: View> {
  @usableFromInline
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline let storage: Storage

  @usableFromInline
  init(storage: Storage) {
    self.storage = storage
  }
}

extension ConditionalContent: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension ConditionalContent: PrimitiveView {
  /// The nodes of the chosen branch, keyed by the branch so that each has its own identity.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    switch storage {
    case .trueContent(let view): element.resolveChild(view, key: .branch(0), context: context)
    case .falseContent(let view): element.resolveChild(view, key: .branch(1), context: context)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view is primitive: it has no body of its own.
  public typealias Body = Never
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
  /// The wrapped view's nodes, or none for `nil`.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    guard let view = self else { return [] }
    return element.resolveChild(view, key: .branch(0), context: context)
  }
}

/// A view that shows nothing and takes no place in a stack.
public struct EmptyView {
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
  /// No nodes.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] { [] }
}

/// Several views treated as one, with modifiers applied to each of them.
public struct Group<Content: View>: View {
  let content: Content

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Group: PrimitiveView {
  /// The content's nodes, unwrapped, so that modifiers on the group apply to each view.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    element.resolveChild(content, key: .slot(0), context: context)
  }
}

/// Tuples of equal views are equal, element by element.
extension TupleView: @MainActor Equatable where repeat each Content: Equatable {
  /// Whether every element equals the one at the same position.
  public static func == (lhs: TupleView, rhs: TupleView) -> Bool {
    var equal = true
    func check<V: Equatable>(_ a: V, _ b: V) {
      if equal, a != b { equal = false }
    }
    repeat check(each lhs.value, each rhs.value)
    return equal
  }
}

/// The same branch with an equal view.
extension ConditionalContent.Storage: Equatable
where TrueContent: Equatable, FalseContent: Equatable {}

/// The same branch with an equal view.
extension ConditionalContent: @MainActor Equatable
where TrueContent: Equatable, FalseContent: Equatable {}

/// Empty views are all equal.
extension EmptyView: @MainActor Equatable {}

/// Groups of equal content are equal.
extension Group: @MainActor Equatable where Content: Equatable {}
