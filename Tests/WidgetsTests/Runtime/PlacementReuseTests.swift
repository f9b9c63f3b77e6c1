import Foundation
import Observation
import Testing
import Widgets

/// A view placed again whose render node comes out as before keeps the same object, so that
/// the diff and the SVG writer skip it: a row moved by a fraction of a pixel is placed anew,
/// and what it draws mostly rounds as it did.
@MainActor
struct PlacementReuseTests {
  @Observable @MainActor
  final class Rows {
    var ids = [0, 1, 2, 3]
  }

  /// Rows 10.5 points high, each two 10-point squares side by side a quarter point below the
  /// row's top.
  struct List: View {
    let rows: Rows
    var body: some View {
      VStack(spacing: 0) {
        ForEach(rows.ids, id: \.self) { _ in
          HStack(spacing: 0) {
            Rectangle()
            Rectangle()
          }
          .frame(width: 20, height: 10)
          .frame(height: 10.5)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// The render nodes of the squares, row by row, with their frames in the canvas.
  private func squares(_ host: ViewHost) -> [(node: RenderNode, frame: CGRect)] {
    host.renderTree.allNodes().filter { $0.node.role.kind == .shape }
  }

  @Test func aMovedRowThatDrawsTheSameKeepsItsNodes() throws {
    let rows = Rows()
    // At scale 1, so that rows 10.5 points apart fall half a pixel off each other's rounding.
    let host = WidgetsTests.host(List(rows: rows), scale: 1)
    let before = squares(host)
    // Rows at 0, 10.5, 21 and 31.5; each square a quarter point lower (0.25, 10.75, 21.25,
    // 31.75), rounded, 10 high.
    #expect(
      before.map(\.frame)
        == [0, 11, 21, 32].flatMap { [rect(0, $0, 10, 10), rect(10, $0, 10, 10)] })
    rows.ids.removeFirst()
    let after = squares(host)
    #expect(
      after.map(\.frame) == [0, 11, 21].flatMap { [rect(0, $0, 10, 10), rect(10, $0, 10, 10)] })
    // Each row left moved up by 10.5, half a pixel off its old rounding, so it was placed
    // again; its squares round to the same sizes at the same places in the row, and are the
    // same objects as before.
    #expect(after.count == 6)
    #expect(zip(before.dropFirst(2), after).allSatisfy { $0.node === $1.node })
  }
}
