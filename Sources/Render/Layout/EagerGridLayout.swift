import Foundation

/// Lays out cells in rows and columns whose sizes come from the cells themselves:
/// SwiftUI's `GridLayout`, the layout of `Grid`.
///
/// The subviews are the cells in reading order. Cells marked with the same row (as
/// `GridRow` marks its views) form a row; an unmarked subview is a row of its own spanning
/// every column. See `Docs/Decisions/0029-grid-and-view-that-fits.md` for the rules:
/// - there are as many columns as the widest row has cells (a cell counting its
///   `gridCellColumns`); a column is as wide as its widest single-column cell and a row as
///   tall as its tallest cell; given a width, columns share it as an `HStack` shares its
///   width, the least flexible first, and rows share a height the same way;
/// - a cell spanning columns that needs more room than its columns give widens them
///   equally; cells that are unsized along an axis are left out of measuring along it;
/// - a cell is proposed its whole cell and aligned in it by its `gridCellAnchor`, else its
///   column's `gridColumnAlignment` and its row's alignment, else the grid's alignment;
///   cells of a column (or a row) line up on their guide, as in a stack; spanning cells
///   and full-width rows are placed by the unit point of their alignment;
/// - spacing `nil` is the largest spacing preference between neighbouring cells, as
///   between a stack's views (8 points for most views).
public struct GridLayout: Layout {
  /// The alignment of cells in their cells, unless a row, a column or a cell says otherwise.
  public var alignment: Alignment
  /// The space between columns, or `nil` for the cells' preferences.
  public var horizontalSpacing: CGFloat?
  /// The space between rows, or `nil` for the cells' preferences.
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The grid's rows and columns, worked out from the subviews' marks.
  public struct Cache {
    fileprivate var structure: Structure
  }

  /// Works out the rows and columns from the subviews' marks.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(structure: Structure(subviews))
  }

  /// Works the rows and columns out again after the subviews changed.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The grid's size for a proposal: its columns and rows with the gaps between them.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    solve(proposal, subviews: subviews, structure: cache.structure).size
  }

  /// Places every cell in its cell, aligned as its anchor, column and row say.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    // Placed in the bounds it was given: the proposal those bounds answer.
    let given = ProposedViewSize(width: bounds.width, height: bounds.height)
    let solution = solve(given, subviews: subviews, structure: cache.structure)
    let structure = cache.structure
    for (rowIndex, row) in structure.rows.enumerated() {
      let y = bounds.minY + solution.rowStarts[rowIndex]
      let height = solution.rowHeights[rowIndex]
      let rowAlignment = row.alignment ?? alignment.vertical
      // The row's guide line, for cells aligned on it.
      var line: CGFloat = 0
      var blockBelow: CGFloat = 0
      var rowCells: [(cell: Cell, proposal: ProposedViewSize, dimensions: ViewDimensions)] = []
      for cell in row.cells {
        let span = solution.span(of: cell, in: structure)
        let proposal = ProposedViewSize(width: span.width, height: height)
        let dimensions = subviews[cell.index].dimensions(in: proposal)
        rowCells.append((cell, proposal, dimensions))
        guard !cell.usesAnchor else { continue }
        let value = dimensions[rowAlignment]
        line = max(line, value)
        blockBelow = max(blockBelow, dimensions.height - value)
      }
      let blockTop = y + (height - (line + blockBelow)) * Self.fraction(of: rowAlignment.key)
      for (cell, proposal, dimensions) in rowCells {
        let span = solution.span(of: cell, in: structure)
        let cellRect = CGRect(x: bounds.minX + span.x, y: y, width: span.width, height: height)
        var origin: CGPoint
        if cell.usesAnchor {
          let anchor = cell.anchor ?? Self.unitPoint(of: alignment)
          origin = CGPoint(
            x: cellRect.minX + (cellRect.width - dimensions.width) * anchor.x,
            y: cellRect.minY + (cellRect.height - dimensions.height) * anchor.y)
        } else {
          let column = solution.columnGuides[cell.column]
          let guide = structure.columnAlignments[cell.column] ?? alignment.horizontal
          origin = CGPoint(
            x: bounds.minX + column.blockStart + column.line - dimensions[guide],
            y: blockTop + line - dimensions[rowAlignment])
        }
        subviews[cell.index].place(at: origin, proposal: proposal)
      }
    }
  }

  // MARK: - Structure

  /// One cell: its subview, its first column and span, and how it is sized and aligned.
  fileprivate struct Cell {
    var index: Int
    var column: Int
    var span: Int
    var unsized: Axis.Set
    var anchor: UnitPoint?
    /// Whether the cell is placed by a unit point rather than on its row's and column's
    /// guides: it has an anchor, spans columns, or is a full-width row.
    var usesAnchor: Bool
  }

  fileprivate struct Row {
    var cells: [Cell]
    var alignment: VerticalAlignment?
    var isFullWidth: Bool
  }

  fileprivate struct Structure {
    var rows: [Row] = []
    var columnCount = 1
    var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
      var current: (token: AnyHashable, row: Row)?
      var firstColumnAlignment: [Int: HorizontalAlignment] = [:]
      func finish() {
        if let done = current { rows.append(done.row) }
        current = nil
      }
      for index in subviews.indices {
        let subview = subviews[index]
        let marker = subview[GridRowMarker.self]
        // At most 1,000 columns: a larger span is a mistake, and would cost memory.
        let span = min(max(1, subview[GridCellColumnsKey.self]), 1_000)
        let anchor = subview[GridCellAnchorKey.self]
        let unsized = subview[GridCellUnsizedAxesKey.self]
        guard let marker else {
          finish()
          let cell = Cell(
            index: index, column: 0, span: 0, unsized: unsized, anchor: anchor, usesAnchor: true)
          rows.append(Row(cells: [cell], alignment: nil, isFullWidth: true))
          continue
        }
        if current?.token != marker.token {
          finish()
          current = (marker.token, Row(cells: [], alignment: marker.alignment, isFullWidth: false))
        }
        let column = current?.row.cells.last.map { $0.column + $0.span } ?? 0
        if span == 1, firstColumnAlignment[column] == nil,
          let guide = subview[GridColumnAlignmentKey.self]
        {
          firstColumnAlignment[column] = guide
        }
        current?.row.cells.append(
          Cell(
            index: index, column: column, span: span, unsized: unsized, anchor: anchor,
            usesAnchor: anchor != nil || span > 1))
        columnCount = max(columnCount, column + span)
      }
      finish()
      // A full-width row spans every column.
      for row in rows.indices where rows[row].isFullWidth {
        rows[row].cells[0].span = columnCount
      }
      columnAlignments = (0..<columnCount).map { firstColumnAlignment[$0] }
    }
  }

  // MARK: - Solving

  /// Where the columns and rows go for one proposal.
  fileprivate struct Solution {
    var columnWidths: [CGFloat]
    var columnStarts: [CGFloat]
    var rowHeights: [CGFloat]
    var rowStarts: [CGFloat]
    var columnGuides: [(blockStart: CGFloat, line: CGFloat)]
    var size: CGSize

    func span(of cell: Cell, in structure: Structure) -> (x: CGFloat, width: CGFloat) {
      let first = min(cell.column, columnWidths.count - 1)
      let last = min(cell.column + cell.span, columnWidths.count) - 1
      let x = columnStarts[first]
      return (x, columnStarts[last] + columnWidths[last] - x)
    }
  }

  /// The columns and rows for `proposal`: solved on every call, since a cell may change size
  /// without the list of cells changing (the subviews' sizes are memoised by the engine).
  private func solve(
    _ proposal: ProposedViewSize, subviews: Subviews, structure: Structure
  ) -> Solution {
    let columnCount = structure.columnCount
    let columnGaps = gaps(
      columnCount, explicit: horizontalSpacing, structure: structure, subviews: subviews,
      axis: .horizontal)
    let rowGaps = gaps(
      structure.rows.count, explicit: verticalSpacing, structure: structure,
      subviews: subviews, axis: .vertical)

    // Columns: the single-column cells sized horizontally.
    var columnCells = [[Int]](repeating: [], count: columnCount)
    for row in structure.rows {
      for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
        columnCells[cell.column].append(cell.index)
      }
    }
    let tracks = columnCells.map { cells in
      Track(
        priority: cells.map { subviews[$0].priority }.max() ?? 0,
        length: { offer in
          cells.reduce(0) { longest, index in
            max(
              longest,
              subviews[index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
          }
        })
    }
    let gapTotal = columnGaps.reduce(0, +)
    var widths = Self.distribute(tracks, in: proposal.width.map { max($0 - gapTotal, 0) })

    // Cells spanning columns widen them when they need more room, narrowest spans first.
    let spanning = structure.rows.flatMap { row in
      row.cells.filter { $0.span > 1 && !$0.unsized.contains(.horizontal) }
    }.sorted { $0.span < $1.span }
    for cell in spanning {
      let columns = cell.column..<min(cell.column + cell.span, columnCount)
      let current =
        columns.reduce(0) { $0 + widths[$1] }
        + columns.dropLast().reduce(0) { $0 + columnGaps[$1] }
      let total = widths.reduce(0, +) + gapTotal
      let offer = proposal.width.map { current + max($0 - total, 0) }
      let needed = subviews[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil))
        .width
      guard needed > current, needed.isFinite else { continue }
      let share = (needed - current) / CGFloat(columns.count)
      for column in columns { widths[column] += share }
    }
    var columnStarts: [CGFloat] = []
    var x: CGFloat = 0
    for column in 0..<columnCount {
      columnStarts.append(x)
      x += widths[column] + (column < columnCount - 1 ? columnGaps[column] : 0)
    }
    let width = x
    func cellWidth(_ cell: Cell) -> CGFloat {
      let last = min(cell.column + cell.span, columnCount) - 1
      return columnStarts[last] + widths[last] - columnStarts[cell.column]
    }

    // Rows: each as tall as its cells aligned on the row's guide.
    let rowTracks = structure.rows.map { row in
      let guide = row.alignment ?? alignment.vertical
      let cells = row.cells.filter { !$0.unsized.contains(.vertical) }
      return Track(
        priority: cells.map { subviews[$0.index].priority }.max() ?? 0,
        length: { offer in
          var above: CGFloat = 0
          var below: CGFloat = 0
          var tallest: CGFloat = 0
          for cell in cells {
            let dimensions = subviews[cell.index].dimensions(
              in: ProposedViewSize(width: cellWidth(cell), height: offer))
            tallest = max(tallest, dimensions.height)
            guard !cell.usesAnchor else { continue }
            let value = dimensions[guide]
            above = max(above, value)
            below = max(below, dimensions.height - value)
          }
          return max(tallest, above + below)
        })
    }
    let rowGapTotal = rowGaps.reduce(0, +)
    let heights = Self.distribute(
      rowTracks, in: proposal.height.map { max($0 - rowGapTotal, 0) })
    var rowStarts: [CGFloat] = []
    var y: CGFloat = 0
    for row in heights.indices {
      rowStarts.append(y)
      y += heights[row] + (row < heights.count - 1 ? rowGaps[row] : 0)
    }

    // Each column's guide line, for the cells aligned on it.
    var columnGuides: [(blockStart: CGFloat, line: CGFloat)] = []
    for column in 0..<columnCount {
      let guide = structure.columnAlignments[column] ?? alignment.horizontal
      var line: CGFloat = 0
      var after: CGFloat = 0
      for (rowIndex, row) in structure.rows.enumerated() {
        for cell in row.cells where cell.column == column && !cell.usesAnchor {
          let dimensions = subviews[cell.index].dimensions(
            in: ProposedViewSize(width: widths[column], height: heights[rowIndex]))
          let value = dimensions[guide]
          line = max(line, value)
          after = max(after, dimensions.width - value)
        }
      }
      let blockStart =
        columnStarts[column]
        + (widths[column] - (line + after)) * Self.fraction(of: guide.key)
      columnGuides.append((blockStart, line))
    }
    return Solution(
      columnWidths: widths, columnStarts: columnStarts, rowHeights: heights,
      rowStarts: rowStarts, columnGuides: columnGuides, size: CGSize(width: width, height: y))
  }

  /// The gaps after each track but the last: the explicit spacing, or the largest spacing
  /// preference between cells on either side of the boundary (8 points where none meet).
  private func gaps(
    _ count: Int, explicit: CGFloat?, structure: Structure, subviews: Subviews, axis: Axis
  ) -> [CGFloat] {
    guard count > 1 else { return [] }
    if let explicit { return Array(repeating: explicit, count: count - 1) }
    var gaps = [CGFloat?](repeating: nil, count: count - 1)
    func note(_ boundary: Int, _ first: Int, _ second: Int) {
      let distance = subviews[first].spacing.distance(to: subviews[second].spacing, along: axis)
      gaps[boundary] = max(gaps[boundary] ?? distance, distance)
    }
    switch axis {
    case .horizontal:
      for row in structure.rows {
        for (left, right) in zip(row.cells, row.cells.dropFirst()) {
          let boundary = left.column + left.span - 1
          if boundary < gaps.count { note(boundary, left.index, right.index) }
        }
      }
    case .vertical:
      for (upper, lower) in zip(structure.rows.indices, structure.rows.indices.dropFirst()) {
        for top in structure.rows[upper].cells {
          for bottom in structure.rows[lower].cells
          where top.column < bottom.column + bottom.span && bottom.column < top.column + top.span {
            note(upper, top.index, bottom.index)
          }
        }
      }
    }
    return gaps.map { $0 ?? ViewSpacing.defaultDistance }
  }

  // MARK: - Sharing a length

  /// A column or a row: its priority and its length for an offered length.
  private struct Track {
    var priority: Double
    var length: (CGFloat?) -> CGFloat
  }

  /// Each track's length: its ideal length for no offer; otherwise, as a stack shares its
  /// length, the highest priority first and, within a priority, the least flexible first,
  /// each offered an equal share of what is left.
  private static func distribute(_ tracks: [Track], in available: CGFloat?) -> [CGFloat] {
    guard let available else { return tracks.map { $0.length(nil) } }
    let flexibility = tracks.map { track -> (minimum: CGFloat, flexibility: CGFloat) in
      let minimum = track.length(0)
      return (minimum, track.length(.infinity) - minimum)
    }
    let order = tracks.indices.sorted { a, b in
      if tracks[a].priority != tracks[b].priority {
        return tracks[a].priority > tracks[b].priority
      }
      if flexibility[a].flexibility != flexibility[b].flexibility {
        return flexibility[a].flexibility < flexibility[b].flexibility
      }
      return a < b
    }
    var lengths = [CGFloat](repeating: 0, count: tracks.count)
    var remaining = available
    for (position, index) in order.enumerated() {
      let share = max(remaining, 0) / CGFloat(order.count - position)
      let length = tracks[index].length(share)
      lengths[index] = length.isFinite ? length : share
      remaining -= lengths[index]
    }
    return lengths
  }

  // MARK: - Alignment

  /// Where a block of aligned cells sits in a longer track: at the start for leading and
  /// top, the middle for centre (and guides of your own), the end for trailing and bottom.
  private static func fraction(of key: AlignmentKey) -> CGFloat {
    switch key {
    case HorizontalAlignment.leading.key, VerticalAlignment.top.key,
      VerticalAlignment.firstTextBaseline.key:
      0
    case HorizontalAlignment.trailing.key, VerticalAlignment.bottom.key,
      VerticalAlignment.lastTextBaseline.key:
      1
    default: 0.5
    }
  }

  /// The unit point of an alignment, for cells placed by one.
  private static func unitPoint(of alignment: Alignment) -> UnitPoint {
    UnitPoint(x: fraction(of: alignment.horizontal.key), y: fraction(of: alignment.vertical.key))
  }
}

/// The row a grid cell belongs to, set by `GridRow` on each of its views, with the row's
/// vertical alignment.
package struct GridRowMarker: LayoutValueKey {
  package let token: AnyHashable
  package let alignment: VerticalAlignment?

  package init(token: AnyHashable, alignment: VerticalAlignment?) {
    self.token = token
    self.alignment = alignment
  }

  package static var defaultValue: GridRowMarker? { nil }
}

/// How many columns a grid cell spans: `gridCellColumns(_:)`.
package enum GridCellColumnsKey: LayoutValueKey {
  package static let defaultValue = 1
}

/// The horizontal alignment of a grid cell's column: `gridColumnAlignment(_:)`.
package enum GridColumnAlignmentKey: LayoutValueKey {
  package static let defaultValue: HorizontalAlignment? = nil
}

/// The unit point a grid cell is placed by: `gridCellAnchor(_:)`.
package enum GridCellAnchorKey: LayoutValueKey {
  package static let defaultValue: UnitPoint? = nil
}

/// The axes along which a grid cell asks for no room: `gridCellUnsizedAxes(_:)`.
package enum GridCellUnsizedAxesKey: LayoutValueKey {
  package static let defaultValue: Axis.Set = []
}
