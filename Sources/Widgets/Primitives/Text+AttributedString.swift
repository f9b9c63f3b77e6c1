import Foundation

extension Text {
  /// Creates text from an attributed string, each run drawn with its attributes: SwiftUI's
  /// `Text(_:)` for `AttributedString`.
  ///
  /// The attributes SwiftUI draws are read: `font`, `foregroundColor`, `underlineStyle`,
  /// `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`, `link` (drawn in the tint)
  /// and the Markdown intents (strong, emphasised, code, struck through). `backgroundColor`
  /// is accepted and not drawn yet. A modifier on the text applies to every run that does
  /// not set the attribute itself.
  ///
  /// ```swift
  /// var message = AttributedString("Delivery today")
  /// message.font = .headline
  /// if let range = message.range(of: "today") {
  ///   message[range].foregroundColor = .green
  /// }
  /// Text(message)
  /// ```
  ///
  /// - Complexity: O(r) in the runs of the string.
  // Disfavoured: Linux's `AttributedString` takes string literals, which must stay
  // `LocalizedStringKey`s (and so Markdown), as they are on Apple's platforms.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var pieces: [Text] = []
    for run in attributedContent.runs {
      let string = String(attributedContent[run.range].characters)
      guard !string.isEmpty else { continue }
      pieces.append(Text.piece(string, attributes: run.attributes))
    }
    if pieces.count == 1 {
      self = pieces[0]
    } else {
      self.init(joining: pieces)
    }
  }

  /// One run of an attributed string as a text styled by its attributes.
  private static func piece(_ string: String, attributes: AttributeContainer) -> Text {
    var text = Text(verbatim: string)
    let swiftUI = AttributeScopes.SwiftUIAttributes.self
    if let font = attributes[swiftUI.FontAttribute.self] { text = text.font(font) }
    if let color = attributes[swiftUI.ForegroundColorAttribute.self] {
      text = text.foregroundStyle(color)
    } else if attributes.link != nil {
      text = text.foregroundStyle(.tint)
    }
    if let line = attributes[swiftUI.UnderlineStyleAttribute.self] {
      text = text.underline(pattern: line.pattern, color: line.color)
    }
    if let line = attributes[swiftUI.StrikethroughStyleAttribute.self] {
      text = text.strikethrough(pattern: line.pattern, color: line.color)
    }
    if let tracking = attributes[swiftUI.TrackingAttribute.self] {
      text = text.tracking(tracking)
    } else if let kern = attributes[swiftUI.KerningAttribute.self] {
      text = text.kerning(kern)
    }
    if let offset = attributes[swiftUI.BaselineOffsetAttribute.self] {
      text = text.baselineOffset(offset)
    }
    if let intent = attributes.inlinePresentationIntent {
      if intent.contains(.stronglyEmphasized) { text = text.bold() }
      if intent.contains(.emphasized) { text = text.italic() }
      if intent.contains(.code) { text = text.monospaced() }
      if intent.contains(.strikethrough),
        attributes[swiftUI.StrikethroughStyleAttribute.self] == nil
      {
        text = text.strikethrough()
      }
    }
    return text
  }
}

extension AttributeScopes {
  /// The attributes a `Text` draws: SwiftUI's `AttributeScopes.SwiftUIAttributes`, which
  /// `AttributedString` reaches by name (`string.font = .title`).
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of a run.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    /// The colour of a run's text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind a run (accepted; Galley does not draw it yet).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// The line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// Extra space between a run's characters, in points.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }

    /// Extra space after each of a run's characters, in points.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }

    /// How far a run is raised from the baseline, in points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }

    /// The font.
    public let font: FontAttribute
    /// The text colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The background colour.
    public let backgroundColor: BackgroundColorAttribute
    /// The strikethrough line.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The underline.
    public let underlineStyle: UnderlineStyleAttribute
    /// The kerning.
    public let kern: KerningAttribute
    /// The tracking.
    public let tracking: TrackingAttribute
    /// The baseline offset.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes (links, and the Markdown intents).
    public let foundation: FoundationAttributes
    #if !canImport(Darwin)
      /// The Markdown intents of a run (Foundation's, which Linux's Foundation lacks).
      public let inlinePresentationIntent: InlinePresentationIntentAttribute
    #endif
  }

  /// The attributes a `Text` draws.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// An attribute a `Text` draws, by name: `string.font`, `string[range].foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

#if !canImport(Darwin)
  /// How Markdown styles a run: Foundation's `InlinePresentationIntent`, missing from
  /// Linux's Foundation.
  public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasised: `*text*`, drawn in italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strongly emphasised: `**text**`, drawn bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code, between backquotes: drawn monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through: `~~text~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
  }

  extension AttributeScopes.SwiftUIAttributes {
    /// The Markdown intents of a run.
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
      public typealias Value = InlinePresentationIntent
      public static let name = "NSInlinePresentationIntent"
    }
  }

  extension AttributedString {
    /// How Markdown is read: Foundation's `AttributedString.MarkdownParsingOptions`, missing
    /// from Linux's Foundation. Galley reads inline Markdown whatever the options say.
    public struct MarkdownParsingOptions: Hashable, Sendable {
      /// Which Markdown syntax is read.
      public enum InterpretedSyntax: Hashable, Sendable {
        case full, inlineOnly, inlineOnlyPreservingWhitespace
      }

      /// What happens when the Markdown cannot be read.
      public enum FailurePolicy: Hashable, Sendable {
        case throwError, returnPartiallyParsedIfPossible
      }

      /// Whether `^[text](attribute: value)` extensions are read (they are not).
      public var allowsExtendedAttributes: Bool
      /// Which syntax is read.
      public var interpretedSyntax: InterpretedSyntax
      /// What happens on a failure.
      public var failurePolicy: FailurePolicy
      /// The language of the text.
      public var languageCode: String?

      /// Options, Foundation's defaults unless told otherwise.
      public init(
        allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
        failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
      ) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
        self.failurePolicy = failurePolicy
        self.languageCode = languageCode
      }
    }

    /// The attributed string of inline Markdown (Foundation's initialiser, missing from
    /// Linux's Foundation): strong, emphasis, strikethrough and code become
    /// `inlinePresentationIntent`, links `link`. Block syntax is kept as written; inline
    /// Markdown never fails to read, so this does not throw.
    public init(
      markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
      self.init()
      for piece in InlineMarkdown.parse(markdown) {
        var run = AttributedString(piece.text)
        var intent: InlinePresentationIntent = []
        if piece.bold { intent.insert(.stronglyEmphasized) }
        if piece.italic { intent.insert(.emphasized) }
        if piece.code { intent.insert(.code) }
        if piece.strikethrough { intent.insert(.strikethrough) }
        if !intent.isEmpty { run.inlinePresentationIntent = intent }
        if let link = piece.link, let url = URL(string: link, relativeTo: baseURL) {
          run.link = url
        }
        append(run)
      }
    }
  }
#endif
