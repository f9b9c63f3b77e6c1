import Backends
import Foundation
import Testing
import Widgets

/// A count of guests between 1 and 3.
struct Guests: View {
  @State private var guests = 2

  var body: some View {
    Stepper("Guests: \(guests)", value: $guests, in: 1...3).tag("stepper")
  }
}

@MainActor
struct StepperTests {
  private func text(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  @Test func theHalvesStepTheValueWithinItsBounds() throws {
    let host = host(Guests(), width: 390, height: 100)
    try host.tap("Increment")
    #expect(text(host).contains("Guests: 3"))
    // At the top bound the + half is disabled.
    #expect(throws: ViewHostError.self) { try host.tap("Increment") }
    try host.tap("Decrement")
    try host.tap("Decrement")
    #expect(text(host).contains("Guests: 1"))
    #expect(throws: ViewHostError.self) { try host.tap("Decrement") }
  }

  @Test func theControlIsNinetyFourByThirtyTwoAtTheTrailingEdge() throws {
    // In 390 × 100: the stepper spans the width at y 34 (32 tall, centred); its control
    // ends at the trailing edge.
    let host = host(Guests(), width: 390, height: 100)
    let control = try #require(
      host.renderTree.allNodes().first {
        $0.node.content?.shape?.geometry
          == .roundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .continuous)
      })
    #expect(control.frame == rect(296, 34, 94, 32))
  }

  @Test func closuresStepAndAMissingOneDisablesItsHalf() throws {
    final class Log { var entries: [String] = [] }
    let log = Log()
    let host = host(
      Stepper("Volume", onIncrement: { log.entries.append("up") }, onDecrement: nil),
      width: 390, height: 100)
    try host.tap("Increment")
    #expect(log.entries == ["up"])
    #expect(throws: ViewHostError.self) { try host.tap("Decrement") }
  }
}
