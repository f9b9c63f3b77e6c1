import Foundation

/// `padding`: insets its content; NaN or infinite lengths are ignored with a diagnostic.
struct PaddingModifier: ViewModifier, PrimitiveModifier {
  /// SwiftUI's default padding on iOS.
  static let defaultLength: CGFloat = 16

  let edges: Edge.Set
  let length: CGFloat?
  let insets: EdgeInsets?

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    var resolved = insets ?? EdgeInsets(edges, length ?? Self.defaultLength)
    func check(_ value: inout CGFloat, _ edge: String) {
      value = validLength(
        value, fallback: 0, what: "Padding (\(edge))", in: "padding", context: context)
    }
    check(&resolved.top, "top")
    check(&resolved.leading, "leading")
    check(&resolved.bottom, "bottom")
    check(&resolved.trailing, "trailing")
    let nodes = element.resolveChild(content, key: .slot(0), context: context)
    return element.wrap(
      nodes, kind: "padding", detail: Self.describe(resolved),
      layout: PaddingLayout(insets: resolved))
  }

  /// `16`, or `top: 8, leading: 16` for unequal insets.
  static func describe(_ insets: EdgeInsets) -> String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 { return NumberFormatting.decimal(insets.top) }
    let names = ["top", "leading", "bottom", "trailing"]
    return zip(names, values).filter { $0.1 != 0 }
      .map { "\($0.0): \(NumberFormatting.decimal($0.1))" }.joined(separator: ", ")
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
