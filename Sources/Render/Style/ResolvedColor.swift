import Foundation

/// A concrete colour: sRGB components and opacity, each nominally in 0...1.
///
/// This is the colour a `Color` resolves to in an environment (Widgets calls it
/// `Color.Resolved`, as SwiftUI does). Components are stored gamma-encoded, as written;
/// the `linear…` properties remove the sRGB transfer function.
public struct ResolvedColor: Hashable, Sendable {
  /// The red component, gamma-encoded sRGB.
  public var red: Float
  /// The green component, gamma-encoded sRGB.
  public var green: Float
  /// The blue component, gamma-encoded sRGB.
  public var blue: Float
  /// The opacity, from 0 (transparent) to 1 (opaque).
  public var opacity: Float

  /// Creates a colour from gamma-encoded sRGB components.
  package init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  package init(hex: UInt32, opacity: Float = 1) {
    self.init(
      red: Float((hex >> 16) & 0xFF) / 255,
      green: Float((hex >> 8) & 0xFF) / 255,
      blue: Float(hex & 0xFF) / 255,
      opacity: opacity)
  }

  /// The red component with the sRGB transfer function removed.
  public var linearRed: Float { Self.linear(red) }
  /// The green component with the sRGB transfer function removed.
  public var linearGreen: Float { Self.linear(green) }
  /// The blue component with the sRGB transfer function removed.
  public var linearBlue: Float { Self.linear(blue) }

  /// Converts one gamma-encoded sRGB component to linear light.
  package static func linear(_ component: Float) -> Float {
    let sign: Float = component < 0 ? -1 : 1
    let c = abs(component)
    return sign * (c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
  }

  /// Converts one linear-light component to gamma-encoded sRGB.
  package static func gamma(_ component: Float) -> Float {
    let sign: Float = component < 0 ? -1 : 1
    let c = abs(component)
    return sign * (c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
  }

  /// The colour with its opacity multiplied by `factor`.
  package func multiplyingOpacity(by factor: Double) -> ResolvedColor {
    var copy = self
    copy.opacity = opacity * Float(factor)
    return copy
  }

  /// The colour mixed with `other`: `fraction` 0 is this colour, 1 is `other`.
  package func mixed(with other: ResolvedColor, by fraction: Float) -> ResolvedColor {
    func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * fraction }
    return ResolvedColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      opacity: mix(opacity, other.opacity))
  }

  /// The relative luminance (Rec. 709 weights on linear components), from 0 to 1.
  package var luminance: Float {
    0.2126 * linearRed + 0.7152 * linearGreen + 0.0722 * linearBlue
  }

  /// `#rrggbb` with components clamped to 0...1 and rounded to 8 bits.
  package var hexRGB: String {
    String(unsafeUninitializedCapacity: 7) { buffer in
      withHexRGB { bytes in
        for index in 0..<7 { buffer[index] = bytes[index] }
      }
      return 7
    }
  }

  /// Calls `body` with the seven bytes of ``hexRGB``, without making a string: a list's SVG
  /// writes a colour per row.
  package func withHexRGB<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    func component(_ value: Float) -> UInt8 {
      let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
      return UInt8((clamped * 255).rounded())
    }
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? 48 + value : 87 + value }
    let (r, g, b) = (component(red), component(green), component(blue))
    let bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      UInt8(ascii: "#"), digit(r >> 4), digit(r & 0xF), digit(g >> 4), digit(g & 0xF),
      digit(b >> 4), digit(b & 0xF)
    )
    return withUnsafeBytes(of: bytes) { raw in
      body(raw.bindMemory(to: UInt8.self))
    }
  }

  /// The opacity clamped to 0...1.
  package var clampedOpacity: Double {
    opacity.isNaN ? 0 : Double(min(max(opacity, 0), 1))
  }

  /// Opaque black, `#000000`.
  public static let black = ResolvedColor(red: 0, green: 0, blue: 0)
  /// Opaque white, `#ffffff`.
  public static let white = ResolvedColor(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
}

extension ResolvedColor: CustomStringConvertible {
  /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
  public var description: String {
    let alpha = String(Int((clampedOpacity * 255).rounded()), radix: 16, uppercase: true)
    return hexRGB.uppercased() + (alpha.count == 1 ? "0" + alpha : alpha)
  }
}
