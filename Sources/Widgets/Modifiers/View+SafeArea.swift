import Foundation

extension View {
  /// Shows `content` on a top or bottom edge of the view and shrinks the view's safe area by
  /// its height and `spacing`: what respects the safe area is laid out above (or below) it,
  /// and a scroll view runs under it with its content inset, as a bar over a list.
  ///
  /// ```swift
  /// List { … }
  ///   .safeAreaInset(edge: .bottom) {
  ///     Button("Check out") { … }.padding()
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge the content sits on.
  ///   - alignment: How the content aligns along the edge.
  ///   - spacing: The gap between the content and the rest of the view; `nil` for none.
  ///   - content: The content, proposed the view's width and its own ideal height.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.key,
        spacing: spacing))
  }

  /// Shows `content` on a leading or trailing edge of the view and shrinks the view's safe
  /// area by its width and `spacing`.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .leading ? .leading : .trailing,
        alignment: alignment.key, spacing: spacing))
  }

  /// Shrinks the view's safe area by `insets`: like padding for what respects the safe area,
  /// while a scroll view inside runs into it with its content inset.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(SafeAreaPaddingModifier(insets: insets))
  }

  /// Shrinks the view's safe area by `length` (16 points when `nil`) on `edges`.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? 16))
  }

  /// Shrinks the view's safe area by `length` on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: a node holding the view and the inset
/// content, laid out by `SafeAreaInsetLayout`.
package struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
  let inset: Inset
  let edge: Edge
  let alignment: AlignmentKey
  let spacing: CGFloat?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let mains = element.resolveContent(content, context: context)
    var inner = context
    inner.environment.stackAxis = nil
    let insets = element.resolveChild(inset, key: .slot(1), context: inner)
    let spacing = validLength(
      spacing ?? 0, fallback: 0, what: "The spacing", in: "safeAreaInset", context: context)
    let horizontal = edge == .leading || edge == .trailing
    let main = element.single(
      mains, id: element.id.child("main"), implicit: .depth, layout: ZStackLayout())
    let insetNode = element.single(
      insets, id: element.id.child("inset"), implicit: horizontal ? .horizontal : .vertical,
      layout: VStackLayout())
    return [
      element.node(
        role: RenderRole(.safeAreaInset(edge)),
        behavior: .container(
          LayoutBox(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing))),
        children: [main, insetNode].compactMap { $0 })
    ]
  }
}

/// `safeAreaPadding`: a node holding the view, laid out by `SafeAreaInsetLayout`.
package struct SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
  let insets: EdgeInsets

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let mains = element.resolveContent(content, context: context)
    var insets = self.insets
    for edge in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] {
      // Negative padding would grow the safe area past the view: 0 instead.
      insets[keyPath: edge] = max(
        validLength(
          insets[keyPath: edge], fallback: 0, what: "Safe-area padding", in: "safeAreaPadding",
          context: context), 0)
    }
    guard
      let main = element.single(
        mains, id: element.id.child("main"), implicit: .depth, layout: ZStackLayout())
    else { return [] }
    return [
      element.node(
        role: RenderRole(.safeAreaPadding(insets)),
        behavior: .container(LayoutBox(SafeAreaInsetLayout(padding: insets))), children: [main])
    ]
  }
}
