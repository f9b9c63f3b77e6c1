import Foundation

/// Which rows of a lazy stack's `ForEach`s are realised: those that intersect the visible
/// part of the scroll view the stack scrolls in, plus half a viewport on either side.
///
/// A lazy stack inside a scroll view along its axis owns one. Each `ForEach` directly in the
/// stack asks it which positions to resolve; the others stand in as one leaf per run of rows
/// (``RenderRole/Kind/unrealisedRows``), as long as the rows would be by the average length of
/// the realised ones. After every layout the window reads where the stack lies in the visible
/// rect and, when the rows to realise changed, marks those `ForEach`s for another pass of the
/// same update. Decision record 0015 gives the rule and its margin.
@MainActor
final class LazyWindow {
  /// The axis the stack scrolls along.
  let axis: Axis
  /// The gap between rows, for the length of a run of unrealised rows.
  var spacing: CGFloat = 8
  /// The lazy stack's layout node.
  weak var node: LayoutNode?
  /// The scroll view the stack scrolls in.
  weak var scroll: ScrollState?
  /// For a lazy grid, how many cells a line holds for a length across the axis; `nil` for a
  /// stack, whose lines are single rows.
  var cellsPerLine: ((CGFloat) -> Int)?
  /// The section parts the stack pins.
  var pinnedViews = PinnedScrollableViews()
  /// How many cells a line held at the last layout.
  private var perLine = 1
  /// The stack's element, whose lifetime is the window's.
  private weak var element: Element?
  /// The `ForEach`s in the stack, by element id.
  private var entries: [NodeID: Entry] = [:]

  /// How many rows a `ForEach` realises before the first layout tells how long a row is.
  static let initialRows = 24

  /// One `ForEach` in the stack: how many rows it has, which it realises, and the nodes its
  /// last resolution gave, each with the positions it stands for.
  final class Entry {
    weak var element: Element?
    var count = 0
    var range: Range<Int>
    /// The average length of a realised row along the axis, once one was laid out.
    var estimate: CGFloat?
    var nodes: [(node: LayoutNode, positions: Range<Int>)] = []
    /// Whether the `ForEach`'s rows are not the stack's own children (a modifier wraps the
    /// `ForEach`): their frames say nothing of where they lie, so every row is realised.
    var isNested = false
    /// Finds the position of the row whose id has a label, for `scrollTo` to an unrealised
    /// row; O(n) in the rows, run only then.
    var locate: (String) -> Int? = { _ in nil }
    /// Whether the range was set to reveal a row since the last layout: the next layout
    /// keeps it, so that the row is realised before the window follows the offset again.
    var isRevealing = false

    init(element: Element, range: Range<Int>) {
      self.element = element
      self.range = range
    }
  }

  init(axis: Axis, element: Element) {
    self.axis = axis
    self.element = element
  }

  /// Whether the stack is still in the tree.
  var isAlive: Bool { element?.isAlive ?? false }

  /// Takes `node` as the stack's layout node, which then tracks its canvas position.
  func attach(_ node: LayoutNode) {
    self.node = node
    node.tracksCanvasPosition = true
  }

  /// Lets go of the stack: the session drops the window after the next layout.
  func detach() {
    // Called while the stack resolves: its node places again with the headers it holds.
    if let node { _ = Self.resetPins(of: node) }
    node?.tracksCanvasPosition = false
    node = nil
    element = nil
    entries = [:]
  }

  /// The positions of `forEach`'s `count` rows to resolve, whole lines of a grid.
  func range(for forEach: Element, count: Int) -> Range<Int> {
    let entry: Entry
    if let existing = entries[forEach.id], existing.element === forEach {
      entry = existing
    } else {
      entry = Entry(element: forEach, range: 0..<0)
      entries[forEach.id] = entry
    }
    entry.count = count
    if entry.isNested {
      entry.range = 0..<count
    } else if entry.estimate == nil {
      // No row was laid out yet: nothing tells how many fit.
      entry.range = 0..<min(count, Self.initialRows)
    }
    entry.range = wholeLines(entry.range, count: count)
    return entry.range
  }

  /// `range` widened to whole lines and clamped to `count` rows.
  private func wholeLines(_ range: Range<Int>, count: Int) -> Range<Int> {
    let lower = min(range.lowerBound, count) / perLine * perLine
    let upper = min(count, (range.upperBound + perLine - 1) / perLine * perLine)
    return lower..<max(lower, upper)
  }

  /// The length of `count` unrealised rows of `forEach`, whole lines with the gaps between
  /// them.
  func length(ofRows count: Int, in forEach: Element) -> CGFloat {
    let estimate = entries[forEach.id]?.estimate ?? 0
    let lines = (count + perLine - 1) / perLine
    return max(0, CGFloat(lines) * (estimate + spacing) - spacing)
  }

  /// Records the nodes `forEach` gave, each with the positions it stands for, and how to find
  /// a row by its id's label.
  func record(
    _ nodes: [(node: LayoutNode, positions: Range<Int>)], of forEach: Element,
    locate: @escaping (String) -> Int?
  ) {
    entries[forEach.id]?.nodes = nodes
    entries[forEach.id]?.locate = locate
  }

  /// Realises the row whose id has the label `label`, if a `ForEach` of the stack has one,
  /// in the next pass; returns whether one has.
  func reveal(_ label: String) -> Bool {
    for id in entries.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let entry = entries[id], let element = entry.element, !entry.isNested,
        let position = entry.locate(label)
      else { continue }
      if !entry.range.contains(position) {
        entry.range = position..<(position + 1)
        entry.isRevealing = true
        element.markDirty()
      }
      return true
    }
    return false
  }

  /// Reads the last layout: updates each `ForEach`'s row length and, where the rows to
  /// realise changed, its window, marking it for another pass. Returns whether any changed.
  func didLayout() -> Bool {
    entries = entries.filter { $0.value.element?.isAlive ?? false }
    guard let node, let stackOrigin = node.placedCanvasOrigin,
      let scrollNode = scroll?.node, let scrollFrame = scrollNode.placedFrame,
      let scrollOrigin = scrollNode.placedCanvasOrigin
    else { return node.map(unpin) ?? false }
    let vertical = axis == .vertical
    let viewport = vertical ? scrollFrame.height : scrollFrame.width
    let start = (vertical ? scrollOrigin.y - stackOrigin.y : scrollOrigin.x - stackOrigin.x)
    let visible = (start - viewport / 2)..<(start + viewport * 1.5)
    if let cellsPerLine, let frame = node.placedFrame {
      perLine = max(1, cellsPerLine(vertical ? frame.width : frame.height))
    }
    let children = Set(node.children.map(ObjectIdentifier.init))
    var changed = false
    if pinnedViews.isEmpty {
      changed = unpin(node)
    } else {
      // Within the content insets (a safe area the scroll view runs under).
      let insets = scroll?.geometry?.contentInsets ?? EdgeInsets()
      let top = start + (vertical ? insets.top : insets.leading)
      let bottom = start + viewport - (vertical ? insets.bottom : insets.trailing)
      changed = pin(visible: top..<max(top, bottom), in: node)
    }
    for id in entries.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let entry = entries[id], let element = entry.element else { continue }
      if entry.isRevealing {
        entry.isRevealing = false
        continue
      }
      // Read anew after every layout: the `ForEach` may have been wrapped or unwrapped.
      entry.isNested = false
      if let first = entry.nodes.first, !children.contains(ObjectIdentifier(first.node)) {
        entry.isNested = true
      }
      // In a grid, the cells of a `ForEach` line up with the lines only when it is all
      // there is.
      if cellsPerLine != nil, entries.count > 1 || entry.nodes.count != node.children.count {
        entry.isNested = true
      }
      let wanted = entry.isNested ? 0..<entry.count : wantedRange(of: entry, visible: visible)
      if wanted != entry.range {
        entry.range = wanted
        element.markDirty()
        changed = true
      }
    }
    return changed
  }

  /// Puts every header and footer the stack pinned back where the stack placed it (the
  /// stack no longer pins, or no longer scrolls); returns whether any moved.
  private func unpin(_ node: LayoutNode) -> Bool {
    let moved = Self.resetPins(of: node)
    if moved { element?.markDirty() }
    return moved
  }

  /// Puts `node`'s pinned children back where it placed them; returns whether any was
  /// pinned.
  private static func resetPins(of node: LayoutNode) -> Bool {
    var moved = false
    for child in node.children where child.pinOffset != .zero {
      child.pinOffset = .zero
      child.markNeedsRender()
      moved = true
    }
    return moved
  }

  /// Moves the pinned headers and footers of the stack's sections into `visible` (along the
  /// axis, in the stack's coordinates) as far as their sections reach; returns whether any
  /// moved, marking the stack for another pass that places them.
  ///
  /// A section spans from its header (or the first child after the previous section) to its
  /// footer (or the child before the next section). A pinned header is kept at the top of the
  /// visible area, never above its own place, and pushed up by the end of its section; a
  /// footer likewise at the bottom.
  private func pin(visible: Range<CGFloat>, in node: LayoutNode) -> Bool {
    let vertical = axis == .vertical
    func span(_ child: LayoutNode) -> (low: CGFloat, high: CGFloat)? {
      guard let frame = child.placedFrame else { return nil }
      return vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
    }
    struct Extent {
      var header: LayoutNode?
      var footer: LayoutNode?
      var low: CGFloat
      var high: CGFloat
      var id: UInt64?
    }
    var sections: [Extent] = []
    var current: Extent?
    var loose: (low: CGFloat, high: CGFloat)?
    for child in node.children {
      guard let (low, high) = span(child) else { continue }
      if let part = child.role.sectionPart {
        if !part.footer {
          if let open = current { sections.append(open) }
          current = Extent(header: child, low: low, high: high, id: part.section)
          loose = nil
        } else if var open = current, open.id == part.section {
          open.footer = child
          open.high = high
          sections.append(open)
          current = nil
        } else {
          if let open = current { sections.append(open) }
          sections.append(
            Extent(footer: child, low: loose?.low ?? low, high: high, id: part.section))
          current = nil
          loose = nil
        }
      } else if var open = current {
        open.high = max(open.high, high)
        current = open
      } else {
        loose = (min(loose?.low ?? low, low), max(loose?.high ?? high, high))
      }
    }
    if let open = current { sections.append(open) }
    var moved = false
    func place(_ child: LayoutNode, by distance: CGFloat) -> Bool {
      let offset =
        vertical ? CGSize(width: 0, height: distance) : CGSize(width: distance, height: 0)
      guard child.pinOffset != offset else { return false }
      child.pinOffset = offset
      child.markNeedsRender()
      return true
    }
    for section in sections {
      if let header = section.header, let (low, high) = span(header) {
        let pinned =
          pinnedViews.contains(.sectionHeaders)
          ? max(low, min(visible.lowerBound, section.high - (high - low))) : low
        if place(header, by: pinned - low) { moved = true }
      }
      if let footer = section.footer, let (low, high) = span(footer) {
        let floor = section.header.flatMap(span).map(\.high) ?? section.low
        let pinned =
          pinnedViews.contains(.sectionFooters)
          ? min(low, max(visible.upperBound - (high - low), floor)) : low
        if place(footer, by: pinned - low) { moved = true }
      }
    }
    if moved { element?.markDirty() }
    return moved
  }

  /// The positions of `entry`'s rows that overlap `visible`, in whole lines: realised rows
  /// by their frames, unrealised ones by the estimate of a line's length, which the first
  /// layout of realised rows sets and later ones keep, so that rows stay where they were
  /// estimated while the window moves.
  private func wantedRange(of entry: Entry, visible: Range<CGFloat>) -> Range<Int> {
    let vertical = axis == .vertical
    func span(_ frame: CGRect) -> (CGFloat, CGFloat) {
      vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
    }
    func isRun(_ node: LayoutNode) -> Bool { node.role.kind == .unrealisedRows }
    if entry.estimate == nil {
      // The realised rows are contiguous: their span gives the average length of a line.
      var realised: (first: CGFloat, last: CGFloat)?
      for (node, _) in entry.nodes where !isRun(node) {
        guard let frame = node.placedFrame else { continue }
        let (low, high) = span(frame)
        realised = (min(realised?.first ?? low, low), max(realised?.last ?? high, high))
      }
      if let realised, !entry.range.isEmpty {
        let lines = CGFloat((entry.range.count + perLine - 1) / perLine)
        entry.estimate = max(0, (realised.last - realised.first + spacing) / lines - spacing)
      }
    }
    let length = entry.estimate ?? 0
    // At least a point per line: rows that take no room must not make a run realise every
    // row it stands for.
    let stride = max(length + spacing, 1)
    var lower: Int?
    var upper: Int?
    var allBefore = !entry.nodes.isEmpty
    for (node, positions) in entry.nodes {
      guard let frame = node.placedFrame else { continue }
      let (low, high) = span(frame)
      if low >= visible.upperBound {
        allBefore = false
        break
      }
      guard high > visible.lowerBound else { continue }
      allBefore = false
      var first = positions.lowerBound
      var last = positions.upperBound - 1
      if isRun(node), stride > 0 {
        // Line i of the run spans low + i × stride ..< low + i × stride + length.
        let lines = CGFloat((positions.count + perLine - 1) / perLine)
        let skipped = ((visible.lowerBound - low - length) / stride).rounded(.down) + 1
        let reached = ((visible.upperBound - low) / stride).rounded(.up) - 1
        first += Int(min(max(skipped, 0), lines - 1)) * perLine
        last = min(
          last, positions.lowerBound + (Int(min(max(reached, 0), lines - 1)) + 1) * perLine - 1)
      }
      lower = min(lower ?? first, first)
      upper = max(upper ?? last, last)
    }
    guard let lower, let upper, lower <= upper else {
      // Nothing of the `ForEach` shows: its rows all lie on one side of the viewport.
      return allBefore ? entry.count..<entry.count : 0..<0
    }
    return wholeLines(lower..<(upper + 1), count: entry.count)
  }
}

extension Element {
  /// The window of this lazy stack, stacking along `axis` with `spacing` between rows: `nil`
  /// unless it scrolls along that axis in a scroll view (outside one, every row is realised).
  func lazyWindow(axis: Axis, spacing: CGFloat?, context: ResolveContext) -> LazyWindow? {
    let key = "LazyWindow"
    guard let scroll = context.enclosingScroll,
      scroll.axes.contains(axis == .vertical ? .vertical : .horizontal)
    else {
      // No longer lazy: the old window leaves the session, and the node stops tracking.
      if let old = modifierStorage[key] as? LazyWindow {
        old.detach()
        modifierStorage[key] = nil
      }
      return nil
    }
    let window: LazyWindow
    if let existing = modifierStorage[key] as? LazyWindow, existing.axis == axis {
      window = existing
    } else {
      window = LazyWindow(axis: axis, element: self)
      modifierStorage[key] = window
      context.session.lazyWindows.append(window)
    }
    window.scroll = scroll
    window.spacing = spacing ?? ViewSpacing.defaultDistance
    scroll.hasLazyContent = true
    return window
  }
}
