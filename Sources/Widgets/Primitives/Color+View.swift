/// A colour used as a view fills the space it is offered (10×10 when asked for its ideal
/// size), like a rectangle.
extension Color: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Color: PrimitiveView {
  /// A flexible rectangle filled with the colour.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    if case .named(let name) = provider, ColorRegistry.color(named: name) == nil {
      context.report(
        .misuse,
        "No colour named \(RenderTree.quote(name)) is registered; it was drawn magenta. Register it with ColorRegistry.register(_:light:dark:).",
        view: "Color")
    }
    return [element.fillNode(role: RenderRole(.color), paint: paint(in: context.environment))]
  }
}
