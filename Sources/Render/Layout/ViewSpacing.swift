import Foundation

/// The spacing a view prefers around each of its edges, used by stacks that were not given an
/// explicit spacing.
///
/// An edge either declares a preferred distance or declares nothing. Between two neighbours the
/// larger declared distance wins; when neither declares one, the platform default of 8 points
/// applies. `Spacer` declares 0 on its stacking edges, so no gap is put next to it. Galley's
/// text declares nothing, so text gets the same 8 points as other views (SwiftUI derives text
/// spacing from font metrics; see `Docs/Decisions/0002-layout-decisions.md`).
public struct ViewSpacing: Hashable, Sendable {
  /// The platform's default distance between two views, in points.
  package static let defaultDistance: CGFloat = 8

  // Each edge's declared distance, NaN where the edge declares nothing: 32 bytes, where four
  // optional lengths take 57, and every child of a stack keeps its spacing in its layout
  // node. The optional views below are what the rest of the type reads and writes.
  private var topDistance = CGFloat.nan
  private var leadingDistance = CGFloat.nan
  private var bottomDistance = CGFloat.nan
  private var trailingDistance = CGFloat.nan

  private var top: CGFloat? {
    get { Self.declared(topDistance) }
    set { topDistance = newValue ?? .nan }
  }
  private var leading: CGFloat? {
    get { Self.declared(leadingDistance) }
    set { leadingDistance = newValue ?? .nan }
  }
  private var bottom: CGFloat? {
    get { Self.declared(bottomDistance) }
    set { bottomDistance = newValue ?? .nan }
  }
  private var trailing: CGFloat? {
    get { Self.declared(trailingDistance) }
    set { trailingDistance = newValue ?? .nan }
  }

  @inline(__always)
  private static func declared(_ distance: CGFloat) -> CGFloat? {
    distance.isNaN ? nil : distance
  }

  /// A spacing that declares nothing, so neighbours get the default distance.
  public init() {}

  /// A spacing that declares `value` on `edges` and nothing elsewhere; a NaN `value`
  /// declares nothing.
  package init(declaring edges: Edge.Set, _ value: CGFloat) {
    if edges.contains(.top) { top = value }
    if edges.contains(.leading) { leading = value }
    if edges.contains(.bottom) { bottom = value }
    if edges.contains(.trailing) { trailing = value }
  }

  /// A spacing that declares zero on every edge.
  public static let zero = ViewSpacing(declaring: .all, 0)

  /// Merges `other`'s preferences on `edges` into this spacing, keeping the larger value
  /// where both declare one.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
      switch (a, b) {
      case (let a?, let b?): max(a, b)
      case (let a?, nil): a
      case (nil, let b?): b
      case (nil, nil): nil
      }
    }
    if edges.contains(.top) { top = merge(top, other.top) }
    if edges.contains(.leading) { leading = merge(leading, other.leading) }
    if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
  }

  /// This spacing merged with `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }

  /// The preferred distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = axis == .horizontal ? trailing : bottom
    let theirs = axis == .horizontal ? next.leading : next.top
    switch (mine, theirs) {
    case (let a?, let b?): return max(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return Self.defaultDistance
    }
  }

  /// Two spacings are equal when each edge declares the same distance, or nothing.
  public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
    lhs.top == rhs.top && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom
      && lhs.trailing == rhs.trailing
  }

  /// Hashes each edge's declared distance, or that it declares none.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(top)
    hasher.combine(leading)
    hasher.combine(bottom)
    hasher.combine(trailing)
  }

  /// The spacing with the preferences on `edges` forgotten (declaring nothing there).
  package func clearing(_ edges: Edge.Set) -> ViewSpacing {
    var copy = self
    if edges.contains(.top) { copy.top = nil }
    if edges.contains(.leading) { copy.leading = nil }
    if edges.contains(.bottom) { copy.bottom = nil }
    if edges.contains(.trailing) { copy.trailing = nil }
    return copy
  }
}
