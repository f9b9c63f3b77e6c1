import Foundation

/// A device a host stands for: its screen in points, its scale, and the insets of its safe
/// area in portrait (the status bar or sensor housing above, the home indicator below).
///
/// ```swift
/// let host = ViewHost(ContentView(), device: .iPhone16)
/// // 393 × 852 points at 3×; content is laid out below the 59-point top inset and above
/// // the 34-point bottom one, unless it ignores the safe area.
/// ```
public struct Device: Hashable, Sendable {
  /// The device's name, such as `iPhone16`.
  public var name: String
  /// The screen size, in points.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The insets of the safe area.
  public var safeAreaInsets: EdgeInsets

  /// A device called `name` with a screen of `size` points at `scale` and the safe-area
  /// insets `safeAreaInsets`.
  public init(
    name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.name = name
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// iPhone SE (3rd generation): 375 × 667 points at 2×, a 20-point status bar.
  public static let iPhoneSE = Device(
    name: "iPhoneSE", size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: EdgeInsets(top: 20))
  /// iPhone 16: 393 × 852 points at 3×, insets 59 above and 34 below.
  public static let iPhone16 = Device(
    name: "iPhone16", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
  /// iPhone 16 Pro Max: 440 × 956 points at 3×, insets 62 above and 34 below.
  public static let iPhone16ProMax = Device(
    name: "iPhone16ProMax", size: CGSize(width: 440, height: 956), scale: 3,
    safeAreaInsets: EdgeInsets(top: 62, bottom: 34))
  /// iPad 11-inch (A16): 820 × 1180 points at 2×, in portrait, insets 24 above and 20 below.
  public static let iPad11 = Device(
    name: "iPad11", size: CGSize(width: 820, height: 1180), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20))
}
