import Backends
import BenchmarkSupport
import Foundation
import Testing
import Widgets

/// The benchmark's floor writes Galley's document, byte for byte, so that the ratios to it
/// compare equal work.
@MainActor
struct FloorTests {
  @Test(arguments: [1, 3, 1_000])
  func theFloorWritesGalleysBytes(count: Int) {
    var factory = RowFactory()
    let rows = factory.make(count)
    let host = ViewHost(
      BenchList(store: BenchStore(rows: rows)), size: CGSize(width: 390, height: 844))
    let galley = SVGBackend().render(host.renderTree)
    var floor = Floor()
    let written = String(decoding: floor.svg(rows), as: UTF8.self)
    // On a difference, the first line that differs, rather than a million bytes.
    let expected = galley.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = written.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    if let first { Issue.record("line \(first + 1): \(actual[first]) ≠ \(expected[first])") }
    #expect(written.utf8.count == galley.utf8.count)
    #expect(written == galley)
  }
}
