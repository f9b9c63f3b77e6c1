import Foundation
import Testing
import Widgets

/// Right-to-left layout: leading and trailing swap sides, as in SwiftUI with
/// `.environment(\.layoutDirection, .rightToLeft)` (canvas 200×200).
@MainActor
struct LayoutDirectionTests {
  private func rightToLeft<V: View>(_ view: V) -> ViewHost {
    host(view.environment(\.layoutDirection, .rightToLeft))
  }

  // The stack is 20 + 8 + 30 = 58 wide, centred at x = 71. Left to right, a is at 71 and b
  // at 99; right to left, the first child is on the right: a at 71 + 58 − 20 = 109, b at 71.
  @Test func stacksRunFromTheRight() {
    let stack = HStack {
      Color.red.frame(width: 20, height: 10).tag("a")
      Color.blue.frame(width: 30, height: 10).tag("b")
    }
    let ltr = host(stack)
    #expect(ltr.frame(of: "a") == rect(71, 95, 20, 10))
    #expect(ltr.frame(of: "b") == rect(99, 95, 30, 10))
    let rtl = rightToLeft(stack)
    #expect(rtl.frame(of: "a") == rect(109, 95, 20, 10))
    #expect(rtl.frame(of: "b") == rect(71, 95, 30, 10))
  }

  // Leading padding goes on the right: the padded view is 30 wide at x = 85, and the colour
  // sits at its left edge, 85, instead of at 95.
  @Test func leadingPaddingIsOnTheRight() {
    let view = Color.red.frame(width: 20, height: 10).tag("c").padding(.leading, 10)
    #expect(host(view).frame(of: "c") == rect(95, 95, 20, 10))
    #expect(rightToLeft(view).frame(of: "c") == rect(85, 95, 20, 10))
  }

  // A leading-aligned stack (50 wide at x = 75) puts its narrower child against its right
  // edge: 75 + 50 − 30 = 95.
  @Test func leadingAlignmentIsTheRightEdge() {
    let stack = VStack(alignment: .leading) {
      Color.red.frame(width: 50, height: 10).tag("a")
      Color.blue.frame(width: 30, height: 10).tag("b")
    }
    #expect(host(stack).frame(of: "b") == rect(75, 104, 30, 10))
    #expect(rightToLeft(stack).frame(of: "b") == rect(95, 104, 30, 10))
  }

  // A frame's leading alignment follows the direction too.
  @Test func frameAlignmentFollowsTheDirection() {
    let view = Color.red.frame(width: 20, height: 10).tag("c")
      .frame(width: 100, height: 10, alignment: .leading)
    #expect(host(view).frame(of: "c") == rect(50, 95, 20, 10))
    #expect(rightToLeft(view).frame(of: "c") == rect(130, 95, 20, 10))
  }

  // Wrapped text aligns its lines on the leading edge, which is the right one: every line
  // ends at the same x (the text frame's right edge), and the shorter line starts after 0.
  @Test func multilineTextAlignsOnTheRight() throws {
    let view = Text("Hello, World").tag("t").frame(width: 60)
    let ltr = try #require(host(view).drawnText(of: "t"))
    #expect(ltr.lines.map(\.x) == [0, 0])
    let rtl = rightToLeft(view)
    let content = try #require(rtl.drawnText(of: "t"))
    #expect(content.lines.map(\.text) == ["Hello,", "World"])
    let ends = content.lines.map { $0.x + $0.width }
    #expect(abs(ends[0] - ends[1]) < 0.001)
    #expect(content.lines.contains { $0.x > 1 })
  }

}
