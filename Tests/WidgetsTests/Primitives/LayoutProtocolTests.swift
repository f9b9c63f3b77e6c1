import Foundation
import Testing
import Widgets

/// A flow layout with a cache, as apps write them: rows of subviews that wrap at the
/// proposed width. The cache counts how often it was made and updated.
final class CacheLog: @unchecked Sendable {
  var made = 0
  var updated = 0
}

struct Flow: Layout {
  let log: CacheLog
  var spacing: CGFloat = 4

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    log.made += 1
    return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    log.updated += 1
    cache = makeCache(subviews: subviews)
  }

  private func rows(_ width: CGFloat, _ sizes: [CGSize]) -> [[Int]] {
    var rows: [[Int]] = [[]]
    var x: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      if x > 0, x + size.width > width {
        rows.append([])
        x = 0
      }
      rows[rows.count - 1].append(index)
      x += size.width + spacing
    }
    return rows
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let width = proposal.width ?? .infinity
    var height: CGFloat = 0
    var widest: CGFloat = 0
    for (number, row) in rows(width, cache.sizes).enumerated() {
      var rowWidth: CGFloat = 0
      var rowHeight: CGFloat = 0
      for (offset, index) in row.enumerated() {
        rowWidth += cache.sizes[index].width + (offset > 0 ? spacing : 0)
        rowHeight = max(rowHeight, cache.sizes[index].height)
      }
      widest = max(widest, rowWidth)
      height += rowHeight + (number > 0 ? spacing : 0)
    }
    return CGSize(width: widest, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var y = bounds.minY
    for row in rows(bounds.width, cache.sizes) {
      var x = bounds.minX
      for index in row {
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
        x += cache.sizes[index].width + spacing
      }
      y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
    }
  }
}

/// A row whose cache is `Void` but whose `makeCache` and `updateCache` do work of their own
/// (here, counting): SwiftUI calls them all the same, and so must Galley, though it skips
/// the cache of its own layouts whose cache is `Void`.
struct CountingRow: Layout {
  let log: CacheLog

  func makeCache(subviews: Subviews) { log.made += 1 }

  func updateCache(_ cache: inout Void, subviews: Subviews) { log.updated += 1 }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

/// A custom alignment: the centre of an icon column.
enum IconCenter: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
  static let iconCenter = HorizontalAlignment(IconCenter.self)
}

@MainActor
struct LayoutProtocolTests {
  // Five 30×10 chips in a 100-wide flow: rows of three (30+4+30+4+30 = 98) and two. The
  // flow is 98 × 24, centred in 100×100 at (1, 38).
  @Test func customLayoutWithACache() {
    let log = CacheLog()
    let host = host(
      Flow(log: log) {
        ForEach(0..<5, id: \.self) { Color.red.frame(width: 30, height: 10).tag("c\($0)") }
      },
      width: 100, height: 100)
    #expect(host.frame(of: "c0") == rect(1, 38, 30, 10))
    #expect(host.frame(of: "c2") == rect(69, 38, 30, 10))
    #expect(host.frame(of: "c3") == rect(1, 52, 30, 10))
    #expect(log.made == 1)
    #expect(log.updated == 0)
  }

  // A layout whose cache is `Void` makes it once and updates it when its subviews change,
  // as one with a cache of its own does. Two 30×10 chips side by side, then three: 60×10
  // and then 90×10, centred in 100×100.
  @Test func customLayoutWithAVoidCacheIsStillAskedToMakeAndUpdateIt() {
    let log = CacheLog()
    let switches = Switches()
    let host = host(
      Live {
        CountingRow(log: log) {
          ForEach(switches.order.prefix(switches.flag ? 2 : 3), id: \.self) {
            Color.red.frame(width: 30, height: 10).tag("c\($0)")
          }
        }
      },
      width: 100, height: 100)
    #expect(host.frame(of: "c2") == rect(50, 45, 30, 10))
    #expect(log.made == 1)
    #expect(log.updated == 0)
    switches.flag = false
    #expect(host.frame(of: "c3") == rect(65, 45, 30, 10))
    #expect(log.made == 1)
    #expect(log.updated == 1)
  }

  // A custom alignment aligns views across containers: the second row's guide is 30 in, so
  // the first row moves right by 30 relative to it.
  @Test func customAlignmentIDsAlignAcrossViews() {
    let host = host(
      VStack(alignment: .iconCenter, spacing: 0) {
        Color.red.frame(width: 40, height: 10).tag("a")
        Color.blue.frame(width: 40, height: 10).alignmentGuide(.iconCenter) { $0.width * 0.75 }
          .tag("b")
      })
    // Guides: a 0, b 30 → a sits 30 right of b. Width 70, at x = 65: b at 65, a at 95.
    #expect(host.frame(of: "a") == rect(95, 90, 40, 10))
    #expect(host.frame(of: "b") == rect(65, 100, 40, 10))
  }

  // A stack's explicit guide comes from its first child with one: this VStack's first text
  // baseline is its first line's, so aligned with a lone Text the first lines share a
  // baseline and the VStack's top is level with the Text's top (same font).
  @Test func stacksPassTheirFirstChildsBaselineUp() {
    let host = host(
      HStack(alignment: .firstTextBaseline) {
        VStack {
          Text("A")
          Text("B")
        }
        .tag("stack")
        Text("C").tag("c")
      })
    #expect(host.frame(of: "stack")?.minY == host.frame(of: "c")?.minY)
  }

  // Padding on an edge forgets the child's spacing there: a spacer declares 0 (no gap), but
  // padded on its leading edge the default 8 comes back on that side.
  @Test func paddingForgetsSpacingOnPaddedEdges() {
    let host = host(
      HStack {
        Color.red.frame(width: 20, height: 20).tag("a")
        Spacer().padding(.leading, 1).tag("s")
        Color.blue.frame(width: 20, height: 20).tag("b")
      })
    // a (20) + 8 + padded spacer + 0 + b (20) = 200: the spacer block is 152 wide at x = 28.
    #expect(host.frame(of: "s") == rect(28, 100, 152, 0))
    #expect(host.frame(of: "b") == rect(180, 90, 20, 20))
  }
}
