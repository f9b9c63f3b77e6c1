import Foundation

/// A layout with its cache, behind a non-generic interface the engine can call.
package class AnyLayoutBox {
  /// For a modifier that passes its primary child's traits through, that child's index.
  package var primaryChildIndex: Int? { nil }
  /// The layout's properties.
  package var layoutProperties: LayoutProperties { LayoutProperties() }

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    preconditionFailure("abstract")
  }

  func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) {
    preconditionFailure("abstract")
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews
  ) -> CGFloat? {
    preconditionFailure("abstract")
  }

  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    preconditionFailure("abstract")
  }

  /// The memo of a stack of many children, once it has arranged them. Read whenever a
  /// container is placed (``tracksPlacement``), so it skips the run-time exclusivity check:
  /// it is only read or assigned whole.
  @exclusivity(unchecked) var stackMemo: StackMemo?

  /// The spacing of the node whose behaviour the box is, once known; the node drops it when
  /// its layout is invalidated. Kept here, not in the node: a leaf's spacing is a constant of
  /// its kind, and only a container's is worth remembering (its children's, combined), so
  /// the 32 bytes are paid once per container rather than by every node.
  @exclusivity(unchecked) var spacingMemo: ViewSpacing?

  /// Whether the layout is `HStackLayout` or `VStackLayout` itself, whose boxes keep a memo
  /// for many children (a custom layout that calls a stack does not: its box is its own).
  var isStack: Bool { false }

  /// Whether the layout can tell that it would place its subviews as it did last time: a
  /// stack of many children with its memo, or a lazy stack.
  var tracksPlacement: Bool { stackMemo != nil }

  /// Whether the layout would place every subview where it did last time, with the same
  /// proposal; `false` when it cannot tell.
  func placesSubviewsAsBefore(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) -> Bool {
    stackMemo?.placesAsBefore(in: bounds, proposal, subviews) ?? false
  }

  /// Where the last placement put the subviews at `indices`, one placement each, once
  /// ``placesSubviewsAsBefore(in:_:_:)`` said it would put every one there again; `nil`
  /// when it cannot tell where, and they must all be placed.
  ///
  /// The placements are returned rather than recorded in the engine's slots: a list of
  /// 10,000 rows whose last row changed would need 10,000 slots.
  func placementsAgain(at indices: [Int], _ subviews: LayoutSubviews) -> [PendingPlacement]? {
    stackMemo?.placementsAgain(indices, subviews)
  }

  /// The subviews changed: the cache is refreshed with `updateCache` on next use, and a
  /// stack's memo is dropped.
  func subviewsDidChange() {
    stackMemo = nil
  }

  /// Whether `other` holds a layout of the same type that compares equal to this one.
  func hasSameLayout(as other: AnyLayoutBox) -> Bool { false }

  /// The guides the layout itself sets explicitly, beyond passing its children's through;
  /// `nil` when unknown (a custom layout may set any guide).
  var ownGuides: ExplicitGuides? { nil }

  /// Whether the layout passes its subviews' explicit guides out (moved into its own
  /// coordinates); `true` when unknown.
  var passesSubviewGuides: Bool { true }

  /// The wrapped layout, type-erased.
  package var base: any Layout { preconditionFailure("abstract") }
}

/// Marks Galley's own modifier layouts (padding, frames, overlays, …), which pass their primary
/// child's layout priority and layout values through, as SwiftUI's modifiers do.
package protocol UnaryModifierLayout: Layout {
  /// The index of the modified view among the node's children (1 for a background, which is
  /// drawn first).
  var primaryIndex: Int { get }
}

extension UnaryModifierLayout {
  /// The modified view is the first child unless the layout says otherwise.
  package var primaryIndex: Int { 0 }
}

/// The box for one concrete layout type.
package final class LayoutBox<L: Layout>: AnyLayoutBox {
  /// The wrapped layout.
  package let layout: L
  // The cache skips the run-time exclusivity check (1 % of a list's build): it is only read
  // or assigned whole, by `withCache` and `subviewsDidChange`, never passed `inout`; the
  // layout works on a local copy.
  //
  // It is boxed, made on first use by a layout that has one (a lazy stack, a grid, a
  // layout of the user's): a box that held an optional of the generic `L.Cache` looked the
  // optional's type up when it was released, 4 % of releasing a list's host, though a row's
  // layouts never have one.
  @exclusivity(unchecked) private var cacheBox: LayoutCacheBox<L.Cache>?

  /// The stored cache, `nil` before the first use.
  private var cache: L.Cache? {
    get { cacheBox?.value }
    set {
      if let cacheBox {
        cacheBox.value = newValue
      } else if let newValue {
        cacheBox = LayoutCacheBox(newValue)
      }
    }
  }
  @exclusivity(unchecked) private var cacheIsStale = false
  /// What `L` conforms to, found once per type.
  private let conformances: LayoutConformances

  /// Boxes `layout`; its cache is made on first use.
  package init(_ layout: L) {
    self.layout = layout
    conformances = LayoutConformances.of(L.self)
  }

  /// The layout's `primaryIndex` when it is a modifier layout; otherwise `nil`.
  override package var primaryChildIndex: Int? {
    guard let type = conformances.modifier else { return nil }
    func read<M: UnaryModifierLayout>(_: M.Type) -> Int {
      // `L` is `M`: the cast that found `M` was from `L`'s own metatype.
      unsafeBitCast(layout, to: M.self).primaryIndex
    }
    return read(type)
  }
  /// The properties of `L`.
  override package var layoutProperties: LayoutProperties { L.layoutProperties }
  /// The wrapped layout.
  override package var base: any Layout { layout }

  private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    if conformances.hasNoCache {
      // `L.Cache` is `Void`, which has one value: the stored optional is never read (each
      // read or write of an optional of a generic type looks its type up, 1.6 % of a list's
      // build).
      var none = unsafeBitCast((), to: L.Cache.self)
      return body(&none)
    }
    return withStoredCache(subviews, body)
  }

  /// ``withCache(_:_:)`` for a layout with a cache. Apart, so that a layout without one does
  /// not look up the optional's type either: a function of generic type looks up the types of
  /// its locals on entry.
  @inline(never)
  private func withStoredCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var current: L.Cache
    if let existing = cache {
      current = existing
      if cacheIsStale { layout.updateCache(&current, subviews: subviews) }
    } else {
      current = layout.makeCache(subviews: subviews)
    }
    cacheIsStale = false
    cache = nil
    let result = body(&current)
    cache = current
    return result
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  override func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) {
    withCache(subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews
  ) -> CGFloat? {
    withCache(subviews) { cache in
      if key.axis == .horizontal {
        layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      } else {
        layout.explicitAlignment(
          of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      }
    }
  }

  override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  override func subviewsDidChange() {
    super.subviewsDidChange()
    if !conformances.hasNoCache { cacheIsStale = cache != nil }
  }

  override var isStack: Bool { L.self == HStackLayout.self || L.self == VStackLayout.self }

  override var tracksPlacement: Bool { L.self == LazyStackLayout.self || super.tracksPlacement }

  override func placesSubviewsAsBefore(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) -> Bool {
    guard L.self == LazyStackLayout.self, let lazy = layout as? LazyStackLayout else {
      return super.placesSubviewsAsBefore(in: bounds, proposal, subviews)
    }
    return withCache(subviews) { cache in
      // `L.Cache` is `LazyStackLayout.Cache`: `L` is `LazyStackLayout`.
      guard var lazyCache = cache as? LazyStackLayout.Cache else { return false }
      let result = lazy.placesAsBefore(in: bounds, subviews, cache: &lazyCache)
      if let updated = lazyCache as? L.Cache { cache = updated }
      return result
    }
  }

  override func placementsAgain(
    at indices: [Int], _ subviews: LayoutSubviews
  ) -> [PendingPlacement]? {
    guard L.self == LazyStackLayout.self, let lazy = layout as? LazyStackLayout else {
      return super.placementsAgain(at: indices, subviews)
    }
    return withCache(subviews) { cache in
      (cache as? LazyStackLayout.Cache).flatMap {
        lazy.placementsAgain(indices, subviews, cache: $0)
      }
    }
  }

  override var ownGuides: ExplicitGuides? { builtIn?.ownGuides }

  override var passesSubviewGuides: Bool { builtIn?.passesSubviewGuides ?? true }

  /// What a built-in layout says of its guides; `nil` for the user's layouts. Read through
  /// the layout's type, so that the layout is not boxed in an existential to ask.
  private var builtIn: (ownGuides: ExplicitGuides, passesSubviewGuides: Bool)? {
    guard let type = conformances.builtIn else { return nil }
    func read<B: BuiltInLayout>(_: B.Type) -> (ExplicitGuides, Bool) {
      // `L` is `B`: the cast that found `B` was from `L`'s own metatype.
      let layout = unsafeBitCast(self.layout, to: B.self)
      return (layout.ownGuides, layout.passesSubviewGuides)
    }
    return read(type)
  }

  override func hasSameLayout(as other: AnyLayoutBox) -> Bool {
    guard let other = other as? LayoutBox<L> else { return false }
    guard let type = conformances.builtIn else { return ValueEquality.equal(layout, other.layout) }
    func compare<B: BuiltInLayout>(_: B.Type) -> Bool {
      // `L` is `B`, as above.
      unsafeBitCast(layout, to: B.self).isSameLayout(as: unsafeBitCast(other.layout, to: B.self))
    }
    return compare(type)
  }
}

/// The protocols of ``LayoutBox``'s questions that a layout type conforms to, found once per
/// type (see ``TypeMemo``): the engine asks for every node. One instance a type, which every
/// box of the type refers to: 8 bytes a box, where the fields took 40.
private final class LayoutConformances {
  /// The type as a modifier layout, if it is one.
  let modifier: (any UnaryModifierLayout.Type)?
  /// The type as one of Galley's layouts, if it is one.
  let builtIn: (any BuiltInLayout.Type)?
  /// Whether the type is one of Galley's layouts and its cache is `Void`: one that makes
  /// and updates nothing (a layout of the user's may do work in `makeCache` or
  /// `updateCache` all the same, and is asked as SwiftUI asks it).
  let hasNoCache: Bool

  private init(
    modifier: (any UnaryModifierLayout.Type)?, builtIn: (any BuiltInLayout.Type)?,
    hasNoCache: Bool
  ) {
    self.modifier = modifier
    self.builtIn = builtIn
    self.hasNoCache = hasNoCache
  }

  private static let memo = TypeMemo<LayoutConformances>()

  static func of(_ type: any Layout.Type) -> LayoutConformances {
    memo.value(for: type) {
      func hasVoidCache<T: Layout>(_: T.Type) -> Bool { T.Cache.self == Void.self }
      let builtIn = type as? any BuiltInLayout.Type
      return LayoutConformances(
        modifier: type as? any UnaryModifierLayout.Type, builtIn: builtIn,
        hasNoCache: builtIn != nil && hasVoidCache(type))
    }
  }
}

/// Galley's own layouts, whose explicit guides are known: only their children's, moved,
/// plus those listed in ``ownGuides``.
package protocol BuiltInLayout: Layout {
  /// The guides the layout sets of its own.
  var ownGuides: ExplicitGuides { get }
  /// Whether the layout passes its subviews' explicit guides out.
  var passesSubviewGuides: Bool { get }
  /// Whether `other` lays out as this layout does: a node whose layout is the same keeps
  /// its memoised sizes. Asked of every container a resolution makes again, so it compares
  /// the fields with their types known. `ValueEquality` compared them by their bytes, and
  /// where those differed (the padding of an optional spacing), by reflection: 52 K
  /// instructions, a sixtieth of a one-row update.
  func isSameLayout(as other: Self) -> Bool
}

extension BuiltInLayout {
  package var ownGuides: ExplicitGuides { .none }
  package var passesSubviewGuides: Bool { true }
  /// Compared as ``ValueEquality`` compares values: a layout with a closure.
  package func isSameLayout(as other: Self) -> Bool { ValueEquality.equal(self, other) }
}

extension BuiltInLayout where Self: Equatable {
  /// Compared by the layout's own `==`.
  package func isSameLayout(as other: Self) -> Bool { self == other }
}

extension HStackLayout {
  /// The same alignment and spacing.
  package func isSameLayout(as other: Self) -> Bool {
    alignment == other.alignment && sameSpacing(spacing, other.spacing)
  }
}

extension VStackLayout {
  /// The same alignment and spacing.
  package func isSameLayout(as other: Self) -> Bool {
    alignment == other.alignment && sameSpacing(spacing, other.spacing)
  }
}

extension ZStackLayout {
  /// The same alignment.
  package func isSameLayout(as other: Self) -> Bool { alignment == other.alignment }
}

/// Whether two stack spacings are the same: both unset, or the same number (a NaN the
/// same as itself, so that a layout given one is not made again on every update).
private func sameSpacing(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
  switch (a, b) {
  case (nil, nil): true
  case (let a?, let b?): a == b || a.bitPattern == b.bitPattern
  default: false
  }
}

extension HStackLayout: BuiltInLayout {}
extension VStackLayout: BuiltInLayout {}
extension ZStackLayout: BuiltInLayout {}
extension PaddingLayout: BuiltInLayout {}
extension PassthroughLayout: BuiltInLayout {}
extension FrameLayout: BuiltInLayout {}
extension FlexibleFrameLayout: BuiltInLayout {}
extension FixedSizeLayout: BuiltInLayout {}
extension AspectRatioLayout: BuiltInLayout {}
extension OverlayLayout: BuiltInLayout {}
extension PositionLayout: BuiltInLayout {}
extension GeometryReaderLayout: BuiltInLayout {
  package var passesSubviewGuides: Bool { false }
}

extension ScrollLayout: BuiltInLayout {
  package var passesSubviewGuides: Bool { false }
}
extension LazyStackLayout: BuiltInLayout {
  package var passesSubviewGuides: Bool { false }
}

extension AlignmentGuideLayout: BuiltInLayout {
  package var ownGuides: ExplicitGuides { ExplicitGuides([key]) }
}

extension AnyLayout: BuiltInLayout {
  package var ownGuides: ExplicitGuides { box.ownGuides ?? .all }
  package var passesSubviewGuides: Bool { box.passesSubviewGuides }
}

/// The alignment guides a subtree may set explicitly. Asking a subtree for a guide outside
/// its set answers `nil` at once instead of walking it: a stack aligning on `.center` over
/// rows of text never looks inside them, as text only sets its baselines.
package struct ExplicitGuides: Equatable, Sendable {
  /// Whether any guide may be set (a custom layout is opaque).
  package var isAll: Bool
  /// The guides that may be set, when not all, each once. A short list rather than a set:
  /// a subtree sets a few guides (text its two baselines), and the engine asks for every
  /// child a stack aligns.
  package private(set) var keys: [AlignmentKey]

  /// Guides `keys`.
  package init(_ keys: [AlignmentKey]) {
    isAll = false
    self.keys = []
    for key in keys where !self.keys.contains(key) { self.keys.append(key) }
  }

  /// No explicit guide.
  package static let none = ExplicitGuides([])
  /// Every guide.
  package static let all: ExplicitGuides = {
    var guides = ExplicitGuides([])
    guides.isAll = true
    return guides
  }()

  /// Whether `key` may be set.
  package func contains(_ key: AlignmentKey) -> Bool { isAll || keys.contains(key) }

  /// Adds `other`'s guides.
  package mutating func formUnion(_ other: ExplicitGuides) {
    if isAll { return }
    if other.isAll {
      self = .all
    } else if keys.isEmpty {
      // Shares the other list's storage instead of copying it into a new one.
      keys = other.keys
    } else {
      for key in other.keys where !keys.contains(key) { keys.append(key) }
    }
  }

  /// Guides are equal when they hold the same keys, in any order.
  package static func == (lhs: ExplicitGuides, rhs: ExplicitGuides) -> Bool {
    lhs.isAll == rhs.isAll && lhs.keys.count == rhs.keys.count
      && lhs.keys.allSatisfy(rhs.keys.contains)
  }
}

/// A layout's cache, boxed apart from its ``LayoutBox``.
private final class LayoutCacheBox<Cache> {
  @exclusivity(unchecked) var value: Cache?

  init(_ value: Cache) { self.value = value }
}
