import Foundation

/// The geometry of a scroll view: SwiftUI's `ScrollGeometry`, handed to
/// `onScrollGeometryChange(for:of:action:)`.
///
/// Offsets follow `UIScrollView`: `contentOffset` is how far the content's top-leading
/// corner lies above and before the scroll view's. At rest at the top it is minus the top
/// content inset: 0 with no insets, −59 for a scroll view under an iPhone 16's status bar.
/// `contentInsets` are how far the scroll view reaches under the device's bars (and under
/// `safeAreaInset` content); `visibleRect` is `bounds` less them.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content, which may be smaller or larger than the container.
  public var contentSize: CGSize
  /// The insets around the content (safe areas and content margins).
  public var contentInsets: EdgeInsets
  /// The size of the scroll view itself.
  public var containerSize: CGSize

  /// Creates a scroll geometry.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets,
    containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The scroll view's bounds in the content's coordinates: the container's size at the
  /// content offset, the inset regions included.
  public var bounds: CGRect {
    CGRect(origin: contentOffset, size: containerSize)
  }

  /// The part of the content that is visible: ``bounds`` less the content insets.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(containerSize.width - contentInsets.horizontal, 0),
      height: max(containerSize.height - contentInsets.vertical, 0))
  }

  /// The four values, for test failures and logs.
  public var debugDescription: String {
    func number(_ value: CGFloat) -> String { NumberFormatting.decimal(value) }
    let insets = contentInsets
    return
      "ScrollGeometry(contentOffset: (\(number(contentOffset.x)), \(number(contentOffset.y))), "
      + "contentSize: \(number(contentSize.width)) × \(number(contentSize.height)), "
      + "contentInsets: (\(number(insets.top)), \(number(insets.leading)), "
      + "\(number(insets.bottom)), \(number(insets.trailing))), "
      + "containerSize: \(number(containerSize.width)) × \(number(containerSize.height)))"
  }
}

/// What a scroll view is doing: SwiftUI's `ScrollPhase`.
public enum ScrollPhase: Hashable, Sendable, CustomStringConvertible {
  /// At rest.
  case idle
  /// A finger is down and may be about to scroll.
  case tracking
  /// A finger is moving the content.
  case interacting
  /// The finger has lifted and the content is slowing down.
  case decelerating
  /// The content is moving to a position set by the program.
  case animating

  /// Whether the content is moving, or may be about to.
  public var isScrolling: Bool { self != .idle }

  /// The phase's name.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .tracking: "tracking"
    case .interacting: "interacting"
    case .decelerating: "decelerating"
    case .animating: "animating"
    }
  }
}

/// What `onScrollPhaseChange` hands its action besides the phases: SwiftUI's
/// `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry when the phase changed.
  public let geometry: ScrollGeometry
}
