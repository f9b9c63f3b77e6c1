import Foundation
import Observation

extension Element {
  /// `nodes` as one node: the node itself, or an implicit stack of `kind` holding them, with
  /// the id `id` (this element's id and "implicit" by default).
  func single(
    _ nodes: [LayoutNode], id: NodeID? = nil, implicit kind: RenderRole.StackKind,
    layout: @autoclosure () -> some Layout
  ) -> LayoutNode? {
    if nodes.count <= 1 { return nodes.first }
    return node(
      id ?? self.id.child("implicit"), role: .stack(kind, alignment: nil, spacing: nil),
      behavior: .container(LayoutBox(layout())), children: nodes)
  }
}

/// A scrollable view: SwiftUI's `ScrollView`.
///
/// Along its axes it offers its content unlimited room (the content takes its ideal length)
/// and takes the room it is offered; across them it is as long as its content. The content is
/// clipped to the scroll view. Several views inside are stacked in an implicit `VStack` (an
/// `HStack` for a horizontal scroll view).
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Content

  /// Creates a scroll view.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

/// The scroll view's element keeps its axes and indicators; the element below keeps the
/// content. A list's body made again compared its whole content, by reflection.
extension ScrollView: PartlyKeptView {
  var keptPart: ScrollViewPart { ScrollViewPart(axes: axes, showsIndicators: showsIndicators) }

  func ownPartEquals(_ kept: ScrollViewPart) -> Bool { kept == keptPart }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    element.childKeeps(content, slot: 0)
  }

  static func rebuilt(from kept: ScrollViewPart, in element: Element) -> Self? {
    element.childView(of: Content.self, slot: 0).map { content in
      Self(kept.axes, showsIndicators: kept.showsIndicators) { content }
    }
  }
}

/// What a scroll view's element keeps of it: everything but its content.
struct ScrollViewPart: Equatable {
  let axes: Axis.Set
  let showsIndicators: Bool
}

extension ScrollView: PrimitiveView {
  /// A `ScrollView` node, clipped to its bounds, holding the content (in an implicit stack
  /// when there are several views) moved back by the scroll offset.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let state = Self.state(of: element, context: context)
    state.axes = axes
    state.isDisabled = !context.environment.isScrollEnabled
    state.observers = context.environment.scrollGeometryObservers.observers
    state.phaseObservers = context.environment.scrollGeometryObservers.phaseObservers
    var inner = context
    // A scroll view in a list row holds views of its own, not rows: no chevrons on its links.
    if inner.environment.listContentStyle != nil { inner.environment.listContentStyle = nil }
    // A horizontal scroll view (a carousel) scrolls across the header's axis: fine.
    if context.environment.isCollapsibleHeaderContent, axes.contains(.vertical) {
      context.report(
        .misuse,
        "A ScrollView is inside the content of a CollapsibleHeaderScrollView, which owns the scrolling: the header cannot follow it. Pass plain content, such as a VStack or a LazyVStack.",
        view: "CollapsibleHeaderScrollView")
      inner.environment.isCollapsibleHeaderContent = false
    }
    let horizontal = axes == .horizontal
    inner.environment.stackAxis = nil
    // Observers watch the first scroll views below them, not the ones nested in those.
    inner.environment.scrollGeometryObservers = ScrollGeometryObservers()
    state.margins = context.environment.contentMargins
    state.targetBehavior = context.environment.scrollTargetBehavior
    state.positionLink = context.environment.scrollPositionLink
    inner.environment.scrollPositionLink = nil
    // The container `containerRelativeFrame` inside measures against: what the last layout
    // showed, else the enclosing container's size.
    state.container.setSize(
      state.geometry?.visibleRect.size
        ?? (context.environment.containerSource?.source ?? context.session.rootContainer).size)
    inner.environment.containerSource = ContainerSourceBox(source: state.container)
    inner.enclosingScroll = state
    inner.lazyWindow = nil
    let nodes = element.resolveContent(content, slot: 0, context: inner)
    let content =
      horizontal
      ? element.single(nodes, implicit: .horizontal, layout: HStackLayout())
      : element.single(nodes, implicit: .vertical, layout: VStackLayout())
    let layout = ScrollLayout(axes: axes, position: state.position, margins: state.margins)
    let node = element.node(
      role: RenderRole(.scrollView(horizontal: horizontal)),
      behavior: .container(LayoutBox(layout)),
      children: content.map { [$0] } ?? []
    ) {
      $0.effects.clip = .rectangle
      // A lazy stack inside reads where it lies in the scroll view after every layout.
      $0.tracksCanvasPosition = state.hasLazyContent
      // A scroll view runs under the device's bars along its axes, its content inset by them.
      $0.ignoredSafeAreaEdges =
        (axes.contains(.vertical) ? Edge.Set.vertical : [])
        .union(axes.contains(.horizontal) ? Edge.Set.horizontal : [])
    }
    state.node = node
    if state.takeMoved() { node.markNeedsRender() }
    element.keep(self)
    return [node]
  }

  /// The scroll view's state, made and listed in the session the first time.
  private static func state(of element: Element, context: ResolveContext) -> ScrollState {
    element.kept("scroll") {
      let state = ScrollState(id: element.id, element: element)
      context.session.scrollStates.append(state)
      return state
    }
  }
}

/// A container whose content is built from its own size and position: SwiftUI's
/// `GeometryReader`.
///
/// It takes the room it is offered (0 where the offer is unspecified) and puts its content at
/// its top-leading corner. The content is resolved during layout, once the size is known.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension GeometryReader: PrimitiveView {
  /// A `GeometryReader` node whose content is built during layout, once its size is known.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.environment.stackAxis = nil
    let content = content
    let contentElement = element.child(for: .slot(0), type: Content.self)
    let node = element.node(
      role: RenderRole(.geometryReader), behavior: .container(LayoutBox(GeometryReaderLayout()))
    ) { node in
      node.geometryContent = { [weak element, weak contentElement] proxy in
        guard let element, let contentElement else { return [] }
        let nodes = contentElement.update(with: content(proxy), context: inner)
        return element.single(
          nodes, implicit: .depth, layout: ZStackLayout(alignment: .topLeading)
        ).map { [$0] } ?? []
      }
    }
    // The content is made at placement: a reader resolved again (its closure captured new
    // values) is placed again, even where its size and position stand.
    node.markNeedsRender()
    return [node]
  }
}

/// A type-erased view: its identity includes the type it wraps, so wrapping another type
/// replaces the view and resets its state, as in SwiftUI.
public struct AnyView {
  let view: any View

  /// Wraps a view.
  public init<V: View>(_ view: V) {
    if let other = view as? AnyView {
      self.view = other.view
    } else {
      self.view = view
    }
  }

  /// Wraps a view.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }
}

extension AnyView: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension AnyView: PrimitiveView {
  /// The wrapped view's nodes, with the wrapped type as part of their identity.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    func open<V: View>(_ view: V) -> [LayoutNode] {
      element.resolveChild(
        view, key: .type(ObjectIdentifier(V.self), name: String(reflecting: V.self)),
        context: context)
    }
    return open(view)
  }
}

/// Views built from a collection, one per element, each identified by an id: SwiftUI's
/// `ForEach`.
///
/// A view's identity is its element's id, so reordering the data moves views (with their
/// state) instead of rebuilding them. When two elements share an id, the first wins and the
/// others are dropped with a diagnostic, as SwiftUI warns.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  SameInputsView
{
  /// The collection.
  public var data: Data
  /// Builds the view of one element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// What `id` reads, comparable where the closure is not: the key path it was made from,
  /// or the name of the identity the initialiser chose.
  let idSource: AnyHashable
  /// What `onDelete` and `onMove` set: how a list deletes and moves these rows.
  var editActions: RowEditActions?

  /// Creates views for the elements of `data`, identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
    idSource = AnyHashable(id)
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
    idSource = AnyHashable("Identifiable.id")
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for a constant range, identified by offset.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0 }
    idSource = AnyHashable("offset")
  }
}

extension ForEach: PrimitiveView {
  /// The nodes of every element's view, each keyed by its id; a repeated id is skipped with
  /// a diagnostic.
  ///
  /// When the data is unchanged and only some rows have something dirty inside (a row's own
  /// state or model changed), only those rows are resolved again and their nodes spliced into
  /// the previous list. When the data changed but the ids did not, each row keeps its element
  /// by position and rows with equal views return at once.
  ///
  /// - Complexity: O(n) in the number of elements, plus the cost of their views; O(d log d)
  ///   in the d dirty rows when replaying, plus an O(n) copy of the node list.
  ///
  /// Directly inside a lazy stack that scrolls, only the rows its ``LazyWindow`` asks for are
  /// resolved; see `windowedNodes(_:in:context:)`.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    guard let window = context.lazyWindow else { return allNodes(in: element, context: context) }
    return windowedNodes(window, in: element, context: context)
  }

  /// The nodes of every row.
  private func allNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let previous = element.modifierStorage["ForEach"] as? ForEachState<ID>
    if context.isReplay, let previous,
      let replayed = replay(previous, in: element, context: context)
    {
      return replayed
    }
    if let previous, let candidates = changeCandidates(since: previous) {
      return updateInPlace(previous, in: element, context: context, candidates: candidates)
    }
    let ids = data.map(id)
    if let previous, previous.ids == ids, previous.records.count == ids.count {
      return updateInPlace(previous, in: element, context: context)
    }
    let names = RowNames(ids, previous: previous?.names)
    // Under tracking, as making the rows' views is: reading a collection backed by a model
    // reads the model.
    let (rows, changedItems) = tracked(in: element, context: context) {
      findRows(ids: ids, names: names, previous: previous, in: element, context: context)
    }
    let views = rowViews(for: changedItems, in: element, context: context)
    var nextView = 0
    var nodes: [LayoutNode] = []
    nodes.reserveCapacity(rows.count)
    var records: [ForEachRecord] = []
    records.reserveCapacity(rows.count)
    for row in rows {
      let child = row.element
      let start = nodes.count
      if row.standing {
        context.session.statistics.reused += 1
        child.appendOutputs(to: &nodes)
      } else {
        let itemNodes = child.update(with: views[nextView], context: context)
        nextView += 1
        Self.label(itemNodes) { names.name(at: row.position, of: ids[row.position]).label }
        nodes += itemNodes
      }
      child.rowIndex = records.count
      records.append(
        ForEachRecord(element: child, position: row.position, range: start..<nodes.count))
    }
    element.modifierStorage["ForEach"] = ForEachState(
      ids: ids, names: names, records: records, inputs: inputs(context))
    markRows(records, of: nodes, ids: ids, in: element, context: context)
    return nodes
  }

  /// Marks each row's nodes with what a list reads from them: the row's id as its implicit
  /// tag, when a list's selection asks for it, and the row's place with the edit actions,
  /// when `onDelete` or `onMove` set them. A `ForEach` that never had either marks nothing.
  ///
  /// `records` are the rows made again; when what is marked changes (tags asked for or not,
  /// an action set or removed), `all` are marked instead, so that every row shows it.
  ///
  /// - Complexity: O(r) in the rows marked.
  private func markRows(
    _ records: [ForEachRecord], all: [ForEachRecord]? = nil, of nodes: [LayoutNode],
    ids: [ID], in element: Element, context: ResolveContext
  ) {
    guard let (box, marksChanged) = markingBox(in: element, context: context, count: ids.count)
    else { return }
    let rows = marksChanged ? (all ?? records) : records
    for record in rows where record.range.upperBound <= nodes.count {
      Self.mark(
        nodes[record.range], id: ids[record.position], position: record.position, box: box)
    }
  }

  /// Marks one row's nodes as `box.marks` says.
  private static func mark(
    _ nodes: ArraySlice<LayoutNode>, id: ID, position: Int, box: RowEditActionsBox
  ) {
    let marks = box.marks
    for node in nodes {
      if marks.tags { node.layoutValues[TabKeys.implicitTag] = AnyHashable(id) }
      node.layoutValues[ListRowKeys.editing] =
        marks.canDelete || marks.canMove
        ? RowEditing(
          actions: box, position: position, canDelete: marks.canDelete, canMove: marks.canMove)
        : nil
    }
  }

  /// The box that marks this `ForEach`'s rows, set up for this resolution (the latest
  /// actions, the number of rows, what is marked), and whether what is marked changed; `nil`
  /// for a `ForEach` that never had tags asked for or edit actions, which marks nothing.
  private func markingBox(
    in element: Element, context: ResolveContext, count: Int
  ) -> (box: RowEditActionsBox, marksChanged: Bool)? {
    let tags = context.environment.tagsForEachRows
    let existing = element.modifierStorage["ForEachEditing"] as? RowEditActionsBox
    guard existing != nil || tags || editActions != nil else { return nil }
    let box = existing ?? RowEditActionsBox()
    if existing == nil { element.modifierStorage["ForEachEditing"] = box }
    box.actions = editActions
    box.count = count
    let marks = RowEditActionsBox.Marks(
      tags: tags, canDelete: editActions?.delete != nil, canMove: editActions?.move != nil)
    let changed = box.marks != marks
    box.marks = marks
    return (box, changed)
  }

  /// The nodes of the rows `window` realises, with one leaf standing in for each run of
  /// rows before and after them. When the window holds every row, the rows are resolved as
  /// outside a lazy stack, and the window learns where they lie.
  ///
  /// - Complexity: O(w) in the w rows realised, plus the cost of their views; never O(n) in
  ///   the rows of the data, so that a million-row list costs what its viewport costs.
  private func windowedNodes(
    _ window: LazyWindow, in element: Element, context: ResolveContext
  ) -> [LayoutNode] {
    var rowContext = context
    rowContext.lazyWindow = nil
    let count = data.count
    let locator = { [data, id] (label: String) -> Int? in
      data.firstIndex { ChildKey.label(AnyHashable(id($0))) == label }.map {
        data.distance(from: data.startIndex, to: $0)
      }
    }
    let range = window.range(for: element, count: count)
    if range == 0..<count {
      let nodes = allNodes(in: element, context: rowContext)
      var rows: [(node: LayoutNode, positions: Range<Int>)] = []
      if let state = element.modifierStorage["ForEach"] as? ForEachState<ID>,
        nodes.count == (state.records.last?.range.upperBound ?? 0)
      {
        for record in state.records {
          for node in nodes[record.range] {
            rows.append((node, record.position..<(record.position + 1)))
          }
        }
      }
      window.record(rows, of: element, locate: locator)
      return nodes
    }
    // The state of a full resolution describes rows that this one may drop.
    element.modifierStorage["ForEach"] = nil
    let lower = data.index(data.startIndex, offsetBy: range.lowerBound)
    let upper = data.index(lower, offsetBy: range.count)
    let items = data[lower..<upper]
    let ids = items.map(id)
    let names = RowNames(ids, previous: nil)
    let views = rowViews(for: items, in: element, context: context)
    var nodes: [LayoutNode] = []
    var rows: [(node: LayoutNode, positions: Range<Int>)] = []
    if range.lowerBound > 0 {
      let gap = Self.unrealisedRows(0..<range.lowerBound, before: true, of: element, in: window)
      nodes.append(gap)
      rows.append((gap, 0..<range.lowerBound))
    }
    var seen: Set<ID> = []
    let marking = markingBox(in: element, context: context, count: count)?.box
    for (offset, view) in views.enumerated() {
      let itemID = ids[offset]
      guard seen.insert(itemID).inserted else {
        context.report(
          .duplicateID,
          "ForEach has more than one element with the id \(ChildKey.label(AnyHashable(itemID))); only the first is shown.",
          view: "ForEach")
        continue
      }
      let position = range.lowerBound + offset
      let name = names.name(at: offset, of: itemID)
      let child = element.child(
        for: .row(AnyHashable(itemID), component: name.component), type: Content.self)
      child.rowIndex = offset
      let itemNodes = child.update(with: view, context: rowContext)
      for node in itemNodes {
        if node.key == nil { node.setKey(name.label) }
        rows.append((node, position..<(position + 1)))
      }
      if let marking {
        Self.mark(itemNodes[...], id: itemID, position: position, box: marking)
      }
      nodes += itemNodes
    }
    if range.upperBound < count {
      let gap = Self.unrealisedRows(
        range.upperBound..<count, before: false, of: element, in: window)
      nodes.append(gap)
      rows.append((gap, range.upperBound..<count))
    }
    window.record(rows, of: element, locate: locator)
    return nodes
  }

  /// The leaf standing in for the unrealised rows at `positions`, before or after the
  /// realised ones: as long along the stack's axis as the window estimates them, nothing
  /// across it, drawing nothing.
  private static func unrealisedRows(
    _ positions: Range<Int>, before: Bool, of element: Element, in window: LazyWindow
  ) -> LayoutNode {
    let length = window.length(ofRows: positions.count, in: element)
    let size =
      window.axis == .vertical
      ? CGSize(width: 0, height: length) : CGSize(width: length, height: 0)
    return element.node(
      element.id.child(before ? "rows-before" : "rows-after"),
      role: RenderRole(.unrealisedRows(count: positions.count)),
      behavior: .leaf(.fixed(size)))
  }

  /// Whether an unchanged item means an unchanged row: true for values (compared field by
  /// field; objects inside them by identity) and for `@Observable` objects, whose changes
  /// mark the rows that read them. A plain object can change without notice, so its rows are
  /// made again and compared.
  private static var itemsDescribeRows: Bool {
    !(Data.Element.self is AnyClass) || Data.Element.self is any Observable.Type
  }

  /// The views of `items`, made by the content closure under observation tracking: what the
  /// closure reads beyond its item (a selection in a store, say) marks the `ForEach` for an
  /// update when it changes, as the body of a view would be. The rows are resolved after,
  /// outside the tracking, so that what their own bodies read stays theirs.
  private func rowViews<Items: Sequence<Data.Element>>(
    for items: Items, in element: Element, context: ResolveContext
  ) -> [Content] {
    tracked(in: element, context: context) { items.map(content) }
  }

  /// Runs `body` under observation tracking whose changes mark `element` for an update.
  private func tracked<T>(in element: Element, context: ResolveContext, _ body: () -> T) -> T {
    let inbox = context.session.observations
    return withObservationTracking(
      body,
      onChange: { [weak element] in
        if let element { inbox.post(element) }
      })
  }

  /// What the rows are made from: this view (its items and content closure) and the
  /// environment, kept to tell whether unchanged items still make unchanged rows.
  private func inputs(_ context: ResolveContext) -> ForEachInputs {
    ForEachInputs(view: self, environment: context.environment)
  }

  /// The positions whose items may have changed since `previous`, when every other item is
  /// known to be the same without comparing it, and the ids at those positions are the same
  /// as before: `nil` otherwise.
  ///
  /// Items of value types stored contiguously (an array) are compared by their bytes: equal
  /// bytes are the same value, holding the same references, so only the items whose bytes
  /// differ are candidates (and are then compared with `==` where they are `Equatable`).
  /// Values whose padding differs are candidates needlessly, never missed.
  ///
  /// - Complexity: O(n) byte comparisons of the items, without copying them.
  private func changeCandidates(since previous: ForEachState<ID>) -> [Int]? {
    guard let oldView = previous.inputs.view as? Self, oldView.idSource == idSource,
      oldView.data.count == data.count, previous.ids.count == data.count,
      previous.records.count == data.count, Self.itemsAreValues(data),
      let candidates = Self.positionsWithOtherBytes(oldView.data, data)
    else { return nil }
    for position in candidates
    where id(data[data.index(data.startIndex, offsetBy: position)]) != previous.ids[position] {
      return nil
    }
    return candidates
  }

  /// Whether `other` has the same items, content closure, identity and edit actions: items
  /// that are values all the way down compared by their bytes first, and those whose bytes
  /// differ with `==` where they are `Equatable`. (The id closure is made anew by every
  /// initialiser; what it reads is compared instead.)
  ///
  /// - Complexity: O(n) byte comparisons of the items, plus the comparisons of items whose
  ///   bytes differ.
  func hasSameInputs(as other: Self) -> Bool {
    // Items holding objects are compared field by field, as other views are: an object's id
    // can change in place, and only the same view value (a parent replaying its body) is
    // known to make the same rows.
    guard Self.itemsAreValues(data) else { return ValueEquality.equal(self, other) }
    guard data.count == other.data.count,
      withUnsafeBytes(
        of: content, { a in withUnsafeBytes(of: other.content) { b in a.elementsEqual(b) } }),
      idSource == other.idSource,
      ValueEquality.equal(editActions, other.editActions)
    else { return false }
    guard let positions = Self.positionsWithOtherBytes(data, other.data) else {
      return ValueEquality.equal(data, other.data)
    }
    let same = ValueEquality.comparator(for: Data.Element.self)
    for position in positions {
      let a = data[data.index(data.startIndex, offsetBy: position)]
      let b = other.data[other.data.index(other.data.startIndex, offsetBy: position)]
      if !same(a, b) { return false }
    }
    return true
  }

  /// Whether the items are values all the way down, so that equal bytes mean equal ids:
  /// no object (whose id could change in place), no existential (whose items could be of
  /// other types), no enum (whose other cases could hold either). Decided once per item
  /// type, from its first item; an empty collection is not trusted.
  private static func itemsAreValues(_ data: Data) -> Bool {
    let key = ObjectIdentifier(Data.Element.self)
    if let known = ItemTypes.valuesOnly[key] { return known }
    guard let first = data.first else { return false }
    let result = type(of: first) == Data.Element.self && ItemTypes.holdsOnlyValues(first)
    ItemTypes.valuesOnly[key] = result
    return result
  }

  /// The positions at which two collections of equal length hold items of other bytes, or
  /// `nil` when either is not stored contiguously.
  private static func positionsWithOtherBytes(_ old: Data, _ new: Data) -> [Int]? {
    let size = MemoryLayout<Data.Element>.size
    let stride = MemoryLayout<Data.Element>.stride
    return old.withContiguousStorageIfAvailable { a -> [Int]? in
      new.withContiguousStorageIfAvailable { b -> [Int] in
        guard let left = a.baseAddress, let right = b.baseAddress, left != right, size > 0
        else { return [] }
        let first = UnsafeRawPointer(left)
        let second = UnsafeRawPointer(right)
        var positions: [Int] = []
        let count = min(a.count, b.count)
        // Blocks of items are compared at once, and only a block that differs item by item;
        // with padding at the items' ends (size < stride), a block can differ in padding
        // alone and is then compared item by item, which reads the items' bytes only.
        let block = 64
        var start = 0
        while start < count {
          let end = min(start + block, count)
          let offset = start * stride
          if memcmp(first + offset, second + offset, (end - start - 1) * stride + size) != 0 {
            for position in start..<end
            where memcmp(first + position * stride, second + position * stride, size) != 0 {
              positions.append(position)
            }
          }
          start = end
        }
        return positions
      }
    } ?? nil
  }

  /// The items of the last resolution, when a row whose item is unchanged (and whose own
  /// state is clean) makes the same view as then: the content closure and the environment
  /// are the same, and the items describe their rows.
  ///
  /// The old view is kept alive by the state, so its closure's context cannot have been
  /// freed and reused: equal bytes mean the same closure with the same captures. When what
  /// the closure read changed (the element is dirty), every row is made again.
  private func unchangedItemsStand(
    since previous: ForEachState<ID>, in element: Element, context: ResolveContext
  ) -> Data? {
    guard Self.itemsDescribeRows, !element.isResolvingBecauseDirty,
      let oldView = previous.inputs.view as? Self,
      withUnsafeBytes(
        of: oldView.content, { a in withUnsafeBytes(of: content) { b in a.elementsEqual(b) } }),
      context.session.areEquivalent(previous.inputs.environment, context.environment)
    else { return nil }
    return oldView.data
  }

  /// Gives a row's nodes that carry no key of their own the row's label, made only when one
  /// needs it.
  private static func label(_ nodes: [LayoutNode], _ label: () -> String) {
    var made: String?
    for node in nodes where node.key == nil {
      if made == nil { made = label() }
      node.setKey(made)
    }
  }

  /// The rows of the general update, in data order, each with its element (repeated ids
  /// reported and left out), and the items of the rows whose views must be made.
  ///
  /// A row whose id sits where the last resolution had it, give or take the rows inserted
  /// or removed before it (`shift`), keeps its element found by position: no id is hashed
  /// and no name made for the rows a move, an insertion or a removal leaves in order. The
  /// last positions are the records' when no id was repeated (`lastIDs` is empty else). A
  /// kept row whose item is the same value as before, under the same closure and
  /// environment, makes the same view: its nodes stand without making it.
  private func findRows(
    ids: [ID], names: RowNames<ID>, previous: ForEachState<ID>?, in element: Element,
    context: ResolveContext
  ) -> (rows: [FoundRow], changedItems: [Data.Element]) {
    let previousRecords = previous?.records ?? []
    let lastIDs = previousRecords.count == previous?.ids.count ? previous?.ids ?? [] : []
    let oldData = previous.flatMap { unchangedItemsStand(since: $0, in: element, context: context) }
    let same = ValueEquality.comparator(for: Data.Element.self)
    var rows: [FoundRow] = []
    rows.reserveCapacity(ids.count)
    var changedItems: [Data.Element] = []
    var shift = 0
    var index = data.startIndex
    for position in ids.indices {
      defer { data.formIndex(after: &index) }
      let itemID = ids[position]
      let guess = position + shift
      let candidate =
        guess >= 0 && guess < lastIDs.count && lastIDs[guess] == itemID
        ? previousRecords[guess].element : nil
      let found = element.rowChild(reusing: candidate, type: Content.self) {
        .row(AnyHashable(itemID), component: names.name(at: position, of: itemID).component)
      }
      let child: Element
      let standing: Bool
      switch found {
      case .kept(let kept, let lastIndex):
        shift = lastIndex - position
        child = kept
        standing =
          if let oldData, !kept.needsUpdate, lastIndex < previousRecords.count,
            previousRecords[lastIndex].element === kept
          {
            same(
              oldData[
                oldData.index(oldData.startIndex, offsetBy: previousRecords[lastIndex].position)],
              data[index])
          } else {
            false
          }
      case .made(let made):
        child = made
        standing = false
      case .repeated:
        context.report(
          .duplicateID,
          "ForEach has more than one element with the id \(ChildKey.label(AnyHashable(itemID))); only the first is shown.",
          view: "ForEach")
        continue
      }
      rows.append(FoundRow(position: position, element: child, standing: standing))
      if !standing { changedItems.append(data[index]) }
    }
    return (rows, changedItems)
  }

  /// A row of the general update: its element, and whether its nodes stand as they are.
  private struct FoundRow {
    let position: Int
    let element: Element
    let standing: Bool
  }

  /// The ids are those of the last resolution, in the same order and without repeats: every
  /// row keeps its element, found by position instead of by hashing its id, and rows whose
  /// view and environment are unchanged give back their nodes at once. With `candidates`,
  /// only the items at those positions may differ from the last ones (the others are the same
  /// values).
  private func updateInPlace(
    _ previous: ForEachState<ID>, in element: Element, context: ResolveContext,
    candidates: [Int]? = nil
  ) -> [LayoutNode] {
    // With the same content closure and environment, a row whose item is unchanged (and
    // whose own state is clean) makes the same view: its nodes are reused without making
    // the view or comparing it. Only rows whose items changed are resolved.
    let old = previous.inputs
    // Its items are as many as the new ones, since their ids are the same.
    var oldItems = unchangedItemsStand(since: previous, in: element, context: context)?
      .makeIterator()
    // First the rows whose nodes stand, then the views of the others, made together under
    // one tracking.
    // Positions and items in two arrays rather than one of tuples: this code is not
    // specialised for the caller's item type, and a tuple of it costs a metadata lookup for
    // every copy.
    var changedPositions: [Int] = []
    var changedItems: [Data.Element] = []
    let same = ValueEquality.comparator(for: Data.Element.self)
    // The rows with something dirty inside are the children the element listed as dirty,
    // found by their row index (their position, since the ids are unchanged): no row's
    // element is touched to ask.
    var dirtyPositions = Set<Int>()
    for child in element.dirtyChildrenAtUpdate where child.isAlive && child.needsUpdate {
      dirtyPositions.insert(child.rowIndex)
    }
    if let candidates, let oldData = (old.view as? Self)?.data, oldItems != nil {
      // Only the candidates and the dirty rows can have changed: the rest are not visited.
      var positions = candidates
      positions.append(contentsOf: dirtyPositions.filter { $0 >= 0 && $0 < data.count })
      positions.sort()
      var last = -1
      for position in positions where position != last {
        last = position
        let item = data[data.index(data.startIndex, offsetBy: position)]
        let oldItem = oldData[oldData.index(oldData.startIndex, offsetBy: position)]
        if !dirtyPositions.contains(position), same(oldItem, item) { continue }
        changedPositions.append(position)
        changedItems.append(item)
      }
    } else {
      // Walked by index rather than by `enumerated()`: unspecialised, each step of an
      // enumeration makes a tuple of the item's type, which costs a metadata lookup.
      var index = data.startIndex
      var position = 0
      while index != data.endIndex {
        let item = data[index]
        let unchanged =
          if let oldItem = oldItems?.next() {
            !dirtyPositions.contains(position) && same(oldItem, item)
          } else {
            false
          }
        if !unchanged {
          changedPositions.append(position)
          changedItems.append(item)
        }
        data.formIndex(after: &index)
        position += 1
      }
    }
    context.session.statistics.reused += previous.records.count - changedPositions.count
    let views = rowViews(for: changedItems, in: element, context: context)
    // The nodes of each row resolved; `nil` where the row's nodes stand as they were (its
    // view compared equal).
    var rowNodes: [[LayoutNode]?] = []
    rowNodes.reserveCapacity(changedPositions.count)
    var sameCounts = true
    for index in changedPositions.indices {
      let position = changedPositions[index]
      let view = views[index]
      let itemNodes = previous.records[position].element.resolve(view, context: context)
      if let itemNodes {
        Self.label(itemNodes) {
          previous.names.name(at: position, of: previous.ids[position]).label
        }
        sameCounts = sameCounts && itemNodes.count == previous.records[position].range.count
      }
      rowNodes.append(itemNodes)
    }
    element.keepsUnvisitedChildren = true
    // Rows that kept their number of nodes are spliced into the previous list, whose records
    // still hold: the work is the changed rows, not the list.
    if sameCounts, element.outputCount == (previous.records.last?.range.upperBound ?? 0) {
      var nodes = element.outputs
      for (position, itemNodes) in zip(changedPositions, rowNodes) {
        // A row usually updates its nodes in place and gives back the same ones: the list
        // is then not copied.
        guard let itemNodes else { continue }
        let range = previous.records[position].range
        guard !itemNodes.elementsEqual(nodes[range], by: ===) else { continue }
        nodes.replaceSubrange(range, with: itemNodes)
      }
      element.modifierStorage["ForEach"] = ForEachState(
        ids: previous.ids, names: previous.names, records: previous.records,
        inputs: inputs(context))
      markRows(
        changedPositions.map { previous.records[$0] }, all: previous.records, of: nodes,
        ids: previous.ids, in: element, context: context)
      return nodes
    }
    var nodes: [LayoutNode] = []
    nodes.reserveCapacity(previous.records.count)
    var records: [ForEachRecord] = []
    records.reserveCapacity(previous.records.count)
    var changedRows = zip(changedPositions, rowNodes).makeIterator()
    var nextChanged = changedRows.next()
    for (position, record) in previous.records.enumerated() {
      let start = nodes.count
      // The nodes the row's resolution made; `nil` where they stand.
      var made: [LayoutNode]?
      if let (changedPosition, resolved) = nextChanged, changedPosition == position {
        made = resolved
        nextChanged = changedRows.next()
      }
      if let made {
        nodes += made
      } else {
        record.element.appendOutputs(to: &nodes)
      }
      records.append(
        ForEachRecord(element: record.element, position: position, range: start..<nodes.count))
    }
    element.modifierStorage["ForEach"] = ForEachState(
      ids: previous.ids, names: previous.names, records: records, inputs: inputs(context))
    markRows(
      changedPositions.map { records[$0] }, all: records, of: nodes, ids: previous.ids,
      in: element, context: context)
    return nodes
  }

  /// Resolves only the rows with something dirty inside, when the data is unchanged; `nil`
  /// when a row's number of nodes changed and everything must be resolved.
  private func replay(
    _ previous: ForEachState<ID>, in element: Element, context: ResolveContext
  ) -> [LayoutNode]? {
    var nodes = element.outputs
    // The nodes must be those the records describe (a resolution cut short by the stack
    // guard leaves others), and the data at least as long (a collection backed by a class
    // can change without its value changing).
    guard nodes.count == (previous.records.last?.range.upperBound ?? 0),
      data.count == previous.ids.count
    else { return nil }
    let rows = element.dirtyChildrenAtUpdate
      .filter { $0.isAlive && $0.needsUpdate }
      .sorted { $0.rowIndex < $1.rowIndex }
    for row in rows {
      guard row.rowIndex < previous.records.count, previous.records[row.rowIndex].element === row
      else { return nil }
    }
    let views = rowViews(
      for: rows.map {
        data[data.index(data.startIndex, offsetBy: previous.records[$0.rowIndex].position)]
      },
      in: element, context: context)
    for (row, view) in zip(rows, views) {
      let record = previous.records[row.rowIndex]
      let itemNodes = record.element.update(with: view, context: context)
      guard itemNodes.count == record.range.count else { return nil }
      if itemNodes.contains(where: { $0.key == nil }) {
        let label = previous.names.name(
          at: record.position, of: previous.ids[record.position]
        ).label
        for node in itemNodes where node.key == nil { node.setKey(label) }
      }
      nodes.replaceSubrange(record.range, with: itemNodes)
    }
    element.keepsUnvisitedChildren = true
    markRows(
      rows.map { previous.records[$0.rowIndex] }, of: nodes, ids: previous.ids, in: element,
      context: context)
    return nodes
  }
}

/// Which `ForEach` item types hold values all the way down, by type.
@MainActor
enum ItemTypes {
  @exclusivity(unchecked) static var valuesOnly = TypeTable<Bool>()

  /// Whether `value` holds no object, existential or enum, looking through its stored
  /// properties (a string, a number and other values without children count as values).
  static func holdsOnlyValues(_ value: Any, depth: Int = 0) -> Bool {
    guard depth < 8, !(type(of: value) is AnyClass) else { return false }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case nil:
      return mirror.children.isEmpty
    case .struct?, .tuple?:
      // A custom mirror may leave stored properties out.
      guard !(value is any CustomReflectable) else { return false }
      return mirror.children.allSatisfy { holdsOnlyValues($0.value, depth: depth + 1) }
    case .optional?:
      // A `nil` says nothing of what the optional would hold.
      return mirror.children.first.map { holdsOnlyValues($0.value, depth: depth + 1) } ?? false
    default:
      return false
    }
  }
}

/// What a `ForEach` remembers between resolutions: the ids it showed, in order, and where
/// each row lies.
struct ForEachState<ID: Hashable> {
  let ids: [ID]
  /// The rows' names, by position in `ids`.
  let names: RowNames<ID>
  let records: [ForEachRecord]
  /// What the rows were last made from (a replay of dirty rows keeps it: it runs only when
  /// the `ForEach` itself is unchanged).
  let inputs: ForEachInputs
}

/// The `ForEach` view (its items and content closure) and the environment its rows were
/// last made from.
struct ForEachInputs {
  /// The `ForEach` view, as `ForEach<Data, ID, Content>`.
  let view: Any
  /// The environment the rows were resolved in.
  let environment: EnvironmentValues
}

/// Where one row of a `ForEach` lies: its element, its position in the data, and the range
/// of its nodes in the `ForEach`'s nodes.
struct ForEachRecord {
  let element: Element
  let position: Int
  let range: Range<Int>
}
