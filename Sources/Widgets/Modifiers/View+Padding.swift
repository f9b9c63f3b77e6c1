import Foundation

/// `padding`: insets its content; NaN or infinite lengths are ignored with a diagnostic.
package struct PaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
  /// SwiftUI's default padding on iOS.
  static let defaultLength: CGFloat = 16

  let edges: Edge.Set
  let length: CGFloat?
  let insets: EdgeInsets?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let resolved = validInsets(context)
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(
      nodes, role: RenderRole(.padding(resolved)),
      layout: PaddingLayout(insets: resolved))
  }

  /// The insets, each checked (outside the frame of `makeNodes`, which is on the stack once
  /// per level of the tree).
  @inline(never)
  private func validInsets(_ context: ResolveContext) -> EdgeInsets {
    var resolved = insets ?? EdgeInsets(edges, length ?? Self.defaultLength)
    func check(_ value: inout CGFloat, _ edge: String) {
      value = validLength(
        value, fallback: 0, what: "Padding (\(edge))", in: "padding", context: context)
    }
    check(&resolved.top, "top")
    check(&resolved.leading, "leading")
    check(&resolved.bottom, "bottom")
    check(&resolved.trailing, "trailing")
    return resolved
  }
}

extension View {
  /// Pads the view on `edges` by `length` (16 points when `nil`, SwiftUI's default).
  /// Negative lengths are valid and shrink the frame.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(edges: edges, length: length, insets: nil))
  }

  /// Pads every edge of the view by `length`.
  public func padding(_ length: CGFloat) -> some View {
    modifier(PaddingModifier(edges: .all, length: length, insets: nil))
  }

  /// Pads the view by different amounts per edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
  }
}

extension PaddingModifier: PlainValueModifier {}
