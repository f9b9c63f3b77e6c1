import Backends
import BenchmarkSupport
import Foundation
import Testing
import Widgets

/// The benchmark's floor writes Galley's document, byte for byte, so that the ratios to it
/// compare equal work.
@MainActor
struct FloorTests {
  @Test(arguments: [(1, nil), (3, 2), (1_000, 500)] as [(Int, Int?)])
  func theFloorWritesGalleysBytes(count: Int, selected: Int?) {
    var factory = RowFactory()
    let store = BenchStore(rows: factory.make(count))
    store.selected = selected
    let host = ViewHost(BenchList(store: store), size: CGSize(width: 390, height: 844))
    let galley = SVGBackend.benchmarked.render(host.renderTree)
    var floor = Floor()
    let written = String(decoding: floor.svg(store.rows, selected: selected), as: UTF8.self)
    // On a difference, the first line that differs, rather than a million bytes.
    let expected = galley.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = written.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    if let first { Issue.record("line \(first + 1): \(actual[first]) ≠ \(expected[first])") }
    #expect(written.utf8.count == galley.utf8.count)
    #expect(written == galley)
    #expect(galley.contains("#ff3b30") == (selected != nil))
  }

  /// Rows that move by a fraction of a pixel round their insides where they now fall: an
  /// updated host draws what a fresh one does. (Placement once reused a moved row's insides
  /// as they were, half a point off.)
  @Test func movedRowsRoundAsAFreshLayoutWould() {
    var factory = RowFactory()
    let store = BenchStore(rows: factory.make(6))
    let host = ViewHost(BenchList(store: store), size: CGSize(width: 390, height: 844))
    _ = host.renderTree
    store.rows.remove(at: 0)
    let fresh = ViewHost(
      BenchList(store: BenchStore(rows: store.rows)), size: CGSize(width: 390, height: 844))
    #expect(host.renderTree.dump() == fresh.renderTree.dump())
  }
}

/// The floor of the list the rework's targets name writes Galley's bytes too.
@MainActor
struct PlainFloorTests {
  @Test(arguments: [0, 1, 3, 1_000])
  func theFloorWritesGalleysBytes(count: Int) {
    var factory = RowFactory()
    let store = BenchStore(rows: factory.make(count))
    let host = ViewHost(PlainBenchList(store: store), size: CGSize(width: 390, height: 844))
    let galley = SVGBackend.benchmarked.render(host.renderTree)
    var floor = Floor()
    let written = String(decoding: floor.plainSVG(store.rows), as: UTF8.self)
    let expected = galley.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = written.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    if let first { Issue.record("line \(first + 1): \(actual[first]) ≠ \(expected[first])") }
    #expect(written == galley)
  }
}
