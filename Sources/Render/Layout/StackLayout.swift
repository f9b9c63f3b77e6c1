import Foundation

/// A horizontal stack: SwiftUI's `HStackLayout`, used by `HStack`.
///
/// ```
/// ┌──────┬──┬──────────┬──┬────┐
/// │ A    │8 │ B        │8 │ C  │   children left to right, gaps between them,
/// └──────┴──┴──────────┴──┴────┘   aligned vertically on `alignment`
/// ```
public struct HStackLayout: Layout {
  /// The guide children align on vertically.
  public var alignment: VerticalAlignment
  /// The distance between children, or `nil` for each pair's preferred distance.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A horizontal stacking axis, so spacers and dividers inside orient themselves by it.
  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }

  private var stack: StackAlgorithm {
    StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  /// The children's widths plus the gaps, by the height of the children aligned on
  /// `alignment`. A finite width is shared out as SwiftUI does: by layout priority, then
  /// least flexible child first.
  ///
  /// - Complexity: O(n log n) in the number of children; each child's sizes are memoised.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    stack.size(proposal, subviews)
  }

  /// Places the children left to right (right to left in right-to-left layouts), aligned
  /// on `alignment`.
  ///
  /// - Complexity: O(n log n) in the number of children.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack.place(in: bounds, proposal, subviews)
  }

  /// The first child's explicit horizontal guide that is set, in the stack's coordinates.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    stack.explicitAlignment(guide.key, in: bounds, proposal, subviews)
  }

  /// The first child's explicit vertical guide that is set (the last child's for the last
  /// text baseline), in the stack's coordinates.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    stack.explicitAlignment(guide.key, in: bounds, proposal, subviews)
  }
}

/// A vertical stack: SwiftUI's `VStackLayout`, used by `VStack`.
public struct VStackLayout: Layout {
  /// The guide children align on horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between children, or `nil` for each pair's preferred distance.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A vertical stacking axis, so spacers and dividers inside orient themselves by it.
  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .vertical)
  }

  private var stack: StackAlgorithm {
    StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  /// The children's heights plus the gaps, by the width of the children aligned on
  /// `alignment`. A finite height is shared out as SwiftUI does: by layout priority, then
  /// least flexible child first.
  ///
  /// - Complexity: O(n log n) in the number of children; each child's sizes are memoised.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    stack.size(proposal, subviews)
  }

  /// Places the children top to bottom, aligned on `alignment`.
  ///
  /// - Complexity: O(n log n) in the number of children.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack.place(in: bounds, proposal, subviews)
  }

  /// The first child's explicit horizontal guide that is set, in the stack's coordinates.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    stack.explicitAlignment(guide.key, in: bounds, proposal, subviews)
  }

  /// The first child's explicit vertical guide that is set (the last child's for the last
  /// text baseline), in the stack's coordinates.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    stack.explicitAlignment(guide.key, in: bounds, proposal, subviews)
  }
}

/// The algorithm HStack and VStack share (research/swiftui-layout.md §4.1), axes abstracted.
struct StackAlgorithm {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?

  /// The arrangement of the children for one proposal, as a stack of many children keeps
  /// it in its memo.
  struct Arrangement {
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
    var guides: [CGFloat]
    var gaps: [CGFloat]
    /// The common alignment line: the largest guide value.
    var line: CGFloat
    var size: CGSize
  }

  /// One child's part of an arrangement, worked out in a temporary buffer.
  struct Part {
    var proposal: ProposedViewSize
    var size: CGSize
    /// The value of the child's alignment guide.
    var guide: CGFloat
    /// The gap after the child: 0 after the last.
    var gap: CGFloat
  }

  func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    guard let memo = memo(of: subviews) else {
      return withParts(proposal, subviews, recording: false) { _, _, size, _ in size }
    }
    return arranged(proposal, subviews, memo: memo).arrangement.size
  }

  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    guard subviews.count > 1 else { return [] }
    return (subviews.startIndex..<subviews.endIndex - 1).map { gap(after: $0, subviews) }
  }

  /// The distance between the child at `index` and the next.
  private func gap(after index: Int, _ subviews: LayoutSubviews) -> CGFloat {
    spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
  }

  /// The memo of a stack of many children (``StackMemo``), made on first use; `nil` for a
  /// small stack, which works its arrangements out each time.
  private func memo(of subviews: LayoutSubviews) -> StackMemo? {
    guard subviews.count >= StackMemo.minimumCount, let box = subviews.box, box.isStack else {
      return nil
    }
    if let existing = box.stackMemo { return existing }
    let memo = StackMemo(stack: self)
    box.stackMemo = memo
    return memo
  }

  /// The arrangement for `proposal`, with its version in the stack's memo when the stack
  /// keeps one: a stack of many children remembers its arrangements and checks only the
  /// children that changed since.
  func arrange(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) -> (arrangement: Arrangement, version: Int?) {
    guard let memo = memo(of: subviews) else {
      return (work(proposal, subviews, recording: false).arrangement, nil)
    }
    return arranged(proposal, subviews, memo: memo)
  }

  private func arranged(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, memo: StackMemo
  ) -> (arrangement: Arrangement, version: Int?) {
    if let entry = memo.entry(for: proposal, subviews) {
      return (entry.arrangement, entry.version)
    }
    let (arrangement, shares) = work(proposal, subviews, recording: true)
    return (arrangement, memo.insert(arrangement, for: proposal, shares: shares))
  }

  /// Works the arrangement out into arrays, and when `recording`, what the distribution read
  /// of each child.
  private func work(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, recording: Bool
  ) -> (arrangement: Arrangement, shares: [StackMemo.Share]?) {
    withParts(proposal, subviews, recording: recording) { parts, line, size, shares in
      let gaps = parts.count > 1 ? parts[..<(parts.count - 1)].map(\.gap) : []
      let arrangement = Arrangement(
        proposals: parts.map(\.proposal), sizes: parts.map(\.size), guides: parts.map(\.guide),
        gaps: gaps, line: line, size: size)
      return (arrangement, shares)
    }
  }

  /// Works the arrangement for `proposal` out into a temporary buffer, one part per child,
  /// and hands it to `body` with the alignment line, the stack's size and, when `recording`,
  /// what the distribution read of each child.
  ///
  /// Allocation-free unless recording: a small stack's buffer lives on the stack.
  private func withParts<Result>(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, recording: Bool,
    _ body: (
      _ parts: UnsafeBufferPointer<Part>, _ line: CGFloat, _ size: CGSize,
      _ shares: [StackMemo.Share]?
    ) -> Result
  ) -> Result {
    let count = subviews.count
    return withUnsafeTemporaryAllocation(of: Part.self, capacity: count) { buffer in
      let first = subviews.startIndex
      // The gaps first, summed in order, and each child's share of a finite length.
      var totalGap: CGFloat = 0
      for offset in 0..<count {
        let gap = offset < count - 1 ? gap(after: first + offset, subviews) : 0
        if offset < count - 1 { totalGap += gap }
        buffer.initializeElement(
          at: offset, to: Part(proposal: .unspecified, size: .zero, guide: 0, gap: gap))
      }
      let minor = proposal[axis.other]
      var shares: [StackMemo.Share]?
      if count > 0, let major = proposal[axis] {
        shares = distribute(
          major - totalGap, minor: minor, subviews, into: buffer, recording: recording)
      } else {
        for offset in 0..<count {
          buffer[offset].proposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
        }
      }
      for offset in 0..<count {
        let (size, guide) = subviews[first + offset].guide(alignment, in: buffer[offset].proposal)
        buffer[offset].size = size
        buffer[offset].guide = guide
      }
      let (line, size) = totals(
        count: count, gaps: totalGap, size: { buffer[$0].size }, guide: { buffer[$0].guide })
      let result = body(UnsafeBufferPointer(rebasing: buffer[0..<count]), line, size, shares)
      _ = buffer[0..<count].deinitialize()
      return result
    }
  }

  /// Sets the alignment line and the stack's size from the children's sizes, guides and
  /// gaps.
  func total(_ arrangement: inout Arrangement) {
    (arrangement.line, arrangement.size) = totals(
      count: arrangement.sizes.count, gaps: arrangement.gaps.reduce(0, +),
      size: { arrangement.sizes[$0] }, guide: { arrangement.guides[$0] })
  }

  /// The alignment line (the largest guide, 0 without children) and the stack's size, for
  /// `count` children of `size(i)` and `guide(i)` with gaps that add up to `gaps`.
  @inline(__always)
  private func totals(
    count: Int, gaps: CGFloat, size: (Int) -> CGSize, guide: (Int) -> CGFloat
  ) -> (line: CGFloat, size: CGSize) {
    var line: CGFloat = 0
    var majorLength = gaps
    for index in 0..<count {
      if index == 0 || line < guide(index) { line = guide(index) }
      majorLength += length(size(index))
    }
    var minorExtent: CGFloat = 0
    for index in 0..<count {
      minorExtent = max(minorExtent, line - guide(index) + length(size(index), along: axis.other))
    }
    let size =
      axis == .horizontal
      ? CGSize(width: majorLength, height: minorExtent)
      : CGSize(width: minorExtent, height: majorLength)
    return (line, size)
  }

  /// What `distribute` knows of one child.
  private struct Share {
    var index: Int
    var minimum: CGFloat
    var flexibility: CGFloat
    var priority: Double
  }

  /// Shares `available` major length among the children, by priority groups and
  /// flexibility, and writes each child's proposal into its part; when `recording`, returns
  /// what it read of each child, by index.
  ///
  /// Allocation-free unless recording: the children's minimums, flexibilities and
  /// priorities live in a temporary buffer, sorted in place, and the priority groups are its
  /// runs of equal priority.
  private func distribute(
    _ available: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews,
    into parts: UnsafeMutableBufferPointer<Part>, recording: Bool
  ) -> [StackMemo.Share]? {
    let count = subviews.count
    let first = subviews.startIndex
    var record: [StackMemo.Share]?
    withUnsafeTemporaryAllocation(of: Share.self, capacity: count) { buffer in
      for index in 0..<count {
        let child = subviews[first + index]
        let least = length(
          child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis)))
        let most = length(
          child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis)))
        buffer.initializeElement(
          at: index,
          to: Share(
            index: index, minimum: least, flexibility: most - least, priority: child.priority))
      }
      if recording {
        record = (0..<count).map {
          StackMemo.Share(
            minimum: buffer[$0].minimum, flexibility: buffer[$0].flexibility,
            priority: buffer[$0].priority, chosen: 0)
        }
      }
      var shares = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      shares.sort { a, b in
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility.isInfinite, b.flexibility.isInfinite, a.minimum != b.minimum {
          return a.minimum > b.minimum
        }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        return a.index < b.index
      }
      // The groups are runs of equal priority, highest first. Room is kept for the minimums
      // of every later group; a group's own minimums come back when its turn comes.
      func groupEnd(from start: Int) -> Int {
        var end = start + 1
        while end < count, shares[end].priority == shares[start].priority { end += 1 }
        return end
      }
      func minimums(_ range: Range<Int>) -> CGFloat {
        range.reduce(0) { $0 + shares[$1].minimum }
      }
      let firstEnd = groupEnd(from: 0)
      var laterMinimums: CGFloat = 0
      var scan = firstEnd
      while scan < count {
        let end = groupEnd(from: scan)
        laterMinimums += minimums(scan..<end)
        scan = end
      }
      var remaining = available - laterMinimums
      var start = 0
      while start < count {
        let end = start == 0 ? firstEnd : groupEnd(from: start)
        if start > 0 { remaining += minimums(start..<end) }
        var left = end - start
        for position in start..<end {
          let index = shares[position].index
          let share = max(0, remaining / CGFloat(left))
          let proposal = ProposedViewSize(major: share, minor: minor, axis: axis)
          let chosen = length(subviews[first + index].sizeThatFits(proposal))
          parts[index].proposal = proposal
          record?[index].chosen = chosen
          remaining -= chosen
          left -= 1
        }
        start = end
      }
      _ = shares.deinitialize()
    }
    return record
  }

  /// A size's length along the axis.
  func length(_ size: CGSize) -> CGFloat {
    length(size, along: axis)
  }

  private func length(_ size: CGSize, along axis: Axis) -> CGFloat {
    axis == .horizontal ? size.width : size.height
  }

  /// The proposal used when placing: an unspecified minor length becomes the stack's own.
  func placementProposal(
    _ proposal: ProposedViewSize, bounds: CGRect
  )
    -> ProposedViewSize
  {
    var result = proposal
    if result[axis.other] == nil {
      result[axis.other] = axis == .horizontal ? bounds.height : bounds.width
    }
    return result
  }

  /// Where a child's top-leading corner goes, `cursor` along the axis from the start of
  /// `bounds`.
  private func origin(
    cursor: CGFloat, guide: CGFloat, line: CGFloat, in bounds: CGRect
  ) -> CGPoint {
    let minorOffset = line - guide
    return axis == .horizontal
      ? CGPoint(x: bounds.minX + cursor, y: bounds.minY + minorOffset)
      : CGPoint(x: bounds.minX + minorOffset, y: bounds.minY + cursor)
  }

  /// Where each child's top-leading corner goes.
  private func origins(_ arrangement: Arrangement, in bounds: CGRect) -> [CGPoint] {
    var cursor: CGFloat = 0
    var result: [CGPoint] = []
    result.reserveCapacity(arrangement.sizes.count)
    for (index, size) in arrangement.sizes.enumerated() {
      result.append(
        origin(cursor: cursor, guide: arrangement.guides[index], line: arrangement.line, in: bounds)
      )
      cursor += length(size)
      if index < arrangement.gaps.count { cursor += arrangement.gaps[index] }
    }
    return result
  }

  func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let proposal = placementProposal(proposal, bounds: bounds)
    guard let memo = memo(of: subviews) else {
      withParts(proposal, subviews, recording: false) { parts, line, _, _ in
        var cursor: CGFloat = 0
        for (offset, part) in parts.enumerated() {
          subviews[subviews.startIndex + offset].place(
            at: origin(cursor: cursor, guide: part.guide, line: line, in: bounds),
            proposal: part.proposal)
          cursor += length(part.size)
          cursor += part.gap
        }
      }
      return
    }
    let (arrangement, version) = arranged(proposal, subviews, memo: memo)
    let points = origins(arrangement, in: bounds)
    if let version {
      memo.didPlace(
        in: bounds, proposal, version: version, origins: points,
        proposals: arrangement.proposals)
    }
    for (offset, index) in subviews.indices.enumerated() {
      subviews[index].place(at: points[offset], proposal: arrangement.proposals[offset])
    }
  }

  /// A guide of the stack: the first child's explicit value (the last child's for the last
  /// baseline), moved into the stack's coordinates.
  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews
  ) -> CGFloat? {
    let arrangement = arrange(placementProposal(proposal, bounds: bounds), subviews).arrangement
    let points = origins(arrangement, in: CGRect(origin: .zero, size: bounds.size))
    var candidates = Array(zip(subviews.indices, points.indices))
    if key == VerticalAlignment.lastTextBaseline.key { candidates.reverse() }
    for (index, offset) in candidates {
      let dimensions = subviews[index].dimensions(in: arrangement.proposals[offset])
      let value: CGFloat?
      if key.axis == .horizontal {
        value = dimensions[explicit: HorizontalAlignment(key.id)].map { $0 + points[offset].x }
      } else {
        value = dimensions[explicit: VerticalAlignment(key.id)].map { $0 + points[offset].y }
      }
      if let value { return value }
    }
    return nil
  }
}
