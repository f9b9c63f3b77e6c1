import Foundation

/// What flows down the tree while views are resolved: the environment, and the services of
/// the render in progress.
@MainActor
package struct ResolveContext {
  /// The environment the view is resolved in.
  package var environment: EnvironmentValues
  /// The render in progress.
  package let session: ResolveSession
  /// How many elements lie above this one.
  package var depth: Int = 0

  /// Creates the context of the root view, at depth 0.
  package init(environment: EnvironmentValues, session: ResolveSession) {
    self.environment = environment
    self.session = session
  }

  /// Reports a problem found in the views.
  package func report(_ kind: Diagnostic.Kind, _ message: String, view: String? = nil) {
    session.diagnostics.report(kind, message, view: view)
  }
}

/// The services shared by one render: diagnostics, the stack guard, the handlers of
/// interactive views.
@MainActor
package final class ResolveSession {
  /// Where the render's diagnostics are collected.
  package let diagnostics: DiagnosticLog
  let stackGuard = StackGuard()
  /// The colour scheme asked for with `preferredColorScheme(_:)`, if any.
  package var preferredColorScheme: ColorScheme?

  /// Creates a session that reports to `diagnostics`.
  package init(diagnostics: DiagnosticLog) {
    self.diagnostics = diagnostics
  }
}
