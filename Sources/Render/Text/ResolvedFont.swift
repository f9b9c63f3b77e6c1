import Foundation

/// A font fully resolved for layout: size, weight and design, no environment left to consult.
///
/// Widths come from Inter's generated tables (`FontFace`). Vertical metrics follow what iOS
/// does with SF Pro rather than Inter's own: a line is as tall as SF Pro's ascender (1950/2048
/// em) plus descender (494/2048 em), and the baseline sits at the ascender; see
/// `Docs/Decisions/0003-text-metrics.md`.
public struct ResolvedFont: Hashable, Sendable {
  /// A font design, as SwiftUI's `Font.Design`.
  public enum Design: Hashable, Sendable {
    /// The default, rounded, serif and monospaced designs. Unlike SwiftUI, only `monospaced`
    /// changes anything (every advance is 0.6 em); the others measure and draw as `default`.
    case `default`, rounded, serif, monospaced
  }

  /// The point size.
  public var size: CGFloat
  /// The CSS weight, from 100 (ultra light) to 900 (black); 400 is regular.
  public var weight: Int
  /// The design; only `.monospaced` changes metrics (every advance is 0.6 em).
  public var design: Design
  /// Whether the font is italic (drawn slanted; widths are the upright ones).
  public var isItalic: Bool
  /// Whether digits all take the width of `0`.
  public var monospacedDigits: Bool
  /// The text style the font came from, for dumps (`body`, `headline`, …).
  public var styleName: String?

  /// Creates a resolved font.
  public init(
    size: CGFloat, weight: Int = 400, design: Design = .default, isItalic: Bool = false,
    monospacedDigits: Bool = false, styleName: String? = nil
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
    self.monospacedDigits = monospacedDigits
    self.styleName = styleName
  }

  /// SwiftUI's `.body`: 17 pt regular.
  public static let body = ResolvedFont(size: 17, styleName: "body")

  /// SF Pro's ascender in em.
  package static let ascenderRatio: CGFloat = 1950.0 / 2048.0
  /// SF Pro's descender in em.
  package static let descenderRatio: CGFloat = 494.0 / 2048.0

  /// The distance from a line's top to its baseline.
  public var ascent: CGFloat { size * Self.ascenderRatio }
  /// The distance from the baseline to a line's bottom.
  public var descent: CGFloat { size * Self.descenderRatio }
  /// The height of one line: ascent plus descent (`.body` is 20.29 pt).
  public var lineHeight: CGFloat { ascent + descent }

  /// The same font at `scale` times its size.
  package func scaled(by scale: CGFloat) -> ResolvedFont {
    guard scale != 1 else { return self }
    var copy = self
    copy.size = size * scale
    return copy
  }
  /// Inter's cap height at this size.
  public var capHeight: CGFloat {
    let face = self.face
    return size * CGFloat(face.capHeight) / CGFloat(face.unitsPerEm)
  }

  /// The generated metrics for this weight.
  package var face: FontFace { FontFace.inter(weight: weight) }

  /// A short description for dumps: `body`, `17 semibold`, `headline bold italic`.
  package var summary: String {
    var parts: [String] = []
    parts.append(styleName ?? NumberFormatting.decimal(size))
    if let name = Self.weightName(weight, default: styleName == "headline" ? 600 : 400) {
      parts.append(name)
    }
    if design != .default { parts.append(String(describing: design)) }
    if isItalic { parts.append("italic") }
    return parts.joined(separator: " ")
  }

  private static func weightName(_ weight: Int, default defaultWeight: Int) -> String? {
    guard weight != defaultWeight else { return nil }
    return switch weight {
    case ..<150: "ultraLight"
    case ..<250: "thin"
    case ..<350: "light"
    case ..<450: "regular"
    case ..<550: "medium"
    case ..<650: "semibold"
    case ..<750: "bold"
    case ..<850: "heavy"
    default: "black"
    }
  }
}
