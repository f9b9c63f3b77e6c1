import Foundation
import Testing

@testable import Backends
@testable import Render

/// The SVG writer formats numbers and escapes text straight into bytes, exactly as the string
/// functions do.
struct SVGOutputTests {
  @Test func numbersAreWrittenAsNumberFormattingWritesThem() {
    var values: [CGFloat] = [
      0, -0.0, 1, -1, 0.5, 0.0005, -0.0005, 0.0004, -0.0004, 1 / 3, 2 / 3, 16.187, 383.5,
      12.25, 0.1, 0.01, 0.001, 0.999_5, 99.999_9, 1e14, -1e14, 1e15, 1e300, .nan, .infinity,
      -.infinity, 844, 1_000_000.001,
    ]
    var random = SeededGenerator(state: 7)
    for _ in 0..<2_000 {
      values.append(CGFloat(Double(Int.random(in: -2_000_000...2_000_000, using: &random)) / 997))
    }
    for value in values {
      var output = SVGOutput()
      output.number(value)
      #expect(output.text() == NumberFormatting.decimal(value), "\(value)")
    }
  }

  @Test func textIsEscapedAsSVGEscapingEscapesIt() {
    let texts = [
      "plain", "<&\"'>", "tab\there", "line\nbreak", "bell\u{7}", "日本語", "\u{FFFE}x\u{FFFF}",
      "\u{F8FF} private use", "😀 👨‍👩‍👧", "",
    ]
    for text in texts {
      var output = SVGOutput()
      output.escaped(text)
      #expect(output.text() == SVGEscaping.escape(text), "\(text)")
    }
  }

  @Test func idsAreSixteenHexDigits() {
    var output = SVGOutput()
    output.id(NodeID(rawValue: 0x0123_4567_89ab_cdef))
    output.write(" ")
    output.id(NodeID(rawValue: 1))
    #expect(output.text() == "0123456789abcdef 0000000000000001")
    #expect(output.writtenBytes == 33)
  }

  /// The fresh bytes grow past their buffer many times, and keep every byte in order, next
  /// to the same text built as a string.
  @Test func freshBytesKeepEveryByteAsTheyGrow() {
    var output = SVGOutput()
    var expected = ""
    for index in 0..<3_000 {
      output.indent(index % 5)
      expected += String(repeating: "  ", count: index % 5)
      output.write("<g id=\"")
      output.id(NodeID(rawValue: UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
      output.attribute(" x=\"", CGFloat(index) / 8)
      output.escaped("row & \(index)")
      output += "é\n"
      expected += "<g id=\"\(NodeID(rawValue: UInt64(index) &* 0x9E37_79B9_7F4A_7C15))"
      expected += " x=\"\(NumberFormatting.decimal(CGFloat(index) / 8))\""
      expected += "row &amp; \(index)é\n"
    }
    #expect(output.writtenBytes == expected.utf8.count)
    #expect(output.text() == expected)

    // From a buffer of sixteen bytes: a piece larger than the doubling, one byte at a time,
    // a run of one byte, and a reversal at the end.
    let bytes = FreshBytes(capacity: 16)
    let long = Array("a piece longer than twice sixteen bytes, written at once".utf8)
    long.withUnsafeBufferPointer { bytes.append($0) }
    for byte in "xyz".utf8 { bytes.append(byte) }
    bytes.append(repeating: UInt8(ascii: "-"), count: 40)
    bytes.append(UInt8(ascii: "1"))
    bytes.append(UInt8(ascii: "2"))
    bytes.reverse(from: bytes.count - 2)
    let written =
      long + Array("xyz".utf8) + Array(repeating: UInt8(ascii: "-"), count: 40) + [50, 49]
    #expect(bytes.bytes == written)
    bytes.removeAll()
    #expect(bytes.count == 0 && bytes.bytes.isEmpty)
  }
}
