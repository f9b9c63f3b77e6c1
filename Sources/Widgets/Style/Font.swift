import Foundation

/// A font: a text style that scales with Dynamic Type, or a fixed size: SwiftUI's `Font`.
///
/// Galley measures every font with Inter's metrics (see `ResolvedFont`); a font's name only
/// changes its size, weight and design.
public struct Font: Hashable, Sendable {
  /// SwiftUI's text styles.
  public enum TextStyle: Hashable, CaseIterable, Sendable {
    /// The text styles; at the default Dynamic Type size `largeTitle` is 34 pt, `title` 28,
    /// `title2` 22, `title3` 20, `headline` 17 semibold, `subheadline` 15, `body` 17,
    /// `callout` 16 and `footnote` 13.
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    /// `caption` is 12 pt and `caption2` 11 at the default size; `extraLargeTitle` (36 pt
    /// bold) and `extraLargeTitle2` (28 pt bold) are SwiftUI's visionOS styles.
    case caption, caption2, extraLargeTitle, extraLargeTitle2
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    /// The CSS weight, 100 to 900.
    let cssWeight: Int

    /// Ultra light: CSS weight 100.
    public static let ultraLight = Weight(cssWeight: 100)
    /// Thin: CSS weight 200.
    public static let thin = Weight(cssWeight: 200)
    /// Light: CSS weight 300.
    public static let light = Weight(cssWeight: 300)
    /// Regular: CSS weight 400.
    public static let regular = Weight(cssWeight: 400)
    /// Medium: CSS weight 500.
    public static let medium = Weight(cssWeight: 500)
    /// Semibold: CSS weight 600.
    public static let semibold = Weight(cssWeight: 600)
    /// Bold: CSS weight 700.
    public static let bold = Weight(cssWeight: 700)
    /// Heavy: CSS weight 800.
    public static let heavy = Weight(cssWeight: 800)
    /// Black: CSS weight 900.
    public static let black = Weight(cssWeight: 900)
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    /// The default, serif, rounded and monospaced designs. Unlike SwiftUI, only `monospaced`
    /// changes anything (every advance is 0.6 em); the others measure and draw as `default`.
    case `default`, serif, rounded, monospaced
  }

  enum Size: Hashable, Sendable {
    case style(TextStyle)
    case fixed(CGFloat)
  }

  let size: Size
  var weight: Weight?
  var design: Design
  var isItalic = false
  var monospacedDigits = false

  init(size: Size, weight: Weight?, design: Design) {
    self.size = size
    self.weight = weight
    self.design = design
  }

  /// The large title style: 34 pt at the default Dynamic Type size.
  public static let largeTitle = Font(size: .style(.largeTitle), weight: nil, design: .default)
  /// The title style: 28 pt at the default Dynamic Type size.
  public static let title = Font(size: .style(.title), weight: nil, design: .default)
  /// The second-level title style: 22 pt at the default Dynamic Type size.
  public static let title2 = Font(size: .style(.title2), weight: nil, design: .default)
  /// The third-level title style: 20 pt at the default Dynamic Type size.
  public static let title3 = Font(size: .style(.title3), weight: nil, design: .default)
  /// The headline style: 17 pt semibold at the default Dynamic Type size.
  public static let headline = Font(size: .style(.headline), weight: nil, design: .default)
  /// The subheadline style: 15 pt at the default Dynamic Type size.
  public static let subheadline = Font(size: .style(.subheadline), weight: nil, design: .default)
  /// The body style: 17 pt at the default Dynamic Type size.
  public static let body = Font(size: .style(.body), weight: nil, design: .default)
  /// The callout style: 16 pt at the default Dynamic Type size.
  public static let callout = Font(size: .style(.callout), weight: nil, design: .default)
  /// The footnote style: 13 pt at the default Dynamic Type size.
  public static let footnote = Font(size: .style(.footnote), weight: nil, design: .default)
  /// The caption style: 12 pt at the default Dynamic Type size.
  public static let caption = Font(size: .style(.caption), weight: nil, design: .default)
  /// The secondary caption style: 11 pt at the default Dynamic Type size.
  public static let caption2 = Font(size: .style(.caption2), weight: nil, design: .default)
  /// The extra large title style: 36 pt bold at the default Dynamic Type size.
  public static let extraLargeTitle = Font(
    size: .style(.extraLargeTitle), weight: nil, design: .default)
  /// The second extra large title style: 28 pt bold at the default Dynamic Type size.
  public static let extraLargeTitle2 = Font(
    size: .style(.extraLargeTitle2), weight: nil, design: .default)

  /// A text style with an optional design and weight.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  )
    -> Font
  {
    Font(size: .style(style), weight: weight, design: design ?? .default)
  }

  /// A fixed-size system font; it does not scale with Dynamic Type.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: .fixed(size), weight: weight, design: design ?? .default)
  }

  /// A named font at a fixed size. Galley has no font files: the name is ignored and the text
  /// is measured as the system font at that size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(size: .fixed(size), weight: nil, design: .default)
  }

  /// The font with another weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }

  /// The font in italics.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// The font with digits of equal width.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.monospacedDigits = true
    return copy
  }

  /// The font in its monospaced design.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// The largest point size drawn; larger fixed sizes are clamped to it.
  package static let largestSize: CGFloat = 10_000

  /// The fixed size asked for when it is not used as is: NaN or not positive (17 is used),
  /// or beyond ``largestSize``, infinity included (the largest size is used).
  package var unusableSize: CGFloat? {
    guard case .fixed(let value) = size, !(value.isFinite && value > 0 && value <= Self.largestSize)
    else { return nil }
    return value
  }

  /// The concrete font at a Dynamic Type size.
  package func resolve(
    dynamicTypeSize: DynamicTypeSize, weight override: Weight? = nil, italic: Bool = false
  ) -> ResolvedFont {
    let pointSize: CGFloat
    let defaultWeight: Int
    let name: String?
    switch size {
    case .style(let style):
      pointSize = style.pointSize(at: dynamicTypeSize)
      defaultWeight = style.defaultWeight
      name = style.name
    case .fixed(let value):
      pointSize = value > 0 ? min(value, Self.largestSize) : 17
      defaultWeight = 400
      name = nil
    }
    let resolvedDesign: ResolvedFont.Design =
      switch design {
      case .default: .default
      case .serif: .serif
      case .rounded: .rounded
      case .monospaced: .monospaced
      }
    return ResolvedFont(
      size: pointSize, weight: (override ?? weight)?.cssWeight ?? defaultWeight,
      design: resolvedDesign, isItalic: isItalic || italic, monospacedDigits: monospacedDigits,
      styleName: name)
  }
}

extension Font.TextStyle {
  /// Point sizes per Dynamic Type size, xSmall to accessibility5 (Apple's table), by style
  /// in declaration order: made once, not on every lookup.
  private static let sizes: [[CGFloat]] = Font.TextStyle.allCases.map(\.sizeTable)

  private var sizeTable: [CGFloat] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    case .extraLargeTitle: [33, 34, 35, 36, 38, 40, 42, 46, 50, 54, 58, 62]
    case .extraLargeTitle2: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    }
  }

  /// The style's position in declaration order.
  private var ordinal: Int {
    switch self {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .subheadline: 5
    case .body: 6
    case .callout: 7
    case .footnote: 8
    case .caption: 9
    case .caption2: 10
    case .extraLargeTitle: 11
    case .extraLargeTitle2: 12
    }
  }

  /// The style's name, as dumps write it: `body`, `largeTitle`.
  var name: String {
    switch self {
    case .largeTitle: "largeTitle"
    case .title: "title"
    case .title2: "title2"
    case .title3: "title3"
    case .headline: "headline"
    case .subheadline: "subheadline"
    case .body: "body"
    case .callout: "callout"
    case .footnote: "footnote"
    case .caption: "caption"
    case .caption2: "caption2"
    case .extraLargeTitle: "extraLargeTitle"
    case .extraLargeTitle2: "extraLargeTitle2"
    }
  }

  /// The point size at a Dynamic Type size.
  func pointSize(at size: DynamicTypeSize) -> CGFloat {
    Self.sizes[ordinal][size.rawValue]
  }

  /// The CSS weight the style has by default: semibold for `.headline`, bold for the extra
  /// large titles, regular otherwise.
  package var defaultWeight: Int {
    switch self {
    case .headline: 600
    case .extraLargeTitle, .extraLargeTitle2: 700
    default: 400
    }
  }
}
