import Foundation
import SnapshotSupport
import Widgets

/// A device a snapshot can be laid out on: a name, a screen size in points, a scale and the
/// insets of its safe area.
///
/// The presets have the point sizes, scales and portrait safe areas of Apple's devices (the
/// same as `Device`'s): content is laid out below the status bar and above the home
/// indicator, and scroll views run under both. Make your own with
/// ``init(name:size:scale:safeAreaInsets:)``.
public struct SnapshotDevice: Hashable, Sendable {
  /// The device's name in file names and messages, such as `iPhone16`.
  public var name: String
  /// The screen size, in points.
  public var size: CGSize
  /// Pixels per point; frames are rounded to `1 / scale`.
  public var scale: CGFloat
  /// The insets of the safe area.
  public var safeAreaInsets: EdgeInsets

  /// A device called `name` (letters, digits, `-` and `_` only, as it goes into file names)
  /// with a screen of `size` points at `scale` and a safe area inset by `safeAreaInsets`
  /// (none by default).
  public init(
    name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.name = name
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The snapshot device of a host's `Device`.
  public init(_ device: Device) {
    self.init(
      name: device.name, size: device.size, scale: device.scale,
      safeAreaInsets: device.safeAreaInsets)
  }

  /// iPhone SE (3rd generation): 375 × 667 points at 2×, a 20-point status bar.
  public static let iPhoneSE = SnapshotDevice(.iPhoneSE)
  /// iPhone 16: 393 × 852 points at 3×, insets 59 above and 34 below.
  public static let iPhone16 = SnapshotDevice(.iPhone16)
  /// iPhone 16 Pro Max: 440 × 956 points at 3×, insets 62 above and 34 below.
  public static let iPhone16ProMax = SnapshotDevice(.iPhone16ProMax)
  /// iPad 11-inch (A16): 820 × 1180 points at 2×, in portrait, insets 24 above and 20 below.
  public static let iPad11 = SnapshotDevice(.iPad11)
}

/// How a snapshot sizes the view: the screen of a device, a fixed canvas, or the view's own
/// ideal size.
///
/// The view is proposed the canvas size and centred in it, as a hosting view does. With
/// ``sizeThatFits`` the canvas is the view's ideal size (its answer to an unspecified
/// proposal), so nothing is centred and nothing is cut.
public struct SnapshotLayout: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case device(SnapshotDevice)
    case fixed(CGSize, scale: CGFloat)
    case sizeThatFits(scale: CGFloat)
  }

  let kind: Kind

  /// The screen of `device`.
  public static func device(_ device: SnapshotDevice) -> SnapshotLayout {
    SnapshotLayout(kind: .device(device))
  }

  /// A canvas of `width` × `height` points at `scale`.
  public static func fixed(width: CGFloat, height: CGFloat, scale: CGFloat = 2) -> SnapshotLayout {
    SnapshotLayout(kind: .fixed(CGSize(width: width, height: height), scale: scale))
  }

  /// A canvas the size of the view's ideal size, at scale 2.
  public static let sizeThatFits = SnapshotLayout(kind: .sizeThatFits(scale: 2))

  /// The view's ideal size, at `scale`.
  public static func sizeThatFits(scale: CGFloat) -> SnapshotLayout {
    SnapshotLayout(kind: .sizeThatFits(scale: scale))
  }

  var scale: CGFloat {
    switch kind {
    case .device(let device): device.scale
    case .fixed(_, let scale), .sizeThatFits(let scale): scale
    }
  }

  /// How the layout reads in messages: `iPhone16 (393×852 pt @3x)`, `fixed 320×200 pt @2x`.
  var summary: String {
    func points(_ size: CGSize) -> String {
      "\(NumberFormatting.decimal(size.width))×\(NumberFormatting.decimal(size.height)) pt"
    }
    let scaleText = "@\(NumberFormatting.decimal(scale))x"
    switch kind {
    case .device(let device): return "\(device.name) (\(points(device.size)) \(scaleText))"
    case .fixed(let size, _): return "fixed \(points(size)) \(scaleText)"
    case .sizeThatFits: return "size that fits \(scaleText)"
    }
  }

  /// A host for `view` laid out this way.
  @MainActor
  func host<V: View>(_ view: V) -> ViewHost {
    switch kind {
    case .device(let device):
      return ViewHost(
        view, size: device.size, scale: device.scale, safeAreaInsets: device.safeAreaInsets)
    case .fixed(let size, let scale):
      return ViewHost(view, size: size, scale: scale)
    case .sizeThatFits(let scale):
      let host = ViewHost(view, size: .zero, scale: scale)
      host.size = host.idealSize
      return host
    }
  }
}
