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
  private let make: @MainActor @Sendable () -> AnyView

  init(
    name: String, title: String, summary: String, motion: ShowcaseMotion? = nil,
    make: @escaping @MainActor @Sendable () -> AnyView
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.motion = motion
    self.make = make
  }

  /// The screen's view.
  @MainActor
  public func makeView() -> AnyView { make() }
}

/// How to set a screen in motion, and the instants to show.
public struct ShowcaseMotion: Sendable {
  /// What starts the motion: a tap, a drag.
  public let start: @MainActor @Sendable (ViewHost) -> Void
  /// The times after the start to show, in seconds.
  public let times: [Double]
}

/// The demo screens, one per seed component, in realistic settings.
public enum Showcase {
  /// Every screen, in gallery order.
  public static let screens: [ShowcaseScreen] = [
    ShowcaseScreen(
      name: "messages", title: "Messages",
      summary: "30 message rows with the extended “New Message” button (Shrinking Extended Button)"
    ) { AnyView(MessagesScreen()) },
    ShowcaseScreen(
      name: "recipes", title: "Recipes",
      summary: "A recipe list with a floating + button (FAB button style and Float modifier)"
    ) { AnyView(RecipesScreen()) },
    ShowcaseScreen(
      name: "header", title: "Explore",
      summary: "A 240-point header over a list (Collapsible Header, expanded)"
    ) { AnyView(HeaderScreen()) },
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
