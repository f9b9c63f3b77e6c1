import Foundation
import Testing

@testable import Render

struct ResolvedColorTests {
  // Each component is clamped to 0...1 and rounded to the nearest of 256 steps (half away
  // from zero: 0.5 × 255 = 127.5 is 128, 0x80), written as two lowercase hex digits.
  @Test(arguments: [
    (ResolvedColor(red: 0, green: 0, blue: 0), "#000000"),
    (ResolvedColor(red: 1, green: 1, blue: 1), "#ffffff"),
    (ResolvedColor(red: 1, green: 0.5, blue: 0), "#ff8000"),
    (ResolvedColor(hex: 0x3C3C43), "#3c3c43"),
    (ResolvedColor(red: 10 / 255, green: 171 / 255, blue: 205 / 255), "#0aabcd"),
    (ResolvedColor(red: -3, green: 7, blue: .nan), "#00ff00"),
    (ResolvedColor(red: .infinity, green: -.infinity, blue: 0.002), "#ff0001"),
  ])
  func hexRGB(_ color: ResolvedColor, _ expected: String) {
    #expect(color.hexRGB == expected)
    #expect(color.withHexRGB { Array($0) } == Array(expected.utf8))
    // The description appends the opacity in upper case.
    #expect(color.description == expected.uppercased() + "FF")
  }
}
