import Foundation

/// A view to look at, named: what Xcode's `#Preview` declares.
///
/// `#Preview` is a macro, and a macro needs a package dependency, which Galley does not
/// take; on Linux the macro does not exist. Declare the same previews as values instead, and
/// write them as SVG with `PreviewGallery` (in WidgetsTesting) from a test:
///
/// ```swift
/// // In Xcode:   #Preview("Inbox") { InboxView() }
/// let inboxPreview = Preview("Inbox") { InboxView() }
/// ```
public struct Preview: Sendable {
  /// The name shown with the preview, and the stem of its files.
  public let name: String
  private let make: @MainActor @Sendable () -> AnyView

  /// A preview of the view `content` makes, named `name`.
  public init<Content: View>(
    _ name: String = "Preview", @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name
    make = { AnyView(content()) }
  }

  /// The previewed view.
  @MainActor
  public func makeView() -> AnyView { make() }
}
