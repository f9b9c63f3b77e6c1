import Foundation
import Render
import Testing
import Widgets

@MainActor
struct LazyGridTests {
  @Test func twoFlexibleColumnsShareTheWidthAndRowsTakeTheirTallestCell() {
    // 208 wide: 200 for the columns after the 8-point gap, 100 each, at 0 and 108.
    let heights: [CGFloat] = [30, 50, 20, 20, 40]
    let host = host(
      LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10) {
        ForEach(0..<5, id: \.self) { Color.red.frame(height: heights[$0]).tag("cell\($0)") }
      }.tag("grid"), width: 208)
    // Rows of 50, 20 and 40 with 10 between them: 130 tall, centred in 200 at 35.
    #expect(host.frame(of: "grid") == rect(0, 35, 208, 130))
    #expect(host.frame(of: "cell0") == rect(0, 45, 100, 30))
    #expect(host.frame(of: "cell1") == rect(108, 35, 100, 50))
    #expect(host.frame(of: "cell2") == rect(0, 95, 100, 20))
    #expect(host.frame(of: "cell3") == rect(108, 95, 100, 20))
    #expect(host.frame(of: "cell4") == rect(0, 125, 100, 40))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func anAdaptiveColumnHoldsAsManyItemsAsFit() {
    // 224 wide, items of at least 50 with 8 between: ⌊(224 + 8) / 58⌋ = 4 items of 50.
    let host = host(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
        ForEach(0..<6, id: \.self) { Color.red.frame(height: 50).tag("cell\($0)") }
      }, width: 224)
    // Two rows of 50, 8 apart: 108 tall, from 46.
    #expect(host.frame(of: "cell0") == rect(0, 46, 50, 50))
    #expect(host.frame(of: "cell3") == rect(174, 46, 50, 50))
    #expect(host.frame(of: "cell5") == rect(58, 104, 50, 50))
  }

  @Test func fixedColumnsComeFirstAndTheBlockIsAlignedInTheGrid() {
    // 200 − 8 of gap − 40 fixed leaves 152 for the flexible column, clamped to 60: the
    // columns take 108 and are centred in the 200-point grid, at 46 and 94.
    let host = host(
      LazyVGrid(columns: [
        GridItem(.fixed(40)), GridItem(.flexible(maximum: 60), alignment: .leading),
      ]) {
        Color.red.frame(width: 40, height: 30).tag("cell0")
        Color.blue.frame(width: 20, height: 20).tag("cell1")
      })
    #expect(host.frame(of: "cell0") == rect(46, 85, 40, 30))
    #expect(host.frame(of: "cell1") == rect(94, 90, 20, 20))
  }

  @Test func aLeadingGridPutsItsColumnsAtTheLeadingEdge() {
    let host = host(
      LazyVGrid(columns: [GridItem(.fixed(40))], alignment: .leading) {
        Color.red.frame(height: 30).tag("cell0")
      })
    #expect(host.frame(of: "cell0") == rect(0, 85, 40, 30))
  }

  @Test func aHorizontalGridFillsItsRowsColumnByColumn() {
    let widths: [CGFloat] = [30, 40, 20]
    let host = host(
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
          ForEach(0..<3, id: \.self) { Color.red.frame(width: widths[$0]).tag("cell\($0)") }
        }
      }.tag("list"))
    // Columns of 40 and 20, 10 apart; the rows take 108 of the 200-point height, centred.
    #expect(host.scrollGeometry("list")?.contentSize == CGSize(width: 70, height: 200))
    #expect(host.frame(of: "cell0") == rect(5, 46, 30, 50))
    #expect(host.frame(of: "cell1") == rect(0, 104, 40, 50))
    #expect(host.frame(of: "cell2") == rect(50, 46, 20, 50))
  }

  @Test func theTreeNamesTheGrid() {
    let host = host(
      LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { Color.red.frame(height: 10) })
    let grid = host.renderTree.allNodes().first { $0.node.role.kind == .lazyVGrid }
    #expect(grid?.node.role.description == "LazyVGrid columns: 3")
  }

  @Test func badItemsAreReportedAndReplaced() {
    let host = host(
      VStack {
        LazyVGrid(columns: []) { Color.red.frame(height: 10).tag("lonely") }
        LazyVGrid(columns: [
          GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -5)),
          GridItem(.flexible(minimum: 30, maximum: 10), spacing: .infinity),
        ]) {
          ForEach(0..<9, id: \.self) { Color.red.frame(height: 10).tag("cell\($0)") }
        }
      })
    #expect(
      host.diagnostics.map(\.message) == [
        "LazyVGrid has no columns; its cells were laid out in one flexible one.",
        "A fixed grid item's length nan is not finite; 0 was used.",
        "An adaptive grid item's minimum -5 is negative; 1 was used.",
        "A flexible grid item's maximum 10 is below its minimum 30; 30 was used for both.",
        "Spacing inf is not finite; the default spacing was used.",
      ])
    #expect(host.frame(of: "lonely")?.width == 200)
    #expect(host.frame(of: "cell0")?.width == 0)
  }
}

@MainActor
struct LazyGridRealisationTests {
  /// 300,000 cells of 50 points in three columns of 70 (226 − 16 of gaps), rows 10 apart: a
  /// line and its gap take 60 points.
  struct Photos: View {
    var body: some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
          ForEach(0..<300_000, id: \.self) { Color.red.frame(height: 50).tag("row\($0)") }
        }
      }
      .tag("list")
    }
  }

  @Test func aGridRealisesWholeRowsThatShow() {
    let host = host(Photos(), width: 226)
    // −100…300: lines 0 to 4 (line 5 starts at 300), 15 cells.
    #expect(host.realisedRows == (0..<15).map { "row\($0)" })
    #expect(host.frame(of: "row14") == rect(156, 240, 70, 50))
    #expect(
      host.scrollGeometry("list")?.contentSize == CGSize(width: 226, height: 100_000 * 60 - 10))
  }

  @Test func scrollingAGridRealisesTheLinesThere() {
    let host = host(Photos(), width: 226)
    host.scroll("list", to: CGPoint(x: 0, y: 3_000_000))
    // Line 50,000 is at the top; lines 49,998 to 50,004 overlap −100…300.
    #expect(host.realisedRows == (149_994..<150_015).map { "row\($0)" })
    #expect(host.frame(of: "row150000") == rect(0, 0, 70, 50))
    #expect(host.frame(of: "row150001") == rect(78, 0, 70, 50))
    #expect(host.diagnostics.isEmpty)
  }
}
