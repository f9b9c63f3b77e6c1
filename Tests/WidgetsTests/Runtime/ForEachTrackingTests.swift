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

  /// A row with state of its own, which it keeps exactly as long as its id stays.
  struct TappedRow: View {
    let id: Int
    @State private var taps = 0

    var body: some View {
      Button("\(id): \(taps)") { taps += 1 }.accessibilityIdentifier("row-\(id)")
    }
  }

  struct TappedRows: View {
    let selection: Selection

    var body: some View {
      VStack(spacing: 0) {
        ForEach(selection.rows, id: \.self) { TappedRow(id: $0) }
      }
    }
  }

  /// A model read from outside the main actor, as a collection's requirements are.
  @Observable nonisolated final class NumberStore: @unchecked Sendable {
    var numbers = [1, 2, 3]
  }

  /// A collection whose items live in a model: reading it reads the model.
  struct ModelNames: RandomAccessCollection {
    let store: NumberStore
    var startIndex: Int { 0 }
    var endIndex: Int { store.numbers.count }
    subscript(position: Int) -> Int { store.numbers[position] }
  }

  // A `ForEach` over such a collection, in a body that reads nothing else of the model,
  // updates when the model's rows change: its reads of the collection are tracked.
  @Test func aCollectionBackedByAModelIsTracked() {
    let store = NumberStore()
    let names = ModelNames(store: store)
    let host = host(
      VStack(spacing: 0) {
        ForEach(names, id: \.self) { Text("Row \($0)") }
      })
    #expect(labels(host) == ["Row 1", "Row 2", "Row 3"])
    store.numbers = [3, 1, 4]
    #expect(labels(host) == ["Row 3", "Row 1", "Row 4"])
  }

  private func labels(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  // Rows found where they sat last time, or shifted by the rows inserted or removed before
  // them, keep their state, as rows found by their ids do; a repeated id is still dropped
  // after the first.
  @Test func rowsKeepTheirStateThroughMovesInsertionsAndRemovals() throws {
    let selection = Selection()
    selection.rows = [1, 2, 3, 4, 5]
    let host = host(TappedRows(selection: selection))
    try host.tap("row-2")
    try host.tap("row-4")
    try host.tap("row-4")
    #expect(labels(host) == ["1: 0", "2: 1", "3: 0", "4: 2", "5: 0"])
    selection.rows.swapAt(1, 3)
    #expect(labels(host) == ["1: 0", "4: 2", "3: 0", "2: 1", "5: 0"])
    selection.rows.remove(at: 0)
    #expect(labels(host) == ["4: 2", "3: 0", "2: 1", "5: 0"])
    selection.rows.insert(9, at: 0)
    #expect(labels(host) == ["9: 0", "4: 2", "3: 0", "2: 1", "5: 0"])
    #expect(host.diagnosticKinds.isEmpty)
    // 4 sat second; now it is first and again third, where 3 sat: the first keeps the state.
    selection.rows = [4, 9, 4, 2]
    #expect(labels(host) == ["4: 2", "9: 0", "2: 1"])
    #expect(host.diagnosticKinds == [.duplicateID])
    // A row that left the list and comes back starts afresh.
    selection.rows = [4, 9, 3, 2]
    #expect(labels(host) == ["4: 2", "9: 0", "3: 0", "2: 1"])
  }

  private func host<V: View>(_ view: V) -> ViewHost { WidgetsTests.host(view) }
}
