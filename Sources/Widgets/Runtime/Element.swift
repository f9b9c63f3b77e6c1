import Foundation
import Observation

/// The live counterpart of a view: its identity, its state, its children, and the layout nodes
/// it produced.
///
/// Views are values, rebuilt on every update; elements persist. A child element is matched to
/// a new view by its ``ChildKey`` (position, branch, explicit id), never by comparing view
/// values, and a child whose view type changed is replaced, its state dropped. State lives in
/// the element, so it lasts exactly as long as the identity.
///
/// Updates are incremental. An element whose view value and environment are unchanged, and
/// which has nothing dirty inside, returns its previous nodes without resolving anything. A
/// state change marks its element dirty and its ancestors as having a dirty descendant; the
/// next update walks down that path only, replaying the stored `body` of clean ancestors
/// instead of evaluating it again.
@MainActor
final class Element {
  // The fields read or written on every visit skip the run-time exclusivity check (with
  // the layout node's fields, 6 % of a list's build): each is read or assigned whole, or
  // changed in place by a method of its own type (a dictionary's subscript, which may hash
  // a row's id, an array's append), which cannot reach an element, so no access to one can
  // overlap another (a view's body never runs while one is in progress).

  /// The element's identity, also the id of the node it draws.
  let id: NodeID
  /// The type of view the element was made for.
  let viewType: ObjectIdentifier
  /// The element this one is a child of; `nil` once the element left the tree or its parent
  /// went.
  ///
  /// Unowned rather than weak: a weak reference gave every parent a side table, an
  /// allocation of its own (seven per row of a list). A parent holds its children, and the
  /// reference is cleared wherever a child stops being held: when it leaves the tree
  /// (`tearDown`) and when its parent is released (`deinit`), so it never outlives the
  /// parent.
  // `nonisolated(unsafe)`: cleared by `deinit`, which is not isolated; an element is only
  // ever released on the main actor, with its host.
  @exclusivity(unchecked) nonisolated(unsafe) private(set) unowned var parent: Element?
  /// The render this element belongs to.
  @exclusivity(unchecked) private(set) weak var session: ResolveSession?
  @exclusivity(unchecked) private(set) var children = ChildTable()
  // The counts of visits are 32-bit: an element has fewer children than that, and the marks
  // are only compared for equality, wrapping round after four billion resolutions.
  /// How many children the current resolution visited.
  @exclusivity(unchecked) private var visitedCount: Int32 = 0
  /// The number of the current resolution; a child it visited carries it in `visitedIn`.
  @exclusivity(unchecked) private var visitMark: UInt32 = 0
  /// The number of the current resolution of this element's parent, when it visited this one.
  @exclusivity(unchecked) fileprivate(set) var visitedIn = UInt32.max
  // Three flags fill the four bytes after the marks.
  /// Whether ``view`` keeps only a ``PartlyKeptView``'s own part (a ``PartsBox``): the views
  /// it holds are what the element's children keep. A chain of modifiers, or a stack of
  /// views, otherwise kept at each level a copy of everything below it, and compared it all
  /// again at each level.
  @exclusivity(unchecked) private var keepsOwnPartOnly = false
  /// Whether the parent, comparing a partly kept view with what it keeps, found this
  /// element's view changed: the parent resolves it next, and it is not compared again (each
  /// level of a chain of modifiers compared everything below it again).
  @exclusivity(unchecked) fileprivate var isKnownChanged = false
  /// Whether the current resolution passed the views its view holds, as they came, to its
  /// children (``resolveContent(_:slot:context:)``).
  @exclusivity(unchecked) private var contentWentToChild = false
  /// The layout nodes produced by the last resolution.
  @exclusivity(unchecked) private var output = Output.list([])

  /// The layout nodes of a resolution: one, as most views make, kept without an array,
  /// which was an allocation of 40 bytes that every element kept (four a row of a list).
  /// Eight bytes either way: the two references leave the enum room for its tag.
  private enum Output {
    case one(LayoutNode)
    case list([LayoutNode])
  }

  /// The layout nodes produced by the last resolution: a one-node array is made for the
  /// caller. A parent that adds them to its own list calls ``appendOutputs(to:)`` instead.
  var outputs: [LayoutNode] {
    switch output {
    case .one(let node): [node]
    case .list(let nodes): nodes
    }
  }

  /// How many layout nodes the last resolution produced.
  var outputCount: Int {
    switch output {
    case .one: 1
    case .list(let nodes): nodes.count
    }
  }

  /// Adds the layout nodes produced by the last resolution to `nodes`, without making an
  /// array of one.
  func appendOutputs(to nodes: inout [LayoutNode]) {
    switch output {
    case .one(let node): nodes.append(node)
    case .list(let list): nodes += list
    }
  }

  /// Keeps `nodes` as the last resolution's.
  private func setOutputs(_ nodes: [LayoutNode]) {
    output = nodes.count == 1 ? .one(nodes[0]) : .list(nodes)
  }

  /// The last view value (in a ``ViewBox``, or its own part in a ``PartsBox``) and
  /// environment, to tell whether the inputs changed.
  @exclusivity(unchecked) private var view: AnyViewBox?
  /// The type of the view in ``view``'s box; ``noType`` before the first.
  @exclusivity(unchecked) private var storedViewType = noType
  /// The type of the ``PartlyKeptView`` the current resolution has yet to keep, which it does
  /// once it knows where the views it holds went (``keep(_:)``); ``noType`` when there is
  /// none.
  @exclusivity(unchecked) private var keptType = noType
  /// No view type (the empty tuple's, which is not a view): an optional type identifier
  /// took 16 bytes, where this takes 8.
  private static var noType: ObjectIdentifier { ObjectIdentifier(Void.self) }
  @exclusivity(unchecked) private var environment: EnvironmentValues?

  /// Whether the element must evaluate its body again (its state changed).
  @exclusivity(unchecked) private(set) var isDirty = false
  /// Whether an element below must update.
  @exclusivity(unchecked) private(set) var hasDirtyDescendant = false
  /// Whether the element is still in the tree.
  @exclusivity(unchecked) private(set) var isAlive = true
  /// Whether this resolution keeps children it did not visit (a `ForEach` replaying only its
  /// dirty rows).
  @exclusivity(unchecked) var keepsUnvisitedChildren = false

  /// Whether the element or something below it must update.
  var needsUpdate: Bool { isDirty || hasDirtyDescendant }
  /// Whether the current resolution runs because the element itself was marked dirty (what
  /// its last resolution read changed), not only because of its inputs or descendants.
  @exclusivity(unchecked) private(set) var isResolvingBecauseDirty = false
  // The flags sit together: a `Bool` between two 8-byte fields takes 8 bytes of its own.
  /// Whether the element is listed in its parent's `dirtyChildren`.
  @exclusivity(unchecked) private var isListedAsDirty = false
  /// Whether the element is being resolved with its animatable data part way: what it
  /// passes down is a frame of that animation, which the views below show as it is.
  @exclusivity(unchecked) var isResolvingPartWay = false

  /// The element's position among its parent's rows, for a `ForEach` parent.
  @exclusivity(unchecked) var rowIndex = 0

  /// The nodes made by the last resolution, by id, reused by the next one.
  @exclusivity(unchecked) private var nodes = NodeTable()
  @exclusivity(unchecked) private var nextNodes = NodeTable()

  /// The storage behind the view's dynamic properties (`@State` boxes), in declaration order.
  @exclusivity(unchecked) var propertyStorage: [AnyObject] = []

  /// What few elements use (a modifier's memory, lifecycle actions, tasks, tap targets, an
  /// animation of data), made the first time one is written: the rows of a list use none,
  /// and carried five fields each for it.
  private final class Extras {
    var modifierStorage: [String: Any] = [:]
    var disappearActions: [() -> Void] = []
    var tasks: [Task<Void, Never>] = []
    var tapTargets: [NodeID] = []
    var dataTrack: DataTrack?
    var dirtyChildren: [Element] = []
    var dirtyChildrenAtUpdate: [Element] = []
  }

  @exclusivity(unchecked) private var extras: Extras?

  /// ``extras``, made if need be.
  private var madeExtras: Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  /// Values kept by modifiers across updates (the last value `onChange` saw, say).
  var modifierStorage: [String: Any] {
    get { extras?.modifierStorage ?? [:] }
    _modify { yield &madeExtras.modifierStorage }
  }
  /// What to do when the element leaves the tree.
  var disappearActions: [() -> Void] {
    get { extras?.disappearActions ?? [] }
    _modify { yield &madeExtras.disappearActions }
  }
  /// Running tasks started by `task(_:)`, cancelled when the element leaves the tree.
  var tasks: [Task<Void, Never>] {
    get { extras?.tasks ?? [] }
    _modify { yield &madeExtras.tasks }
  }
  /// The node ids whose taps this element handles.
  var tapTargets: [NodeID] {
    get { extras?.tapTargets ?? [] }
    _modify { yield &madeExtras.tapTargets }
  }
  /// The children that are dirty or lead to a dirty element, in the order they were marked:
  /// a `ForEach` of thousands of rows visits only these when one row's state changes (other
  /// views replay their body and visit each child, which returns at once). Kept with the
  /// extras, which an element on the way to a changed state has: two arrays each made every
  /// element of a list 16 bytes larger, a step up in its allocation's size.
  private var dirtyChildren: [Element] {
    get { extras?.dirtyChildren ?? [] }
    _modify { yield &madeExtras.dirtyChildren }
  }
  /// `dirtyChildren` as it was when the current resolution began; empty otherwise.
  var dirtyChildrenAtUpdate: [Element] { extras?.dirtyChildrenAtUpdate ?? [] }

  /// The animation of the view's animatable data, for a view, shape or modifier that
  /// conforms to ``Animatable``.
  var dataTrack: DataTrack? {
    get { extras?.dataTrack }
    _modify { yield &madeExtras.dataTrack }
  }

  deinit {
    // Children that something else still holds (a task, a handler) no longer have a parent.
    children.removeAll { $0.parent = nil }
  }

  /// Creates an element with no children, for a view of type `viewType`.
  init(id: NodeID, viewType: ObjectIdentifier, parent: Element? = nil) {
    self.id = id
    self.viewType = viewType
    self.parent = parent
  }

  /// Resolves `view` as this element's content and returns its layout nodes.
  ///
  /// - Complexity: O(1) when the inputs are unchanged and nothing inside is dirty; otherwise
  ///   the cost of resolving what changed.
  ///
  /// - Parameter isStored: Whether `view` is the value the element keeps (a body resolved
  ///   again), which need not be stored again.
  func update<V: View>(
    with view: V, context: ResolveContext, isStored: Bool = false
  ) -> [LayoutNode] {
    resolve(view, context: context, isStored: isStored) ?? outputs
  }

  /// Resolves `view` as ``update(with:context:isStored:)`` does, but returns `nil` when the
  /// element's nodes stand as they were: a caller that has them (a `ForEach` splicing its
  /// changed rows, a tuple adding them to its list) is not made an array of one node for
  /// each child that did not change.
  ///
  /// The recursion of a resolution goes through this method, not through `update`: one
  /// frame per level of the tree, in a debug build too.
  func resolve<V: View>(
    _ view: V, context: ResolveContext, isStored: Bool = false
  ) -> [LayoutNode]? {
    // The work before and after the view's own resolution is in helpers that return before
    // the recursion: this frame is on the stack once per level of the tree, and small frames
    // let a debug build resolve thousands of levels.
    guard context.session.stackGuard.hasRoom(depth: context.depth) else {
      return stub(for: V.self, context: context)
    }
    guard let inner = begin(view, context: context, isStored: isStored) else { return nil }
    // Resolved with its animatable data where a running animation shows it (the element
    // keeps the view itself, to compare the next one with).
    // The view is passed on as it came: a copy of a row's view copies every view it holds.
    let traits = Self.traits(of: V.self)
    if !isStored { keep(view, traits: traits) }
    let result: [LayoutNode]
    if traits.isAnimatable {
      result = resolvePresented(view, as: traits.primitive, context: inner)
    } else if let primitive = traits.primitive {
      // Asked of the type, so that the view is not boxed in an existential to find out.
      result = makeNodes(of: view, as: primitive, context: inner)
    } else {
      result = resolveComposed(view, context: inner)
    }
    finish(result)
    return result
  }

  /// Resolves an animatable view with its data where a running animation shows it; out of
  /// line, so that other views' resolution has one frame fewer per level.
  @inline(never)
  private func resolvePresented<V: View>(
    _ view: V, as primitive: (any PrimitiveView.Type)?, context: ResolveContext
  ) -> [LayoutNode] {
    let shown = presented(view, context: context)
    if let primitive { return makeNodes(of: shown, as: primitive, context: context) }
    return resolveComposed(shown, context: context)
  }

  /// Ends a resolution for which the stack has no room left: the element's output is a stub,
  /// reported.
  @inline(never)
  private func stub<V: View>(for _: V.Type, context: ResolveContext) -> [LayoutNode] {
    context.report(
      .treeTooDeep,
      "The view tree is too deep to resolve safely; the views below this one were not rendered.",
      view: Self.name(of: V.self))
    let stub = node(role: RenderRole(.truncated), behavior: .leaf(.empty))
    // Nothing is kept: a parent keeping only its own part must not take this element's
    // last view for the content it was not resolved with.
    self.view = nil
    keepsOwnPartOnly = false
    output = .one(stub)
    nodes = NodeTable()
    nodes[id] = stub
    return [stub]
  }

  /// Prepares a resolution of `view`: `nil` when nothing needs resolving (the element's
  /// outputs stand); else the context for the view's content.
  @inline(never)
  private func begin<V: View>(
    _ view: V, context: ResolveContext, isStored: Bool
  ) -> ResolveContext? {
    let inputsUnchanged =
      !isKnownChanged && inputsEqual(view, context.environment, session: context.session)
    isKnownChanged = false
    if inputsUnchanged, !isDirty, !hasDirtyDescendant {
      context.session.statistics.reused += 1
      return nil
    }
    context.session.statistics.resolved += 1
    // Set here rather than on every visit: a weak store costs more than the rest of the
    // check that lets an unchanged element return at once.
    if session !== context.session { session = context.session }
    visitMark &+= 1
    visitedCount = 0
    nextNodes.removeAll(keepingCapacity: true)
    keepsUnvisitedChildren = false
    contentWentToChild = false
    keptType = Self.noType
    environment = context.environment
    var inner = context
    inner.depth += 1
    inner.isReplay = inputsUnchanged && !isDirty
    isResolvingBecauseDirty = isDirty
    isDirty = false
    hasDirtyDescendant = false
    if let extras {
      swap(&extras.dirtyChildrenAtUpdate, &extras.dirtyChildren)
      for child in extras.dirtyChildrenAtUpdate { child.isListedAsDirty = false }
    }
    return inner
  }

  /// Resolves the body of a composed view.
  private func resolveComposed<V: View>(_ view: V, context: ResolveContext) -> [LayoutNode] {
    if V.Body.self == Never.self { Self.noBody(V.self) }
    return resolveBody(
      of: view, replaying: context.isReplay && !isResolvingBecauseDirty, context: context
    ) {
      view.body
    }
  }

  /// Whether views of `type` conform to ``Animatable``; out of line, to keep `update`'s frame
  /// small.
  @inline(never)
  static func isAnimatable(_ type: Any.Type) -> Bool { type is any Animatable.Type }

  /// What `update` asks of a view type's conformances, found once per type: a conformance
  /// check costs several times a lookup. A class, so that finding it copies one reference,
  /// not its fields.
  private final class TypeTraits {
    let isAnimatable: Bool
    /// Whether the type is a ``PartlyKeptView``, kept after it is resolved.
    let isPartlyKept: Bool
    /// The type as a ``PrimitiveView``, if it is one.
    let primitive: (any PrimitiveView.Type)?
    /// The box that keeps a whole view of the type (its ``ViewBox``).
    let wholeBox: AnyViewBox.Type
    /// The box that keeps a partly kept view's own part (its ``PartsBox``); ``wholeBox``
    /// for other types, which never ask for it.
    let ownPartBox: AnyViewBox.Type
    /// For a partly kept view whose own part is nothing (a tuple's), the one box that every
    /// element of the type keeps: it holds nothing to replace, and a box each was an
    /// allocation every row of a list kept.
    let sharedOwnPartBox: AnyViewBox?
    /// The type as a ``StackFlattenedContent`` (a tuple), if it is one.
    let flattened: (any StackFlattenedContent.Type)?
    /// Whether the type is an ``InterchangeablePart``, whose elements share equal parts.
    let sharesEqualParts: Bool
    /// Whether the type is an ``InterchangeableView``, whose elements share equal views.
    let sharesEqualViews: Bool
    /// For an ``InterchangeablePart`` view, the last box of a part made (a `PartsBox`); for
    /// an ``InterchangeableView``, the last box of a view made (a `ViewBox`). An element
    /// whose view's part, or view, equals the one it holds shares it, a box fewer for each
    /// (``keep(_:)``, ``store(_:traits:)``). No type is both.
    @exclusivity(unchecked) var recentBox: AnyViewBox?

    init(
      isAnimatable: Bool, isPartlyKept: Bool, primitive: (any PrimitiveView.Type)?,
      wholeBox: AnyViewBox.Type, ownPartBox: AnyViewBox.Type, sharedOwnPartBox: AnyViewBox?,
      flattened: (any StackFlattenedContent.Type)?, sharesEqualParts: Bool,
      sharesEqualViews: Bool
    ) {
      self.isAnimatable = isAnimatable
      self.isPartlyKept = isPartlyKept
      self.primitive = primitive
      self.wholeBox = wholeBox
      self.ownPartBox = ownPartBox
      self.sharedOwnPartBox = sharedOwnPartBox
      self.flattened = flattened
      self.sharesEqualParts = sharesEqualParts
      self.sharesEqualViews = sharesEqualViews
    }
  }

  @exclusivity(unchecked) private static var typeTraits = TypeTable<TypeTraits>()

  @inline(never)
  private static func traits(of type: any View.Type) -> TypeTraits {
    let key = ObjectIdentifier(type)
    if let known = typeTraits[key] { return known }
    func wholeBox<V: View>(_: V.Type) -> AnyViewBox.Type { ViewBox<V>.self }
    func ownPartBox<V: PartlyKeptView>(_: V.Type) -> AnyViewBox.Type { PartsBox<V>.self }
    func sharedOwnPartBox<V: PartlyKeptView>(_: V.Type) -> AnyViewBox? {
      guard V.KeptPart.self == Void.self else { return nil }
      return PartsBox<V>(unsafeBitCast((), to: V.KeptPart.self))
    }
    let partlyKept = type as? any PartlyKeptView.Type
    let shared = partlyKept.flatMap { sharedOwnPartBox($0) }
    let traits = TypeTraits(
      isAnimatable: isAnimatable(type), isPartlyKept: partlyKept != nil,
      primitive: type as? any PrimitiveView.Type, wholeBox: wholeBox(type),
      ownPartBox: partlyKept.map { ownPartBox($0) } ?? wholeBox(type),
      sharedOwnPartBox: shared,
      flattened: type as? any StackFlattenedContent.Type,
      sharesEqualParts: type is any InterchangeablePart.Type && shared == nil,
      sharesEqualViews: partlyKept == nil && type is any InterchangeableView.Type)
    typeTraits[key] = traits
    return traits
  }

  /// Stops on a view type that declares neither a body nor primitive content.
  @inline(never)
  private static func noBody(_ type: Any.Type) -> Never {
    preconditionFailure(
      "\(name(of: type)) has no body; a view must declare `var body: some View`.")
  }

  /// Ends a resolution whose content made `result`: children not visited leave the tree.
  @inline(never)
  private func finish(_ result: [LayoutNode]) {
    isResolvingPartWay = false
    if let extras, !extras.dirtyChildrenAtUpdate.isEmpty {
      extras.dirtyChildrenAtUpdate.removeAll()
    }
    if !keepsUnvisitedChildren, Int(visitedCount) != children.count {
      if visitedCount == 0 {
        // Every child leaves (a list cleared): the table goes whole, no key is looked up.
        var gone = ChildTable()
        swap(&gone, &children)
        var leaving: [Element] = []
        gone.appendElements(to: &leaving)
        for child in leaving { child.tearDown() }
      } else {
        for (key, child) in children.unvisited(mark: visitMark) {
          children[key] = nil
          child.tearDown()
        }
      }
    }
    swap(&nodes, &nextNodes)
    nextNodes.removeAll(keepingCapacity: true)
    setOutputs(result)
  }

  /// The nodes of `view`, a primitive view of type `P`.
  private func makeNodes<V: View, P: PrimitiveView>(
    of view: V, as _: P.Type, context: ResolveContext
  ) -> [LayoutNode] {
    // `V` is `P`: the cast that found `P` was from `V`'s own metatype. An optimised build
    // reads the view in place: a cast copies it, and with it every view it holds (3 % of a
    // list's build). A debug build casts: the closures of `withValue`, frames of their own
    // there, are on the stack once per level, and a debug build resolves 3,600 levels.
    #if DEBUG
      unsafeBitCast(view, to: P.self).makeNodes(in: self, context: context)
    #else
      withValue(view, as: P.self) { $0.makeNodes(in: self, context: context) }
    #endif
  }

  /// Resolves the body of a composed view or a view modifier: installs the dynamic properties
  /// of `owner`, evaluates `makeBody` under observation tracking, and resolves the result as
  /// this element's only child. When `replaying`, the previous body is resolved again instead.
  func resolveBody<Owner, Body: View>(
    of owner: Owner, replaying: Bool, context: ResolveContext, makeBody: () -> Body
  ) -> [LayoutNode] {
    if replaying, let nodes = resolveBodyAgain(context: context) {
      return Self.naming(nodes, by: Owner.self)
    }
    let body = evaluateBody(of: owner, context: context, makeBody: makeBody)
    return Self.naming(resolveChild(body, key: .slot(0), context: context), by: Owner.self)
  }

  /// Resolves the last body again, without evaluating it: the body's element (the only
  /// child) with the view it keeps. `nil` before a body was resolved.
  ///
  /// The body is not kept by this element as well: a copy of a row's body, in a closure of
  /// its own, was the largest block a list kept per row.
  private func resolveBodyAgain(context: ResolveContext) -> [LayoutNode]? {
    guard let child = child(atSlot: 0), let box = child.view else { return nil }
    return box.resolveAgain(child, context: context).map { nodes in
      _ = visit(child)
      return nodes
    }
  }

  /// Installs the dynamic properties of `owner` and evaluates `makeBody` under observation
  /// tracking; outside the frame of `resolveBody`, which is on the stack once per composed
  /// view.
  @inline(never)
  private func evaluateBody<Owner, Body: View>(
    of owner: Owner, context: ResolveContext, makeBody: () -> Body
  ) -> Body {
    DynamicProperties.install(on: owner, in: self, environment: context.environment)
    let session = context.session
    session.bodyDepth += 1
    let inbox = session.observations
    let body = withObservationTracking(
      makeBody,
      onChange: { [weak self] in
        if let self { inbox.post(self) }
      })
    session.bodyDepth -= 1
    return body
  }

  /// `nodes`, the first labelled with the name of `Owner` when it is a view of the user's
  /// (not one of Galley's), so that messages can name it. Enclosing views label it after, so
  /// the outermost name wins.
  private static func naming<Owner>(_ nodes: [LayoutNode], by owner: Owner.Type) -> [LayoutNode] {
    if let first = nodes.first, let name = userViewName(of: owner) { first.setViewName(name) }
    return nodes
  }

  /// The names of the user's view types, by type; `nil` for Galley's own views and for
  /// modifiers.
  @exclusivity(unchecked) private static var userViewNames = TypeTable<String?>()

  private static func userViewName<Owner>(of owner: Owner.Type) -> String? {
    let key = ObjectIdentifier(owner)
    if let known = userViewNames[key] { return known }
    let name: String? =
      owner is any View.Type && !_typeName(owner, qualified: true).hasPrefix("Widgets.")
      ? Self.name(of: owner) : nil
    userViewNames[key] = name
    return name
  }

  /// Whether `view` and `environment` equal the last inputs.
  private func inputsEqual<V: View>(
    _ view: V, _ environment: EnvironmentValues, session: ResolveSession
  ) -> Bool {
    guard let oldEnvironment = self.environment else { return false }
    return keeps(view) && session.areEquivalent(environment, oldEnvironment)
  }

  /// Whether the element keeps a view equal to `view` (as ``ViewEquality`` compares them).
  /// A partly kept view compares its own part here and the views it holds with what the
  /// children keep.
  fileprivate func keeps<V: View>(_ view: V) -> Bool {
    guard let box = self.view, storedViewType == ObjectIdentifier(V.self) else { return false }
    return box.matches(view, in: self)
  }

  /// The view the element keeps, when it is of type `V`: a partly kept view is made again
  /// from its own part and the views its children keep.
  fileprivate func keptView<V: View>(of _: V.Type) -> V? {
    guard let box = self.view, storedViewType == ObjectIdentifier(V.self) else { return nil }
    return box.rebuilt(in: self)
  }

  /// The child under `.slot(slot)`.
  private func child(atSlot slot: Int) -> Element? {
    if slot == 0, let first = children.firstSlot { return first }
    return children[.slot(slot)]
  }

  /// Whether the child under `.slot(slot)` keeps a view equal to `view`. When it does not,
  /// the child is told, so that it does not compare again when this element resolves it
  /// (an element told so needlessly, if this one does not, resolves once more at worst).
  func childKeeps<V: View>(_ view: V, slot: Int) -> Bool {
    guard let child = child(atSlot: slot) else { return false }
    if child.keeps(view) { return true }
    child.isKnownChanged = true
    return false
  }

  /// The view the child under `.slot(slot)` keeps, when it is of type `V`.
  func childView<V: View>(of type: V.Type, slot: Int) -> V? {
    child(atSlot: slot)?.keptView(of: type)
  }

  /// Resolves `content`, a view the view being resolved holds, as it came, as the child
  /// under `.slot(slot)`: a ``PartlyKeptView`` then keeps only its own part, and compares
  /// `content` with what the child keeps. A view that passes on a view made otherwise
  /// (changed, or under another key) calls ``resolveChild(_:key:context:)``, and is kept
  /// whole.
  func resolveContent<C: View>(
    _ content: C, slot: Int = 0, context: ResolveContext
  ) -> [LayoutNode] {
    contentWentToChild = true
    return resolveChild(content, key: .slot(slot), context: context)
  }

  /// Resolves a stack's content. A tuple's views (`HStack { A; B }`) become this element's
  /// children, at the slots and with the ids they had under the tuple's element: a stack of
  /// several views is one element fewer, which a list of rows has for every row. Any other
  /// content is resolved as ``resolveContent(_:slot:context:)`` resolves it.
  func resolveStackContent<C: View>(_ content: C, context: ResolveContext) -> [LayoutNode] {
    guard let tuple = Self.traits(of: C.self).flattened else {
      return resolveContent(content, context: context)
    }
    contentWentToChild = true
    return tuple.resolveViews(of: content, in: self, context: context)
  }

  /// Whether the children keep a stack's `content`: ``childKeeps(_:slot:)`` for the child
  /// at slot 0, or for a tuple resolved as the stack's children, for each of them.
  func stackContentKeeps<C: View>(_ content: C) -> Bool {
    guard let tuple = Self.traits(of: C.self).flattened else {
      return childKeeps(content, slot: 0)
    }
    return tuple.viewsKept(content, in: self)
  }

  /// A stack's content as the children keep it: ``childView(of:slot:)`` at slot 0, or a
  /// tuple made again from the views its children keep.
  func stackContent<C: View>(of type: C.Type) -> C? {
    guard let tuple = Self.traits(of: C.self).flattened else {
      return childView(of: C.self, slot: 0)
    }
    return tuple.rebuiltView(in: self, as: C.self)
  }

  /// Resolves `content` as ``resolveContent(_:slot:context:)`` does, and adds its nodes to
  /// `nodes`: a child whose nodes stand adds them without making an array of one.
  ///
  /// `inTuple`: `content` is a view of a tuple that a stack holds, and this element, the
  /// stack's, stands in for the tuple's (``resolveStackContent(_:context:)``).
  func appendContent<C: View>(
    _ content: C, slot: Int, context: ResolveContext, to nodes: inout [LayoutNode],
    inTuple: Bool = false
  ) {
    contentWentToChild = true
    let element = child(for: .slot(slot), type: C.self, inTuple: inTuple)
    if let made = element.resolve(content, context: context) {
      nodes += made
    } else {
      element.appendOutputs(to: &nodes)
    }
  }

  /// Keeps `view`, the partly kept view this resolution was for, once resolved: its own
  /// part alone when the views it holds went, as they came, to the children, which keep
  /// them; else the whole view. Nothing when the view was one the element already kept (a
  /// replay), or is not the view this resolution was for (one a view resolves on its
  /// element's behalf).
  func keep<V: PartlyKeptView>(_ view: V) {
    guard keptType == ObjectIdentifier(V.self) else { return }
    keptType = Self.noType
    guard contentWentToChild else {
      store(view, traits: Self.traits(of: V.self))
      return
    }
    if keepsOwnPartOnly, isKnownUniquelyReferenced(&self.view),
      storedViewType == ObjectIdentifier(V.self), let box = self.view
    {
      box.replace(part: view.keptPart, of: V.self)
    } else {
      let traits = Self.traits(of: V.self)
      if let shared = traits.sharedOwnPartBox {
        self.view = shared
      } else if let recent = traits.recentBox,
        view.ownPartEquals(unsafeDowncast(recent, to: PartsBox<V>.self).part)
      {
        // The part the type's last box holds: shared, as most stacks and modifiers of a type
        // repeat their parameters (every row of a list). A shared box is never changed in
        // place: the first branch finds it referenced twice.
        self.view = recent
      } else {
        // The class the traits remember is `PartsBox<V>`: called through it, it is not
        // looked up again.
        assert(traits.ownPartBox == PartsBox<V>.self, "The traits remember another box.")
        let boxType = unsafeBitCast(traits.ownPartBox, to: PartsBox<V>.Type.self)
        let box = boxType.init(view.keptPart)
        if traits.sharesEqualParts { traits.recentBox = box }
        self.view = box
      }
      storedViewType = ObjectIdentifier(V.self)
      keepsOwnPartOnly = true
    }
  }

  /// Keeps `view`, the view being resolved, as the last view value; a partly kept view once
  /// it is resolved (``keep(_:)``), when it is known where the views it holds went. Out of
  /// line, to keep `update`'s frame small.
  @inline(never)
  private func keep<V: View>(_ view: V, traits: TypeTraits) {
    if traits.isPartlyKept {
      keptType = ObjectIdentifier(V.self)
    } else {
      store(view, traits: traits)
    }
  }

  /// Keeps `view` as the last view value, in the box already made when nothing else holds
  /// it; else, for an ``InterchangeableView``, in the type's last box when it holds an equal
  /// view; else in a new box of the type's ``TypeTraits/wholeBox``.
  private func store<V: View>(_ view: V, traits: TypeTraits) {
    if isKnownUniquelyReferenced(&self.view), let box = self.view, !keepsOwnPartOnly,
      storedViewType == ObjectIdentifier(V.self)
    {
      box.replace(with: view)
      return
    }
    if traits.sharesEqualViews, let recent = traits.recentBox, recent.matches(view, in: self) {
      // Shared, as the spacers of a list's rows are equal: never changed in place while
      // shared, since the first branch finds it referenced twice.
      self.view = recent
    } else {
      // The box type is `ViewBox<V>`: called through it, the class is not looked up again.
      assert(traits.wholeBox == ViewBox<V>.self, "The traits remember another box.")
      let box = unsafeBitCast(traits.wholeBox, to: ViewBox<V>.Type.self).init(view)
      if traits.sharesEqualViews { traits.recentBox = box }
      self.view = box
    }
    storedViewType = ObjectIdentifier(V.self)
    keepsOwnPartOnly = false
  }

  /// Resolves a child view under `key`, reusing the child element when its key and view type
  /// match the previous resolution.
  func resolveChild<V: View>(
    _ view: V, key: ChildKey, context: ResolveContext
  ) -> [LayoutNode] {
    let element = child(for: key, type: V.self)
    return element.resolve(view, context: context) ?? element.outputs
  }

  /// How ``rowChild(reusing:type:key:)`` found a row's element.
  enum RowChild {
    /// An element of the last resolution, whose row index then was `rowIndex`.
    case kept(Element, rowIndex: Int)
    /// An element made anew.
    case made(Element)
    /// The element of a row this resolution already visited: the id is repeated.
    case repeated
  }

  /// The element of a `ForEach` row: `candidate`, when it is the element of the row's id
  /// (the caller knows, from where the id sat last time), without hashing the key; else the
  /// child under `key`, made anew when absent.
  func rowChild<V>(reusing candidate: Element?, type: V.Type, key: () -> ChildKey) -> RowChild {
    let typeID = ObjectIdentifier(V.self)
    if let candidate, candidate.isAlive, candidate.parent === self, candidate.viewType == typeID {
      if candidate.visitedIn == visitMark { return .repeated }
      return .kept(visit(candidate), rowIndex: candidate.rowIndex)
    }
    let key = key()
    let existing = children[key]
    if let existing, existing.viewType == typeID {
      if existing.visitedIn == visitMark { return .repeated }
      return .kept(visit(existing), rowIndex: existing.rowIndex)
    }
    return .made(makeChild(key, viewType: typeID, replacing: existing))
  }

  /// The child element under `key`, made anew when absent or made for another view type
  /// (with the id it would have under a tuple's element, when `inTuple`).
  func child<V>(for key: ChildKey, type: V.Type, inTuple: Bool = false) -> Element {
    let typeID = ObjectIdentifier(V.self)
    let existing = children[key]
    if let existing, existing.viewType == typeID { return visit(existing) }
    return makeChild(key, viewType: typeID, replacing: existing, inTuple: inTuple)
  }

  /// A new child element under `key`, for views of type `viewType`, in place of `existing`,
  /// the child found under the key (made for another type), which is torn down. The caller
  /// has looked the key up once: a new row of a list hashes its key twice, not three times.
  ///
  /// A view of a tuple that a stack holds (`inTuple`) gets the id it would have under the
  /// tuple's element, at slot 0 of the stack's, so that its nodes keep their ids.
  private func makeChild(
    _ key: ChildKey, viewType: ObjectIdentifier, replacing existing: Element?,
    inTuple: Bool = false
  ) -> Element {
    existing?.tearDown()
    let parentID = inTuple ? id.child(ChildKey.slot(0).component) : id
    let element = Element(id: parentID.child(key.component), viewType: viewType, parent: self)
    element.session = session
    children[key] = element
    return visit(element)
  }

  /// Marks `child` as visited by the current resolution, once.
  private func visit(_ child: Element) -> Element {
    if child.visitedIn != visitMark {
      child.visitedIn = visitMark
      visitedCount &+= 1
    }
    return child
  }

  /// Marks the element for evaluation at the next update, and its ancestors as leading to
  /// it, and asks the host for an update.
  func markDirty() {
    guard isAlive else { return }
    if !isDirty {
      isDirty = true
      var child = self
      while let ancestor = child.parent {
        if !child.isListedAsDirty {
          ancestor.dirtyChildren.append(child)
          child.isListedAsDirty = true
        }
        if ancestor.hasDirtyDescendant { break }
        ancestor.hasDirtyDescendant = true
        child = ancestor
      }
    }
    session?.setNeedsUpdate()
  }

  /// Removes the element and everything below it from the tree: state stops, tasks are
  /// cancelled, tap handlers go, and `onDisappear` actions are queued.
  private func tearDown() {
    var pending = [self]
    while let element = pending.popLast() {
      element.isAlive = false
      element.parent = nil
      let extras = element.extras
      if let extras {
        for task in extras.tasks { task.cancel() }
        extras.tasks = []
      }
      if let session = element.session {
        if let extras {
          for target in extras.tapTargets {
            session.tapHandlers[target] = nil
            session.gestureAttachments[target] = nil
            session.textInputs[target] = nil
            session.accessibilityActions[target] = nil
          }
        }
        // A view that goes takes what it presents with it.
        if !session.presentations.entries.isEmpty { session.presentations.end(element.id) }
        if let extras { session.pendingDisappearActions += extras.disappearActions }
      }
      extras?.disappearActions = []
      for storage in element.propertyStorage {
        (storage as? any StateStorage)?.retire()
      }
      var children = ChildTable()
      swap(&children, &element.children)
      children.appendElements(to: &pending)
    }
  }

  /// A readable name for a view type, without generic arguments: `HStack`, `ModifiedContent`.
  nonisolated static func name(of type: Any.Type) -> String {
    let full = String(describing: type)
    return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
  }

  /// The object a modifier keeps under `key` across updates, made the first time.
  func kept<T: AnyObject>(_ key: String, make: () -> T) -> T {
    if let kept = modifierStorage[key] as? T { return kept }
    let made = make()
    modifierStorage[key] = made
    return made
  }

  /// Lists `value` for `nodes` in one of the session's tables of modifiers (transitions,
  /// lasting transaction scopes) under this element's id and depth, until the element leaves
  /// the tree.
  func keepScoped<Value>(
    _ value: Value, for nodes: [LayoutNode],
    in table: ReferenceWritableKeyPath<ResolveSession, [NodeID: Scoped<Value>]>,
    context: ResolveContext
  ) {
    let id = self.id
    let session = context.session
    session[keyPath: table][id] = Scoped(nodes: nodes, depth: context.depth, value: value)
    disappearActions = [{ [weak session] in session?[keyPath: table][id] = nil }]
  }

  /// Makes `count` taps in a row that land on the node `id` run `action`; a control that is
  /// not enabled refuses them, and one with a pressed look is told when a finger is down.
  func handleTaps(
    on id: NodeID, count: Int, isEnabled: Bool = true, setPressed: ((Bool) -> Void)? = nil,
    minimumDuration: Double? = nil, action: @escaping () -> Void
  ) {
    session?.tapHandlers[id] = TapHandler(
      count: count, isEnabled: isEnabled, setPressed: setPressed,
      minimumDuration: minimumDuration, action: action)
    if !tapTargets.contains(id) { tapTargets.append(id) }
  }

  /// The node the last resolution made under `id` (this element's id by default), if any.
  func previousNode(_ id: NodeID? = nil) -> LayoutNode? {
    nodes[id ?? self.id]
  }

  /// The node this element makes under `id` (its own id by default), reused from the previous
  /// resolution when there is one, so that its memoised layout survives unchanged inputs.
  ///
  /// `configure` sets effects, accessibility and traits; the node renders again only if what it
  /// sets differs from last time.
  func node(
    _ id: NodeID? = nil, role: RenderRole, behavior: LayoutNode.Behavior,
    children: [LayoutNode] = [], content: LayoutNode.Content? = nil,
    configure: (LayoutNode) -> Void = { _ in }
  ) -> LayoutNode {
    let id = id ?? self.id
    guard let node = nodes[id] ?? nextNodes[id] else {
      let node = LayoutNode(
        id: id, role: role, behavior: behavior, children: children,
        content: content)
      node.layoutDirection = environment?.layoutDirection ?? .leftToRight
      configure(node)
      nextNodes[id] = node
      return node
    }
    if node.role != role {
      node.role = role
      node.markNeedsRender()
    }
    node.setBehavior(behavior)
    node.setChildren(children)
    node.setContent(content)
    let effects = node.effects
    let accessibility = node.accessibility
    let priority = node.explicitPriority
    let space = node.coordinateSpaceName
    let direction = node.layoutDirection
    let hadValues = !node.layoutValues.isEmpty
    let ignoredEdges = node.ignoredSafeAreaEdges
    let zIndex = node.zIndex
    node.layoutDirection = environment?.layoutDirection ?? .leftToRight
    node.effects = RenderEffects()
    node.accessibility = AccessibilityInfo()
    node.explicitPriority = nil
    node.coordinateSpaceName = nil
    node.layoutValues = [:]
    node.geometryContent = nil
    node.ignoredSafeAreaEdges = []
    node.preferences = [:]
    node.zIndex = 0
    node.sizedProjection = nil
    node.sizedClip = nil
    configure(node)
    // A geometry effect's matrix and a custom clip come from closures, which cannot be
    // compared.
    if node.zIndex != zIndex || node.sizedProjection != nil || node.sizedClip != nil {
      node.markNeedsRender()
    }
    if node.explicitPriority != priority || hadValues || !node.layoutValues.isEmpty
      || node.ignoredSafeAreaEdges != ignoredEdges
    {
      node.invalidateLayout()
    }
    if node.effects != effects || node.accessibility != accessibility
      || node.coordinateSpaceName != space || node.layoutDirection != direction
    {
      node.markNeedsRender()
    }
    nextNodes[id] = node
    return node
  }
}

/// The layout nodes an element made, by id: most elements make one node, under their own id,
/// which is kept inline (by itself: a node knows its id); others go to a dictionary.
struct NodeTable {
  private var first: LayoutNode?
  private var others: [NodeID: LayoutNode] = [:]

  /// The node under `id`; a node is only ever set under its own id.
  subscript(id: NodeID) -> LayoutNode? {
    get {
      if let first, first.id == id { return first }
      return others.isEmpty ? nil : others[id]
    }
    set {
      assert(newValue.map { $0.id == id } ?? true, "A node goes under its own id.")
      if first == nil || first?.id == id {
        first = newValue
      } else {
        others[id] = newValue
      }
    }
  }

  /// Forgets every node, keeping the dictionary's storage.
  mutating func removeAll(keepingCapacity: Bool) {
    first = nil
    if !others.isEmpty { others.removeAll(keepingCapacity: keepingCapacity) }
  }
}

/// An element's children by key: most elements have one child, kept inline; the views of a
/// tuple or a stack, under `.slot(i)`, by position; others go to a dictionary. Not isolated,
/// so that an element's `deinit` can go through its children (`@unchecked Sendable` for
/// that: elements are made, changed and released on the main actor only).
struct ChildTable: @unchecked Sendable {
  // The first child's key and element are kept apart, not as an optional pair: a key holds
  // an `AnyHashable`, and testing or reading an optional pair copied the key through its
  // type's value witnesses on every lookup.
  private var firstElement: Element?
  /// The first child's key; meaningful only when ``firstElement`` is set.
  private var firstKey = ChildKey.slot(0)
  /// The children under `.slot(i)`, but the first child, at index `i`, for `i` below
  /// ``slotLimit``: found without hashing a key. A tuple's three views kept a dictionary of
  /// 328 bytes a row; this is an array of a few references.
  private var slotted: [Element?] = []
  private var others: [ChildKey: Element] = [:]
  /// The slots kept by position; a larger one goes to the dictionary.
  private static let slotLimit = 64

  /// The number of children: counted, not stored, for the few slots a tuple has (a count
  /// would make every element's table eight bytes larger).
  var count: Int {
    var total = (firstElement == nil ? 0 : 1) + others.count
    for case .some in slotted { total += 1 }
    return total
  }

  /// The position in ``slotted`` of `key`, a slot below ``slotLimit``; `nil` for any other
  /// key.
  private static func slotIndex(of key: ChildKey) -> Int? {
    guard case .slot(let index) = key, index >= 0, index < slotLimit else { return nil }
    return index
  }

  subscript(key: ChildKey) -> Element? {
    get {
      if let firstElement, key.isSame(as: firstKey) { return firstElement }
      if let index = Self.slotIndex(of: key) {
        return index < slotted.count ? slotted[index] : nil
      }
      return others.isEmpty ? nil : others[key]
    }
    set {
      if firstElement != nil, key.isSame(as: firstKey) {
        firstElement = newValue
      } else if let index = Self.slotIndex(of: key) {
        let isPresent = index < slotted.count && slotted[index] != nil
        if !isPresent, firstElement == nil {
          if newValue != nil { firstKey = key }
          firstElement = newValue
          return
        }
        guard isPresent || newValue != nil else { return }
        if index >= slotted.count {
          if slotted.isEmpty { slotted.reserveCapacity(max(index + 1, 4)) }
          slotted.append(contentsOf: repeatElement(nil, count: index + 1 - slotted.count))
        }
        slotted[index] = newValue
      } else if firstElement == nil, others.isEmpty || others[key] == nil {
        if newValue != nil { firstKey = key }
        firstElement = newValue
      } else {
        others[key] = newValue
      }
    }
  }

  /// The child under `.slot(0)` when it is the first one made, as a modified view's content
  /// is: found without hashing or copying a key.
  var firstSlot: Element? {
    guard let firstElement, case .slot(0) = firstKey else { return nil }
    return firstElement
  }

  /// The children the resolution numbered `mark` did not visit, in the order of their ids.
  @MainActor
  func unvisited(mark: UInt32) -> [(key: ChildKey, element: Element)] {
    pairs { $0.visitedIn != mark }
  }

  /// The children `isIncluded` accepts, each with its key, in the order of their ids.
  private func pairs(
    where isIncluded: (Element) -> Bool
  ) -> [(key: ChildKey, element: Element)] {
    var result: [(key: ChildKey, element: Element)] = []
    if let firstElement, isIncluded(firstElement) { result.append((firstKey, firstElement)) }
    for (index, element) in slotted.enumerated() {
      if let element, isIncluded(element) { result.append((.slot(index), element)) }
    }
    for (key, element) in others where isIncluded(element) { result.append((key, element)) }
    return Self.sortedByID(result)
  }

  /// `pairs` in the order of their elements' ids, sorting positions rather than moving the
  /// pairs around.
  private static func sortedByID(
    _ pairs: [(key: ChildKey, element: Element)]
  ) -> [(key: ChildKey, element: Element)] {
    guard pairs.count > 1 else { return pairs }
    var order = pairs.indices.map { (id: pairs[$0].element.id, index: $0) }
    order.sort(by: precedes)
    return order.map { pairs[$0.index] }
  }

  // The orders compare outside the main actor: a closure isolated to it, called by the
  // standard library's sort, checks the executor on every comparison.
  private nonisolated static func precedes(
    _ a: (id: NodeID, index: Int), _ b: (id: NodeID, index: Int)
  ) -> Bool { a.id < b.id }

  private nonisolated static func precedes(_ a: Element, _ b: Element) -> Bool { a.id < b.id }

  /// Calls `body` with every child, in no particular order, and empties the table: for an
  /// element's `deinit`, where reading the table to go through it copied the table, keys and
  /// all (`body` could have changed the element's table while it was read).
  mutating func removeAll(calling body: (Element) -> Void) {
    if let firstElement { body(firstElement) }
    for case let element? in slotted { body(element) }
    for element in others.values { body(element) }
    firstElement = nil
    slotted = []
    others = [:]
  }

  /// Appends every child to `elements`, in the order of their ids (the order of ``pairs``),
  /// without copying a key.
  func appendElements(to elements: inout [Element]) {
    if others.isEmpty, slotted.isEmpty {
      if let firstElement { elements.append(firstElement) }
      return
    }
    var found: [Element] = []
    found.reserveCapacity(count)
    if let firstElement { found.append(firstElement) }
    for case let element? in slotted { found.append(element) }
    found.append(contentsOf: others.values)
    found.sort(by: Self.precedes)
    elements += found
  }

  /// Every child with its key, in the order of their ids, so that what follows from the
  /// order (the order of `onDisappear` actions) is the same in every process.
  var pairs: [(key: ChildKey, element: Element)] { pairs { _ in true } }
}

/// A view value kept by its element, in a box of its own type, so that reading it back is a
/// type check rather than a cast out of `Any`.
///
/// The element's code is generic over the view's type and not specialised for it, so naming
/// `ViewBox<V>` there looks its class up in the runtime's table of generic types (hundreds of
/// instructions, keyed by the view's whole type): to make a box, and again to find its
/// `value`. The element makes a box through the class its type traits remember, and reaches
/// the value through the box's own methods, which know their class from the box.
private final class ViewBox<V: View>: AnyViewBox {
  var value: V

  init(_ value: V) { self.value = value }

  override func resolveAgain(_ element: Element, context: ResolveContext) -> [LayoutNode]? {
    element.resolve(value, context: context, isStored: true) ?? element.outputs
  }

  override func matches<U: View>(_ view: U, in element: Element) -> Bool {
    // `U` is `V`: the element checked the type's identity.
    ViewEquality.equal(unsafeBitCast(value, to: U.self), view)
  }

  override func rebuilt<U: View>(in element: Element) -> U? {
    // `U` is `V`, as above.
    unsafeBitCast(value, to: U.self)
  }

  override func replace<U: View>(with view: U) {
    // `U` is `V`, as above.
    value = unsafeBitCast(view, to: V.self)
  }
}

/// Content that a stack resolves as its own children: a tuple's views. The stack's element
/// stands in for the tuple's, keeping each view at its slot with the id it had there.
@MainActor
protocol StackFlattenedContent: PartlyKeptView {
  /// Resolves `content` (a value of this type) as `element`'s children.
  static func resolveViews<C>(
    of content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  /// Whether `element`'s children keep the views of `content` (a value of this type).
  static func viewsKept<C>(_ content: C, in element: Element) -> Bool
  /// A value made again from the views `element`'s children keep, as a `C` (this type).
  static func rebuiltView<C>(in element: Element, as _: C.Type) -> C?
}

/// A partly kept view whose own parts, when equal, are interchangeable: plain values
/// compared exactly (a stack's alignment and spacing, a padding's insets), no closures or
/// objects, nothing a user's `==` compares loosely. Its elements share one box for equal
/// parts (``Element/keep(_:)``); another view's element keeps the part it was resolved with.
protocol InterchangeablePart: PartlyKeptView {}

/// A view of plain values compared exactly (a spacer's minimum length, a symbol's name),
/// whose elements share one box for equal views (``Element/store(_:traits:)``).
protocol InterchangeableView: View {}

/// A modifier of plain values (lengths, edges, alignments) compared exactly, whose
/// ``ModifiedContent`` is an ``InterchangeablePart``.
protocol PlainValueModifier: ViewModifier {}

extension ModifiedContent: InterchangeablePart where Content: View, Modifier: PlainValueModifier {}

/// A view whose element keeps only the view's own part (a modifier, a stack's alignment and
/// spacing) when the views it holds went, as they came, to the element's children
/// (``Element/resolveContent(_:slot:context:)``), which keep them.
///
/// Each element of a chain of modifiers, or of a stack and its tuple of views, kept a copy
/// of everything below it, and compared it all again; now each level keeps and compares its
/// own part, and the level that finds a child's view changed tells the child, which does not
/// compare it again.
@MainActor
protocol PartlyKeptView: View {
  /// The view without the views it holds.
  associatedtype KeptPart
  /// The view's own part.
  var keptPart: KeptPart { get }
  /// Whether the view's own part equals `kept` (as ``ViewEquality`` compares views).
  func ownPartEquals(_ kept: KeptPart) -> Bool
  /// Whether the views this one holds equal those `element`'s children keep
  /// (``Element/childKeeps(_:slot:)``).
  func childrenKeepTheirViews(in element: Element) -> Bool
  /// The view made again from its own part and the views `element`'s children keep; `nil`
  /// when a child keeps none.
  static func rebuilt(from kept: KeptPart, in element: Element) -> Self?
}

/// The own part of a ``PartlyKeptView``, kept by its element: the view is that part with the
/// views the element's children keep.
private final class PartsBox<V: PartlyKeptView>: AnyViewBox {
  var part: V.KeptPart

  init(_ part: V.KeptPart) { self.part = part }

  override func resolveAgain(_ element: Element, context: ResolveContext) -> [LayoutNode]? {
    guard let view = V.rebuilt(from: part, in: element) else { return nil }
    return element.resolve(view, context: context, isStored: true) ?? element.outputs
  }

  override func matches<U: View>(_ view: U, in element: Element) -> Bool {
    // `U` is `V`: the element checked the type's identity.
    withValue(view, as: V.self) { other in
      other.ownPartEquals(part) && other.childrenKeepTheirViews(in: element)
    }
  }

  override func rebuilt<U: View>(in element: Element) -> U? {
    // `U` is `V`, as above.
    V.rebuilt(from: part, in: element).map { unsafeBitCast($0, to: U.self) }
  }

  override func replace<U: PartlyKeptView>(part: U.KeptPart, of _: U.Type) {
    // `U` is `V`, as above.
    self.part = unsafeBitCast(part, to: V.KeptPart.self)
  }
}

/// A ``ViewBox`` or ``PartsBox`` of any view type.
@MainActor
private class AnyViewBox {
  /// Resolves `element`, whose view the box holds, with that view again; `nil` when the view
  /// cannot be made again (a modified view's content is no longer kept).
  func resolveAgain(_ element: Element, context: ResolveContext) -> [LayoutNode]? {
    preconditionFailure("abstract")
  }

  /// Whether the kept view equals `view`, of the kept view's type.
  func matches<V: View>(_ view: V, in element: Element) -> Bool { preconditionFailure("abstract") }

  /// The kept view (a ``PartsBox``'s made again), of the kept view's type.
  func rebuilt<V: View>(in element: Element) -> V? { preconditionFailure("abstract") }

  /// Keeps `view`, of the kept view's type, instead of the view kept (``ViewBox`` only).
  func replace<V: View>(with view: V) { preconditionFailure("abstract") }

  /// Keeps `part`, the own part of a view of the kept view's type, instead of the part kept
  /// (``PartsBox`` only).
  func replace<V: PartlyKeptView>(part: V.KeptPart, of _: V.Type) {
    preconditionFailure("abstract")
  }
}
