// Seed 000 (Shrinking Extended Button), written as the seed writes it; only `import SwiftUI`
// became `import Widgets`, and the `#Preview` macro is left out (Linux has no
// DeveloperToolsSupport). This target compiles with the main actor as default isolation, as
// new Xcode projects do.
import Backends
import Testing
import Widgets

/// White or black, whichever reads better on `background`. Black only on a
/// light color, so the system's own colors keep white.
nonisolated struct ShrinkingExtendedButtonContrastingForeground: ShapeStyle {
  let background: Color

  func resolve(in environment: EnvironmentValues) -> Color {
    let color = background.resolve(in: environment)
    let luminance =
      0.2126 * color.linearRed + 0.7152 * color.linearGreen + 0.0722 * color.linearBlue
    return luminance > 0.5 ? .black : .white
  }
}

enum ShrinkingExtendedButtonMath {
  /// Rubber-banding past the top gives a negative offset, which counts as being at the top.
  static func shouldExtend(offset: CGFloat, threshold: CGFloat) -> Bool {
    offset <= max(threshold, 0)
  }
}

/// An extended floating button that shrinks from a labeled pill to a plain icon.
///
/// Pass `isExtended`, or drive it from a scroll view with `ShrinkingExtendedButtonScrollTracker`.
/// With Reduce Motion on, it changes shape without animating.
struct ShrinkingExtendedButton: View {
  let title: LocalizedStringResource
  let systemImage: String
  var isExtended = true
  var tint: Color = .indigo
  let action: () -> Void

  @ScaledMetric(relativeTo: .headline) private var height = 58.0
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    Button(action: action) {
      HStack(spacing: 10) {
        Image(systemName: systemImage)
          .font(.title3.weight(.semibold))

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
    .buttonStyle(.plain)
    .accessibilityLabel(title)
    .animation(reduceMotion ? nil : .spring(duration: 0.35, bounce: 0.15), value: isExtended)
  }
}

/// Apply to a scroll view to set `isExtended` from how far it has moved from the top.
struct ShrinkingExtendedButtonScrollTracker: ViewModifier {
  @Binding var isExtended: Bool
  var threshold: CGFloat = 40

  func body(content: Content) -> some View {
    content.onScrollGeometryChange(for: Bool.self) { geometry in
      ShrinkingExtendedButtonMath.shouldExtend(
        offset: geometry.contentOffset.y + geometry.contentInsets.top,
        threshold: threshold
      )
    } action: { _, shouldExtend in
      isExtended = shouldExtend
    }
  }
}

// MARK: - Demo

struct ShrinkingExtendedButtonDemo: View {
  @State private var isExtended = true

  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      ScrollView {
        LazyVStack(spacing: 12) {
          ForEach(0..<30, id: \.self) { index in
            HStack(spacing: 14) {
              Circle()
                .fill(Color(hue: Double(index % 8) / 8, saturation: 0.55, brightness: 0.9))
                .frame(width: 44, height: 44)
                .accessibilityHidden(true)
              Text("Message \(index + 1)")
                .font(.headline)
              Spacer(minLength: 0)
            }
            .padding(14)
            .background(
              .quaternary.opacity(0.6), in: RoundedRectangle(cornerRadius: 18, style: .continuous))
          }
        }
        .padding(16)
      }
      .modifier(ShrinkingExtendedButtonScrollTracker(isExtended: $isExtended))

      ShrinkingExtendedButton(
        title: "New Message", systemImage: "square.and.pencil", isExtended: isExtended
      ) {}
      .padding(24)
    }
  }
}

/// A custom layout written the way an app would, under main-actor default isolation.
struct Diagonal: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(.zero) { size, subview in
      let s = subview.sizeThatFits(.unspecified)
      return CGSize(width: size.width + s.width, height: size.height + s.height)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var point = bounds.origin
    for subview in subviews {
      subview.place(at: point, proposal: .unspecified)
      let s = subview.sizeThatFits(.unspecified)
      point.x += s.width
      point.y += s.height
    }
  }
}

@MainActor
struct ShrinkingExtendedButtonSeedTests {
  @Test func contrastingForegroundIsWhiteOnIndigo() {
    let style = ShrinkingExtendedButtonContrastingForeground(background: .indigo)
    #expect(style.resolve(in: EnvironmentValues()) == .white)
  }

  @Test func contrastingForegroundIsBlackOnlyStrictlyAboveHalf() {
    // sRGB 187/255 ≈ 0.7333 has linear luminance ≈ 0.497: white; 188/255 gives ≈ 0.503: black.
    let below = Color(red: 187.0 / 255, green: 187.0 / 255, blue: 187.0 / 255)
    let above = Color(red: 188.0 / 255, green: 188.0 / 255, blue: 188.0 / 255)
    let environment = EnvironmentValues()
    #expect(
      ShrinkingExtendedButtonContrastingForeground(background: below).resolve(in: environment)
        == .white)
    #expect(
      ShrinkingExtendedButtonContrastingForeground(background: above).resolve(in: environment)
        == .black)
    #expect(
      ShrinkingExtendedButtonContrastingForeground(background: .yellow).resolve(in: environment)
        == .black)
  }

  @Test func shouldExtendIsInclusiveAndClampsNegativeThresholds() {
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: 40, threshold: 40))
    #expect(!ShrinkingExtendedButtonMath.shouldExtend(offset: 40.5, threshold: 40))
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: -12, threshold: -10))
    #expect(!ShrinkingExtendedButtonMath.shouldExtend(offset: 1, threshold: -10))
  }

  /// The frame of the button labelled "New Message", where it is drawn.
  private func buttonFrame(_ host: ViewHost) -> CGRect? {
    host.renderTree.allNodes().first { $0.node.accessibility.label == "New Message" }?.frame
  }

  private func showsTitle(_ host: ViewHost) -> Bool {
    host.renderTree.allNodes().contains { $0.node.content?.text?.string == "New Message" }
  }

  @Test func demoRendersTheExtendedButtonInTheBottomTrailingCorner() throws {
    let host = ViewHost(ShrinkingExtendedButtonDemo(), size: CGSize(width: 390, height: 844))
    let frame = try #require(buttonFrame(host))
    // The button ends 24 points inside the canvas's bottom-trailing corner; it is 58 tall.
    #expect(frame.maxX == 366)
    #expect(frame.maxY == 820)
    #expect(frame.height == 58)
    #expect(frame.width > 58)
    #expect(showsTitle(host))
  }

  @Test func scrollingPastTheThresholdShrinksTheButtonWithItsSpring() throws {
    let host = ViewHost(ShrinkingExtendedButtonDemo(), size: CGSize(width: 390, height: 844))
    let extended = try #require(buttonFrame(host))
    host.drag(by: CGSize(width: 0, height: -100))
    // The spring has only just started: the button is still as wide as it was.
    #expect(buttonFrame(host) == extended)
    host.advance(by: 0.1)
    let moving = try #require(buttonFrame(host))
    #expect(moving.width < extended.width && moving.width > 58)
    host.settle()
    // A 58-point circle in the same corner, the title gone.
    #expect(buttonFrame(host) == CGRect(x: 308, y: 762, width: 58, height: 58))
    #expect(!showsTitle(host))
    // Back to the top: extended again.
    host.drag(by: CGSize(width: 0, height: 300))
    host.settle()
    #expect(buttonFrame(host) == extended)
    #expect(showsTitle(host))
  }

  @Test func withReduceMotionTheButtonChangesShapeAtOnce() {
    let host = ViewHost(
      ShrinkingExtendedButtonDemo().environment(\.accessibilityReduceMotion, true),
      size: CGSize(width: 390, height: 844))
    host.drag(by: CGSize(width: 0, height: -100))
    #expect(buttonFrame(host) == CGRect(x: 308, y: 762, width: 58, height: 58))
    #expect(!showsTitle(host))
  }

  @Test func customLayoutPlacesSubviewsDiagonally() {
    let host = ViewHost(
      Diagonal {
        Color.red.frame(width: 10, height: 20).accessibilityIdentifier("a")
        Color.blue.frame(width: 30, height: 5).accessibilityIdentifier("b")
      }, size: CGSize(width: 100, height: 100))
    // The layout is 40×25, centred in 100×100: origin (30, 37.5).
    #expect(host.frame(of: "a") == CGRect(x: 30, y: 37.5, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 40, y: 57.5, width: 30, height: 5))
  }
}
