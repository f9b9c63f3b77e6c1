import Foundation

extension Element {
  /// A container node laid out by `layout`, whose children are `content`'s nodes; `content`
  /// is a view the view being resolved holds, passed on as it came.
  ///
  /// Inlined, so that a caller that names its layout type (a stack names its own) makes the
  /// `LayoutBox` of that type without looking the class up in the runtime's table of generic
  /// types, as generic code must.
  ///
  /// A stack (`flattensTuple`) resolves a tuple of views as its own children
  /// (``resolveStackContent(_:context:)``); it then asks ``stackContentKeeps(_:)`` and
  /// ``stackContent(of:)`` where other views ask their child at slot 0.
  @inline(__always)
  func containerNode<L: Layout, Content: View>(
    role: RenderRole, layout: L, properties: LayoutProperties? = nil,
    content: Content, context: ResolveContext, lazyWindow: LazyWindow? = nil,
    flattensTuple: Bool = false
  ) -> LayoutNode {
    var inner = context
    inner.environment.stackAxis = (properties ?? L.layoutProperties).stackOrientation
    inner.lazyWindow = lazyWindow
    let children =
      flattensTuple
      ? resolveStackContent(content, context: inner) : resolveContent(content, context: inner)
    return node(
      role: role, behavior: .container(LayoutBox(layout)),
      children: children)
  }
}

extension Element {
  /// A lazy stack's node along `axis`, with its non-centred alignment (name and guide):
  /// children proposed the stack's length across it, and in a scroll view along `axis` a
  /// window of realised rows (unless `realisesEveryRow`). A non-finite spacing falls back
  /// to the default with a diagnostic.
  func lazyStackNode<Content: View>(
    _ axis: Axis, alignment: (name: String, key: AlignmentKey)?, spacing: CGFloat?,
    pinnedViews: PinnedScrollableViews = [], realisesEveryRow: Bool, content: Content,
    context: ResolveContext
  ) -> LayoutNode {
    let vertical = axis == .vertical
    let spacing = validSpacing(
      spacing, in: vertical ? "LazyVStack" : "LazyHStack", context: context)
    let window =
      realisesEveryRow ? nil : lazyWindow(axis: axis, spacing: spacing, context: context)
    let key =
      alignment?.key ?? (vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key)
    var context = context
    // Written only when set: most stacks pin nothing, and add no link to every lookup.
    if !pinnedViews.isEmpty || !context.environment.pinnedScrollableViews.isEmpty {
      context.environment.pinnedScrollableViews = pinnedViews
    }
    window?.pinnedViews = pinnedViews
    let node = containerNode(
      role: .stack(
        vertical ? .lazyVertical : .lazyHorizontal, alignment: alignment?.name, spacing: spacing),
      layout: LazyStackLayout(axis: axis, alignment: key, spacing: spacing),
      properties: LayoutProperties(stackOrientation: axis), content: content,
      context: context, lazyWindow: window, flattensTuple: true)
    window?.attach(node)
    return node
  }
}

/// A stack spacing that is finite, or `nil` with a diagnostic; one beyond the largest length
/// is clamped, with a diagnostic.
@MainActor
func validSpacing(_ spacing: CGFloat?, in view: String, context: ResolveContext) -> CGFloat? {
  guard let spacing else { return nil }
  guard spacing.isFinite else {
    context.report(
      .invalidLength, "Spacing \(spacing) is not finite; the default spacing was used.", view: view)
    return nil
  }
  return validLength(spacing, fallback: 0, what: "Spacing", in: view, context: context)
}

extension RenderRole {
  /// The role of a built-in stack, with its alignment's name when not centred.
  static func stack(_ kind: StackKind, alignment: String?, spacing: CGFloat?) -> RenderRole {
    RenderRole(.stack(kind, alignment: alignment, spacing: spacing))
  }
}

/// A view that arranges its children in a horizontal line: SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// Creates a horizontal stack.
  @inlinable
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension HStack: PrimitiveView {
  /// An `HStack` container node laid out by `HStackLayout`; a non-finite spacing falls
  /// back to the default with a diagnostic.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let spacing = validSpacing(spacing, in: "HStack", context: context)
    let node = element.containerNode(
      role: .stack(
        .horizontal,
        alignment: alignment == .center ? nil : alignment.name, spacing: spacing),
      layout: HStackLayout(alignment: alignment, spacing: spacing), content: content,
      context: context, flattensTuple: true)
    element.keep(self)
    return [node]
  }
}

/// The stack's element keeps its alignment and spacing; the elements below keep the
/// content (a tuple's views are the stack's own children).
extension HStack: PartlyKeptView {
  var keptPart: (alignment: VerticalAlignment, spacing: CGFloat?) { (alignment, spacing) }

  func ownPartEquals(_ kept: (alignment: VerticalAlignment, spacing: CGFloat?)) -> Bool {
    alignment == kept.alignment && spacing == kept.spacing
  }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    element.stackContentKeeps(content)
  }

  static func rebuilt(
    from kept: (alignment: VerticalAlignment, spacing: CGFloat?), in element: Element
  ) -> Self? {
    element.stackContent(of: Content.self).map { content in
      Self(alignment: kept.alignment, spacing: kept.spacing) { content }
    }
  }
}

/// A view that arranges its children in a vertical line: SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// Creates a vertical stack.
  @inlinable
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension VStack: PrimitiveView {
  /// A `VStack` container node laid out by `VStackLayout`; a non-finite spacing falls back
  /// to the default with a diagnostic.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let spacing = validSpacing(spacing, in: "VStack", context: context)
    let node = element.containerNode(
      role: .stack(
        .vertical,
        alignment: alignment == .center ? nil : alignment.name, spacing: spacing),
      layout: VStackLayout(alignment: alignment, spacing: spacing), content: content,
      context: context, flattensTuple: true)
    element.keep(self)
    return [node]
  }
}

/// The stack's element keeps its alignment and spacing; the elements below keep the
/// content (a tuple's views are the stack's own children).
extension VStack: PartlyKeptView {
  var keptPart: (alignment: HorizontalAlignment, spacing: CGFloat?) { (alignment, spacing) }

  func ownPartEquals(_ kept: (alignment: HorizontalAlignment, spacing: CGFloat?)) -> Bool {
    alignment == kept.alignment && spacing == kept.spacing
  }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    element.stackContentKeeps(content)
  }

  static func rebuilt(
    from kept: (alignment: HorizontalAlignment, spacing: CGFloat?), in element: Element
  ) -> Self? {
    element.stackContent(of: Content.self).map { content in
      Self(alignment: kept.alignment, spacing: kept.spacing) { content }
    }
  }
}

/// A view that overlays its children, aligning them: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
  @usableFromInline let alignment: Alignment
  @usableFromInline let content: Content

  /// Creates an overlaying stack.
  @inlinable
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension ZStack: PrimitiveView {
  /// A `ZStack` container node laid out by `ZStackLayout`.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let node = element.containerNode(
      role: .stack(.depth, alignment: alignment == .center ? nil : alignment.name, spacing: nil),
      layout: ZStackLayout(alignment: alignment), content: content, context: context,
      flattensTuple: true)
    element.keep(self)
    return [node]
  }
}

/// The stack's element keeps its alignment; the elements below keep the
/// content (a tuple's views are the stack's own children).
extension ZStack: PartlyKeptView {
  var keptPart: Alignment { alignment }

  func ownPartEquals(_ kept: Alignment) -> Bool { alignment == kept }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    element.stackContentKeeps(content)
  }

  static func rebuilt(from kept: Alignment, in element: Element) -> Self? {
    element.stackContent(of: Content.self).map { content in
      Self(alignment: kept) { content }
    }
  }
}

/// A vertical stack for scrolling content: SwiftUI's `LazyVStack`.
///
/// It fills the width it is offered and proposes that width to every child, which takes its
/// ideal height. Inside a vertical ``ScrollView``, the rows of a `ForEach` in it are realised
/// only where they show (the viewport and half a viewport on either side); the others stand
/// in at the average length of the realised rows, as SwiftUI estimates them.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content
  var realisesEveryRow = false

  /// Creates a lazy vertical stack; in a vertical scroll view, the sections' headers or
  /// footers named by `pinnedViews` stay in view while their sections show.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// Creates a lazy vertical stack that realises every row even where it scrolls: the
  /// benchmarks' lists, which measure the work of a whole list.
  package init(
    spacing: CGFloat?, realisingEveryRow: Bool, @ViewBuilder content: () -> Content
  ) {
    self.init(spacing: spacing, content: content)
    realisesEveryRow = realisingEveryRow
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension LazyVStack: PrimitiveView {
  /// A `LazyVStack` container node whose children are oriented vertically; a non-finite
  /// spacing falls back to the default with a diagnostic.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let node = element.lazyStackNode(
      .vertical, alignment: alignment == .center ? nil : (alignment.name, alignment.key),
      spacing: spacing, pinnedViews: pinnedViews, realisesEveryRow: realisesEveryRow,
      content: content, context: context)
    element.keep(self)
    return [node]
  }
}

/// The stack's element keeps its parameters; the elements below keep the content (a tuple's
/// views are the stack's own children). A list's body made again (a selection changed)
/// compared the whole stack, rows' data and content closure, by reflection.
extension LazyVStack: PartlyKeptView {
  var keptPart: LazyStackPart<HorizontalAlignment> {
    LazyStackPart(
      alignment: alignment, spacing: spacing, pinnedViews: pinnedViews,
      realisesEveryRow: realisesEveryRow)
  }

  func ownPartEquals(_ kept: LazyStackPart<HorizontalAlignment>) -> Bool {
    kept == keptPart
  }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    element.stackContentKeeps(content)
  }

  static func rebuilt(
    from kept: LazyStackPart<HorizontalAlignment>, in element: Element
  ) -> Self? {
    element.stackContent(of: Content.self).map { content in
      var stack = Self(
        alignment: kept.alignment, spacing: kept.spacing, pinnedViews: kept.pinnedViews
      ) { content }
      stack.realisesEveryRow = kept.realisesEveryRow
      return stack
    }
  }
}

/// What a lazy stack's element keeps of it: everything but its content.
struct LazyStackPart<StackAlignment: Equatable>: Equatable {
  let alignment: StackAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let realisesEveryRow: Bool
}

/// A horizontal stack for scrolling content: SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Creates a lazy horizontal stack; in a horizontal scroll view, the sections' headers or
  /// footers named by `pinnedViews` stay in view while their sections show.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension LazyHStack: PrimitiveView {
  /// A `LazyHStack` container node whose children are oriented horizontally; a non-finite
  /// spacing falls back to the default with a diagnostic.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let node = element.lazyStackNode(
      .horizontal, alignment: alignment == .center ? nil : (alignment.name, alignment.key),
      spacing: spacing, pinnedViews: pinnedViews, realisesEveryRow: false, content: content,
      context: context)
    element.keep(self)
    return [node]
  }
}

/// The stack's element keeps its parameters; the elements below keep the
/// content (a tuple's views are the stack's own children).
extension LazyHStack: PartlyKeptView {
  var keptPart: LazyStackPart<VerticalAlignment> {
    LazyStackPart(
      alignment: alignment, spacing: spacing, pinnedViews: pinnedViews, realisesEveryRow: false)
  }

  func ownPartEquals(_ kept: LazyStackPart<VerticalAlignment>) -> Bool {
    kept == keptPart
  }

  func childrenKeepTheirViews(in element: Element) -> Bool {
    element.stackContentKeeps(content)
  }

  static func rebuilt(from kept: LazyStackPart<VerticalAlignment>, in element: Element) -> Self? {
    element.stackContent(of: Content.self).map { content in
      Self(alignment: kept.alignment, spacing: kept.spacing, pinnedViews: kept.pinnedViews) {
        content
      }
    }
  }
}

/// Kinds of views a lazy stack could pin while scrolling (accepted; not pinned in Galley).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The kinds as a bit set.
  public let rawValue: UInt32
  /// Creates a set of kinds from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers, pinned to the top (leading edge) of the visible area.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers, pinned to the bottom (trailing edge) of the visible area.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A container laid out by a custom `Layout`, made with `layout { … }`.
public struct LayoutView<L: Layout, Content: View>: View {
  let layout: L
  let content: Content

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension LayoutView: PrimitiveView {
  /// A container node laid out by the custom layout, named after the layout's type.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let properties = (layout as? AnyLayout)?.box.layoutProperties ?? L.layoutProperties
    return [
      element.containerNode(
        role: RenderRole(.layout(name: Element.name(of: L.self))), layout: layout,
        properties: properties,
        content: content, context: context)
    ]
  }
}

extension Layout {
  /// A container view that lays out `content` with this layout.
  ///
  /// ```swift
  /// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
  /// layout { Text("A"); Text("B") }
  /// ```
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
    LayoutView(layout: self, content: content())
  }
}

// Stacks of equal views are equal, so that an unchanged stack made anew by a parent's body is
// recognised with typed `==` rather than by reflection (see decision record 0011). SwiftUI's
// stacks are not `Equatable`; this only adds to what compiles.

/// Stacks with equal parameters and equal content are equal.
extension HStack: @MainActor Equatable where Content: Equatable {}
/// Stacks with equal parameters and equal content are equal.
extension VStack: @MainActor Equatable where Content: Equatable {}
/// Stacks with equal parameters and equal content are equal.
extension ZStack: @MainActor Equatable where Content: Equatable {}
/// Stacks with equal parameters and equal content are equal.
extension LazyVStack: @MainActor Equatable where Content: Equatable {}
/// Stacks with equal parameters and equal content are equal.
extension LazyHStack: @MainActor Equatable where Content: Equatable {}

extension HStack: InterchangeablePart {}
extension VStack: InterchangeablePart {}
extension ZStack: InterchangeablePart {}
extension LazyVStack: InterchangeablePart {}
extension LazyHStack: InterchangeablePart {}
