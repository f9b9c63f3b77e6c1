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

  /// The arrangement of the children for one proposal.
  struct Arrangement {
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
    var guides: [CGFloat]
    var gaps: [CGFloat]
    /// The common alignment line: the largest guide value.
    var line: CGFloat
    var size: CGSize
  }

  func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    arrange(proposal, subviews).arrangement.size
  }

  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    guard subviews.count > 1 else { return [] }
    let indices = Array(subviews.indices)
    return (0..<indices.count - 1).map { i in
      spacing
        ?? subviews[indices[i]].spacing.distance(to: subviews[indices[i + 1]].spacing, along: axis)
    }
  }

  /// The arrangement for `proposal`, with its version in the stack's memo when the stack
  /// keeps one (``StackMemo``): a stack of many children remembers its arrangements and
  /// checks only the children that changed since.
  func arrange(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) -> (arrangement: Arrangement, version: Int?) {
    guard subviews.count >= StackMemo.minimumCount, let box = subviews.box, box.isStack else {
      return (work(proposal, subviews, recording: false).arrangement, nil)
    }
    let memo: StackMemo
    if let existing = box.stackMemo {
      memo = existing
    } else {
      memo = StackMemo(stack: self)
      box.stackMemo = memo
    }
    if let entry = memo.entry(for: proposal, subviews) {
      return (entry.arrangement, entry.version)
    }
    let (arrangement, shares) = work(proposal, subviews, recording: true)
    return (arrangement, memo.insert(arrangement, for: proposal, shares: shares))
  }

  /// Works the arrangement out, and when `recording`, what the distribution read of each
  /// child.
  private func work(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, recording: Bool
  ) -> (arrangement: Arrangement, shares: [StackMemo.Share]?) {
    let children = Array(subviews)
    let count = children.count
    guard count > 0 else {
      return (
        Arrangement(proposals: [], sizes: [], guides: [], gaps: [], line: 0, size: .zero), nil
      )
    }
    let gaps = gaps(subviews)
    let totalGap = gaps.reduce(0, +)
    let minor = proposal[axis.other]
    var majors = [CGFloat?](repeating: nil, count: count)
    var shares: [StackMemo.Share]?

    if let major = proposal[axis] {
      shares = distribute(
        major - totalGap, minor: minor, children, into: &majors, recording: recording)
    }
    var proposals: [ProposedViewSize] = []
    var sizes: [CGSize] = []
    var guides: [CGFloat] = []
    proposals.reserveCapacity(count)
    sizes.reserveCapacity(count)
    guides.reserveCapacity(count)
    for (index, child) in children.enumerated() {
      let childProposal = ProposedViewSize(major: majors[index], minor: minor, axis: axis)
      let (size, guide) = child.guide(alignment, in: childProposal)
      proposals.append(childProposal)
      sizes.append(size)
      guides.append(guide)
    }
    var arrangement = Arrangement(
      proposals: proposals, sizes: sizes, guides: guides, gaps: gaps, line: 0, size: .zero)
    total(&arrangement)
    return (arrangement, shares)
  }

  /// Sets the alignment line and the stack's size from the children's sizes, guides and
  /// gaps.
  func total(_ arrangement: inout Arrangement) {
    let line = arrangement.guides.max() ?? 0
    var minorExtent: CGFloat = 0
    var majorLength = arrangement.gaps.reduce(0, +)
    for index in arrangement.sizes.indices {
      let size = arrangement.sizes[index]
      majorLength += axis == .horizontal ? size.width : size.height
      let minorLength = axis == .horizontal ? size.height : size.width
      minorExtent = max(minorExtent, line - arrangement.guides[index] + minorLength)
    }
    arrangement.line = line
    arrangement.size =
      axis == .horizontal
      ? CGSize(width: majorLength, height: minorExtent)
      : CGSize(width: minorExtent, height: majorLength)
  }

  /// What `distribute` knows of one child.
  private struct Share {
    var index: Int
    var minimum: CGFloat
    var flexibility: CGFloat
    var priority: Double
  }

  /// Shares `available` major length among children, by priority groups and flexibility;
  /// when `recording`, returns what it read of each child, by index.
  ///
  /// Allocation-free unless recording: the children's minimums, flexibilities and
  /// priorities live in a temporary buffer, sorted in place, and the priority groups are its
  /// runs of equal priority.
  private func distribute(
    _ available: CGFloat, minor: CGFloat?, _ children: [LayoutSubview],
    into majors: inout [CGFloat?], recording: Bool
  ) -> [StackMemo.Share]? {
    let count = children.count
    var record: [StackMemo.Share]?
    withUnsafeTemporaryAllocation(of: Share.self, capacity: count) { buffer in
      for (index, child) in children.enumerated() {
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
          let chosen = length(
            children[index].sizeThatFits(ProposedViewSize(major: share, minor: minor, axis: axis)))
          majors[index] = share
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

  /// Where each child's top-leading corner goes.
  private func origins(_ arrangement: Arrangement, in bounds: CGRect) -> [CGPoint] {
    var cursor: CGFloat = 0
    var result: [CGPoint] = []
    result.reserveCapacity(arrangement.sizes.count)
    for (index, size) in arrangement.sizes.enumerated() {
      let minorOffset = arrangement.line - arrangement.guides[index]
      if axis == .horizontal {
        result.append(CGPoint(x: bounds.minX + cursor, y: bounds.minY + minorOffset))
        cursor += size.width
      } else {
        result.append(CGPoint(x: bounds.minX + minorOffset, y: bounds.minY + cursor))
        cursor += size.height
      }
      if index < arrangement.gaps.count { cursor += arrangement.gaps[index] }
    }
    return result
  }

  func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let (arrangement, version) = arrange(placementProposal(proposal, bounds: bounds), subviews)
    let points = origins(arrangement, in: bounds)
    if let version {
      subviews.box?.stackMemo?.didPlace(
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
