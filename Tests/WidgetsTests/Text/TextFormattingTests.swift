import Foundation
import Testing
import Widgets

/// Dates and values in `Text`, and the line-limit and scaling modifiers.
@MainActor
struct TextFormattingTests {
  func shown<V: View>(_ view: V) -> String? {
    let host = host(view, width: 393, height: 300)
    return host.renderTree.allNodes().compactMap { $0.node.content?.text }.first?.string
  }

  /// The host's clock starts at the reference date: 1 January 2001, 00:00 UTC.
  let start = Date(timeIntervalSinceReferenceDate: 0)

  // Dates and times in US English, in UTC unless the environment says otherwise.
  @Test func datesAndTimes() {
    let date = start.addingTimeInterval(9 * 3_600 + 41 * 60)
    #expect(shown(Text(date, style: .date)) == "January 1, 2001")
    #expect(shown(Text(date, style: .time)) == "9:41 AM")
    let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
    #expect(shown(Text(date, style: .time).environment(\.timeZone, tokyo)) == "6:41 PM")
  }

  // The relative styles count from the host's clock: 2 h 5 min 9 s ahead.
  @Test func relativeStylesReadTheHostsClock() {
    let later = start.addingTimeInterval(2 * 3_600 + 5 * 60 + 9)
    #expect(shown(Text(later, style: .relative)) == "2 hours, 5 minutes")
    #expect(shown(Text(later, style: .offset)) == "+2 hours")
    #expect(shown(Text(later, style: .timer)) == "2:05:09")
    #expect(shown(Text(start.addingTimeInterval(-61), style: .offset)) == "-1 minute")
  }

  // Format styles in US English, whatever the machine's locale.
  @Test func formatStyles() {
    #expect(shown(Text(1234.5, format: .number)) == "1,234.5")
    #expect(shown(Text(0.25, format: .percent)) == "25%")
    #expect(shown(Text(1234.5, format: .currency(code: "USD"))) == "$1,234.50")
    #expect(shown(Text(["Ana", "Bo", "Cy"], format: .list(type: .and))) == "Ana, Bo, and Cy")
    // Relative to the host's clock start, not to the machine's clock.
    let inTwoHours = start.addingTimeInterval(2 * 3_600)
    #expect(shown(Text(inTwoHours, format: .relative(presentation: .numeric))) == "in 2 hours")
  }

  // `reservesSpace` makes a one-line text as tall as three lines; a range reserves its
  // lower bound and cuts at its upper one.
  @Test func reservedLines() throws {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("One").lineLimit(3, reservesSpace: true).tag("reserved")
        Text("1\n2\n3").tag("three")
        Text("One").lineLimit(2...4).tag("range")
        Text("1\n2\n3\n4\n5\n6").lineLimit(2...4).tag("cut")
        Text("1\n2").tag("two")
        Text("1\n2\n3\n4").tag("four")
      }, width: 393, height: 852)
    // Equal to within a pixel: frames are rounded to the pixel grid where each one lies.
    func height(_ identifier: String) throws -> CGFloat {
      try #require(host.frame(of: identifier)).height
    }
    #expect(abs(try height("reserved") - height("three")) <= 0.5)
    #expect(abs(try height("range") - height("two")) <= 0.5)
    #expect(abs(try height("cut") - height("four")) <= 0.5)
    #expect(try height("reserved") > height("two") + 10)
  }

  // A one-line title too wide for 200 points shrinks, no further than half its size, to
  // fit uncut; without the modifier it is cut.
  @Test func minimumScaleFactorShrinksToFit() throws {
    func content<V: View>(_ view: V) throws -> TextContent {
      let host = host(view, width: 393, height: 300)
      let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
      return try #require(texts.first)
    }
    let title = "Weekend in Lisbon and Porto"
    let cut = try content(Text(title).font(.title).lineLimit(1).frame(width: 200))
    #expect(cut.isTruncated)
    let shrunk = try content(
      Text(title).font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200))
    #expect(!shrunk.isTruncated)
    #expect(shrunk.string == title)
    #expect(shrunk.font.size < 28)
    #expect(shrunk.font.size >= 14)
    let width = try #require(shrunk.lines.first).width
    #expect(width <= 200)
    #expect(width > 195)
    // Text that fits is not scaled.
    let fits = try content(Text("Lisbon").font(.title).minimumScaleFactor(0.5))
    #expect(fits.font.size == 28)
  }
}
