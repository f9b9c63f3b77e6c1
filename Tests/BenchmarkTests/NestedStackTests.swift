import BenchmarkSupport
import Foundation
import Testing
import Widgets

/// Alternating nested stacks are not linear in their depth, and not exponential: what
/// Docs/Benchmarks.md says, measured by the layout's own count of nodes measured.
@MainActor
struct NestedStackTests {
  private func measured(depth: Int) -> Int {
    ViewHost(Nested(depth: depth), size: CGSize(width: 390, height: 844)).work.nodesMeasured
  }

  @Test func measurementsGrowPolynomiallyWithDepth() {
    let counts = [12, 24, 48].map(measured(depth:))
    // Doubling the depth multiplies the work by 2^exponent.
    let first = log2(Double(counts[1]) / Double(counts[0]))
    let second = log2(Double(counts[2]) / Double(counts[1]))
    // More than linear: each level asks the levels below for a few more distinct sizes.
    #expect(first > 1.5)
    // Polynomial, at most about the cube, and not exponential: an exponential cost would
    // make the second doubling cost more than the first, not less.
    #expect(first < 3.5)
    #expect(second < first)
    #expect(second > 1)
  }
}
