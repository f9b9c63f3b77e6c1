import Foundation
import Testing
import Widgets

/// `Grid`, `GridRow` and the cell modifiers, and `ViewThatFits`, in a 200 × 200 canvas at
/// scale 2 (a grid is centred in it). Frames are worked out by hand from the rules in
/// decision record 0029.
@MainActor
struct EagerGridTests {
  /// Two rows: (20×10, 40×30) and (50×20), 10 between columns, 5 between rows.
  func twoRows(
    alignment: Alignment = .center, firstRow: VerticalAlignment? = nil,
    columnAlignment: HorizontalAlignment? = nil
  ) -> some View {
    Grid(alignment: alignment, horizontalSpacing: 10, verticalSpacing: 5) {
      GridRow(alignment: firstRow) {
        Color.red.frame(width: 20, height: 10).tag("a")
        Color.blue.frame(width: 40, height: 30).tag("b")
      }
      GridRow {
        if let columnAlignment {
          Color.green.frame(width: 50, height: 20).tag("c").gridColumnAlignment(columnAlignment)
        } else {
          Color.green.frame(width: 50, height: 20).tag("c")
        }
      }
    }
  }

  // Columns 50 (the widest of 20 and 50) and 40; rows 30 and 20: the grid is 100 × 55,
  // centred at (50, 72.5). Cells are centred in their cells; the short row leaves its second
  // cell empty.
  @Test func columnsAndRowsTakeTheirLargestCells() {
    let host = host(twoRows())
    #expect(host.frame(of: "a") == rect(65, 82.5, 20, 10))
    #expect(host.frame(of: "b") == rect(110, 72.5, 40, 30))
    #expect(host.frame(of: "c") == rect(50, 107.5, 50, 20))
  }

  // The grid's alignment places every cell; a row's alignment overrides it vertically for
  // that row, and a column's alignment (set on one cell) horizontally for the whole column.
  @Test func gridRowAndColumnAlignment() {
    let topLeading = host(twoRows(alignment: .topLeading))
    #expect(topLeading.frame(of: "a") == rect(50, 72.5, 20, 10))
    let bottomRow = host(twoRows(alignment: .topLeading, firstRow: .bottom))
    #expect(bottomRow.frame(of: "a") == rect(50, 92.5, 20, 10))
    let trailing = host(twoRows(alignment: .topLeading, columnAlignment: .trailing))
    #expect(trailing.frame(of: "a") == rect(80, 72.5, 20, 10))
    #expect(trailing.frame(of: "c") == rect(50, 107.5, 50, 20))
  }

  // A cell spanning two columns that needs more than they give (20 + 10 + 30 = 60 < 100)
  // widens both equally (to 40 and 50); it is centred over them, and an anchor places a
  // cell by its unit point.
  @Test func spanningCellsWidenTheirColumns() {
    let host = host(
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10).tag("a")
          Color.blue.frame(width: 30, height: 10).tag("b").gridCellAnchor(.topLeading)
        }
        GridRow {
          Color.green.frame(width: 100, height: 10).tag("wide").gridCellColumns(2)
        }
      })
    // Grid 100 × 20 at (50, 90); columns 40 at x 50 and 50 at x 100.
    #expect(host.frame(of: "a") == rect(60, 90, 20, 10))
    #expect(host.frame(of: "b") == rect(100, 90, 30, 10))
    #expect(host.frame(of: "wide") == rect(50, 100, 100, 10))
  }

  // A divider in the grid (not in a row) is a row across every column; offered the width
  // of the canvas, it pulls the grid to 200 and the 140 points of slack go equally to both
  // columns (90 and 100), whose cells are centred in them. Unsized horizontally, it takes
  // the width the other cells make instead.
  @Test func aDividerRowSpansTheGrid() {
    func grid(unsized: Bool) -> some View {
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10).tag("a")
          Color.blue.frame(width: 30, height: 10).tag("b")
        }
        if unsized {
          Divider().tag("rule").gridCellUnsizedAxes(.horizontal)
        } else {
          Divider().tag("rule")
        }
      }
    }
    let wide = host(grid(unsized: false))
    #expect(wide.frame(of: "rule")?.minX == 0)
    #expect(wide.frame(of: "rule")?.width == 200)
    #expect(wide.frame(of: "a")?.minX == 35)
    #expect(wide.frame(of: "b")?.minX == 135)
    let fitted = host(grid(unsized: true))
    #expect(fitted.frame(of: "rule")?.minX == 70)
    #expect(fitted.frame(of: "rule")?.width == 60)
    #expect(fitted.frame(of: "a")?.minX == 70)
    #expect(fitted.frame(of: "b")?.minX == 100)
  }

  // Flexible cells share what the fixed ones leave, as in a stack: 40 for the fixed column,
  // 80 for each colour; the single row takes the whole height.
  @Test func flexibleColumnsShareTheWidth() {
    let host = host(
      Grid(horizontalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40).tag("fixed")
          Color.blue.tag("first")
          Color.green.tag("second")
        }
      })
    #expect(host.frame(of: "fixed") == rect(0, 0, 40, 200))
    #expect(host.frame(of: "first") == rect(40, 0, 80, 200))
    #expect(host.frame(of: "second") == rect(120, 0, 80, 200))
  }

  // A settings-like grid of texts: labels share a leading edge, values share theirs, and
  // the gap after the widest label is the one an HStack leaves between two texts.
  @Test func aGridOfTexts() throws {
    let grid = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name").tag("name")
          Text("Ana").tag("ana")
        }
        GridRow {
          Text("Email").tag("email")
          Text("ana@example.com").tag("address")
        }
      }, width: 393)
    let name = try #require(grid.frame(of: "name"))
    let email = try #require(grid.frame(of: "email"))
    let ana = try #require(grid.frame(of: "ana"))
    let address = try #require(grid.frame(of: "address"))
    #expect(name.minX == email.minX)
    #expect(ana.minX == address.minX)
    let stack = host(
      HStack {
        Text("Email").tag("email")
        Text("ana@example.com").tag("address")
      }, width: 393)
    let stackGap =
      try #require(stack.frame(of: "address")).minX
      - (try #require(stack.frame(of: "email"))).maxX
    // The label column is as wide as its widest label ("Name" is wider than "Email").
    #expect(ana.minX - max(name.maxX, email.maxX) == stackGap)
    #expect(name.width > email.width)
    #expect(name.maxY <= email.minY)
  }

  // Outside a grid, a row is a group: its views are laid out by the stack around it.
  @Test func aRowOutsideAGridIsAGroup() {
    let host = host(
      VStack(spacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10).tag("a")
          Color.blue.frame(width: 20, height: 10).tag("b")
        }
      })
    #expect(host.frame(of: "a") == rect(90, 90, 20, 10))
    #expect(host.frame(of: "b") == rect(90, 100, 20, 10))
  }

  // ViewThatFits shows the first candidate whose ideal width fits (150 of 300, 150, 50 in
  // 200); the others are neither drawn nor tapped. When none fits, the last is shown; with
  // no width to fit (a horizontal scroll view), the first.
  @Test func viewThatFitsPicksTheFirstThatFits() throws {
    var tapped: [String] = []
    func candidates(_ widths: [CGFloat]) -> some View {
      ViewThatFits(in: .horizontal) {
        ForEach(widths, id: \.self) { width in
          Button("W\(Int(width))") { tapped.append("\(Int(width))") }
            .frame(width: width, height: 10).tag("w\(Int(width))")
        }
      }
    }
    let fitting = host(candidates([300, 150, 50]))
    #expect(fitting.frame(of: "w300") == nil)
    #expect(fitting.frame(of: "w150") == rect(25, 95, 150, 10))
    #expect(fitting.frame(of: "w50") == nil)
    #expect(throws: ViewHostError.self) { try fitting.tap("W50") }
    try fitting.tap("W150")
    #expect(tapped == ["150"])
    let none = host(candidates([400, 300]))
    #expect(none.frame(of: "w300") == rect(-50, 95, 300, 10))
    #expect(none.frame(of: "w400") == nil)
    let scrolling = host(ScrollView(.horizontal) { candidates([300, 150]) })
    #expect(scrolling.frame(of: "w300") != nil)
    #expect(scrolling.frame(of: "w150") == nil)
  }

  // Checked only vertically, a candidate is measured at the offered width: a text that
  // wraps to two lines at 60 points does not fit 20 points of height, so the next is shown.
  @Test func viewThatFitsVertically() {
    let host = host(
      ViewThatFits(in: .vertical) {
        Text("A fairly long sentence").tag("text")
        Color.red.frame(width: 60, height: 10).tag("fallback")
      }
      .frame(width: 60, height: 20))
    #expect(host.frame(of: "text") == nil)
    #expect(host.frame(of: "fallback") == rect(70, 95, 60, 10))
  }
}
