import Backends
import Foundation
import Testing
import Widgets

/// UIKit's system colours, materials, shape statics, `stroke(style:)`, angle arithmetic,
/// Dynamic Type ranges and redaction.
@MainActor
struct StyleVocabularyTests {
  func fills<V: View>(_ view: V, dark: Bool = false) -> [Paint] {
    let host = host(dark ? AnyView(view.preferredColorScheme(.dark)) : AnyView(view))
    return host.renderTree.allNodes().compactMap { $0.node.content?.shape?.paint }
  }

  // `Color(.systemGray6)` and `Color(uiColor:)` resolve per scheme with iOS's values.
  @Test func uiKitSystemColors() {
    let swatch = Color(.systemGray6).frame(width: 10, height: 10)
    #expect(fills(swatch) == [.color(ResolvedColor(hex: 0xF2F2F7))])
    #expect(fills(swatch, dark: true) == [.color(ResolvedColor(hex: 0x1C1C1E))])
    let label = Color(uiColor: .secondaryLabel).frame(width: 10, height: 10)
    #expect(fills(label) == [.color(ResolvedColor(hex: 0x3C3C43, opacity: 0.6))])
  }

  // `.separator` is the list separators' colour; `.quinary` the foreground at 10 %.
  @Test func separatorAndQuinaryStyles() {
    let separator = Rectangle().fill(.separator).frame(width: 10, height: 10)
    #expect(fills(separator) == [.color(ResolvedColor(hex: 0x3C3C43, opacity: 0.29))])
    #expect(fills(separator, dark: true) == [.color(ResolvedColor(hex: 0x545458, opacity: 0.6))])
    let quinary = Rectangle().fill(.quinary).frame(width: 10, height: 10)
    #expect(fills(quinary) == [.color(ResolvedColor(hex: 0x3C3C43, opacity: 0.1))])
  }

  // `strokeBorder(_:style:)` keeps the dashed outline inside the frame: a 4-point line on a
  // 40-point ellipse is drawn on the 36-point ellipse inset by 2.
  @Test func strokeBorderWithAStyle() throws {
    let host = host(
      Ellipse().strokeBorder(.red, style: StrokeStyle(lineWidth: 4, dash: [3, 2]))
        .frame(width: 40, height: 40))
    let shapes = host.renderTree.allNodes().compactMap { $0.node.content?.shape }
    let shape = try #require(shapes.first)
    #expect(shape.stroke?.lineWidth == 4)
    #expect(shape.stroke?.dash == [3, 2])
    #expect(shape.paint == .color(ResolvedColor(hex: 0xFF3B30)))
    let svg = SVGBackend(text: .fontReferences).render(host.renderTree)
    #expect(svg.contains("<ellipse cx=\"20\" cy=\"20\" rx=\"18\" ry=\"18\""))
  }

  // An uneven rounded rectangle rounds each corner by its own radius, clamped to half the
  // shorter side: in 100 × 40, the top leading corner by 10, the bottom trailing by 20 (not
  // 30), the others square.
  @Test func unevenRoundedRectangle() {
    let path = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 30)
      .path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    let k: CGFloat = 0.552_284_749_8
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 10, y: 0)),
        .line(to: CGPoint(x: 100, y: 0)),
        .line(to: CGPoint(x: 100, y: 20)),
        .curve(
          to: CGPoint(x: 80, y: 40), control1: CGPoint(x: 100, y: 20 + 20 * k),
          control2: CGPoint(x: 80 + 20 * k, y: 40)),
        .line(to: CGPoint(x: 0, y: 40)),
        .line(to: CGPoint(x: 0, y: 10)),
        .curve(
          to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10 - 10 * k),
          control2: CGPoint(x: 10 - 10 * k, y: 0)),
        .closeSubpath,
      ])
    // The shape static makes the same shape.
    let viaStatic: UnevenRoundedRectangle = .rect(topLeadingRadius: 10, bottomTrailingRadius: 30)
    #expect(viaStatic.path(in: CGRect(x: 0, y: 0, width: 100, height: 40)) == path)
  }

  // A material is drawn flat: white at its opacity, `#1C1C1E` in dark mode.
  @Test func materials() {
    let card = Rectangle().fill(.ultraThinMaterial).frame(width: 10, height: 10)
    #expect(fills(card) == [.color(ResolvedColor(hex: 0xFFFFFF, opacity: 0.35))])
    #expect(fills(card, dark: true) == [.color(ResolvedColor(hex: 0x1C1C1E, opacity: 0.35))])
  }

  // `.rect(cornerRadius:)`, `.capsule` and `.circle` clip as the shapes do.
  @Test func shapeStatics() {
    let clipped = host(
      Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6)).tag("a"))
    let plain = host(
      Color.red.frame(width: 40, height: 20).clipShape(RoundedRectangle(cornerRadius: 6)).tag("a"))
    #expect(clipped.renderTree.dump() == plain.renderTree.dump())
    let capsule = host(Color.red.frame(width: 40, height: 20).clipShape(.capsule))
    let circle = host(Color.red.frame(width: 20, height: 20).clipShape(.circle))
    #expect(capsule.renderTree.dump().contains("clip Capsule"))
    #expect(circle.renderTree.dump().contains("clip Circle"))
  }

  // `stroke(style:)` strokes in the foreground style with the style's width.
  @Test func strokeWithStyle() throws {
    let host = host(
      Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [2, 2])).frame(width: 20, height: 20)
        .foregroundStyle(.red))
    let shapes = host.renderTree.allNodes().compactMap { $0.node.content?.shape }
    let shape = try #require(shapes.first)
    #expect(shape.stroke?.lineWidth == 3)
    #expect(shape.stroke?.dash == [2, 2])
    #expect(shape.paint == .color(ResolvedColor(hex: 0xFF3B30)))
  }

  // Angles add, subtract, negate and scale.
  @Test func angleArithmetic() {
    func close(_ angle: Angle, _ degrees: Double) -> Bool { abs(angle.degrees - degrees) < 1e-9 }
    #expect(close(Angle.degrees(30) + .degrees(60), 90))
    #expect(close(Angle.degrees(90) - .degrees(30), 60))
    #expect(close(-Angle.degrees(45), -45))
    #expect(close(Angle.degrees(45) * 2, 90))
    #expect(close(2 * Angle.degrees(45), 90))
    #expect(close(Angle.degrees(90) / 3, 30))
  }

  // A Dynamic Type range clamps the size text follows: accessibility sizes come down to
  // xxxLarge (body 23 pt), small sizes up to large (body 17 pt).
  @Test func dynamicTypeRanges() throws {
    func bodySize(_ size: DynamicTypeSize) throws -> CGFloat {
      let host = host(
        Text("A").dynamicTypeSize(.large ... .xxxLarge).environment(\.dynamicTypeSize, size))
      let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
      return try #require(texts.first).font.size
    }
    #expect(try bodySize(.accessibility5) == 23)
    #expect(try bodySize(.xSmall) == 17)
    #expect(try bodySize(.xLarge) == 19)
  }

  // Redacted text is its own size, invisible, on a grey bar; `unredacted` draws it.
  @Test func redaction() throws {
    let host = host(
      VStack {
        Text("Secret").tag("secret")
        Text("Shown").unredacted().tag("shown")
      }
      .redacted(reason: .placeholder))
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
    #expect(texts.first { $0.string == "Secret" }?.paint == .color(.clear))
    #expect(texts.first { $0.string == "Shown" }?.paint == .color(ResolvedColor(hex: 0x000000)))
    let bars = host.renderTree.allNodes().filter {
      $0.node.content?.shape?.paint == .color(ResolvedColor(hex: 0x000000, opacity: 0.16))
    }
    #expect(bars.count == 1)
  }
}

/// Named colours from the colour registry, Galley's asset catalogue.
@MainActor
struct ColorRegistryTests {
  // A registered name resolves per scheme; an unknown one draws magenta and says so.
  @Test func namedColors() {
    ColorRegistry.register(
      "RegistryTests.brand", light: Color(red: 0, green: 0, blue: 1), dark: .white)
    let swatch = Color("RegistryTests.brand").frame(width: 10, height: 10)
    let light = host(swatch)
    let dark = host(swatch.preferredColorScheme(.dark))
    func fill(_ host: ViewHost) -> Paint? {
      host.renderTree.allNodes().compactMap { $0.node.content?.shape?.paint }.first
    }
    #expect(fill(light) == .color(ResolvedColor(hex: 0x0000FF)))
    #expect(fill(dark) == .color(ResolvedColor(hex: 0xFFFFFF)))
    let missing = host(Color("RegistryTests.nothing").frame(width: 10, height: 10))
    #expect(fill(missing) == .color(ResolvedColor(hex: 0xFF00FF)))
    #expect(
      missing.diagnostics.map(\.message).contains {
        $0.contains("\"RegistryTests.nothing\"") && $0.contains("ColorRegistry.register")
      })
    #expect(ColorRegistry.names.contains("RegistryTests.brand"))
  }
}
