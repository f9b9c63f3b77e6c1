import Foundation

/// One column of a `LazyVGrid` (or one row of a `LazyHGrid`) as the layout sees it: how long it
/// is across the grid's axis, the gap after it, and where its cells sit.
package struct GridTrack: Equatable, Sendable {
  /// How the track's length is chosen.
  package enum Size: Equatable, Sendable {
    /// Exactly this long.
    case fixed(CGFloat)
    /// An equal share of what the fixed tracks leave, clamped to the bounds.
    case flexible(minimum: CGFloat, maximum: CGFloat)
    /// An equal share, filled with as many tracks of at least `minimum` as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat)
  }

  package var size: Size
  /// The gap after the track (and between the tracks an adaptive one makes).
  package var spacing: CGFloat
  /// Where a cell sits in its cell's rectangle.
  package var alignment: Alignment

  package init(size: Size, spacing: CGFloat, alignment: Alignment) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// `LazyVGrid` and `LazyHGrid`: the tracks across the axis (columns of a vertical grid) share
/// the proposed length; the cells fill the tracks line by line along the axis, each line as
/// long as its longest cell, with `spacing` between lines.
///
/// Track lengths follow SwiftUI, as measured by others (decision record 0015): the tracks'
/// gaps are taken off first; fixed tracks take their length; then each other track, in order,
/// is offered an equal share of what is left, a flexible track taking the share clamped to its
/// bounds and an adaptive one taking it as is and splitting it into
/// `max(1, ⌊(share + s) / (minimum + s)⌋)` tracks of `min(maximum, (share − (n − 1)s) / n)`.
/// The grid is as long across the axis as the proposal (or its tracks, when they need more),
/// and its tracks are aligned in it on `alignment`.
package struct LazyGridLayout: Layout {
  /// The axis the lines follow each other along: vertical for a `LazyVGrid`.
  package var axis: Axis
  package var tracks: [GridTrack]
  /// Where the tracks sit across the axis when they leave room.
  package var alignment: Alignment
  /// The gap between lines.
  package var spacing: CGFloat

  package init(axis: Axis, tracks: [GridTrack], alignment: Alignment, spacing: CGFloat) {
    self.axis = axis
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
  }

  /// The resolved tracks for a length across the axis: each one's start, length and alignment.
  package struct Resolved {
    var starts: [CGFloat] = []
    package var lengths: [CGFloat] = []
    var alignments: [Alignment] = []
    /// The tracks with their gaps, end to end.
    var extent: CGFloat = 0
  }

  /// The tracks for `across` points across the axis (`nil`: each at its smallest).
  package func resolve(across: CGFloat?) -> Resolved {
    guard !tracks.isEmpty else { return Resolved() }
    let gaps = tracks.dropLast().reduce(0) { $0 + $1.spacing }
    var remaining = (across ?? 0) - gaps
    var chosen = [CGFloat](repeating: 0, count: tracks.count)
    var left = tracks.count
    for (index, track) in tracks.enumerated() {
      guard case .fixed(let length) = track.size else { continue }
      chosen[index] = length
      remaining -= length
      left -= 1
    }
    for (index, track) in tracks.enumerated() {
      let share = max(0, remaining / CGFloat(max(left, 1)))
      switch track.size {
      case .fixed: continue
      case .flexible(let minimum, let maximum):
        chosen[index] = across == nil ? minimum : min(max(share, minimum), maximum)
      case .adaptive(let minimum, _):
        chosen[index] = across == nil ? minimum : share
      }
      remaining -= chosen[index]
      left -= 1
    }
    var resolved = Resolved()
    var cursor: CGFloat = 0
    for (index, track) in tracks.enumerated() {
      let isLast = index == tracks.count - 1
      var lengths = [chosen[index]]
      if case .adaptive(let minimum, let maximum) = track.size {
        let s = track.spacing
        let fitting = ((chosen[index] + s) / (minimum + s)).rounded(.down)
        let count = max(1, fitting.isFinite ? Int(min(fitting, 10_000)) : 1)
        let each = min(maximum, (chosen[index] - CGFloat(count - 1) * s) / CGFloat(count))
        lengths = Array(repeating: max(0, each), count: count)
      }
      for (part, length) in lengths.enumerated() {
        resolved.starts.append(cursor)
        resolved.lengths.append(length)
        resolved.alignments.append(track.alignment)
        cursor += length
        if !isLast || part < lengths.count - 1 { cursor += track.spacing }
      }
    }
    resolved.extent = cursor
    return resolved
  }

  /// The proposal across the axis.
  private func across(_ proposal: ProposedViewSize) -> CGFloat? {
    axis == .vertical ? proposal.width : proposal.height
  }

  /// Where each subview goes: its line and its track, or no track for a run of unrealised
  /// cells (a lazy grid in a scroll view), which takes a line of its own.
  private func slots(_ subviews: Subviews, perLine: Int) -> [(line: Int, track: Int?)] {
    var slots: [(line: Int, track: Int?)] = []
    slots.reserveCapacity(subviews.count)
    var line = 0
    var track = 0
    for subview in subviews {
      if case .unrealisedRows = subview.node.role.storage {
        if track > 0 { line += 1 }
        slots.append((line, nil))
        line += 1
        track = 0
        continue
      }
      slots.append((line, track))
      track += 1
      if track == perLine {
        track = 0
        line += 1
      }
    }
    return slots
  }

  /// The lengths of the lines along the axis: each its longest cell, proposed its track's
  /// length across and nothing along.
  private func lineLengths(
    _ subviews: Subviews, _ resolved: Resolved, _ slots: [(line: Int, track: Int?)]
  ) -> [CGFloat] {
    var lines = [CGFloat](repeating: 0, count: (slots.last?.line ?? -1) + 1)
    for (subview, slot) in zip(subviews, slots) {
      let across = slot.track.map { resolved.lengths[$0] }
      let proposal =
        axis == .vertical
        ? ProposedViewSize(width: across, height: nil)
        : ProposedViewSize(width: nil, height: across)
      let size = subview.sizeThatFits(proposal)
      lines[slot.line] = max(lines[slot.line], axis == .vertical ? size.height : size.width)
    }
    return lines
  }

  /// As long across the axis as proposed, or as the tracks; along it, the lines and the gaps
  /// between them.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    let resolved = resolve(across: across(proposal))
    let lines = lineLengths(
      subviews, resolved, slots(subviews, perLine: max(resolved.lengths.count, 1)))
    let along = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * spacing
    let acrossLength = max(across(proposal) ?? 0, resolved.extent)
    return axis == .vertical
      ? CGSize(width: acrossLength, height: along) : CGSize(width: along, height: acrossLength)
  }

  /// Places each cell in its rectangle (its track across, its line along) on its track's
  /// alignment, proposed the rectangle.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let vertical = axis == .vertical
    let acrossLength = vertical ? bounds.width : bounds.height
    // The tracks as measured: with no length proposed across, each at its smallest.
    let resolved = resolve(across: across(proposal))
    let perLine = resolved.lengths.count
    let slots = slots(subviews, perLine: max(perLine, 1))
    let lines = lineLengths(subviews, resolved, slots)
    // The tracks as a block, aligned in the grid across the axis.
    let blockSize =
      vertical
      ? CGSize(width: resolved.extent, height: 0) : CGSize(width: 0, height: resolved.extent)
    let gridSize =
      vertical ? CGSize(width: acrossLength, height: 0) : CGSize(width: 0, height: acrossLength)
    let shift =
      vertical
      ? ViewDimensions(size: gridSize)[alignment.horizontal]
        - ViewDimensions(size: blockSize)[alignment.horizontal]
      : ViewDimensions(size: gridSize)[alignment.vertical]
        - ViewDimensions(size: blockSize)[alignment.vertical]
    var starts: [CGFloat] = []
    starts.reserveCapacity(lines.count)
    var cursor: CGFloat = 0
    for length in lines {
      starts.append(cursor)
      cursor += length + spacing
    }
    for (subview, slot) in zip(subviews, slots) {
      guard perLine > 0, let track = slot.track else {
        // A run of unrealised cells, or a grid without tracks: at the line's start.
        let lineStart = slot.line < starts.count ? starts[slot.line] : 0
        subview.place(
          at: vertical
            ? CGPoint(x: bounds.minX, y: bounds.minY + lineStart)
            : CGPoint(x: bounds.minX + lineStart, y: bounds.minY),
          proposal: .unspecified)
        continue
      }
      let lineStart = starts[slot.line]
      let cell =
        vertical
        ? CGRect(
          x: bounds.minX + shift + resolved.starts[track], y: bounds.minY + lineStart,
          width: resolved.lengths[track], height: lines[slot.line])
        : CGRect(
          x: bounds.minX + lineStart, y: bounds.minY + shift + resolved.starts[track],
          width: lines[slot.line], height: resolved.lengths[track])
      let cellProposal = ProposedViewSize(cell.size)
      let dimensions = subview.dimensions(in: cellProposal)
      let cellDimensions = ViewDimensions(size: cell.size)
      let alignment = resolved.alignments[track]
      let x = cell.minX + cellDimensions[alignment.horizontal] - dimensions[alignment.horizontal]
      let y = cell.minY + cellDimensions[alignment.vertical] - dimensions[alignment.vertical]
      subview.place(at: CGPoint(x: x, y: y), proposal: cellProposal)
    }
  }
}
