import Backends
import Foundation
import Observation
import Testing
import Widgets

struct Counter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)").accessibilityIdentifier("label")
      Button("Increment") { count += 1 }
    }
  }
}

@MainActor
struct StateTests {
  private func text(_ host: ViewHost, _ id: String) -> String? {
    host.renderTree.node(identifiedBy: id)?.content?.text?.string
  }

  // A counter tapped through the host shows the new count in SVG and text.
  @Test func tappingACounterRendersTheNewCount() throws {
    let host = host(Counter())
    #expect(text(host, "label") == "Count: 0")
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(text(host, "label") == "Count: 2")
    #expect(SVGBackend().render(host.renderTree).contains("aria-label=\"Count: 2\""))
    #expect(TextBackend().render(host.renderTree).contains("Count: 2"))
  }
}

/// Evaluates its content in `body`, so that what the content reads from `@Observable` models
/// is tracked and changing it updates the host.
struct Live<Content: View>: View {
  let content: () -> Content

  init(@ViewBuilder _ content: @escaping () -> Content) {
    self.content = content
  }

  var body: some View { content() }
}

/// Drives the views of identity tests from outside.
@Observable @MainActor
final class Switches {
  var showBanner = false
  var flag = true
  var order = [1, 2, 3]
  var explicitID = 0
}

/// A counter whose count is visible in its text and which is tapped by its identifier.
struct TaggedCounter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name): \(count)") { count += 1 }
      .accessibilityIdentifier(name)
  }
}

/// Identity and lifetime in the style of Tokamak's reconciler tests: change the structure,
/// then check which node ids survived and that state moved with them.
@MainActor
struct IdentityLifetimeTests {
  private func texts(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  private func id(_ host: ViewHost, _ identifier: String) -> NodeID? {
    host.renderTree.node(identifiedBy: identifier)?.id
  }

  // A view that appears before another in its own tuple slot does not disturb it: the
  // counter keeps its id and its count.
  @Test func stateSurvivesSiblingInsertion() throws {
    let switches = Switches()
    let host = host(
      Live {
        VStack {
          if switches.showBanner { Text("Banner") }
          TaggedCounter(name: "c")
        }
      })
    try host.tap("c")
    let before = id(host, "c")
    switches.showBanner = true
    #expect(texts(host) == ["Banner", "c: 1"])
    #expect(id(host, "c") == before)
  }

  // Flipping a branch replaces the view: new id, state back to its initial value.
  @Test func branchFlipResetsState() throws {
    let switches = Switches()
    let host = host(
      Live {
        VStack {
          if switches.flag { TaggedCounter(name: "c") } else { TaggedCounter(name: "c") }
        }
      })
    try host.tap("c")
    try host.tap("c")
    #expect(texts(host) == ["c: 2"])
    let before = id(host, "c")
    switches.flag = false
    #expect(texts(host) == ["c: 0"])
    #expect(id(host, "c") != before)
    switches.flag = true
    #expect(texts(host) == ["c: 0"])
    #expect(id(host, "c") == before)
  }

  // Reordering a ForEach moves each row with its state and id.
  @Test func forEachReorderMovesState() throws {
    let switches = Switches()
    let host = host(
      Live {
        VStack {
          ForEach(switches.order, id: \.self) { TaggedCounter(name: "row\($0)") }
        }
      })
    try host.tap("row1")
    try host.tap("row3")
    try host.tap("row3")
    let ids = (1...3).map { id(host, "row\($0)") }
    switches.order = [3, 1, 2]
    #expect(texts(host) == ["row3: 2", "row1: 1", "row2: 0"])
    #expect((1...3).map { id(host, "row\($0)") } == ids)
  }

  // Removing a row drops its state; bringing it back starts from the initial value.
  @Test func removedRowsLoseTheirState() throws {
    let switches = Switches()
    let host = host(
      Live { VStack { ForEach(switches.order, id: \.self) { TaggedCounter(name: "row\($0)") } } })
    try host.tap("row2")
    switches.order = [1, 3]
    #expect(texts(host) == ["row1: 0", "row3: 0"])
    switches.order = [1, 2, 3]
    #expect(texts(host) == ["row1: 0", "row2: 0", "row3: 0"])
  }

  // Changing an explicit id replaces the view.
  @Test func explicitIDChangeResetsState() throws {
    let switches = Switches()
    let host = host(Live { TaggedCounter(name: "c").id(switches.explicitID) })
    try host.tap("c")
    let before = id(host, "c")
    switches.explicitID = 1
    #expect(texts(host) == ["c: 0"])
    #expect(id(host, "c") != before)
  }
}
