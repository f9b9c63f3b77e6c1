import Foundation

/// UIKit's system colours, so that the usual iOS spellings compile: `Color(.systemGray6)`,
/// `Color(uiColor: .secondarySystemBackground)`. A stand-in for UIKit's `UIColor` (which
/// does not exist on Linux) holding a Galley colour; only the system colours and plain
/// RGB and white colours are offered. Values are iOS 18's, light and dark, from Apple's
/// colour tables (decision record 0030).
public struct UIColor: Hashable, Sendable {
  let color: Color

  init(_ color: Color) { self.color = color }

  /// A colour from red, green and blue components from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(
      red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A grey from 0 (black) to 1 (white).
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  private static func pair(
    _ light: UInt32, _ dark: UInt32, _ lightAlpha: Float = 1, _ darkAlpha: Float = 1
  )
    -> UIColor
  {
    UIColor(
      Color(
        provider: .adaptive(
          light: ResolvedColor(hex: light, opacity: lightAlpha),
          dark: ResolvedColor(hex: dark, opacity: darkAlpha))))
  }

  /// The background of a screen: white, black in dark mode.
  public static let systemBackground = pair(0xFFFFFF, 0x000000)
  /// The background of content on a screen: `#F2F2F7`, `#1C1C1E` in dark mode.
  public static let secondarySystemBackground = pair(0xF2F2F7, 0x1C1C1E)
  /// The background of content on content: white, `#2C2C2E` in dark mode.
  public static let tertiarySystemBackground = pair(0xFFFFFF, 0x2C2C2E)
  /// The background of a grouped screen: `#F2F2F7`, black in dark mode.
  public static let systemGroupedBackground = pair(0xF2F2F7, 0x000000)
  /// The background of a grouped screen's rows: white, `#1C1C1E` in dark mode.
  public static let secondarySystemGroupedBackground = pair(0xFFFFFF, 0x1C1C1E)
  /// The background of content in a grouped row: `#F2F2F7`, `#2C2C2E` in dark mode.
  public static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 0x2C2C2E)
  /// Text: black, white in dark mode.
  public static let label = pair(0x000000, 0xFFFFFF)
  /// Secondary text: `#3C3C43` at 60 %, `#EBEBF5` at 60 % in dark mode.
  public static let secondaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.6, 0.6)
  /// Tertiary text: `#3C3C43` at 30 %, `#EBEBF5` at 30 % in dark mode.
  public static let tertiaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.3, 0.3)
  /// Quaternary text: `#3C3C43` at 18 %, `#EBEBF5` at 16 % in dark mode.
  public static let quaternaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.18, 0.16)
  /// Placeholder text: as tertiary text.
  public static let placeholderText = pair(0x3C3C43, 0xEBEBF5, 0.3, 0.3)
  /// Links: system blue.
  public static let link = pair(0x007AFF, 0x0984FF)
  /// Fill of thin shapes: `#787880` at 20 %, 36 % in dark mode.
  public static let systemFill = pair(0x787880, 0x787880, 0.2, 0.36)
  /// Fill of medium shapes: `#787880` at 16 %, 32 % in dark mode.
  public static let secondarySystemFill = pair(0x787880, 0x787880, 0.16, 0.32)
  /// Fill of large shapes: `#767680` at 12 %, 24 % in dark mode.
  public static let tertiarySystemFill = pair(0x767680, 0x767680, 0.12, 0.24)
  /// Fill of large areas: `#747480` at 8 %, 18 % in dark mode.
  public static let quaternarySystemFill = pair(0x747480, 0x767680, 0.08, 0.18)
  /// Separators: `#3C3C43` at 29 %, `#545458` at 60 % in dark mode.
  public static let separator = pair(0x3C3C43, 0x545458, 0.29, 0.6)
  /// Opaque separators: `#C6C6C8`, `#38383A` in dark mode.
  public static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
  /// System gray: `#8E8E93`.
  public static let systemGray = pair(0x8E8E93, 0x8E8E93)
  /// System gray 2: `#AEAEB2`, `#636366` in dark mode.
  public static let systemGray2 = pair(0xAEAEB2, 0x636366)
  /// System gray 3: `#C7C7CC`, `#48484A` in dark mode.
  public static let systemGray3 = pair(0xC7C7CC, 0x48484A)
  /// System gray 4: `#D1D1D6`, `#3A3A3C` in dark mode.
  public static let systemGray4 = pair(0xD1D1D6, 0x3A3A3C)
  /// System gray 5: `#E5E5EA`, `#2C2C2E` in dark mode.
  public static let systemGray5 = pair(0xE5E5EA, 0x2C2C2E)
  /// System gray 6: `#F2F2F7`, `#1C1C1E` in dark mode.
  public static let systemGray6 = pair(0xF2F2F7, 0x1C1C1E)
  /// System red.
  public static let systemRed = UIColor(Color.red)
  /// System orange.
  public static let systemOrange = UIColor(Color.orange)
  /// System yellow.
  public static let systemYellow = UIColor(Color.yellow)
  /// System green.
  public static let systemGreen = UIColor(Color.green)
  /// System mint.
  public static let systemMint = UIColor(Color.mint)
  /// System teal.
  public static let systemTeal = UIColor(Color.teal)
  /// System cyan.
  public static let systemCyan = UIColor(Color.cyan)
  /// System blue.
  public static let systemBlue = UIColor(Color.blue)
  /// System indigo.
  public static let systemIndigo = UIColor(Color.indigo)
  /// System purple.
  public static let systemPurple = UIColor(Color.purple)
  /// System pink.
  public static let systemPink = UIColor(Color.pink)
  /// System brown.
  public static let systemBrown = UIColor(Color.brown)
  /// Black.
  public static let black = UIColor(Color.black)
  /// White.
  public static let white = UIColor(Color.white)
  /// Transparent.
  public static let clear = UIColor(Color.clear)
}

extension Color {
  /// The colour of a UIKit system colour: `Color(.systemGroupedBackground)`.
  public init(_ uiColor: UIColor) {
    self = uiColor.color
  }

  /// The colour of a UIKit system colour: `Color(uiColor: .secondaryLabel)`.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }
}

/// A blurred background, drawn flat as its tint over what is behind it: SwiftUI's
/// `Material`. Galley does not blur; each thickness is white (light) or `#1C1C1E` (dark)
/// at an opacity that grows with it (estimates, decision record 0030).
public struct Material: ShapeStyle, PaintProvider, Hashable, Sendable {
  let opacity: Float

  /// The thinnest material.
  public static let ultraThinMaterial = Material(opacity: 0.35)
  /// A thin material.
  public static let thinMaterial = Material(opacity: 0.55)
  /// The standard material.
  public static let regularMaterial = Material(opacity: 0.72)
  /// A thick material.
  public static let thickMaterial = Material(opacity: 0.85)
  /// The thickest material.
  public static let ultraThickMaterial = Material(opacity: 0.93)
  /// The material of bars (tab bars, toolbars).
  public static let bar = Material(opacity: 0.85)

  package func paint(in environment: EnvironmentValues) -> Paint {
    .color(
      environment.colorScheme == .dark
        ? ResolvedColor(hex: 0x1C1C1E, opacity: opacity)
        : ResolvedColor(hex: 0xFFFFFF, opacity: opacity))
  }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { .thinMaterial }
  /// The standard material.
  public static var regularMaterial: Material { .regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { .thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The material of bars.
  public static var bar: Material { .bar }
}

// MARK: - Shapes as styles' and clips' values

extension Shape where Self == Rectangle {
  /// A rectangle: `.clipShape(.rect)`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
  public static func rect(
    cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  )
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with corners of `cornerSize`.
  public static func rect(
    cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  )
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule: `.clipShape(.capsule)`.
  public static var capsule: Capsule { Capsule() }
  /// A capsule with corners of `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle: `.clipShape(.circle)`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape {
  /// The outline of the shape in the foreground style, drawn with `style`.
  public func stroke(style: StrokeStyle) -> StrokedShape<Self, ForegroundStyle> {
    stroke(ForegroundStyle(), style: style)
  }
}

// MARK: - Redaction

/// Why content is redacted: SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons as a bit set.
  public let rawValue: Int
  /// Reasons from their bit set.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholder content while the real content loads: texts drawn as grey bars.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content (accepted; drawn as placeholder).
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content that is not yet valid (accepted; drawn as placeholder).
  public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// Why views below are redacted; texts under a reason draw as grey bars.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Redacts the view for `reason`: each text is drawn as a rounded grey bar of its size,
  /// as SwiftUI draws placeholders.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Draws the view as it is, inside redacted content.
  public func unredacted() -> some View {
    writingEnvironment(\.redactionReasons, [])
  }

  /// Marks the view as private, redacted under `.privacy`. Accepted.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

  /// Limits the Dynamic Type sizes text in the view follows to `range`.
  public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) {
      $0 = min(max($0, range.lowerBound), range.upperBound)
    }
  }

  /// Limits the Dynamic Type sizes text in the view follows to at least `range`'s bound.
  public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) { $0 = max($0, range.lowerBound) }
  }

  /// Limits the Dynamic Type sizes text in the view follows to at most `range`'s bound.
  public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) { $0 = min($0, range.upperBound) }
  }
}
