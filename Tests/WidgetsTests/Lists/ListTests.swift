import Foundation
import Testing
import Widgets

/// Lists and forms drawn at iOS 18's measured sizes (decision record 0023): cards inset 20
/// points on an iPhone 16 (16 on an iPhone SE), corner radius 10, rows at least 44 tall with
/// their content 20 (16) points in, hairline separators from the content's edge, headers in
/// uppercased footnote text.
@MainActor
struct ListTests {
  /// The frames of the nodes drawn as `role` (by the dump's role name), in drawing order.
  func frames(_ host: ViewHost, role: String) -> [CGRect] {
    host.renderTree.allNodes().filter { $0.node.role.description.hasPrefix(role) }.map(\.frame)
  }

  /// The frames of the separators: hairline rectangles.
  func separators(_ host: ViewHost) -> [CGRect] {
    host.renderTree.allNodes().filter {
      $0.node.role.description == "Rectangle" && $0.frame.height < 1
    }.map(\.frame)
  }

  /// The fill of the first separator.
  func separatorFill(_ host: ViewHost) -> Paint? {
    host.renderTree.allNodes().first {
      $0.node.role.description == "Rectangle" && $0.frame.height < 1
    }?.node.content?.shape?.paint
  }

  /// The fill of the first node drawn as `role`.
  func fill(_ host: ViewHost, role: String) -> Paint? {
    host.renderTree.allNodes().first { $0.node.role.description.hasPrefix(role) }?
      .node.content?.shape?.paint
  }

  // Two rows on an iPhone 16's width (393) at scale 2: the card starts 35 below the top,
  // 20 from each edge (353 wide), two rows of 44; the 20-tall body text is centred in each
  // (y 35 + 12 and 79 + 12) at x 40; one separator, half a point thick, at the bottom of the
  // first row from the text's edge to the card's (x 40, 333 wide).
  @Test func insetGroupedRowsOnAWideScreen() {
    let host = host(
      List {
        Text("One").tag("one")
        Text("Two").tag("two")
      }, width: 393, height: 400)
    #expect(frames(host, role: "RoundedRectangle(10)") == [rect(20, 35, 353, 88)])
    #expect(host.frame(of: "one")?.origin == CGPoint(x: 40, y: 47))
    #expect(host.frame(of: "two")?.origin == CGPoint(x: 40, y: 91))
    #expect(separators(host) == [rect(40, 78.5, 333, 0.5)])
    #expect(fill(host, role: "RoundedRectangle(10)") == .color(ResolvedColor(hex: 0xFFFFFF)))
    // The list's background, drawn first, under the safe areas too.
    #expect(fill(host, role: "Color") == .color(ResolvedColor(hex: 0xF2F2F7)))
  }

  // On an iPhone SE's width (375) the margins are 16: the card at x 16, 343 wide, the text
  // at 32.
  @Test func insetGroupedRowsOnANarrowScreen() {
    let host = host(List { Text("One").tag("one") }, width: 375, height: 400)
    #expect(frames(host, role: "RoundedRectangle(10)") == [rect(16, 35, 343, 44)])
    #expect(host.frame(of: "one")?.origin == CGPoint(x: 32, y: 47))
  }

  // A header 32 below the top in uppercased footnote text (15.5 tall at scale 2), the card
  // 6 below it, the footer 6 below the card, in footnote text, both secondary and aligned
  // with the rows' text.
  @Test func headersAndFooters() throws {
    let host = host(
      List {
        Section {
          Text("Wi-Fi").tag("row")
        } header: {
          Text("Network").tag("header")
        } footer: {
          Text("Nearby networks").tag("footer")
        }
      }, width: 393, height: 400)
    let header = try #require(host.frame(of: "header"))
    #expect(header.origin == CGPoint(x: 40, y: 32))
    #expect(host.drawnText(of: "header")?.string == "NETWORK")
    #expect(host.drawnText(of: "header")?.font.size == 13)
    #expect(
      host.drawnText(of: "header")?.paint
        == .color(ResolvedColor(hex: 0x3C3C43, opacity: 0.6)))
    let card = try #require(frames(host, role: "RoundedRectangle(10)").first)
    #expect(card.minY == header.maxY + 6)
    #expect(host.frame(of: "footer")?.origin == CGPoint(x: 40, y: card.maxY + 6))
    #expect(host.drawnText(of: "footer")?.string == "Nearby networks")
  }

  // Sections without headers or footers are 35 apart (17.5 below one, 17.5 above the
  // next); `listSectionSpacing` replaces that gap.
  @Test func sectionSpacing() {
    let sections = List {
      Section { Text("A") }
      Section { Text("B") }
    }
    #expect(
      frames(host(sections, width: 393, height: 400), role: "RoundedRectangle(10)").map(\.minY)
        == [35, 114])
    #expect(
      frames(
        host(sections.listSectionSpacing(10), width: 393, height: 400),
        role: "RoundedRectangle(10)"
      ).map(\.minY) == [35, 89])
    #expect(
      frames(
        host(sections.listSectionSpacing(.compact), width: 393, height: 400),
        role: "RoundedRectangle(10)"
      ).map(\.minY) == [35, 99])
  }

  // Plain: rows edge to edge on the system background from the top, the text 20 in, the
  // separator from the text to the screen's edge; no card.
  @Test func plainRows() {
    let host = host(
      List {
        Text("One").tag("one")
        Text("Two")
      }.listStyle(.plain), width: 393, height: 400)
    #expect(host.frame(of: "one")?.origin == CGPoint(x: 20, y: 12))
    #expect(separators(host) == [rect(20, 43.5, 373, 0.5)])
    #expect(frames(host, role: "RoundedRectangle").isEmpty)
    #expect(fill(host, role: "Color") == .color(ResolvedColor(hex: 0xFFFFFF)))
  }

  // Grouped: the card edge to edge with square corners; a form ignores the list style.
  @Test func groupedAndForm() {
    let grouped = host(List { Text("One") }.listStyle(.grouped), width: 393, height: 400)
    #expect(frames(grouped, role: "RoundedRectangle(0)") == [rect(0, 35, 393, 44)])
    let form = host(Form { Text("One") }.listStyle(.plain), width: 393, height: 400)
    #expect(frames(form, role: "RoundedRectangle(10)") == [rect(20, 35, 353, 44)])
  }

  // Dark mode: a black background, cards #1C1C1E, separators #545458 at 60 %.
  @Test func darkColours() {
    let host = host(
      List {
        Text("One")
        Text("Two")
      }.preferredColorScheme(.dark), width: 393, height: 400)
    #expect(fill(host, role: "RoundedRectangle(10)") == .color(ResolvedColor(hex: 0x1C1C1E)))
    #expect(fill(host, role: "Color") == .color(ResolvedColor(hex: 0x000000)))
    #expect(separatorFill(host) == .color(ResolvedColor(hex: 0x545458, opacity: 0.6)))
  }

  // Row insets replace the style's: zero insets put the text at the card's edge, and the
  // row keeps its least height of 44; a hidden separator is not drawn; a row background
  // fills the row's frame behind it.
  @Test func rowModifiers() {
    let host = host(
      List {
        Text("One").tag("one")
          .listRowInsets(EdgeInsets())
          .listRowSeparator(.hidden)
          .listRowBackground(Color.yellow)
        Text("Two")
      }, width: 393, height: 400)
    #expect(host.frame(of: "one")?.origin == CGPoint(x: 20, y: 47))
    #expect(separators(host).isEmpty)
    // The list's background, then the row's.
    #expect(frames(host, role: "Color") == [rect(0, 0, 393, 400), rect(20, 35, 353, 44)])
    let yellow = host.renderTree.allNodes().filter { $0.node.role.description == "Color" }
      .last?.node.content?.shape?.paint
    #expect(yellow == .color(ResolvedColor(hex: 0xFFCC00)))
  }

  // A row at least `defaultMinListRowHeight` tall; a taller row grows by its content and
  // 6.5 above and below.
  @Test func rowHeights() {
    let host = host(
      List {
        Color.red.frame(height: 60).tag("tall")
        Text("Short").tag("short")
      }
      .environment(\.defaultMinListRowHeight, 50), width: 393, height: 400)
    #expect(host.frame(of: "tall") == rect(40, 41.5, 313, 60))
    // The tall row is 73 (60 + 13); the short one 50, its text centred.
    #expect(host.frame(of: "short")?.minY == 123)
  }

  // A navigation link in a list is a row with a chevron at the trailing margin, in the
  // tertiary label colour; tapping the row pushes its destination.
  @Test func navigationLinkRows() throws {
    let host = host(
      NavigationStack {
        List {
          NavigationLink("Wi-Fi") { Text("Networks").tag("destination") }
        }
      }, width: 393, height: 600)
    let chevron = try #require(
      host.renderTree.allNodes().first { $0.node.content?.image?.systemName == "chevron.forward" })
    #expect(chevron.frame.maxX == 353)
    #expect(
      chevron.node.content?.image?.paint == .color(ResolvedColor(hex: 0x3C3C43, opacity: 0.3)))
    try host.tap("Wi-Fi")
    #expect(host.frame(of: "destination") != nil)
  }

  // `ForEach($items)` hands each row a binding to its element: a toggle in a row edits the
  // array the list shows.
  @Test func rowsEditTheirElementsThroughBindings() throws {
    let model = Tasks()
    let host = host(TaskList(model: model), width: 393, height: 400)
    try host.tap("Write")
    #expect(model.tasks.map(\.isDone) == [true, false])
    // The first row's switch is drawn on (system green), the second's off.
    let tracks = host.renderTree.allNodes().filter { $0.node.role.description == "Capsule" }
      .map { $0.node.content?.shape?.paint }
    #expect(
      tracks == [
        .color(ResolvedColor(hex: 0x34C759)),
        .color(ResolvedColor(hex: 0x787880, opacity: 0.16)),
      ])
  }

  // On iPhone, `.insetGrouped` written out, `.sidebar` and `.automatic` draw the same list.
  @Test func insetGroupedSidebarAndAutomaticAgree() {
    func dump(_ style: some ListStyle) -> String {
      host(
        List {
          Text("One"); Text("Two")
        }.listStyle(style), width: 393, height: 200
      )
      .renderTree.dump()
    }
    let automatic = host(
      List {
        Text("One"); Text("Two")
      }, width: 393, height: 200
    )
    .renderTree.dump()
    #expect(dump(.insetGrouped) == automatic)
    #expect(dump(.sidebar) == automatic)
  }

  // Swipe actions, delete and move actions are accepted and draw nothing at rest (the rows
  // offer VoiceOver's "Delete" action: `ListEditingTests`).
  @Test func swipeAndEditActionsDrawNothing() {
    let bare = host(
      List {
        ForEach(Tasks().tasks) { Text($0.title) }
      }, width: 393, height: 400)
    let decorated = host(
      List {
        ForEach(Tasks().tasks) { task in
          Text(task.title).swipeActions(edge: .leading) { Button("Pin") {} }
        }
        .onDelete { _ in }
        .onMove { _, _ in }
      }, width: 393, height: 400)
    let drawn = { (host: ViewHost) in
      host.renderTree.allNodes().filter { $0.node.content != nil }.map {
        "\($0.frame) \(String(describing: $0.node.content))"
      }
    }
    #expect(drawn(decorated) == drawn(bare))
    #expect(drawn(bare).count == 5)
  }

  // `textCase` shows text in upper or lower case in every locale, and `nil` keeps its own.
  @Test func textCase() {
    let host = host(
      VStack {
        Text("Straße").tag("upper").textCase(.uppercase)
        Text("İSTANBUL").tag("lower").textCase(.lowercase)
        Text("Mixed").tag("own").textCase(nil)
      }.textCase(.uppercase), width: 393, height: 200)
    #expect(host.drawnText(of: "upper")?.string == "STRASSE")
    #expect(host.drawnText(of: "lower")?.string == "i̇stanbul")
    #expect(host.drawnText(of: "own")?.string == "Mixed")
  }
}

/// Two tasks, observed.
@Observable @MainActor
final class Tasks {
  struct Task: Identifiable {
    var id: Int
    var title: String
    var isDone = false
  }

  var tasks = [Task(id: 1, title: "Write"), Task(id: 2, title: "Test")]
}

/// The tasks as toggles bound to their elements.
struct TaskList: View {
  let model: Tasks

  var body: some View {
    @Bindable var model = model
    List {
      ForEach($model.tasks) { $task in
        Toggle(task.title, isOn: $task.isDone)
      }
    }
  }
}
