import Foundation

/// The key of a localized string, written as a literal: SwiftUI's `LocalizedStringKey`.
///
/// Galley renders the development language, so the key is the text: `Text("Message \(n)")`
/// shows the interpolated literal. Interpolated values are formatted without a locale, so the
/// output is the same on every machine.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text of the key, with interpolations substituted.
  package let text: String
  /// The text as Markdown: the literal parts as written, interpolated values escaped so
  /// that they show as they are.
  let markdown: String

  /// Creates a key from a string.
  public init(_ value: String) {
    text = value
    markdown = value
  }

  /// Creates a key from a string literal; the literal is the text.
  public init(stringLiteral value: String) {
    text = value
    markdown = value
  }

  /// Creates a key from an interpolated literal, with the values substituted.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.output
    markdown = stringInterpolation.markdown
  }

  /// Builds the text of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    var markdown = ""

    /// Creates an empty interpolation, reserving room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: String) {
      output += literal
      markdown += literal
    }

    /// Appends a value's text, which Markdown leaves as it is.
    private mutating func appendValue(_ value: String) {
      output += value
      markdown += InlineMarkdown.escaped(value)
    }

    /// Appends a string.
    public mutating func appendInterpolation(_ string: String) {
      appendValue(string)
    }

    /// Appends any value by its description.
    public mutating func appendInterpolation<T>(_ value: T) {
      // The commonest value, without the cost of describing it generically.
      // (By its type: a cast would unwrap an optional, whose description says "Optional".)
      if T.self == Int.self, let integer = value as? Int {
        appendValue(String(integer))
      } else {
        appendValue(String(describing: value))
      }
    }

    /// Appends a number formatted with a `printf` specifier such as `"%.1f"`, with a
    /// decimal point whatever the process's C locale (`1234.57`, never `1234,57`).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendValue(String(format: specifier, locale: NumberFormatting.posix, value))
    }

    /// Appends the text of another `Text` (its words; its styling is not kept).
    public mutating func appendInterpolation(_ text: Text) {
      appendValue(text.verbatimText)
    }

    /// Appends `value` formatted by `format`, in US English (dates in UTC).
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      appendValue(TextFormatting.format(value, with: format))
    }

    /// Appends `date` in `style`, in UTC; the relative styles count from the host's clock
    /// at its start (the reference date), since a key is made before any host reads it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendValue(
        DatedText(date: date, style: style).string(
          now: Date(timeIntervalSinceReferenceDate: 0), timeZone: TextFormatting.utc))
    }
  }
}

#if canImport(Darwin)
  extension LocalizedStringResource {
    /// The text Galley draws for the resource: its localized value in the development
    /// language.
    var galleyText: String { String(localized: self) }

    /// The localized value as Markdown, as SwiftUI reads it.
    var galleyMarkdown: String { galleyText }
  }
#else
  /// A reference to a localizable string: Foundation's `LocalizedStringResource`, which
  /// swift-corelibs-foundation lacks. Galley defines it on Linux with the same literal
  /// syntax; the text is the key (the development language).
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// The key, with interpolations substituted.
    public let key: String
    /// The key as Markdown: interpolated values escaped.
    let galleyMarkdown: String

    /// Creates a resource from its key; there are no tables on Linux, so `table` and
    /// `comment` change nothing.
    public init(_ key: String, table: String? = nil, comment: StaticString? = nil) {
      self.key = key
      galleyMarkdown = key
    }

    /// Creates a resource from a string literal; the literal is the key.
    public init(stringLiteral value: String) {
      key = value
      galleyMarkdown = value
    }

    /// Creates a resource from an interpolated literal, with the values substituted.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
      key = stringInterpolation.output
      galleyMarkdown = stringInterpolation.markdown
    }

    /// The key.
    public var description: String { key }

    var galleyText: String { key }
  }
#endif
