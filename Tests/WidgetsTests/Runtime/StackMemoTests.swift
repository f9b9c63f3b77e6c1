import Foundation
import FuzzSupport
import Observation
import Testing
import Widgets

/// A row of the memo tests: what each field changes is a different input of the stack's
/// arrangement (its length, its share of a finite length, its priority, its spacing).
struct MemoRow: Identifiable, Equatable {
  let id: Int
  var label: String
  var height: CGFloat?
  var priority: Double = 0
  var isSpacer = false
  var padding: CGFloat = 0
}

@Observable @MainActor
final class MemoStore {
  /// The container the rows are in.
  enum Kind: CaseIterable {
    case vertical, horizontal, lazy, lazyRealisingEveryRow
  }

  var rows: [MemoRow]
  var kind: Kind
  var spacing: CGFloat?

  init(rows: [MemoRow], kind: Kind, spacing: CGFloat?) {
    self.rows = rows
    self.kind = kind
    self.spacing = spacing
  }
}

struct MemoRowView: View, Equatable {
  let row: MemoRow

  var body: some View {
    if row.isSpacer {
      Spacer(minLength: row.height)
    } else {
      Text(row.label)
        .frame(height: row.height)
        .layoutPriority(row.priority)
        .padding(row.padding)
    }
  }
}

struct MemoStack: View {
  let store: MemoStore

  var body: some View {
    switch store.kind {
    case .vertical:
      VStack(spacing: store.spacing) {
        ForEach(store.rows) { MemoRowView(row: $0) }
      }
    case .horizontal:
      HStack(spacing: store.spacing) {
        ForEach(store.rows) { MemoRowView(row: $0) }
      }
    case .lazy:
      ScrollView {
        LazyVStack(spacing: store.spacing) {
          ForEach(store.rows) { MemoRowView(row: $0) }
        }
      }
    case .lazyRealisingEveryRow:
      ScrollView {
        LazyVStack(spacing: store.spacing, realisingEveryRow: true) {
          ForEach(store.rows) { MemoRowView(row: $0) }
        }
      }
    }
  }
}

/// A stack of texts, one per row.
struct TextRows: View {
  let store: MemoStore

  var body: some View {
    VStack(spacing: 0) {
      ForEach(store.rows) { Text($0.label) }
    }
  }
}

/// Stacks of many children keep their arrangements between updates and check only the
/// children that changed (`StackMemo`), lazy stacks their children's sizes; placement then
/// visits only the children that changed. An
/// updated host must lay out exactly as a new host of the same data: random stacks under
/// random edits are compared, frame for frame, with hosts built afresh.
@MainActor
struct StackMemoTests {
  private static let words = ["a", "tall", "pony", "sandwich", "keyboard", "extraordinarily"]

  private func label(_ random: inout FuzzRandom) -> String {
    (0..<random.int(1...6)).map { _ in Self.words[random.int(0...5)] }.joined(separator: " ")
  }

  private func row(_ id: Int, _ random: inout FuzzRandom) -> MemoRow {
    var row = MemoRow(id: id, label: label(&random))
    if random.chance(0.25) { row.height = CGFloat(random.int(0...40)) }
    if random.chance(0.15) { row.priority = Double(random.int(-1...2)) }
    if random.chance(0.10) { row.isSpacer = true }
    if random.chance(0.20) { row.padding = CGFloat(random.int(0...8)) }
    return row
  }

  private func edit(_ store: MemoStore, _ random: inout FuzzRandom, nextID: inout Int) {
    let index = random.int(0...(store.rows.count - 1))
    switch random.int(0...11) {
    case 0...2: store.rows[index].label = label(&random)
    case 3, 9, 10:
      // The same letters in another order: most often the same size, so that the stack
      // places its children as before and places the changed one alone.
      store.rows[index].label = String(store.rows[index].label.reversed())
    case 4: store.rows[index].height = random.chance(0.50) ? nil : CGFloat(random.int(0...40))
    case 5: store.rows[index].priority = Double(random.int(-1...2))
    case 6: store.rows[index].isSpacer.toggle()
    case 7: store.rows[index].padding = CGFloat(random.int(0...8))
    case 8:
      store.rows.insert(row(nextID, &random), at: index)
      nextID += 1
    case 11:
      if store.rows.count > 17 { store.rows.remove(at: index) }
    default: break
    }
  }

  @Test func anUpdatedStackLaysOutAsANewOne() {
    for seed in 0..<40 {
      var random = FuzzRandom(seed: UInt64(seed))
      let count = random.int(16...40)
      let rows = (0..<count).map { row($0, &random) }
      let store = MemoStore(
        rows: rows, kind: MemoStore.Kind.allCases[seed % 4],
        spacing: random.chance(0.50) ? nil : CGFloat(random.int(0...6)))
      // Tight canvases share out a finite length; roomy ones leave every child its ideal.
      var size = CGSize(
        width: CGFloat(random.int(120...900)), height: CGFloat(random.int(300...3000)))
      // A lazy stack estimates the rows it has not realised, and its estimates depend on
      // what it realised before: on a canvas that shows every row, it realises them all.
      if store.kind == .lazy { size.height = 20_000 }
      let host = ViewHost(MemoStack(store: store), size: size)
      var nextID = count
      for step in 0..<12 {
        for _ in 0..<random.int(1...3) { edit(store, &random, nextID: &nextID) }
        host.update()
        let fresh = ViewHost(
          MemoStack(
            store: MemoStore(rows: store.rows, kind: store.kind, spacing: store.spacing)
          ), size: size)
        let updated = host.renderTree.dump()
        let expected = fresh.renderTree.dump()
        if updated != expected {
          Issue.record("seed \(seed), step \(step): the updated host differs from a new one")
          return
        }
      }
    }
  }

  /// A thousand rows, one label changed: the stack's arrangement is checked against that
  /// row alone, and placement visits that row alone.
  @Test func oneChangedRowIsTheOnlyWork() {
    let host = changingRow500(of: .vertical) { TextRows(store: $0) }
    // The stack is measured once, for the host's proposal; the row's text twice, for the
    // stack's questions: at 0, which is also its share (the rows before it, 20.29 points
    // each, took the screen's 844 points by row 42), and at ∞. Placed anew: the stack and
    // the text. Visited by placement: those two and nothing else (a stack of ten rows
    // visits all ten, reusing nine).
    #expect(host.work.nodesMeasured == 3)
    #expect(host.work.nodesPlaced == 2)
    #expect(host.nodesVisitedByPlacement == 2)
    #expect(host.work.updated == 1)
  }

  /// A host of 1,000 rows in `kind` whose row 500 was relabelled to a label of the same
  /// width (the same digits, so that the stack keeps its width), checked against a host
  /// built afresh.
  private func changingRow500<V: View>(
    of kind: MemoStore.Kind, _ view: (MemoStore) -> V
  ) -> ViewHost {
    let size = CGSize(width: 390, height: 844)
    let rows = (0..<1_000).map { MemoRow(id: $0, label: "Row \($0 + 1_000)") }
    let store = MemoStore(rows: rows, kind: kind, spacing: 0)
    let host = ViewHost(view(store), size: size)
    store.rows[500].label = "Row 1005"
    host.update()
    let fresh = ViewHost(view(MemoStore(rows: store.rows, kind: kind, spacing: 0)), size: size)
    #expect(host.renderTree.dump() == fresh.renderTree.dump())
    return host
  }

  /// Below the memo's threshold, the stack visits every child to place it. The row's share
  /// of the height is its own: the text is measured at 0, ∞ and that share.
  @Test func aSmallStackVisitsEveryChild() {
    let rows = (0..<10).map { MemoRow(id: $0, label: "Row \($0 + 1_000)") }
    let store = MemoStore(rows: rows, kind: .vertical, spacing: 0)
    let host = ViewHost(TextRows(store: store), size: CGSize(width: 390, height: 844))
    store.rows[5].label = "Row 1500"
    host.update()
    #expect(host.work.nodesMeasured == 4)
    #expect(host.work.nodesPlaced == 2)
    #expect(host.nodesVisitedByPlacement == 11)
  }

  /// A lazy stack that realises every row places only the row that changed.
  @Test func aLazyStackVisitsOnlyTheChangedRow() {
    let host = changingRow500(of: .lazyRealisingEveryRow) { MemoStack(store: $0) }
    // Placed anew, and the only nodes visited: the scroll view, the lazy stack, and the row's
    // padding, layout priority, frame and text (a layout node each, folded into one render
    // node); none of the 999 other rows.
    #expect(host.work.nodesPlaced == 6)
    #expect(host.nodesVisitedByPlacement == 6)
    #expect(host.work.updated == 1)
  }
}

@Observable @MainActor
final class ReviewStore {
  var labels = (0..<20).map { "Row \($0 + 1_000)" }
  var header: CGFloat = 40
  var rightToLeft = false
  var useCode = false
}

/// A stack of many rows with a geometry reader in one, under a header whose height changes.
struct MemoReaderRows: View {
  let store: ReviewStore

  var body: some View {
    // In a scroll view the rows' stack is proposed the same size whatever the header's
    // height: it is moved, not laid out again.
    ScrollView {
      Color.blue.frame(height: store.header)
      VStack(spacing: 0) {
        ForEach(Array(store.labels.enumerated()), id: \.offset) { index, label in
          if index == 3 {
            GeometryReader { proxy in
              Text("y \(Int(proxy.frame(in: .global).minY))")
            }
            .frame(height: 30)
          } else {
            Text(label)
          }
        }
      }
    }
  }
}

/// A stack of many rows whose direction flips, one row keeping left to right.
struct DirectionRows: View {
  let store: ReviewStore

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(Array(store.labels.enumerated()), id: \.offset) { index, label in
        if index == 0 {
          Text("Fixed").environment(\.layoutDirection, .leftToRight)
        } else {
          Text(label)
        }
      }
    }
    .environment(\.layoutDirection, store.rightToLeft ? .rightToLeft : .leftToRight)
  }
}

struct CodedItem: Equatable {
  let id: Int
  let code: Int
}

/// Rows identified by one field or another.
struct RowsByCode: View {
  let store: ReviewStore
  let items = (0..<20).map { CodedItem(id: $0, code: 100 + $0) }

  var body: some View {
    let key: KeyPath<CodedItem, Int> = store.useCode ? \.code : \.id
    return VStack(spacing: 0) {
      ForEach(items, id: key) { item in
        Text("Item \(item.id)")
      }
    }
  }
}

/// Findings of a review of the memo and of placing only the changed children, each checked
/// against a host built afresh.
@MainActor
struct StackMemoReviewTests {
  private func fresh<V: View>(_ view: V) -> String {
    ViewHost(view, size: CGSize(width: 390, height: 844)).renderTree.dump()
  }

  @Test func aReaderInAnUnchangedRowFollowsItsStack() {
    let store = ReviewStore()
    let host = ViewHost(MemoReaderRows(store: store), size: CGSize(width: 390, height: 844))
    // Same width: the stack places the changed row alone.
    store.labels[10] = "Row 1001"
    host.update()
    // Above the reader: the header (40), the scroll view's stack's default spacing (8) and
    // rows 0 to 2 (a body line, 20.29 points, each): 108.87, shown truncated. 40 points more
    // of header move it down by 40.
    #expect(host.renderTree.dump().contains("\"y 108\""))
    store.header = 80
    host.update()
    #expect(host.renderTree.dump().contains("\"y 148\""))
    let copy = ReviewStore()
    copy.labels = store.labels
    copy.header = 80
    #expect(host.renderTree.dump() == fresh(MemoReaderRows(store: copy)))
  }

  /// The dump of a host updated by `change`, and that of a host built afresh after it.
  private func updatedAndFresh<V: View>(
    _ make: (ReviewStore) -> V, _ change: (ReviewStore) -> Void
  ) -> (updated: String, fresh: String) {
    let store = ReviewStore()
    let host = ViewHost(make(store), size: CGSize(width: 390, height: 844))
    change(store)
    host.update()
    let copy = ReviewStore()
    change(copy)
    return (host.renderTree.dump(), fresh(make(copy)))
  }

  @Test func aRowKeepingItsDirectionIsPlacedAgainWhenTheStackFlips() {
    let dumps = updatedAndFresh({ DirectionRows(store: $0) }) { $0.rightToLeft = true }
    #expect(dumps.updated == dumps.fresh)
  }

  @Test func rowsIdentifiedByAnotherFieldAreIdentifiedAnew() {
    let dumps = updatedAndFresh({ RowsByCode(store: $0) }) { $0.useCode = true }
    #expect(dumps.updated == dumps.fresh)
    #expect(dumps.updated.contains("[100]"))
  }
}
