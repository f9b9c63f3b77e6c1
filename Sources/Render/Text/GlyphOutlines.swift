import Foundation

/// The outlines of one weight of Inter's glyphs, as SVG path data: what the SVG backend draws
/// text with, so that every viewer shows the glyphs the layout measured, whether or not it
/// has Inter.
///
/// The outlines are generated from the same pinned Inter release and instances as the
/// metrics, by `Scripts/generate-glyph-outlines.py` (see `Generated/`), for every character
/// that has an advance in ``FontFace``. Glyphs are numbered from 0 to ``glyphCount`` − 1;
/// ``glyph(for:)`` maps a scalar to its number, the same in every weight.
package final class GlyphOutlines: Sendable {
  /// The CSS weight, 100 to 900.
  package let weight: Int
  /// Path data of each glyph, in font units with y pointing down and the origin on the
  /// baseline, as UTF-8; empty for a glyph without ink (a space).
  private let paths: [[UInt8]]

  /// Decodes the generated base64 outlines (see the generator for the encoding).
  init(weight: Int, outlineRecords: String) {
    self.weight = weight
    let bytes = Self.decode(outlineRecords)
    var reader = VarintReader(bytes: bytes)
    var paths: [[UInt8]] = []
    paths.reserveCapacity(Self.glyphCount)
    while reader.offset < bytes.count {
      let length = reader.next()
      let end = reader.offset + length
      paths.append(Self.pathData(&reader))
      precondition(reader.offset == end, "Generated glyph outlines are malformed; regenerate them.")
    }
    precondition(paths.count == Self.glyphCount, "Generated glyph outlines are incomplete.")
    self.paths = paths
  }

  /// The path data of glyph `number` (from ``glyph(for:)``): font units, y down, origin on the
  /// baseline; empty for a glyph without ink.
  package func pathData(ofGlyph number: Int) -> [UInt8] {
    paths.indices.contains(number) ? paths[number] : []
  }

  /// The number of the glyph drawing `scalar`, or `nil` when Inter's embedded outlines do not
  /// cover it.
  package static func glyph(for scalar: UInt32) -> Int? {
    if scalar < 128 {
      let number = map.ascii[Int(scalar)]
      return number < 0 ? nil : Int(number)
    }
    let scalars = map.scalars
    var low = 0
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    return low < scalars.count && scalars[low] == scalar ? Int(map.glyphs[low]) : nil
  }

  /// The index of the weight closest to a CSS weight, 0 (ultra light) to 8 (black), as
  /// ``FontFace/inter(weight:)`` rounds it.
  package static func weightIndex(_ weight: Int) -> Int {
    switch weight {
    case ..<150: 0
    case ..<250: 1
    case ..<350: 2
    case ..<450: 3
    case ..<550: 4
    case ..<650: 5
    case ..<750: 6
    case ..<850: 7
    default: 8
    }
  }

  /// The outlines of the weight at `index` (see ``weightIndex(_:)``).
  package static func inter(weightIndex index: Int) -> GlyphOutlines {
    switch index {
    case ...0: interUltraLight
    case 1: interThin
    case 2: interLight
    case 3: interRegular
    case 4: interMedium
    case 5: interSemibold
    case 6: interBold
    case 7: interHeavy
    default: interBlack
    }
  }

  /// The scalar-to-glyph map, decoded once.
  private static let map: (ascii: [Int16], scalars: [UInt32], glyphs: [UInt16]) = {
    let bytes = decode(mapRecords)
    var ascii = [Int16](repeating: -1, count: 128)
    var scalars: [UInt32] = []
    var glyphs: [UInt16] = []
    var offset = 0
    while offset + 6 <= bytes.count {
      let scalar =
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
        | UInt32(bytes[offset + 3]) << 24
      let glyph = UInt16(bytes[offset + 4]) | UInt16(bytes[offset + 5]) << 8
      if scalar < 128 {
        ascii[Int(scalar)] = Int16(glyph)
      } else {
        scalars.append(scalar)
        glyphs.append(glyph)
      }
      offset += 6
    }
    return (ascii, scalars, glyphs)
  }()

  /// One glyph's contours as relative SVG path commands (`m`, `l`, `h`, `v`, `q`, `t`, `z`),
  /// y flipped to point down. TrueType contours are quadratic: two off-curve points in a row
  /// imply an on-curve point halfway between them, so coordinates are kept in half units, and
  /// the curve after such a point is a smooth `t` (its control mirrors the last one).
  private static func pathData(_ reader: inout VarintReader) -> [UInt8] {
    var output = PathWriter()
    let contours = reader.next()
    var previous = (x: 0, y: 0)
    // The pen's position, in half units, y down.
    var pen = (x: 0, y: 0)
    for _ in 0..<contours {
      let count = reader.next()
      var points: [(x: Int, y: Int, on: Bool)] = []
      points.reserveCapacity(count)
      for _ in 0..<count {
        let first = reader.next()
        let dx = unzigzag(first >> 1)
        let dy = unzigzag(reader.next())
        previous = (previous.x + dx, previous.y + dy)
        points.append((2 * previous.x, -2 * previous.y, first & 1 == 1))
      }
      guard !points.isEmpty else { continue }
      // Start on an on-curve point: the first, else the last, else the midpoint of the two.
      var start: (x: Int, y: Int)
      var order: [(x: Int, y: Int, on: Bool)]
      if points[0].on {
        start = (points[0].x, points[0].y)
        order = Array(points.dropFirst())
      } else if points[points.count - 1].on {
        start = (points[points.count - 1].x, points[points.count - 1].y)
        order = Array(points.dropLast())
      } else {
        let first = points[0]
        let last = points[points.count - 1]
        start = ((first.x + last.x) / 2, (first.y + last.y) / 2)
        order = points
      }
      output.command(UInt8(ascii: "m"), [start.x - pen.x, start.y - pen.y])
      pen = start
      var control: (x: Int, y: Int)?
      // Whether the pen is at a point implied between two controls, so that the next
      // control is the last one mirrored.
      var smooth = false
      let closing = order.count
      for (index, point) in (order + [(start.x, start.y, true)]).enumerated() {
        // `z` draws the line back to the start.
        if index == closing, control == nil { break }
        if point.on {
          if let c = control {
            if smooth {
              output.command(UInt8(ascii: "t"), [point.x - pen.x, point.y - pen.y])
            } else {
              output.command(
                UInt8(ascii: "q"), [c.x - pen.x, c.y - pen.y, point.x - pen.x, point.y - pen.y])
            }
          } else if point.x != pen.x || point.y != pen.y {
            if point.y == pen.y {
              output.command(UInt8(ascii: "h"), [point.x - pen.x])
            } else if point.x == pen.x {
              output.command(UInt8(ascii: "v"), [point.y - pen.y])
            } else {
              output.command(UInt8(ascii: "l"), [point.x - pen.x, point.y - pen.y])
            }
          }
          pen = (point.x, point.y)
          control = nil
          smooth = false
        } else {
          if let c = control {
            let middle = ((c.x + point.x) / 2, (c.y + point.y) / 2)
            if smooth {
              output.command(UInt8(ascii: "t"), [middle.0 - pen.x, middle.1 - pen.y])
            } else {
              output.command(
                UInt8(ascii: "q"), [c.x - pen.x, c.y - pen.y, middle.0 - pen.x, middle.1 - pen.y])
            }
            pen = middle
            // The next control point mirrors this one about the implied point: `t`.
            smooth = true
          }
          control = (point.x, point.y)
        }
      }
      output.close()
      pen = start
    }
    return output.bytes
  }

  private static func unzigzag(_ value: Int) -> Int {
    value & 1 == 0 ? value >> 1 : -(value >> 1) - 1
  }

  private static func decode(_ text: String) -> [UInt8] {
    guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
      preconditionFailure("Generated glyph outlines are not valid base64; regenerate them.")
    }
    return [UInt8](data)
  }
}

/// Reads unsigned LEB128 varints.
private struct VarintReader {
  let bytes: [UInt8]
  var offset = 0

  mutating func next() -> Int {
    var value = 0
    var shift = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      value |= Int(byte & 0x7F) << shift
      if byte & 0x80 == 0 { break }
      shift += 7
      precondition(shift < 63, "Generated glyph outlines are malformed; regenerate them.")
    }
    return value
  }
}

/// Writes compact path data: a command letter, then its numbers, separated by a space only
/// where a number does not start with a minus sign. Numbers come in half units and are
/// written in units (`3`, `-1.5`).
private struct PathWriter {
  var bytes: [UInt8] = []

  mutating func command(_ letter: UInt8, _ halves: [Int]) {
    bytes.append(letter)
    for (index, value) in halves.enumerated() {
      if index > 0, value >= 0 { bytes.append(UInt8(ascii: " ")) }
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      let magnitude = abs(value)
      bytes.append(contentsOf: String(magnitude / 2).utf8)
      if magnitude % 2 == 1 { bytes.append(contentsOf: ".5".utf8) }
    }
  }

  mutating func close() { bytes.append(UInt8(ascii: "z")) }
}
