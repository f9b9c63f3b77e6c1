import Foundation

/// When a ``CollapsibleHeaderScrollView`` settles its header on a resting position.
public enum CollapsibleHeaderSnapMode: Hashable, Sendable {
  /// Never: the header stays where the scroll leaves it.
  case disabled
  /// Where the scroll is when the finger lifts.
  case immediately
  /// Where the scroll would come to rest after its deceleration.
  case afterDeceleration
}

/// Which corners ``CollapsibleHeaderScrollView/scrollCorners(radius:corners:)`` rounds.
public struct CollapsibleHeaderCorners: OptionSet, Hashable, Sendable {
  /// The corners as a bit set.
  public let rawValue: UInt8
  /// Creates a set of corners from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top leading corner.
  public static let topLeading = CollapsibleHeaderCorners(rawValue: 1 << 0)
  /// The top trailing corner.
  public static let topTrailing = CollapsibleHeaderCorners(rawValue: 1 << 1)
  /// The bottom leading corner.
  public static let bottomLeading = CollapsibleHeaderCorners(rawValue: 1 << 2)
  /// The bottom trailing corner.
  public static let bottomTrailing = CollapsibleHeaderCorners(rawValue: 1 << 3)
  /// Both top corners.
  public static let top: CollapsibleHeaderCorners = [.topLeading, .topTrailing]
  /// Both bottom corners.
  public static let bottom: CollapsibleHeaderCorners = [.bottomLeading, .bottomTrailing]
  /// Every corner.
  public static let all: CollapsibleHeaderCorners = [.top, .bottom]
}

/// A header that collapses as the content below it scrolls: seed 004's component.
///
/// The header sits above a scroll area that holds the content; the component owns the
/// scrolling, so the content is plain (a `VStack`, a `LazyVStack`), never a `ScrollView`,
/// `List` or `TabView`. The header closure is given a ``CollapseContext`` on every frame and
/// is sized for you.
///
/// ```swift
/// CollapsibleHeaderScrollView { context in
///   MyHeader(progress: context.progress)
/// } content: {
///   LazyVStack { ForEach(items) { Row($0) } }
/// }
/// .height(min: 64, max: 240)
/// ```
///
/// The header and the scroll area size each other: the scroll area is the container's
/// height less the header's, so a collapsing header lengthens it and shortens the scroll
/// left to drive the collapse. The component measures the content and adds room under it
/// (``CollapseMetrics``) so that the collapse can always finish, even for content shorter
/// than the screen. Snapping and pulling to load more work in Galley too: its scrolling is
/// simulated (`ViewHost.drag(_:by:velocity:)`).
public struct CollapsibleHeaderScrollView<Header: View, Content: View>: View {
  let header: (CollapseContext) -> Header
  let content: Content
  var options = CollapsibleHeaderOptions()

  @State private var offset: CGFloat = 0
  @State private var contentHeight: CGFloat?
  @State private var anchors: [CollapseAnchor: CGRect] = [:]
  @State private var refreshes = 0
  @State private var isRefreshing = false
  @State private var loads = 0
  @State private var isLoadingMore = false

  /// Creates the view from a header, given the collapse on every frame, and the content.
  public init(
    @ViewBuilder header: @escaping (CollapseContext) -> Header,
    @ViewBuilder content: () -> Content
  ) {
    self.header = header
    self.content = content()
  }

  /// The header over the scroll area.
  public var body: some View {
    GeometryReader { proxy in
      let metrics = options.metrics.valid
      let context = context(metrics)
      VStack(spacing: 0) {
        headerView(context, metrics: metrics)
        scrollArea(metrics, containerHeight: proxy.size.height)
      }
    }
    // Each request starts one task, with the number it was made for: the task of an older
    // number (the one started when the view appeared) does nothing.
    .task(id: refreshes) { [refreshes] in await refresh(request: refreshes) }
    .task(id: loads) { [loads] in await loadMore(request: loads) }
  }

  /// The header at its height for `context`. Stretched, it takes no more room: it grows
  /// down over the scroll area, whose content the pull moves down by as much.
  @ViewBuilder
  private func headerView(_ context: CollapseContext, metrics: ValidCollapseMetrics) -> some View {
    let sized = header(context)
      .frame(
        maxWidth: .infinity, minHeight: context.headerHeight, maxHeight: context.headerHeight,
        alignment: options.headerAlignment
      )
      .coordinateSpace(.named(CollapsibleHeaderSpace.header))
      .onPreferenceChange(CollapseAnchorKey.self) { anchors = $0 }
    Group {
      if options.headerIsClipped {
        sized.clipped()
      } else {
        sized
      }
    }
    .frame(height: context.headerHeight - context.stretch, alignment: .top)
    .zIndex(1)
  }

  /// The scroll area: the content, the room it needs under it, the indicators of refresh
  /// and load-more, the background and the corners.
  private func scrollArea(
    _ metrics: ValidCollapseMetrics, containerHeight: CGFloat
  )
    -> some View
  {
    // No room is added until the content has been measured.
    let padding =
      contentHeight.map {
        metrics.bottomPadding(contentHeight: $0, containerHeight: containerHeight)
      } ?? 0
    let nearBottom = isNearBottom(metrics, containerHeight: containerHeight, padding: padding)
    return ScrollViewReader { reader in
      ScrollView {
        VStack(spacing: 0) {
          Color.clear.frame(height: 0).id(CollapsibleHeaderSpace.top)
          if isRefreshing { ActivityIndicator(label: "Refreshing") }
          content
            .environment(\.isCollapsibleHeaderContent, true)
            .onGeometryChange(for: CGFloat.self) {
              $0.size.height
            } action: {
              contentHeight = $0
            }
          if isLoadingMore { ActivityIndicator(label: "Loading more") }
          Color.clear.frame(height: padding)
        }
      }
      .scrollIndicators(options.hidesIndicators ? .hidden : .automatic)
      .scrollTargetBehavior(
        CollapseSnapBehavior(
          mode: options.snapMode, positions: options.snappingPositions, metrics: metrics)
      )
      .onScrollGeometryChange(for: CGFloat.self) { geometry in
        geometry.contentOffset.y + geometry.contentInsets.top
      } action: { _, new in
        scrolled(to: new, metrics: metrics)
      }
      .onChange(of: nearBottom, initial: true) { _, near in
        if near { options.onReachBottom?() }
      }
      .onScrollPhaseChange { old, new, context in
        if old == .interacting, new != .interacting { released(context.geometry) }
      }
      .onChange(of: options.resetScroll?.wrappedValue ?? false, initial: true) { _, reset in
        guard reset else { return }
        withAnimation { reader.scrollTo(CollapsibleHeaderSpace.top, anchor: .top) }
        options.resetScroll?.wrappedValue = false
      }
      .background { options.scrollBackground }
      .modifier(
        CornerClip(radius: options.cornerRadius, corners: options.corners)
      )
      .modifier(ComponentReport(messages: options.problems))
    }
  }

  /// Whether the scroll is within the bottom threshold of the end of the content itself
  /// (not of the room added under it), in a scroll area under the header's current height:
  /// content that ends on screen is at its bottom at once.
  private func isNearBottom(
    _ metrics: ValidCollapseMetrics, containerHeight: CGFloat, padding: CGFloat
  ) -> Bool {
    guard let contentHeight, options.onReachBottom != nil else { return false }
    let shown = context(metrics)
    let height = shown.headerHeight - shown.stretch
    let indicators = CGFloat((isRefreshing ? 1 : 0) + (isLoadingMore ? 1 : 0)) * 44
    let end = contentHeight + indicators - max(containerHeight - height, 0)
    return offset >= end - max(options.bottomThreshold, 0)
  }

  /// The context at the current offset.
  private func context(_ metrics: ValidCollapseMetrics) -> CollapseContext {
    let progress = metrics.progress(at: offset)
    let stretch = options.allowsStretch && offset.isFinite ? max(0, -offset) : 0
    return CollapseContext(
      progress: progress,
      headerHeight: metrics.maxHeight - progress * (metrics.maxHeight - metrics.minHeight)
        + stretch,
      stretch: stretch, expandedAnchor: anchors[.expanded],
      collapsedAnchor: anchors[.collapsed])
  }

  /// Takes the scroll offset `y`, and tells the bindings.
  private func scrolled(to y: CGFloat, metrics: ValidCollapseMetrics) {
    offset = y
    // Written only when they change: each write updates the views that read them.
    if let binding = options.scrollOffset, binding.wrappedValue != y { binding.wrappedValue = y }
    let progress = metrics.progress(at: y)
    if let binding = options.collapseProgress, binding.wrappedValue != progress {
      binding.wrappedValue = progress
    }
  }

  /// Starts a refresh when the finger lifts pulled 60 points past the top, and a load of
  /// more past the bottom by the load-more threshold.
  private func released(_ geometry: ScrollGeometry) {
    let y = geometry.contentOffset.y + geometry.contentInsets.top
    if options.refresh != nil, options.refreshIsActive, !isRefreshing, y < -60 {
      isRefreshing = true
      refreshes += 1
    }
    let beyond =
      geometry.contentOffset.y + geometry.containerSize.height
      - (geometry.contentSize.height + geometry.contentInsets.bottom)
    if options.loadMore != nil, options.loadMoreIsActive, !isLoadingMore,
      beyond > max(options.loadMoreThreshold, 0)
    {
      isLoadingMore = true
      loads += 1
    }
  }

  private func refresh(request: Int) async {
    guard request > 0, !Task.isCancelled, let action = options.refresh else { return }
    await action()
    if !Task.isCancelled { isRefreshing = false }
  }

  private func loadMore(request: Int) async {
    guard request > 0, !Task.isCancelled, let action = options.loadMore else { return }
    await action()
    if !Task.isCancelled { isLoadingMore = false }
  }
}

/// The names the component gives its coordinate space and its top.
enum CollapsibleHeaderSpace: Hashable {
  case header
  case top
}

/// Everything the modifiers of a ``CollapsibleHeaderScrollView`` set.
struct CollapsibleHeaderOptions {
  var metrics = CollapseMetrics()
  var collapseProgress: Binding<CGFloat>?
  var scrollOffset: Binding<CGFloat>?
  var onReachBottom: (() -> Void)?
  var bottomThreshold: CGFloat = 0
  var refresh: (() async -> Void)?
  var refreshIsActive = true
  var loadMore: (() async -> Void)?
  var loadMoreIsActive = true
  var loadMoreThreshold: CGFloat = 120
  var resetScroll: Binding<Bool>?
  var scrollBackground: AnyView?
  var cornerRadius: CGFloat = 0
  var corners: CollapsibleHeaderCorners = .all
  var hidesIndicators = true
  var headerAlignment: Alignment = .top
  var headerIsClipped = true
  var allowsStretch = false
  var snapMode = CollapsibleHeaderSnapMode.disabled
  var snappingPositions: [CGFloat] = [0, 1]
  /// What the modifiers were given that could not be used, to report.
  var problems: [String] {
    var found: [String] = []
    let asked = metrics
    for (name, value) in [
      ("minHeaderHeight", asked.minHeaderHeight), ("maxHeaderHeight", asked.maxHeaderHeight),
      ("startOffset", asked.startOffset), ("minDistance", asked.minDistance),
      ("slack", asked.slack), ("distance", asked.distance ?? 0),
    ] where !(value.isFinite && value >= 0) {
      found.append(
        "The collapse metric \(name) \(NumberFormatting.decimal(value)) is not a length; its default was used."
      )
    }
    if asked.maxHeaderHeight.isFinite, asked.minHeaderHeight.isFinite,
      asked.maxHeaderHeight < asked.minHeaderHeight
    {
      found.append("The header's maximum height is below its minimum; the minimum was used.")
    }
    if let rejected = rejectedPositions {
      found.append(rejected)
    }
    return found
  }
  /// Why snapping positions were left out, if any were.
  var rejectedPositions: String?
}

extension CollapsibleHeaderScrollView {
  private func with(_ change: (inout CollapsibleHeaderOptions) -> Void) -> Self {
    var copy = self
    change(&copy.options)
    return copy
  }

  /// The header's collapsed and expanded heights (64 and 240 by default).
  public func height(min: CGFloat, max: CGFloat) -> Self {
    with {
      $0.metrics.minHeaderHeight = min
      $0.metrics.maxHeaderHeight = max
    }
  }

  /// Every size and pacing value at once.
  public func metrics(_ metrics: CollapseMetrics) -> Self {
    with { $0.metrics = metrics }
  }

  /// How the collapse is paced: `startOffset` of scroll before the header reacts, over
  /// `distance` (at least `minDistance`), with `slack` more room under short content.
  public func collapseTuning(
    startOffset: CGFloat, distance: CGFloat, minDistance: CGFloat, slack: CGFloat
  ) -> Self {
    with {
      $0.metrics.startOffset = startOffset
      $0.metrics.distance = distance
      $0.metrics.minDistance = minDistance
      $0.metrics.slack = slack
    }
  }

  /// The metrics of `layout`.
  public func layout(_ layout: some CollapsibleHeaderLayout) -> Self {
    with { $0.metrics = layout.metrics }
  }

  /// Writes the collapse progress (0 expanded, 1 collapsed) to `progress` as it changes.
  public func collapseProgress(_ progress: Binding<CGFloat>) -> Self {
    with { $0.collapseProgress = progress }
  }

  /// Writes the scroll offset, in points from the top, to `offset` as it changes.
  public func scrollOffset(_ offset: Binding<CGFloat>) -> Self {
    with { $0.scrollOffset = offset }
  }

  /// Runs `perform` each time the scroll comes within `threshold` points of the bottom.
  public func scrollViewDidReachBottom(
    threshold: CGFloat = 0, perform: @escaping () -> Void
  ) -> Self {
    with {
      $0.bottomThreshold = threshold.isFinite ? threshold : 0
      $0.onReachBottom = perform
    }
  }

  /// Runs `perform` when the scroll is pulled 60 points past the top and let go, showing a
  /// refresh indicator above the content while it runs. Without it, none is ever shown.
  public func pullToRefresh(isActive: Bool = true, perform: @escaping () async -> Void) -> Self {
    with {
      $0.refresh = perform
      $0.refreshIsActive = isActive
    }
  }

  /// Runs `perform` when the scroll is pulled `threshold` points past the bottom and let go,
  /// showing an indicator under the content while it runs.
  public func pullToLoadMore(
    isActive: Bool = true, threshold: CGFloat = 120, perform: @escaping () async -> Void
  ) -> Self {
    with {
      $0.loadMore = perform
      $0.loadMoreIsActive = isActive
      $0.loadMoreThreshold = threshold.isFinite ? threshold : 120
    }
  }

  /// Scrolls back to the top when `resetScroll` becomes true, and sets it back to false.
  public func scrollToTop(resetScroll: Binding<Bool>) -> Self {
    with { $0.resetScroll = resetScroll }
  }

  /// A background for the scroll area only, behind the content.
  public func scrollBackground<Background: View>(
    @ViewBuilder _ background: () -> Background
  ) -> Self {
    let view = AnyView(background())
    return with { $0.scrollBackground = view }
  }

  /// Rounds `corners` of the scroll area by `radius`, clipping the content too.
  public func scrollCorners(radius: CGFloat, corners: CollapsibleHeaderCorners = .all) -> Self {
    with {
      $0.cornerRadius = radius.isFinite ? Swift.max(radius, 0) : 0
      $0.corners = corners
    }
  }

  /// Hides the scroll indicators (hidden by default), or shows them.
  public func hideScrollIndicators(_ hide: Bool = true) -> Self {
    with { $0.hidesIndicators = hide }
  }

  /// Where the header sits in its height as it shrinks (the top by default).
  public func headerAlignment(_ alignment: Alignment) -> Self {
    with { $0.headerAlignment = alignment }
  }

  /// Whether the header is clipped to its height (it is by default).
  public func headerIsClipped(_ isClipped: Bool = true) -> Self {
    with { $0.headerIsClipped = isClipped }
  }

  /// Lets the header grow past its expanded height while the scroll is pulled past the
  /// top; ``CollapseContext/stretch`` says by how much.
  public func allowsHeaderStretch(_ allows: Bool = true) -> Self {
    with { $0.allowsStretch = allows }
  }

  /// Settles the header on the nearest of its ``headerSnappingPositions(_:)`` after a drag.
  public func snapMode(_ mode: CollapsibleHeaderSnapMode) -> Self {
    with { $0.snapMode = mode }
  }

  /// The progress values (0 expanded, 1 collapsed) snapping may settle on; `[0, 1]` by
  /// default. Values outside 0…1 and NaN are left out, and reported.
  public func headerSnappingPositions(_ positions: [CGFloat]) -> Self {
    let valid = positions.filter { $0.isFinite && $0 >= 0 && $0 <= 1 }.sorted()
    return with {
      $0.snappingPositions = valid.isEmpty ? [0, 1] : valid
      $0.rejectedPositions =
        valid.count == positions.count
        ? nil
        : "Snapping positions outside 0…1 were left out"
          + (valid.isEmpty ? "; none was left, so [0, 1] was used." : ".")
    }
  }
}

extension View {
  /// Marks the view as one end of an element that travels as a ``CollapsibleHeaderScrollView``
  /// collapses: its rectangle in the header becomes the context's `expandedAnchor` or
  /// `collapsedAnchor`. Keep both ends still: pin each in a fixed-height, top-aligned layer.
  public func collapseAnchor(_ anchor: CollapseAnchor) -> some View {
    background {
      GeometryReader { proxy in
        Color.clear.preference(
          key: CollapseAnchorKey.self,
          value: [anchor: proxy.frame(in: .named(CollapsibleHeaderSpace.header))])
      }
    }
  }
}

/// The anchors marked in a header.
package struct CollapseAnchorKey: PreferenceKey {
  package static let defaultValue: [CollapseAnchor: CGRect] = [:]
  package static func reduce(
    value: inout [CollapseAnchor: CGRect], nextValue: () -> [CollapseAnchor: CGRect]
  ) {
    value.merge(nextValue()) { _, new in new }
  }
}

/// Settles a scroll, after a drag, on the nearest allowed progress of the collapse (ties to
/// the more collapsed one), when it would otherwise rest part way through the collapse.
struct CollapseSnapBehavior: ScrollTargetBehavior {
  let mode: CollapsibleHeaderSnapMode
  let positions: [CGFloat]
  let metrics: ValidCollapseMetrics

  func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
    guard mode != .disabled, !positions.isEmpty, metrics.distance > 0 else { return }
    let top = context.contentInsets.top
    // Where the offset is judged: where the finger lifted, or where the scroll would rest.
    let judged =
      (mode == .immediately ? context.releaseRect.minY : target.rect.minY) + top
    let progress = metrics.progress(at: judged)
    // Only part way through the collapse; outside the positions' span nothing moves.
    guard progress > 0, progress < 1, let first = positions.first, let last = positions.last,
      progress >= first, progress <= last
    else { return }
    var nearest = first
    for position in positions where abs(position - progress) <= abs(nearest - progress) {
      nearest = position
    }
    target.rect.origin.y = metrics.start + nearest * metrics.distance - top
  }
}

/// Reports what a component was given that it could not use.
package struct ComponentReport: ViewModifier, PrimitiveModifier {
  let messages: [String]

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  ) -> [LayoutNode] {
    for message in messages {
      context.report(.misuse, message, view: "CollapsibleHeaderScrollView")
    }
    return element.resolveContent(content, context: context)
  }
}

/// A spinner shown while a refresh or a load of more runs.
struct ActivityIndicator: View {
  let label: String

  var body: some View {
    Circle()
      .trim(from: 0, to: 0.75)
      .stroke(.secondary, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
      .frame(width: 20, height: 20)
      .padding(12)
      .accessibilityLabel(label)
  }
}

/// Clips to the rounded corners asked for, and not at all without any: the scroll area may
/// then run under the bottom safe area, as a plain scroll view does.
package struct CornerClip: ViewModifier {
  let radius: CGFloat
  let corners: CollapsibleHeaderCorners

  package func body(content: Content) -> some View {
    if radius > 0, !corners.isEmpty {
      content.clipShape(CornerRoundedRectangle(radius: radius, corners: corners))
    } else {
      content
    }
  }
}

/// A rectangle with some corners rounded, each by a cubic approximating a quarter circle.
struct CornerRoundedRectangle: Shape {
  let radius: CGFloat
  let corners: CollapsibleHeaderCorners

  func path(in rect: CGRect) -> Path {
    let r = min(radius, rect.width / 2, rect.height / 2)
    // The distance of a cubic's control points from a quarter circle's ends.
    let k: CGFloat = 0.552_284_749_8
    func rounds(_ corner: CollapsibleHeaderCorners) -> CGFloat {
      corners.contains(corner) ? r : 0
    }
    let (tl, tr, br, bl) = (
      rounds(.topLeading), rounds(.topTrailing), rounds(.bottomTrailing), rounds(.bottomLeading)
    )
    var path = Path()
    // A square corner is a point: no curve.
    func corner(_ r: CGFloat, to end: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
      if r > 0 { path.addCurve(to: end, control1: control1, control2: control2) }
    }
    path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
    corner(
      tr, to: CGPoint(x: rect.maxX, y: rect.minY + tr),
      CGPoint(x: rect.maxX - tr + k * tr, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.minY + tr - k * tr))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
    corner(
      br, to: CGPoint(x: rect.maxX - br, y: rect.maxY),
      CGPoint(x: rect.maxX, y: rect.maxY - br + k * br),
      CGPoint(x: rect.maxX - br + k * br, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
    corner(
      bl, to: CGPoint(x: rect.minX, y: rect.maxY - bl),
      CGPoint(x: rect.minX + bl - k * bl, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY - bl + k * bl))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
    corner(
      tl, to: CGPoint(x: rect.minX + tl, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.minY + tl - k * tl),
      CGPoint(x: rect.minX + tl - k * tl, y: rect.minY))
    path.closeSubpath()
    return path
  }
}
