import Foundation

/// How a ``CollapsibleHeaderScrollView`` is sized and how its collapse is paced.
///
/// With the scroll offset `y` (0 at rest), `startOffset` s, `distance` d and `minDistance`
/// m, the progress is `clamp((y − s) / max(d, m), 0, 1)` and the header's height
/// `maxHeaderHeight − progress × (maxHeaderHeight − minHeaderHeight)`.
public struct CollapseMetrics: Hashable, Sendable {
  /// The header's height when collapsed.
  public var minHeaderHeight: CGFloat
  /// The header's height when expanded.
  public var maxHeaderHeight: CGFloat
  /// How far the content scrolls before the header starts to collapse.
  public var startOffset: CGFloat
  /// How far the content scrolls while the header collapses; `nil` for the difference of
  /// the two heights (the header shrinks by what the content scrolls).
  public var distance: CGFloat?
  /// The shortest the collapse may be, whatever `distance` says.
  public var minDistance: CGFloat
  /// Extra room added under the content, when it needs room at all to let the header
  /// collapse fully.
  public var slack: CGFloat

  /// Creates metrics; by default a header of 240 points collapsing to 64 as the content
  /// scrolls by 176.
  public init(
    minHeaderHeight: CGFloat = 64, maxHeaderHeight: CGFloat = 240, startOffset: CGFloat = 0,
    distance: CGFloat? = nil, minDistance: CGFloat = 0, slack: CGFloat = 0
  ) {
    self.minHeaderHeight = minHeaderHeight
    self.maxHeaderHeight = maxHeaderHeight
    self.startOffset = startOffset
    self.distance = distance
    self.minDistance = minDistance
    self.slack = slack
  }

  /// The metrics with NaN, infinite and negative values replaced (heights by their
  /// defaults, the rest by 0), a maximum below the minimum raised to it, and the distance
  /// resolved: what the component uses.
  var valid: ValidCollapseMetrics {
    func length(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
      value.isFinite && value >= 0 ? min(value, LengthLimits.largest) : fallback
    }
    let low = length(minHeaderHeight, 64)
    let high = max(length(maxHeaderHeight, 240), low)
    let distance = distance.map { length($0, high - low) } ?? (high - low)
    return ValidCollapseMetrics(
      minHeight: low, maxHeight: high, start: length(startOffset, 0),
      distance: max(distance, length(minDistance, 0)), slack: length(slack, 0))
  }
}

/// Collapse metrics fit for arithmetic: finite, not negative, the distance resolved.
struct ValidCollapseMetrics: Equatable {
  let minHeight: CGFloat
  let maxHeight: CGFloat
  let start: CGFloat
  /// The effective distance: at least the minimum distance.
  let distance: CGFloat
  let slack: CGFloat

  /// The progress at scroll offset `y`: 0 expanded, 1 collapsed.
  func progress(at y: CGFloat) -> CGFloat {
    guard y.isFinite else { return 0 }
    guard distance > 0 else { return y > start ? 1 : 0 }
    return min(max((y - start) / distance, 0), 1)
  }

  /// The room added under content `contentHeight` tall in a container `containerHeight`
  /// tall, so that the content scrolls far enough to collapse the header: the scroll the
  /// collapse needs, less what the content allows with the header collapsed (when the
  /// scroll area is tallest), plus the slack when any room is needed.
  func bottomPadding(contentHeight: CGFloat, containerHeight: CGFloat) -> CGFloat {
    let scrollable = contentHeight - (containerHeight - minHeight)
    let needed = max(0, start + distance - scrollable)
    return needed > 0 ? needed + slack : 0
  }
}

/// A type that provides a ``CollapsibleHeaderScrollView``'s metrics, adopted with
/// ``CollapsibleHeaderScrollView/layout(_:)``.
public protocol CollapsibleHeaderLayout {
  /// The sizes and pacing of the collapse.
  var metrics: CollapseMetrics { get }
}

/// Which end of a travelling element a view marks, with `collapseAnchor(_:)`.
public enum CollapseAnchor: Hashable, Sendable {
  /// Where the element is when the header is expanded.
  case expanded
  /// Where the element is when the header is collapsed.
  case collapsed
}

/// What a ``CollapsibleHeaderScrollView``'s header is told on every frame of the collapse.
public struct CollapseContext: Equatable, Sendable {
  /// How far the header has collapsed: 0 expanded, 1 collapsed.
  public let progress: CGFloat
  /// The height the header is given.
  public let headerHeight: CGFloat
  /// How far the scroll is pulled past the top, with `allowsHeaderStretch()`; else 0.
  public let stretch: CGFloat
  /// The rectangle of the view marked `.collapseAnchor(.expanded)`, in the header's
  /// coordinates, once measured.
  public let expandedAnchor: CGRect?
  /// The rectangle of the view marked `.collapseAnchor(.collapsed)`, once measured.
  public let collapsedAnchor: CGRect?

  /// Creates a context.
  public init(
    progress: CGFloat, headerHeight: CGFloat, stretch: CGFloat = 0,
    expandedAnchor: CGRect? = nil, collapsedAnchor: CGRect? = nil
  ) {
    self.progress = progress
    self.headerHeight = headerHeight
    self.stretch = stretch
    self.expandedAnchor = expandedAnchor
    self.collapsedAnchor = collapsedAnchor
  }

  /// Whether the header is fully expanded.
  public var isExpanded: Bool { progress <= 0 }
  /// Whether the header is fully collapsed.
  public var isCollapsed: Bool { progress >= 1 }
  /// Whether both anchors have been measured.
  public var hasAnchors: Bool { expandedAnchor != nil && collapsedAnchor != nil }

  /// The value `progress` of the way from `from` to `to`.
  public func lerp(_ from: CGFloat, _ to: CGFloat) -> CGFloat {
    from + (to - from) * progress
  }

  /// The value `progress` of the way from `from` to `to`.
  @_disfavoredOverload
  public func lerp<Value: VectorArithmetic>(_ from: Value, _ to: Value) -> Value {
    from.interpolated(towards: to, amount: Double(progress))
  }

  /// The point `progress` of the way from `from` to `to`.
  public func lerp(_ from: CGPoint, _ to: CGPoint) -> CGPoint {
    CGPoint(x: lerp(from.x, to.x), y: lerp(from.y, to.y))
  }

  /// The size `progress` of the way from `from` to `to`.
  public func lerp(_ from: CGSize, _ to: CGSize) -> CGSize {
    CGSize(width: lerp(from.width, to.width), height: lerp(from.height, to.height))
  }

  /// The rectangle `progress` of the way from `from` to `to`.
  public func lerp(_ from: CGRect, _ to: CGRect) -> CGRect {
    CGRect(origin: lerp(from.origin, to.origin), size: lerp(from.size, to.size))
  }

  /// The anchors' leading top corners, `progress` of the way: where the travelling element
  /// is; `nil` until both are measured.
  public var interpolatedAnchorOrigin: CGPoint? {
    guard let expandedAnchor, let collapsedAnchor else { return nil }
    return lerp(expandedAnchor.origin, collapsedAnchor.origin)
  }

  /// The anchors' centres, `progress` of the way; `nil` until both are measured.
  public var interpolatedAnchorCenter: CGPoint? {
    guard let expandedAnchor, let collapsedAnchor else { return nil }
    return lerp(
      CGPoint(x: expandedAnchor.midX, y: expandedAnchor.midY),
      CGPoint(x: collapsedAnchor.midX, y: collapsedAnchor.midY))
  }
}
