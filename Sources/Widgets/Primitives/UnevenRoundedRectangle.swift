import Foundation

/// The radii of a rectangle's four corners: SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Equatable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner, 0 (square) unless given.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle with each corner rounded by its own radius: SwiftUI's
/// `UnevenRoundedRectangle`.
///
/// Leading is the left in Galley's drawing. Each radius is clamped to half the shorter side;
/// a negative or non-finite radius is square. Corners are circular arcs drawn as cubic curves
/// (`.continuous` is drawn as `.circular`).
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
///   .fill(.blue)
/// ```
public struct UnevenRoundedRectangle: Shape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rectangle with corners of `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with each corner's radius given, 0 (square) unless given.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// `rect` with its corners rounded.
  public func path(in rect: CGRect) -> Path {
    let r = rect.standardized
    let limit = max(0, min(r.width, r.height) / 2)
    func corner(_ radius: CGFloat) -> CGSize {
      let radius = radius.isFinite ? min(max(radius, 0), limit) : 0
      return CGSize(width: radius, height: radius)
    }
    var path = Path()
    path.addRoundedRect(
      in: r, topLeading: corner(cornerRadii.topLeading),
      topTrailing: corner(cornerRadii.topTrailing),
      bottomTrailing: corner(cornerRadii.bottomTrailing),
      bottomLeading: corner(cornerRadii.bottomLeading))
    return path
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with each corner's radius given: `.clipShape(.rect(topLeadingRadius: 12))`.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with corners of `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
