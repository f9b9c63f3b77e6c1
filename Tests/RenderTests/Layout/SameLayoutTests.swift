import Foundation
import Testing

@testable import Render

/// Whether a container made again lays out as before, so that its node keeps its memoised
/// sizes: each built-in layout compares its own fields.
struct SameLayoutTests {
  private func same<L: Layout>(_ a: L, _ b: L) -> Bool {
    LayoutBox(a).hasSameLayout(as: LayoutBox(b))
  }

  @Test func stacksCompareTheirAlignmentAndSpacing() {
    #expect(
      same(HStackLayout(alignment: .top, spacing: 8), HStackLayout(alignment: .top, spacing: 8)))
    #expect(same(HStackLayout(), HStackLayout()))
    #expect(
      !same(HStackLayout(alignment: .top, spacing: 8), HStackLayout(alignment: .bottom, spacing: 8))
    )
    #expect(!same(HStackLayout(spacing: 8), HStackLayout(spacing: 9)))
    #expect(!same(HStackLayout(spacing: 8), HStackLayout()))
    #expect(!same(HStackLayout(spacing: 0), HStackLayout()))
    // The same NaN is the same spacing (a layout given one is not made again each time).
    #expect(same(HStackLayout(spacing: .nan), HStackLayout(spacing: .nan)))
    #expect(!same(HStackLayout(spacing: .nan), HStackLayout(spacing: 8)))
    #expect(
      same(
        VStackLayout(alignment: .leading, spacing: 4), VStackLayout(alignment: .leading, spacing: 4)
      ))
    #expect(!same(VStackLayout(alignment: .leading), VStackLayout(alignment: .trailing)))
    #expect(!same(VStackLayout(spacing: 4), VStackLayout(spacing: 5)))
    #expect(same(ZStackLayout(alignment: .topLeading), ZStackLayout(alignment: .topLeading)))
    #expect(!same(ZStackLayout(alignment: .topLeading), ZStackLayout(alignment: .center)))
  }

  @Test func modifierLayoutsCompareTheirParameters() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(same(PaddingLayout(insets: insets), PaddingLayout(insets: insets)))
    #expect(!same(PaddingLayout(insets: insets), PaddingLayout(insets: EdgeInsets())))
    #expect(
      same(
        FrameLayout(width: 60, height: nil, alignment: .leading),
        FrameLayout(width: 60, height: nil, alignment: .leading)))
    #expect(
      !same(
        FrameLayout(width: 60, height: nil, alignment: .leading),
        FrameLayout(width: 60, height: 0, alignment: .leading)))
    #expect(
      !same(
        FrameLayout(width: 60, height: nil, alignment: .leading),
        FrameLayout(width: 60, height: nil, alignment: .center)))
    #expect(same(PassthroughLayout(), PassthroughLayout()))
    // A layout holding a closure is compared as values are: its closure is never equal to
    // another.
    let guide = AlignmentGuideLayout(key: HorizontalAlignment.leading.key) { $0.width }
    #expect(!same(guide, AlignmentGuideLayout(key: HorizontalAlignment.leading.key) { $0.width }))
  }

  // Layouts of different types are never the same; type-erased layouts compare what they
  // wrap.
  @Test func differentTypesAreNotTheSame() {
    #expect(!LayoutBox(HStackLayout()).hasSameLayout(as: LayoutBox(VStackLayout())))
    #expect(same(AnyLayout(HStackLayout(spacing: 2)), AnyLayout(HStackLayout(spacing: 2))))
    #expect(!same(AnyLayout(HStackLayout(spacing: 2)), AnyLayout(HStackLayout(spacing: 3))))
    #expect(!same(AnyLayout(HStackLayout()), AnyLayout(VStackLayout())))
  }
}
