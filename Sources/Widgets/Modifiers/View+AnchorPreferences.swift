import Foundation

/// A geometric value of a view that a `GeometryProxy` elsewhere can read in its own
/// coordinates: SwiftUI's `Anchor`, made by ``View/anchorPreference(key:value:transform:)``.
public struct Anchor<Value> {
  /// The value in host coordinates.
  let global: Value
  /// The value in the coordinates of a view whose origin is at a host point.
  let relative: @Sendable (Value, CGPoint) -> Value

  /// Where an anchor's value comes from in the view that makes it.
  public struct Source {
    let make: @Sendable (CGRect) -> Value
  }
}

extension Anchor: Sendable where Value: Sendable {}

/// Anchors are equal when they stand for the same place in host coordinates.
extension Anchor: Equatable where Value: Equatable {
  public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

/// Anchors hash by the place they stand for.
extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { $0.offsetBy(dx: rect.minX, dy: rect.minY).with(size: rect.size) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  /// A unit point of the view's bounds.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source {
      CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height)
    }
  }

  /// The centre of the view.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The middle of the leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The middle of the trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The top leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The top trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The bottom leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The bottom trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension CGRect {
  fileprivate func with(size: CGSize) -> CGRect { CGRect(origin: origin, size: size) }
}

extension GeometryProxy {
  /// The value of `anchor` in this view's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    let origin = frame(in: .global).origin
    return anchor.relative(anchor.global, origin)
  }
}

extension View {
  /// Passes up for `key` what `transform` makes of an anchor of this view, read after
  /// layout; a `GeometryProxy` elsewhere reads the anchor in its own coordinates.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(AnchorPreferenceModifier<A, K>(source: value, transform: transform))
  }

  /// Layers in front of this view what `transform` makes of the value the views inside
  /// pass up for `key` (read after layout; the overlay follows it in the same update).
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayer<K, V>(transform: transform, alignment: alignment, isBackground: false))
  }

  /// Layers behind this view what `transform` makes of the value the views inside pass up
  /// for `key`.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayer<K, V>(transform: transform, alignment: alignment, isBackground: true))
  }
}

/// A preference value worked out after layout from the node that carries it.
struct LatePreference {
  let make: (LayoutNode) -> Any?
}

/// `anchorPreference`: a node carrying a late preference, which tracks its canvas position
/// so that its anchor is read where it lies.
package struct AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let source: Anchor<A>.Source
  let transform: (Anchor<A>) -> K.Value

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let source = source
    let transform = transform
    let late = LatePreference { node in
      guard let geometry = node.placedGeometry else { return nil }
      let global = source.make(geometry.frame(in: .global))
      let anchor = Anchor<A>(global: global) { value, origin in
        shifted(value, by: CGPoint(x: -origin.x, y: -origin.y))
      }
      return transform(anchor)
    }
    return element.wrap(
      nodes, role: RenderRole(.preference(key: Element.name(of: K.self))),
      layout: PassthroughLayout()
    ) {
      $0.preferences[ObjectIdentifier(K.self)] = late
      $0.tracksCanvasPosition = true
    }
  }
}

/// A rectangle or a point moved by `delta`; other values as they are.
private func shifted<A>(_ value: A, by delta: CGPoint) -> A {
  if let rect = value as? CGRect {
    return rect.offsetBy(dx: delta.x, dy: delta.y) as? A ?? value
  }
  if let point = value as? CGPoint {
    return CGPoint(x: point.x + delta.x, y: point.y + delta.y) as? A ?? value
  }
  return value
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the content, and a layer made
/// from the value its views pass up, resolved again when the value changes.
package struct PreferenceValueLayer<K: PreferenceKey, V: View>: ViewModifier, PrimitiveModifier {
  let transform: (K.Value) -> V
  let alignment: Alignment
  let isBackground: Bool

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let observer = element.kept("preferenceValue") {
      let made = PreferenceObserver(element: element)
      context.session.preferenceObservers.append(made)
      return made
    }
    let value = observer.lastValue as? K.Value ?? K.defaultValue
    let layered = OverlayModifier(
      secondary: transform(value), alignment: alignment, isBackground: isBackground)
    let nodes = element.resolveChild(content.modifier(layered), key: .slot(0), context: context)
    // The content is the first child of each layered node; the layer's own values do not
    // count.
    observer.nodes = nodes.compactMap { isBackground ? $0.children.last : $0.children.first }
    observer.check = { [weak element] observer in
      let value = reduced(K.self, observer.values(for: ObjectIdentifier(K.self)))
      let changed = !same(observer.lastValue, value)
      observer.lastValue = value
      guard changed else { return nil }
      return { element?.markDirty() }
    }
    return nodes
  }
}

/// Whether two preference values are the same: equal when they are `Equatable`, else when
/// they describe themselves the same way (an anchor describes its position).
private func same<T>(_ old: Any?, _ new: T) -> Bool {
  guard let old else { return false }
  if let old = old as? any Equatable { return isEqual(old, new) }
  return String(describing: old) == String(describing: new)
}

private func isEqual<A: Equatable>(_ a: A, _ b: Any) -> Bool {
  guard let b = b as? A else { return false }
  return a == b
}
