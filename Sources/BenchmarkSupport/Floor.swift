import Foundation
import Render

/// The floor of the list benchmarks: a hand-written program that emits exactly the SVG
/// Galley writes for a `BenchList` of `rows` on a 390×844 canvas, byte for byte, with the
/// layout worked out in advance.
///
/// It knows what Galley computes: each row is a line of 17-point text with 8 points of
/// padding above and below and 16 on the sides; the paddings and the id column's frame fold
/// into the nodes they wrap and the spacer draws nothing, so a row is its HStack, two texts
/// (the label at 68: the 60-point id column and 8 of spacing) and a symbol at 341. What it
/// cannot know in advance it computes as Galley does, but directly: the line height from
/// Inter's metrics, positions rounded where they fall on the pixel grid, and each node's id
/// from the row's id by the same hash (`BenchmarkTests` checks the bytes). Everything else is
/// constant text written into one byte buffer.
package struct Floor {
  /// The ids Galley gives the list's fixed nodes (the host, the scroll view and the stack).
  private static let host = "67616c6c65790001"
  private static let scrollView = "f33a8d76c4d1c97b"
  private static let stack = NodeID(rawValue: 0xcc40_7df3_4432_26ab)

  private var output: [UInt8] = []

  package init() {}

  /// The SVG document of `rows`, the row whose id is `selected` in red.
  package mutating func svg(_ rows: [BenchRow], selected: Int? = nil) -> [UInt8] {
    begin(capacity: 200 + rows.count * 1_200)
    write(
      """
          <defs><clipPath id="n-\(Self.scrollView)-clip"><rect width="390" height="844"/></clipPath></defs>
          <g id="n-\(Self.scrollView)" clip-path="url(#n-\(Self.scrollView)-clip)">

      """)
    guard !rows.isEmpty else {
      write("      <g id=\"n-\(Self.stack)\"/>\n    </g>\n  </g>\n</svg>\n")
      return output
    }
    write("      <g id=\"n-\(Self.stack)\">\n")
    let forEach = Self.stack.child(Self.slot(0))
    // Rows follow each other without rounding; each is placed at its rounded position.
    let lineHeight = ResolvedFont(size: 17, weight: 400).lineHeight
    var y: CGFloat = 0
    for row in rows {
      // Frames are rounded where they fall on the canvas: a child's offset is its rounded
      // canvas position less its parent's, which varies with the row's position.
      let line = y + 8
      let symbolY = Self.halfPixels(line + (lineHeight - 17) / 2) - Self.halfPixels(line)
      write(
        row, y: Self.halfPixels(line), symbolY: symbolY,
        fill: row.id == selected ? "#ff3b30" : "#000000", forEach: forEach)
      y += lineHeight + 16
    }
    write("      </g>\n    </g>\n  </g>\n</svg>\n")
    return output
  }

  /// The SVG document of a `PlainBenchList` of `rows`: the list the rework's targets name.
  ///
  /// Each row is its HStack and two texts (the spacer has no node): the id at the leading
  /// edge and the label at the trailing one, `390 − width` from the left, the width from
  /// Inter's advances and kerning. The rows are 8 points apart in a stack centred in the
  /// canvas, which overflows it for long lists.
  package mutating func plainSVG(_ rows: [BenchRow]) -> [UInt8] {
    begin(capacity: 200 + rows.count * 700)
    let lineHeight = ResolvedFont(size: 17, weight: 400).lineHeight
    let count = CGFloat(rows.count)
    let height = count * lineHeight + max(0, count - 1) * 8
    let top = (844 - height) / 2
    let stack = NodeID(rawValue: 0xf33a_8d76_c4d1_c97b)
    let forEach = stack.child(Self.slot(0))
    write("    <g id=\"n-")
    write(stack)
    if rows.isEmpty {
      write("\" transform=\"translate(195 422)\"/>\n  </g>\n</svg>\n")
      return output
    }
    let stackY = Self.halfPixels(top)
    if stackY != 0 {
      write("\" transform=\"translate(0 ")
      writeHalves(stackY)
      write(")")
    }
    write("\">\n")
    var y = top
    for row in rows {
      let hstack = forEach.child(NodeID.mix(0x1D00_0000 ^ UInt64(bitPattern: Int64(row.id))))
      let tuple = hstack.child(Self.slot(0))
      let rowY = Self.halfPixels(y) - stackY
      write("      <g id=\"n-")
      write(hstack)
      if rowY != 0 {
        write("\" transform=\"translate(0 ")
        writeHalves(rowY)
        write(")")
      }
      write("\">\n        <g id=\"n-")
      write(tuple.child(Self.slot(0)))
      write("\">\n          ")
      write(Self.textStart)
      write("#000000")
      write(Self.textEnd)
      write(String(row.id))
      write("</text>\n        </g>\n        <g id=\"n-")
      write(tuple.child(Self.slot(2)))
      write("\" transform=\"translate(")
      writeHalves(Self.halfPixels(390 - Self.width(of: row.label)))
      write(" 0)\">\n          ")
      write(Self.textStart)
      write("#000000")
      write(Self.textEnd)
      writeEscaped(row.label)
      write("</text>\n        </g>\n      </g>\n")
      y += lineHeight + 8
    }
    write("    </g>\n  </g>\n</svg>\n")
    return output
  }

  /// The width of a one-line label in 17-point Inter Regular: advances and kerning.
  private static func width(of text: String) -> CGFloat {
    let face = FontFace.inter(weight: 400)
    let scale = 17 / CGFloat(face.unitsPerEm)
    var units = 0
    var previous: UInt32?
    for scalar in text.unicodeScalars {
      units += face.advance(of: scalar.value) ?? 0
      if let previous { units += face.kerning(previous, scalar.value) }
      previous = scalar.value
    }
    return CGFloat(units) * scale
  }

  /// Starts a document: the header, the canvas background and the host's group.
  private mutating func begin(capacity: Int) {
    output.removeAll(keepingCapacity: true)
    output.reserveCapacity(capacity)
    write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="390" height="844" viewBox="0 0 390 844">
        <rect width="390" height="844" fill="#ffffff"/>
        <g id="n-\(Self.host)">

      """)
  }

  private static func slot(_ index: UInt64) -> UInt64 { NodeID.mix(0x5107_0000 ^ index) }

  private mutating func write(
    _ row: BenchRow, y: Int, symbolY: Int, fill: String, forEach: NodeID
  ) {
    // Galley's ids: elements are keyed by slot along the row's views, and each padding and
    // frame combines its element's id with the id of the node it wraps.
    let element = forEach.child(NodeID.mix(0x1D00_0000 ^ UInt64(bitPattern: Int64(row.id))))
    let stack = element.child(Self.slot(0)).child(Self.slot(0)).child(Self.slot(0))
      .child(Self.slot(0))
    let tuple = stack.child(Self.slot(0))
    let idText = tuple.child(Self.slot(0)).child(Self.slot(0))

    // The paddings and the id column's frame fold into the nodes they wrap, and the spacer
    // draws nothing: a row is its HStack, two texts and a symbol.
    write("        <g id=\"n-")
    write(stack)
    write("\" transform=\"translate(16 ")
    writeHalves(y)
    write(")\">\n          <g id=\"n-")
    write(idText)
    write("\">\n            ")
    write(Self.textStart)
    write(fill)
    write(Self.textEnd)
    write(String(row.id))
    write("</text>\n          </g>\n          <g id=\"n-")
    write(tuple.child(Self.slot(1)))
    write("\" transform=\"translate(68 0)\">\n            ")
    write(Self.textStart)
    write(fill)
    write(Self.textEnd)
    writeEscaped(row.label)
    write("</text>\n          </g>\n          <g id=\"n-")
    write(tuple.child(Self.slot(3)))
    write("\" transform=\"translate(341 ")
    writeHalves(symbolY)
    write(Self.symbolStart)
    write(fill)
    write(Self.symbolEnd)
  }

  private static let textStart =
    "<text x=\"0\" y=\"16.187\" font-family=\"Inter, Noto Sans, sans-serif\" font-size=\"17\" fill=\""
  private static let textEnd = "\" xml:space=\"preserve\">"

  private static let symbolStart = ")\">\n            <g transform=\"scale(1.063)\" fill=\""
  private static let symbolEnd =
    "\"><path d=\"M2.146 2.854a.5.5 0 1 1 .708-.708L8 7.293l5.146-5.147a.5.5 0 0 1 .708.708L8.707 8l5.147 5.146a.5.5 0 0 1-.708.708L8 8.707l-5.146 5.147a.5.5 0 0 1-.708-.708L7.293 8 2.146 2.854Z\"/></g>\n          </g>\n        </g>\n"

  /// A length rounded as Galley rounds frames at scale 2, in half points.
  private static func halfPixels(_ value: CGFloat) -> Int {
    Int((value * 2 + 0.5 + 1e-9).rounded(.down))
  }

  private mutating func write(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  private mutating func write(_ id: NodeID) {
    let digits = Array("0123456789abcdef".utf8)
    var shift = 60
    while shift >= 0 {
      output.append(digits[Int((id.rawValue >> UInt64(shift)) & 0xF)])
      shift -= 4
    }
  }

  /// Writes `halves / 2`: `36.5`, `73`, `-0.5`.
  private mutating func writeHalves(_ halves: Int) {
    if halves < 0 { write("-") }
    write(String(abs(halves) / 2))
    if halves % 2 != 0 { write(".5") }
  }

  private mutating func writeEscaped(_ text: String) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): write("&amp;")
      case UInt8(ascii: "<"): write("&lt;")
      case UInt8(ascii: ">"): write("&gt;")
      default: output.append(byte)
      }
    }
  }
}
