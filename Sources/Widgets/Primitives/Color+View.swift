/// A colour used as a view fills the space it is offered (10×10 when asked for its ideal
/// size), like a rectangle.
extension Color: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Color: PrimitiveView {
  /// A flexible rectangle filled with the colour.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [element.fillNode(role: RenderRole(.color), paint: paint(in: context.environment))]
  }
}
