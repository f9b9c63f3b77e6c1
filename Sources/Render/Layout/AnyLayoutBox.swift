import Foundation

/// A layout with its cache, behind a non-generic interface the engine can call.
package class AnyLayoutBox {
  /// For a modifier that passes its primary child's traits through, that child's index.
  package var primaryChildIndex: Int? { nil }
  /// The layout's properties.
  package var layoutProperties: LayoutProperties { LayoutProperties() }

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    preconditionFailure("abstract")
  }

  func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) {
    preconditionFailure("abstract")
  }

  func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews
  ) -> CGFloat? {
    preconditionFailure("abstract")
  }

  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    preconditionFailure("abstract")
  }

  /// The subviews changed: the cache is refreshed with `updateCache` on next use.
  func subviewsDidChange() {}

  /// Whether `other` holds a layout of the same type that compares equal to this one.
  func hasSameLayout(as other: AnyLayoutBox) -> Bool { false }

  /// The wrapped layout, type-erased.
  package var base: any Layout { preconditionFailure("abstract") }
}

/// Marks Galley's own modifier layouts (padding, frames, overlays, …), which pass their primary
/// child's layout priority and layout values through, as SwiftUI's modifiers do.
package protocol UnaryModifierLayout: Layout {
  /// The index of the modified view among the node's children (1 for a background, which is
  /// drawn first).
  var primaryIndex: Int { get }
}

extension UnaryModifierLayout {
  /// The modified view is the first child unless the layout says otherwise.
  package var primaryIndex: Int { 0 }
}

/// The box for one concrete layout type.
package final class LayoutBox<L: Layout>: AnyLayoutBox {
  /// The wrapped layout.
  package var layout: L
  private var cache: L.Cache?
  private var cacheIsStale = false

  /// Boxes `layout`; its cache is made on first use.
  package init(_ layout: L) {
    self.layout = layout
  }

  /// The layout's `primaryIndex` when it is a modifier layout; otherwise `nil`.
  override package var primaryChildIndex: Int? {
    (layout as? any UnaryModifierLayout)?.primaryIndex
  }
  /// The properties of `L`.
  override package var layoutProperties: LayoutProperties { L.layoutProperties }
  /// The wrapped layout.
  override package var base: any Layout { layout }

  private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var current: L.Cache
    if let existing = cache {
      current = existing
      if cacheIsStale { layout.updateCache(&current, subviews: subviews) }
    } else {
      current = layout.makeCache(subviews: subviews)
    }
    cacheIsStale = false
    cache = nil
    let result = body(&current)
    cache = current
    return result
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  override func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
  ) {
    withCache(subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func explicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews
  ) -> CGFloat? {
    withCache(subviews) { cache in
      if key.axis == .horizontal {
        layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      } else {
        layout.explicitAlignment(
          of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      }
    }
  }

  override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  override func subviewsDidChange() {
    cacheIsStale = cache != nil
  }

  override func hasSameLayout(as other: AnyLayoutBox) -> Bool {
    guard let other = other as? LayoutBox<L> else { return false }
    return ValueEquality.equal(layout, other.layout)
  }
}
