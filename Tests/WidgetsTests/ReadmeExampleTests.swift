import Backends
import Foundation
import Testing
import Widgets

/// The example of README.md, kept compiling and rendering.
struct Inbox: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Inbox").font(.largeTitle.bold())
      ForEach(0..<3, id: \.self) { index in
        HStack(spacing: 14) {
          Circle().fill(.indigo).frame(width: 44, height: 44)
          Text("Message \(index + 1)").font(.headline)
          Spacer(minLength: 0)
        }
        .padding(14)
        .background(.quaternary.opacity(0.6), in: RoundedRectangle(cornerRadius: 18))
        .accessibilityIdentifier("row\(index)")
      }
    }
    .padding()
  }
}

@MainActor
struct ReadmeExampleTests {
  // The stack is 390 − 32 = 358 wide. Rows are 44 + 28 = 72 high; the title (34 pt) is
  // 34 × 2444/2048 = 40.57 high; the stack 40.57 + 3 × (12 + 72) = 292.57 high, 324.57 with
  // its padding, centred at y = 259.71, so the stack starts at 275.71 and the first row
  // 52.57 below it: 328.29, which rounds to 328.5.
  @Test func readmeExampleRenders() {
    let host = host(Inbox(), width: 390, height: 844)
    #expect(host.diagnostics.isEmpty)
    #expect(host.frame(of: "row0") == rect(16, 328.5, 358, 72))
    #expect(!SVGBackend().render(host.renderTree).isEmpty)
  }

  // README's counter (the `Counter` of StateTests, the same code): two taps, then the canvas
  // shows the new count and the last patches only update nodes that already existed.
  @Test func readmeCounterExampleRuns() throws {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(Counter(), size: CGSize(width: 200, height: 200))
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(TextBackend().render(host.renderTree).contains("Count: 2"))
    let patches = host.lastPatches
    #expect(!patches.isEmpty)
    #expect(patches.allSatisfy { $0.kind == .update })
  }
}
