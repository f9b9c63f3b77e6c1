import Foundation
import Testing

@testable import Render

struct NumberFormattingTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (12.0, "12"), (12.5, "12.5"), (0.1 + 0.2, "0.3"),
    (1.0 / 3.0, "0.333"), (2.0 / 3.0, "0.667"), (-1.25, "-1.25"), (-0.0004, "0"),
    (1_000_000, "1000000"), (0.0005, "0.001"), (20.287_109_375, "20.287"),
  ])
  func decimals(value: Double, text: String) {
    #expect(NumberFormatting.decimal(CGFloat(value)) == text)
  }

  @Test func nonFiniteValuesHaveNames() {
    #expect(NumberFormatting.decimal(.nan) == "nan")
    #expect(NumberFormatting.decimal(.infinity) == "inf")
    #expect(NumberFormatting.decimal(-.infinity) == "-inf")
  }
}

struct LargeNumberFormattingTests {
  @Test func hugeValuesAreWrittenWithoutExponents() {
    #expect(NumberFormatting.decimal(1e20) == "100000000000000000000")
    #expect(NumberFormatting.decimal(-2.5e15) == "-2500000000000000")
    #expect(!NumberFormatting.decimal(1e300).contains("e"))
  }
}
