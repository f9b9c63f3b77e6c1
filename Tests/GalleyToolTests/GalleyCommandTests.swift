import Backends
import Foundation
import GalleyTool
import Testing
import Widgets

/// The command line over a user's own previews, as a previews tool in their package runs it.
@MainActor
struct GalleyCommandTests {
  let previews = [
    Preview("Badge", traits: .fixedLayout(width: 120, height: 40)) {
      Text("New").padding(8).background(Color.blue)
    },
    Preview("Greeting") { Text("Hello") },
  ]

  /// Runs `arguments` and returns what the command printed.
  func run(_ arguments: [String]) throws -> String {
    var printed = ""
    try GalleyCommand(screens: previews.map(GalleryScreen.init), toolName: "previews") {
      printed += $0
    }.run(arguments)
    return printed
  }

  @Test func listsThePreviews() throws {
    #expect(try run(["list"]) == "Badge\t\nGreeting\t\n")
  }

  // `symbols` lists every drawn SF Symbol name with its artwork and its spoken name.
  @Test func listsTheSymbols() throws {
    let lines = try run(["symbols"]).split(separator: "\n").map(String.init)
    #expect(lines.contains("plus\tbootstrap:plus-lg\tAdd"))
    #expect(lines.contains("person.crop.circle.fill\tbootstrap:person-circle\tperson crop"))
    #expect(lines.count > 200)
    #expect(lines == lines.sorted())
  }

  @Test func rendersAPreviewByNameAtItsFixedSize() throws {
    let printed = try run(["render", "Badge", "--format", "tree"])
    let expected = TextBackend(style: .tree).render(
      ViewHost(previews[0].makeView(), size: CGSize(width: 120, height: 40)).renderTree)
    #expect(printed == expected)
    let atDefaultSize = TextBackend(style: .tree).render(
      ViewHost(previews[0].makeView(), size: CGSize(width: 390, height: 844)).renderTree)
    #expect(printed != atDefaultSize, "the trait's size, not the command line's default")
  }

  @Test func rendersAtTheSizeAsked() throws {
    let printed = try run(["render", "Greeting", "--width", "200", "--height", "100"])
    let expected = SVGBackend().render(
      ViewHost(previews[1].makeView(), size: CGSize(width: 200, height: 100)).renderTree)
    #expect(printed == expected)
  }

  @Test func unknownNamesSayWhatToTry() {
    #expect(throws: (any Error).self) { try run(["render", "Inbox"]) }
    do {
      _ = try run(["render", "Inbox"])
    } catch {
      #expect("\(error)" == "No screen named Inbox; try `previews list`.")
    }
  }

  @Test func writesTheGallery() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("galley-tool-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let printed = try run(["gallery", "--out", directory.path])
    let names = printed.split(separator: "\n").map {
      URL(fileURLWithPath: String($0)).lastPathComponent
    }
    #expect(names == ["Badge.svg", "Badge.txt", "Greeting.svg", "Greeting.txt", "index.html"])
    let index = try String(
      contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<img src=\"Badge.svg\" alt=\"Badge\" width=\"120\">"))
    #expect(index.contains("<img src=\"Greeting.svg\" alt=\"Greeting\" width=\"390\">"))
  }

  @Test func readsTheRegistryByDefault() throws {
    PreviewRegistry.register(Preview("Registered") { Text("From the registry") })
    var printed = ""
    try GalleyCommand { printed += $0 }.run(["list"])
    #expect(printed.split(separator: "\n").contains("Registered\t"))
  }
}
