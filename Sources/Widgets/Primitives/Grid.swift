import Foundation

/// A container that arranges its views in rows and columns sized by their content:
/// SwiftUI's `Grid`.
///
/// Each ``GridRow`` is a row; any other view in the grid is a row of its own across every
/// column (a `Divider` between rows, say). Columns are as wide as their widest cell and rows
/// as tall as their tallest; the grid measures all its cells (it is not lazy). The rules are
/// those of `GridLayout`.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///   GridRow {
///     Text("Name")
///     Text("Ana Lima")
///   }
///   Divider()
///   GridRow {
///     Text("Email")
///     Text("ana@example.com")
///   }
/// }
/// ```
public struct Grid<Content: View>: View {
  let layout: GridLayout
  let content: Content

  /// A grid of `content`'s rows; `alignment` places each view in its cell unless its row,
  /// its column or the view says otherwise, and `nil` spacings use the views' preferences.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Grid: PrimitiveView {
  /// A container node laid out by `GridLayout`, its cells flattened in reading order.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var layout = layout
    layout.horizontalSpacing = validSpacing(
      layout.horizontalSpacing, in: "Grid", context: context)
    layout.verticalSpacing = validSpacing(layout.verticalSpacing, in: "Grid", context: context)
    return [
      element.containerNode(
        role: RenderRole(.layout(name: "Grid")), layout: layout, properties: LayoutProperties(),
        content: content, context: context)
    ]
  }
}

/// A row of a ``Grid``: each of its views is a cell, in order. Modifiers on the row apply
/// to each cell; outside a grid, a row is a `Group`.
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) {
///   Text("Total")
///   Text("$42").font(.title)
/// }
/// ```
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of `content`'s views, aligned vertically by `alignment` (the grid's when `nil`).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension GridRow: PrimitiveView {
  /// The content's nodes, each marked as a cell of this row.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let marker = GridRowMarker(token: element.id, alignment: alignment)
    return element.wrap(
      element.resolveChild(content, key: .slot(0), context: context),
      role: RenderRole(.layoutValue(key: "GridRow")), layout: PassthroughLayout()
    ) { node in
      node.layoutValues[ObjectIdentifier(GridRowMarker.self)] = marker
    }
  }
}

extension View {
  /// Makes the view's cell span `count` columns of its grid row (at least 1, at most 1,000).
  public func gridCellColumns(_ count: Int) -> some View {
    recordedValue(
      "gridCellColumns", detail: "\(count)", key: ObjectIdentifier(GridCellColumnsKey.self),
      value: min(max(count, 1), 1_000))
  }

  /// Aligns every cell of the view's column horizontally by `guide`. Set it on one cell of
  /// the column; the first set, in reading order, wins.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    recordedValue(
      "gridColumnAlignment", detail: guide.name,
      key: ObjectIdentifier(GridColumnAlignmentKey.self), value: guide)
  }

  /// Places the view in its cell by `anchor`: the anchor's point of the view on the same
  /// point of the cell.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    recordedValue(
      "gridCellAnchor",
      detail: "\(NumberFormatting.decimal(anchor.x)),\(NumberFormatting.decimal(anchor.y))",
      key: ObjectIdentifier(GridCellAnchorKey.self), value: anchor)
  }

  /// Leaves the view out when its grid sizes its row or column along `axes`: it takes the
  /// room the other cells make (a `Color` or `Divider` that should not widen the grid).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    recordedValue(
      "gridCellUnsizedAxes",
      detail: [
        axes.contains(.horizontal) ? "horizontal" : nil,
        axes.contains(.vertical) ? "vertical" : nil,
      ]
      .compactMap { $0 }.joined(separator: ","),
      key: ObjectIdentifier(GridCellUnsizedAxesKey.self), value: axes)
  }
}

/// Shows the first of its views that fits the space offered, or the last: SwiftUI's
/// `ViewThatFits`.
///
/// Each view is measured at its ideal size along `axes` (and with the offered length along
/// the others); the first that fits is shown with the space offered, and the others are
/// neither drawn nor tapped.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { Image(systemName: "trash"); Text("Delete all messages") }
///   Image(systemName: "trash")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A view that shows the first of `content`'s views that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension ViewThatFits: PrimitiveView {
  /// A container node that shows one of its children.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.containerNode(
        role: RenderRole(.layout(name: "ViewThatFits")), layout: ViewThatFitsLayout(axes: axes),
        properties: LayoutProperties(), content: content, context: context)
    ]
  }
}
