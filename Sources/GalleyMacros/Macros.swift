import Foundation

/// Why a macro could not be expanded.
struct MacroError: Error {
  let message: String
}

/// `#Preview("Name") { … }`: a uniquely named type holding the `Preview` value, so that
/// the preview's body is compiled and checked with the file.
enum PreviewMacro {
  static func expand(_ source: String, discriminator: String) -> Result<String, MacroError> {
    let text = source.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("#Preview") else {
      return .failure(MacroError(message: "#Preview could not be read."))
    }
    let call = "Widgets.Preview" + text.dropFirst("#Preview".count)
    // A name the compiler accepts as made by this expansion (its mangling of a macro-unique
    // name), so that two previews in one file never collide.
    let name = discriminator + "7PreviewfMu_"
    return .success(
      """
      @MainActor enum \(name) {
        static var preview: Widgets.Preview { \(call) }
      }
      """)
  }
}

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues` (or
/// `Transaction`): the key type, and the accessors that read and write through it.
enum EntryMacro {
  static func expand(_ source: String, role: String) -> Result<String, MacroError> {
    guard let property = Property(source) else {
      return .failure(
        MacroError(
          message: "@Entry needs a stored variable with a name and a type or default value."))
    }
    let key = "__Key_\(property.name)"
    switch role {
    case "accessor":
      return .success(
        """
        get { self[\(key).self] }
        set { self[\(key).self] = newValue }
        """)
    case "peer":
      let type = property.type
      let value = property.initializer ?? (type.hasSuffix("?") ? "nil" : "")
      guard !value.isEmpty else {
        return .failure(
          MacroError(message: "@Entry needs a default value for a type that is not optional."))
      }
      let declaration =
        type.isEmpty
        ? "static let defaultValue = \(value)"
        : "static var defaultValue: \(type) { \(value) }"
      return .success(
        """
        private struct \(key): Widgets.EnvironmentKey {
          \(declaration)
        }
        """)
    default:
      return .success("")
    }
  }

  /// The parts of `var name: Type = initializer` that the expansion needs.
  struct Property {
    let name: String
    /// The written type, "" when left to inference.
    let type: String
    let initializer: String?

    init?(_ source: String) {
      guard let varRange = source.range(of: #"\bvar\s+"#, options: .regularExpression) else {
        return nil
      }
      let rest = source[varRange.upperBound...]
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
      guard !name.isEmpty else { return nil }
      self.name = String(name).replacingOccurrences(of: "`", with: "")
      var tail = rest.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines)
      var type = ""
      if tail.hasPrefix(":") {
        let afterColon = tail.dropFirst()
        let end = Self.topLevelEquals(in: afterColon) ?? afterColon.endIndex
        type = afterColon[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
        tail = String(afterColon[end...])
      }
      self.type = type
      if tail.hasPrefix("=") {
        initializer = tail.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
      } else {
        initializer = nil
      }
    }

    /// The first `=` outside brackets, parentheses and angle brackets.
    static func topLevelEquals(in text: Substring) -> Substring.Index? {
      var depth = 0
      for index in text.indices {
        switch text[index] {
        case "(", "[", "<", "{": depth += 1
        case ")", "]", ">", "}": depth -= 1
        case "=" where depth == 0: return index
        default: break
        }
      }
      return nil
    }
  }
}
