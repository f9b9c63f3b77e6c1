import Foundation

/// A colour as CoreGraphics stores it: components in the sRGB or grey colour space, with alpha
/// last.
///
/// Only the initialisers SwiftUI code uses exist: `CGColor(red:green:blue:alpha:)`,
/// `CGColor(gray:alpha:)` and the named constants.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour's components: red, green, blue and alpha, or grey and alpha.
  public let components: [CGFloat]?

  /// A colour in the sRGB colour space.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A colour in the grey colour space.
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
  }

  /// The number of components, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The colour's opacity.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The same colour with another opacity.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var values = components, !values.isEmpty else { return nil }
    values[values.count - 1] = alpha
    return values.count == 2
      ? CGColor(gray: values[0], alpha: alpha)
      : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
  }

  /// Red, green, blue and alpha, with grey spread over the three colour channels.
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = components ?? [0, 0]
    if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
    return (values[0], values[1], values[2], values[3])
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  public var description: String {
    "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
  }
}
