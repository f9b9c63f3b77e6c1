import Foundation

/// A container that measures and places its subviews: SwiftUI's `Layout` protocol.
///
/// Galley's own stacks are written against this protocol too (`HStackLayout`, `VStackLayout`,
/// `ZStackLayout`), so a custom layout gets exactly the machinery the built-in ones use,
/// including per-proposal memoisation of every subview's size.
///
/// ```swift
/// struct Diagonal: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(.zero) { size, subview in
///       let s = subview.sizeThatFits(.unspecified)
///       return CGSize(width: size.width + s.width, height: size.height + s.height)
///     }
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     var point = bounds.origin
///     for subview in subviews {
///       subview.place(at: point, proposal: .unspecified)
///       let s = subview.sizeThatFits(.unspecified)
///       point.x += s.width
///       point.y += s.height
///     }
///   }
/// }
/// ```
public protocol Layout {
  /// Cached values shared between the layout's methods; `Void` by default.
  associatedtype Cache = Void
  /// The subviews a layout arranges.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout itself, such as its stacking axis.
  static var layoutProperties: LayoutProperties { get }

  /// Creates the cache, once, before the layout is first used.
  func makeCache(subviews: Subviews) -> Cache

  /// Refreshes the cache after the subviews changed; by default it is made anew.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The spacing preferences of the container as a whole.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The container's size for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places every subview with `LayoutSubview.place(at:anchor:proposal:)`.
  ///
  /// `bounds` is the region given to the container; its origin is not necessarily zero.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's explicit value for a horizontal guide, or `nil` for the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The container's explicit value for a vertical guide, or `nil` for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// By default a layout has no stacking axis.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// By default the cache is made anew with `makeCache(subviews:)`.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// By default a container prefers the union of its subviews' spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
  }

  /// By default a container has no explicit horizontal guides: each guide takes its default
  /// value.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    nil
  }

  /// By default a container has no explicit vertical guides: each guide takes its default
  /// value.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    nil
  }
}

extension Layout where Cache == Void {
  /// A layout without a cache has nothing to make.
  public func makeCache(subviews: Subviews) {}
}

/// Properties of a layout that its container may care about.
public struct LayoutProperties: Hashable, Sendable {
  /// The axis the layout stacks along, if it is a stack; `Spacer` and `Divider` orient
  /// themselves by it.
  public var stackOrientation: Axis?

  /// Creates default properties: no stacking axis.
  public init() {}

  /// Creates properties with a stacking axis, for Galley's own stacks.
  package init(stackOrientation: Axis?) {
    self.stackOrientation = stackOrientation
  }
}

/// A key for a value that a view passes to the layout that contains it.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value for subviews that do not set one.
  static var defaultValue: Value { get }
}
