import Foundation
import Render

/// A grid of character cells onto which render nodes are drawn back to front.
///
/// Rules (see `Docs/Decisions/0004-text-canvas.md` and `0031-outlined-text-and-a-canvas-that-reads.md`):
/// - Rows follow the layout, not a fixed grid: a line of text is one row; a view below its
///   sibling starts after the sibling's rows and the gap between them, rounded; any other at
///   its rounded distance from its parent's top. Equal views get equal rows wherever they
///   are; the cost is drift, a long stack taking more or fewer rows than its height.
/// - A cell belongs to a shape when the cell's centre lies inside the shape, measured from
///   the row its node starts on.
/// - Filled shapes use a shade by how dark they are over white (`░ ▒ ▓ █`); very light fills
///   draw nothing unless they belong to a control (a button, a selected or tappable view, a
///   search field), which draws its outline instead; a fill thinner than a quarter cell and at
///   least a cell long is always a line (`─`, `│`).
/// - Stroked shapes draw box-drawing outlines (`┌─┐`, rounded `╭─╮`).
/// - A text's lines take consecutive rows; texts whose first baselines, or first lines'
///   lowercase letters' middles, lie within a quarter of a row of each other (texts aligned
///   in an `HStack`, whatever their fonts) share the row of the largest. Characters go one
///   cell each (two for East Asian wide characters), from the cell of the line's start,
///   clipped to the enclosing clips (a clip shape, a scroll view, the canvas), not to its own
///   proportional width.
/// - Symbols draw their one-character stand-in in the cell at their centre; a missing
///   symbol draws `⊠`.
/// - Subtrees at zero opacity, or scaled to nothing, are not drawn; other scales and
///   rotations, blurs and colour filters are left out.
struct TextCanvas {
  private let columns: Int
  private let rows: Int
  private let cellSize: CGSize
  private var cells: [Character]
  /// A marker for the second cell of a wide character.
  private static let continuation: Character = "\u{0}"

  /// The largest canvas drawn, in cells; a bigger host is cut to it.
  static let maximumColumns = 1024
  static let maximumRows = 2048

  init(size: CGSize, cellSize: CGSize) {
    self.cellSize = cellSize
    columns = min(Self.maximumColumns, Self.cell(size.width / cellSize.width, .up))
    rows = min(Self.maximumRows, Self.cell(size.height / cellSize.height, .up))
    cells = Array(repeating: " ", count: columns * rows)
  }

  /// The canvas as lines without trailing spaces, each ending in a newline.
  ///
  /// - Complexity: O(cells), each looked at once.
  var text: String {
    var output = ""
    output.reserveCapacity(rows * 2)
    for row in 0..<rows {
      let base = row * columns
      // The line ends after its last cell that draws something: a continuation belongs to
      // the wide character before it, so a trailing run holds only spaces and those.
      var end = base + columns
      while end > base, cells[end - 1] == " " || cells[end - 1] == Self.continuation { end -= 1 }
      for index in base..<end where cells[index] != Self.continuation {
        output.append(cells[index])
      }
      output.append("\n")
    }
    return output
  }

  /// A clip region in cells: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
  private struct Region {
    var minColumn: Int
    var minRow: Int
    var maxColumn: Int
    var maxRow: Int

    var isEmpty: Bool { minColumn >= maxColumn || minRow >= maxRow }

    func contains(column: Int, row: Int) -> Bool {
      column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
    }

    func intersection(_ other: Region) -> Region {
      Region(
        minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
        maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
    }
  }

  /// Where a node lands: the row its top is on, and the row after its last.
  private struct Rows {
    var top: Int
    var bottom: Int
  }

  /// The rows of every node and of every line of text, worked out before drawing.
  private struct RowMap {
    var nodes: [ObjectIdentifier: Rows] = [:]
    /// The row of each drawn line of each text node.
    var lines: [ObjectIdentifier: [Int]] = [:]
  }

  /// Draws `root` and its subtree.
  ///
  /// - Complexity: O(n log n) in the nodes and lines of text (lines are sorted to share
  ///   rows), plus the cells covered by shapes.
  mutating func draw(_ root: RenderNode) {
    let map = rowMap(root)
    let all = Region(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows)
    struct State {
      var clip: Region
      var opacity: Double
      var mask: ObjectIdentifier?
      /// Whether the node is, or is inside, a control: its light fills show.
      var inControl: Bool
    }
    root.walk(state: State(clip: all, opacity: 1, mask: nil, inControl: false)) {
      node, frame, _, parent in
      // A mask is not drawn; the view it masks is drawn whole.
      if parent.mask == ObjectIdentifier(node) { return nil }
      let opacity = parent.opacity * node.effects.opacity
      guard opacity > 0.001 else { return nil }
      // A character grid cannot scale or turn what it draws: a transform is left out, except
      // that a subtree scaled to nothing is not drawn.
      if let scale = node.effects.transform?.scale,
        abs(scale.width) < 0.001 || abs(scale.height) < 0.001
      {
        return nil
      }
      let rows = map.nodes[ObjectIdentifier(node)] ?? Rows(top: 0, bottom: 0)
      var clip = parent.clip
      if let shape = node.effects.clip {
        let bounds = shape.outline(in: frame.size).rect
        clip = clip.intersection(region(covering: bounds, in: frame, rows: rows))
      }
      let traits = node.accessibility.traits
      let inControl =
        parent.inControl || !node.gestures.isEmpty
        || !traits.isDisjoint(with: [.isButton, .isSelected, .isSearchField, .isToggle])
      if let content = node.content {
        if let text = content.text {
          drawText(text, in: frame, rows: map.lines[ObjectIdentifier(node)] ?? [], clip: clip)
        } else if let shape = content.shape {
          drawShape(
            shape, in: frame, rows: rows, clip: clip, opacity: opacity, inControl: inControl)
        } else if let image = content.image {
          let column = Self.cell(frame.midX / cellSize.width, .down)
          let row = rows.top + Self.cell(frame.height / 2 / cellSize.height, .down)
          set(image.standIn, column: column, row: row, clip: clip)
        }
      }
      return State(
        clip: clip, opacity: opacity, mask: node.maskChild.map(ObjectIdentifier.init),
        inControl: inControl)
    }
  }

  /// The rows of every node, worked out from the bottom up, then placed from the top down:
  ///
  /// - A line of text is one row, so a text is as many rows as it has lines.
  /// - A node below the sibling before it (a stack's next view) starts after that sibling's
  ///   rows plus the gap between them, rounded; any other (an overlay, a view beside another)
  ///   starts at its distance from its parent's top, rounded. A stack of equal views so has
  ///   an equal pitch.
  /// - A node with children is as many rows as they reach, plus the space below the lowest,
  ///   rounded; one that clips them, or has none, as many as its height, rounded.
  ///
  /// Then texts whose first baselines, or first lines' lowercase middles, lie within a
  /// quarter row of each other (texts side by side, centred or on a baseline, whatever their
  /// fonts) share the row of the one in the largest font, and each text's lines follow its
  /// first row by row. Texts that are not drawn take no part.
  private func rowMap(_ root: RenderNode) -> RowMap {
    let height = cellSize.height
    func rows(_ value: CGFloat) -> Int { Self.cell(value / height) }
    // Bottom up: each node's height in rows and each child's row relative to its parent's.
    var tall: [ObjectIdentifier: Int] = [:]
    var relative: [ObjectIdentifier: Int] = [:]
    var frames: [ObjectIdentifier: CGRect] = [:]
    let rootFrame = root.canvasFrame(parentOrigin: .zero)
    frames[ObjectIdentifier(root)] = rootFrame
    var stack: [(node: RenderNode, visited: Bool)] = [(root, false)]
    while let (node, visited) = stack.popLast() {
      let id = ObjectIdentifier(node)
      let frame = frames[id] ?? .zero
      guard visited else {
        stack.append((node, true))
        for child in node.children {
          frames[ObjectIdentifier(child)] = child.canvasFrame(parentOrigin: frame.origin)
          stack.append((child, false))
        }
        continue
      }
      // The sibling reaching lowest so far: the next one below it follows its rows.
      var previous: (top: Int, rows: Int, maxY: CGFloat)?
      var reach = 0
      var lowest = frame.minY
      for child in node.children {
        let childID = ObjectIdentifier(child)
        let childFrame = frames[childID] ?? .zero
        let childRows = tall[childID] ?? 0
        let top: Int
        if let previous, childFrame.minY >= previous.maxY - 0.5 {
          top = previous.top + previous.rows + rows(childFrame.minY - previous.maxY)
        } else {
          top = rows(childFrame.minY - frame.minY)
        }
        relative[childID] = top
        if previous.map({ childFrame.maxY >= $0.maxY }) ?? true {
          previous = (top, childRows, childFrame.maxY)
        }
        if top + childRows >= reach {
          reach = top + childRows
          lowest = max(lowest, childFrame.maxY)
        }
      }
      if let text = node.content?.text, !text.lines.isEmpty {
        tall[id] = max(text.lines.count, reach)
      } else if node.children.isEmpty || node.effects.clip != nil {
        tall[id] = rows(frame.height)
      } else {
        tall[id] = max(reach + rows(frame.maxY - lowest), 0)
      }
    }
    // Top down: absolute rows.
    var map = RowMap()
    struct Line {
      var node: ObjectIdentifier
      /// Its first baseline and the middle of its first line's lowercase letters, in canvas
      /// points.
      var baseline: CGFloat
      var middle: CGFloat
      var size: CGFloat
      var row: Int
      var order: Int
    }
    var lines: [Line] = []
    var lineCounts: [ObjectIdentifier: Int] = [:]
    let rootTop = rows(rootFrame.minY)
    var pending: [(node: RenderNode, top: Int, visible: Bool)] = [(root, rootTop, true)]
    while let (node, top, parentVisible) = pending.popLast() {
      let id = ObjectIdentifier(node)
      map.nodes[id] = Rows(top: top, bottom: top + (tall[id] ?? 0))
      // As the drawing walk decides: hidden by opacity, or scaled to nothing.
      let scale = node.effects.transform?.scale
      let visible =
        parentVisible && node.effects.opacity > 0.001
        && !(scale.map { abs($0.width) < 0.001 || abs($0.height) < 0.001 } ?? false)
      if let text = node.content?.text, !text.lines.isEmpty {
        lineCounts[id] = text.lines.count
        // A text's first line stands for it: its other lines follow it row by row.
        if visible {
          let font = text.font
          let middle =
            font.size * CGFloat(font.face.xHeight) / CGFloat(font.face.unitsPerEm) / 2
          let baseline = (frames[id] ?? .zero).minY + text.lines[0].baseline
          lines.append(
            Line(
              node: id, baseline: baseline, middle: baseline - middle, size: font.size,
              row: top, order: lines.count))
        } else {
          map.lines[id] = Array(top..<top + text.lines.count)
        }
      }
      let mask = node.maskChild.map(ObjectIdentifier.init)
      for child in node.children.reversed() {
        pending.append(
          (
            child, top + (relative[ObjectIdentifier(child)] ?? 0),
            visible && ObjectIdentifier(child) != mask
          ))
      }
    }
    // Texts side by side share a row: two whose first baselines, or first lines' lowercase
    // middles, lie within a quarter row of each other are joined, and each group takes the
    // row of its largest font (the earliest, on a tie).
    var group = Array(lines.indices)
    func leader(_ index: Int) -> Int {
      var index = index
      while group[index] != index {
        group[index] = group[group[index]]
        index = group[index]
      }
      return index
    }
    for key in [\Line.baseline, \Line.middle] {
      let sorted = lines.indices.sorted {
        (lines[$0][keyPath: key], $0) < (lines[$1][keyPath: key], $1)
      }
      for (first, second) in zip(sorted, sorted.dropFirst())
      where lines[second][keyPath: key] - lines[first][keyPath: key] <= height / 4 {
        let (a, b) = (leader(first), leader(second))
        if a != b { group[max(a, b)] = min(a, b) }
      }
    }
    var chosen: [Int: Int] = [:]
    for index in lines.indices {
      let top = leader(index)
      if let best = chosen[top], lines[best].size >= lines[index].size { continue }
      chosen[top] = index
    }
    for line in lines {
      let row = lines[chosen[leader(line.order)] ?? line.order].row
      map.lines[line.node] = Array(row..<row + (lineCounts[line.node] ?? 1))
    }
    return map
  }

  /// A cell index from a position in cells, rounded as asked and kept within ±1,000,000 so
  /// that absurd coordinates cannot trap.
  static func cell(
    _ value: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  )
    -> Int
  {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value.rounded(rule), -1_000_000), 1_000_000))
  }

  /// The cells whose centres lie inside `rect` (in the coordinates of a node at `frame`,
  /// whose top is on row `rows.top`): column i has its centre at (i + 0.5) cells from the
  /// canvas's left; row r at (r − top + 0.5) rows from the node's top.
  private func region(covering rect: CGRect, in frame: CGRect, rows: Rows) -> Region {
    func edge(_ value: CGFloat, _ cell: CGFloat) -> Int { Self.cell(value / cell - 0.5, .up) }
    guard !rect.isNull else { return Region(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0) }
    return Region(
      minColumn: edge(frame.minX + rect.minX, cellSize.width),
      minRow: rows.top + edge(rect.minY, cellSize.height),
      maxColumn: edge(frame.minX + rect.maxX, cellSize.width),
      maxRow: rows.top + edge(rect.maxY, cellSize.height))
  }

  private mutating func set(_ character: Character, column: Int, row: Int, clip: Region) {
    guard clip.contains(column: column, row: row), column >= 0, column < columns, row >= 0,
      row < rows
    else { return }
    let index = row * columns + column
    // Overwriting half of a wide character blanks its other half.
    if cells[index] == Self.continuation, column > 0 { cells[index - 1] = " " }
    if column + 1 < columns, cells[index + 1] == Self.continuation { cells[index + 1] = " " }
    cells[index] = character
  }

  /// The lines of a text, each on its row (from the row map), from the cell of its start.
  private mutating func drawText(
    _ text: TextContent, in frame: CGRect, rows lineRows: [Int], clip: Region
  ) {
    for (line, row) in zip(text.lines, lineRows) {
      var column = Self.cell((frame.minX + line.x) / cellSize.width)
      for character in line.text {
        let width = CharacterWidth.cells(character)
        if width == 0 { continue }
        if width == 2 {
          if clip.contains(column: column + 1, row: row) {
            set(character, column: column, row: row, clip: clip)
            set(Self.continuation, column: column + 1, row: row, clip: clip)
          } else {
            set(" ", column: column, row: row, clip: clip)
          }
        } else {
          set(character, column: column, row: row, clip: clip)
        }
        column += width
      }
    }
  }

  private mutating func drawShape(
    _ shape: ShapeContent, in frame: CGRect, rows: Rows, clip: Region, opacity: Double,
    inControl: Bool
  ) {
    let outline = shape.geometry.outline(in: frame.size)
    let rect = outline.rect
    let color = shape.paint.representativeColor
    if shape.stroke == nil,
      (rect.height <= cellSize.height / 4 && rect.width >= cellSize.width)
        || (rect.width <= cellSize.width / 4 && rect.height >= cellSize.height)
    {
      drawLine(rect, in: frame, rows: rows, color: color, clip: clip, opacity: opacity)
      return
    }
    let covered = region(covering: rect, in: frame, rows: rows)
    guard !covered.isEmpty else { return }
    let cells = covered.intersection(clip)
    guard !cells.isEmpty else { return }
    let darkness = Double(1 - color.luminance) * color.clampedOpacity * opacity
    let rounded = outline.radiusX >= min(cellSize.width, cellSize.height) / 2
    if let stroke = shape.stroke {
      guard darkness > 0.05 || stroke.lineWidth > 0 else { return }
      drawOutline(covered, rounded: rounded, clip: clip)
      return
    }
    guard let shade = Self.shade(darkness) else {
      // Too light to shade: a control's fill (a bordered button, a selected row, a search
      // field) still shows, as its outline, or as the lightest shade when too small for one.
      guard inControl, darkness > 0.02 else { return }
      if covered.maxRow - covered.minRow >= 2, covered.maxColumn - covered.minColumn >= 2 {
        drawOutline(covered, rounded: rounded, clip: clip)
      } else {
        fill(
          cells, with: "░", rect: rect, in: frame, rows: rows, radiusX: outline.radiusX,
          radiusY: outline.radiusY)
      }
      return
    }
    fill(
      cells, with: shade, rect: rect, in: frame, rows: rows, radiusX: outline.radiusX,
      radiusY: outline.radiusY)
  }

  /// Sets every cell of `cells` whose centre lies inside the outline.
  private mutating func fill(
    _ cells: Region, with shade: Character, rect: CGRect, in frame: CGRect, rows: Rows,
    radiusX: CGFloat, radiusY: CGFloat
  ) {
    guard !cells.isEmpty else { return }
    for row in cells.minRow..<cells.maxRow {
      for column in cells.minColumn..<cells.maxColumn {
        let center = CGPoint(
          x: (CGFloat(column) + 0.5) * cellSize.width - frame.minX,
          y: (CGFloat(row - rows.top) + 0.5) * cellSize.height)
        if Self.contains(center, rect: rect, radiusX: radiusX, radiusY: radiusY) {
          set(shade, column: column, row: row, clip: cells)
        }
      }
    }
  }

  /// A fill thinner than a quarter cell: a line across the cells it crosses, on the row (or
  /// column) of its middle, when it is dark enough to see.
  private mutating func drawLine(
    _ rect: CGRect, in frame: CGRect, rows: Rows, color: ResolvedColor, clip: Region,
    opacity: Double
  ) {
    guard Double(color.clampedOpacity) * opacity > 0.1 else { return }
    if rect.height <= cellSize.height / 4 {
      let row = rows.top + Self.cell(rect.midY / cellSize.height, .down)
      let first = max(Self.cell((frame.minX + rect.minX) / cellSize.width), clip.minColumn)
      let last = min(Self.cell((frame.minX + rect.maxX) / cellSize.width), clip.maxColumn)
      for column in first..<max(first, last) { set("─", column: column, row: row, clip: clip) }
    } else {
      let column = Self.cell((frame.minX + rect.midX) / cellSize.width, .down)
      let first = max(rows.top + Self.cell(rect.minY / cellSize.height), clip.minRow)
      let last = min(rows.top + Self.cell(rect.maxY / cellSize.height), clip.maxRow)
      for row in first..<max(first, last) { set("│", column: column, row: row, clip: clip) }
    }
  }

  /// Draws the outline of the cells `shape` covers, visiting only the cells inside `clip`.
  private mutating func drawOutline(_ shape: Region, rounded: Bool, clip: Region) {
    let left = shape.minColumn
    let right = shape.maxColumn - 1
    let top = shape.minRow
    let bottom = shape.maxRow - 1
    let visible = shape.intersection(clip)
    let columns = visible.minColumn..<max(visible.minColumn, visible.maxColumn)
    let rows = visible.minRow..<max(visible.minRow, visible.maxRow)
    if left == right {
      for row in rows { set("│", column: left, row: row, clip: clip) }
      return
    }
    if top == bottom {
      for column in columns { set("─", column: column, row: top, clip: clip) }
      return
    }
    for column in columns where column > left && column < right {
      set("─", column: column, row: top, clip: clip)
      set("─", column: column, row: bottom, clip: clip)
    }
    for row in rows where row > top && row < bottom {
      set("│", column: left, row: row, clip: clip)
      set("│", column: right, row: row, clip: clip)
    }
    set(rounded ? "╭" : "┌", column: left, row: top, clip: clip)
    set(rounded ? "╮" : "┐", column: right, row: top, clip: clip)
    set(rounded ? "╰" : "└", column: left, row: bottom, clip: clip)
    set(rounded ? "╯" : "┘", column: right, row: bottom, clip: clip)
  }

  /// Whether `point` lies inside a rectangle with elliptical corners of the given radii.
  static func contains(_ point: CGPoint, rect: CGRect, radiusX: CGFloat, radiusY: CGFloat) -> Bool {
    guard rect.contains(point) else { return false }
    guard radiusX > 0, radiusY > 0 else { return true }
    let cornerX = min(max(point.x, rect.minX + radiusX), rect.maxX - radiusX)
    let cornerY = min(max(point.y, rect.minY + radiusY), rect.maxY - radiusY)
    let dx = (point.x - cornerX) / radiusX
    let dy = (point.y - cornerY) / radiusY
    return dx * dx + dy * dy <= 1
  }

  /// The shade of a fill by its darkness over white, or `nil` when too light to draw.
  static func shade(_ darkness: Double) -> Character? {
    switch darkness {
    case ..<0.15: nil
    case ..<0.35: "░"
    case ..<0.65: "▒"
    case ..<0.9: "▓"
    default: "█"
    }
  }
}
