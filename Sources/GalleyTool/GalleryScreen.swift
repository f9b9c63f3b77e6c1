import Foundation
import Widgets

/// A screen the gallery writes and `render` prints: a view, named, with the scroll positions
/// and the filmstrip to show beside it.
public struct GalleryScreen {
  /// The name on the command line and the stem of the screen's files.
  public let name: String
  /// The heading of the screen in `index.html`.
  public var title: String
  /// A sentence under the heading.
  public var summary: String
  /// The canvas for the screen, `nil` for the one the command line asks for.
  public var size: CGSize?
  /// Positions to scroll the screen to, each written as an SVG of its own.
  public var scrolls: [GalleryScroll]
  /// The screen in motion, as a filmstrip SVG for a canvas of the given size.
  public var filmstrip: (@MainActor (CGSize) -> String)?
  private let make: @MainActor () -> AnyView

  /// A screen of the view `makeView` makes.
  public init(
    name: String, title: String? = nil, summary: String = "", size: CGSize? = nil,
    scrolls: [GalleryScroll] = [], filmstrip: (@MainActor (CGSize) -> String)? = nil,
    makeView: @escaping @MainActor () -> AnyView
  ) {
    self.name = name
    self.title = title ?? name
    self.summary = summary
    self.size = size
    self.scrolls = scrolls
    self.filmstrip = filmstrip
    make = makeView
  }

  /// A screen of a preview; a fixed layout trait sets its size.
  public init(_ preview: Preview) {
    var size: CGSize?
    if let proposal = preview.layoutSize, let width = proposal.width, let height = proposal.height {
      size = CGSize(width: width, height: height)
    }
    self.init(name: preview.name, size: size, makeView: preview.makeView)
  }

  /// A fresh copy of the screen's view.
  @MainActor
  public func makeView() -> AnyView { make() }
}

/// A position to scroll a gallery screen to: a name for its file, and what to do to a host.
public struct GalleryScroll {
  /// The name, which ends the file's stem (`inbox.end.svg`).
  public let name: String
  let apply: @MainActor (ViewHost) -> Void

  /// A scroll named `name` that `apply` performs on a fresh host of the screen.
  public init(name: String, apply: @escaping @MainActor (ViewHost) -> Void) {
    self.name = name
    self.apply = apply
  }
}
