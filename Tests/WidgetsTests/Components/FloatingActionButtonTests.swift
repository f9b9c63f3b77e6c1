import Backends
import Foundation
import Testing
import Widgets

/// Rows that a floating action button adds to.
struct FABRows: View {
  @State private var rows = 3

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<rows, id: \.self) { Text("Row \($0 + 1)") }
    }
    .floatingActionButton(
      color: .blue, image: Image(systemName: "plus").foregroundColor(.white).tag("fab")
    ) { rows += 1 }
  }
}

@MainActor
struct FloatingActionButtonTests {
  /// The circle's frame: the node whose drawn shape is the circle.
  private func circle(_ host: ViewHost) -> CGRect? {
    host.renderTree.allNodes().first { $0.node.content?.shape?.geometry == .circle }?.frame
  }

  @Test func theCircleSitsFifteenPointsFromTheBottomTrailingCorner() throws {
    // (W − 75, H − 75): 60 points wide, 15 from the edges.
    #expect(
      circle(ViewHost(FABRows(), size: CGSize(width: 390, height: 844))) == rect(315, 769, 60, 60))
    #expect(
      circle(ViewHost(FABRows(), size: CGSize(width: 200, height: 300))) == rect(125, 225, 60, 60))
    // Inside the safe area of an iPhone 16 (393 × 852 at 3×, 59 above, 34 below): a
    // container of 393 × 759 at y 59. The circle is centred first, on the pixel grid
    // (166.5 across rounds to 166⅔, 408.5 down to 408⅔), then offset by 151.5 and 334.5:
    // (318⅙, 743⅙), a sixth of a point off (318, 743).
    let onPhone = try #require(circle(ViewHost(FABRows(), device: .iPhone16)))
    #expect(abs(onPhone.minX - (500.0 / 3 + 151.5)) < 1e-9)
    #expect(abs(onPhone.minY - (1226.0 / 3 + 334.5)) < 1e-9)
    #expect(onPhone.size == CGSize(width: 60, height: 60))
  }

  @Test func aTapOnTheCircleRunsTheAction() throws {
    let host = ViewHost(FABRows(), size: CGSize(width: 390, height: 844))
    try host.tap("fab")
    try host.tap("fab")
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
    #expect(texts.filter { $0.hasPrefix("Row") } == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
  }

  @Test func theCircleHasAGreyShadow() throws {
    let host = ViewHost(FABRows(), size: CGSize(width: 390, height: 844))
    let shadowed = try #require(host.renderTree.allNodes().first { $0.node.effects.shadow != nil })
    let shadow = try #require(shadowed.node.effects.shadow)
    #expect(shadow.radius == 2 && shadow.x == 1 && shadow.y == 1)
  }

  @Test func theStyledButtonFloatsSixteenPointsFromTheCorner() throws {
    let host = ViewHost(
      Text("Hello, world!").floatingActionButton("plus") {}, size: CGSize(width: 390, height: 844))
    // 56 × 56 (the symbol padded by 16 either side is narrower), 16 from each edge.
    let clip = try #require(host.renderTree.allNodes().first { $0.node.effects.clip != nil })
    #expect(clip.frame == rect(318, 772, 56, 56))
    #expect(
      clip.node.effects.clip
        == .roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .circular))
  }

  @Test func aPressedFabIsDrawnAtHalfOpacity() throws {
    struct Screen: View {
      var body: some View {
        Button("Add to cart") {}.buttonStyle(.fab).tag("fab")
      }
    }
    let host = ViewHost(Screen(), size: CGSize(width: 390, height: 200))
    func accent() -> ResolvedColor? {
      host.renderTree.allNodes().compactMap { $0.node.content?.shape?.paint.color }.first
    }
    // A label with text grows the button sideways: text plus 16 on either side.
    let width = try #require(host.frame(of: "fab")?.width)
    #expect(width > 56)
    #expect(accent()?.opacity == 1)
    host.press("fab")
    #expect(accent()?.opacity == 0.5)
    host.release("fab")
    #expect(accent()?.opacity == 1)
  }
}
