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

/// The example of the Getting Started article, with the dump it shows.
struct ProfileRow: View {
  var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(.indigo)
        .frame(width: 44, height: 44)
        .accessibilityIdentifier("avatar")
      Text("Ada Lovelace")
        .font(.headline)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
  }
}

@MainActor
struct GettingStartedTests {
  // 390 × 200: the row is 44 + 32 = 76 high, centred at y = 62, so its content starts at
  // (16, 78); the HStack is 44 + 12 + the text's 110.5 = 166.5 wide, at the leading edge of
  // the 358-point frame; the text (20 high) is centred on the circle's 44. The padding and
  // the flexible frame draw nothing and fold into the HStack; the avatar's frame into the
  // circle that fills it, which its identifier then names.
  @Test func theDumpIsTheOneTheArticleShows() {
    let host = ViewHost(ProfileRow(), size: CGSize(width: 390, height: 200))
    #expect(
      host.renderTree.dump() == """
        Host (0, 0, 390, 200)
        └─ padding 16 › frame maxWidth: ∞, alignment: leading › HStack spacing: 12 (16, 78, 166.5, 44)
           ├─ frame width: 44, height: 44 › Circle #avatar (16, 78, 44, 44) fill #5856d6
           └─ Text (72, 90, 110.5, 20) "Ada Lovelace" headline #000000

        """)
    #expect(host.renderTree.dump(options: .viewNames).contains("└─ ‹ProfileRow› padding 16 ›"))
  }
}
