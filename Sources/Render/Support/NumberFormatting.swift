import Foundation

/// Canonical number text for every output Galley writes (SVG, dumps, messages).
///
/// At most three decimals, no trailing zeros, no exponent, never `-0`, and independent of the
/// locale, so output bytes never depend on the machine.
package enum NumberFormatting {
  /// The locale of every formatted number: the C library's locale (`setlocale`) never
  /// reaches the output.
  package static let posix = Locale(identifier: "en_US_POSIX")

  /// `value` with at most `decimals` decimals: `12`, `12.5`, `0.333`.
  package static func decimal(_ value: CGFloat, decimals: Int = 3) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (Double(value) * scale).rounded(.toNearestOrAwayFromZero)
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = abs(scaled)
    guard magnitude < 1e15 else { return String(format: "%.0f", locale: posix, Double(value)) }
    let units = UInt64(magnitude)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    var text = negative ? "-" : ""
    text += String(whole)
    if fraction > 0 {
      var digits = decimals
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }

  /// A length as dumps and messages write it: `∞` for infinity, else ``decimal(_:decimals:)``.
  package static func length(_ value: CGFloat) -> String {
    value.isInfinite && value > 0 ? "∞" : decimal(value)
  }
}
