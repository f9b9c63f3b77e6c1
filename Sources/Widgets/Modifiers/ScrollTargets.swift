import Foundation

/// Where a scroll comes to rest: SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Sendable {
  /// The visible rectangle of the content at rest, in content coordinates.
  public var rect: CGRect
  /// The point of `rect` to align with the scroll view, if any.
  public var anchor: UnitPoint?

  /// Creates a target.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a ``ScrollTargetBehavior`` knows when it chooses where a scroll rests.
public struct ScrollTargetBehaviorContext: Sendable {
  /// Where the scroll would rest without the behavior.
  public var originalTarget: ScrollTarget
  /// The finger's velocity at release, in content offset per second.
  public var velocity: CGVector
  /// The size of the content.
  public var contentSize: CGSize
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public var axes: Axis.Set
  /// The visible rectangle when the finger lifted, in content coordinates. SwiftUI's
  /// context has no such member; Galley adds it, for behaviours that settle where the
  /// scroll was let go rather than where it would rest.
  public let releaseRect: CGRect
  /// The frames, in content coordinates, of the views of the `scrollTargetLayout()`s.
  let targetFrames: [CGRect]
  /// The content insets (safe area and margins): a view aligned to the leading edge rests
  /// inside them. A Galley addition, as ``releaseRect``.
  public let contentInsets: EdgeInsets
}

/// Chooses where a scroll comes to rest after a drag: SwiftUI's `ScrollTargetBehavior`.
@MainActor @preconcurrency
public protocol ScrollTargetBehavior {
  /// Moves `target` to where the scroll should rest.
  func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// Rests on whole pages (the scroll view's visible length), at most one page from where the
/// finger lifted, in the direction it moved: SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the paging behavior.
  public init() {}

  /// The page in the direction of the velocity, or the nearest page without one.
  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
    func page(
      _ start: CGFloat, _ rest: CGFloat, _ length: CGFloat, _ velocity: CGFloat
    )
      -> CGFloat
    {
      guard length > 0 else { return rest }
      let current = start / length
      let index =
        velocity > 0
        ? current.rounded(.down) + 1 : velocity < 0 ? current.rounded(.up) - 1 : current.rounded()
      return index * length
    }
    let size = context.releaseRect.size
    if context.axes.contains(.horizontal) {
      target.rect.origin.x = page(
        context.releaseRect.minX, target.rect.minX, size.width, context.velocity.dx)
    }
    if context.axes.contains(.vertical) {
      target.rect.origin.y = page(
        context.releaseRect.minY, target.rect.minY, size.height, context.velocity.dy)
    }
  }
}

/// Rests with a view of the `scrollTargetLayout()` at the leading edge: the one nearest to
/// where the scroll would have rested: SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far a scroll may go: SwiftUI's `LimitBehavior`.
  public struct LimitBehavior: Sendable, Equatable {
    let limitsToOne: Bool
    /// One view at a time in compact sizes (always, on a phone).
    public static let automatic = LimitBehavior(limitsToOne: true)
    /// Always one view at a time.
    public static let always = LimitBehavior(limitsToOne: true)
    /// Never limited.
    public static let never = LimitBehavior(limitsToOne: false)
    /// Always one view at a time.
    public static let alwaysByOne = LimitBehavior(limitsToOne: true)
    /// A few views at a time: not limited in Galley.
    public static let alwaysByFew = LimitBehavior(limitsToOne: false)
  }

  let limitBehavior: LimitBehavior

  /// Creates the view-aligned behavior.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }

  /// The start of the target view nearest to the rest position (within one view of the
  /// start when limited).
  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
    let vertical = context.axes.contains(.vertical)
    // The offset that puts each view's leading edge where the content insets end.
    let inset = vertical ? context.contentInsets.top : context.contentInsets.leading
    let starts = context.targetFrames.map { (vertical ? $0.minY : $0.minX) - inset }.sorted()
    guard !starts.isEmpty else { return }
    let rest = vertical ? target.rect.minY : target.rect.minX
    let from = vertical ? context.releaseRect.minY : context.releaseRect.minX
    var candidates = starts
    if limitBehavior.limitsToOne {
      // The view at the start, and its neighbours.
      let current = starts.lastIndex { $0 <= from + 0.5 } ?? 0
      candidates = Array(starts[max(current - 1, 0)...min(current + 1, starts.count - 1)])
      let velocity = vertical ? context.velocity.dy : context.velocity.dx
      if velocity > 0, current + 1 < starts.count { candidates = [starts[current + 1]] }
      if velocity < 0 {
        candidates = [from > starts[current] + 0.5 ? starts[current] : starts[max(current - 1, 0)]]
      }
    }
    let nearest = candidates.min { abs($0 - rest) < abs($1 - rest) } ?? rest
    if vertical { target.rect.origin.y = nearest } else { target.rect.origin.x = nearest }
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Rests on whole pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Rests with a view of the `scrollTargetLayout()` at the leading edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Rests with a view of the `scrollTargetLayout()` at the leading edge, going as far as
  /// `limitBehavior` lets it.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

/// A scroll target behavior kept in the environment.
struct AnyScrollTargetBehavior: EnvironmentEquivalent {
  let behavior: any ScrollTargetBehavior

  /// The built-in behaviors compare by their parameters; others have no fingerprint and are
  /// never equivalent, so that a behavior whose parameters changed always reaches the
  /// scroll view.
  var environmentFingerprint: AnyHashable? {
    if behavior is PagingScrollTargetBehavior { return "paging" }
    if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
      return "viewAligned \(aligned.limitBehavior.limitsToOne)"
    }
    return nil
  }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
  static var defaultValue: AnyScrollTargetBehavior? { nil }
}

extension EnvironmentValues {
  /// How scroll views below choose where a drag rests.
  var scrollTargetBehavior: AnyScrollTargetBehavior? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }
}

extension View {
  /// Sets how the scroll views in this view choose where a drag comes to rest: `.paging`,
  /// `.viewAligned` (with a ``View/scrollTargetLayout(isEnabled:)`` inside), or your own.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    writingEnvironment(\.scrollTargetBehavior, AnyScrollTargetBehavior(behavior: behavior))
  }

  /// Marks the layout whose views `.viewAligned` aligns to, and whose views
  /// `scrollPosition(id:)` reports.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }
}

/// `scrollTargetLayout()`: marks the node of the layout it wraps for its scroll view.
package struct ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier {
  let isEnabled: Bool

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    if isEnabled, let scroll = context.enclosingScroll, let layout = nodes.first {
      scroll.targetLayout = layout
    }
    return nodes
  }
}

extension View {
  /// Binds `id` to the view of the scroll view's `scrollTargetLayout()` at its leading edge:
  /// setting the binding scrolls that view there (its `anchor` point, the top by default,
  /// on the same point of the scroll view); scrolling writes the id of the first view that
  /// shows. Ids are matched by the label they give their views in the render tree, which
  /// integers, strings and UUIDs turn back into ids.
  public func scrollPosition<ID: Hashable>(
    id: Binding<ID?>, anchor: UnitPoint? = nil
  )
    -> some View
  {
    modifier(ScrollPositionModifier(id: id, anchor: anchor))
  }
}

/// What `scrollPosition(id:anchor:)` connects to the scroll view below it: how to read and
/// write the binding, and the last id seen each way.
@MainActor
final class ScrollPositionLink {
  var read: () -> AnyHashable? = { nil }
  var write: (String) -> Void = { _ in }
  var anchor: UnitPoint?
  /// The label of the id the binding held at the last check.
  var lastLabel: String?
  /// The offset at the last check: the binding is written only when it changes.
  var lastOffset: CGPoint?
}

/// `scrollPosition(id:anchor:)`.
package struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  let id: Binding<ID?>
  let anchor: UnitPoint?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let link = element.kept("scrollPosition") { ScrollPositionLink() }
    let binding = id
    link.read = { readID(binding) }
    link.write = { label in writeID(label, to: binding) }
    link.anchor = anchor
    var inner = context
    inner.environment.scrollPositionLink = ScrollPositionLinkBox(link: link)
    return element.resolveContent(content, context: inner)
  }
}

/// The id `binding` holds, type-erased.
@MainActor
private func readID<ID: Hashable>(_ binding: Binding<ID?>) -> AnyHashable? {
  binding.wrappedValue.map { AnyHashable($0) }
}

/// Writes the id whose label is `label` to `binding`, when it differs, for ids that describe
/// themselves: strings (quoted in labels), UUIDs and every type that parses its own
/// description (integers); an id read back must give the same label again.
@MainActor
private func writeID<ID: Hashable>(_ label: String, to binding: Binding<ID?>) {
  let parsed: Any?
  if ID.self == String.self {
    parsed = unquoted(label)
  } else if ID.self == UUID.self {
    parsed = UUID(uuidString: label)
  } else if let type = ID.self as? any LosslessStringConvertible.Type {
    parsed = type.init(label)
  } else {
    parsed = nil
  }
  guard let value = parsed as? ID, ChildKey.label(AnyHashable(value)) == label else { return }
  if binding.wrappedValue != value { binding.wrappedValue = value }
}

/// The string a quoted label stands for (`"a \"b\""` → `a "b"`), or `nil`.
private func unquoted(_ label: String) -> String? {
  guard label.count >= 2, label.hasPrefix("\""), label.hasSuffix("\"") else { return nil }
  var result = ""
  var escaped = false
  for character in label.dropFirst().dropLast() {
    if escaped {
      switch character {
      case "n": result.append("\n")
      case "t": result.append("\t")
      default: result.append(character)
      }
      escaped = false
    } else if character == "\\" {
      escaped = true
    } else {
      result.append(character)
    }
  }
  return result
}

/// A scroll position link in the environment, equal when it is the same object.
struct ScrollPositionLinkBox: Hashable {
  let link: ScrollPositionLink
  static func == (a: Self, b: Self) -> Bool { a.link === b.link }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(link)) }
}

private struct ScrollPositionLinkKey: EnvironmentKey {
  static var defaultValue: ScrollPositionLinkBox? { nil }
}

extension EnvironmentValues {
  /// The `scrollPosition(id:)` waiting for the next scroll view below.
  var scrollPositionLink: ScrollPositionLinkBox? {
    get { self[ScrollPositionLinkKey.self] }
    set { self[ScrollPositionLinkKey.self] = newValue }
  }
}

extension ScrollState {
  /// Keeps `scrollPosition(id:)` and the offset in step after a layout: a binding set to
  /// another id scrolls there; otherwise the first view of the target layout that shows is
  /// written to the binding (after the update, as an action).
  func syncPosition(in session: ResolveSession) {
    guard let link = positionLink?.link, let geometry else { return }
    let bound = link.read().map { ChildKey.label($0) }
    if bound != link.lastLabel {
      link.lastLabel = bound
      if let bound {
        if let target = targetOffset(showing: bound, anchor: link.anchor ?? .top) {
          scroll(to: target)
        } else {
          for window in session.lazyWindows where window.scroll === self && window.reveal(bound) {
            pendingTarget = (bound, link.anchor ?? .top)
          }
        }
      }
      return
    }
    // Written when the content moved, not for where it starts.
    guard let last = link.lastOffset, last != geometry.contentOffset else {
      link.lastOffset = geometry.contentOffset
      return
    }
    // The first view whose end lies past the top of what shows.
    let visible = geometry.visibleRect
    let vertical = axes.contains(.vertical)
    guard targetLayout != nil else { return }
    for (child, frame) in targetFrames() {
      let end = vertical ? frame.maxY : frame.maxX
      guard end > (vertical ? visible.minY : visible.minX) + 0.5 else { continue }
      // Rows a lazy stack has not realised yet: the next pass realises them.
      if child.role.kind == .unrealisedRows { return }
      link.lastOffset = geometry.contentOffset
      if let label = child.key, label != link.lastLabel {
        link.lastLabel = label
        let write = link.write
        session.pendingActions.append { write(label) }
      }
      return
    }
    link.lastOffset = geometry.contentOffset
  }
}
