import Foundation

/// The safe area around a node while it is placed: the region the node's container offers
/// (`outer`) and the part of it clear of the device's bars and home indicator (`inner`), both
/// in canvas coordinates. Views are laid out inside `inner`; a view that ignores the safe area
/// and touches an edge of `inner` grows to the same edge of `outer`.
///
/// A class, shared by every node placed in it, so that a placement record keeps a reference
/// rather than two rectangles.
package final class SafeRegion: Equatable, Sendable {
  /// The whole region.
  package let outer: CGRect
  /// The part clear of the bars.
  package let inner: CGRect

  /// Whether two regions have the same rectangles.
  package static func == (a: SafeRegion, b: SafeRegion) -> Bool {
    a === b || (a.outer == b.outer && a.inner == b.inner)
  }

  /// Creates a region of `outer` less `insets`.
  package init(outer: CGRect, insets: EdgeInsets) {
    self.outer = outer
    inner = CGRect(
      x: outer.minX + insets.leading, y: outer.minY + insets.top,
      width: max(outer.width - insets.horizontal, 0),
      height: max(outer.height - insets.vertical, 0))
  }

  /// Creates a region whose clear part is `inner`.
  package init(outer: CGRect, inner: CGRect) {
    self.outer = outer
    self.inner = inner
  }

  /// The region inside a view at `bounds` whose modified view was placed at `main`, smaller
  /// on the edges where `main` stops short of `bounds` (`safeAreaInset`, `safeAreaPadding`):
  /// the clear part ends there, and what ignores the safe area still grows out to `outer`.
  /// With no region around, the view's bounds are the outer region.
  package static func reduced(_ region: SafeRegion?, bounds: CGRect, main: CGRect) -> SafeRegion {
    let base = region ?? SafeRegion(outer: bounds, inner: bounds)
    var inner = base.inner
    let tolerance: CGFloat = 1e-6
    if main.minY > bounds.minY + tolerance {
      let top = max(inner.minY, main.minY)
      inner.size.height = max(inner.maxY - top, 0)
      inner.origin.y = top
    }
    if main.minX > bounds.minX + tolerance {
      let leading = max(inner.minX, main.minX)
      inner.size.width = max(inner.maxX - leading, 0)
      inner.origin.x = leading
    }
    if main.maxY < bounds.maxY - tolerance {
      inner.size.height = max(min(inner.maxY, main.maxY) - inner.minY, 0)
    }
    if main.maxX < bounds.maxX - tolerance {
      inner.size.width = max(min(inner.maxX, main.maxX) - inner.minX, 0)
    }
    return SafeRegion(outer: base.outer, inner: inner)
  }

  /// How far `rect` reaches into the margins outside `inner` on each edge, at most its own
  /// length: the safe-area insets a view in `rect` sees.
  package func insets(of rect: CGRect) -> EdgeInsets {
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
    return EdgeInsets(
      top: clamp(inner.minY - rect.minY, rect.height),
      leading: clamp(inner.minX - rect.minX, rect.width),
      bottom: clamp(rect.maxY - inner.maxY, rect.height),
      trailing: clamp(rect.maxX - inner.maxX, rect.width))
  }

  /// How far a view in `rect` that ignores the safe area on `edges` grows: on each of those
  /// edges that it touches (within half a point of `inner`'s edge, or past it), out to
  /// `outer`'s edge.
  package func expansion(of rect: CGRect, edges: Edge.Set) -> EdgeInsets {
    let tolerance: CGFloat = 0.5
    return EdgeInsets(
      top: edges.contains(.top) && rect.minY <= inner.minY + tolerance
        ? max(rect.minY - outer.minY, 0) : 0,
      leading: edges.contains(.leading) && rect.minX <= inner.minX + tolerance
        ? max(rect.minX - outer.minX, 0) : 0,
      bottom: edges.contains(.bottom) && rect.maxY >= inner.maxY - tolerance
        ? max(outer.maxY - rect.maxY, 0) : 0,
      trailing: edges.contains(.trailing) && rect.maxX >= inner.maxX - tolerance
        ? max(outer.maxX - rect.maxX, 0) : 0)
  }
}
