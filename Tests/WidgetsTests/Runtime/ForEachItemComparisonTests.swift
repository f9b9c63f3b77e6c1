import Foundation
import Observation
import Testing
import Widgets

/// An item of the comparison tests; its title may be long enough to be stored on the heap.
struct ComparedItem: Identifiable, Equatable {
  let id: Int
  var title: String
  var count = 0
}

@Observable @MainActor
final class ComparedStore {
  var items: [ComparedItem]
  var header = "Items"
  /// How many rows `CountingList` made, left out of observation.
  @ObservationIgnored var madeRows = 0

  init(count: Int) {
    // Titles longer than 15 bytes live in storage of their own, one per item.
    items = (0..<count).map { ComparedItem(id: $0, title: "Item number \($0), long title") }
  }
}

struct ComparedRow: View {
  let item: ComparedItem

  var body: some View {
    // As wide as the screen, so that a longer title moves no other row.
    Text("\(item.title) \(item.count)").frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct ComparedList: View {
  let store: ComparedStore

  var body: some View {
    VStack(spacing: 0) {
      ForEach(store.items) { ComparedRow(item: $0) }
    }
  }
}

struct ComparedListWithHeader: View {
  let store: ComparedStore

  var body: some View {
    VStack(spacing: 0) {
      Text(store.header)
      ForEach(store.items) { ComparedRow(item: $0) }
    }
  }
}

/// Counts the rows its `ForEach` makes.
struct CountingList: View {
  let store: ComparedStore

  var body: some View {
    VStack(spacing: 0) {
      ForEach(store.items) { item in
        store.madeRows += 1
        return ComparedRow(item: item)
      }
    }
  }
}

/// A `ForEach` over an array finds the items that changed by their bytes before comparing
/// any with `==`: unchanged items are not copied or compared, changed ones are resolved,
/// equal ones stored anew are not, and a changed id still reorders the rows.
@MainActor
struct ForEachItemComparisonTests {
  private func titles(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.lines.first?.text }
  }

  @Test func onlyTheChangedItemsResolve() {
    let store = ComparedStore(count: 200)
    let host = ViewHost(ComparedList(store: store), size: CGSize(width: 390, height: 5_000))
    store.items[10].title = "Item ten, renamed and long"
    store.items[150].count = 7
    host.update()
    // The list's body, the stack and the `ForEach` (3), and in each changed row its view, its
    // frame and its text (2 × 3); the 198 other rows return at once.
    #expect(host.work.elementsResolved == 9)
    #expect(host.work.elementsReused == 198)
    #expect(host.work.updated == 2)
    let shown = titles(host)
    #expect(shown[10] == "Item ten, renamed and long 0")
    #expect(shown[150] == "Item number 150, long title 7")
    #expect(shown[11] == "Item number 11, long title 0")
  }

  @Test func anEqualItemStoredAnewDoesNotResolve() {
    let store = ComparedStore(count: 40)
    let host = ViewHost(ComparedList(store: store), size: CGSize(width: 390, height: 2_000))
    // The same title in new storage: other bytes, an equal value.
    store.items[20].title = ["Item number 20,", "long title"].joined(separator: " ")
    store.items[30].count = 1
    host.update()
    // Row 20 is compared with `==` and found equal; only row 30 resolves (3 + 3).
    #expect(host.work.elementsResolved == 6)
    #expect(host.work.elementsReused == 39)
    #expect(host.work.updated == 1)
  }

  // When ids move, come or go, a row that kept its element and its item keeps its nodes
  // without its view being made: only new or changed items make rows.
  @Test func movedInsertedAndRemovedRowsMakeOnlyWhatIsNew() {
    let store = ComparedStore(count: 40)
    let host = ViewHost(CountingList(store: store), size: CGSize(width: 390, height: 2_000))
    #expect(store.madeRows == 40)
    store.madeRows = 0
    store.items.swapAt(3, 30)
    host.update()
    #expect(store.madeRows == 0)
    // The list's body, the stack and the `ForEach`; the 40 rows stand.
    #expect(host.work.elementsResolved == 3)
    #expect(host.work.elementsReused == 40)
    #expect(titles(host)[3] == "Item number 30, long title 0")
    #expect(titles(host)[30] == "Item number 3, long title 0")
    store.items.insert(ComparedItem(id: 500, title: "A new first item, long title"), at: 0)
    store.items.remove(at: 11)
    store.items[20].count = 2
    host.update()
    // The new row and row 20, whose item changed (its view, frame and text: 2 × 3).
    #expect(store.madeRows == 2)
    #expect(host.work.elementsResolved == 9)
    #expect(host.work.elementsReused == 38)
    let shown = titles(host)
    #expect(shown.count == 40)
    #expect(shown[0] == "A new first item, long title 0")
    #expect(shown[1] == "Item number 0, long title 0")
    #expect(shown[11] == "Item number 11, long title 0")
    #expect(shown[20] == "Item number 20, long title 2")
  }

  @Test func aChangedIDReplacesTheRow() {
    let store = ComparedStore(count: 40)
    let host = ViewHost(ComparedList(store: store), size: CGSize(width: 390, height: 2_000))
    store.items[5] = ComparedItem(id: 999, title: "A new item, with a long title")
    host.update()
    let shown = titles(host)
    #expect(shown.count == 40)
    #expect(shown[4] == "Item number 4, long title 0")
    #expect(shown[5] == "A new item, with a long title 0")
    #expect(shown[6] == "Item number 6, long title 0")
    #expect(host.work.inserted == 1)
    #expect(host.work.removed == 1)
  }

  @Test func aForEachOfEqualItemsReturnsAtOnce() {
    let store = ComparedStore(count: 40)
    let host = ViewHost(
      ComparedListWithHeader(store: store), size: CGSize(width: 390, height: 2_000))
    store.header = "All items"
    // A new array, whose item 20 holds an equal title in new storage.
    store.items[20].title = ["Item number 20,", "long title"].joined(separator: " ")
    host.update()
    // The list's body, the stack and the header's text resolve (3; the stack's element
    // stands in for its tuple's); the `ForEach`, with the same items, returns at once
    // without visiting its rows.
    #expect(host.work.elementsResolved == 3)
    #expect(host.work.elementsReused == 1)
    #expect(host.work.updated == 1)
  }
}
