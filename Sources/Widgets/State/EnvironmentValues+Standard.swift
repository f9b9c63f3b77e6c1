import Foundation

/// The appearance: light or dark.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  /// The light appearance (the default) and the dark one.
  case light, dark
}

/// The size of text the user chose, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
  /// The standard sizes, from extra small to extra extra extra large; `large` is the default.
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  /// The accessibility sizes, from the smallest to the largest.
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Orders sizes from smallest to largest.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct CollapsibleHeaderContentKey: EnvironmentKey {
  static let defaultValue = false
}
private struct PinnedViewsKey: EnvironmentKey {
  static let defaultValue = PinnedScrollableViews()
}
private struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}
private struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}
private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}
private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US_POSIX")
}
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct TextDecorationKey: EnvironmentKey { static let defaultValue = TextDecoration() }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
  /// The default font of text in the view, or `nil` for `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The style of foreground elements, or `nil` for the primary colour.
  package var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The tint of controls, or `nil` for the accent colour.
  package var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// Light or dark appearance; colours resolve per scheme.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The Dynamic Type size; text styles scale with it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// Left-to-right or right-to-left.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Device pixels per point.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The length of one device pixel in points.
  public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

  /// The largest number of lines text may use, or `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The fewest lines text makes room for (`lineLimit(_:reservesSpace:)` and ranges).
  package var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }

  /// How far text may shrink to fit its width, from 0 to 1.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may tighten its letters to fit (accepted; Galley does not tighten).
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// Extra space between lines of text.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// How lines of multiline text align.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// The case text is shown in, or `nil` for its own.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The scale of symbol images relative to the font.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The locale. Galley renders the development language: text is not translated, and the
  /// default is `en_US_POSIX` so output never depends on the machine.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// Whether controls respond to interaction.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Whether the user asked for reduced motion.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// A weight applied to every font below, set by `fontWeight(_:)` and `bold()`.
  package var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  /// Whether fonts below are italic, set by `italic()`.
  package var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  /// Decorations of texts below, set by the view forms of `underline`, `strikethrough`,
  /// `kerning`, `tracking`, `baselineOffset`, `monospacedDigit`, `monospaced` and
  /// `fontDesign`; a text's own settings win.
  var textDecoration: TextDecoration {
    get { self[TextDecorationKey.self] }
    set { self[TextDecorationKey.self] = newValue }
  }

  /// How the content of texts below changes in an animated update, set by
  /// `contentTransition(_:)`.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }

  /// Whether the view is the content of a `CollapsibleHeaderScrollView`, which must not
  /// scroll by itself.
  var isCollapsibleHeaderContent: Bool {
    get { self[CollapsibleHeaderContentKey.self] }
    set { self[CollapsibleHeaderContentKey.self] = newValue }
  }

  /// What the lazy stack around the view pins, for the sections in it.
  var pinnedScrollableViews: PinnedScrollableViews {
    get { self[PinnedViewsKey.self] }
    set { self[PinnedViewsKey.self] = newValue }
  }

  /// The axis of the stack directly containing the view, which orients spacers and dividers.
  var stackAxis: Axis? {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }
}
