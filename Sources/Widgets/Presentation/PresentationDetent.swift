import Foundation

/// Where a popover points from: accepted; on iPhone a popover is a sheet.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the presenting view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the presenting view.
  case point(UnitPoint)
}

/// The heights a sheet rests at: SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }

  let storage: Storage

  /// Half the screen.
  public static let medium = PresentationDetent(storage: .medium)
  /// The whole screen below the status bar, less a small gap.
  public static let large = PresentationDetent(storage: .large)

  /// A fraction of the screen's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(storage: .fraction(fraction))
  }

  /// A fixed height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(storage: .height(height))
  }
}
