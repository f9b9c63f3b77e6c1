import Foundation
import Observation
import Testing
import Widgets

struct ListRow: Identifiable, Equatable {
  let id: Int
  var label: String
}

@Observable @MainActor
final class RowStore {
  var rows: [ListRow]

  init(count: Int) {
    rows = (0..<count).map { ListRow(id: $0, label: "Row \($0)") }
  }
}

struct RowView: View, Equatable {
  let row: ListRow

  var body: some View {
    HStack {
      Text("\(row.id)")
      Text(row.label)
      Spacer()
    }
    .padding(.horizontal, 16)
    .accessibilityIdentifier("row\(row.id)")
  }
}

struct BigList: View {
  let store: RowStore

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(store.rows) { RowView(row: $0) }
      }
    }
  }
}

/// A 10,000-row list: a one-row change patches only that row, a swap is two moves.
@MainActor
struct LargeListTests {
  private func subtreeIDs(_ host: ViewHost, _ identifier: String) throws -> Set<NodeID> {
    let row = try #require(host.renderTree.node(identifiedBy: identifier))
    var ids: Set<NodeID> = []
    var pending = [row]
    while let node = pending.popLast() {
      ids.insert(node.id)
      pending += node.children
    }
    return ids
  }

  @Test func changingOneRowPatchesOnlyThatRow() throws {
    let store = RowStore(count: 10_000)
    let host = host(BigList(store: store), width: 390, height: 844)
    store.rows[5_000].label = "Changed"
    host.update()
    let row = try subtreeIDs(host, "row5000")
    #expect(!host.lastPatches.isEmpty)
    #expect(host.lastPatches.allSatisfy { row.contains($0.id) })
    #expect(host.lastPatches.contains { $0.node?.content?.text?.string == "Changed" })
  }

  @Test func swappingTwoRowsIsTwoMoves() throws {
    let store = RowStore(count: 10_000)
    let host = host(BigList(store: store), width: 390, height: 844)
    store.rows.swapAt(1, 9_998)
    host.update()
    let moves = host.lastPatches.filter { $0.kind == .move }
    #expect(moves.count == 2)
    let swapped = try subtreeIDs(host, "row1").union(subtreeIDs(host, "row9998"))
    // Besides the moves, only the two rows' own frames change (they traded places).
    #expect(host.lastPatches.allSatisfy { swapped.contains($0.id) })
    #expect(host.lastPatches.filter { $0.kind == .update }.allSatisfy { $0.changes == .frame })
  }
}
