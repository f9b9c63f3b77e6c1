import Foundation

/// A view that displays an image: SwiftUI's `Image`, for symbols.
///
/// `Image(systemName:)` draws the Bootstrap Icons artwork mapped to the SF Symbol name (SF
/// Symbols may only be used on Apple platforms). A symbol is a square as tall as the font
/// size times the image scale (0.78 small, 1 medium, 1.29 large). A name without artwork
/// draws a crossed box of the same size and raises a diagnostic. Asset-catalog images do not
/// exist on Linux: `Image(_:)` draws the placeholder too.
public struct Image: Hashable, Sendable {
  /// The size of a symbol relative to the font.
  public enum Scale: Hashable, CaseIterable, Sendable {
    /// Small, medium and large: 0.78, 1 and 1.29 times the font size.
    case small, medium, large

    /// The factor applied to the font size.
    package var factor: CGFloat {
      switch self {
      case .small: 0.78
      case .medium: 1
      case .large: 1.29
      }
    }
  }

  /// How an image is rendered.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// `template` draws in the foreground style, `original` in the image's own colours.
    /// Unlike SwiftUI, Galley draws symbols in the foreground style either way.
    case template, original
  }

  let name: String
  let isSystem: Bool
  var isResizable = false

  /// A symbol image.
  public init(systemName: String) {
    name = systemName
    isSystem = true
  }

  /// An image from an asset catalog; Galley has none, so it draws a placeholder.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystem = false
  }

  /// The image, stretched to fill the space it is offered.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// The image with a rendering mode (symbols are always drawn in the foreground style).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}

extension Image: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Image: PrimitiveView {
  /// An `Image` node, a square the font size times the image scale (or flexible when
  /// resizable); a name without artwork draws a placeholder and raises a diagnostic.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    // `symbolVariant` asks for the name's variant (`star` as `star.fill`) where one is drawn.
    let name = isSystem ? environment.symbolVariants.applied(to: self.name) : self.name
    let glyph = isSystem ? SymbolCatalog.glyph(named: name) : nil
    if glyph == nil {
      context.report(
        .unknownSymbol,
        isSystem
          ? "No artwork for the symbol \(RenderTree.quote(name)); a placeholder was drawn."
          : "Asset images do not exist on Linux; \(RenderTree.quote(name)) was drawn as a placeholder.",
        view: "Image")
    }
    let font = (environment.font ?? .body).resolve(
      dynamicTypeSize: environment.dynamicTypeSize, weight: environment.fontWeight)
    let side = font.size * environment.imageScale.factor
    let paint = ForegroundStyle().paint(in: environment)
    let node = element.node(
      role: RenderRole(.image),
      behavior: .leaf(isResizable ? .flexible : .fixed(CGSize(width: side, height: side))),
      content: .image(ImageContent(systemName: name, paint: paint, glyph: glyph)))
    return [node]
  }
}

/// The variants of a symbol to draw: SwiftUI's `SymbolVariants` (`.fill`, `.circle`,
/// `.circle.fill`, `.slash`, `.square`).
public struct SymbolVariants: Hashable, Sendable {
  /// The name's suffixes, in SF Symbols' order (shape, then slash, then fill).
  private var shape: String?
  private var isSlashed = false
  private var isFilled = false

  /// No variant.
  public static let none = SymbolVariants()
  /// Inside a circle.
  public static let circle = SymbolVariants(shape: "circle")
  /// Inside a square.
  public static let square = SymbolVariants(shape: "square")
  /// Inside a rectangle.
  public static let rectangle = SymbolVariants(shape: "rectangle")
  /// Filled.
  public static let fill = SymbolVariants(isFilled: true)
  /// Struck through.
  public static let slash = SymbolVariants(isSlashed: true)

  /// These variants, filled.
  public var fill: SymbolVariants {
    var copy = self
    copy.isFilled = true
    return copy
  }

  /// These variants, struck through.
  public var slash: SymbolVariants {
    var copy = self
    copy.isSlashed = true
    return copy
  }

  /// These variants inside a circle.
  public var circle: SymbolVariants {
    var copy = self
    copy.shape = "circle"
    return copy
  }

  /// Whether `other`'s variants are among these.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isSlashed || isSlashed)
      && (!other.isFilled || isFilled)
  }

  /// `name` with the variants' suffixes it does not have yet, when a symbol of that name
  /// is drawn; `name` otherwise.
  func applied(to name: String) -> String {
    guard self != .none else { return name }
    var result = name
    if let shape, !result.contains(".\(shape)") { result += ".\(shape)" }
    if isSlashed, !result.contains(".slash") { result += ".slash" }
    if isFilled, !result.hasSuffix(".fill") { result += ".fill" }
    return SymbolCatalog.glyph(named: result) != nil ? result : name
  }
}

/// How a symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`. Galley's symbols
/// have one layer, so every mode draws them in the foreground style.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// The foreground styles given, layer by layer.
  public static let palette = SymbolRenderingMode(name: "palette")
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
  /// The variants symbols below are drawn in.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Draws symbols in the view in `variant` (`.fill`, `.circle.fill`) where Galley has the
  /// variant's artwork.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    writingEnvironment(\.symbolVariants, variant)
  }

  /// Sets how symbols' layers are coloured. Accepted; Galley's symbols have one layer.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
  /// This image with `mode` for its layers. Accepted; Galley's symbols have one layer.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension Image: InterchangeableView {}
