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
    // The list's body, the stack, its tuple and the header's text resolve (4); the
    // `ForEach`, with the same items, returns at once without visiting its rows.
    #expect(host.work.elementsResolved == 4)
    #expect(host.work.elementsReused == 1)
    #expect(host.work.updated == 1)
  }
}
