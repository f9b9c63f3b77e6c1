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
  let selection: (any ListSelection)?

  /// A list of `content`'s rows.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    selection = nil
  }

  /// A list of `content`'s rows, of which one at most is selected: the row whose tag (a
  /// `ForEach` row's id, or the value of its `tag(_:)`) is `selection`'s value. The
  /// selected row is highlighted in the system's gray; tapping a row selects it.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { SingleListSelection(binding: $0) }
  }

  /// A list of `content`'s rows, of which those whose tags are in `selection` are selected.
  /// As on iPhone, rows are selected in edit mode: each shows a circle, filled with a
  /// checkmark in the tint when the row is selected; tapping a row adds or removes it.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { MultipleListSelection(binding: $0) }
  }

  public var body: some View {
    ListRows(content: content, isForm: false, selection: selection)
  }
}

/// A list's selection, whatever the type of its values: one value or a set.
protocol ListSelection {
  /// Whether several rows can be selected (in edit mode).
  var isMultiple: Bool { get }
  /// Whether the row tagged `tag` is selected.
  @MainActor func contains(_ tag: AnyHashable) -> Bool
  /// Selects the row tagged `tag` (one value), or adds or removes it (a set).
  @MainActor func choose(_ tag: AnyHashable)
  /// Whether `other` is bound to the same place, holding the same value: what lets a list
  /// keep the rows it made with this selection.
  func isSame(as other: any ListSelection) -> Bool
}

/// A selection of one value at most.
struct SingleListSelection<Value: Hashable>: ListSelection {
  let binding: Binding<Value?>

  var isMultiple: Bool { false }

  @MainActor func contains(_ tag: AnyHashable) -> Bool {
    binding.wrappedValue.map { AnyHashable($0) == tag } ?? false
  }

  @MainActor func choose(_ tag: AnyHashable) {
    if let value = tag.base as? Value { binding.wrappedValue = value }
  }

  func isSame(as other: any ListSelection) -> Bool {
    (other as? Self).map { binding.isEqualForUpdate(to: $0.binding) } ?? false
  }
}

/// A selection of a set of values.
struct MultipleListSelection<Value: Hashable>: ListSelection {
  let binding: Binding<Set<Value>>

  var isMultiple: Bool { true }

  @MainActor func contains(_ tag: AnyHashable) -> Bool {
    (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false
  }

  @MainActor func choose(_ tag: AnyHashable) {
    guard let value = tag.base as? Value else { return }
    if binding.wrappedValue.contains(value) {
      binding.wrappedValue.remove(value)
    } else {
      binding.wrappedValue.insert(value)
    }
  }

  func isSame(as other: any ListSelection) -> Bool {
    (other as? Self).map { binding.isEqualForUpdate(to: $0.binding) } ?? false
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
    selection = nil
  }

  /// A row for each element of `data`, identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    selection = nil
  }

  /// A row for each number in `data`.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
    selection = nil
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
    selection = nil
  }

  /// A row for each element of `data`, identified by its `id`, with a selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    content = ForEach(data, content: rowContent)
    self.selection = selection.map { SingleListSelection(binding: $0) }
  }

  /// A row for each element of `data`, identified by the value at `id`, with a selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { SingleListSelection(binding: $0) }
  }

  /// A row for each element of `data`, identified by the value at `id`, with a set of
  /// selections.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { MultipleListSelection(binding: $0) }
  }

  /// A row for each number in `data`, with a selection.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
    self.selection = selection.map { SingleListSelection(binding: $0) }
  }

  /// A row for each number in `data`, with a set of selections.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
    self.selection = selection.map { MultipleListSelection(binding: $0) }
  }

  /// A row for each element of `data`, identified by its `id`, with a set of selections.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    content = ForEach(data, content: rowContent)
    self.selection = selection.map { MultipleListSelection(binding: $0) }
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
    ListRows(content: content, isForm: true, selection: nil)
  }
}

// MARK: Rows

/// Resolves a list's content into rows and sections, then draws them through
/// ``ListChrome``.
struct ListRows<Content: View>: View, PrimitiveView {
  let content: Content
  /// Whether this is a form, which ignores the list style.
  let isForm: Bool
  /// The list's selection, if it has one.
  let selection: (any ListSelection)?

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let style = isForm ? .insetGrouped : context.environment.listStyle.resolved
    var inner = context
    inner.environment.listContentStyle = style
    if selection != nil { inner.environment.tagsForEachRows = true }
    let nodes = element.resolveChild(content, key: .slot(0), context: inner)
    var sections = ListSectionParts.group(nodes)
    if let selection {
      for s in sections.indices {
        for r in sections[s].rows.indices {
          sections[s].rows[r].isSelected = sections[s].rows[r].tag.map(selection.contains) ?? false
        }
      }
    }
    let chrome = ListChrome(
      sections: sections, style: style,
      spacing: context.environment.listSectionSpacing.points,
      minRowHeight: context.environment.defaultMinListRowHeight,
      editing: ListEditing(
        selection: selection,
        isEditing: context.environment.editMode?.wrappedValue.isEditing ?? false))
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
  /// The row's tag: its own `tag(_:)`, else its `ForEach` id when the list asked for it.
  var tag: AnyHashable?
  /// The row's place and edit actions, when its `ForEach` has `onDelete` or `onMove`.
  var editing: RowEditing?
  /// Whether the list's selection holds the row's tag.
  var isSelected = false

  static func == (a: ListRowParts, b: ListRowParts) -> Bool {
    PlacedNodes.same([a.node], [b.node]) && a.insets == b.insets
      && a.separatorHidden == b.separatorHidden
      && a.separatorTint == b.separatorTint && a.tag == b.tag && a.editing == b.editing
      && a.isSelected == b.isSelected
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
    var hasOwnTag = false
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
      if !hasOwnTag, let own = wrapper.layoutValues[TabKeys.tag] as? AnyHashable {
        tag = own
        hasOwnTag = true
      } else if tag == nil, let implicit = wrapper.layoutValues[TabKeys.implicitTag] as? AnyHashable
      {
        tag = implicit
      }
      if editing == nil, let value = wrapper.layoutValues[ListRowKeys.editing] as? RowEditing {
        editing = value
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
  /// A `ForEach` row's place and edit actions (``RowEditing``).
  static let editing = ObjectIdentifier(EditingKey.self)
  /// Marks the node a ``Section`` makes inside a list, holding its header, rows and footer.
  static let section = ObjectIdentifier(SectionKey.self)

  enum InsetsKey {}
  enum SeparatorKey {}
  enum SeparatorTintKey {}
  enum BackgroundKey {}
  enum EditingKey {}
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
  /// Edit mode: the delete control's and the selection circle's diameter, and the space
  /// between a control and the row's content (estimated, decision record 0032).
  static let editControlSize: CGFloat = 22
  static let editControlSpacing: CGFloat = 16
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
  /// A control beside a row in edit mode: the delete control or the selection circle before
  /// it, the reorder grip after it.
  case accessory(section: Int, row: Int, isLeading: Bool)
}

/// What a list draws beside a row in edit mode.
enum ListAccessory: Equatable {
  /// iOS's red delete control.
  case delete
  /// A selection circle, filled with a checkmark when the row is selected.
  case selection(isSelected: Bool)
  /// The reorder grip.
  case grip
}

/// What a list's rows do beyond showing their content: the selection, and edit mode.
struct ListEditing: Equatable {
  /// The list's selection, if it has one.
  let selection: (any ListSelection)?
  /// Whether the list is in edit mode.
  let isEditing: Bool

  /// Whether tapping a row selects it: always for one value, in edit mode for a set.
  var selectsOnTap: Bool {
    guard let selection else { return false }
    return !selection.isMultiple || isEditing
  }

  static func == (a: ListEditing, b: ListEditing) -> Bool {
    guard a.isEditing == b.isEditing else { return false }
    switch (a.selection, b.selection) {
    case (nil, nil): return true
    // The same binding: rows' taps made with either write to the same place.
    case (let a?, let b?): return a.isSame(as: b)
    default: return false
    }
  }
}

/// A list drawn in its style: a scroll view over the sections, on the list's background.
struct ListChrome: View, @MainActor Equatable {
  let sections: [ListSectionParts]
  let style: ListStyleKind
  let spacing: CGFloat?
  let minRowHeight: CGFloat
  let editing: ListEditing

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
        // A row selected by tapping is highlighted in the gray iOS gives a selected cell,
        // rounded with the card at its ends.
        let radius = style == .insetGrouped || style == .inset ? ListMetrics.cornerRadius : 0
        let top = r == 0 ? radius : 0
        let bottom = r == section.rows.count - 1 ? radius : 0
        let highlight =
          row.isSelected && editing.selection?.isMultiple == false
          ? AnyView(
            UnevenRoundedRectangle(
              topLeadingRadius: top, bottomLeadingRadius: bottom, bottomTrailingRadius: bottom,
              topTrailingRadius: top
            )
            .fill(Color(uiColor: .systemGray4))) : nil
        var choose: (@MainActor () -> Void)?
        if editing.selectsOnTap, let tag = row.tag, let selection = editing.selection {
          choose = { selection.choose(tag) }
        }
        var background = highlight ?? row.background
        if let choose {
          // Taps anywhere in the row select it: behind the content, the whole row takes
          // them (the content's own view takes those on it, below).
          background = AnyView(
            (background ?? AnyView(Color.clear)).contentShape(Rectangle())
              .onTapGesture(perform: choose))
        }
        if let background {
          result.append(
            ListPieceEntry(
              piece: .rowBackground(section: s, row: r), id: "background \(key)",
              background: background))
        }
        var entry = ListPieceEntry(
          piece: .row(section: s, row: r, insets: row.insets), id: "row \(key)",
          nodes: [row.node])
        entry.editing = row.editing
        entry.isEditing = editing.isEditing
        entry.choose = choose
        result.append(entry)
        if editing.isEditing {
          let leading: ListAccessory? =
            editing.selection?.isMultiple == true
            ? .selection(isSelected: row.isSelected)
            : (row.editing?.canDelete == true ? .delete : nil)
          if let leading {
            var control = ListPieceEntry(
              piece: .accessory(section: s, row: r, isLeading: true), id: "leading \(key)")
            control.accessory = leading
            result.append(control)
          }
          if row.editing?.canMove == true {
            var grip = ListPieceEntry(
              piece: .accessory(section: s, row: r, isLeading: false), id: "grip \(key)")
            grip.accessory = .grip
            result.append(grip)
          }
        }
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
  /// The control an accessory piece draws.
  var accessory: ListAccessory?
  /// What tapping a row does: selecting it.
  var choose: (@MainActor () -> Void)?
  /// A row's place and edit actions.
  var editing: RowEditing?
  /// Whether the list is in edit mode (a row's move actions are offered then).
  var isEditing = false

  static func == (a: ListPieceEntry, b: ListPieceEntry) -> Bool {
    a.piece == b.piece && a.id == b.id && a.tint == b.tint && PlacedNodes.same(a.nodes, b.nodes)
      && a.background == nil && b.background == nil && a.accessory == b.accessory
      && a.editing == b.editing && a.isEditing == b.isEditing
      && (a.choose == nil) == (b.choose == nil)
  }

  /// Whether a row piece needs a view around its nodes, for a tap or edit actions.
  var isInteractive: Bool { choose != nil || editing != nil }
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
      case .row where entry.isInteractive:
        nodes = element.resolveChild(
          InteractiveRow(entry: entry), key: .id(AnyHashable(entry.id)), context: context)
      case .header, .footer, .row:
        nodes = entry.nodes
      case .card, .separator, .rowBackground, .accessory:
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
    case .accessory:
      if let accessory = entry.accessory { ListAccessoryView(accessory: accessory) }
    case .header, .footer, .row:
      PlacedNodes(nodes: entry.nodes)
    }
  }
}

/// A row that does more than show its content: it selects itself when tapped, and offers
/// its `ForEach`'s delete and move actions to VoiceOver (and to a host's
/// `performAccessibilityAction(named:on:)`).
struct InteractiveRow: View {
  let entry: ListPieceEntry

  var body: some View {
    var delete: (@MainActor () -> Void)?
    var moveUp: (@MainActor () -> Void)?
    var moveDown: (@MainActor () -> Void)?
    if let editing = entry.editing {
      if editing.canDelete { delete = { editing.delete() } }
      if entry.isEditing, editing.canMove {
        moveUp = { editing.move(by: -1) }
        moveDown = { editing.move(by: 1) }
      }
    }
    return PlacedNodes(nodes: entry.nodes)
      .modifier(RowTap(choose: entry.choose))
      .modifier(RowActions(delete: delete, moveUp: moveUp, moveDown: moveDown))
  }
}

/// Selects a row when its content is tapped (the row's background takes the taps elsewhere
/// in it).
private struct RowTap: ViewModifier {
  let choose: (@MainActor () -> Void)?

  func body(content: Content) -> some View {
    if let choose {
      content.contentShape(Rectangle()).onTapGesture(perform: choose)
    } else {
      content
    }
  }
}

/// A row's accessibility actions "Delete", "Move Up" and "Move Down", where it has them.
///
/// One modifier whatever the row offers, so that entering or leaving edit mode changes what
/// it registers rather than the modifiers around the row (a modifier that goes takes every
/// action registered on its node with it).
private struct RowActions: ViewModifier {
  let delete: (@MainActor () -> Void)?
  let moveUp: (@MainActor () -> Void)?
  let moveDown: (@MainActor () -> Void)?

  func body(content: Content) -> some View {
    let actions = [("Delete", delete), ("Move Up", moveUp), ("Move Down", moveDown)]
    return content.modifier(
      AccessibilityActionModifier(
        role: RenderRole(.accessibilityModifier(name: "accessibilityAction")),
        apply: { info in
          for (name, action) in actions where action != nil { info.actions.append(name) }
        },
        register: { registered in
          for (name, action) in actions {
            registered.named[name] = action.map { action in { action() } }
          }
        }))
  }
}

/// iOS's controls beside a row in edit mode, 22 points across (the grip as wide as its
/// symbol): hidden from VoiceOver, which offers the row's actions instead.
struct ListAccessoryView: View {
  let accessory: ListAccessory

  var body: some View {
    Group {
      switch accessory {
      case .delete:
        ZStack {
          Circle().fill(Color.red)
          Capsule().fill(Color.white).frame(width: 12, height: 2.5)
        }
        .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize)
      case .selection(let isSelected):
        if isSelected {
          ZStack {
            Circle().fill(.tint)
            Image(systemName: "checkmark").font(.system(size: 12, weight: .bold))
              .foregroundStyle(Color.white)
          }
          .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize)
        } else {
          Circle().strokeBorder(Color(uiColor: .systemGray3), lineWidth: 1.5)
            .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize)
        }
      case .grip:
        Image(systemName: "line.3.horizontal").foregroundStyle(Color(uiColor: .systemGray2))
      }
    }
    .accessibilityHidden(true)
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
    // Edit mode's controls, by row: they take room from the row's content.
    var leadingControls: [Int: Int] = [:]
    var trailingControls: [Int: Int] = [:]
    for index in range {
      if case .accessory(_, let row, let isLeading) = pieces[index] {
        if isLeading { leadingControls[row] = index } else { trailingControls[row] = index }
      }
    }
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
      case .row(_, let row, let rowInsets):
        let base =
          rowInsets
          ?? EdgeInsets(
            top: ListMetrics.rowVerticalInset, leading: margin,
            bottom: ListMetrics.rowVerticalInset, trailing: margin)
        var insets = base
        let leading = leadingControls[row].map { ($0, subviews[$0].sizeThatFits(.unspecified)) }
        let trailing = trailingControls[row].map { ($0, subviews[$0].sizeThatFits(.unspecified)) }
        if let (_, size) = leading { insets.leading += size.width + ListMetrics.editControlSpacing }
        if let (_, size) = trailing {
          insets.trailing += size.width + ListMetrics.editControlSpacing
        }
        let width = max(0, cardWidth - insets.leading - insets.trailing)
        let size = subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil))
        let height = max(minRowHeight, size.height + insets.top + insets.bottom)
        let contentY = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
        rects[index] = CGRect(
          x: cardX + insets.leading, y: contentY, width: width, height: size.height)
        // The controls sit in the style's margins, centred on the row.
        if let (control, controlSize) = leading {
          rects[control] = CGRect(
            origin: CGPoint(x: cardX + base.leading, y: y + (height - controlSize.height) / 2),
            size: controlSize)
        }
        if let (control, controlSize) = trailing {
          rects[control] = CGRect(
            origin: CGPoint(
              x: cardX + cardWidth - base.trailing - controlSize.width,
              y: y + (height - controlSize.height) / 2),
            size: controlSize)
        }
        rowFrames[row] = CGRect(x: cardX, y: y, width: cardWidth, height: height)
        contentX[row] = cardX + insets.leading
        y += height
      case .rowBackground, .separator, .footer, .accessory:
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
    case .row(let section, _, _), .rowBackground(let section, _), .separator(let section, _),
      .accessory(let section, _, _):
      section
    }
  }
}
