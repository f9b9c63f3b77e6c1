import Foundation

/// An overlaying stack: SwiftUI's `ZStackLayout`, used by `ZStack`.
///
/// Only the children with the highest layout priority decide the size: the union of their
/// frames when aligned on `alignment`. Every child is then proposed that size and aligned.
public struct ZStackLayout: Layout {
  /// The guides children align on.
  public var alignment: Alignment

  /// Creates an overlaying stack layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// The union of the top-priority children's frames, aligned on `alignment`.
  ///
  /// - Complexity: O(n) in the number of children.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    arrange(proposal, subviews).size
  }

  /// The aligned frames of the top-priority children: their size and alignment lines.
  private func arrange(
    _ proposal: ProposedViewSize, _ subviews: Subviews
  )
    -> (size: CGSize, lineX: CGFloat, lineY: CGFloat)
  {
    guard let top = subviews.map(\.priority).max() else { return (.zero, 0, 0) }
    let leaders = subviews.filter { $0.priority == top }.map { $0.dimensions(in: proposal) }
    let lineX = leaders.map { $0[alignment.horizontal] }.max() ?? 0
    let lineY = leaders.map { $0[alignment.vertical] }.max() ?? 0
    var width: CGFloat = 0
    var height: CGFloat = 0
    for d in leaders {
      width = max(width, lineX - d[alignment.horizontal] + d.width)
      height = max(height, lineY - d[alignment.vertical] + d.height)
    }
    return (CGSize(width: width, height: height), lineX, lineY)
  }

  /// Proposes every child the stack's size and aligns it on `alignment`.
  ///
  /// - Complexity: O(n) in the number of children.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let childProposal = ProposedViewSize(bounds.size)
    let (_, lineX, lineY) = arrange(childProposal, subviews)
    for subview in subviews {
      let d = subview.dimensions(in: childProposal)
      subview.place(
        at: CGPoint(
          x: bounds.minX + lineX - d[alignment.horizontal],
          y: bounds.minY + lineY - d[alignment.vertical]),
        proposal: childProposal)
    }
  }

  /// The union of the top-priority children's spacing preferences.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    guard let top = subviews.map(\.priority).max() else { return ViewSpacing() }
    return subviews.filter { $0.priority == top }.reduce(ViewSpacing()) { $0.union($1.spacing) }
  }

  /// The first child's explicit horizontal guide that is set, in the stack's coordinates.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    let childProposal = ProposedViewSize(bounds.size)
    let (_, lineX, _) = arrange(childProposal, subviews)
    for subview in subviews {
      let d = subview.dimensions(in: childProposal)
      if let value = d[explicit: guide] { return value + lineX - d[alignment.horizontal] }
    }
    return nil
  }

  /// The first child's explicit vertical guide that is set, in the stack's coordinates.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    let childProposal = ProposedViewSize(bounds.size)
    let (_, _, lineY) = arrange(childProposal, subviews)
    for subview in subviews {
      let d = subview.dimensions(in: childProposal)
      if let value = d[explicit: guide] { return value + lineY - d[alignment.vertical] }
    }
    return nil
  }
}

/// A type-erased layout, so a container can switch between layouts (an `HStackLayout` and a
/// `VStackLayout`, say) while its subviews keep their identity and state.
public struct AnyLayout: Layout {
  /// The wrapped layout with its cache.
  package let box: AnyLayoutBox

  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) {
    if let other = layout as? AnyLayout {
      box = other.box
    } else {
      box = LayoutBox(layout)
    }
  }

  /// The wrapped layout's size.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  )
    -> CGSize
  {
    box.sizeThatFits(proposal, subviews)
  }

  /// Places the subviews with the wrapped layout.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    box.placeSubviews(in: bounds, proposal, subviews)
  }

  /// The wrapped layout's spacing preferences.
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    box.spacing(subviews)
  }

  /// The wrapped layout's explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    box.explicitAlignment(guide.key, in: bounds, proposal, subviews)
  }

  /// The wrapped layout's explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    box.explicitAlignment(guide.key, in: bounds, proposal, subviews)
  }
}

extension AnyLayout: Equatable {
  /// Two type-erased layouts are equal when they wrap equal layouts of the same type.
  public static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
    lhs.box === rhs.box || lhs.box.hasSameLayout(as: rhs.box)
  }
}
