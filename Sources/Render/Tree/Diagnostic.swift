/// A problem found in the views being rendered, reported once like SwiftUI's runtime warnings.
///
/// Rendering goes on with a documented fallback; the diagnostic says what was wrong, where,
/// and what was done instead.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is. A public struct over an internal enum so that new kinds can
  /// be added without breaking exhaustive code.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier of the kind, such as `invalid-length`, shown in the
    /// diagnostic's text.
    package let code: String
    /// Creates a kind from its identifier.
    package init(_ code: String) { self.code = code }

    /// A frame dimension that is negative, NaN or infinite; it was ignored.
    public static let invalidFrameDimension = Kind("invalid-frame-dimension")
    /// Frame constraints with `min > max` (or ideal out of range); they were normalised.
    public static let contradictoryFrame = Kind("contradictory-frame")
    /// A non-finite padding, offset, spacing or other length; it was ignored.
    public static let invalidLength = Kind("invalid-length")
    /// A symbol name without artwork; a placeholder was drawn.
    public static let unknownSymbol = Kind("unknown-symbol")
    /// Control characters in text; they were not drawn.
    public static let controlCharacters = Kind("control-characters")
    /// A text too long to lay out; it was cut.
    public static let textTooLong = Kind("text-too-long")
    /// A view tree too deep to walk safely; the deeper part was not rendered.
    public static let treeTooDeep = Kind("tree-too-deep")
    /// Two children with the same explicit identity; later ones were dropped.
    public static let duplicateID = Kind("duplicate-id")
    /// A feature Galley does not draw yet, replaced by a documented fallback (a custom
    /// shape given to `clipShape` clips to the view's bounds).
    public static let unsupported = Kind("unsupported")
    /// Any other misuse.
    public static let misuse = Kind("misuse")

    /// The kind's identifier, such as `invalid-length`.
    public var description: String { code }
  }

  /// The kind of problem.
  public let kind: Kind
  /// What happened and what was done instead.
  public let message: String
  /// The view or modifier concerned, when known.
  public let view: String?

  /// Creates a diagnostic.
  public init(_ kind: Kind, _ message: String, view: String? = nil) {
    self.kind = kind
    self.message = message
    self.view = view
  }

  /// `warning: [kind] message (in View)`.
  ///
  /// Control characters (C0, C1, line separators) in the message, as user text may carry
  /// them, are escaped, so that one diagnostic is one line.
  public var description: String {
    RenderTree.escapeControlCharacters(
      "warning: [\(kind.code)] \(message)" + (view.map { " (in \($0))" } ?? ""))
  }
}

/// Collects diagnostics during a render, keeping each distinct one once, in the order first
/// raised.
package final class DiagnosticLog {
  /// The distinct diagnostics recorded so far, in the order first raised.
  package private(set) var diagnostics: [Diagnostic] = []
  private var seen: Set<Diagnostic> = []

  /// Creates an empty log.
  package init() {}

  /// Records `diagnostic` unless an identical one was already recorded.
  package func report(_ diagnostic: Diagnostic) {
    if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
  }

  /// Records a diagnostic built from its parts.
  package func report(_ kind: Diagnostic.Kind, _ message: String, view: String? = nil) {
    report(Diagnostic(kind, message, view: view))
  }
}
