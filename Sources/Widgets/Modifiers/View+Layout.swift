import Foundation

extension View {
  /// Fixes the view at its ideal size in both dimensions.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Fixes the view at its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(
      LayoutModifier(
        role: RenderRole(.fixedSize(horizontal: horizontal, vertical: vertical)),
        layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
  }

  /// Sets the priority with which a stack gives this view room; the default is 0.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(value: value))
  }

  /// Draws the view in front of its siblings with lower values and behind those with
  /// higher ones (0 by default; equal values keep their order). Layout is unchanged.
  public func zIndex(_ value: Double) -> some View {
    let value = value.isFinite ? value : 0
    return modifier(
      LayoutModifier(role: RenderRole(.zIndex(value)), layout: PassthroughLayout()) {
        $0.zIndex = value
      })
  }

  /// Constrains the view to an aspect ratio (`nil`: the view's ideal size's ratio).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the aspect ratio of a size.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(
      AspectRatioModifier(
        ratio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
        contentMode: contentMode))
  }

  /// Scales the view to fit its parent, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill its parent, keeping its aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Overrides a horizontal alignment guide of the view.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(
      LayoutModifier(
        role: RenderRole(.alignmentGuide(g.name)),
        layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue)))
  }

  /// Overrides a vertical alignment guide of the view.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(
      LayoutModifier(
        role: RenderRole(.alignmentGuide(g.name)),
        layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue)))
  }

  /// Centres the view at a point of its parent's coordinate space; the view takes all the
  /// room it is offered.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(position: position))
  }

  /// Centres the view at a point of its parent's coordinate space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Draws the view moved by an offset; its layout, and its parent's, are unchanged.
  public func offset(_ offset: CGSize) -> some View {
    modifier(
      EffectModifier(role: RenderRole(.offset(offset))) { effects, context in
        effects.offset = CGSize(
          width: validLength(
            offset.width, fallback: 0, what: "Offset x", in: "offset", context: context),
          height: validLength(
            offset.height, fallback: 0, what: "Offset y", in: "offset", context: context))
      })
  }

  /// Draws the view moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Passes a value to the layout that contains the view.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(
      LayoutModifier(
        role: RenderRole(.layoutValue(key: Element.name(of: K.self))), layout: PassthroughLayout()
      ) {
        $0.layoutValues[ObjectIdentifier(key)] = value
      })
  }

  /// Names the view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(
      LayoutModifier(
        role: RenderRole(.coordinateSpace(name: String(describing: name))),
        layout: PassthroughLayout()
      ) {
        $0.coordinateSpaceName = AnyHashable(name)
      })
  }

  /// Gives the view an explicit identity: changing the id replaces the view and resets its
  /// state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IDModifier(id: id))
  }
}

/// `layoutPriority(_:)`: a pass-through node carrying the priority.
package struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
  let value: Double

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    var priority = value
    if priority.isNaN {
      context.report(.invalidLength, "Layout priority NaN was ignored.", view: "layoutPriority")
      priority = 0
    }
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(
      nodes, role: RenderRole(.layoutPriority(priority)),
      layout: PassthroughLayout()
    ) { $0.explicitPriority = priority }
  }
}

/// `aspectRatio(_:contentMode:)`; a ratio that is not positive and finite is ignored.
package struct AspectRatioModifier: ViewModifier, PrimitiveModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    var ratio = ratio
    if let value = ratio, !(value.isFinite && value > 0) {
      context.report(
        .invalidLength,
        "Aspect ratio \(NumberFormatting.decimal(value)) is not positive and finite; the view's own ratio was used.",
        view: "aspectRatio")
      ratio = nil
    }
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(
      nodes, role: RenderRole(.aspectRatio(ratio, fill: contentMode == .fill)),
      layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode))
  }
}

/// `position(_:)`.
package struct PositionModifier: ViewModifier, PrimitiveModifier {
  let position: CGPoint

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let point = CGPoint(
      x: validLength(position.x, fallback: 0, what: "Position x", in: "position", context: context),
      y: validLength(position.y, fallback: 0, what: "Position y", in: "position", context: context))
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(
      nodes, role: RenderRole(.position(point)),
      layout: PositionLayout(position: point))
  }
}

/// `id(_:)`: resolves the content under an explicit identity; adds no node.
package struct IDModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  let id: ID

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let key = AnyHashable(id)
    let nodes = element.resolveChild(content, key: .id(key), context: context)
    let label = ChildKey.label(key)
    for node in nodes { node.setKey(label) }
    return nodes
  }
}
