import Foundation

/// `GeometryReader`: takes the proposal (an unspecified dimension becomes 0) and puts its
/// content at its top-leading corner, proposing it the reader's size.
package struct GeometryReaderLayout: Layout, Equatable {
  /// Creates the layout.
  package init() {}

  /// The proposal, with an unspecified dimension taken as 0.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  /// Places every subview at the top-leading corner, proposing the reader's size.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}

/// `Canvas`: takes the proposal (10 points where unspecified, as a shape does) and draws its
/// content at the origin, proposed its size.
package struct CanvasLayout: Layout {
  package init() {}

  /// The proposal, an unspecified dimension becoming 10.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The drawing at the origin, proposed the canvas's size.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}

/// Where a scroll view's content is scrolled to, shared by the scroll view's state (which
/// sets it, and writes back the offset drawn after each layout) and its layout (which reads
/// it whenever it places the content): the offset drawn last is the one used the next time
/// the content is placed, whether or not the scroll view was resolved again.
package final class ScrollPosition {
  /// The content offset, as `UIScrollView` counts it (minus the top inset at rest at the
  /// top), or `nil` for at rest at the top and leading edges.
  package var offset: CGPoint?
  /// Whether the offset is clamped to the scrollable range; off while a drag pulls the
  /// content past an edge (the offset is then already rubber-banded, and only made finite).
  package var clamps = true

  /// A position at rest at the top.
  package init(offset: CGPoint? = nil) {
    self.offset = offset
  }
}

/// `ScrollView`: proposes `nil` along its scrolling axes (the content takes its ideal length)
/// and the proposal across them. It takes the proposal along the axes and is as long as its
/// content across them. The content is placed at the origin moved back by the scroll offset,
/// which is clamped to the scrollable range: scrolling re-places the content, it never
/// measures anything again.
///
/// Where the scroll view lies under the device's bars (it grows into the safe area along its
/// axes, as on iOS), the content is inset by them along its axes, as `UIScrollView` insets
/// it: at rest at the top the content offset is minus the top inset.
///
/// Content margins (`contentMargins`) add to those insets along the axes; across them they
/// narrow the content's proposal and move it in, and the scroll view is as long as its
/// content and margins.
package struct ScrollLayout: Layout, Equatable {
  /// The axes along which the content scrolls.
  package var axes: Axis.Set
  /// Where the content is scrolled to, shared with the scroll view's state.
  package let position: ScrollPosition
  /// The content margins, on every edge.
  package var margins: EdgeInsets

  /// Creates the layout of a view that scrolls along `axes`, scrolled to `position`, its
  /// content set in by `margins`.
  package init(
    axes: Axis.Set, position: ScrollPosition = ScrollPosition(), margins: EdgeInsets = EdgeInsets()
  ) {
    self.axes = axes
    self.position = position
    self.margins = margins
  }

  /// The content offset asked for (see ``ScrollPosition/offset``).
  package var offset: CGPoint? { position.offset }
  /// Whether the offset is clamped to the scrollable range.
  package var clamps: Bool { position.clamps }

  /// Equal when they scroll along the same axes with the same position object: a scroll moves
  /// the content by placing it again, not by a new layout.
  package static func == (a: ScrollLayout, b: ScrollLayout) -> Bool {
    a.axes == b.axes && a.position === b.position && a.margins == b.margins
  }

  /// The insets of the content along the axes: the safe-area insets the scroll view sees on
  /// the edges of its axes, plus the content margins there.
  package func contentInsets(_ safeArea: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: axes.contains(.vertical) ? safeArea.top + margins.top : 0,
      leading: axes.contains(.horizontal) ? safeArea.leading + margins.leading : 0,
      bottom: axes.contains(.vertical) ? safeArea.bottom + margins.bottom : 0,
      trailing: axes.contains(.horizontal) ? safeArea.trailing + margins.trailing : 0)
  }

  /// All the content's insets, as `ScrollGeometry.contentInsets` reports them: those along
  /// the axes, and the margins across them.
  package func geometryInsets(_ safeArea: EdgeInsets) -> EdgeInsets {
    var insets = contentInsets(safeArea)
    if !axes.contains(.vertical) {
      insets.top = margins.top
      insets.bottom = margins.bottom
    }
    if !axes.contains(.horizontal) {
      insets.leading = margins.leading
      insets.trailing = margins.trailing
    }
    return insets
  }

  /// The offset clamped to what a scroll view of `size` holding content of `content`, inset
  /// by `insets`, can show: from minus the leading inset to the content's overflow past the
  /// trailing one along each scrolling axis, 0 across them.
  package func clampedOffset(
    container size: CGSize, content: CGSize, insets: EdgeInsets = EdgeInsets()
  ) -> CGPoint {
    func clamp(
      _ value: CGFloat?, _ content: CGFloat, _ container: CGFloat, _ before: CGFloat,
      _ after: CGFloat, _ scrolls: Bool
    ) -> CGFloat {
      guard scrolls else { return 0 }
      guard let value, value.isFinite || value == .infinity else { return -before }
      guard clamps else { return min(max(value, -LengthLimits.largest), LengthLimits.largest) }
      return min(max(value, -before), max(content + after - container, -before))
    }
    return CGPoint(
      x: clamp(
        offset?.x, content.width, size.width, insets.leading, insets.trailing,
        axes.contains(.horizontal)),
      y: clamp(
        offset?.y, content.height, size.height, insets.top, insets.bottom,
        axes.contains(.vertical)))
  }

  /// The proposal for the content: `nil` along the scrolling axes, `proposal` less the
  /// margins across them.
  package func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal)
        ? nil : proposal.width.map { max($0 - margins.leading - margins.trailing, 0) },
      height: axes.contains(.vertical)
        ? nil : proposal.height.map { max($0 - margins.top - margins.bottom, 0) })
  }

  /// The proposal along the scrolling axes (the content's length when unspecified) and the
  /// content's length and margins across them.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    let across = CGSize(
      width: content.width + margins.leading + margins.trailing,
      height: content.height + margins.top + margins.bottom)
    return CGSize(
      width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : across.width,
      height: axes.contains(.vertical) ? (proposal.height ?? content.height) : across.height)
  }

  /// Places the content at the origin (moved in by the margins across the axes), moved back
  /// by the clamped offset, with the content proposal.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let inner = contentProposal(proposal)
    let insets = contentInsets(subviews.safeAreaInsets)
    for subview in subviews {
      let offset = clampedOffset(
        container: bounds.size, content: subview.sizeThatFits(inner), insets: insets)
      let inset = CGPoint(
        x: axes.contains(.horizontal) ? 0 : margins.leading,
        y: axes.contains(.vertical) ? 0 : margins.top)
      subview.place(
        at: CGPoint(x: bounds.minX + inset.x - offset.x, y: bounds.minY + inset.y - offset.y),
        proposal: inner)
    }
  }

  /// None: a scroll view does not pass its content's guides out.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? { nil }

  /// None: a scroll view does not pass its content's guides out.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? { nil }
}

/// `LazyVStack` and `LazyHStack`: children take their ideal length along the axis and are
/// proposed the stack's whole length across it, which the stack fills; children align across
/// the axis on `alignment`. (Which children exist is Widgets' business: in a scroll view, it
/// realises only the rows that show and stands the others in as one leaf per run.)
///
/// The stack keeps each child's size and guide, for one length across the axis, in its
/// cache and measures again only the children whose layout changed: while that length stays
/// the same, an update to one row of a long list costs one measurement plus a pass over
/// stored numbers.
package struct LazyStackLayout: Layout, Equatable {
  /// The axis the children are stacked along.
  package var axis: Axis
  /// The guide the children align on across the axis.
  package var alignment: AlignmentKey
  /// The gap between children, or `nil` for each pair's preferred spacing.
  package var spacing: CGFloat?

  /// Creates a lazy stack layout along `axis`.
  package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }

  /// No stacking axis: `LazyVStack` and `LazyHStack` give their children the axis
  /// themselves.
  package static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The children's sizes and guides, for one length across the axis.
  package struct Cache {
    /// The length across the axis the children were proposed; `.none` before the first
    /// measurement.
    var across: CGFloat??
    var sizes: [CGSize] = []
    var guides: [CGFloat] = []
    /// The gaps between the children, when the spacing is each pair's preferred one.
    var gaps: [CGFloat] = []
    /// Changes whenever a size, guide or gap does.
    var version = 0
    /// The bounds of the last placement, the version it placed by, and where it put each
    /// child.
    var placed: (bounds: CGRect, version: Int, origins: [CGPoint])?
  }

  /// An empty cache: every child is measured on first use.
  package func makeCache(subviews: Subviews) -> Cache { Cache() }

  private var gapsStack: StackAlgorithm {
    StackAlgorithm(axis: axis, alignment: alignment, spacing: spacing)
  }

  /// Fills the cache for children proposed `across` across the axis: all of them when the
  /// length or the children changed, else only those whose layout changed since they were
  /// last placed.
  ///
  /// - Complexity: O(n) flag checks, plus the children measured.
  private func measure(_ subviews: Subviews, across: CGFloat?, cache: inout Cache) {
    let count = subviews.count
    let everything = cache.across != .some(across) || cache.sizes.count != count
    if everything {
      cache.sizes = Array(repeating: .zero, count: count)
      cache.guides = Array(repeating: 0, count: count)
      cache.across = .some(across)
    }
    if everything {
      cache.gaps = spacing == nil ? gapsStack.gaps(subviews) : []
      cache.version += 1
    }
    let proposal = ProposedViewSize(major: nil, minor: across, axis: axis)
    for slot in 0..<count {
      let index = subviews.startIndex + slot
      guard everything || subviews.nodes[index].needsLayout else { continue }
      let (size, guide) = subviews[index].guide(alignment, in: proposal)
      if size != cache.sizes[slot] || guide != cache.guides[slot] {
        cache.sizes[slot] = size
        cache.guides[slot] = guide
        cache.version += 1
      }
      // A changed child may prefer other spacing on either side.
      guard !everything, spacing == nil else { continue }
      for gap in [slot - 1, slot] where gap >= 0 && gap < count - 1 {
        let distance = subviews[subviews.startIndex + gap].spacing.distance(
          to: subviews[subviews.startIndex + gap + 1].spacing, along: axis)
        if distance != cache.gaps[gap] {
          cache.gaps[gap] = distance
          cache.version += 1
        }
      }
    }
  }

  /// The gaps between the children: the fixed spacing, or each pair's preferred one.
  private func gaps(_ count: Int, _ cache: Cache) -> [CGFloat] {
    spacing.map { Array(repeating: $0, count: max(count - 1, 0)) } ?? cache.gaps
  }

  /// Whether placing the children in `bounds` would put every one where the last placement
  /// did: no size, guide or gap changed since, and the bounds are the same.
  ///
  /// - Complexity: O(n) flag checks, plus the children measured.
  func placesAsBefore(in bounds: CGRect, _ subviews: Subviews, cache: inout Cache) -> Bool {
    let across = axis == .horizontal ? bounds.height : bounds.width
    measure(subviews, across: across, cache: &cache)
    guard let placed = cache.placed else { return false }
    return placed.bounds == bounds && placed.version == cache.version
      && placed.origins.count == subviews.count
  }

  /// The children's ideal lengths and gaps along the axis; across it, the proposal, or the
  /// widest child when unspecified.
  ///
  /// - Complexity: O(n) in the number of children, measuring only those that changed.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  )
    -> CGSize
  {
    measure(subviews, across: proposal[axis.other], cache: &cache)
    var major = gaps(subviews.count, cache).reduce(0, +)
    var minor: CGFloat = 0
    for size in cache.sizes {
      major += axis == .horizontal ? size.width : size.height
      minor = max(minor, axis == .horizontal ? size.height : size.width)
    }
    let across = proposal[axis.other] ?? minor
    return axis == .horizontal
      ? CGSize(width: major, height: across) : CGSize(width: across, height: major)
  }

  /// Places the children one after another along the axis, each proposed the stack's whole
  /// length across it and aligned on `alignment`.
  ///
  /// - Complexity: O(n) in the number of children, measuring only those that changed.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let across = axis == .horizontal ? bounds.height : bounds.width
    measure(subviews, across: across, cache: &cache)
    let childProposal = ProposedViewSize(major: nil, minor: across, axis: axis)
    let gaps = gaps(subviews.count, cache)
    let line = alignment.defaultValue(in: ViewDimensions(size: bounds.size))
    var cursor: CGFloat = 0
    var origins: [CGPoint] = []
    origins.reserveCapacity(subviews.count)
    for slot in 0..<subviews.count {
      let size = cache.sizes[slot]
      let offset = line - cache.guides[slot]
      let position =
        axis == .vertical
        ? CGPoint(x: bounds.minX + offset, y: bounds.minY + cursor)
        : CGPoint(x: bounds.minX + cursor, y: bounds.minY + offset)
      subviews[subviews.startIndex + slot].place(
        at: position, anchor: .topLeading, proposal: childProposal)
      origins.append(position)
      cursor += axis == .vertical ? size.height : size.width
      if slot < gaps.count { cursor += gaps[slot] }
    }
    cache.placed = (bounds, cache.version, origins)
  }

  /// Where the last placement put the children at `indices`, one placement each; `nil` when
  /// there is none to repeat.
  func placementsAgain(
    _ indices: [Int], _ subviews: Subviews, cache: Cache
  )
    -> [PendingPlacement]?
  {
    guard let placed = cache.placed, placed.origins.count == subviews.count else { return nil }
    let across = axis == .horizontal ? placed.bounds.height : placed.bounds.width
    let childProposal = ProposedViewSize(major: nil, minor: across, axis: axis)
    return indices.map {
      .placed(position: placed.origins[$0], anchor: .topLeading, proposal: childProposal)
    }
  }
}
