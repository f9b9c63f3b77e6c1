import Foundation
import Render

/// An SVG document's bytes, held as pieces of shared buffers: an update copies the unchanged
/// parts of the previous document by reference (a piece of its buffer) instead of byte by
/// byte, so splicing one changed row into a long document costs the row, not the document.
struct SVGBytes: Sendable {
  /// A buffer of written bytes, shared by every document whose pieces point into it.
  final class Buffer: Sendable {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// A range of one buffer, and where it starts in the document.
  struct Piece: Sendable {
    let buffer: Buffer
    let range: Range<Int>
    let offset: Int
  }

  private(set) var pieces: [Piece] = []
  /// The document's length in bytes.
  private(set) var count = 0

  /// The bytes, one contiguous array.
  ///
  /// - Complexity: O(n) in the length of the document.
  var contiguous: [UInt8] {
    if pieces.count == 1, pieces[0].range == pieces[0].buffer.bytes.indices {
      return pieces[0].buffer.bytes
    }
    var result: [UInt8] = []
    result.reserveCapacity(count)
    for piece in pieces { result.append(contentsOf: piece.buffer.bytes[piece.range]) }
    return result
  }

  /// Appends a range of a buffer, joining it to the last piece when it continues it.
  mutating func append(_ buffer: Buffer, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    if let last = pieces.last, last.buffer === buffer, last.range.upperBound == range.lowerBound {
      pieces[pieces.count - 1] = Piece(
        buffer: buffer, range: last.range.lowerBound..<range.upperBound, offset: last.offset)
    } else {
      pieces.append(Piece(buffer: buffer, range: range, offset: count))
    }
    count += range.count
  }

  /// Appends the bytes of `range` (offsets in this document) of `other`.
  ///
  /// - Complexity: O(log p + k) in the p pieces of `other` and the k pieces the range spans.
  mutating func append(_ range: Range<Int>, of other: SVGBytes) {
    guard !range.isEmpty else { return }
    // The last piece starting at or before the range.
    var low = 0
    var high = other.pieces.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if other.pieces[middle].offset <= range.lowerBound { low = middle } else { high = middle }
    }
    var index = low
    var position = range.lowerBound
    while position < range.upperBound, index < other.pieces.count {
      let piece = other.pieces[index]
      let start = piece.range.lowerBound + (position - piece.offset)
      let end = min(piece.range.upperBound, start + (range.upperBound - position))
      append(piece.buffer, start..<end)
      position += end - start
      index += 1
    }
  }
}

/// A document being written: fresh text goes to a buffer of its own, copied fragments of a
/// previous document become pieces of that document's buffers.
struct SVGOutput {
  private let fresh = FreshBytes()
  private var done = SVGBytes()
  /// The bytes written fresh, not copied.
  private(set) var writtenBytes = 0

  /// The number of bytes so far.
  var count: Int { done.count + fresh.count }

  static func += (output: inout SVGOutput, text: String) {
    var text = text
    text.withUTF8 { output.fresh.append($0) }
    output.writtenBytes += text.utf8.count
  }

  /// Appends constant text.
  mutating func write(_ text: StaticString) {
    text.withUTF8Buffer { fresh.append($0) }
    writtenBytes += text.utf8CodeUnitCount
  }

  /// Appends bytes that need no escaping.
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { fresh.append($0) }
    writtenBytes += bytes.count
  }

  /// Appends one byte.
  private mutating func byte(_ value: UInt8) {
    fresh.append(value)
    writtenBytes += 1
  }

  /// Appends a colour as `#rrggbb`, as ``ResolvedColor/hexRGB`` writes it.
  mutating func color(_ color: ResolvedColor) {
    color.withHexRGB { fresh.append($0) }
    writtenBytes += 7
  }

  /// Appends `text`'s bytes, which need no escaping.
  mutating func verbatim(_ text: String) {
    var text = text
    text.withUTF8 { fresh.append($0) }
    writtenBytes += text.utf8.count
  }

  /// Appends `2 × min(depth, 64)` spaces: the writer's indentation.
  mutating func indent(_ depth: Int) {
    let count = 2 * min(max(depth, 0), 64)
    fresh.append(repeating: UInt8(ascii: " "), count: count)
    writtenBytes += count
  }

  /// Appends a node's id as sixteen lowercase hex digits, as ``NodeID/description`` does.
  mutating func id(_ id: NodeID) {
    // The digits go into two words, most significant first in memory, and are appended at
    // once: sixteen appends of a byte each cost five times as much.
    func digits(_ half: UInt64) -> UInt64 {
      var word: UInt64 = 0
      for position in 0..<8 {
        let digit = UInt8((half >> UInt64(28 - 4 * position)) & 0xF)
        word |= UInt64(digit < 10 ? 48 + digit : 87 + digit) << UInt64(8 * position)
      }
      return word
    }
    let words = (
      digits(id.rawValue >> 32).littleEndian, digits(id.rawValue & 0xFFFF_FFFF).littleEndian
    )
    withUnsafeBytes(of: words) { fresh.append($0) }
    writtenBytes += 16
  }

  /// Appends `value` exactly as `NumberFormatting.decimal` writes it, without making a
  /// string: at most three decimals, no trailing zeros, never `-0`.
  mutating func number(_ value: CGFloat) {
    guard value.isFinite else {
      self += NumberFormatting.decimal(value)
      return
    }
    let scaled = (Double(value) * 1000).rounded(.toNearestOrAwayFromZero)
    if scaled == 0 {
      byte(UInt8(ascii: "0"))
      return
    }
    let magnitude = abs(scaled)
    guard magnitude < 1e15 else {
      self += NumberFormatting.decimal(value)
      return
    }
    if scaled < 0 { byte(UInt8(ascii: "-")) }
    let units = UInt64(magnitude)
    var whole = units / 1000
    let fraction = Int(units % 1000)
    let start = fresh.count
    repeat {
      fresh.append(48 + UInt8(whole % 10))
      whole /= 10
    } while whole > 0
    fresh.reverse(from: start)
    writtenBytes += fresh.count - start
    guard fraction > 0 else { return }
    byte(UInt8(ascii: "."))
    let (first, second, third) = (fraction / 100, fraction / 10 % 10, fraction % 10)
    byte(48 + UInt8(first))
    if second != 0 || third != 0 { byte(48 + UInt8(second)) }
    if third != 0 { byte(48 + UInt8(third)) }
  }

  /// Appends ` name="value"`, the number written as ``number(_:)`` writes it; `name` includes
  /// the `="` (`" x=\""`), so that it is one constant.
  mutating func attribute(_ nameAndQuote: StaticString, _ value: CGFloat) {
    write(nameAndQuote)
    number(value)
    byte(UInt8(ascii: "\""))
  }

  /// Appends `text` escaped for SVG text and attribute values, as `SVGEscaping.escape` does;
  /// text that needs no escaping is copied as it is.
  mutating func escaped(_ text: String) {
    var text = text
    let written = text.withUTF8 { bytes -> Bool in
      for byte in bytes where Self.needsEscaping(byte) { return false }
      fresh.append(bytes)
      return true
    }
    if written {
      writtenBytes += text.utf8.count
    } else {
      self += SVGEscaping.escape(text)
    }
  }

  /// Whether a byte of UTF-8 text may need `SVGEscaping.escape`: a control character, one
  /// of `&<>"'`, or 0xEF, the lead byte of U+FFFE and U+FFFF, which it drops.
  @inline(__always)
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0xEF:
      true
    default: false
    }
  }

  /// Appends `range` of a previous document.
  mutating func copy(_ range: Range<Int>, of previous: SVGBytes) {
    flushFresh()
    done.append(range, of: previous)
  }

  /// Moves the fresh bytes written since the last copy into a piece.
  private mutating func flushFresh() {
    guard fresh.count > 0 else { return }
    // One buffer per stretch of fresh text, copied to its exact size (the buffer written
    // into grew by doubling), so that pieces never see later writes.
    done.append(SVGBytes.Buffer(fresh.bytes), 0..<fresh.count)
    fresh.removeAll()
  }

  /// The finished document.
  mutating func finish() -> SVGBytes {
    flushFresh()
    return done
  }

  /// The finished document as text.
  mutating func text() -> String {
    let bytes = finish().contiguous
    return String(decoding: bytes, as: UTF8.self)
  }
}
