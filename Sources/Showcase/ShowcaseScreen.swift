import Widgets

/// One demo screen: a name for files, a title for people, and the view.
public struct ShowcaseScreen: Sendable {
  /// The file name stem: `messages`, `recipes`, `header`.
  public let name: String
  /// A human title.
  public let title: String
  /// Which seed the screen demonstrates.
  public let summary: String
  /// What sets the screen in motion, for a filmstrip: `nil` for a still screen.
  public let motion: ShowcaseMotion?
  /// The scroll positions the screen is also shown at, besides at rest.
  public let scrolls: [ShowcaseScroll]
  private let make: @MainActor @Sendable () -> AnyView

  init(
    name: String, title: String, summary: String, motion: ShowcaseMotion? = nil,
    scrolls: [ShowcaseScroll] = [], make: @escaping @MainActor @Sendable () -> AnyView
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.motion = motion
    self.scrolls = scrolls
    self.make = make
  }

  /// The screen's view.
  @MainActor
  public func makeView() -> AnyView { make() }
}

/// A scroll position a screen is shown at: a name for files, and the offset of its first
/// scroll view (`.infinity` for the end).
public struct ShowcaseScroll: Sendable {
  /// The file name part: `mid-scroll`, `scrolled`.
  public let name: String
  /// The content offset.
  public let offset: CGFloat

  /// The screen scrolled to the content offset `offset`, then settled.
  @MainActor
  public func apply(to host: ViewHost) {
    host.scroll(to: CGPoint(x: 0, y: offset))
    host.settle()
  }
}

extension [ShowcaseScroll] {
  /// Half way through a collapse of `distance` points, and at the end.
  static func collapsing(over distance: CGFloat) -> [ShowcaseScroll] {
    [
      ShowcaseScroll(name: "mid-scroll", offset: distance / 2),
      ShowcaseScroll(name: "scrolled", offset: .infinity),
    ]
  }
}

/// How to set a screen in motion, and the instants to show.
public struct ShowcaseMotion: Sendable {
  /// What starts the motion: a tap, a drag.
  public let start: @MainActor @Sendable (ViewHost) -> Void
  /// The times after the start to show, in seconds.
  public let times: [Double]
  /// Whether the times run from before the start, whose own frames show the motion (a drag
  /// whose deceleration snaps), rather than from after it.
  public var isDuringStart = false
}

/// The demo screens, one per seed component, in realistic settings.
public enum Showcase {
  /// Every screen, in gallery order.
  public static let screens: [ShowcaseScreen] = [
    ShowcaseScreen(
      name: "messages", title: "Messages",
      summary:
        "30 message rows with the “New Message” button that shrinks once they scroll (Shrinking Extended Button)",
      motion: ShowcaseMotion(
        start: { host in host.scroll("list", to: CGPoint(x: 0, y: 120)) },
        times: [0, 0.05, 0.1, 0.2, 0.35, 0.6]),
      scrolls: .collapsing(over: 240)
    ) { AnyView(MessagesScreen()) },
    ShowcaseScreen(
      name: "recipes", title: "Recipes",
      summary: "A recipe list whose floating + button adds a recipe (FAB button style, floated)"
    ) { AnyView(RecipesScreen()) },
    ShowcaseScreen(
      name: "header", title: "Explore",
      summary:
        "A header collapsing over a list, the destination name travelling into the collapsed bar; a flick snaps it (Collapsible Header)",
      motion: ShowcaseMotion(
        start: { host in
          host.drag(by: CGSize(width: 0, height: -40), velocity: CGSize(width: 0, height: -200))
        }, times: [0.0167, 0.1, 0.2, 0.35, 0.6, 1], isDuringStart: true),
      scrolls: .collapsing(over: 176)
    ) { AnyView(HeaderScreen()) },
    ShowcaseScreen(
      name: "header-search", title: "Destinations",
      summary: "A large title over a search field that stays when the header collapses",
      scrolls: .collapsing(over: 53)
    ) { AnyView(SearchHeaderScreen()) },
    ShowcaseScreen(
      name: "header-short", title: "Short list",
      summary: "Three places: the list is padded so that the header still collapses fully",
      scrolls: .collapsing(over: 128)
    ) { AnyView(ShortListScreen()) },
    ShowcaseScreen(
      name: "header-callbacks", title: "Trips",
      summary:
        "A header driven by callbacks: progress and reach-bottom in a status line, rounded scroll corners",
      scrolls: .collapsing(over: 100)
    ) { AnyView(CallbackHeaderScreen()) },
    ShowcaseScreen(
      name: "fab-recipe", title: "Floating action button",
      summary: "The 60-point circle FAB recipe over a list of rows"
    ) { AnyView(FABRecipeScreen()) },
    ShowcaseScreen(
      name: "motion", title: "Motion",
      summary: "An order card opened with a spring: a transition, a rotation and moving views",
      motion: ShowcaseMotion(
        start: { host in try? host.tap("details") }, times: [0, 0.05, 0.1, 0.2, 0.4, 1])
    ) { AnyView(MotionScreen()) },
  ]
}
