import Foundation

/// How the lines of a multiline text align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// Lines align on their leading edge, on their centre, or on their trailing edge.
  case leading, center, trailing
}

/// Where text that does not fit is cut and replaced by "…".
public enum TextTruncation: Hashable, Sendable {
  /// The text is cut at its start, in its middle, or at its end (the default).
  case head, middle, tail
}

/// Everything about a text that affects its layout.
package struct TextLayoutSpec: Hashable, Sendable {
  /// The text to lay out.
  package var text: String
  /// The font that measures the text.
  package var font: ResolvedFont
  /// The most lines shown, or `nil` for no limit.
  package var lineLimit: Int?
  /// Where the last visible line is cut when the text does not fit.
  package var truncation: TextTruncation
  /// Extra space between lines, in points.
  package var lineSpacing: CGFloat
  /// Stretches drawn in styles of their own, covering the text in order; empty when the
  /// whole text is drawn in `font`. `font` then sets the lines' height and baseline.
  package var runs: [TextRun]
  /// The fewest lines the text's height makes room for (`lineLimit(_:reservesSpace:)`).
  package var reservedLines: Int = 0
  /// How far the text may shrink to fit its width before it is cut
  /// (`minimumScaleFactor(_:)`), from 0 to 1.
  package var minimumScaleFactor: CGFloat = 1

  /// Creates a spec; by default no line limit, tail truncation, no extra spacing, one style.
  package init(
    text: String, font: ResolvedFont, lineLimit: Int? = nil, truncation: TextTruncation = .tail,
    lineSpacing: CGFloat = 0, runs: [TextRun] = []
  ) {
    self.text = text
    self.font = font
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.lineSpacing = lineSpacing
    self.runs = runs
  }
}

/// How a stretch of a text is drawn: `Text + Text`, Markdown, and the text modifiers that
/// decorate or move characters.
public struct TextRunStyle: Hashable, Sendable {
  /// The stretch's font.
  public var font: ResolvedFont
  /// The stretch's paint, or `nil` for the text's.
  public var paint: Paint?
  /// The colour of a line under the stretch, or `nil` for none.
  public var underline: ResolvedColor?
  /// The colour of a line through the stretch, or `nil` for none.
  public var strikethrough: ResolvedColor?
  /// How far the stretch is raised above the baseline, in points.
  public var baselineOffset: CGFloat
  /// Extra space after each character, in points.
  public var tracking: CGFloat

  /// A style drawing with `font` and nothing else of its own.
  public init(
    font: ResolvedFont, paint: Paint? = nil, underline: ResolvedColor? = nil,
    strikethrough: ResolvedColor? = nil, baselineOffset: CGFloat = 0, tracking: CGFloat = 0
  ) {
    self.font = font
    self.paint = paint
    self.underline = underline
    self.strikethrough = strikethrough
    self.baselineOffset = baselineOffset
    self.tracking = tracking
  }
}

/// A stretch of `length` characters of a text drawn in `style`.
package struct TextRun: Hashable, Sendable {
  package var length: Int
  package var style: TextRunStyle

  package init(length: Int, style: TextRunStyle) {
    self.length = length
    self.style = style
  }
}

/// One laid-out line: its text (with "…" where truncated) and its advance width.
public struct TextLine: Hashable, Sendable {
  /// The characters drawn on the line.
  public let text: String
  /// The line's width in points, trailing spaces excluded.
  public let width: CGFloat
  /// The line's stretches of one style each, for a text with runs; empty otherwise.
  package var spans: [TextSpan] = []

  /// Creates a line of `text` that is `width` points wide.
  package init(text: String, width: CGFloat, spans: [TextSpan] = []) {
    self.text = text
    self.width = width
    self.spans = spans
  }
}

/// A stretch of a line drawn in one style: its text, where it starts on the line, its
/// width, and the index of its style in the text's runs.
public struct TextSpan: Hashable, Sendable {
  /// The characters of the stretch.
  public let text: String
  /// The x position of its start, from the line's start.
  public let x: CGFloat
  /// Its advance width.
  public let width: CGFloat
  /// The index of its style in ``TextContent/styles``.
  public let style: Int

  /// Creates a span.
  public init(text: String, x: CGFloat, width: CGFloat, style: Int) {
    self.text = text
    self.x = x
    self.width = width
    self.style = style
  }
}

/// The result of laying out a text for one proposal.
package struct TextLayoutResult: Hashable, Sendable {
  /// The visible lines, top to bottom.
  package var lines: [TextLine] { storedLines.elements }
  /// The line, when there is exactly one.
  package var onlyLine: TextLine? { storedLines.single }
  /// How many lines are visible.
  package var lineCount: Int { storedLines.count }
  /// The lines, one kept without an array, as `TextContent` keeps it: the array was made and
  /// freed for every label placed.
  private let storedLines: SingleOrList<TextLine>
  /// The widest line's width by the height of the visible lines.
  package var size: CGSize
  /// Whether lines were dropped and the last visible one cut with "…".
  package var isTruncated: Bool
  /// How much the text was shrunk to fit (`minimumScaleFactor`): lines, widths and the size
  /// are already scaled; the fonts are drawn at this scale.
  package var scale: CGFloat = 1

  /// A result of `lines`.
  package init(lines: [TextLine], size: CGSize, isTruncated: Bool, scale: CGFloat = 1) {
    storedLines = SingleOrList(lines)
    self.size = size
    self.isTruncated = isTruncated
    self.scale = scale
  }

  /// A result of one line, without an array.
  package init(line: TextLine, size: CGSize, isTruncated: Bool) {
    storedLines = SingleOrList(single: line)
    self.size = size
    self.isTruncated = isTruncated
  }
}

/// Measures and breaks one text into lines.
///
/// Rules (see `Docs/Decisions/0003-text-metrics.md`):
/// - A `nil` width gives one line per paragraph: the text's ideal size.
/// - A finite width breaks lines after spaces, after hyphens and around wide (CJK) characters;
///   a word wider than the line breaks between characters; every line holds at least one
///   character. Spaces at a break hang past the line's end and do not count.
/// - The visible lines are limited by `lineLimit` and by how many whole lines fit in a finite
///   height (at least one). The last visible line is truncated with "…".
/// - The size is the widest line by the number of lines times the line height (plus line
///   spacing between lines); an empty text is 0×0.
package final class TextMeasurer {
  /// The text and settings being laid out.
  package let spec: TextLayoutSpec
  /// Each character's measures, ``unitCount`` of them; empty once a plain text that holds
  /// one line is placed (``placed(width:)``), and measured again if asked for. A list's
  /// labels kept 24 bytes a character each, for widths they are seldom asked again.
  @exclusivity(unchecked) private var unitStore: [Unit]
  /// The number of units: the text's characters.
  private let unitCount: Int
  /// The units, measured again when they were let go: read once by each method that walks
  /// them.
  private var units: [Unit] {
    @inline(__always) get {
      if unitStore.count != unitCount { measureUnitsAgain() }
      return unitStore
    }
  }

  /// Measures the characters again, after a placed text let them go.
  @inline(never)
  private func measureUnitsAgain() {
    // Only a plain text lets its units go (``placed(width:)``), and its units are the plain
    // ones.
    unitStore = Self.plainUnits(of: spec)?.units ?? []
    assert(unitStore.count == unitCount, "A text measured again has other characters.")
  }
  /// The character of each unit; empty for ASCII text without a carriage return, where
  /// unit `i` is the text's byte `i` (most text: 16 bytes a character less to keep).
  private let characters: [Character]
  /// The widest "…" of any run (or of the text's font): what truncation makes room for.
  private let ellipsisWidth: CGFloat
  /// The "…" in each run's font and tracking: what the line's width and its spans count, as
  /// drawn. Empty for a text without runs, whose one font's "…" is ``ellipsisWidth`` (an
  /// array of one would be an allocation a text kept for nothing).
  private let ellipsisWidths: [CGFloat]
  // The memos skip the run-time exclusivity check: read for every proposal, appended to only
  // by the methods that fill them, which call nothing that could reach them again.
  @exclusivity(unchecked) private var cache:
    [(width: CGFloat?, height: CGFloat?, result: TextLayoutResult)] = []
  /// Sizes measured without making the lines' strings with no limit on the height, and
  /// their numbers of lines, per width, until the text is placed (``placed(width:)``): a stack
  /// asks a text at a few widths with many heights. A height that cuts lines is measured
  /// again when asked; the layout node memoises every answer it gives.
  @exclusivity(unchecked) private var widthCache: [(width: CGFloat?, size: CGSize, lines: Int)] =
    []
  /// The text's width on one line, and the furthest its measuring reaches before each
  /// character (kerning can pull a line back): a width that holds the reach holds the text on
  /// one line. NaN until first asked; a reach of infinity for text that has a line break.
  /// With them, the line as laid out: its width before it is made at least zero, and where
  /// it ends once trailing spaces are left out, so that the line is made without the units.
  @exclusivity(unchecked) private var oneLine = OneLine()

  /// What ``oneLine`` holds.
  private struct OneLine {
    var width = CGFloat.nan
    var reach = CGFloat.nan
    var lineWidth: CGFloat = 0
    var end = 0
  }

  /// One character's measures: 24 bytes.
  private struct Unit {
    var advance: CGFloat
    var kernBefore: CGFloat
    var kind: Kind
    /// The index of the unit's run, 0 when the text has none.
    var run: Int32 = 0

    enum Kind { case other, space, newline, hyphen, wide }
  }

  /// Measures every character of `spec.text` once, ready for layouts at any width.
  ///
  /// - Complexity: O(n) in the number of characters.
  package init(_ spec: TextLayoutSpec) {
    self.spec = spec
    if spec.runs.isEmpty, let plain = Self.plainUnits(of: spec) {
      // Text of one font and plain ASCII, the most common: no runs to follow, no characters
      // to keep.
      unitStore = plain.units
      unitCount = plain.units.count
      characters = []
      ellipsisWidths = []
      ellipsisWidth = plain.ellipsisWidth
      return
    }
    // Each run's font and tracking, or the text's one font.
    let metrics =
      spec.runs.isEmpty
      ? [CharacterMetrics(font: spec.font)]
      : spec.runs.map { CharacterMetrics(font: $0.style.font, tracking: $0.style.tracking) }
    var builder = UnitsBuilder(metrics: metrics, runs: spec.runs)
    var characters: [Character] = []
    builder.units.reserveCapacity(spec.text.utf8.count)
    if spec.text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      for code in spec.text.utf8 { builder.add(ascii: code) }
    } else {
      Self.forEachCharacter(of: spec.text) { character, code in
        characters.append(character)
        if let code { builder.add(ascii: code) } else { builder.add(character) }
      }
    }
    unitStore = builder.units
    unitCount = builder.units.count
    self.characters = characters
    let widths = metrics.map(\.ellipsisAdvance)
    ellipsisWidths = spec.runs.isEmpty ? [] : widths
    ellipsisWidth = widths.max() ?? 0
  }

  /// The units of a text without runs, when the text is ASCII without a carriage return, and
  /// the width of its font's "…"; `nil` for other text. Each unit is made as
  /// ``UnitsBuilder/add(ascii:)`` makes it, in one loop over the bytes into an array of the
  /// right size, without following runs.
  private static func plainUnits(
    of spec: TextLayoutSpec
  ) -> (units: [Unit], ellipsisWidth: CGFloat)? {
    let font = spec.font
    var text = spec.text
    return text.withUTF8 { bytes -> (units: [Unit], ellipsisWidth: CGFloat)? in
      for code in bytes where code >= 0x80 || code == 0x0D { return nil }
      let metrics = CharacterMetrics(font: font)
      let units = [Unit](unsafeUninitializedCapacity: bytes.count) { units, count in
        var previous: UInt32?
        for (index, code) in bytes.enumerated() {
          units.initializeElement(
            at: index, to: unit(ascii: code, in: metrics, after: &previous))
        }
        count = bytes.count
      }
      return (units, metrics.ellipsisAdvance)
    }
  }

  /// The unit of an ASCII character, told by its code, in `metrics`, after a character whose
  /// last scalar is `previous` (`nil` after a line break or at a run's start), which it then
  /// becomes.
  @inline(__always)
  private static func unit(
    ascii code: UInt8, in metrics: CharacterMetrics, run: Int32 = 0, after previous: inout UInt32?
  ) -> Unit {
    let kind = kind(ofASCII: code)
    var advance: CGFloat = 0
    var kern: CGFloat = 0
    if kind != .newline {
      advance = metrics.advance(ofASCII: code, isSpace: kind == .space)
      if let previous { kern = metrics.kerning(previous, scalar: UInt32(code)) }
    }
    previous = kind == .newline ? nil : UInt32(code)
    return Unit(advance: advance, kernBefore: kern, kind: kind, run: run)
  }

  /// Measures characters one after another, run by run.
  private struct UnitsBuilder {
    let metrics: [CharacterMetrics]
    let runs: [TextRun]
    var units: [Unit] = []
    /// The last scalar of the character before, for kerning; `nil` after a line break and
    /// at a run's start.
    var previousScalar: UInt32?
    var run = 0
    var leftInRun: Int
    /// The current run's metrics, copied once per run rather than once per character.
    var current: CharacterMetrics

    init(metrics: [CharacterMetrics], runs: [TextRun]) {
      self.metrics = metrics
      self.runs = runs
      leftInRun = runs.first?.length ?? Int.max
      current = metrics[0]
    }

    /// Counts a character against its run, moving on to the next run when one ends.
    private mutating func count() {
      while leftInRun == 0, run + 1 < runs.count {
        run += 1
        leftInRun = runs[run].length
        previousScalar = nil
        current = metrics[run]
      }
      leftInRun -= 1
    }

    /// Adds an ASCII character, told by its code.
    mutating func add(ascii code: UInt8) {
      count()
      units.append(
        TextMeasurer.unit(ascii: code, in: current, run: Int32(run), after: &previousScalar))
    }

    /// Adds any character.
    mutating func add(_ character: Character) {
      count()
      let kind = TextMeasurer.kind(of: character)
      var advance: CGFloat = 0
      var kern: CGFloat = 0
      if kind != .newline {
        advance = current.advance(of: character, isSpace: kind == .space)
        if let previous = previousScalar { kern = current.kerning(previous, character) }
      }
      units.append(Unit(advance: advance, kernBefore: kern, kind: kind, run: Int32(run)))
      previousScalar = kind == .newline ? nil : character.unicodeScalars.last?.value
    }
  }

  /// The character of unit `index`.
  private func character(_ index: Int) -> Character {
    if !characters.isEmpty { return characters[index] }
    let utf8 = spec.text.utf8
    return Character(Unicode.Scalar(utf8[utf8.index(utf8.startIndex, offsetBy: index)]))
  }

  /// Calls `body` with each character of `text` and, for ASCII text, its code ("\r\n"
  /// counts as "\n"). ASCII text is split without the grapheme-breaking tables: each byte is
  /// a character, but for "\r\n", which is one.
  static func forEachCharacter(
    of text: String, _ body: (Character, UInt8?) -> Void
  ) {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      for character in text { body(character, nil) }
      return
    }
    var pendingReturn = false
    for byte in text.utf8 {
      if pendingReturn {
        pendingReturn = false
        if byte == 0x0A {
          body("\r\n", 0x0A)
          continue
        }
        body("\r", 0x0D)
      }
      if byte == 0x0D {
        pendingReturn = true
      } else {
        body(Character(Unicode.Scalar(byte)), byte)
      }
    }
    if pendingReturn { body("\r", 0x0D) }
  }

  /// How an ASCII character, told by its code, breaks lines.
  private static func kind(ofASCII code: UInt8) -> Unit.Kind {
    switch code {
    case 0x0A, 0x0D: .newline
    case 0x20, 0x09: .space
    case 0x2D: .hyphen
    default: .other
    }
  }

  /// How a character breaks lines, and whether it is wide.
  private static func kind(of character: Character) -> Unit.Kind {
    switch character {
    case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}": return .newline
    case " ", "\t": return .space
    case "-", "\u{2010}", "\u{2013}": return .hyphen
    default:
      let first = character.unicodeScalars.first?.value ?? 0
      return CharacterWidth.isWide(first) ? .wide : .other
    }
  }

  /// Lays the text out for a proposal; results are memoised per proposal.
  ///
  /// - Complexity: O(n) in the number of characters, O(1) for a repeated proposal.
  package func layout(width: CGFloat?, height: CGFloat?) -> TextLayoutResult {
    layout(width: width, height: height, memoises: true)
  }

  /// Lays the text out for a proposal to place it, as ``layout(width:height:)`` does, from the
  /// memo if it holds the proposal, but without adding to it: placing forgets the memo
  /// (``placed(width:)``), and the entry was an allocation made and freed for every label.
  package func layoutToPlace(width: CGFloat?, height: CGFloat?) -> TextLayoutResult {
    layout(width: width, height: height, memoises: false)
  }

  private func layout(width: CGFloat?, height: CGFloat?, memoises: Bool) -> TextLayoutResult {
    if let hit = cache.first(where: { $0.width == width && $0.height == height }) {
      return hit.result
    }
    var result = computeLayout(width: width, height: height)
    if spec.minimumScaleFactor < 1, let width, width.isFinite, width > 0,
      result.isTruncated || result.size.width > width + 0.001
    {
      result = shrunk(width: width, height: height)
    }
    guard memoises else { return result }
    if cache.count >= 8 { cache.removeFirst() }
    cache.append((width, height, result))
    return result
  }

  /// The size of the layout for a proposal, as `layout(width:height:).size`, without making
  /// the lines' strings: what measuring needs, for every proposal a stack tries.
  ///
  /// - Complexity: O(n) in the number of characters, O(1) for a repeated proposal until the
  ///   text is placed (``placed(width:)``); O(n) for a height that shows fewer lines than the
  ///   width makes.
  package func size(width: CGFloat?, height: CGFloat?) -> CGSize {
    if let hit = cache.first(where: { $0.width == width && $0.height == height }) {
      return hit.result.size
    }
    if spec.minimumScaleFactor < 1 { return layout(width: width, height: height).size }
    // The lines at a width are the same for every height they fit in: stacks propose many
    // heights at a few widths, and each width is measured once.
    let free = unboundedSize(width: width)
    if height == nil || visibleLineLimit(height: height) >= free.lines { return free.size }
    // A height that shows fewer lines cuts the last one. Measured, not laid out: a stack's
    // probe at zero height cut every text to one line, and made and kept the lines' strings
    // for a size alone.
    return measuredSize(width: width, height: height).size
  }

  /// Forgets the sizes memoised per width and the layouts memoised per proposal, once the
  /// text is placed: they serve the many proposals of one layout pass, after which the
  /// layout node's own memo answers sizes asked again, and the text's render content holds
  /// its lines. A list kept them, two allocations of about 300 bytes, for every text it
  /// showed.
  ///
  /// A plain text (one font, ASCII) that holds its line at `width`, the width it was laid out
  /// at, lets its units go too: laid out again at a width that holds the line, it is made
  /// from ``oneLine``; asked anything else, it measures its characters again.
  package func placed(width: CGFloat?) {
    if widthCache.capacity > 0 { widthCache = [] }
    if cache.capacity > 0 { cache = [] }
    if spec.runs.isEmpty, characters.isEmpty, unitStore.capacity > 0, holdsOneLine(width: width) {
      unitStore = []
    }
  }

  /// Whether the text keeps its characters' measures (for tests).
  package var keepsUnits: Bool { unitStore.count == unitCount }

  /// How many widths have their sizes memoised (for tests).
  package var memoisedWidthCount: Int { widthCache.count }

  /// How many proposals have their layouts memoised (for tests).
  package var memoisedLayoutCount: Int { cache.count }

  /// The layout for a proposal worked out by breaking lines, without the shortcut for text
  /// that fits on one line or any memo (for tests, which check the shortcuts against it).
  package func layoutBreakingLines(width: CGFloat?, height: CGFloat?) -> TextLayoutResult {
    computeLayout(width: width, height: height, oneLineShortcut: false)
  }

  /// The size at `width` with no limit on the height, and the number of lines it shows,
  /// memoised per width until the text is placed.
  private func unboundedSize(width: CGFloat?) -> (size: CGSize, lines: Int) {
    if let hit = widthCache.first(where: { $0.width == width }) { return (hit.size, hit.lines) }
    // Any width that holds the whole text on one line, infinity among them, measures the
    // same: worked out once, not once per width.
    if holdsOneLine(width: width) {
      return (CGSize(width: oneLine.width, height: height(ofLines: 1)), 1)
    }
    let measured = measuredSize(width: width, height: nil)
    if widthCache.count >= 4 { widthCache.removeFirst() }
    if widthCache.capacity == 0 { widthCache.reserveCapacity(4) }
    widthCache.append((width, measured.size, measured.lines))
    return measured
  }

  /// The size of the layout for a proposal, as `computeLayout(width:height:).size`, and the
  /// number of lines it shows, without making the lines' strings.
  private func measuredSize(width: CGFloat?, height: CGFloat?) -> (size: CGSize, lines: Int) {
    guard unitCount > 0 else { return (.zero, 0) }
    let maxLines = visibleLineLimit(height: height)
    var count = 0
    var widest: CGFloat = 0
    // The widest of the lines before the last one seen, and where that one starts: when
    // more lines follow than show, the last visible line is cut, and its width is the cut's.
    var widestBeforeLast: CGFloat = 0
    var lastStart = 0
    var truncated = false
    forEachLine(width: width) { range, lineWidth in
      if count == maxLines {
        truncated = true
        return false
      }
      count += 1
      widestBeforeLast = widest
      lastStart = range.lowerBound
      widest = max(widest, lineWidth)
      return true
    }
    if truncated { widest = max(widestBeforeLast, cut(from: lastStart, width: width).width) }
    return (CGSize(width: widest, height: self.height(ofLines: count)), count)
  }

  /// How many lines can show: the line limit, and as many whole lines as fit a finite height
  /// (at least one).
  private func visibleLineLimit(height: CGFloat?) -> Int {
    var maxLines = spec.lineLimit.map { max(1, $0) } ?? Int.max
    if let height, height.isFinite {
      let font = spec.font
      let pitch = font.lineHeight + spec.lineSpacing
      // Lines that take no height (a spacing of minus the line height) all fit; a ratio too
      // large for an integer means no limit either.
      let ratio = pitch > 0 ? (height + spec.lineSpacing) / pitch + 1e-6 : .infinity
      var fitting = ratio < 1e15 ? Int(max(ratio, 0)) : Int.max
      // The tolerance above is a millionth of a pitch: at huge line spacings it admits a
      // line that does not fit. Check the lines' height itself.
      if fitting > 1, fitting <= maxLines, linesHeight(fitting) > height + 0.001 {
        fitting -= 1
      }
      maxLines = min(maxLines, max(1, fitting))
    }
    return maxLines
  }

  /// The layout at the largest scale, down to the minimum scale factor, at which the text
  /// fits `width` (and `height`) uncut; at the minimum scale, cut, when none does. Advances
  /// scale with the font (tracking is scaled with it when drawn), so a layout at scale s is
  /// the layout at width / s, scaled.
  private func shrunk(width: CGFloat, height: CGFloat?) -> TextLayoutResult {
    let minimum = max(spec.minimumScaleFactor, 0.01)
    func layout(at scale: CGFloat) -> TextLayoutResult {
      computeLayout(width: width / scale, height: height.map { $0 / scale })
    }
    func fits(_ result: TextLayoutResult, at scale: CGFloat) -> Bool {
      !result.isTruncated && result.size.width <= width / scale + 0.001
    }
    var best = minimum
    var bestLayout = layout(at: minimum)
    if fits(bestLayout, at: minimum) {
      var low = minimum
      var high: CGFloat = 1
      for _ in 0..<12 {
        let middle = (low + high) / 2
        let candidate = layout(at: middle)
        if fits(candidate, at: middle) {
          low = middle
          best = middle
          bestLayout = candidate
        } else {
          high = middle
        }
      }
    }
    let scale = best
    return TextLayoutResult(
      lines: bestLayout.lines.map { line in
        TextLine(
          text: line.text, width: line.width * scale,
          spans: line.spans.map {
            TextSpan(text: $0.text, x: $0.x * scale, width: $0.width * scale, style: $0.style)
          })
      },
      size: CGSize(
        width: bestLayout.size.width * scale, height: bestLayout.size.height * scale),
      isTruncated: bestLayout.isTruncated, scale: scale)
  }

  /// The height of `count` lines with their spacing: at least the reserved lines, when as
  /// many are visible.
  private func height(ofLines count: Int) -> CGFloat {
    linesHeight(max(count, min(spec.reservedLines, spec.lineLimit ?? Int.max)))
  }

  /// The height of exactly `count` lines with their spacing.
  private func linesHeight(_ count: Int) -> CGFloat {
    let lines = CGFloat(count)
    return lines * spec.font.lineHeight + max(0, lines - 1) * spec.lineSpacing
  }

  private func computeLayout(
    width: CGFloat?, height: CGFloat?, oneLineShortcut: Bool = true
  ) -> TextLayoutResult {
    guard unitCount > 0 else {
      return TextLayoutResult(lines: [], size: .zero, isTruncated: false)
    }
    if oneLineShortcut, holdsOneLine(width: width) {
      // The whole text on one line, at any height: at least one line shows. Without runs,
      // the line is made from what was measured of it, without the units.
      let line =
        spec.runs.isEmpty
        ? TextLine(text: string(0..<oneLine.end), width: oneLine.lineWidth)
        : line(0..<unitCount)
      return TextLayoutResult(
        line: line, size: CGSize(width: max(0, line.width), height: self.height(ofLines: 1)),
        isTruncated: false)
    }
    let ranges = breakLines(width: width)
    let maxLines = visibleLineLimit(height: height)
    var lines: [TextLine] = []
    var truncated = false
    for (index, range) in ranges.enumerated() {
      if index == maxLines - 1, ranges.count > maxLines {
        lines.append(truncatedLine(from: range.lowerBound, width: width))
        truncated = true
        break
      }
      lines.append(line(range))
    }
    let widest = lines.reduce(0) { max($0, $1.width) }
    return TextLayoutResult(
      lines: lines, size: CGSize(width: widest, height: self.height(ofLines: lines.count)),
      isTruncated: truncated)
  }

  /// Greedy line breaking: the ranges of units on each line, newlines excluded.
  private func breakLines(width: CGFloat?) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    forEachLine(width: width) { range, _ in
      lines.append(range)
      return true
    }
    return lines
  }

  /// Greedy line breaking, one line at a time: `body` receives the range of units on each
  /// line (newlines excluded) and its width as ``measure(_:)`` gives it, trailing spaces
  /// excluded, and returns whether to go on.
  ///
  /// The width is summed on the way, term by term in the order ``measure(_:)`` sums them, so
  /// that it is the same number: at width 0 a label is a line a character, and measuring
  /// each line again was most of measuring the label.
  @inline(__always)
  private func forEachLine(width: CGFloat?, _ body: (Range<Int>, CGFloat) -> Bool) {
    let units = units
    var start = 0
    let limit = width.map { $0 + 0.001 }
    while start <= units.count {
      var x: CGFloat = 0
      // `x` after the last unit that is not a space: the width of the line so far with its
      // trailing spaces excluded; and that width where the last break opportunity was.
      var trimmed: CGFloat = 0
      var trimmedAtBreak: CGFloat = 0
      var index = start
      var lastBreak: Int?
      var end: Int?
      var lineWidth: CGFloat?
      var next = units.count + 1
      while index < units.count {
        let unit = units[index]
        if unit.kind == .newline {
          end = index
          next = index + 1
          break
        }
        let advance = unit.advance + (index > start ? unit.kernBefore : 0)
        if unit.kind == .space {
          x += advance
          index += 1
          lastBreak = index
          trimmedAtBreak = trimmed
          continue
        }
        if unit.kind == .wide, index > start {
          lastBreak = index
          trimmedAtBreak = trimmed
        }
        if let limit, index > start, x + advance > limit {
          if let lastBreak, lastBreak > start {
            end = lastBreak
            next = lastBreak
            lineWidth = trimmedAtBreak
          } else {
            end = index
            next = index
          }
          break
        }
        x += advance
        trimmed = x
        index += 1
        if unit.kind == .hyphen || unit.kind == .wide {
          lastBreak = index
          trimmedAtBreak = trimmed
        }
      }
      let lineEnd = end ?? units.count
      guard body(start..<lineEnd, lineWidth ?? trimmed), end != nil else { return }
      start = next
      if start == units.count, units.last?.kind != .newline { return }
    }
  }

  /// Whether `width` holds the whole text, which is not empty, on one line: whether
  /// ``forEachLine(width:_:)`` makes one line of it.
  private func holdsOneLine(width: CGFloat?) -> Bool {
    guard unitCount > 0 else { return false }
    if oneLine.reach.isNaN { oneLine = measuredOneLine() }
    guard oneLine.reach != .infinity else { return false }
    guard let width else { return true }
    return !(oneLine.reach > width + 0.001)
  }

  /// ``oneLine``: the width `measuredSize(width:height:)` gives the text on one line, and the
  /// largest `x + advance` that ``forEachLine(width:_:)`` compares with a width, walking it
  /// as one line; a reach of infinity when a line break makes more lines at any width.
  private func measuredOneLine() -> OneLine {
    let units = units
    var x: CGFloat = 0
    var reach = -CGFloat.infinity
    for index in units.indices {
      let unit = units[index]
      if unit.kind == .newline { return OneLine(width: 0, reach: .infinity) }
      let advance = unit.advance + (index > 0 ? unit.kernBefore : 0)
      if unit.kind != .space, index > 0 { reach = max(reach, x + advance) }
      x += advance
    }
    let (lineWidth, end) = measure(0..<units.count)
    return OneLine(width: max(0, lineWidth), reach: reach, lineWidth: lineWidth, end: end)
  }

  /// The width of units in `range` with trailing spaces excluded, and the trimmed end.
  private func measure(_ range: Range<Int>) -> (width: CGFloat, end: Int) {
    let units = units
    var end = range.upperBound
    while end > range.lowerBound, units[end - 1].kind == .space { end -= 1 }
    var width: CGFloat = 0
    for index in range.lowerBound..<end {
      width += units[index].advance + (index > range.lowerBound ? units[index].kernBefore : 0)
    }
    return (width, end)
  }

  private func line(_ range: Range<Int>) -> TextLine {
    let (width, end) = measure(range)
    var line = TextLine(text: string(range.lowerBound..<end), width: width)
    if !spec.runs.isEmpty { line.spans = spans([.units(range.lowerBound..<end)]) }
    return line
  }

  /// A piece of a line: a range of units, or the "…" standing for what was cut.
  private enum Piece {
    case units(Range<Int>)
    case ellipsis(run: Int)
  }

  /// The spans of a line made of `pieces`: one per stretch of one run.
  private func spans(_ pieces: [Piece]) -> [TextSpan] {
    var spans: [TextSpan] = []
    var x: CGFloat = 0
    var current: (text: String, start: CGFloat, width: CGFloat, run: Int)?
    func flush() {
      if let done = current, !done.text.isEmpty {
        spans.append(TextSpan(text: done.text, x: done.start, width: done.width, style: done.run))
      }
      current = nil
    }
    func add(_ character: Character, advance: CGFloat, run: Int) {
      if current?.run != run {
        flush()
        current = ("", x, 0, run)
      }
      current?.text.append(character)
      current?.width += advance
      x += advance
    }
    for piece in pieces {
      switch piece {
      case .units(let range):
        let units = units
        for index in range {
          let unit = units[index]
          let advance = unit.advance + (index > range.lowerBound ? unit.kernBefore : 0)
          add(character(index), advance: advance, run: Int(unit.run))
        }
      case .ellipsis(let run):
        add("…", advance: ellipsis(run), run: run)
      }
    }
    flush()
    return spans
  }

  /// The width of the "…" drawn in `run`.
  private func ellipsis(_ run: Int) -> CGFloat {
    ellipsisWidths.indices.contains(run) ? ellipsisWidths[run] : ellipsisWidth
  }

  /// The run of the unit before `index` (or at it, at the start), for the "…" there.
  private func run(near index: Int) -> Int {
    guard unitCount > 0 else { return 0 }
    return Int(units[max(0, min(index - 1, unitCount - 1))].run)
  }

  private func string(_ range: Range<Int>) -> String {
    // A line of the whole text (no line break, no trailing space) is the text itself, and
    // shares its storage: a copy of a label too long to be stored inline was an allocation
    // each text kept.
    if range.lowerBound == 0, range.upperBound == unitCount { return spec.text }
    guard characters.isEmpty else { return String(characters[range]) }
    // Unit `i` is byte `i`, and every byte of ASCII text starts a character.
    let text = spec.text
    let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
    let end = text.utf8.index(start, offsetBy: range.count)
    return String(text[start..<end])
  }

  /// Where the last visible line is cut: the units kept before and after "…" (one of them
  /// empty, but for a cut in the middle), the run whose "…" it is, and the line's width.
  private struct Cut {
    var before: Range<Int>
    var after: Range<Int>
    var ellipsisRun: Int
    var width: CGFloat
  }

  /// How the last visible line, starting at unit `start`, is cut so that it and "…" fit
  /// the width.
  private func cut(from start: Int, width: CGFloat?) -> Cut {
    let units = units
    var paragraphEnd = start
    while paragraphEnd < units.count, units[paragraphEnd].kind != .newline { paragraphEnd += 1 }
    let limit = (width ?? .infinity) + 0.001
    switch spec.truncation {
    case .tail:
      let prefix = longestPrefix(from: start, to: paragraphEnd, fitting: limit - ellipsisWidth)
      let (prefixWidth, trimmed) = measure(start..<prefix)
      let run = run(near: trimmed)
      return Cut(
        before: start..<trimmed, after: paragraphEnd..<paragraphEnd, ellipsisRun: run,
        width: prefixWidth + ellipsis(run))
    case .head:
      let suffix = longestSuffix(from: start, to: paragraphEnd, fitting: limit - ellipsisWidth)
      let (suffixWidth, _) = measure(suffix..<paragraphEnd)
      let run = run(near: suffix + 1)
      return Cut(
        before: start..<start, after: suffix..<paragraphEnd, ellipsisRun: run,
        width: ellipsis(run) + suffixWidth)
    case .middle:
      let room = limit - ellipsisWidth
      let prefix = longestPrefix(from: start, to: paragraphEnd, fitting: room / 2)
      let (prefixWidth, trimmed) = measure(start..<prefix)
      let suffix = longestSuffix(from: prefix, to: paragraphEnd, fitting: room - prefixWidth)
      let (suffixWidth, _) = measure(suffix..<paragraphEnd)
      let run = run(near: trimmed)
      return Cut(
        before: start..<trimmed, after: suffix..<paragraphEnd, ellipsisRun: run,
        width: prefixWidth + ellipsis(run) + suffixWidth)
    }
  }

  /// The last visible line, cut so that it and "…" fit the width.
  private func truncatedLine(from start: Int, width: CGFloat?) -> TextLine {
    let cut = cut(from: start, width: width)
    // An empty range of units adds nothing to the text or to the spans.
    return TextLine(
      text: string(cut.before) + "…" + string(cut.after), width: cut.width,
      spans: runSpans([.units(cut.before), .ellipsis(run: cut.ellipsisRun), .units(cut.after)]))
  }

  /// The spans of a cut line, for a text with runs.
  private func runSpans(_ pieces: [Piece]) -> [TextSpan] {
    spec.runs.isEmpty ? [] : spans(pieces)
  }

  private func longestPrefix(from start: Int, to end: Int, fitting room: CGFloat) -> Int {
    let units = units
    var x: CGFloat = 0
    var index = start
    while index < end {
      let advance = units[index].advance + (index > start ? units[index].kernBefore : 0)
      if units[index].kind != .space, x + advance > room { break }
      x += advance
      index += 1
    }
    return index
  }

  private func longestSuffix(from start: Int, to end: Int, fitting room: CGFloat) -> Int {
    let units = units
    var x: CGFloat = 0
    var index = end
    while index > start {
      let advance = units[index - 1].advance
      if x + advance > room { break }
      x += advance
      index -= 1
    }
    while index < end, units[index].kind == .space { index += 1 }
    return index
  }
}
