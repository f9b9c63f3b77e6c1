import Foundation
import Observation
import Testing
import Widgets

/// Views kept in parts (modifiers, stacks and tuples that keep only their own part, the
/// elements below keeping the views they hold) must tell every change that matters: after any
/// sequence of changes to the values a screen is built from, a host updated step by step draws
/// exactly what a host built afresh from the same values draws.
@MainActor
struct PartlyKeptPropertyTests {
  @Observable @MainActor
  final class Knobs {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
  }

  /// A composed view inside the screen, whose inputs come from the knobs too.
  struct Badge: View {
    let value: Int
    var body: some View {
      Text("badge \(value)").padding(.horizontal, CGFloat(value))
    }
  }

  /// Stacks, tuples and chains of modifiers, every parameter read from a knob.
  struct Board: View {
    let knobs: Knobs

    var body: some View {
      let v = knobs.values
      VStack(alignment: v[0] % 2 == 0 ? .leading : .trailing, spacing: CGFloat(v[1] % 4)) {
        HStack(spacing: CGFloat(v[2] % 3)) {
          Text("a\(v[3] % 3)").padding(CGFloat(v[4] % 3)).opacity(v[5] % 2 == 0 ? 1 : 0.5)
          Color.red.frame(width: CGFloat(4 + v[6] % 3), height: 4)
            .padding(.leading, CGFloat(v[7] % 2))
        }
        .padding(CGFloat(v[8] % 2))
        ZStack(alignment: v[9] % 2 == 0 ? .center : .topLeading) {
          Color.blue.frame(width: CGFloat(8 + v[10] % 3), height: 8)
          Text("b\(v[11] % 2)")
        }
        .background(v[12] % 2 == 0 ? Color.green : Color.yellow)
        Badge(value: v[13] % 3).padding(.vertical, CGFloat(v[14] % 2))
          .foregroundStyle(v[15] % 2 == 0 ? Color.primary : Color.red)
      }
      .padding(4)
    }
  }

  /// Scroll views and lazy stacks, which keep their own parts too, every parameter read
  /// from a knob. The views they hold capture no knob in a closure, so that a scroll view or
  /// a stack whose own part alone changed finds its content unchanged.
  struct ScrollingBoard: View {
    let knobs: Knobs

    var body: some View {
      let v = knobs.values
      VStack(spacing: 0) {
        ScrollView(v[0] % 3 == 0 ? .horizontal : .vertical, showsIndicators: v[1] % 2 == 0) {
          LazyVStack(
            alignment: v[2] % 2 == 0 ? .leading : .trailing, spacing: CGFloat(v[3] % 4),
            pinnedViews: v[4] % 2 == 0 ? [] : [.sectionHeaders]
          ) {
            Text("row \(v[5] % 3)").padding(.leading, CGFloat(v[6] % 3))
            Color.blue.frame(width: CGFloat(20 + v[7] % 3), height: 6)
          }
        }
        .frame(height: 40)
        ScrollView(.horizontal, showsIndicators: v[8] % 2 == 0) {
          LazyHStack(alignment: v[9] % 2 == 0 ? .top : .bottom, spacing: CGFloat(v[10] % 3)) {
            Color.red.frame(width: CGFloat(10 + v[11] % 3), height: CGFloat(6 + v[12] % 2))
            Text("c\(v[13] % 2)")
          }
        }
        ScrollView {
          LazyVStack(spacing: CGFloat(v[14] % 2)) {
            ForEach(0..<(2 + v[15] % 3), id: \.self) { Text("r\($0)") }
          }
        }
        .frame(height: 60)
      }
    }
  }

  /// A small generator that gives the same sequence on every machine.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func anUpdatedHostDrawsWhatAFreshOneDraws(seed: UInt64) {
    checkUpdatesDrawAsFresh(seed: seed) { Board(knobs: $0) }
  }

  @Test(arguments: [5, 6, 7] as [UInt64])
  func anUpdatedScrollingHostDrawsWhatAFreshOneDraws(seed: UInt64) {
    checkUpdatesDrawAsFresh(seed: seed) { ScrollingBoard(knobs: $0) }
  }

  /// Turns knobs 120 times from `seed`; after each turn, the host updated step by step must
  /// draw what a host built afresh from the same knobs draws.
  private func checkUpdatesDrawAsFresh<Screen: View>(
    seed: UInt64, _ screen: (Knobs) -> Screen
  ) {
    var random = Generator(state: seed)
    let knobs = Knobs((0..<16).map { _ in random.next(6) })
    let host = WidgetsTests.host(screen(knobs))
    for step in 0..<120 {
      // One to three knobs turned, often to a value that draws the same.
      for _ in 0...random.next(3) {
        knobs.values[random.next(16)] = random.next(6)
      }
      let fresh = WidgetsTests.host(screen(Knobs(knobs.values)))
      let updated = host.renderTree.dump()
      #expect(updated == fresh.renderTree.dump(), "step \(step), knobs \(knobs.values)")
      if updated != fresh.renderTree.dump() { return }
    }
  }
}
