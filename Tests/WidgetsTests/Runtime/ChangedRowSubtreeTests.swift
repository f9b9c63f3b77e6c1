import Foundation
import Observation
import Testing
import Widgets

/// A list that places only its changed rows again makes its new node without visiting the
/// others: the size of its subtree is worked out from the last one's, and must still be
/// the number of nodes the tree holds.
@MainActor
struct ChangedRowSubtreeTests {
  @Observable @MainActor
  final class Marks {
    var marked: Set<Int> = []
  }

  /// Twenty 10-point rows; a marked row draws a circle over its square, so its subtree grows
  /// by a node while its size, and every other row's place, stay the same.
  struct List: View {
    let marks: Marks
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { index in
          ZStack {
            Rectangle()
            if marks.marked.contains(index) { Circle() }
          }
          .frame(width: 10, height: 10)
        }
      }
    }
  }

  /// The number of nodes in the tree, counted by walking it.
  private func walkedCount(_ host: ViewHost) -> Int { host.renderTree.allNodes().count }

  @Test func aRowThatGrowsOrShrinksKeepsTheCountRight() {
    let marks = Marks()
    let host = WidgetsTests.host(List(marks: marks))
    let before = host.renderTree.root.subtreeCount
    #expect(before == walkedCount(host))
    marks.marked = [7]
    // One more node, the circle; only the changed row was placed again, not the list's 20.
    #expect(host.renderTree.root.subtreeCount == before + 1)
    #expect(walkedCount(host) == before + 1)
    #expect(host.work.nodesPlaced < 20)
    marks.marked = [3, 12]
    #expect(host.renderTree.root.subtreeCount == before + 2)
    #expect(walkedCount(host) == before + 2)
    marks.marked = []
    #expect(host.renderTree.root.subtreeCount == before)
    #expect(walkedCount(host) == before)
  }
}
