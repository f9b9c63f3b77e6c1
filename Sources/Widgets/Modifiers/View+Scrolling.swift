import Foundation

/// Whether a scroll view shows its scroll indicators: SwiftUI's `ScrollIndicatorVisibility`.
///
/// Galley draws scroll views at rest, where iOS shows no indicators, so every visibility
/// draws the same; the value is kept in the environment for views that read it.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
  private let kind: Kind

  /// The platform's choice: on iOS, shown while scrolling.
  public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
  /// Shown when the platform allows it.
  public static let visible = ScrollIndicatorVisibility(kind: .visible)
  /// Hidden, unless the platform shows them anyway (a trackpad on macOS).
  public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(kind: .never)

  /// `automatic`, `visible`, `hidden` or `never`.
  public var description: String { "\(kind)" }
}

private struct VerticalIndicatorsKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct HorizontalIndicatorsKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HostHasSafeAreaKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The visibility of vertical scroll indicators for scroll views below.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalIndicatorsKey.self] }
    set { self[VerticalIndicatorsKey.self] = newValue }
  }

  /// The visibility of horizontal scroll indicators for scroll views below.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalIndicatorsKey.self] }
    set { self[HorizontalIndicatorsKey.self] = newValue }
  }

  /// Whether the host has a safe area (it stands for a device with bars), so that
  /// backgrounds drawn with a style grow into it.
  var hostHasSafeArea: Bool {
    get { self[HostHasSafeAreaKey.self] }
    set { self[HostHasSafeAreaKey.self] = newValue }
  }

  /// Whether scroll views below can be scrolled by the user; `scrollDisabled(_:)` turns it
  /// off.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` with the old and new values after a layout in which the value `transform`
  /// makes of the geometry of the scroll views inside changes: as the view scrolls, resizes
  /// or its content changes. The first value is recorded without running `action`.
  ///
  /// It watches the first scroll views inside the view (the view itself, when it is one),
  /// not scroll views nested in those.
  ///
  /// ```swift
  /// ScrollView { rows }
  ///   .onScrollGeometryChange(for: Bool.self) { geometry in
  ///     geometry.contentOffset.y + geometry.contentInsets.top > 40
  ///   } action: { _, isScrolled in
  ///     showsShadow = isScrolled
  ///   }
  /// ```
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
  }

  /// Runs `action` with the old and new phase when the phase of the scroll views inside
  /// changes: a drag goes from `idle` to `interacting`, then `decelerating` when it was
  /// flung, then back to `idle`. `scroll(_:to:)` moves the content at once, without a phase.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    modifier(ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
  }

  /// Runs `action` with the old and new phase, and the geometry then, when the phase of the
  /// scroll views inside changes.
  public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    modifier(ScrollPhaseChangeModifier(action: action))
  }

  /// Sets the visibility of scroll indicators of scroll views inside the view, along `axes`.
  ///
  /// Galley draws scroll views at rest, with no indicators, whatever the visibility.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        if axes.contains(.horizontal) {
          environment.horizontalScrollIndicatorVisibility = visibility
        }
      })
  }

  /// Disables scrolling of the scroll views inside the view: `ViewHost.scroll(_:to:)` leaves
  /// them where they are and says why. A `false` inside a disabled view does not enable them
  /// again, as in SwiftUI.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        if disabled { environment.isScrollEnabled = false }
      })
  }
}

/// `onScrollGeometryChange(for:of:action:)`; adds no node. Its observer, kept by the element,
/// goes into the environment for the first scroll views inside.
package struct ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let observer = element.kept("scrollGeometry") { ScrollGeometryObserver() }
    let transform = transform
    let action = action
    observer.check = { [weak observer] scrollView, geometry in
      let value = transform(geometry)
      let old = observer?.lastValues[scrollView] as? Value
      observer?.lastValues[scrollView] = value
      guard let old, old != value else { return nil }
      return { action(old, value) }
    }
    var inner = context
    inner.environment.scrollGeometryObservers.observers.append(observer)
    return element.resolveContent(content, context: inner)
  }
}

/// `onScrollPhaseChange(_:)`; adds no node. Its observer, kept by the element, goes into the
/// environment for the first scroll views inside.
package struct ScrollPhaseChangeModifier: ViewModifier, PrimitiveModifier {
  let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let observer = element.kept("scrollPhase") { ScrollPhaseObserver() }
    observer.action = action
    var inner = context
    inner.environment.scrollGeometryObservers.phaseObservers.append(observer)
    return element.resolveContent(content, context: inner)
  }
}

/// Which parts of the safe area a view ignores: SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions as a bit set.
  public let rawValue: UInt
  /// Creates a set of regions from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The region the container (the device's bars and the home indicator) keeps.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The region the software keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Lets the view extend into the safe area along `edges`: where it touches an edge of the
  /// safe area, it grows out to the edge of its container (the screen, for a host made with
  /// a device), and what it holds is laid out in the grown frame. Its place in its parent's
  /// layout is unchanged.
  ///
  /// Only the container region (the device's bars and home indicator) is simulated; there
  /// is no keyboard. On a host made without a device there is no safe area, and the view
  /// stays as it is.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  )
    -> some View
  {
    let ignored: Edge.Set = regions.contains(.container) ? edges : []
    return modifier(IgnoresSafeAreaModifier(edges: ignored))
  }

  /// The deprecated form of ``ignoresSafeArea(_:edges:)``, kept so that older code compiles.
  @available(iOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(macOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }

  /// Makes taps anywhere in `shape`, in the view's bounds, land on the view (and its
  /// buttons and tap gestures), even where it draws nothing.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(
      EffectModifier(role: RenderRole(.contentShape(name: shape.kindName))) { _, _ in })
  }
}

/// `ignoresSafeArea(_:edges:)`: a node that passes its content through and grows into the
/// safe area on `edges` where it touches it (the layout engine grows it when it is placed).
package struct IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier {
  let edges: Edge.Set

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    guard !edges.isEmpty else { return nodes }
    let edges = edges
    return element.wrap(
      nodes, role: RenderRole(.ignoresSafeArea(edges)), layout: PassthroughLayout()
    ) {
      $0.ignoredSafeAreaEdges = edges
    }
  }
}

/// Where content margins apply: SwiftUI's `ContentMarginPlacement`. Galley draws no scroll
/// indicators, so only margins for the content change anything.
public struct ContentMarginPlacement: Hashable, Sendable {
  private let name: String
  /// The content and the indicators, as the view chooses.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scroll view's content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators (not drawn by Galley).
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ContainerSourceKey: EnvironmentKey {
  static var defaultValue: ContainerSourceBox? { nil }
}

/// The container `containerRelativeFrame` measures against: a scroll view or the host. Its
/// size changes without the environment changing; the views that read it are marked for an
/// update when it does.
@MainActor
final class ContainerSource {
  private(set) var size: CGSize = .zero
  private var readers: [Weak<Element>] = []

  /// Sets the size, marking the views that read the old one for an update.
  func setSize(_ new: CGSize) {
    guard new != size else { return }
    size = new
    readers.removeAll { $0.value?.isAlive != true }
    for reader in readers { reader.value?.markDirty() }
  }

  /// Notes that `element` read the size.
  func noteReader(_ element: Element) {
    guard !readers.contains(where: { $0.value === element }) else { return }
    readers.append(Weak(element))
  }
}

/// A weak reference.
final class Weak<Value: AnyObject> {
  weak var value: Value?
  init(_ value: Value) { self.value = value }
}

/// A container source in the environment, equal when it is the same object.
struct ContainerSourceBox: Hashable {
  let source: ContainerSource
  static func == (a: Self, b: Self) -> Bool { a.source === b.source }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(source)) }
}

extension EnvironmentValues {
  /// The content margins of the scroll views below.
  var contentMargins: EdgeInsets {
    get { self[ContentMarginsKey.self] }
    set { self[ContentMarginsKey.self] = newValue }
  }

  /// What `containerRelativeFrame` measures against: the nearest scroll view (`nil` outside
  /// any, where the session's root container, the canvas within its safe area, is used).
  var containerSource: ContainerSourceBox? {
    get { self[ContainerSourceKey.self] }
    set { self[ContainerSourceKey.self] = newValue }
  }
}

extension View {
  /// Sets the margins of the content of the scroll views in this view on `edges`: along a
  /// scroll view's axes they add to its content insets (the content rests that far in from
  /// each end), across them they narrow and move in the content. A `nil` length is 16.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    transformEnvironment(\.contentMargins) { margins in
      guard placement != .scrollIndicators else { return }
      if edges.contains(.top) { margins.top = insets.top }
      if edges.contains(.leading) { margins.leading = insets.leading }
      if edges.contains(.bottom) { margins.bottom = insets.bottom }
      if edges.contains(.trailing) { margins.trailing = insets.trailing }
    }
  }

  /// Sets the margins of the content of the scroll views in this view to `length` on
  /// `edges`.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let length = length.map { $0.isFinite ? max($0, 0) : 0 } ?? 16
    return contentMargins(
      edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length),
      for: placement)
  }

  /// Sets the margins of the content of the scroll views in this view to `length` on every
  /// edge.
  public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(.all, length, for: placement)
  }

  /// Sizes the view to its container along `axes`: the nearest scroll view's visible size
  /// (within its safe-area insets and content margins), else the host's canvas within its
  /// safe area.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  )
    -> some View
  {
    modifier(ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Sizes the view to `span` of `count` equal parts of its container along `axes`, the
  /// parts `spacing` apart: `(length − (count − 1) × spacing) / count × span + (span − 1) ×
  /// spacing`. A count below 1 counts as 1, and the span is kept between 1 and the count.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    let parts = CGFloat(count)
    return modifier(
      ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
        (length - (parts - 1) * spacing) / parts * CGFloat(span) + CGFloat(span - 1) * spacing
      })
  }

  /// Sizes the view along `axes` to what `length` makes of its container's length along each
  /// axis.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
  }
}

/// `containerRelativeFrame`: a fixed frame along `axes`, from the container's size, read
/// anew whenever the container's size changes.
package struct ContainerRelativeFrame: ViewModifier, PrimitiveModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let source = context.environment.containerSource?.source ?? context.session.rootContainer
    source.noteReader(element)
    let container = source.size
    let framed = content.frame(
      width: axes.contains(.horizontal) ? length(container.width, .horizontal) : nil,
      height: axes.contains(.vertical) ? length(container.height, .vertical) : nil,
      alignment: alignment)
    return element.resolveChild(framed, key: .slot(0), context: context)
  }
}
