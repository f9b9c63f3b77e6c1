import Foundation
import Testing

@testable import Render

/// The guides a subtree may set: a short list that behaves as a set.
struct ExplicitGuidesTests {
  private let first = VerticalAlignment.firstTextBaseline.key
  private let last = VerticalAlignment.lastTextBaseline.key
  private let center = VerticalAlignment.center.key
  private let leading = HorizontalAlignment.leading.key
  /// The same guide type on the other axis is another guide.
  private let centerAcross = HorizontalAlignment.center.key

  @Test func keysAreKeptOnceAndFoundByGuideAndAxis() {
    let guides = ExplicitGuides([first, last, first, last])
    #expect(guides.keys.count == 2)
    #expect(guides.contains(first) && guides.contains(last))
    #expect(!guides.contains(center))
    #expect(!ExplicitGuides([center]).contains(centerAcross))
    #expect(ExplicitGuides.all.contains(leading))
    #expect(!ExplicitGuides.none.contains(first))
  }

  @Test func unionsAddWhatIsMissingOnce() {
    var guides = ExplicitGuides.none
    guides.formUnion(ExplicitGuides([first, last]))
    #expect(guides == ExplicitGuides([first, last]))
    guides.formUnion(ExplicitGuides([last, leading, first]))
    #expect(guides.keys.count == 3)
    #expect(guides == ExplicitGuides([leading, first, last]))
    guides.formUnion(.none)
    #expect(guides.keys.count == 3)
    guides.formUnion(.all)
    #expect(guides == .all)
    guides.formUnion(ExplicitGuides([center]))
    #expect(guides == .all)
  }

  @Test func equalityIgnoresOrderButNotContents() {
    #expect(ExplicitGuides([first, last]) == ExplicitGuides([last, first]))
    #expect(ExplicitGuides([first, last]) != ExplicitGuides([first]))
    #expect(ExplicitGuides([first, last]) != ExplicitGuides([first, center]))
    #expect(ExplicitGuides([center]) != ExplicitGuides([centerAcross]))
    #expect(ExplicitGuides.none != .all)
  }
}
