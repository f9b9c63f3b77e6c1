import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// A card of a user's own, named in failure messages.
struct ProfileCard: View {
  var padding: CGFloat = 24

  var body: some View {
    VStack(spacing: 8) {
      Text("Ada Lovelace").font(.headline)
      Button("Follow") {}.accessibilityIdentifier("follow")
    }
    .padding(padding)
    .background(Color.gray)
  }
}

/// A screen holding the card above two lines of text.
struct ProfileScreen: View {
  var padding: CGFloat = 24

  var body: some View {
    ScrollView {
      VStack(spacing: 12) {
        ProfileCard(padding: padding)
        Text("Bio")
        Text("Joined 1833")
      }
    }
  }
}

/// Failure messages put the cause first, fold what followed from it, never repeat a
/// bullet, and name nodes by the user's view that made them.
@MainActor
struct FailureMessageTests {
  // `.padding(24)` → `.padding(25)` in ProfileCard. By hand: the card's VStack is 110 wide
  // (the headline) and 20.5 + 8 + 20 = 48.5 tall, so padded it is 158×96.5, then 160×98.5;
  // the screen's VStack grows by the same 2×2 (96.5 + 12 + 20.5 + 12 + 20 = 161 → 163);
  // the scroll view hugs its content's width (158 → 160) and is centred again in 390
  // (x 116 → 115); inside the card the VStack moves down 1; "Bio" and "Joined 1833" move
  // down 2 together.
  @Test func theCauseComesFirstAndWhatFollowedIsFolded() {
    let sandbox = Sandbox()
    let layout = SnapshotLayout.fixed(width: 390, height: 400)
    _ = run(ProfileScreen(padding: 24), in: sandbox, layout: layout, test: "profile()")
    let message =
      run(ProfileScreen(padding: 25), in: sandbox, layout: layout, test: "profile()")
      .first ?? ""
    let bullets = message.split(separator: "\n").filter { $0.hasPrefix("•") }
    #expect(
      bullets == [
        "• ProfileCard › VStack: padding 24 → 25",
        "• ProfileCard › background resized 158×96.5 → 160×98.5, and its enclosing VStack by the same +2×+2",
        "• ProfileScreen › ScrollView resized 158×400 → 160×400",
        "• ProfileScreen › ScrollView moved x 116 → 115 (left 1)",
        "• ProfileCard › VStack moved y 24 → 25 (down 1)",
        "• ProfileScreen › Text \"Bio\" moved y 108.5 → 110.5 (down 2), and the sibling after it by the same",
      ])
  }

  // A chain of enclosing nodes that grew by the same amount is one line, led by the
  // innermost; a parameter's name is written once.
  @Test func aChainOfResizedAncestorsIsOneLine() throws {
    let recorded = """
      Host (0, 0, 100, 100)
      └─ ZStack (0, 0, 100, 40)
         └─ HStack (0, 0, 100, 40)
            └─ VStack (0, 0, 100, 40)
               └─ frame width: 100, height: 20 › Rectangle (0, 10, 100, 20) fill #ff3b30

      """
    let actual = """
      Host (0, 0, 100, 100)
      └─ ZStack (0, 0, 100, 42)
         └─ HStack (0, 0, 100, 42)
            └─ VStack (0, 0, 100, 42)
               └─ frame width: 100, height: 22 › Rectangle (0, 10, 100, 22) fill #ff3b30

      """
    let differences = try #require(TreeDifferences(recorded: recorded, actual: actual))
    #expect(
      differences.lines() == [
        "• Rectangle in ZStack › HStack › VStack: frame height: 20 → 22",
        "• Rectangle in ZStack › HStack › VStack resized 100×20 → 100×22, and 3 enclosing nodes up to ZStack by the same +0×+2",
      ])
  }

  // Two identical changes are one bullet with a count.
  @Test func noBulletIsPrintedTwice() throws {
    let recorded = """
      Host (0, 0, 100, 100)
      └─ VStack (0, 0, 100, 40)
         ├─ Text (0, 0, 50, 20) "A" body #000000
         └─ Text (0, 20, 50, 20) "A" body #000000

      """
    let differences = try #require(
      TreeDifferences(
        recorded: recorded,
        actual: recorded.replacingOccurrences(of: "#000000", with: "#ff3b30")))
    #expect(
      differences.lines() == [
        "• Text \"A\" in VStack: body #000000 → body #ff3b30 (×2)"
      ])
  }
}
