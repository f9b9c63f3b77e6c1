import Backends
import Foundation
import Testing
import Widgets

/// Thirty messages under a compose button that shrinks as they scroll (seed 000's demo, in
/// this project's words).
struct ComposeScreen: View {
  @State private var isExtended = true

  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      ScrollView {
        LazyVStack(spacing: 12) {
          ForEach(0..<30, id: \.self) { index in
            Text("Message \(index + 1)").frame(maxWidth: .infinity, minHeight: 60)
          }
        }
      }
      .modifier(ShrinkingExtendedButtonScrollTracker(isExtended: $isExtended))
      .tag("list")
      ShrinkingExtendedButton(
        title: "New Message", systemImage: "square.and.pencil", isExtended: isExtended
      ) {}
      .tag("compose")
      .padding(24)
    }
  }
}

@MainActor
struct ShrinkingExtendedButtonTests {
  @Test func theButtonIsExtendedUpToTheThresholdInclusive() {
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: 40, threshold: 40))
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: 39.5, threshold: 40))
    #expect(!ShrinkingExtendedButtonMath.shouldExtend(offset: 40.5, threshold: 40))
    // Rubber-banding past the top counts as the top.
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: -30, threshold: 40))
    // A negative threshold counts as 0.
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: 0, threshold: -10))
    #expect(!ShrinkingExtendedButtonMath.shouldExtend(offset: 1, threshold: -10))
    // A NaN offset counts as the top; a non-finite threshold as 0.
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: .nan, threshold: 40))
    #expect(!ShrinkingExtendedButtonMath.shouldExtend(offset: 1, threshold: .nan))
    #expect(ShrinkingExtendedButtonMath.shouldExtend(offset: 0, threshold: .infinity))
  }

  private func title(_ host: ViewHost) -> Bool {
    host.renderTree.allNodes().contains { $0.node.content?.text?.string == "New Message" }
  }

  @Test func theTrackerShrinksTheButtonPastTheThresholdUnderTheSafeArea() {
    // On an iPhone 16 the list runs under the 59-point top inset: at rest its content
    // offset is −59, and the distance moved is offset + 59.
    ViewHost.printsDiagnostics = false
    let host = ViewHost(ComposeScreen(), device: .iPhone16)
    #expect(title(host))
    host.scroll("list", to: CGPoint(x: 0, y: -59 + 40))
    host.settle()
    #expect(title(host))
    host.scroll("list", to: CGPoint(x: 0, y: -59 + 41))
    host.settle()
    #expect(!title(host))
    // Collapsed, it is a 58-point circle.
    #expect(host.frame(of: "compose")?.size == CGSize(width: 58, height: 58))
    host.scroll("list", to: CGPoint(x: 0, y: -80))
    host.settle()
    #expect(title(host))
  }

  @Test func theShapeChangeSpringsUnlessReduceMotionIsOn() {
    for reduceMotion in [false, true] {
      let host = ViewHost(
        ComposeScreen().environment(\.accessibilityReduceMotion, reduceMotion),
        size: CGSize(width: 390, height: 844))
      host.scroll("list", to: CGPoint(x: 0, y: 200))
      #expect(host.isAnimating == !reduceMotion)
      host.settle()
      #expect(host.frame(of: "compose")?.size == CGSize(width: 58, height: 58))
    }
  }

  @Test func theTitleIsReadAloudEvenWhenCollapsed() throws {
    let host = ViewHost(
      ShrinkingExtendedButton(title: "New Message", systemImage: "plus", isExtended: false) {}
        .tag("compose"),
      size: CGSize(width: 200, height: 200))
    #expect(host.renderTree.node(identifiedBy: "compose")?.accessibility.label == "New Message")
    #expect(!title(host))
  }

  @Test func theHeightFollowsDynamicTypeLikeTheHeadline() {
    // 58 × 23/17 (the headline at xxxLarge against large) = 78.47, centred in 200 points:
    // from 60.76 to 139.24, whose edges land on the half-point grid at 61 and 139.
    let host = ViewHost(
      ShrinkingExtendedButton(title: "New", systemImage: "plus", isExtended: false) {}
        .tag("compose").dynamicTypeSize(.xxxLarge),
      size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "compose") == rect(61, 61, 78, 78))
  }

  @Test func theForegroundIsBlackOnlyOnLightColours() {
    func foreground(_ color: Color, dark: Bool = false) -> Color {
      var environment = EnvironmentValues()
      environment.colorScheme = dark ? .dark : .light
      return ShrinkingExtendedButtonContrastingForeground(background: color)
        .resolve(in: environment)
    }
    #expect(foreground(.indigo) == .white)
    #expect(foreground(.indigo, dark: true) == .white)
    #expect(foreground(.yellow) == .black)
    #expect(foreground(.white) == .black)
    // sRGB grey 187/255 has a luminance of 0.497 on linear components: white; 188/255
    // has 0.503: black.
    #expect(foreground(Color(red: 187 / 255, green: 187 / 255, blue: 187 / 255)) == .white)
    #expect(foreground(Color(red: 188 / 255, green: 188 / 255, blue: 188 / 255)) == .black)
  }
}
