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

/// Every row realised, though it scrolls: these tests measure the work of updating a whole
/// list (`LazyStackTests` covers realising only what shows).
struct BigList: View {
  let store: RowStore

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0, realisingEveryRow: true) {
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

/// A row with its own state: a tap count shown beside the label.
struct TappableRow: View {
  let row: ListRow
  @State private var taps = 0

  var body: some View {
    Text("\(row.label) \(taps)")
      .accessibilityIdentifier("row\(row.id)")
      .onTapGesture { taps += 1 }
  }
}

/// One observable model per row; `showsDetail` adds a second text to the row.
@Observable @MainActor
final class RowModelStub: Identifiable {
  let id: Int
  var label: String
  var showsDetail = false

  init(id: Int) {
    self.id = id
    label = "Row \(id)"
  }
}

struct ModelRow: View {
  let model: RowModelStub

  var body: some View {
    VStack(spacing: 0) {
      Text(model.label).accessibilityIdentifier("label\(model.id)")
      if model.showsDetail { Text("Detail") }
    }
  }
}

@MainActor
struct ListUpdatePathTests {
  private func label(_ host: ViewHost, _ identifier: String) -> String? {
    host.drawnText(of: identifier)?.string
  }

  // Editing a row of the array keeps the ids, so rows keep their elements by position and
  // their state with them; removing a row changes the ids, and rows keep their state by id.
  @Test func rowsKeepTheirStateWhenTheDataChanges() throws {
    let store = RowStore(count: 20)
    let host = host(
      Live { VStack { ForEach(store.rows) { TappableRow(row: $0) } } }, width: 390, height: 844)
    try host.tap("row3")
    #expect(label(host, "row3") == "Row 3 1")
    store.rows[5].label = "Edited"
    host.update()
    #expect(label(host, "row5") == "Edited 0")
    #expect(label(host, "row3") == "Row 3 1")
    store.rows.remove(at: 0)
    host.update()
    #expect(label(host, "row3") == "Row 3 1")
    #expect(host.renderTree.node(identifiedBy: "row0") == nil)
  }

  // A change to one row's model resolves that row only, even among 2,000 rows; two changed
  // models in one update are both resolved.
  @Test func aRowModelChangeResolvesOnlyThatRow() throws {
    let models = (0..<2_000).map(RowModelStub.init)
    let host = host(
      ScrollView {
        LazyVStack(spacing: nil, realisingEveryRow: true) {
          ForEach(models) { ModelRow(model: $0) }
        }
      }, width: 390,
      height: 844)
    models[700].label = "Seven hundred"
    host.update()
    #expect(label(host, "label700") == "Seven hundred")
    #expect(host.work.elementsResolved < 10)
    models[1_999].label = "Last"
    models[3].label = "Third"
    host.update()
    #expect(label(host, "label1999") == "Last")
    #expect(label(host, "label3") == "Third")
    #expect(host.work.elementsResolved < 20)
  }

  // A row that gains a node cannot be spliced in place: the list is resolved again and the
  // rows after it move down by the new text's height.
  @Test func aRowThatGainsANodeMovesTheRowsAfterIt() throws {
    let models = (0..<5).map(RowModelStub.init)
    let host = host(VStack(spacing: 0) { ForEach(models) { ModelRow(model: $0) } })
    let before = try #require(host.frame(of: "label4"))
    models[1].showsDetail = true
    host.update()
    let after = try #require(host.frame(of: "label4"))
    let detail = try #require(
      host.renderTree.allNodes().first { $0.node.content?.text?.string == "Detail" })
    // The stack grows by one line and stays centred: row 4 moves down by half of it.
    #expect(abs((after.minY - before.minY) - detail.frame.height / 2) <= 0.5)
    #expect(after.minY > before.minY)
  }
}

/// A row whose text shows a tap count kept in its state.
struct KeyedRow: View {
  let id: Int
  @State private var taps = 0

  var body: some View {
    Text("\(id): \(taps)").padding(4).accessibilityIdentifier("k\(id)")
      .onTapGesture { taps += 1 }
  }
}

@MainActor
struct ForEachReplayTests {
  // A row resolved again on its own (its state changed) keeps the ForEach id as the key of
  // its outermost node, as a full resolution gives it.
  @Test func replayedRowsKeepTheirKeys() throws {
    let host = host(VStack { ForEach(0..<3, id: \.self) { KeyedRow(id: $0) } })
    // The gesture and the identifier fold into the padding, which takes the row's key: "1: 0"
    // is 27 × 20, padded by 4 on every side.
    let line = "padding 4 [1] #k1 (82.5, 86, 35, 28) onTapGesture\n"
    #expect(host.renderTree.dump().contains(line))
    let others = [host.frame(of: "k0"), host.frame(of: "k2")]
    try host.tap("k1")
    let after = host.renderTree.dump()
    #expect(after.contains("\"1: 1\""))
    #expect(after.contains("padding 4 [1] #k1 ("))
    #expect([host.frame(of: "k0"), host.frame(of: "k2")] == others)
  }
}

/// A plain row, as most lists write it: neither the row view nor the stacks are `Equatable`.
struct PlainList: View {
  let store: RowStore

  var body: some View {
    VStack {
      ForEach(store.rows) { row in
        HStack {
          Text(row.label)
          Spacer()
          Text("\(row.id)")
        }
      }
    }
  }
}

/// How much work an update does, counted: work proportional to the change, not to the list.
@MainActor
struct UpdateWorkTests {
  // One label changes among 10,000 rows. Resolved again: the list's body, its VStack, the
  // ForEach, and in row 5,000 the HStack and the changed Text (5; the HStack's element stands
  // in for its tuple's). Reused: the 9,999 other rows, without making their views, and the
  // row's Spacer and id Text (10,001).
  @Test func oneLabelChangeResolvesOnlyItsRow() throws {
    let store = RowStore(count: 10_000)
    let host = host(PlainList(store: store), width: 390, height: 844)
    store.rows[5_000].label = "Changed"
    host.update()
    #expect(host.work.elementsResolved == 5)
    #expect(host.work.elementsReused == 10_001)
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "Changed" })
  }

  // Equal copies of a view are equal field by field, whatever their bytes: when the title
  // changes, the list's body makes every row's stack anew (with a new closure, so each row's
  // view is made and compared), and the rows are still reused. Resolved: the list's body, its
  // VStack, title Text and ForEach (4; the VStack's element stands in for its tuple's);
  // reused: the three rows' stacks, found equal.
  @Test func rebuiltRowsAreUnchanged() {
    let model = TitledRows()
    let host = host(TitledList(model: model), width: 390, height: 844)
    model.title = "Changed"
    host.update()
    #expect(host.work.elementsResolved == 4)
    #expect(host.work.elementsReused == 3)
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "Changed" })
  }
}

@Observable @MainActor
final class TitledRows {
  var title = "Title"
  var rows = (0..<3).map { ListRow(id: $0, label: "Row \($0)") }
}

/// A title above plain rows, both read from one model. The rows' closure captures a value,
/// so each body makes a new closure and the rows' views are compared one by one.
struct TitledList: View {
  let model: TitledRows

  var body: some View {
    let count = model.rows.count
    VStack {
      Text(model.title)
      ForEach(model.rows) { row in
        HStack {
          Text(row.label)
          Spacer()
          Text("\(row.id) of \(count)")
        }
      }
    }
  }
}

/// A plain (not observable) object shown by a row.
final class PlainPerson: Equatable {
  let id: Int
  var name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
  /// Equal by id only, as such classes often are.
  static func == (lhs: PlainPerson, rhs: PlainPerson) -> Bool { lhs.id == rhs.id }
}

@Observable @MainActor
final class PeopleModel {
  var tick = 0
  @ObservationIgnored var people = [
    PlainPerson(id: 1, name: "Ann"), PlainPerson(id: 2, name: "Bo"),
  ]
}

struct PeopleList: View {
  let model: PeopleModel
  var body: some View {
    VStack {
      Text("\(model.tick)")
      ForEach(model.people, id: \.id) { Text($0.name) }
    }
  }
}

/// Answers of field-wise equality where a looser rule would keep a stale row on screen.
@MainActor
struct PlainObjectRowTests {
  // A plain object changed in place, or replaced by an "equal" one with other values, is
  // shown anew when the list is made again: objects compare by identity, and rows of plain
  // objects are made again and compared.
  @Test func plainObjectRowsAreMadeAgain() {
    let model = PeopleModel()
    let host = host(PeopleList(model: model))
    model.people[0].name = "Zed"
    model.people[1] = PlainPerson(id: 2, name: "Cy")
    model.tick += 1
    host.update()
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
    #expect(texts == ["1", "Zed", "Cy"])
  }
}
