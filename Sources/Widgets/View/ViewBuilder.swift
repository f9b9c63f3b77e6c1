/// Builds views from the statements of a closure: SwiftUI's `ViewBuilder`.
///
/// Several statements become a ``TupleView``; `if` and `if let` become an optional view;
/// `if`/`else` and `switch` become ``ConditionalContent``.
///
/// Its methods are inlinable, so that the views a closure builds are made in the caller's
/// module with their types known, rather than copied through generic calls.
@resultBuilder
public enum ViewBuilder {
  /// An empty closure: no view.
  @inlinable
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single view, unchanged.
  @inlinable
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, side by side in a tuple.
  @inlinable
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  )
    -> TupleView<repeat each Content>
  {
    TupleView(repeat each content)
  }

  /// A view statement.
  @inlinable
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`, or `if let`.
  @inlinable
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  )
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  )
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .falseContent(second))
  }

  /// A branch under `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
