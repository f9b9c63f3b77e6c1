import Foundation
import Render
import Testing
import Widgets

/// A drawn node with its frame in host coordinates.
struct Drawn {
  let node: RenderNode
  let frame: CGRect
  var fill: ResolvedColor? { node.content?.shape?.paint.color }
  var textColor: ResolvedColor? { node.content?.text?.paint.color }
}

extension ViewHost {
  /// The first shape drawn and the first text drawn, with their frames.
  var shapeAndText: (shape: Drawn, text: Drawn)? {
    let nodes = renderTree.allNodes()
    guard let shape = nodes.first(where: { $0.node.content?.shape != nil }),
      let text = nodes.first(where: { $0.node.content?.text != nil })
    else { return nil }
    return (Drawn(node: shape.node, frame: shape.frame), Drawn(node: text.node, frame: text.frame))
  }
}

@MainActor
struct ButtonStyleTests {
  @Test func aBorderedButtonPadsItsTintedLabelOnATintWash() throws {
    let host = host(Button("Save") {}.buttonStyle(.bordered).tag("save"), width: 300)
    let (shape, text) = try #require(host.shapeAndText)
    // 12 points either side and 7 above and below the label, corners of 6.
    #expect(shape.frame == text.frame.insetBy(dx: -12, dy: -7))
    #expect(shape.node.content?.shape?.geometry.name == "RoundedRectangle(6)")
    #expect(shape.fill == ResolvedColor(hex: 0x007AFF, opacity: 0.15))
    #expect(text.textColor == ResolvedColor(hex: 0x007AFF))
  }

  @Test func aProminentButtonIsWhiteOnTheTint() throws {
    let host = host(Button("Save") {}.buttonStyle(.borderedProminent))
    let (shape, text) = try #require(host.shapeAndText)
    #expect(shape.fill == ResolvedColor(hex: 0x007AFF))
    #expect(text.textColor == ResolvedColor(hex: 0xFFFFFF))
  }

  @Test func controlSizesChangeThePaddingAndTheShape() throws {
    let small = host(Button("Save") {}.buttonStyle(.bordered).controlSize(.small))
    let (smallShape, smallText) = try #require(small.shapeAndText)
    #expect(smallShape.frame == smallText.frame.insetBy(dx: -10, dy: -5))
    #expect(smallShape.node.content?.shape?.geometry.name == "Capsule")
    let large = host(Button("Save") {}.buttonStyle(.bordered).controlSize(.large))
    let (largeShape, largeText) = try #require(large.shapeAndText)
    #expect(largeShape.frame == largeText.frame.insetBy(dx: -20, dy: -15))
    #expect(largeShape.node.content?.shape?.geometry.name == "RoundedRectangle(8.75)")
    let circle = host(
      Button("+") {}.buttonStyle(.borderedProminent).buttonBorderShape(.circle))
    #expect(try #require(circle.shapeAndText).shape.node.content?.shape?.geometry.name == "Circle")
  }

  @Test func disabledButtonsAreDrawnGreyed() throws {
    let bordered = host(Button("Save") {}.buttonStyle(.borderedProminent).disabled(true))
    let (shape, text) = try #require(bordered.shapeAndText)
    #expect(shape.fill == ResolvedColor(hex: 0x767680, opacity: 0.12))
    #expect(text.textColor == ResolvedColor(hex: 0x3C3C43, opacity: 0.3))
    let plain = host(Button("Save") {}.disabled(true).tag("save"))
    #expect(plain.drawnText(of: "save")?.paint.color == ResolvedColor(hex: 0x3C3C43, opacity: 0.3))
  }

  @Test func destructiveButtonsAreRed() throws {
    let plain = host(Button("Delete", role: .destructive) {}.tag("delete"))
    #expect(plain.drawnText(of: "delete")?.paint.color == ResolvedColor(hex: 0xFF3B30))
    let prominent = host(
      Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent))
    #expect(
      try #require(prominent.shapeAndText).shape.fill == ResolvedColor(hex: 0xFF3B30))
  }

  @Test func aPressedBorderedButtonFades() throws {
    let host = host(Button("Save") {}.buttonStyle(.bordered).tag("save"))
    func opacities() -> [Double] {
      host.renderTree.allNodes().map(\.node.effects.opacity).filter { $0 != 1 }
    }
    #expect(opacities() == [])
    host.press("save")
    #expect(opacities() == [0.75])
    host.release("save")
    #expect(opacities() == [])
  }

  @Test func theRoleReachesACustomStyle() throws {
    struct RoleStyle: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        Text(configuration.role == .cancel ? "cancel" : "other")
      }
    }
    let host = host(Button("X", role: .cancel) {}.buttonStyle(RoleStyle()))
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "cancel" })
  }
}

/// A style that acts on a double tap only.
struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

/// A style that wraps the button it is given, as SwiftUI's styles are often written.
struct WrappingStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration).padding(4).tag("wrapped")
  }
}

@MainActor
struct PrimitiveButtonStyleTests {
  @Test func aButtonMadeFromTheConfigurationIsNotStyledAgain() throws {
    var taps = 0
    let host = host(Button("Go") { taps += 1 }.buttonStyle(WrappingStyle()))
    try host.tap("Go")
    #expect(taps == 1)
    #expect(host.diagnostics.isEmpty)
    // One wrapper: the inner button is drawn plainly.
    #expect(
      host.renderTree.allNodes().filter { $0.node.accessibility.identifier == "wrapped" }.count
        == 1)
  }

  @Test func theStyleDecidesWhenTheButtonActs() throws {
    var taps = 0
    let host = host(Button("Go") { taps += 1 }.buttonStyle(DoubleTapStyle()))
    #expect(throws: ViewHostError("\"Go\" waits for 2 taps, not 1.")) { try host.tap("Go") }
    try host.tap("Go", count: 2)
    #expect(taps == 1)
    #expect(
      host.renderTree.allNodes().contains {
        $0.node.role.kind == .button && $0.node.accessibility.traits.contains(.isButton)
      })
  }

  @Test func aDisabledButtonsTriggerDoesNothing() throws {
    var taps = 0
    let host = host(Button("Go") { taps += 1 }.buttonStyle(DoubleTapStyle()).disabled(true))
    try host.tap("Go", count: 2)
    #expect(taps == 0)
  }

  @Test func anInnerButtonStyleReplacesAnOuterPrimitiveOne() throws {
    var taps = 0
    let host = host(
      Button("Go") { taps += 1 }.buttonStyle(.bordered).buttonStyle(DoubleTapStyle()))
    try host.tap("Go")
    #expect(taps == 1)
  }
}
