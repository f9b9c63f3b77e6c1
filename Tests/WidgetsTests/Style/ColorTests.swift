import Backends
import Foundation
import Testing
import Widgets

struct ColorTests {
  private func environment(_ scheme: ColorScheme = .light) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return environment
  }

  // System colours have iOS's light and dark values.
  @Test func systemColorsResolvePerColorScheme() {
    #expect(Color.indigo.resolve(in: environment(.light)).description == "#5856D6FF")
    #expect(Color.indigo.resolve(in: environment(.dark)).description == "#5E5CE6FF")
    #expect(Color.blue.resolve(in: environment(.dark)).description == "#0A84FFFF")
    #expect(Color.primary.resolve(in: environment(.dark)).description == "#FFFFFFFF")
  }

  @Test func opacityMultiplies() {
    let color = Color.red.opacity(0.5).opacity(0.5).resolve(in: environment())
    #expect(color.opacity == 0.25)
  }

  // HSB: hue 0 at full saturation and brightness is red; hue 1/3 green; hue 0.5 with
  // saturation 0.55 and brightness 0.9 is (0.405, 0.9, 0.9).
  @Test func hueSaturationBrightness() {
    let red = Color(hue: 0, saturation: 1, brightness: 1).resolve(in: environment())
    #expect(red.red == 1 && red.green == 0 && red.blue == 0)
    let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: environment())
    #expect(abs(green.green - 1) < 1e-6 && abs(green.red) < 1e-6)
    let cyan = Color(hue: 0.5, saturation: 0.55, brightness: 0.9).resolve(in: environment())
    #expect(abs(cyan.red - 0.405) < 1e-6)
    #expect(abs(cyan.green - 0.9) < 1e-6)
    #expect(abs(cyan.blue - 0.9) < 1e-6)
  }

  // Linear components remove the sRGB transfer function: sRGB 0.5 is 0.2140 linear.
  @Test func linearComponents() {
    let gray = Color(red: 0.5, green: 0.5, blue: 0.5).resolve(in: environment())
    #expect(abs(gray.linearRed - 0.214_041) < 1e-5)
    let linear = Color(.sRGBLinear, red: 0.214_041, green: 0, blue: 1).resolve(in: environment())
    #expect(abs(linear.red - 0.5) < 1e-4)
  }

  @Test func resolvedColorRoundTrips() {
    let resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
    #expect(Color(resolved).resolve(in: environment()) == resolved)
  }
}

/// A style of the user's own, resolving to another style per colour scheme.
nonisolated struct WarningStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> Color {
    environment.colorScheme == .dark ? .yellow : .orange
  }
}

@MainActor
struct ShapeStyleTests {
  /// The paint of the first node whose role is named `name` (`Text`, `Circle`).
  private func paint(_ host: ViewHost, kind name: String) -> Paint? {
    host.renderTree.allNodes().first { $0.node.role.name == name }?.node.content.flatMap {
      $0.text?.paint ?? $0.shape?.paint ?? $0.image?.paint
    }
  }

  // A custom ShapeStyle works as a foreground style and resolves in the view's environment.
  @Test func customStylesResolveInTheEnvironment() {
    let light = host(Text("x").foregroundStyle(WarningStyle()))
    #expect(paint(light, kind: "Text")?.color?.description == "#FF9500FF")
    let dark = host(Text("x").foregroundStyle(WarningStyle()).environment(\.colorScheme, .dark))
    #expect(paint(dark, kind: "Text")?.color?.description == "#FFD60AFF")
  }

  // Hierarchical styles are the label colours with the default foreground: quaternary is
  // #3C3C43 at 18 %, and .opacity(0.6) makes it 10.8 %.
  @Test func hierarchicalStylesUseLabelColors() {
    let host = host(Rectangle().fill(.quaternary.opacity(0.6)))
    let color = paint(host, kind: "Rectangle")?.color
    #expect(color?.hexRGB == "#3c3c43")
    #expect(abs((color?.opacity ?? 0) - 0.108) < 1e-6)
  }

  // Under a custom foreground style, the levels are that style at lower opacity.
  @Test func hierarchicalStylesFollowTheForegroundStyle() {
    let host = host(VStack { Text("x").foregroundStyle(.secondary) }.foregroundStyle(.red))
    let color = paint(host, kind: "Text")?.color
    #expect(color?.hexRGB == "#ff3b30")
    #expect(abs((color?.opacity ?? 0) - 0.6) < 1e-6)
  }

  // A hierarchical style set as the foreground is relative to the style around it.
  @Test func hierarchicalForegroundIsRelativeToTheEnclosingStyle() {
    let plain = host(Text("x").foregroundStyle(.tertiary))
    #expect(
      plain.renderTree.allNodes().contains {
        $0.node.content?.text?.paint.color?.hexRGB == "#3c3c43"
      })
    let tinted = host(VStack { Text("x").foregroundStyle(.tertiary) }.foregroundStyle(.green))
    let color = paint(tinted, kind: "Text")?.color
    #expect(color?.hexRGB == "#34c759")
    #expect(abs((color?.opacity ?? 0) - 0.3) < 1e-6)
  }

  // Shapes used as views fill with the foreground style; tint defaults to the accent colour.
  @Test func shapesFillWithTheForegroundAndTintDefaultsToBlue() {
    let host = host(
      VStack {
        Circle().foregroundStyle(.green)
        Capsule().fill(.tint)
      })
    #expect(paint(host, kind: "Circle")?.color?.hexRGB == "#34c759")
    #expect(paint(host, kind: "Capsule")?.color?.hexRGB == "#007aff")
  }

  // Color.gradient is a top-to-bottom linear gradient ending in the colour.
  @Test func colorGradientEndsInTheColor() {
    let host = host(Capsule().fill(Color.indigo.gradient))
    let stops = paint(host, kind: "Capsule")?.stops
    #expect(stops?.count == 2)
    #expect(stops?.last?.color.hexRGB == "#5856d6")
  }
}

@MainActor
struct GradientKindTests {
  @Test func anEllipticalGradientIsARadialOneStretchedToTheBounds() {
    let host = host(
      Rectangle().fill(EllipticalGradient(colors: [.red, .blue])).frame(width: 200, height: 100))
    let svg = SVGBackend().render(host.renderTree)
    #expect(
      svg.contains(
        "cx=\"0.5\" cy=\"0.5\" r=\"0.5\" gradientTransform=\"scale(200 100)\"><stop offset=\"0\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#007aff\"/></radialGradient>"
      ))
  }

  @Test func anAngularGradientIsDrawnAsWedgesThroughTheShape() {
    let host = host(
      Circle()
        .stroke(
          AngularGradient(
            colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)),
          lineWidth: 10
        )
        .frame(width: 100, height: 100))
    let svg = SVGBackend().render(host.renderTree)
    let wedges = svg.components(separatedBy: "<path d=\"M50 50L").count - 1
    #expect(wedges == 72)
    // The mask is the stroked circle in white.
    #expect(svg.contains("fill=\"none\" stroke=\"#ffffff\" stroke-width=\"10\""))
    // The first wedge's middle is 2.5° round: red mixed 2.5/360 of the way to blue; the 37th
    // is at 182.5°, 0.507 of the way.
    #expect(svg.contains("fill=\"#fd3b31\""))
    #expect(svg.contains("fill=\"#7e5b99\""))
  }

  @Test func aFadeToClearKeepsItsColour() {
    let host = host(LinearGradient(colors: [.red, .clear], startPoint: .top, endPoint: .bottom))
    let svg = SVGBackend().render(host.renderTree)
    // Not black at zero opacity, which SVG would mix through grey.
    #expect(
      svg.contains(
        "<stop offset=\"0\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#ff3b30\" stop-opacity=\"0\"/>"
      ))
  }

  @Test func aGradientViewIsNamedByItsType() {
    let host = host(AngularGradient(colors: [.red, .blue], center: .center))
    #expect(
      host.renderTree.allNodes().contains { $0.node.role.description == "AngularGradient" })
  }
}

@MainActor
struct BackgroundStyleTests {
  @Test func theBackgroundStyleIsTheSystemBackground() {
    func fill(_ scheme: ColorScheme) -> ResolvedColor? {
      let host = host(Rectangle().fill(.background).preferredColorScheme(scheme))
      return host.renderTree.allNodes().compactMap { $0.node.content?.shape?.paint.color }.first
    }
    #expect(fill(.light) == ResolvedColor(hex: 0xFFFFFF))
    #expect(fill(.dark) == ResolvedColor(hex: 0x000000))
  }
}
