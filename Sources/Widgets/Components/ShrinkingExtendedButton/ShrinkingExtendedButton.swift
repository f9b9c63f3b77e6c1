import Foundation

/// When a ``ShrinkingExtendedButton`` driven by a scroll view is extended.
public enum ShrinkingExtendedButtonMath {
  /// Whether a scroll view moved `offset` points from its resting top keeps the button
  /// extended: up to `threshold` (a negative or non-finite threshold counts as 0),
  /// inclusive. Pulled past the top (rubber-banding), the offset is negative and the button
  /// stays extended; a NaN offset counts as the top.
  public static func shouldExtend(offset: CGFloat, threshold: CGFloat) -> Bool {
    let limit = threshold.isFinite ? max(threshold, 0) : 0
    return offset.isNaN || offset <= limit
  }
}

/// An extended floating button that shrinks from a labelled pill to its icon alone: seed
/// 000's button.
///
/// The icon (`.title3`, semibold) and, while extended, the title (`.headline`), 10 points
/// apart, padded 22 points on either side while extended; at least as wide and as tall as
/// a height of 58 points scaled with Dynamic Type like `.headline`, so that collapsed it is
/// a circle. Drawn on the tint's gradient in a capsule, with a shadow of the tint at 35 %
/// (radius 12, 6 points down), the label in white or black, whichever reads better on the
/// tint (``ShrinkingExtendedButtonContrastingForeground``). A change of `isExtended`
/// animates with a spring of 0.35 s and bounce 0.15, the title fading and scaling from
/// 0.8 at its leading edge; with Reduce Motion on, the shape changes at once. Assistive
/// technologies read the title, extended or not.
///
/// ```swift
/// ShrinkingExtendedButton(title: "New Message", systemImage: "square.and.pencil",
///                         isExtended: isExtended) { compose() }
/// ```
public struct ShrinkingExtendedButton: View {
  /// The label shown while extended, and read aloud.
  public let title: LocalizedStringResource
  /// The symbol shown always.
  public let systemImage: String
  /// Whether the title shows.
  public var isExtended: Bool
  /// The button's colour.
  public var tint: Color
  /// What a tap runs.
  public let action: () -> Void

  @ScaledMetric(relativeTo: .headline) private var height = 58.0
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  /// Creates the button.
  public init(
    title: LocalizedStringResource, systemImage: String, isExtended: Bool = true,
    tint: Color = .indigo, action: @escaping () -> Void
  ) {
    self.title = title
    self.systemImage = systemImage
    self.isExtended = isExtended
    self.tint = tint
    self.action = action
  }

  /// The button.
  public var body: some View {
    Button(action: action) { pill }
      .buttonStyle(.plain)
      .accessibilityLabel(title)
      .animation(reduceMotion ? nil : .spring(duration: 0.35, bounce: 0.15), value: isExtended)
  }

  /// The icon and the title in their capsule.
  private var pill: some View {
    HStack(spacing: 10) {
      Image(systemName: systemImage).font(.title3.weight(.semibold))
      if isExtended {
        Text(title)
          .font(.headline)
          .transition(.opacity.combined(with: .scale(scale: 0.8, anchor: .leading)))
      }
    }
    .foregroundStyle(ShrinkingExtendedButtonContrastingForeground(background: tint))
    .padding(.horizontal, isExtended ? 22 : 0)
    .frame(minWidth: height, minHeight: height)
    .background(tint.gradient, in: Capsule())
    .shadow(color: tint.opacity(0.35), radius: 12, y: 6)
  }
}

/// Sets a ``ShrinkingExtendedButton``'s `isExtended` from how far a scroll view has moved
/// from its top: apply it to the scroll view.
///
/// The distance is `contentOffset.y + contentInsets.top` (0 at rest under a navigation bar
/// or a safe area), judged by ``ShrinkingExtendedButtonMath/shouldExtend(offset:threshold:)``;
/// the binding is written only when the answer changes.
public struct ShrinkingExtendedButtonScrollTracker: ViewModifier {
  /// The button's state.
  @Binding public var isExtended: Bool
  /// How far the scroll view may move before the button shrinks.
  public var threshold: CGFloat

  /// Creates the tracker.
  public init(isExtended: Binding<Bool>, threshold: CGFloat = 40) {
    _isExtended = isExtended
    self.threshold = threshold
  }

  /// The scroll view, watched.
  public func body(content: Content) -> some View {
    content.onScrollGeometryChange(for: Bool.self) { geometry in
      ShrinkingExtendedButtonMath.shouldExtend(
        offset: geometry.contentOffset.y + geometry.contentInsets.top, threshold: threshold)
    } action: { _, shouldExtend in
      isExtended = shouldExtend
    }
  }
}

/// White or black, whichever reads better on `background`: black only when the colour's
/// relative luminance (0.2126 R + 0.7152 G + 0.0722 B, on linear components) is above 0.5,
/// so the system's colours keep white (system yellow is light enough for black).
public struct ShrinkingExtendedButtonContrastingForeground: ShapeStyle {
  /// The colour the foreground is drawn on.
  public let background: Color

  /// Creates the style.
  public init(background: Color) {
    self.background = background
  }

  /// White or black for `background` as it resolves in `environment`.
  public func resolve(in environment: EnvironmentValues) -> Color {
    let color = background.resolve(in: environment)
    let luminance =
      0.2126 * color.linearRed + 0.7152 * color.linearGreen + 0.0722 * color.linearBlue
    return luminance > 0.5 ? .black : .white
  }
}
