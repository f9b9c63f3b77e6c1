/// How many character cells a grapheme takes in a monospaced terminal: 0, 1 or 2.
///
/// The range tables are generated from `wcwidth` (see `Generated/`). The text canvas uses the
/// cell count directly; text layout uses ``isWide(_:)`` to give characters without font
/// metrics (CJK, emoji) a fallback advance of one em.
package enum CharacterWidth {
  /// The number of cells `character` takes: 0 for combining marks and zero-width characters,
  /// 2 for East Asian wide characters and emoji presentation sequences, 1 otherwise.
  package static func cells(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if value < 0x300 { return 1 }
    if contains(zeroWidthRanges, value) { return scalars.count > 1 ? base(scalars) : 0 }
    if contains(wideRanges, value) { return 2 }
    if scalars.contains(where: { $0.value == 0xFE0F }), contains(emojiPresentationRanges, value) {
      return 2
    }
    // Regional indicator pairs (flags) and other multi-scalar emoji sequences are wide.
    if scalars.count > 1,
      scalars.contains(where: { $0.value == 0x200D || (0x1F1E6...0x1F1FF).contains($0.value) })
    {
      return 2
    }
    return 1
  }

  /// Whether `scalar` is East Asian wide or fullwidth.
  package static func isWide(_ scalar: UInt32) -> Bool {
    scalar >= 0x1100 && contains(wideRanges, scalar)
  }

  /// Whether `scalar` takes no room (combining marks, zero-width characters).
  package static func isZeroWidth(_ scalar: UInt32) -> Bool {
    scalar >= 0x300 && contains(zeroWidthRanges, scalar)
  }

  private static func base(_ scalars: Character.UnicodeScalarView) -> Int {
    scalars.contains { contains(wideRanges, $0.value) } ? 2 : 1
  }

  /// Binary search in a sorted table of inclusive (first, last) pairs.
  private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let mid = (low + high) / 2
      if ranges[2 * mid + 1] < value {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low < ranges.count / 2 && ranges[2 * low] <= value
  }
}
