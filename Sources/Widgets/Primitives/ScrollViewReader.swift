import Foundation

/// A view that hands its content a proxy for scrolling the scroll views inside it to a view
/// with a given id: SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView {
///     ForEach(messages) { MessageRow(message: $0) }
///   }
///   .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// Creates a reader whose content receives the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension ScrollViewReader: PrimitiveView {
  /// The content, made with a proxy that knows this reader's element; adds no node.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let proxy = ScrollViewProxy(reader: element, session: context.session)
    return element.resolveChild(content(proxy), key: .slot(0), context: context)
  }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``: SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
  private weak var reader: Element?
  private weak var session: ResolveSession?

  init(reader: Element, session: ResolveSession) {
    self.reader = reader
    self.session = session
  }

  /// Scrolls the first scroll view inside the reader that holds a view with the id `id`
  /// (given by `ForEach` or `.id(_:)`) so that the view shows.
  ///
  /// With an `anchor`, the view's anchor point is put on the same point of the scroll view
  /// (`.top` puts its top edge at the top); without one, the content moves as little as
  /// it must for the view to show. The offset is then clamped to the content, as every
  /// offset is. Inside `withAnimation`, the content animates there. An id that no view
  /// inside has scrolls nothing, as in SwiftUI.
  ///
  /// Views are matched by the label their id gives them in the render tree: for ids that
  /// describe themselves one to one (numbers, strings, UUIDs) that is the id itself.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let reader, let session else { return }
    let label = ChildKey.label(AnyHashable(id))
    for state in session.scrollStates where state.isAlive && state.isInside(reader) {
      guard let target = state.targetOffset(showing: label, anchor: anchor) else { continue }
      state.scroll(to: target)
      return
    }
    // A row a lazy stack has not realised: realised in the next pass, then scrolled to.
    for state in session.scrollStates where state.isAlive && state.isInside(reader) {
      for window in session.lazyWindows where window.scroll === state && window.reveal(label) {
        state.pendingTarget = (label, anchor)
        return
      }
    }
  }
}

extension ScrollState {
  /// Whether the scroll view lies inside `ancestor`'s subtree.
  func isInside(_ ancestor: Element) -> Bool {
    var current = element
    while let element = current {
      if element === ancestor { return true }
      current = element.parent
    }
    return false
  }

  /// The offset that shows the first node keyed `label` in the scroll view's content, as
  /// `ScrollViewProxy.scrollTo(_:anchor:)` describes, inside what the content insets leave
  /// visible; `nil` when no such node is there.
  func targetOffset(showing label: String, anchor: UnitPoint?) -> CGPoint? {
    guard let render = node?.placedRender, let geometry else { return nil }
    // The node's frame in the scroll view's coordinates, then in the content's.
    var found: CGRect?
    render.walk(
      parentOrigin: CGPoint(x: -render.frame.minX, y: -render.frame.minY), state: ()
    ) { node, frame, level, _ in
      guard found == nil else { return nil }
      if level > 0, node.key == label {
        found = frame
        return nil
      }
      return ()
    }
    guard let found else { return nil }
    let offset = geometry.contentOffset
    let item = found.offsetBy(dx: offset.x, dy: offset.y)
    let insets = geometry.contentInsets
    let visible = geometry.visibleRect
    func along(
      _ start: CGFloat, _ length: CGFloat, _ visibleStart: CGFloat, _ visibleLength: CGFloat,
      _ before: CGFloat, _ unit: CGFloat?
    ) -> CGFloat {
      // The offset puts the visible part's start at `offset + before`.
      if let unit { return start + unit * length - unit * visibleLength - before }
      if start < visibleStart { return start - before }
      if start + length > visibleStart + visibleLength {
        return min(start, start + length - visibleLength) - before
      }
      return visibleStart - before
    }
    return CGPoint(
      x: axes.contains(.horizontal)
        ? along(item.minX, item.width, visible.minX, visible.width, insets.leading, anchor?.x)
        : 0,
      y: axes.contains(.vertical)
        ? along(item.minY, item.height, visible.minY, visible.height, insets.top, anchor?.y) : 0)
  }
}
