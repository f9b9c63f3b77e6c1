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
