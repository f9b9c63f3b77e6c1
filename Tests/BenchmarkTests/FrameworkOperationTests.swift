import Backends
import BenchmarkSupport
import Foundation
import Testing
import Widgets

/// The js-framework-benchmark operations, through to the updated SVG document: the document
/// equals a full render and the floor's, and the work each does is counted, so that work
/// which stops being proportional to the change fails here.
///
/// The counts, at 100 rows (1,000 for "create many" and "append"), derived from the views:
/// - A row is 10 elements: the row view, its two paddings, its foreground style, the HStack,
///   the id column's frame and text, the label, the spacer and the symbol. (The HStack's
///   element stands in for the element of the tuple it holds: the tuple's views are its
///   children.) Above the rows are 4: the list, the scroll view, the lazy stack and the
///   `ForEach`.
/// - A row is 8 layout nodes (the foreground style makes none) and 4 render nodes: the
///   paddings fold into the HStack and the frame into the id's text, and the spacer, which
///   draws nothing, has none. Above them, the scroll view and the stack: 2.
/// - Measuring a new row takes 17 answers: each padding and the HStack once (3); the HStack
///   asks each child at 0, ∞ and its share (the id column's frame 3, its text once at the
///   frame's 60, the label 3: 7); placing it at its chosen height asks the same 7 again with
///   that height (14). The spacer and the symbol are asked as often, but a spacer's size and
///   a symbol's fixed one are arithmetic on the proposal, not measured.
@MainActor
struct FrameworkOperationTests {
  struct Outcome {
    var work: ViewHost.Work
    /// The layout nodes placement visited (placed anew or reused).
    var visited: Int
    var rewrittenBytes: Int
    var documentBytes: Int
  }

  private func run(_ operation: FrameworkOperation, scale: Int = 100) throws -> Outcome {
    var factory = RowFactory()
    let store = BenchStore(rows: operation.initialRows(scale: scale, factory: &factory))
    let floorData = FloorData(rows: store.rows)
    var floorFactory = factory
    let host = ViewHost(BenchList(store: store), size: CGSize(width: 390, height: 844))
    let before = SVGBackend.benchmarked.document(host.renderTree)
    operation.perform(on: store, scale: scale, factory: &factory)
    let work = host.work
    let after = try SVGBackend.benchmarked.update(before, with: host.lastPatches)
    #expect(after.text == SVGBackend.benchmarked.render(host.renderTree))
    operation.perform(on: floorData, scale: scale, factory: &floorFactory)
    var floor = Floor()
    let expected = String(
      decoding: floor.svg(floorData.rows, selected: floorData.selected), as: UTF8.self)
    if after.text != expected {
      let a = after.text.split(separator: "\n", omittingEmptySubsequences: false)
      let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
      Issue.record("line \(first + 1): Galley \(a[first]) ≠ floor \(b[first])")
    }
    return Outcome(
      work: work, visited: host.nodesVisitedByPlacement, rewrittenBytes: after.rewrittenBytes,
      documentBytes: after.text.utf8.count)
  }

  /// Work for `rows` new rows: every element, node and answer made anew.
  private func creation(rows: Int, reused: Int = 0) -> ViewHost.Work {
    var work = ViewHost.Work()
    work.elementsResolved = 4 + 10 * rows
    work.elementsReused = reused
    work.nodesMeasured = 2 + 17 * rows
    work.nodesPlaced = 2 + 8 * rows
    return work
  }

  @Test func create() throws {
    let outcome = try run(.create)
    var expected = creation(rows: 100)
    expected.inserted = 100
    expected.updated = 1  // the stack's height
    #expect(outcome.work == expected)
    #expect(outcome.rewrittenBytes == outcome.documentBytes)
  }

  @Test func replaceAll() throws {
    let outcome = try run(.replaceAll)
    var expected = creation(rows: 100)
    expected.inserted = 100
    expected.removed = 100  // new ids; the stack's height stays
    #expect(outcome.work == expected)
  }

  @Test func createMany() throws {
    let outcome = try run(.createMany)
    var expected = creation(rows: 1_000)
    expected.inserted = 1_000
    expected.updated = 1
    #expect(outcome.work == expected)
  }

  @Test func append() throws {
    let outcome = try run(.append)
    // The 1,000 rows there return at once, each one element.
    var expected = creation(rows: 100, reused: 1_000)
    expected.inserted = 100
    expected.updated = 1
    #expect(outcome.work == expected)
    #expect(outcome.rewrittenBytes < outcome.documentBytes / 9)
  }

  @Test func updateEveryTenth() throws {
    let outcome = try run(.updateEveryTenth)
    // Ten rows: the 4 above, and in each row the row view, paddings, style, HStack and label
    // (6) resolve; its id column, spacer and symbol (3) and the 90 other rows return.
    #expect(outcome.work.elementsResolved == 4 + 10 * 6)
    #expect(outcome.work.elementsReused == 90 + 10 * 3)
    // In each row the paddings, the HStack, the label and the spacer it pushes are placed
    // anew; only the label changes (the paddings fold into the HStack, which keeps its frame,
    // and the spacer draws nothing and has no node).
    #expect(outcome.work.nodesPlaced == 2 + 10 * 5)
    // Placement visits the scroll view, the lazy stack and 7 nodes in each changed row: its
    // paddings, its HStack and the HStack's 4 children (the id column's frame is reused
    // whole, so its text is not visited). The lazy stack places the 90 other rows as before
    // without visiting them.
    #expect(outcome.visited == 2 + 10 * 7)
    #expect(outcome.work.updated == 10)
    #expect(outcome.work.inserted + outcome.work.removed + outcome.work.moved == 0)
    #expect(outcome.work.nodesMeasured <= 2 + 10 * 17)
    #expect(outcome.rewrittenBytes < outcome.documentBytes / 10)
  }

  @Test func select() throws {
    let outcome = try run(.select)
    // The `ForEach` closure read the selection: the `ForEach` makes its rows again, 99 return
    // at once and one row resolves (10); above it, the path down to the `ForEach` (4).
    #expect(outcome.work.elementsResolved == 4 + 10)
    #expect(outcome.work.elementsReused == 99)
    #expect(outcome.work.nodesMeasured == 0)
    // Three drawn nodes change colour; they and their ancestors up to the scroll view are
    // new nodes (3 + frame, HStack, two paddings, stack, scroll view = 9).
    #expect(outcome.work.updated == 3)
    #expect(outcome.work.nodesPlaced == 9)
    // Visited: those 9 and the row's spacer, reused; no other row. (The id's text changes
    // colour too, so the id column's frame is placed again and its text visited.)
    #expect(outcome.visited == 10)
  }

  @Test func swapRows() throws {
    let outcome = try run(.swapRows)
    // The list's body read the rows; every row returns at once.
    #expect(outcome.work.elementsResolved == 4)
    #expect(outcome.work.elementsReused == 100)
    #expect(outcome.work.nodesMeasured == 2)
    // Each moved row lands a fraction of a pixel off its old rounding, so its 8 layout nodes
    // are placed again and the rounded frames of its 4 render nodes change.
    #expect(outcome.work.moved == 2)
    #expect(outcome.work.nodesPlaced == 2 + 2 * 8)
    #expect(outcome.work.updated == 2 * 4)
  }

  @Test func removeRow() throws {
    let outcome = try run(.removeRow)
    #expect(outcome.work.elementsResolved == 4)
    #expect(outcome.work.elementsReused == 99)
    #expect(outcome.work.removed == 1)
    // The 49 rows after it move up by a row, a fraction of a pixel off their old rounding.
    #expect(outcome.work.nodesPlaced == 2 + 49 * 8)
    #expect(outcome.work.updated <= 49 * 4)
  }

  @Test func clear() throws {
    let outcome = try run(.clear)
    var expected = ViewHost.Work()
    expected.elementsResolved = 4
    expected.nodesMeasured = 2
    expected.nodesPlaced = 2
    expected.removed = 100
    expected.updated = 1
    #expect(outcome.work == expected)
  }
}

/// The work of a one-label change in the list the rework's targets name, at 10,000 rows.
@MainActor
struct PlainListWorkTests {
  // The list's body read the rows (1), then its VStack (1) and `ForEach` (1); the changed
  // row's HStack and label (2): 5 resolved, within the target of 10 (the HStack's element
  // stands in for its tuple's). The other 9,999 rows return at once, and in the changed row
  // the id's text and the spacer: 10,001.
  // Measured, 9, within the target of 20: the VStack at the canvas (1); it asks the
  // changed row's HStack at heights 0 and ∞ (2), each time the HStack asks the label at
  // widths 0, ∞ and its share (6). The spacer is asked at its new share too, but a spacer's
  // size is arithmetic on the proposal, not measured. The other rows answer from their
  // memos.
  @Test func oneLabelAmongTenThousand() {
    var factory = RowFactory()
    let store = BenchStore(rows: factory.make(10_000))
    let host = ViewHost(PlainBenchList(store: store), size: CGSize(width: 390, height: 844))
    store.rows[5_000].label += " !!!"
    let work = host.work
    #expect(work.elementsResolved == 5)
    #expect(work.elementsReused == 10_001)
    #expect(work.nodesMeasured == 9)
    #expect(work.updated == 1)
    // Placement visits the VStack, the changed row's HStack and its three children; the
    // stack places the other 9,999 rows as before without visiting them.
    #expect(host.nodesVisitedByPlacement == 5)
  }
}
