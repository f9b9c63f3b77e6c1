import Foundation

/// The metrics of one weight of Inter: advance widths and kerning pairs, in font units.
///
/// The tables are generated from a pinned Inter release by `Scripts/generate-font-metrics.py`
/// (see `Generated/`), so measuring text never depends on the fonts a machine has installed.
/// Advances are looked up by Unicode scalar; kerning covers pairs of Latin-1 characters.
package final class FontFace: Sendable {
  /// The CSS weight, 100 to 900.
  package let weight: Int
  /// The number of font units in one em.
  package let unitsPerEm: Int
  /// Inter's ascender in font units, above the baseline. Layout uses SF Pro's instead.
  package let ascender: Int
  /// Inter's descender in font units, negative below the baseline. Layout uses SF Pro's
  /// instead.
  package let descender: Int
  /// Inter's recommended gap between lines, in font units.
  package let lineGap: Int
  /// The height of capital letters above the baseline, in font units.
  package let capHeight: Int
  /// The height of lowercase `x` above the baseline, in font units.
  package let xHeight: Int

  /// Advances of U+0000–U+007F; 0 where the font has no glyph.
  private let asciiAdvances: [UInt16]
  /// Scalars above U+007F with an advance, sorted, and their advances.
  private let scalars: [UInt32]
  private let advances: [UInt16]
  /// Kerning of pairs of U+0000–U+00FF, indexed `left << 8 | right`.
  private let latinKerning: [Int16]
  /// The advance of "…" (U+2026), which every text measures for truncation: found once, not
  /// searched for in ``scalars`` by each text. `nil` without a glyph.
  package let ellipsisAdvance: Int?

  /// Decodes the generated base64 tables.
  ///
  /// - Parameters:
  ///   - advanceRecords: 6-byte records: scalar (UInt32 LE), advance (UInt16 LE), sorted.
  ///   - kerningRecords: 6-byte records: left and right scalars (UInt16 LE each), adjustment
  ///     (Int16 LE), sorted.
  init(
    weight: Int, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int,
    xHeight: Int, advanceRecords: String, kerningRecords: String
  ) {
    self.weight = weight
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight
    self.xHeight = xHeight

    let advanceBytes = Self.decode(advanceRecords)
    var ascii = [UInt16](repeating: 0, count: 128)
    var scalars: [UInt32] = []
    var advances: [UInt16] = []
    var offset = 0
    while offset + 6 <= advanceBytes.count {
      let scalar = Self.uint32(advanceBytes, offset)
      let advance = Self.uint16(advanceBytes, offset + 4)
      if scalar < 128 {
        ascii[Int(scalar)] = advance
      } else {
        scalars.append(scalar)
        advances.append(advance)
      }
      offset += 6
    }
    asciiAdvances = ascii
    self.scalars = scalars
    self.advances = advances
    ellipsisAdvance = scalars.firstIndex(of: 0x2026).map { Int(advances[$0]) }

    let kerningBytes = Self.decode(kerningRecords)
    var kerning = [Int16](repeating: 0, count: 256 * 256)
    offset = 0
    while offset + 6 <= kerningBytes.count {
      let left = Int(Self.uint16(kerningBytes, offset))
      let right = Int(Self.uint16(kerningBytes, offset + 2))
      let value = Int16(bitPattern: Self.uint16(kerningBytes, offset + 4))
      if left < 256, right < 256 { kerning[left << 8 | right] = value }
      offset += 6
    }
    latinKerning = kerning
  }

  /// The advance of `scalar` in font units, or `nil` when the font has no glyph for it.
  package func advance(of scalar: UInt32) -> Int? {
    if scalar < 128 {
      let advance = asciiAdvances[Int(scalar)]
      return advance == 0 && scalar != 0x20 ? nil : Int(advance)
    }
    var low = 0
    var high = scalars.count
    while low < high {
      let mid = (low + high) / 2
      if scalars[mid] < scalar { low = mid + 1 } else { high = mid }
    }
    return low < scalars.count && scalars[low] == scalar ? Int(advances[low]) : nil
  }

  /// The kerning adjustment between two scalars in font units (0 for unknown pairs).
  package func kerning(_ left: UInt32, _ right: UInt32) -> Int {
    guard left < 256, right < 256 else { return 0 }
    return Int(latinKerning[Int(left) << 8 | Int(right)])
  }

  /// The face of Inter closest to a CSS weight.
  package static func inter(weight: Int) -> FontFace {
    switch weight {
    case ..<150: interUltraLight
    case ..<250: interThin
    case ..<350: interLight
    case ..<450: interRegular
    case ..<550: interMedium
    case ..<650: interSemibold
    case ..<750: interBold
    case ..<850: interHeavy
    default: interBlack
    }
  }

  private static func decode(_ text: String) -> [UInt8] {
    guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
      preconditionFailure("Generated font metrics are not valid base64; regenerate them.")
    }
    return [UInt8](data)
  }

  private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
      | UInt32(bytes[offset + 3]) << 24
  }
}
