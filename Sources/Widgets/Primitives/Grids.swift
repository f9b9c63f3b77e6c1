import Foundation
import Render

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``: SwiftUI's `GridItem`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///   ForEach(photos) { PhotoCell(photo: $0) }
/// }
/// ```
public struct GridItem: Sendable {
  /// How long a grid item is across the grid.
  public enum Size: Sendable {
    /// Exactly `length` points.
    case fixed(CGFloat)
    /// An equal share of what the fixed items leave, between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// An equal share, filled with as many items of at least `minimum` points (and at most
    /// `maximum`) as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How long the item is.
  public var size: GridItem.Size
  /// The gap after the item, or `nil` for the default of 8 points.
  public var spacing: CGFloat?
  /// Where the views sit in the item's cells, or `nil` to centre them.
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that grows downwards, its cells filling `columns` row by row: SwiftUI's
/// `LazyVGrid`.
///
/// The columns share the proposed width (see ``GridItem``); each row is as tall as its tallest
/// cell, and the rows are `spacing` apart (8 points by default). In a vertical ``ScrollView``,
/// the cells of a `ForEach` that is all the grid holds are realised only in the rows that
/// show, as a ``LazyVStack`` realises its rows.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid of `columns`.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension LazyVGrid: PrimitiveView {
  /// A `LazyVGrid` container node laid out by `LazyGridLayout`.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.gridNode(
        axis: .vertical, items: columns,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        content: content, context: context)
    ]
  }
}

/// A grid that grows sideways, its cells filling `rows` column by column: SwiftUI's
/// `LazyHGrid`.
///
/// The rows share the proposed height (see ``GridItem``); each column is as wide as its
/// widest cell, and the columns are `spacing` apart (8 points by default). In a horizontal
/// ``ScrollView``, the cells of a `ForEach` that is all the grid holds are realised only in
/// the columns that show.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid of `rows`.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension LazyHGrid: PrimitiveView {
  /// A `LazyHGrid` container node laid out by `LazyGridLayout`.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    [
      element.gridNode(
        axis: .horizontal, items: rows,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        content: content, context: context)
    ]
  }
}

extension Element {
  /// The node of a lazy grid along `axis` with `items` across it; invalid lengths are
  /// replaced, with a diagnostic, and a grid without items lays its cells out in one
  /// flexible track.
  func gridNode<Content: View>(
    axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, content: Content,
    context: ResolveContext
  ) -> LayoutNode {
    let name = axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    var items = items
    if items.isEmpty {
      context.report(
        .invalidLength,
        "\(name) has no \(axis == .vertical ? "columns" : "rows"); its cells were laid out in one flexible one.",
        view: name)
      items = [GridItem()]
    }
    func length(
      _ value: CGFloat, _ what: String, fallback: CGFloat, atLeast floor: CGFloat = 0
    ) -> CGFloat {
      guard value < 0 else {
        return validLength(value, fallback: fallback, what: what, in: name, context: context)
      }
      context.report(
        .invalidLength,
        "\(what) \(NumberFormatting.decimal(value)) is negative; \(NumberFormatting.decimal(floor)) was used.",
        view: name)
      return floor
    }
    let tracks = items.map { item -> GridTrack in
      let size: GridTrack.Size
      switch item.size {
      case .fixed(let value):
        size = .fixed(length(value, "A fixed grid item's length", fallback: 0))
      case .flexible(let minimum, let maximum):
        let low = length(minimum, "A flexible grid item's minimum", fallback: 0)
        let high =
          maximum == .infinity
          ? .infinity : length(maximum, "A flexible grid item's maximum", fallback: .infinity)
        if high < low {
          context.report(
            .invalidLength,
            "A flexible grid item's maximum \(NumberFormatting.decimal(high)) is below its minimum \(NumberFormatting.decimal(low)); \(NumberFormatting.decimal(low)) was used for both.",
            view: name)
        }
        size = .flexible(minimum: low, maximum: max(low, high))
      case .adaptive(let minimum, let maximum):
        // At least a point, so that a width holds a bounded number of items.
        var low = length(minimum, "An adaptive grid item's minimum", fallback: 1, atLeast: 1)
        if low < 1 {
          if minimum >= 0 {
            context.report(
              .invalidLength,
              "An adaptive grid item's minimum \(NumberFormatting.decimal(low)) is below 1 point; 1 was used.",
              view: name)
          }
          low = 1
        }
        let high =
          maximum == .infinity
          ? .infinity : length(maximum, "An adaptive grid item's maximum", fallback: .infinity)
        size = .adaptive(minimum: low, maximum: max(low, high))
      }
      let gap =
        validSpacing(item.spacing, in: name, context: context) ?? ViewSpacing.defaultDistance
      return GridTrack(size: size, spacing: gap, alignment: item.alignment ?? .center)
    }
    let lineSpacing =
      validSpacing(spacing, in: name, context: context) ?? ViewSpacing.defaultDistance
    let layout = LazyGridLayout(
      axis: axis, tracks: tracks, alignment: alignment, spacing: lineSpacing)
    let window = lazyWindow(axis: axis, spacing: lineSpacing, context: context)
    window?.cellsPerLine = { layout.resolve(across: $0).lengths.count }
    let node = containerNode(
      role: RenderRole(.lazyGrid(horizontal: axis == .horizontal, tracks: items.count)),
      layout: layout, properties: LayoutProperties(), content: content, context: context,
      lazyWindow: window)
    window?.attach(node)
    return node
  }
}
