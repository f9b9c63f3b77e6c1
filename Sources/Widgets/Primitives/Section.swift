import Foundation

/// A header, content and footer that belong together: SwiftUI's `Section`.
///
/// In a stack, a section's header, rows and footer are the stack's own children, spaced as
/// any others. A `LazyVStack` or `LazyHStack` made with `pinnedViews: .sectionHeaders` (or
/// `.sectionFooters`) in a scroll view along its axis keeps each section's header at the top
/// of the visible area (the footer at the bottom) while the section shows, drawn above the
/// rows that pass under it.
///
/// ```swift
/// ScrollView {
///   LazyVStack(pinnedViews: .sectionHeaders) {
///     ForEach(months) { month in
///       Section {
///         ForEach(month.days) { DayRow(day: $0) }
///       } header: {
///         Text(month.name).font(.headline).frame(maxWidth: .infinity).background(.white)
///       }
///     }
///   }
/// }
/// ```
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// A section with a header and a footer, given as views.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }

  /// A section with a header, given as a view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }

  /// A section with a footer, given as a view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section with neither header nor footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section with a localized title as its header.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// A section with a title as its header.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  /// The header, the content's nodes and the footer, in order, each of header and footer
  /// in one node marked with its part of the section.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let section = element.id.rawValue
    func part(_ view: some View, key: Int, footer: Bool) -> LayoutNode? {
      let nodes = element.resolveChild(view, key: .slot(key), context: context)
      guard !nodes.isEmpty else { return nil }
      let name = footer ? "footer" : "header"
      let inner =
        element.single(
          nodes, id: element.id.child("\(name) stack"), implicit: .vertical,
          layout: VStackLayout()) ?? nodes[0]
      return element.node(
        element.id.child(name),
        role: RenderRole(.sectionPart(footer: footer, section: section)),
        behavior: .container(LayoutBox(PassthroughLayout())), children: [inner]
      ) { node in
        // In front of the rows, which pass under it where it is pinned.
        if context.environment.pinnedScrollableViews.contains(
          footer ? .sectionFooters : .sectionHeaders)
        {
          node.zIndex = 1
        }
      }
    }
    guard let listStyle = context.environment.listContentStyle else {
      var nodes: [LayoutNode] = []
      if let header = part(header, key: 0, footer: false) { nodes.append(header) }
      nodes += element.resolveChild(content, key: .slot(1), context: context)
      if let footer = part(footer, key: 2, footer: true) { nodes.append(footer) }
      return nodes
    }
    // In a list: the header and footer in the style's text, and one node holding the
    // section's parts, which the list takes apart to draw them.
    var children: [LayoutNode] = []
    // VoiceOver reads a section's header as a heading.
    let styledHeader =
      listStyle == .plain
      ? AnyView(
        header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
          .accessibilityAddTraits(.isHeader))
      : AnyView(
        header.font(.footnote).textCase(.uppercase).foregroundStyle(.secondary)
          .accessibilityAddTraits(.isHeader))
    if let header = part(styledHeader, key: 0, footer: false) { children.append(header) }
    children += element.resolveChild(content, key: .slot(1), context: context)
    if let footer = part(
      AnyView(footer.font(.footnote).foregroundStyle(.secondary)), key: 2, footer: true)
    {
      children.append(footer)
    }
    return [
      element.node(
        role: RenderRole(.layout(name: "Section")),
        behavior: .container(LayoutBox(VStackLayout(spacing: 0))), children: children
      ) { node in
        node.layoutValues[ListRowKeys.section] = true
      }
    ]
  }
}
