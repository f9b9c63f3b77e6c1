import Foundation

/// What a render node draws in its own bounds, before its children: a shape, a text or an
/// image.
///
/// A public struct over an internal enum, so that new kinds of content can be added without
/// breaking code that inspects it.
public struct RenderContent: Hashable, Sendable {
  /// The content itself; kept `package` so that adding a kind breaks no user code.
  package indirect enum Storage: Hashable, Sendable {
    /// A filled or stroked shape.
    case shape(ShapeContent)
    /// Laid-out text.
    case text(TextContent)
    /// A symbol image.
    case image(ImageContent)
  }

  /// The content itself.
  package let storage: Storage

  /// Wraps `storage`.
  package init(_ storage: Storage) { self.storage = storage }

  /// The shape, when the node draws one.
  public var shape: ShapeContent? {
    if case .shape(let shape) = storage { shape } else { nil }
  }

  /// The text, when the node draws text.
  public var text: TextContent? {
    if case .text(let text) = storage { text } else { nil }
  }

  /// The image, when the node draws one.
  public var image: ImageContent? {
    if case .image(let image) = storage { image } else { nil }
  }
}

/// A filled or stroked shape.
public struct ShapeContent: Hashable, Sendable {
  /// The outline, in the node's local coordinates.
  public let geometry: ShapeGeometry
  /// The paint that fills the shape, or strokes it when `stroke` is set.
  public let paint: Paint
  /// The stroke, or `nil` when the shape is filled.
  public let stroke: StrokeStyle?
  /// Whether a filled path uses the even-odd rule.
  public let evenOdd: Bool

  /// Creates shape content.
  public init(
    geometry: ShapeGeometry, paint: Paint, stroke: StrokeStyle? = nil, evenOdd: Bool = false
  ) {
    self.geometry = geometry
    self.paint = paint
    self.stroke = stroke
    self.evenOdd = evenOdd
  }
}

/// Laid-out text: lines positioned in the node's local coordinates.
public struct TextContent: Hashable, Sendable {
  /// One drawn line.
  public struct Line: Hashable, Sendable {
    /// The characters of the line ("…" included where truncated).
    public let text: String
    /// The x position of the line's start.
    public let x: CGFloat
    /// The y position of the line's baseline.
    public let baseline: CGFloat
    /// The line's advance width.
    public let width: CGFloat
    /// The line's stretches of one style each, when the text has ``TextContent/styles``;
    /// empty otherwise.
    public let spans: [TextSpan]

    /// Creates a line.
    public init(
      text: String, x: CGFloat, baseline: CGFloat, width: CGFloat, spans: [TextSpan] = []
    ) {
      self.text = text
      self.x = x
      self.baseline = baseline
      self.width = width
      self.spans = spans
    }
  }

  /// The lines, top to bottom.
  public var lines: [Line] { storedLines.elements }
  /// The lines, one kept without an array, as most texts have: the array was an allocation
  /// that every label of a list kept.
  private let storedLines: SingleOrList<Line>
  /// The font.
  public let font: ResolvedFont
  /// The foreground paint.
  public let paint: Paint
  /// Whether the text was cut to fit its lines.
  public let isTruncated: Bool
  /// The styles of the text's stretches (`Text + Text`, Markdown, decorations), which the
  /// lines' spans point into; empty when the whole text is drawn in `font` and `paint`.
  public let styles: [TextRunStyle]
  /// The whole text when it was cut to fit (what VoiceOver reads); `nil` when every
  /// character is drawn.
  public let fullText: String?

  /// Creates text content.
  public init(
    lines: [Line], font: ResolvedFont, paint: Paint, isTruncated: Bool,
    styles: [TextRunStyle] = [], fullText: String? = nil
  ) {
    self.init(
      storedLines: SingleOrList(lines), font: font, paint: paint, isTruncated: isTruncated,
      styles: styles, fullText: fullText)
  }

  /// Creates text content of one line, without making an array of it.
  package init(
    line: Line, font: ResolvedFont, paint: Paint, isTruncated: Bool,
    styles: [TextRunStyle] = [], fullText: String? = nil
  ) {
    self.init(
      storedLines: SingleOrList(single: line), font: font, paint: paint,
      isTruncated: isTruncated, styles: styles, fullText: fullText)
  }

  private init(
    storedLines: SingleOrList<Line>, font: ResolvedFont, paint: Paint, isTruncated: Bool,
    styles: [TextRunStyle], fullText: String?
  ) {
    self.storedLines = storedLines
    self.font = font
    self.paint = paint
    self.isTruncated = isTruncated
    self.styles = styles
    self.fullText = isTruncated ? fullText : nil
  }

  /// Calls `body` with each line, top to bottom, without making an array of one line.
  package func forEachLine(_ body: (Line) throws -> Void) rethrows {
    try storedLines.forEach(body)
  }

  /// The lines joined with newlines.
  public var string: String { lines.map(\.text).joined(separator: "\n") }

  /// What VoiceOver reads: the whole text, even where the drawing cut it, its lines joined
  /// with spaces.
  public var spokenText: String {
    fullText ?? lines.map(\.text).joined(separator: " ")
  }
}

/// A symbol image.
public struct ImageContent: Hashable, Sendable {
  /// The SF Symbol name the view asked for.
  public let systemName: String
  /// The foreground paint.
  public let paint: Paint
  /// The artwork, or `nil` when the name is not mapped and a placeholder is drawn.
  package let glyph: SymbolGlyph?

  /// Creates image content; `glyph` is `nil` when `systemName` has no artwork.
  package init(systemName: String, paint: Paint, glyph: SymbolGlyph?) {
    self.systemName = systemName
    self.paint = paint
    self.glyph = glyph
  }

  /// Whether the name had no artwork, so a crossed box is drawn instead.
  public var isPlaceholder: Bool { glyph == nil }

  /// The open icon the artwork comes from (`bootstrap:pencil-square`), if any.
  public var artworkName: String? { glyph.map { "bootstrap:" + $0.source } }

  /// The artwork's paths in a 16×16 box, or `nil` for the placeholder.
  package var glyphPaths: [SymbolPath]? { glyph?.paths }

  /// The one-cell character that stands for the image on a text canvas.
  package var standIn: Character { glyph?.stand ?? "⊠" }
}

extension RenderContent {
  /// The solid colour the content is painted with, if it is painted with one.
  package var solidColor: ResolvedColor? {
    switch storage {
    case .shape(let shape): shape.paint.color
    case .text(let text): text.paint.color
    case .image(let image): image.paint.color
    }
  }

  /// The same content painted with `color` instead of its solid colour.
  package func painted(_ color: ResolvedColor) -> RenderContent {
    switch storage {
    case .shape(let shape):
      RenderContent(
        .shape(
          ShapeContent(
            geometry: shape.geometry, paint: .color(color), stroke: shape.stroke,
            evenOdd: shape.evenOdd)))
    case .text(let text):
      RenderContent(
        .text(
          TextContent(
            lines: text.lines, font: text.font, paint: .color(color),
            isTruncated: text.isTruncated, styles: text.styles, fullText: text.fullText)))
    case .image(let image):
      RenderContent(
        .image(ImageContent(systemName: image.systemName, paint: .color(color), glyph: image.glyph))
      )
    }
  }
}
