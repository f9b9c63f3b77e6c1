import Foundation
import Observation
import Testing
import Widgets

@Observable @MainActor
final class Selection {
  var rows = [1, 2, 3]
  var selected: Int?
}

/// What a `ForEach` closure reads beyond its item updates the rows, as a body would.
@MainActor
struct ForEachTrackingTests {
  struct Rows: View {
    let selection: Selection

    var body: some View {
      VStack(spacing: 0) {
        ForEach(selection.rows, id: \.self) { row in
          Text("Row \(row)").foregroundStyle(row == selection.selected ? Color.red : Color.primary)
        }
      }
    }
  }

  @Test func aSelectionReadInTheClosureRedrawsTheRow() {
    let selection = Selection()
    let host = host(Rows(selection: selection))
    selection.selected = 2
    let colours = host.renderTree.allNodes().compactMap { $0.node.content?.text }.map {
      $0.paint.color?.hexRGB ?? "?"
    }
    #expect(colours == ["#000000", "#ff3b30", "#000000"])
    #expect(host.lastPatches.map(\.kind) == [.update])
  }

  private func host<V: View>(_ view: V) -> ViewHost { WidgetsTests.host(view) }
}
