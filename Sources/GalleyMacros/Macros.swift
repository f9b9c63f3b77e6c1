import Foundation

/// Why a macro could not be expanded.
struct MacroError: Error {
  let message: String
}

/// What the compiler says about the build a macro is expanded for.
struct BuildConfiguration {
  /// The compiler's version: major, minor.
  var compilerVersion: [Int] = []
  /// The operating systems built for (`Linux`, `macOS`, …).
  var targetOSs: [String] = []

  /// Reads the configuration from the JSON the compiler sends (nothing when absent).
  init(json: String?) {
    guard let data = json?.data(using: .utf8),
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return }
    let version = object["compilerVersion"] as? [String: Any]
    compilerVersion = version?["components"] as? [Int] ?? []
    targetOSs = object["targetOSs"] as? [String] ?? []
  }

  /// Whether a `#Preview` can record itself for `PreviewRegistry`: `@used` and `@section`
  /// (Swift 6.3), on an ELF platform, whose section bounds Widgets reads.
  var recordsPreviews: Bool {
    let isELF = targetOSs.contains { ["Linux", "Android", "FreeBSD"].contains($0) }
    return isELF && compilerVersion.lexicographicallyPrecedes([6, 3]) == false
  }
}

/// `#Preview("Name") { … }`: a record in the program's previews section that makes the
/// `Preview` (so that `PreviewRegistry` finds it), or, where records cannot be made, a
/// uniquely named type holding it (so that the body is still compiled with the file).
enum PreviewMacro {
  static func expand(
    _ source: String, discriminator: String, fileID: String, line: Int,
    configuration: BuildConfiguration
  ) -> Result<String, MacroError> {
    // The text starts with the trivia before the macro (spaces, comments) and any attributes
    // (`@available(iOS 17, *)`), where the location points; the macro starts after them.
    // Comments after it stay in the call, which the expansion puts on lines of its own.
    let start = SourceText.afterLeadingTrivia(source, skippingAttributes: true)
    let text = source[start...]
    guard text.hasPrefix("#Preview") else {
      return .failure(MacroError(message: "#Preview could not be read."))
    }
    let call = "Widgets.Preview" + text.dropFirst("#Preview".count)
    let startLine = line + source[..<start].filter(\.isNewline).count
    // Names the compiler accepts as made by this expansion (its mangling of macro-unique
    // names), so that two previews in one file never collide.
    guard configuration.recordsPreviews else {
      return .success(
        """
        @MainActor enum \(discriminator)7previewfMu_ {
          static var preview: Widgets.Preview {
            \(call)
          }
        }
        """)
    }
    let file = fileID.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return .success(
      """
      @used @section("galley_previews")
      nonisolated let \(discriminator)6recordfMu_: Widgets.__PreviewRecord = (
        0x676c_7076, 0,
        { memory in
          memory.initializeMemory(
            as: Widgets.Preview.self,
            repeating: (
              \(call)
            )._declared(fileID: "\(file)", line: \(startLine)), count: 1)
          return true
        }, 0)
      """)
  }
}

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues` (or
/// `Transaction`): the key type, and the accessors that read and write through it.
enum EntryMacro {
  static func expand(_ source: String, role: String) -> Result<String, MacroError> {
    // Doc comments before the declaration are skipped (a `var` in them is not the
    // property's); a comment after the value stays with it, on a line of its own.
    let declaration = source[SourceText.afterLeadingTrivia(source, skippingAttributes: false)...]
    guard let property = Property(String(declaration)) else {
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
        // Without a type the value is stored once, isolated as the file's default isolation
        // says (a value of a type that is not `Sendable` needs a type annotation in
        // nonisolated code, where it is made on each read).
        ? "static let defaultValue =\n    \(value)"
        : "static var defaultValue: \(type) {\n    \(value)\n  }"
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
        // The `>` of a function type's `->` closes nothing.
        case ">" where index > text.startIndex && text[text.index(before: index)] == "-": break
        case ")", "]", ">", "}": depth -= 1
        case "=" where depth == 0: return index
        default: break
        }
      }
      return nil
    }
  }
}

/// Reading Swift source text without a parser.
enum SourceText {
  /// Where `text` starts after its leading spaces, `//` and `/* */` comments, and, when
  /// asked, attributes (`@available(iOS 17, *)`, with balanced parentheses).
  static func afterLeadingTrivia(_ text: String, skippingAttributes: Bool) -> String.Index {
    var index = text.startIndex
    while index < text.endIndex {
      let rest = text[index...]
      if text[index].isWhitespace {
        index = text.index(after: index)
      } else if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? text.endIndex
      } else if rest.hasPrefix("/*") {
        index = rest.range(of: "*/")?.upperBound ?? text.endIndex
      } else if skippingAttributes, text[index] == "@" {
        index = afterAttribute(text, at: index)
      } else {
        break
      }
    }
    return index
  }

  /// The end of the attribute starting at `start`: its name and any balanced parentheses.
  private static func afterAttribute(_ text: String, at start: String.Index) -> String.Index {
    var index = text.index(after: start)
    while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "_"
    {
      index = text.index(after: index)
    }
    guard index < text.endIndex, text[index] == "(" else { return index }
    var depth = 0
    while index < text.endIndex {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return text.index(after: index) }
      }
      index = text.index(after: index)
    }
    return index
  }
}
