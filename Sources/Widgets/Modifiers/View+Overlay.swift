import Foundation

/// `overlay`, `background` and `mask`: a secondary view proposed the modified view's size and
/// aligned on it, drawn above (overlay) or below (background), or not drawn but letting the
/// modified view show only where it is opaque (mask).
package struct OverlayModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
  let secondary: Secondary
  let alignment: Alignment
  let isBackground: Bool
  var isMask = false

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let primaries = element.resolveContent(content, context: context)
    var inner = context
    inner.environment.stackAxis = nil
    let alignmentName = alignment == .center ? nil : alignment.name
    let role = RenderRole(
      isMask
        ? .mask(alignment: alignmentName)
        : .overlay(background: isBackground, alignment: alignmentName))
    return primaries.map { primary in
      let key: ChildKey = primaries.count == 1 ? .slot(1) : .id(AnyHashable(primary.id.rawValue))
      let nodes = element.resolveChild(secondary, key: key, context: inner)
      let wrapperID = element.id.child(primary.id.rawValue)
      var children = [primary]
      if isMask {
        // Always one node of its own, so that the mask stays the last child whatever it
        // holds: nothing (which hides the view), or views entering and leaving. Not drawn,
        // so not read aloud either.
        children.append(
          element.node(
            wrapperID.child("mask"), role: RenderRole(.stack(.depth, alignment: nil, spacing: nil)),
            behavior: .container(LayoutBox(ZStackLayout(alignment: alignment))), children: nodes
          ) { $0.accessibility.isHidden = true })
      } else if let secondaryNode = element.single(
        nodes, id: wrapperID.child("implicit"), implicit: .depth,
        layout: ZStackLayout(alignment: alignment))
      {
        if isBackground {
          children.insert(secondaryNode, at: 0)
        } else {
          children.append(secondaryNode)
        }
      }
      let node = element.node(
        wrapperID, role: role,
        behavior: .container(
          LayoutBox(
            OverlayLayout(alignment: alignment, isBackground: isBackground && children.count == 2))),
        children: children)
      node.setKey(primary.key)
      return node
    }
  }

}

extension View {
  /// Shows the view only where `mask` is opaque: its alpha becomes the view's (a gradient
  /// to clear fades the view out). The mask is proposed the view's size and placed on it at
  /// `alignment`; it is not drawn, not hit and not read aloud. The text canvas draws the
  /// view unmasked.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    modifier(
      OverlayModifier(secondary: mask(), alignment: alignment, isBackground: false, isMask: true))
  }

  /// Shows the view only where `mask` is opaque. SwiftUI deprecated it for
  /// ``mask(alignment:_:)``; Galley keeps it so that older code compiles.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(
      OverlayModifier(secondary: mask, alignment: .center, isBackground: false, isMask: true))
  }

  /// Layers a view in front of this one.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  {
    modifier(OverlayModifier(secondary: content(), alignment: alignment, isBackground: false))
  }

  /// Layers a view in front of this one.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(OverlayModifier(secondary: overlay, alignment: alignment, isBackground: false))
  }

  /// Layers a style, filling the view's bounds, in front of the view.
  public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    overlay(style, in: Rectangle())
  }

  /// Layers a shape filled with a style in front of the view.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      OverlayModifier(
        secondary: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false))
  }

  /// Layers a view behind this one.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  {
    modifier(OverlayModifier(secondary: content(), alignment: alignment, isBackground: true))
  }

  /// Layers a view behind this one.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(OverlayModifier(secondary: background, alignment: alignment, isBackground: true))
  }

  /// Fills the view's bounds with a style, behind the view.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    modifier(
      OverlayModifier(
        secondary: SafeAreaFill(style: style, edges: edges), alignment: .center,
        isBackground: true))
  }

  /// Fills a shape with a style behind the view.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      OverlayModifier(
        secondary: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
  }

  /// Fills a shape with the system background behind the view.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(Color.systemBackground, in: shape, fillStyle: fillStyle)
  }

  /// Draws a border inside the view's bounds.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}

/// The fill of `background(_:ignoresSafeAreaEdges:)`: a rectangle filled with the style,
/// which on a host with a safe area grows into it on `edges` where the view touches it, as
/// SwiftUI's backgrounds do. Its nodes are the filled rectangle's own (same ids), wrapped only
/// when there is a safe area to grow into.
package struct SafeAreaFill<S: ShapeStyle>: View {
  let style: S
  let edges: Edge.Set

  package var body: Never { primitiveBody() }
}

extension SafeAreaFill: PrimitiveView {
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let nodes = Rectangle().fill(style).makeNodes(in: element, context: context)
    guard context.environment.hostHasSafeArea, !edges.isEmpty else { return nodes }
    let edges = edges
    return element.wrap(
      nodes, role: RenderRole(.ignoresSafeArea(edges)), layout: PassthroughLayout()
    ) {
      $0.ignoredSafeAreaEdges = edges
    }
  }
}
