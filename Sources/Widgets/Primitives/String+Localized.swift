import Foundation

#if !canImport(Darwin)
  extension String {
    /// A string to localise, with interpolations: Foundation's `String.LocalizationValue`,
    /// missing from Linux's Foundation.
    ///
    /// Linux has no string tables, so a value reads as written, its interpolations shown as
    /// `String(describing:)` shows them (the same on every machine).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable,
      CustomStringConvertible
    {
      /// The text with its interpolations filled in.
      public let description: String

      public init(stringLiteral value: String) {
        description = value
      }

      public init(stringInterpolation: DefaultStringInterpolation) {
        description = String(stringInterpolation: stringInterpolation)
      }

      /// The value of a string.
      public init(_ value: String) {
        description = value
      }
    }

    /// The localised text of `keyAndValue`: on Linux, the text as written.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = keyAndValue.description
    }

    /// The localised text for `key`: on Linux, `defaultValue`.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = defaultValue.description
    }
  }

  extension String {
    /// The text of `resource`: on Linux, as written.
    public init(localized resource: LocalizedStringResource) {
      self = resource.key
    }
  }
#endif
