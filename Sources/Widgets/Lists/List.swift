import Foundation

/// A scrolling list of rows, optionally in sections, drawn as iOS draws it: SwiftUI's
/// `List`.
///
/// Each view the content makes is a row: the views of a `ForEach`, and each view written
/// in the content. ``Section``s group rows under a header and above a footer. The style,
/// set with ``View/listStyle(_:)``, is inset grouped by default, as on iPhone: sections are
/// rounded cards (corner radius 10) inset 20 points from the edges on screens wider than 375
/// points (16 on narrower ones), on the grouped background, rows at least 44 points tall with
/// their content 20 (16) points from the card's edge, hairline separators from the content's
/// leading edge to the card's trailing edge, and headers in uppercased footnote text.
///
/// ```swift
/// List {
///   Section("Network") {
///     Toggle("Wi-Fi", isOn: $wifi)
///     NavigationLink("Bluetooth") { BluetoothView() }
///   }
///   Section {
///     ForEach(devices) { Text($0.name) }
///   } footer: {
///     Text("Devices you paired.")
///   }
/// }
/// ```
///
/// Rows are laid out once resolved; a list of thousands of rows resolves them all (a
/// `LazyVStack` in a `ScrollView` realises only the visible ones).
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A list of `content`'s rows.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list of `content`'s rows, whose selection is `selection`; a host draws no selection.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of `content`'s rows, whose selections are `selection`; a host draws no
  /// selection.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    ListRows(content: content, isForm: false)
  }
}

extension List {
  /// A row for each element of `data`, identified by its `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    SelectionValue == Never, Data.Element: Identifiable,
    Content == ForEach<Data, Data.Element.ID, RowContent>
  {
    content = ForEach(data, content: rowContent)
  }

  /// A row for each element of `data`, identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A row for each number in `data`.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }

  /// A row for each element of the collection `data` is bound to, given a binding to it.
  public init<C, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    SelectionValue == Never, C: MutableCollection & RandomAccessCollection,
    C.Element: Identifiable, C.Index: Hashable,
    Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>
  {
    content = ForEach(data, content: rowContent)
  }

  /// A row for each element of `data`, identified by its `id`, with a selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

/// Controls and their labels in sections, drawn as an inset grouped list: SwiftUI's
/// `Form`.
///
/// ```swift
/// Form {
///   Section("Account") {
///     TextField("Name", text: $name)
///     SecureField("Password", text: $password)
///   }
///   Button("Sign Up") { signUp() }.disabled(name.isEmpty)
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`'s rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    ListRows(content: content, isForm: true)
  }
}

// MARK: Rows

/// Resolves a list's content into rows and sections, then draws them through
/// ``ListChrome``.
struct ListRows<Content: View>: View, PrimitiveView {
  let content: Content
  /// Whether this is a form, which ignores the list style.
  let isForm: Bool

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let style = isForm ? .insetGrouped : context.environment.listStyle.resolved
    var inner = context
    inner.environment.listContentStyle = style
    let nodes = element.resolveChild(content, key: .slot(0), context: inner)
    let chrome = ListChrome(
      sections: ListSectionParts.group(nodes), style: style,
      spacing: context.environment.listSectionSpacing.points,
      minRowHeight: context.environment.defaultMinListRowHeight)
    return element.resolveChild(chrome, key: .slot(1), context: context)
  }
}

/// A row as the list found it: its node and what its list-row modifiers asked for.
struct ListRowParts: Equatable {
  let node: LayoutNode
  var insets: EdgeInsets?
  var separatorHidden = false
  var separatorTint: Color?
  var background: AnyView?

  static func == (a: ListRowParts, b: ListRowParts) -> Bool {
    PlacedNodes.same([a.node], [b.node]) && a.insets == b.insets
      && a.separatorHidden == b.separatorHidden
      && a.separatorTint == b.separatorTint
      // Views cannot be compared: a row with a background is drawn again every time.
      && a.background == nil && b.background == nil
  }

  /// Whether `role` is a modifier's (a wrapper around one view), not a view's.
  static func isModifier(_ role: RenderRole) -> Bool {
    if case .recorded = role.storage { return true }
    return role.isFoldable || role.isLayoutWrapper
  }

  /// Reads the list-row modifiers from the wrappers at the top of `node`.
  init(_ node: LayoutNode) {
    self.node = node
    var current: LayoutNode? = node
    while let wrapper = current {
      if insets == nil, let value = wrapper.layoutValues[ListRowKeys.insets] as? EdgeInsets {
        insets = value
      }
      if let hidden = wrapper.layoutValues[ListRowKeys.separator] as? Bool, hidden {
        separatorHidden = true
      }
      if separatorTint == nil, let tint = wrapper.layoutValues[ListRowKeys.separatorTint] as? Color
      {
        separatorTint = tint
      }
      if background == nil, let view = wrapper.layoutValues[ListRowKeys.background] as? AnyView {
        background = view
      }
      // Through the modifiers around the row's view, in any order (SwiftUI reads these
      // settings whatever modifiers come between).
      guard wrapper.children.count == 1, Self.isModifier(wrapper.role) else { break }
      current = wrapper.children[0]
    }
  }
}

/// One section of a list: a header, rows and a footer, each optional.
struct ListSectionParts: Equatable {
  var header: LayoutNode?
  var rows: [ListRowParts] = []
  var footer: LayoutNode?
  /// The section's identity among its siblings.
  var id: UInt64

  static func == (a: ListSectionParts, b: ListSectionParts) -> Bool {
    PlacedNodes.same(
      [a.header, a.footer].compactMap { $0 }, [b.header, b.footer].compactMap { $0 })
      && (a.header == nil) == (b.header == nil) && (a.footer == nil) == (b.footer == nil)
      && a.rows == b.rows && a.id == b.id
  }

  /// The sections of a list's resolved content: each ``Section``'s own, and rows outside
  /// any section grouped into one section per run.
  static func group(_ nodes: [LayoutNode]) -> [ListSectionParts] {
    var sections: [ListSectionParts] = []
    var loose: ListSectionParts?
    for outer in nodes {
      // A section, perhaps behind modifiers (`Section { … }.listRowSeparator(.hidden)`).
      var node = outer
      while node.layoutValues[ListRowKeys.section] == nil, node.children.count == 1,
        ListRowParts.isModifier(node.role)
      {
        node = node.children[0]
      }
      guard node.layoutValues[ListRowKeys.section] != nil else {
        node = outer
        if loose == nil { loose = ListSectionParts(id: node.id.rawValue) }
        loose?.rows.append(ListRowParts(node))
        continue
      }
      if let run = loose { sections.append(run) }
      loose = nil
      var section = ListSectionParts(id: node.id.rawValue)
      for child in node.children {
        if case .sectionPart(let isFooter, _) = child.role.storage {
          if isFooter { section.footer = child } else { section.header = child }
        } else {
          section.rows.append(ListRowParts(child))
        }
      }
      sections.append(section)
    }
    if let run = loose { sections.append(run) }
    return sections
  }
}

/// The keys of the layout values list-row modifiers set on a row's wrappers.
enum ListRowKeys {
  static let insets = ObjectIdentifier(InsetsKey.self)
  static let separator = ObjectIdentifier(SeparatorKey.self)
  static let separatorTint = ObjectIdentifier(SeparatorTintKey.self)
  static let background = ObjectIdentifier(BackgroundKey.self)
  /// Marks the node a ``Section`` makes inside a list, holding its header, rows and footer.
  static let section = ObjectIdentifier(SectionKey.self)

  enum InsetsKey {}
  enum SeparatorKey {}
  enum SeparatorTintKey {}
  enum BackgroundKey {}
  enum SectionKey {}
}

// MARK: Drawing

/// The measured iOS 18 list metrics (see decision record 0023).
enum ListMetrics {
  /// The card's distance from the screen edge, and the row content's from the card's edge:
  /// 20 points on screens wider than 375 points, 16 on others.
  static func margin(width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }
  /// A card's corner radius.
  static let cornerRadius: CGFloat = 10
  /// A row's content above and below: a 31-point switch makes a 44-point row.
  static let rowVerticalInset: CGFloat = 6.5
  /// Above a header's text: the first section's, and the others'.
  static let firstHeaderTop: CGFloat = 32
  static let headerTop: CGFloat = 17
  /// Between a header's text and its card, and between a card and its footer's text.
  static let headerBottom: CGFloat = 6
  static let footerTop: CGFloat = 6
  /// Below a footer's text.
  static let footerBottom: CGFloat = 12
  /// Above a section without a header: the first one, and the others.
  static let firstSectionTop: CGFloat = 35
  static let sectionTop: CGFloat = 17.5
  /// Below a section without a footer: the last one, and the others.
  static let lastSectionBottom: CGFloat = 20
  static let sectionBottom: CGFloat = 17.5
  /// A plain list's header: its text's margins above and below, and its least height.
  static let plainHeaderInset: CGFloat = 4
  static let plainHeaderHeight: CGFloat = 28
}

/// What one subview of ``ListLayout`` is.
enum ListPiece: Equatable {
  /// A section's card (the rows' background).
  case card(section: Int)
  case header(section: Int)
  case footer(section: Int)
  /// A row's content, with its insets, if set.
  case row(section: Int, row: Int, insets: EdgeInsets?)
  /// A row's own background, from `listRowBackground`.
  case rowBackground(section: Int, row: Int)
  /// The separator below a row.
  case separator(section: Int, row: Int)
}

/// A list drawn in its style: a scroll view over the sections, on the list's background.
struct ListChrome: View, @MainActor Equatable {
  let sections: [ListSectionParts]
  let style: ListStyleKind
  let spacing: CGFloat?
  let minRowHeight: CGFloat

  var body: some View {
    ScrollView {
      ListBody(
        pieces: pieces, style: style, spacing: spacing, minRowHeight: minRowHeight,
        sectionCount: sections.count)
    }
    .background { background.ignoresSafeArea() }
  }

  private var background: Color {
    switch style {
    case .plain, .inset: .systemBackground
    default: .systemGroupedBackground
    }
  }

  /// Every subview, in drawing order: per section the card, then the header, then each
  /// row's background, content and separator, then the footer. Keyed by position (`row 0.2`):
  /// the rows' state lives in the elements that made their nodes, not in these.
  var pieces: [ListPieceEntry] {
    var result: [ListPieceEntry] = []
    for (s, section) in sections.enumerated() {
      // A plain list's rows lie on the list's own background.
      if !section.rows.isEmpty, style != .plain {
        result.append(ListPieceEntry(piece: .card(section: s), id: "card \(s)"))
      }
      if let header = section.header {
        result.append(
          ListPieceEntry(piece: .header(section: s), id: "header \(s)", nodes: [header]))
      }
      for (r, row) in section.rows.enumerated() {
        let key = "\(s).\(r)"
        if let background = row.background {
          result.append(
            ListPieceEntry(
              piece: .rowBackground(section: s, row: r), id: "background \(key)",
              background: background))
        }
        result.append(
          ListPieceEntry(
            piece: .row(section: s, row: r, insets: row.insets), id: "row \(key)",
            nodes: [row.node]))
        if r < section.rows.count - 1, !row.separatorHidden {
          result.append(
            ListPieceEntry(
              piece: .separator(section: s, row: r), id: "separator \(key)",
              tint: row.separatorTint))
        }
      }
      if let footer = section.footer {
        result.append(
          ListPieceEntry(piece: .footer(section: s), id: "footer \(s)", nodes: [footer]))
      }
    }
    return result
  }
}

/// One subview of a list, with what it draws.
struct ListPieceEntry: Equatable {
  let piece: ListPiece
  let id: String
  var nodes: [LayoutNode] = []
  var background: AnyView?
  var tint: Color?

  static func == (a: ListPieceEntry, b: ListPieceEntry) -> Bool {
    a.piece == b.piece && a.id == b.id && a.tint == b.tint && PlacedNodes.same(a.nodes, b.nodes)
      && a.background == nil && b.background == nil
  }
}

/// The list's pieces in one node laid out by ``ListLayout``: rows, headers and footers are
/// the nodes their views made (keeping their keys and identities); cards, separators and
/// row backgrounds are drawn here.
struct ListBody: View, PrimitiveView, @MainActor Equatable {
  let pieces: [ListPieceEntry]
  let style: ListStyleKind
  let spacing: CGFloat?
  let minRowHeight: CGFloat
  let sectionCount: Int

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var children: [LayoutNode] = []
    var kept: [ListPiece] = []
    for entry in pieces {
      let nodes: [LayoutNode]
      switch entry.piece {
      case .header, .footer, .row:
        nodes = entry.nodes
      case .card, .separator, .rowBackground:
        nodes = element.resolveChild(
          ListPieceView(entry: entry, style: style), key: .id(AnyHashable(entry.id)),
          context: context)
      }
      // One node per piece: the layout places pieces by position.
      guard let node = nodes.first else { continue }
      children.append(node)
      kept.append(entry.piece)
    }
    let layout = ListLayout(
      pieces: kept, style: style, spacing: spacing, minRowHeight: minRowHeight,
      sectionCount: sectionCount,
      minHeaderHeight: context.environment.defaultMinListHeaderHeight)
    return [
      element.node(
        role: RenderRole(.layout(name: "List")), behavior: .container(LayoutBox(layout)),
        children: children)
    ]
  }
}

/// Draws one piece of a list.
struct ListPieceView: View {
  let entry: ListPieceEntry
  let style: ListStyleKind

  var body: some View {
    switch entry.piece {
    case .card:
      RoundedRectangle(
        cornerRadius: style == .insetGrouped || style == .inset ? ListMetrics.cornerRadius : 0
      )
      .fill(
        style == .plain || style == .inset
          ? Color.systemBackground : .secondarySystemGroupedBackground)
    case .rowBackground:
      entry.background ?? AnyView(EmptyView())
    case .separator:
      ListSeparator(tint: entry.tint)
    case .header, .footer, .row:
      PlacedNodes(nodes: entry.nodes)
    }
  }
}

/// A row's separator: a hairline, one pixel thick, in the separator colour or the row's
/// tint.
struct ListSeparator: View {
  let tint: Color?
  @Environment(\.pixelLength) private var pixelLength

  var body: some View {
    Rectangle().fill(tint ?? .separator).frame(height: pixelLength)
  }
}

/// Views that stand for layout nodes already made: a list's rows, resolved by the list and
/// placed by its layout.
struct PlacedNodes: View, PrimitiveView, @MainActor Equatable {
  let nodes: [LayoutNode]

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] { nodes }

  static func == (a: PlacedNodes, b: PlacedNodes) -> Bool {
    PlacedNodes.same(a.nodes, b.nodes)
  }

  /// Whether `a` and `b` are the same nodes, none changed since it was last placed.
  ///
  /// A node changed by its own element (a row's state) must make the views that place it
  /// resolve again, so that the containers above it learn that it changed: they are not
  /// on the changed element's path, which is how a change usually reaches its ancestors.
  nonisolated static func same(_ a: [LayoutNode], _ b: [LayoutNode]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { $0 === $1 && !$1.needsLayout && !$1.needsRender }
  }
}

/// Places a list's pieces as the style draws them.
struct ListLayout: Layout {
  let pieces: [ListPiece]
  let style: ListStyleKind
  let spacing: CGFloat?
  let minRowHeight: CGFloat
  let sectionCount: Int
  /// The least height of a plain list's headers, when set.
  var minHeaderHeight: CGFloat?

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width ?? idealWidth(subviews)
    let frames = self.frames(width: width, subviews: subviews)
    return CGSize(width: width, height: frames.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let frames = self.frames(width: bounds.width, subviews: subviews)
    for (index, frame) in frames.rects.enumerated() where index < subviews.count {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(width: frame.width, height: frame.height))
    }
  }

  /// The widest row's ideal width with its margins, for a list proposed no width.
  private func idealWidth(_ subviews: Subviews) -> CGFloat {
    var widest: CGFloat = 0
    for (index, piece) in pieces.enumerated() where index < subviews.count {
      if case .row = piece {
        widest = max(widest, subviews[index].sizeThatFits(.unspecified).width)
      }
    }
    return widest + 2 * (isCarded ? 2 : 1) * ListMetrics.margin(width: widest)
  }

  private var isCarded: Bool { style == .insetGrouped || style == .inset }
  private var isGrouped: Bool { style != .plain }

  /// Each piece's frame, and the list's height, for a list `width` wide.
  private func frames(width: CGFloat, subviews: Subviews) -> (rects: [CGRect], height: CGFloat) {
    let margin = ListMetrics.margin(width: width)
    let cardX: CGFloat = isCarded ? margin : 0
    let cardWidth = max(0, width - 2 * cardX)
    var rects = [CGRect](repeating: .zero, count: pieces.count)
    // Section by section: each piece's frame depends only on its section's rows.
    // Sections that draw nothing (empty, without header or footer) are skipped, so the
    // first and last are those drawn.
    var ranges: [Range<Int>] = []
    var index = 0
    for section in 0..<sectionCount {
      var end = index
      while end < pieces.count, pieces[end].section == section { end += 1 }
      if end > index { ranges.append(index..<end) }
      index = end
    }
    var y: CGFloat = 0
    for (position, range) in ranges.enumerated() {
      y = layOutSection(
        range, isFirst: position == 0, isLast: position == ranges.count - 1, y: y,
        cardX: cardX, cardWidth: cardWidth, margin: margin, subviews: subviews, rects: &rects)
    }
    return (rects, y)
  }

  /// Lays out the pieces of one section from `y`; returns the `y` after it.
  private func layOutSection(
    _ range: Range<Int>, isFirst: Bool, isLast: Bool, y start: CGFloat, cardX: CGFloat,
    cardWidth: CGFloat, margin: CGFloat, subviews: Subviews, rects: inout [CGRect]
  ) -> CGFloat {
    var y = start
    let textX = cardX + margin
    let textWidth = max(0, cardWidth - 2 * margin)
    let hasHeader = range.contains { if case .header = pieces[$0] { true } else { false } }
    let hasFooter = range.contains { if case .footer = pieces[$0] { true } else { false } }
    let halfSpacing = spacing.map { $0 / 2 }
    // Above the header or the first row.
    if isGrouped {
      if hasHeader {
        y += isFirst ? ListMetrics.firstHeaderTop : (halfSpacing ?? ListMetrics.headerTop)
      } else {
        y += isFirst ? ListMetrics.firstSectionTop : (halfSpacing ?? ListMetrics.sectionTop)
      }
    }
    var cardIndex: Int?
    var cardTop = y
    var rowFrames: [Int: CGRect] = [:]
    var contentX: [Int: CGFloat] = [:]
    for index in range {
      switch pieces[index] {
      case .card:
        cardIndex = index
      case .header:
        let size = subviews[index].sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
        if isGrouped {
          rects[index] = CGRect(x: textX, y: y, width: textWidth, height: size.height)
          y += size.height + ListMetrics.headerBottom
        } else {
          let height = max(
            minHeaderHeight ?? ListMetrics.plainHeaderHeight,
            size.height + 2 * ListMetrics.plainHeaderInset)
          rects[index] = CGRect(
            x: textX, y: y + (height - size.height) / 2, width: textWidth, height: size.height)
          y += height
        }
        cardTop = y
      case .row(_, let row, let insets):
        let insets =
          insets
          ?? EdgeInsets(
            top: ListMetrics.rowVerticalInset, leading: margin,
            bottom: ListMetrics.rowVerticalInset, trailing: margin)
        let width = max(0, cardWidth - insets.leading - insets.trailing)
        let size = subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil))
        let height = max(minRowHeight, size.height + insets.top + insets.bottom)
        let contentY = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
        rects[index] = CGRect(
          x: cardX + insets.leading, y: contentY, width: width, height: size.height)
        rowFrames[row] = CGRect(x: cardX, y: y, width: cardWidth, height: height)
        contentX[row] = cardX + insets.leading
        y += height
      case .rowBackground, .separator, .footer:
        break
      }
    }
    let cardBottom = y
    if let cardIndex {
      rects[cardIndex] = CGRect(
        x: cardX, y: cardTop, width: cardWidth, height: cardBottom - cardTop)
    }
    for index in range {
      switch pieces[index] {
      case .rowBackground(_, let row):
        rects[index] = rowFrames[row] ?? .zero
      case .separator(_, let row):
        // From the content's leading edge to the card's trailing edge.
        guard let frame = rowFrames[row], let content = contentX[row] else { break }
        let leading = content - cardX
        let thickness = subviews[index].sizeThatFits(
          ProposedViewSize(width: frame.width - leading, height: nil)
        ).height
        rects[index] = CGRect(
          x: content, y: frame.maxY - thickness, width: frame.width - leading, height: thickness)
      case .footer:
        y += ListMetrics.footerTop
        let size = subviews[index].sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
        rects[index] = CGRect(x: textX, y: y, width: textWidth, height: size.height)
        y += size.height + ListMetrics.footerBottom
      default:
        break
      }
    }
    if isGrouped, !hasFooter {
      y += isLast ? ListMetrics.lastSectionBottom : (halfSpacing ?? ListMetrics.sectionBottom)
    }
    return y
  }
}

extension ListPiece {
  /// The section the piece belongs to.
  var section: Int {
    switch self {
    case .card(let section), .header(let section), .footer(let section): section
    case .row(let section, _, _), .rowBackground(let section, _), .separator(let section, _):
      section
    }
  }
}
