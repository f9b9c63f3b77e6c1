import Foundation
import Observation
import Testing
import Widgets

/// fixedSize, aspectRatio, alignment guides, offset and position against
/// research/swiftui-layout.md §3.4–3.9 (canvas 200×200).
@MainActor
struct LayoutModifierTests {
  // §1.6, §3.6: fixedSize proposes nil; a colour's ideal size is 10×10.
  @Test func fixedSizeGivesTheIdealSize() {
    #expect(host(Color.red.tag("c").fixedSize()).frame(of: "c") == rect(95, 95, 10, 10))
  }

  // §3.6: only the fixed dimension gets nil.
  @Test func fixedSizeCanFixOneDimension() {
    let host = host(Color.red.tag("c").fixedSize(horizontal: true, vertical: false))
    #expect(host.frame(of: "c") == rect(95, 0, 10, 200))
  }

  // §3.8, aspectRatio's documentation: 0.75 fits 200×200 as 150×200.
  @Test func aspectRatioFitsTheProposal() {
    let host = host(Color.red.aspectRatio(0.75, contentMode: .fit).tag("c"))
    #expect(host.frame(of: "c") == rect(25, 0, 150, 200))
  }

  // §3.8: fill scales to cover: 200 × 266.67, centred at y = −33.33; corners round to
  // −33.5 and 233.5.
  @Test func aspectRatioFillsTheProposal() {
    let host = host(Color.red.aspectRatio(0.75, contentMode: .fill).tag("c"))
    #expect(host.frame(of: "c") == rect(0, -33.5, 200, 267))
  }

  // §3.8: without a ratio, the child's ideal size (40×20) gives it: 200×100 fits.
  @Test func aspectRatioDefaultsToTheIdealSize() {
    let host = host(
      Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit).tag("c"))
    #expect(host.frame(of: "c") == rect(0, 50, 200, 100))
  }

  // §3.8: a fully unspecified proposal passes through: the colour's ideal 10×10.
  @Test func aspectRatioPassesAnUnspecifiedProposal() {
    let host = host(Color.red.aspectRatio(2, contentMode: .fit).tag("c").fixedSize())
    #expect(host.frame(of: "c") == rect(95, 95, 10, 10))
  }

  // An invalid ratio is ignored with a diagnostic (the ideal size's ratio is used).
  @Test func invalidAspectRatioIsIgnored() {
    let host = host(Color.red.aspectRatio(-1, contentMode: .fit).tag("c"))
    #expect(host.frame(of: "c") == rect(0, 0, 200, 200))
    #expect(host.diagnosticKinds == [.invalidLength])
  }

  // §3.9: an explicit guide moves the child in its container. The second view's leading
  // guide is 20, so it sits 20 left of the first; the stack is 70 wide, at x = 65.
  @Test func alignmentGuideOverridesTheGuide() {
    let host = host(
      VStack(alignment: .leading) {
        Color.red.frame(width: 50, height: 10).tag("a")
        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.tag("b")
      })
    #expect(host.frame(of: "a") == rect(85, 86, 50, 10))
    #expect(host.frame(of: "b") == rect(65, 104, 50, 10))
  }

  // A guide that appears deep inside a subtree after an update moves the view: the stack's
  // memo of which guides its subtree can set is refreshed. Before: both centred at x = 75;
  // after: the frames of `alignmentGuideOverridesTheGuide`.
  @Test func alignmentGuideAddedByAnUpdateIsHonoured() {
    let toggle = GuideToggle()
    let host = host(
      GuideToggleView(toggle: toggle))
    #expect(host.frame(of: "b") == rect(75, 104, 50, 10))
    toggle.isOn = true
    host.update()
    #expect(host.frame(of: "a") == rect(85, 86, 50, 10))
    #expect(host.frame(of: "b") == rect(65, 104, 50, 10))
  }

  // §3.9: the guide's closure gets the view's dimensions.
  @Test func alignmentGuideReadsTheDimensions() {
    let host = host(
      VStack(alignment: .leading) {
        Color.red.frame(width: 50, height: 10).tag("a")
        Color.blue.frame(width: 40, height: 10)
          .alignmentGuide(.leading) { d in d[.trailing] }.tag("b")
      })
    // b's leading guide is its trailing edge (40): b spans −40…0 relative to the line.
    // Width 40 + 50 = 90, x = 55: b at 55, a at 95.
    #expect(host.frame(of: "a") == rect(95, 86, 50, 10))
    #expect(host.frame(of: "b") == rect(55, 104, 40, 10))
  }

  // §3.4: offset moves the drawing, not the layout: the neighbour stays where it was.
  @Test func offsetMovesOnlyTheDrawing() {
    let host = host(
      HStack {
        Color.red.frame(width: 20, height: 20).offset(x: 10, y: 20).tag("a")
        Color.blue.frame(width: 30, height: 20).tag("b")
      })
    #expect(host.frame(of: "a") == rect(81, 110, 20, 20))
    #expect(host.frame(of: "b") == rect(99, 90, 30, 20))
  }

  // §3.4: position takes the whole proposal and centres the child on the point.
  @Test func positionCentresTheChildOnThePoint() {
    let host = host(Color.red.frame(width: 20, height: 20).tag("c").position(x: 30, y: 40).tag("p"))
    #expect(host.frame(of: "p") == rect(0, 0, 200, 200))
    #expect(host.frame(of: "c") == rect(20, 30, 20, 20))
  }
}

/// overlay, background and border against research/swiftui-layout.md §3.5.
@MainActor
struct OverlayTests {
  // The secondary view is proposed the primary's size and aligned on it.
  @Test func overlayAlignsOnThePrimary() {
    let host = host(
      Color.red.frame(width: 100, height: 50).tag("p")
        .overlay(alignment: .topTrailing) { Color.blue.frame(width: 20, height: 20).tag("o") })
    #expect(host.frame(of: "p") == rect(50, 75, 100, 50))
    #expect(host.frame(of: "o") == rect(130, 75, 20, 20))
  }

  // A bigger background overflows; the modified view keeps the primary's size.
  @Test func backgroundDoesNotChangeTheSize() {
    let host = host(
      Color.red.frame(width: 40, height: 40).tag("p")
        .background(Color.blue.frame(width: 60, height: 60).tag("b")).tag("whole"))
    #expect(host.frame(of: "whole") == rect(80, 80, 40, 40))
    #expect(host.frame(of: "b") == rect(70, 70, 60, 60))
  }

  // A flexible background becomes exactly the primary's size.
  @Test func flexibleBackgroundTakesThePrimarySize() {
    let host = host(Color.red.frame(width: 100, height: 50).background { Color.blue.tag("b") })
    #expect(host.frame(of: "b") == rect(50, 75, 100, 50))
  }

  // Several secondary views form an implicit ZStack with the modifier's alignment.
  @Test func severalSecondaryViewsStack() {
    let host = host(
      Color.red.frame(width: 100, height: 100)
        .overlay(alignment: .bottomLeading) {
          Color.blue.frame(width: 30, height: 10).tag("a")
          Color.green.frame(width: 10, height: 30).tag("b")
        })
    // The ZStack is 30×30 at the bottom-leading corner (50, 120).
    #expect(host.frame(of: "a") == rect(50, 140, 30, 10))
    #expect(host.frame(of: "b") == rect(50, 120, 10, 30))
  }

  // border is a stroke inside the bounds: a rectangle inset by half the width.
  @Test func borderStrokesInsideTheBounds() throws {
    let host = host(Color.red.frame(width: 100, height: 50).border(.black, width: 4))
    let overlay = try #require(
      host.renderTree.allNodes().first { $0.node.content?.shape?.stroke != nil })
    #expect(overlay.frame == rect(50, 75, 100, 50))
    let shape = try #require(overlay.node.content?.shape)
    #expect(shape.geometry.inset == 2)
    #expect(shape.stroke?.lineWidth == 4)
  }
}

@Observable
final class GuideToggle {
  var isOn = false
}

/// A leading-aligned stack whose second row gains an explicit leading guide, inside an
/// `HStack`, when `toggle` turns on.
struct GuideToggleView: View {
  let toggle: GuideToggle

  var body: some View {
    VStack(alignment: .leading) {
      Color.red.frame(width: 50, height: 10).tag("a")
      HStack {
        if toggle.isOn {
          Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.tag("b")
        } else {
          Color.blue.frame(width: 50, height: 10).tag("b")
        }
      }
    }
  }
}
