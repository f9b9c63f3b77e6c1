import Foundation
import Render

/// A grid of character cells onto which render nodes are drawn back to front.
///
/// Rules (see `Docs/Decisions/0004-text-canvas.md`):
/// - A cell belongs to a shape when the cell's centre lies inside the shape.
/// - Filled shapes use a shade by how dark they are over white (`░ ▒ ▓ █`); very light fills
///   draw nothing; fills thinner than a quarter cell become lines (`─`, `│`).
/// - Stroked shapes draw box-drawing outlines (`┌─┐`, rounded `╭─╮`).
/// - Text starts at the cell of its line's origin, one cell per character (two for East Asian
///   wide characters), clipped to the enclosing clips (a clip shape, a scroll view, the
///   canvas), not to its own proportional width.
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

    func contains(column: Int, row: Int) -> Bool {
      column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
    }

    func intersection(_ other: Region) -> Region {
      Region(
        minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
        maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
    }
  }

  /// The number of rows.
  var rowCount: Int { rows }

  /// Draws `root` and its subtree.
  mutating func draw(_ root: RenderNode) {
    draw(root, rows: 0..<rows)
  }

  /// Clears `band` and draws again what falls in it: the rows come out exactly as a full
  /// drawing would make them, since what a row shows depends only on the nodes crossing it.
  mutating func redraw(_ root: RenderNode, rows band: Range<Int>) {
    let band = max(band.lowerBound, 0)..<min(band.upperBound, rows)
    guard !band.isEmpty else { return }
    for index in (band.lowerBound * columns)..<(band.upperBound * columns) { cells[index] = " " }
    draw(root, rows: band)
  }

  private mutating func draw(_ root: RenderNode, rows band: Range<Int>) {
    let all = Region(
      minColumn: 0, minRow: band.lowerBound, maxColumn: columns, maxRow: band.upperBound)
    root.walk(state: (clip: all, opacity: 1.0, mask: ObjectIdentifier?.none)) {
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
      var clip = parent.clip
      if let shape = node.effects.clip {
        let bounds = shape.outline(in: frame.size).rect.offsetBy(dx: frame.minX, dy: frame.minY)
        clip = clip.intersection(region(covering: bounds))
      }
      if let content = node.content {
        draw(content, in: frame, clip: clip, opacity: opacity)
      }
      return (clip, opacity, node.maskChild.map(ObjectIdentifier.init))
    }
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

  /// The cells whose centres lie inside `rect`: index i has its centre at (i + 0.5) cells.
  private func region(covering rect: CGRect) -> Region {
    func edge(_ value: CGFloat, _ cell: CGFloat) -> Int { Self.cell(value / cell - 0.5, .up) }
    guard !rect.isNull else { return Region(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0) }
    return Region(
      minColumn: edge(rect.minX, cellSize.width), minRow: edge(rect.minY, cellSize.height),
      maxColumn: edge(rect.maxX, cellSize.width), maxRow: edge(rect.maxY, cellSize.height))
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

  private mutating func draw(
    _ content: RenderContent, in frame: CGRect, clip: Region, opacity: Double
  ) {
    if let shape = content.shape {
      drawShape(shape, in: frame, clip: clip, opacity: opacity)
    } else if let text = content.text {
      for line in text.lines {
        let top = frame.minY + line.baseline - text.font.ascent
        let row = Self.cell(top / cellSize.height)
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
    } else if let image = content.image {
      let column = Self.cell(frame.midX / cellSize.width, .down)
      let row = Self.cell(frame.midY / cellSize.height, .down)
      set(image.standIn, column: column, row: row, clip: clip)
    }
  }

  private mutating func drawShape(
    _ shape: ShapeContent, in frame: CGRect, clip: Region, opacity: Double
  ) {
    let outline = shape.geometry.outline(in: frame.size)
    let rect = outline.rect.offsetBy(dx: frame.minX, dy: frame.minY)
    let covered = region(covering: rect)
    guard covered.minColumn < covered.maxColumn, covered.minRow < covered.maxRow else {
      drawLine(shape, rect: rect, clip: clip, opacity: opacity)
      return
    }
    let cells = covered.intersection(clip)
    guard cells.minColumn < cells.maxColumn, cells.minRow < cells.maxRow else { return }
    let color = shape.paint.representativeColor
    let darkness = Double(1 - color.luminance) * color.clampedOpacity * opacity
    if let stroke = shape.stroke {
      guard darkness > 0.05 || stroke.lineWidth > 0 else { return }
      let rounded = outline.radiusX >= min(cellSize.width, cellSize.height) / 2
      drawOutline(covered, rounded: rounded, clip: clip)
      return
    }
    guard let shade = Self.shade(darkness) else { return }
    for row in cells.minRow..<cells.maxRow {
      for column in cells.minColumn..<cells.maxColumn {
        let center = CGPoint(
          x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
        if Self.contains(center, rect: rect, radiusX: outline.radiusX, radiusY: outline.radiusY) {
          set(shade, column: column, row: row, clip: clip)
        }
      }
    }
  }

  /// A fill too thin to cover a cell centre: a line across the cells it crosses, when it is
  /// dark enough to see.
  private mutating func drawLine(_ shape: ShapeContent, rect: CGRect, clip: Region, opacity: Double)
  {
    let color = shape.paint.representativeColor
    guard Double(color.clampedOpacity) * opacity > 0.1 else { return }
    if rect.height <= cellSize.height / 4, rect.width >= cellSize.width {
      let row = Self.cell(rect.midY / cellSize.height, .down)
      let first = max(Self.cell(rect.minX / cellSize.width), clip.minColumn)
      let last = min(Self.cell(rect.maxX / cellSize.width), clip.maxColumn)
      for column in first..<max(first, last) { set("─", column: column, row: row, clip: clip) }
    } else if rect.width <= cellSize.width / 4, rect.height >= cellSize.height {
      let column = Self.cell(rect.midX / cellSize.width, .down)
      let first = max(Self.cell(rect.minY / cellSize.height), clip.minRow)
      let last = min(Self.cell(rect.maxY / cellSize.height), clip.maxRow)
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
