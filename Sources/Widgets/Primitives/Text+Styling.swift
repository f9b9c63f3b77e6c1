import Foundation

/// What styles a text's characters beyond its font and colour: lines under or through
/// them, a raised baseline, extra spacing, and digits or letters of one width.
struct TextDecoration: Hashable, Sendable {
  /// A line's colour: `nil` inside for the text's own colour.
  struct Line: Hashable, Sendable {
    var color: Color?
  }

  var underline: Line?
  var strikethrough: Line?
  var baselineOffset: CGFloat?
  var tracking: CGFloat?
  var monospacedDigits = false
  var monospaced = false

  /// Whether nothing is set: the text draws as one run in its font.
  var isEmpty: Bool { self == TextDecoration() }

  /// These settings, with `outer`'s where these have none.
  func inheriting(_ outer: TextDecoration) -> TextDecoration {
    TextDecoration(
      underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
      baselineOffset: baselineOffset ?? outer.baselineOffset, tracking: tracking ?? outer.tracking,
      monospacedDigits: monospacedDigits || outer.monospacedDigits,
      monospaced: monospaced || outer.monospaced)
  }
}

extension Text {
  /// A text made of `pieces`, in order, each keeping its own modifiers.
  init(joining pieces: [Text]) {
    self.init(verbatim: pieces.map(\.verbatimText).joined())
    segments = pieces
  }

  /// This text's pieces, each with this text's modifiers where it has none of its own.
  var flattened: [Text] {
    segments.isEmpty ? [self] : segments.map { $0.inheriting(self) }
  }

  /// This piece with `outer`'s modifiers where it has none of its own.
  private func inheriting(_ outer: Text) -> Text {
    var copy = self
    copy.modifyAttributes {
      $0.font = font ?? outer.font
      $0.weight = weight ?? outer.weight
      $0.isItalic = isItalic || outer.isItalic
      $0.style = style ?? outer.style
      $0.decoration = decoration.inheriting(outer.decoration)
    }
    return copy
  }

  /// The two texts one after the other, each drawn with its own modifiers: SwiftUI's text
  /// concatenation.
  ///
  /// ```swift
  /// Text("Hello, ") + Text("world").bold() + Text("!")
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(joining: lhs.flattened + rhs.flattened)
  }

  /// This text underlined (or not), in `color` or the text's colour. The line is drawn solid
  /// whatever its `pattern`.
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    var copy = self
    copy.decoration.underline = isActive ? TextDecoration.Line(color: color) : nil
    return copy
  }

  /// This text struck through (or not), in `color` or the text's colour. The line is drawn
  /// solid whatever its `pattern`.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    var copy = self
    copy.decoration.strikethrough = isActive ? TextDecoration.Line(color: color) : nil
    return copy
  }

  /// This text raised by `baselineOffset` points (lowered when negative).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    var copy = self
    copy.decoration.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    return copy
  }

  /// This text with `tracking` points of extra space after each character.
  public func tracking(_ tracking: CGFloat) -> Text {
    var copy = self
    copy.decoration.tracking = tracking.isFinite ? tracking : 0
    return copy
  }

  /// This text with `kerning` points of extra space between characters (Galley draws it as
  /// tracking).
  public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

  /// This text with digits of one width, so that numbers line up.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.decoration.monospacedDigits = true
    return copy
  }

  /// This text in the monospaced design.
  public func monospaced(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.decoration.monospaced = isActive
    return copy
  }

  /// This text in `design`'s variant of its font: Galley draws the monospaced design
  /// (DejaVu Sans Mono's metrics); the other designs draw as the default (Inter).
  public func fontDesign(_ design: Font.Design?) -> Text {
    var copy = self
    if design == .monospaced { copy.decoration.monospaced = true }
    return copy
  }

  /// This text in italics, or not (clearing italics set on the text before).
  public func italic(_ isActive: Bool) -> Text {
    var copy = self
    copy.isItalic = isActive
    return copy
  }

  /// This text in `width`'s variant of its font: accepted; Inter has one width.
  public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension Text {
  /// How a line under or through text is drawn: SwiftUI's `Text.LineStyle`. Galley draws
  /// every line solid, in its colour.
  public struct LineStyle: Hashable, Sendable {
    /// The line's dashes: SwiftUI's `Text.LineStyle.Pattern`.
    public struct Pattern: Hashable, Sendable {
      let name: String
      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A dotted line.
      public static let dot = Pattern(name: "dot")
      /// A dashed line.
      public static let dash = Pattern(name: "dash")
      /// Dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// A dash and two dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }

    /// The dash pattern.
    public var pattern: Pattern
    /// The colour, or `nil` for the text's.
    public var color: Color?

    /// A line of `pattern` in `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }
}

extension Font {
  /// The width of a font's letters: SwiftUI's `Font.Width`. Accepted; Inter has one width.
  public struct Width: Hashable, Sendable {
    /// The width as a value from −1 (compressed) to 1 (expanded).
    public var value: CGFloat
    /// Creates a width.
    public init(_ value: CGFloat) { self.value = value }
    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrow width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// A wide width.
    public static let expanded = Width(0.2)
  }
}

extension Text {
  /// The text's runs for layout: each piece's characters (case applied, control characters
  /// dropped) with its resolved style; `nil` when the text is one piece with no decoration,
  /// which draws as one run in its font.
  // Not inlined: a text is the leaf of every deep tree, and its resolution's frame must
  // stay small (the stack guard keeps a fixed margin for leaves).
  @MainActor @inline(never)
  func runs(
    in environment: EnvironmentValues, now: Date, transform: (String) -> String
  ) -> (text: String, runs: [TextRun], lineFont: ResolvedFont)? {
    guard !segments.isEmpty || !decoration.isEmpty || !environment.textDecoration.isEmpty
    else { return nil }
    var text = ""
    var characters = 0
    var runs: [TextRun] = []
    var lineFont: ResolvedFont?
    for piece in flattened {
      text += transform(
        piece.dateStyle?.string(now: now, timeZone: environment.timeZone)
          ?? piece.verbatimText)
      let count = text.count
      let style = piece.runStyle(in: environment)
      if let current = lineFont {
        if style.font.lineHeight > current.lineHeight { lineFont = style.font }
      } else {
        lineFont = style.font
      }
      runs.append(TextRun(length: count - characters, style: style))
      characters = count
    }
    return (text, runs, lineFont ?? .body)
  }

  /// How this piece is drawn in `environment`.
  @MainActor @inline(never)
  func runStyle(in environment: EnvironmentValues) -> TextRunStyle {
    let decoration = decoration.inheriting(environment.textDecoration)
    var requested = font ?? environment.font ?? .body
    if decoration.monospaced { requested = requested.monospaced() }
    if decoration.monospacedDigits { requested = requested.monospacedDigit() }
    let resolved = requested.resolve(
      dynamicTypeSize: environment.dynamicTypeSize, weight: weight ?? environment.fontWeight,
      italic: isItalic || environment.isItalic)
    let paint = style.map { $0.style.paint(in: environment) }
    let textColor = (paint ?? ForegroundStyle().paint(in: environment)).representativeColor
    func line(_ line: TextDecoration.Line?) -> ResolvedColor? {
      guard let line else { return nil }
      return line.color.map { $0.paint(in: environment).representativeColor } ?? textColor
    }
    return TextRunStyle(
      font: resolved, paint: paint, underline: line(decoration.underline),
      strikethrough: line(decoration.strikethrough),
      baselineOffset: decoration.baselineOffset ?? 0, tracking: decoration.tracking ?? 0)
  }
}
