@_exported import Foundation
@_exported import Observation
@_exported import Render

#if canImport(Combine)
  @_exported import Combine
#endif

/// A piece of user interface, described by its `body`: SwiftUI's `View`.
///
/// Like SwiftUI's, the protocol is isolated to the main actor. Galley evaluates `body` when it
/// resolves the view into its element tree, then lays the result out with SwiftUI's rules.
///
/// ```swift
/// struct Greeting: View {
///   var body: some View {
///     Text("Hello").padding()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// `Never` is the body type of primitive views.
  public typealias Body = Never

  /// Primitive views have no body; asking for one is a programmer error.
  public var body: Never {
    preconditionFailure("Never has no body.")
  }
}

/// A view Galley resolves itself instead of evaluating a `body`: text, shapes, stacks, the
/// structural views, modifiers applied to content.
@MainActor
protocol PrimitiveView {
  /// Resolves the view into layout nodes; child views are resolved through `element`.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode]
}

extension PrimitiveView {
  /// The `body` of a primitive view, which must never be asked for.
  func primitiveBody(_ type: Any.Type = Self.self) -> Never {
    preconditionFailure("\(type) is a primitive view; its body must not be evaluated.")
  }
}
