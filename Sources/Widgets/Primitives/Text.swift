import Foundation

/// A view that displays one or more lines of read-only text: SwiftUI's `Text`.
///
/// Text is measured with Inter's metrics and SF Pro's line height, wraps at word boundaries
/// (then between characters), honours `lineLimit`, and truncates with "…".
///
/// ```swift
/// Text("Message \(index + 1)").font(.headline)
/// ```
public struct Text: Hashable, Sendable {
  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    /// The text is cut at its start, in its middle, or at its end (the default).
    case head, middle, tail
  }

  /// A case that text is shown in, whatever its own: SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// Every letter in upper case.
    case uppercase
    /// Every letter in lower case.
    case lowercase
  }

  /// Text longer than this many characters is cut, with a diagnostic, to keep layout fast.
  static let maximumLength = 100_000

  /// The whole text, plain: what lookups, accessibility and interpolation read.
  let verbatimText: String
  /// Everything else: `nil` for a text without modifiers, so that a plain text is 24 bytes,
  /// copied with two retains at most. With its modifiers stored inline, a text was 137
  /// bytes, copied and destroyed field by field, and a list row keeps each of its texts three
  /// times (in its stack's value, its tuple's and its own element).
  private var attributes: TextAttributes.Box?

  var font: Font? {
    get { attributes?.value.font }
    set { modifyAttributes { $0.font = newValue } }
  }
  var weight: Font.Weight? {
    get { attributes?.value.weight }
    set { modifyAttributes { $0.weight = newValue } }
  }
  var isItalic: Bool {
    get { attributes?.value.isItalic ?? false }
    set { modifyAttributes { $0.isItalic = newValue } }
  }
  var style: AnyShapeStyleBox? {
    get { attributes?.value.style }
    set { modifyAttributes { $0.style = newValue } }
  }
  /// What styles the text's characters beyond the font and the colour.
  var decoration: TextDecoration {
    get { attributes?.value.decoration ?? TextDecoration() }
    set { modifyAttributes { $0.decoration = newValue } }
  }
  /// The pieces of a text made with `+` or from Markdown, each with its own modifiers
  /// (which win over this text's); `nil` for a text of one piece.
  private var pieces: TextPieces? {
    get { attributes?.value.pieces }
    set { modifyAttributes { $0.pieces = newValue } }
  }

  /// A date shown in a style, formatted when the text is resolved.
  var dateStyle: DatedText? {
    get { attributes?.value.dateStyle }
    set { modifyAttributes { $0.dateStyle = newValue } }
  }

  /// Changes the text's attributes in one step: a new box, or none when the change leaves
  /// them all at their defaults, so that texts equal in what they show stay equal.
  mutating func modifyAttributes(_ change: (inout TextAttributes) -> Void) {
    var value = attributes?.value ?? TextAttributes()
    change(&value)
    attributes = value == TextAttributes() ? nil : TextAttributes.Box(value)
  }

  /// The pieces of a text made with `+` or from Markdown; empty for a text of one piece.
  var segments: [Text] {
    get { pieces?.texts ?? [] }
    set { pieces = newValue.isEmpty ? nil : TextPieces(newValue) }
  }

  /// Creates text from a localized string key (the key is the text). Markdown in the
  /// literal is styled, as SwiftUI styles it: `**bold**`, `*italic*` or `_italic_`,
  /// `~~struck~~`, code in backquotes and `[links](https://example.com)`; interpolated values are
  /// shown as they are.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(markdown: key.markdown, plain: key.text)
  }

  /// Text from Markdown, or `plain` as it is when the Markdown styles nothing.
  init(markdown: String, plain: String) {
    if let pieces = InlineMarkdown.pieces(of: markdown) {
      self.init(joining: pieces)
    } else {
      self.init(verbatim: plain)
    }
  }

  /// Creates text from a localized string resource.
  public init(_ resource: LocalizedStringResource) {
    self.init(markdown: resource.galleyMarkdown, plain: resource.galleyText)
  }

  /// Creates text that shows a string exactly, without localization.
  public init(verbatim content: String) {
    verbatimText = content
  }

  /// Creates text that shows a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    verbatimText = String(content)
  }

  /// This text in another font.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// This text in another weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in bold, or not.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// This text in italics.
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This text in another colour.
  @available(iOS, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
  @available(macOS, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.style = color.map { AnyShapeStyleBox(AnyShapeStyle($0)) }
    return copy
  }

  /// This text in another style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    copy.style = AnyShapeStyleBox(AnyShapeStyle(style))
    return copy
  }
}

/// The pieces of a `Text` made of several, compared by value.
final class TextPieces: Hashable, Sendable {
  let texts: [Text]

  init(_ texts: [Text]) { self.texts = texts }

  static func == (lhs: TextPieces, rhs: TextPieces) -> Bool {
    lhs === rhs || lhs.texts == rhs.texts
  }

  func hash(into hasher: inout Hasher) { hasher.combine(texts) }
}

/// What a `Text` holds beyond its string: its modifiers, its pieces and its date style.
struct TextAttributes: Hashable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var style: AnyShapeStyleBox?
  var decoration = TextDecoration()
  var pieces: TextPieces?
  var dateStyle: DatedText?

  /// The attributes of a text, shared by its copies; never changed once made.
  final class Box: Hashable, Sendable {
    let value: TextAttributes

    init(_ value: TextAttributes) { self.value = value }

    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }
}

/// Boxes a shape style so that `Text` stays `Hashable`: styles compare by identity.
struct AnyShapeStyleBox: Hashable, @unchecked Sendable {
  // `@unchecked`: the class is immutable and holds a Sendable style.
  private final class Storage: Sendable {
    let style: AnyShapeStyle
    init(_ style: AnyShapeStyle) { self.style = style }
  }

  private let storage: Storage

  init(_ style: AnyShapeStyle) { storage = Storage(style) }

  var style: AnyShapeStyle { storage.style }

  static func == (lhs: AnyShapeStyleBox, rhs: AnyShapeStyleBox) -> Bool {
    lhs.storage === rhs.storage
  }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }
}

extension Text: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Text: PrimitiveView {
  /// A `Text` leaf measured with the font and text settings of the environment; control
  /// characters are dropped and over-long text is cut, each with a diagnostic.
  ///
  /// - Complexity: O(n) in the length of the text.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    if !environment.redactionReasons.isEmpty { return redactedNodes(in: element, context: context) }
    // Unicode's default case mapping, the same in every locale, as the output must be.
    let textCase = environment.textCase
    func shown(_ text: String) -> String {
      let string = sanitized(text, context: context)
      switch textCase {
      case .uppercase?: return string.uppercased()
      case .lowercase?: return string.lowercased()
      case nil: return string
      }
    }
    let requestedFont = font ?? environment.font ?? .body
    if let size = requestedFont.unusableSize {
      context.report(
        .invalidLength,
        "Font size \(NumberFormatting.decimal(size)) is not a positive length up to "
          + "\(NumberFormatting.decimal(Font.largestSize)); "
          + "\(size > 0 ? NumberFormatting.decimal(Font.largestSize) : "17") was used.",
        view: "Text")
    }
    // A text of pieces (`+`, Markdown) or with decorations is laid out in runs; the font
    // with the tallest lines sets the lines' height.
    let styled = runs(in: environment, now: context.session.date, transform: shown)
    let string =
      styled?.text
      ?? shown(
        dateStyle?.string(now: context.session.date, timeZone: environment.timeZone)
          ?? verbatimText)
    let font =
      styled?.lineFont
      ?? requestedFont.resolve(
        dynamicTypeSize: environment.dynamicTypeSize, weight: weight ?? environment.fontWeight,
        italic: isItalic || environment.isItalic)
    var lineSpacing = environment.lineSpacing
    if !(lineSpacing >= 0 && lineSpacing <= LengthLimits.largest) {
      let used = lineSpacing.isNaN ? 0 : min(max(lineSpacing, 0), LengthLimits.largest)
      context.report(
        .invalidLength,
        "Line spacing \(NumberFormatting.decimal(lineSpacing)) is "
          + (lineSpacing.isNaN ? "not a number" : lineSpacing < 0 ? "negative" : "too large")
          + "; \(NumberFormatting.decimal(used)) was used.",
        view: "lineSpacing")
      lineSpacing = used
    }
    let truncation: TextTruncation =
      switch environment.truncationMode {
      case .head: .head
      case .middle: .middle
      case .tail: .tail
      }
    var spec = TextLayoutSpec(
      text: string, font: font, lineLimit: environment.lineLimit, truncation: truncation,
      lineSpacing: lineSpacing, runs: styled?.runs ?? [])
    spec.reservedLines = environment.reservedLines
    spec.minimumScaleFactor = environment.minimumScaleFactor
    let measurer: TextMeasurer
    if case .leaf(.text(let previous))? = element.previousNode()?.behavior, previous.spec == spec {
      measurer = previous
    } else {
      measurer = TextMeasurer(spec)
    }
    let paint =
      (style?.style).map { $0.paint(in: environment) }
      ?? ForegroundStyle().paint(in: environment)
    let node = element.node(
      role: RenderRole(.text), behavior: .leaf(.text(measurer)),
      content: .text(measurer, paint: paint, alignment: environment.multilineTextAlignment))
    if environment.contentTransition != .identity {
      context.session.contentTransitionNodes.append(node)
    }
    return [node]
  }

  /// A redacted text: the same text, invisible, on a rounded grey bar of its size, as
  /// SwiftUI draws placeholders.
  @MainActor @inline(never)
  private func redactedNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let clear = AnyShapeStyleBox(AnyShapeStyle(Color.clear))
    var invisible = self
    invisible.style = clear
    invisible.segments = segments.map { piece in
      var piece = piece
      piece.style = clear
      return piece
    }
    let bar =
      invisible
      .background(RoundedRectangle(cornerRadius: 4).fill(Color.primary.opacity(0.16)))
      .environment(\.redactionReasons, [])
    return element.resolveChild(bar, key: .slot(0), context: context)
  }

  /// Whether a scalar is a control character other than a line break or a tab.
  private nonisolated static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r")
      || (0x7F..<0xA0).contains(scalar.value)
  }

  /// Whether `text` holds a control character ``isControl(_:)`` refuses, found in its UTF-8
  /// bytes: such a scalar is one byte below 0x20 or 0x7F, or 0xC2 followed by 0x80–0x9F (a
  /// continuation byte is never below 0x80, and 0xC2 never one). Walking the scalars cost
  /// about 500 instructions a label. Not isolated: a closure isolated to the main actor and
  /// called by the standard library checks the executor on every call.
  private nonisolated static func holdsControlCharacters(_ text: String) -> Bool {
    // Read from the bytes in memory, as the other scans of a string's bytes read them: the
    // view's iterator costs more than the test.
    var text = text
    return text.withUTF8(holdsControls)
  }

  private nonisolated static func holdsControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var followsC2 = false
    for byte in bytes {
      if followsC2, byte >= 0x80, byte < 0xA0 { return true }
      followsC2 = byte == 0xC2
      if byte < 0x20 {
        if byte != 0x0A, byte != 0x09, byte != 0x0D { return true }
      } else if byte == 0x7F {
        return true
      }
    }
    return false
  }

  /// The string without control characters (other than line breaks and tabs) and cut to
  /// ``maximumLength``, reporting each problem once.
  @MainActor private func sanitized(_ text: String, context: ResolveContext) -> String {
    var result = text
    if Self.holdsControlCharacters(text) {
      result = String(
        String.UnicodeScalarView(text.unicodeScalars.filter { !Self.isControl($0) }))
      context.report(
        .controlCharacters,
        "Text \(RenderTree.quote(String(text.prefix(40)))) contains control characters; they are not drawn.",
        view: "Text")
    }
    if result.utf8.count > Self.maximumLength, result.count > Self.maximumLength {
      result = String(result.prefix(Self.maximumLength))
      context.report(
        .textTooLong,
        "A text of \(text.count) characters was cut to its first \(Self.maximumLength).",
        view: "Text")
    }
    return result
  }
}
