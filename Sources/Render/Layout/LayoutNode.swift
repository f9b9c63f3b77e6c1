import Foundation

/// One node of the layout tree: how it sizes itself, what it draws, its effects and children.
///
/// Widgets builds one node per view and per layout-affecting modifier; the layout engine
/// measures and places nodes and turns them into ``RenderNode``s. Sizes are memoised per
/// proposal on the node, so measuring a subtree twice with the same proposal costs O(1) the
/// second time; changing a node's behaviour or children clears its memo.
package final class LayoutNode {
  /// How a node without children sizes itself.
  package enum Leaf {
    /// Takes the proposal; an unspecified dimension becomes 10 (shapes, colours).
    case flexible
    /// Always the same size (a symbol image).
    case fixed(CGSize)
    /// Text, measured and broken into lines for each proposal.
    case text(TextMeasurer)
    /// Expands along a stack's axis (or both axes outside a stack), never below `minLength`.
    case spacer(minLength: CGFloat, axis: Axis?)
    /// A line `thickness` thick across a stack's axis, flexible along it.
    case divider(thickness: CGFloat, axis: Axis?)
    /// Takes no room.
    case empty
  }

  /// How the node sizes itself and places its children.
  package enum Behavior {
    /// A node without children that sizes itself.
    case leaf(Leaf)
    /// A node that sizes itself and places its children with a layout.
    case container(AnyLayoutBox)
  }

  /// What a node draws in its bounds, before layout has fixed its size.
  package indirect enum Content {
    /// A shape whose outline is made for the node's final size, filled or stroked.
    case shape(ShapeSource, paint: Paint, stroke: StrokeStyle?, evenOdd: Bool)
    /// Text, broken into lines for the node's final size and aligned within it.
    case text(TextMeasurer, paint: Paint, alignment: TextAlignment)
    /// A symbol image.
    case image(ImageContent)
  }

  /// Where a shape's outline comes from.
  package enum ShapeSource {
    /// A built-in shape's geometry.
    case geometry(ShapeGeometry)
    /// A custom shape's path for a rectangle, inset by `inset` on every edge.
    case path(@Sendable (CGRect) -> Path, inset: CGFloat)
  }

  /// The node's identity, carried over to its render node.
  package let id: NodeID
  /// What made the node: a view (`HStack`, `Text`) or a modifier (`padding`, `frame`), with
  /// its parameters.
  @exclusivity(unchecked) package var role: RenderRole
  // The one-byte fields follow the role, in the bytes its type leaves before the next
  // eight-byte field (further down, these fields made a node 16 bytes larger).
  /// The direction of the node's own coordinate space: in right-to-left, children are placed
  /// mirrored, as SwiftUI flips the coordinate space.
  @exclusivity(unchecked) package var layoutDirection: LayoutDirection = .leftToRight
  /// Whether the node's memoised sizes were dropped since it was last placed: its size, or a
  /// layout trait its parent reads, may have changed.
  ///
  /// The two flags are read once per child by every update of a container, so they skip the
  /// run-time exclusivity check (the checks were a quarter of a one-row update in a list of
  /// 10,000): they are plain values, only ever assigned, never passed `inout`.
  @exclusivity(unchecked) package private(set) var needsLayout = true
  /// Whether the node must be placed again: something it draws, or something below it,
  /// changed since it was last placed.
  @exclusivity(unchecked) package private(set) var needsRender = true
  /// The explicit identity given by `ForEach` or `.id`, for dumps.
  package var key: String? { labels?.key }
  /// The name of the user's view whose body made this node first.
  package var viewName: String? { labels?.viewName }
  /// ``key`` and ``viewName``, boxed together: most nodes have neither, and two optional
  /// strings were 32 bytes in every node (a list's row has a key on its first node only).
  @exclusivity(unchecked) private var labels: Labels?
  /// How the node sizes itself.
  @exclusivity(unchecked) package private(set) var behavior: Behavior
  /// The children, back to front.
  @exclusivity(unchecked) package private(set) var children: [LayoutNode]
  /// What the node draws in its bounds, if anything.
  @exclusivity(unchecked) package private(set) var content: Content?
  /// Drawing effects on the node and its subtree.
  package var effects: RenderEffects {
    get { extras?.effects ?? RenderEffects() }
    set { if extras != nil || !newValue.isEmpty { makeExtras().effects = newValue } }
  }
  /// What assistive technologies know about the node.
  package var accessibility: AccessibilityInfo {
    get { extras?.accessibility ?? AccessibilityInfo() }
    set { if extras != nil || !newValue.isEmpty { makeExtras().accessibility = newValue } }
  }
  /// The priority set by `layoutPriority(_:)`, if any.
  package var explicitPriority: Double? {
    get { extras?.explicitPriority }
    set { if extras != nil || newValue != nil { makeExtras().explicitPriority = newValue } }
  }
  /// Values set with `layoutValue(key:value:)`, keyed by the key type.
  package var layoutValues: [ObjectIdentifier: Any] {
    get { extras?.layoutValues ?? [:] }
    set { if extras != nil || !newValue.isEmpty { makeExtras().layoutValues = newValue } }
  }
  /// For a geometry reader: builds the children once the node's size and position are known.
  package var geometryContent: ((GeometryProxy) -> [LayoutNode])? {
    get { extras?.geometryContent }
    set { if extras != nil || newValue != nil { makeExtras().geometryContent = newValue } }
  }
  /// The drawing order among the node's siblings, set by `zIndex(_:)`: higher in front.
  package var zIndex: Double {
    get { extras?.zIndex ?? 0 }
    set { if extras != nil || newValue != 0 { makeExtras().zIndex = newValue } }
  }
  /// Values set with `preference(key:value:)`, keyed by the key type, for the
  /// `onPreferenceChange` observers above the node.
  package var preferences: [ObjectIdentifier: Any] {
    get { extras?.preferences ?? [:] }
    set { if extras != nil || !newValue.isEmpty { makeExtras().preferences = newValue } }
  }
  /// The edges on which the node grows into the safe area where it touches it
  /// (`ignoresSafeArea`, a scroll view along its axes).
  package var ignoredSafeAreaEdges: Edge.Set {
    get { extras?.ignoredSafeAreaEdges ?? [] }
    set { if extras != nil || !newValue.isEmpty { makeExtras().ignoredSafeAreaEdges = newValue } }
  }
  /// The safe-area insets the node saw when it was last placed anew.
  package var safeAreaInsets: EdgeInsets {
    get { extras?.safeAreaInsets ?? EdgeInsets() }
    set {
      if extras != nil || newValue != EdgeInsets() { makeExtras().safeAreaInsets = newValue }
    }
  }
  /// Whether the node is placed anew whenever its canvas position changes, so that its
  /// ``placedCanvasOrigin`` is always current (a lazy stack reads where it lies in its scroll
  /// view after every layout).
  package var tracksCanvasPosition: Bool {
    get { extras?.tracksCanvasPosition ?? false }
    set { if extras != nil || newValue { makeExtras().tracksCanvasPosition = newValue } }
  }
  /// For a geometry effect: the matrix its drawing is transformed by, from the node's final
  /// size (``RenderEffects/projection``).
  package var sizedProjection: ((CGSize) -> ProjectionTransform)? {
    get { extras?.sizedProjection }
    set { if extras != nil || newValue != nil { makeExtras().sizedProjection = newValue } }
  }
  /// For a clip to a custom shape: its outline for the node's final size
  /// (``RenderEffects/clip``).
  package var sizedClip: ((CGSize) -> ShapeGeometry)? {
    get { extras?.sizedClip }
    set { if extras != nil || newValue != nil { makeExtras().sizedClip = newValue } }
  }
  /// How far a pinned section header or footer is moved from where the stack placed it, to
  /// stay in view; added to its offset.
  package var pinOffset: CGSize {
    get { extras?.pinOffset ?? .zero }
    set { if extras != nil || newValue != .zero { makeExtras().pinOffset = newValue } }
  }
  /// The name of the coordinate space this node defines, if any.
  package var coordinateSpaceName: AnyHashable? {
    get { extras?.coordinateSpaceName }
    set { if extras != nil || newValue != nil { makeExtras().coordinateSpaceName = newValue } }
  }
  /// Whether the node sets any of the properties few nodes set (effects, an offset, a clip,
  /// a geometry reader, a named space, …): one without has each at its default, and the
  /// engine skips asking for them one by one.
  var hasExtras: Bool { extras != nil }
  /// Whether the node reads where it lies on the canvas when it is placed: a geometry
  /// reader, a named coordinate space, a node that tracks its position. Asked of every node
  /// placed, and answered without copying the reader's closure or the space's name out.
  var readsCanvasPosition: Bool {
    guard let extras else { return false }
    return extras.tracksCanvasPosition || extras.geometryContent != nil
      || extras.coordinateSpaceName != nil
  }

  /// What few nodes set: effects, accessibility, layout traits, geometry readers. Kept apart,
  /// so that a plain node is smaller by their size.
  private final class Extras {
    var effects = RenderEffects()
    var accessibility = AccessibilityInfo()
    var explicitPriority: Double?
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var geometryContent: ((GeometryProxy) -> [LayoutNode])?
    var coordinateSpaceName: AnyHashable?
    var ignoredSafeAreaEdges: Edge.Set = []
    var preferences: [ObjectIdentifier: Any] = [:]
    var zIndex: Double = 0
    var safeAreaInsets = EdgeInsets()
    var tracksCanvasPosition = false
    var sizedProjection: ((CGSize) -> ProjectionTransform)?
    var pinOffset = CGSize.zero
    var sizedClip: ((CGSize) -> ShapeGeometry)?
  }

  @exclusivity(unchecked) private var extras: Extras?

  private func makeExtras() -> Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }
  /// The last placement and its result, reused while nothing changes.
  var lastPlacement: PlacementRecord? {
    guard case .placed(let record) = placement else { return nil }
    return record
  }
  /// ``lastPlacement``, kept in an enum of the node's own: released as an optional, a record
  /// went through the optional's generic value witnesses, which look up the metadata of
  /// `Optional<PlacementRecord>` for each node (a twentieth of releasing a list's host).
  @exclusivity(unchecked) private var placement = PlacementSlot.none
  private enum PlacementSlot {
    case none
    case placed(PlacementRecord)
  }
  /// The render node the last placement made, if the node was placed.
  package var placedRender: RenderNode? { lastPlacement?.render }
  /// The node's own frame in its parent's coordinates after its last placement, rounded (a
  /// layout modifier's, even where its render node folded into the view it wraps).
  package var placedFrame: CGRect? { lastPlacement?.frame }
  /// The node's unrounded canvas origin at its last placement. A node reused in place keeps
  /// the origin it was placed at; one that ``tracksCanvasPosition`` is placed anew when it
  /// moves, so its origin is current.
  package var placedCanvasOrigin: CGPoint? { lastPlacement?.canvasOrigin }
  /// What a `GeometryProxy` of the node says after its last placement: its size, its
  /// unrounded canvas origin and the safe-area insets it overlaps.
  package var placedGeometry: GeometryProxy? {
    guard let last = lastPlacement else { return nil }
    let origin = last.canvasOrigin
    let size = last.frame.size
    return GeometryProxy(
      size: size, globalOrigin: origin,
      safeAreaInsets: last.safe?.insets(of: CGRect(origin: origin, size: size)) ?? EdgeInsets())
  }

  /// Every answer since the last invalidation: the most recent one in ``recentSize``, the
  /// earlier ones in a short list. A node usually hears a handful of proposals (a stack's
  /// child six: zero, infinity and its share, when the stack is measured and again when it is
  /// placed) and the list serves them; nested stacks ask a deep node for more distinct sizes
  /// the deeper it sits, and forgetting any of them would make layout exponential in depth,
  /// so past `smallCacheLimit` answers the memo moves to a dictionary.
  ///
  /// These memos, like the placement records and the flags above, skip the run-time
  /// exclusivity check: they are read for every proposal, and only assigned or appended to by
  /// the node's own methods, which call nothing that could reach them again.
  @exclusivity(unchecked) private var sizeCache: [SizeMemo] = []
  @exclusivity(unchecked) private var largeSizeCache: [ProposedViewSize: CGSize]?
  private static let smallCacheLimit = 8
  /// A bound on memory for adversarial layouts; reached, the memo starts over.
  private static let largeCacheLimit = 65_536
  /// The most recent answer, checked before the others: most questions repeat it. It is kept
  /// in the node, so that a node asked one proposal (a modifier, a stack measured once) needs
  /// no list; ``SizeMemo/none`` before the first answer. With a dictionary, a copy of one of
  /// its entries.
  @exclusivity(unchecked) private var recentSize = SizeMemo.none
  /// The alignment guides the subtree may set explicitly, once known.
  @exclusivity(unchecked) var explicitGuidesCache: ExplicitGuides?

  /// Creates a node.
  package init(
    id: NodeID, role: RenderRole, behavior: Behavior, children: [LayoutNode] = [],
    content: Content? = nil
  ) {
    self.id = id
    self.role = role
    self.behavior = behavior
    self.children = children
    self.content = content
  }

  /// Releases the subtree iteratively, so that dropping a very deep tree cannot overflow the
  /// stack with nested deinitialisers.
  deinit {
    var pending = children
    children = []
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending += node.children
        node.children = []
      }
    }
  }

  /// Sets how the node sizes itself. An equivalent behaviour keeps the current one, with its
  /// layout cache and memoised sizes.
  package func setBehavior(_ new: Behavior) {
    guard !Behavior.equivalent(behavior, new) else { return }
    behavior = new
    invalidateLayout()
  }

  /// Sets the children. The same nodes in the same order keep the memoised sizes, unless
  /// one of them changed its layout since it was last placed.
  package func setChildren(_ new: [LayoutNode]) {
    // One pass over the children: whether they are the same nodes, and which changed their
    // layout or drawing.
    let changed = !new.holdsSameObjects(as: children)
    var dirtyLayout: [Int] = []
    var dirtyRender = false
    new.withUnsafeBufferPointer { fresh in
      for index in fresh.indices {
        if fresh[index].needsLayout { dirtyLayout.append(index) }
        if fresh[index].needsRender { dirtyRender = true }
      }
    }
    if changed {
      children = new
      if case .container(let box) = behavior { box.subviewsDidChange() }
      invalidateLayout()
    } else if !dirtyLayout.isEmpty {
      // The same children, some of them changed: a stack's memo is told which.
      invalidateLayout()
      if case .container(let box) = behavior, box.stackMemo != nil {
        for index in dirtyLayout { box.subviewNeedsLayout(at: index) }
      }
    }
    if dirtyRender { needsRender = true }
  }

  /// Replaces the children of a geometry reader, whose size does not depend on them.
  package func setGeometryChildren(_ new: [LayoutNode]) {
    children = new
    explicitGuidesCache = nil
    if case .container(let box) = behavior { box.subviewsDidChange() }
    needsRender = true
  }

  /// Sets what the node draws; different content makes the node render again.
  package func setContent(_ new: Content?) {
    switch (content, new) {
    case (nil, nil): return
    case (let old?, let new?) where Content.equivalent(old, new): return
    default:
      content = new
      needsRender = true
    }
  }

  /// A node's labels; never changed once made.
  private final class Labels {
    let key: String?
    let viewName: String?

    init(key: String?, viewName: String?) {
      self.key = key
      self.viewName = viewName
    }
  }

  /// Sets the labels, leaving no box when both are `nil`.
  private func setLabels(key: String?, viewName: String?) {
    labels = key == nil && viewName == nil ? nil : Labels(key: key, viewName: viewName)
    needsRender = true
  }

  /// Sets the explicit identity shown in dumps.
  package func setKey(_ new: String?) {
    guard new != key else { return }
    setLabels(key: new, viewName: viewName)
  }

  /// Sets the name of the user's view whose body made the node.
  package func setViewName(_ new: String?) {
    guard new != viewName else { return }
    setLabels(key: key, viewName: new)
  }

  /// Makes the node place again: something it draws changed.
  package func markNeedsRender() {
    needsRender = true
  }

  /// Forgets memoised sizes and spacing, and makes the node place again.
  package func invalidateLayout() {
    sizeCache.removeAll(keepingCapacity: true)
    largeSizeCache = nil
    recentSize = .none
    if case .container(let box) = behavior { box.spacingMemo = nil }
    explicitGuidesCache = nil
    needsLayout = true
    needsRender = true
  }

  /// Records that the node was placed: its flags are cleared until something changes.
  func didPlace(_ record: PlacementRecord) {
    placement = .placed(record)
    needsLayout = false
    needsRender = false
  }

  @inline(__always)
  func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
    if recentSize.answers(proposal) { return recentSize.size }
    if let large = largeSizeCache {
      guard let size = large[proposal] else { return nil }
      recentSize = SizeMemo(proposal, size)
      return size
    }
    for index in sizeCache.indices where sizeCache[index].answers(proposal) {
      // The answer found becomes the recent one, and the recent one takes its place.
      swap(&recentSize, &sizeCache[index])
      return recentSize.size
    }
    return nil
  }

  func storeSize(_ size: CGSize, for proposal: ProposedViewSize) {
    let memo = SizeMemo(proposal, size)
    if var large = largeSizeCache {
      // Released first, so that the dictionary is uniquely referenced and grows in place.
      largeSizeCache = nil
      if large.count >= Self.largeCacheLimit { large.removeAll() }
      large[proposal] = size
      largeSizeCache = large
    } else if recentSize.isNone {
      // The first answer needs no list.
    } else if sizeCache.count < Self.smallCacheLimit - 1 {
      // The list grows by a few at a time, not by doubling: a stack's child keeps five
      // earlier answers, and a list of eight would be a third empty.
      let count = sizeCache.count
      if count == sizeCache.capacity {
        sizeCache.reserveCapacity(count == 0 ? 2 : min(count + 3, Self.smallCacheLimit - 1))
      }
      sizeCache.append(recentSize)
    } else {
      var large = Dictionary(uniqueKeysWithValues: sizeCache.map { ($0.proposal, $0.size) })
      large[recentSize.proposal] = recentSize.size
      large[proposal] = size
      largeSizeCache = large
      sizeCache = []
    }
    recentSize = memo
  }

  /// The view a modifier node wraps, whose layout traits (priority, layout values) it passes
  /// through as SwiftUI's modifiers do; `nil` for other nodes.
  package var wrappedChild: LayoutNode? {
    guard case .container(let box) = behavior, let index = box.primaryChildIndex,
      index < children.count
    else { return nil }
    return children[index]
  }
}

/// One memoised size: the proposal's lengths, NaN where unspecified (the engine makes a NaN
/// proposal unspecified before asking), and the answer. 32 bytes, where a pair of a
/// proposal and a size takes 48: every node of a list keeps a few.
struct SizeMemo {
  private let width: CGFloat
  private let height: CGFloat
  let size: CGSize

  /// No memo: a negative width, which no proposal the engine asks with has (it makes
  /// negative lengths zero first), so it answers nothing.
  static let none = SizeMemo(width: -1, height: -1, size: .zero)

  private init(width: CGFloat, height: CGFloat, size: CGSize) {
    self.width = width
    self.height = height
    self.size = size
  }

  /// Whether this is ``none``.
  var isNone: Bool { width < 0 }

  init(_ proposal: ProposedViewSize, _ size: CGSize) {
    width = proposal.width ?? .nan
    height = proposal.height ?? .nan
    self.size = size
  }

  /// The proposal answered.
  var proposal: ProposedViewSize {
    ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
  }

  /// Whether the memo answers `proposal`: the same lengths, compared as the proposal's own
  /// `==` compares them.
  @inline(__always)
  func answers(_ proposal: ProposedViewSize) -> Bool {
    Self.same(width, proposal.width) && Self.same(height, proposal.height)
  }

  @inline(__always)
  private static func same(_ stored: CGFloat, _ length: CGFloat?) -> Bool {
    if let length { return stored == length }
    return stored.isNaN
  }
}

/// What a placement produced, with what it depended on, so that an unchanged node can be
/// placed again in O(1).
///
/// Every placed node keeps one, so it is laid out small: the proposal's lengths are stored
/// NaN where unspecified, as ``SizeMemo`` stores them, and the flags come last, together
/// (125 bytes, where the fields in the order the initialiser takes them made 154).
struct PlacementRecord {
  private let proposalWidth: CGFloat
  private let proposalHeight: CGFloat
  /// How far the parent's unrounded origin lay from its rounded one.
  let residual: CGPoint
  /// How far the node's own unrounded origin lay from its rounded one: its children's frames
  /// were rounded from it.
  let ownResidual: CGPoint
  /// The node's unrounded canvas origin, offsets included.
  let canvasOrigin: CGPoint
  /// The frame given to the render node, kept here so that checking it does not touch the
  /// render node.
  let frame: CGRect
  /// The safe area the node was placed in, if the host has one.
  let safe: SafeRegion?
  /// The render node made.
  let render: RenderNode
  /// The render nodes of the children, before the node folded into one of them; in the
  /// order of the node's children, one each, when ``childrenInOrder``. Kept only for layouts
  /// that can tell they would place their children as before (`tracksPlacement`); empty
  /// otherwise.
  let children: [RenderNode]
  /// Whether the parent was a modifier folding into the node, which keeps a layout modifier
  /// from folding into its child.
  let underEffect: Bool
  /// Whether something in the subtree (a geometry reader) depends on the canvas position.
  let dependsOnPosition: Bool
  /// Whether ``children`` holds one render node per child, in order: none was left out,
  /// none drew nothing, none was moved by its `zIndex`.
  let childrenInOrder: Bool
  /// The node's layout direction, by which its children were mirrored.
  let layoutDirection: LayoutDirection

  /// The proposal the node was placed with.
  var proposal: ProposedViewSize {
    ProposedViewSize(
      width: proposalWidth.isNaN ? nil : proposalWidth,
      height: proposalHeight.isNaN ? nil : proposalHeight)
  }

  /// Creates a record. A NaN length of `proposal` (a custom layout's) is kept as
  /// unspecified, as the engine measured it.
  init(
    proposal: ProposedViewSize, residual: CGPoint, ownResidual: CGPoint, underEffect: Bool,
    canvasOrigin: CGPoint, dependsOnPosition: Bool, frame: CGRect, safe: SafeRegion?,
    render: RenderNode, children: [RenderNode], childrenInOrder: Bool,
    layoutDirection: LayoutDirection
  ) {
    proposalWidth = proposal.width ?? .nan
    proposalHeight = proposal.height ?? .nan
    self.residual = residual
    self.ownResidual = ownResidual
    self.canvasOrigin = canvasOrigin
    self.frame = frame
    self.safe = safe
    self.render = render
    self.children = children
    self.underEffect = underEffect
    self.dependsOnPosition = dependsOnPosition
    self.childrenInOrder = childrenInOrder
    self.layoutDirection = layoutDirection
  }
}

extension LayoutNode.Behavior {
  /// Whether two behaviours lay out the same way: the same kind of leaf with equal
  /// parameters (text with equal specifications), or layouts that compare equal.
  static func equivalent(_ a: Self, _ b: Self) -> Bool {
    switch (a, b) {
    case (.leaf(let x), .leaf(let y)):
      switch (x, y) {
      case (.flexible, .flexible), (.empty, .empty): return true
      case (.fixed(let p), .fixed(let q)): return p == q
      case (.text(let p), .text(let q)): return p === q || p.spec == q.spec
      case (.spacer(let p, let r), .spacer(let q, let s)): return p == q && r == s
      case (.divider(let p, let r), .divider(let q, let s)): return p == q && r == s
      default: return false
      }
    case (.container(let x), .container(let y)):
      return x === y || x.hasSameLayout(as: y)
    default:
      return false
    }
  }
}

extension LayoutNode.Content {
  /// Whether two contents draw the same: equal shapes and paints (a custom shape's path is
  /// never assumed equal), the same text measurer with equal paint and alignment, equal
  /// images.
  static func equivalent(_ a: Self, _ b: Self) -> Bool {
    switch (a, b) {
    case (
      .shape(.geometry(let g1), let p1, let s1, let e1),
      .shape(.geometry(let g2), let p2, let s2, let e2)
    ):
      return g1 == g2 && p1 == p2 && s1 == s2 && e1 == e2
    case (.text(let m1, let p1, let a1), .text(let m2, let p2, let a2)):
      return m1 === m2 && p1 == p2 && a1 == a2
    case (.image(let i1), .image(let i2)):
      return i1 == i2
    default:
      return false
    }
  }
}
