import Foundation

/// A colour that adapts to its environment: SwiftUI's `Color`.
///
/// System colours (`.red`, `.indigo`, …) have iOS's light and dark values and resolve per
/// colour scheme. A colour is also a view: it fills the space it is offered.
///
/// ```swift
/// Color(hue: 0.6, saturation: 0.55, brightness: 0.9).frame(width: 44, height: 44)
/// ```
public struct Color: Hashable, Sendable {
  /// A concrete colour: sRGB components and opacity.
  public typealias Resolved = ResolvedColor

  /// A colour space for colour components.
  public enum RGBColorSpace: Hashable, Sendable {
    /// Gamma-encoded sRGB.
    case sRGB
    /// Linear-light sRGB.
    case sRGBLinear
    /// Display P3, converted to sRGB (components outside sRGB are kept, unclamped).
    case displayP3
  }

  indirect enum Provider: Hashable, Sendable {
    case fixed(ResolvedColor)
    case adaptive(light: ResolvedColor, dark: ResolvedColor)
    case opacity(Provider, Double)
    /// A colour of the ``ColorRegistry``, looked up when resolved.
    case named(String)
  }

  let provider: Provider

  init(provider: Provider) {
    self.provider = provider
  }

  /// Creates a colour from components in a colour space.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    provider = .fixed(
      ResolvedColor(
        colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue),
        opacity: Float(opacity)))
  }

  /// Creates a grey.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a colour from hue, saturation and brightness, each from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let finiteHue = hue.isFinite ? hue : 0
    let h = (finiteHue - finiteHue.rounded(.down)) * 6
    let s = min(max(saturation, 0), 1)
    let v = brightness
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// Creates a colour that is always `resolved`.
  public init(_ resolved: Resolved) {
    provider = .fixed(resolved)
  }

  /// A colour with iOS-style light and dark values.
  package init(light: UInt32, dark: UInt32, opacity: Float = 1) {
    provider = .adaptive(
      light: ResolvedColor(hex: light, opacity: opacity),
      dark: ResolvedColor(hex: dark, opacity: opacity))
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(provider: .opacity(provider, opacity))
  }

  /// The concrete colour in `environment` (its colour scheme).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Self.resolve(provider, dark: environment.colorScheme == .dark)
  }

  private static func resolve(_ provider: Provider, dark: Bool) -> ResolvedColor {
    switch provider {
    case .fixed(let color): color
    case .adaptive(let light, let darkColor): dark ? darkColor : light
    case .opacity(let base, let opacity):
      resolve(base, dark: dark).multiplyingOpacity(by: opacity.isFinite ? opacity : 1)
    case .named(let name):
      ColorRegistry.color(named: name).map { resolve($0.provider, dark: dark) }
        ?? ColorRegistry.missing
    }
  }

  /// A gentle top-to-bottom gradient of this colour: 15 % lighter at the top, the colour
  /// itself at the bottom.
  public var gradient: AnyGradient { AnyGradient(base: self) }

  /// Black: `#000000` in both colour schemes.
  public static let black = Color(light: 0x000000, dark: 0x000000)
  /// White: `#FFFFFF` in both colour schemes.
  public static let white = Color(light: 0xFFFFFF, dark: 0xFFFFFF)
  /// Fully transparent: draws nothing.
  public static let clear = Color(provider: .fixed(.clear))
  /// System gray: `#8E8E93` in both colour schemes.
  public static let gray = Color(light: 0x8E8E93, dark: 0x8E8E93)
  /// System red: `#FF3B30` in light mode, `#FF453A` in dark mode.
  public static let red = Color(light: 0xFF3B30, dark: 0xFF453A)
  /// System orange: `#FF9500` in light mode, `#FF9F0A` in dark mode.
  public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A)
  /// System yellow: `#FFCC00` in light mode, `#FFD60A` in dark mode.
  public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A)
  /// System green: `#34C759` in light mode, `#30D158` in dark mode.
  public static let green = Color(light: 0x34C759, dark: 0x30D158)
  /// System mint: `#00C7BE` in light mode, `#63E6E2` in dark mode.
  public static let mint = Color(light: 0x00C7BE, dark: 0x63E6E2)
  /// System teal: `#30B0C7` in light mode, `#40CBE0` in dark mode.
  public static let teal = Color(light: 0x30B0C7, dark: 0x40CBE0)
  /// System cyan: `#32ADE6` in light mode, `#64D2FF` in dark mode.
  public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF)
  /// System blue: `#007AFF` in light mode, `#0A84FF` in dark mode.
  public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF)
  /// System indigo: `#5856D6` in light mode, `#5E5CE6` in dark mode.
  public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6)
  /// System purple: `#AF52DE` in light mode, `#BF5AF2` in dark mode.
  public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2)
  /// System pink: `#FF2D55` in light mode, `#FF375F` in dark mode.
  public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F)
  /// System brown: `#A2845E` in light mode, `#AC8E68` in dark mode.
  public static let brown = Color(light: 0xA2845E, dark: 0xAC8E68)
  /// The label colour: black in light mode, white in dark mode.
  public static let primary = Color(light: 0x000000, dark: 0xFFFFFF)
  /// The secondary label colour.
  public static let secondary = Color(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.6)
  /// The app's accent colour: system blue.
  public static let accentColor = Color.blue
  /// The system background: white in light mode, black in dark mode.
  package static let systemBackground = Color(light: 0xFFFFFF, dark: 0x000000)
  /// The background of grouped lists and forms: `#F2F2F7` in light mode, black in dark mode.
  package static let systemGroupedBackground = Color(light: 0xF2F2F7, dark: 0x000000)
  /// The background of a grouped list's rows: white in light mode, `#1C1C1E` in dark mode.
  package static let secondarySystemGroupedBackground = Color(light: 0xFFFFFF, dark: 0x1C1C1E)
  /// The colour of separators and dividers.
  package static let separator = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x3C3C43, opacity: 0.29),
      dark: ResolvedColor(hex: 0x545458, opacity: 0.6)))
}

extension Color: ShapeStyle {}

extension Color: PaintProvider {
  /// The colour resolved for `environment`'s colour scheme, as a solid paint.
  package func paint(in environment: EnvironmentValues) -> Paint {
    .color(resolve(in: environment))
  }
}

extension ShapeStyle where Self == Color {
  /// `Color.black`, for use wherever a shape style is expected.
  public static var black: Color { Color.black }
  /// `Color.white`, for use wherever a shape style is expected.
  public static var white: Color { Color.white }
  /// `Color.clear`, for use wherever a shape style is expected.
  public static var clear: Color { Color.clear }
  /// `Color.gray`, for use wherever a shape style is expected.
  public static var gray: Color { Color.gray }
  /// `Color.red`, for use wherever a shape style is expected.
  public static var red: Color { Color.red }
  /// `Color.orange`, for use wherever a shape style is expected.
  public static var orange: Color { Color.orange }
  /// `Color.yellow`, for use wherever a shape style is expected.
  public static var yellow: Color { Color.yellow }
  /// `Color.green`, for use wherever a shape style is expected.
  public static var green: Color { Color.green }
  /// `Color.mint`, for use wherever a shape style is expected.
  public static var mint: Color { Color.mint }
  /// `Color.teal`, for use wherever a shape style is expected.
  public static var teal: Color { Color.teal }
  /// `Color.cyan`, for use wherever a shape style is expected.
  public static var cyan: Color { Color.cyan }
  /// `Color.blue`, for use wherever a shape style is expected.
  public static var blue: Color { Color.blue }
  /// `Color.indigo`, for use wherever a shape style is expected.
  public static var indigo: Color { Color.indigo }
  /// `Color.purple`, for use wherever a shape style is expected.
  public static var purple: Color { Color.purple }
  /// `Color.pink`, for use wherever a shape style is expected.
  public static var pink: Color { Color.pink }
  /// `Color.brown`, for use wherever a shape style is expected.
  public static var brown: Color { Color.brown }
  /// `Color.accentColor`, for use wherever a shape style is expected.
  public static var accentColor: Color { Color.accentColor }
}

extension ResolvedColor {
  /// Creates a resolved colour from components in a colour space.
  public init(
    colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
    opacity: Float = 1
  ) {
    switch colorSpace {
    case .sRGB:
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    case .sRGBLinear:
      self.init(
        red: Self.gamma(red), green: Self.gamma(green), blue: Self.gamma(blue), opacity: opacity)
    case .displayP3:
      let r = Self.linear(red)
      let g = Self.linear(green)
      let b = Self.linear(blue)
      self.init(
        red: Self.gamma(1.2249 * r - 0.2247 * g),
        green: Self.gamma(-0.0420 * r + 1.0419 * g),
        blue: Self.gamma(-0.0197 * r - 0.0786 * g + 1.0979 * b),
        opacity: opacity)
    }
  }
}

extension ResolvedColor: ShapeStyle, PaintProvider {
  /// The colour itself, as a solid paint.
  package func paint(in environment: EnvironmentValues) -> Paint { .color(self) }
}
