import Foundation
import Testing
import Widgets

/// A list's selection and edit mode: the selected row highlighted, selection circles, the
/// delete control and the reorder grip, and what tapping and VoiceOver's actions do. On an
/// iPhone 16's width (393) at scale 2, the list 300 tall above a 20.5-point text, the two
/// centred in 400 points (from y 40): the card at x 20, 353 wide, from y 75; rows of 44.
@MainActor
struct ListEditingTests {
  struct Mailboxes: View {
    @State var selected: String? = "Sent"
    var body: some View {
      VStack(spacing: 0) {
        List(selection: $selected) {
          ForEach(["Inbox", "Sent", "Drafts"], id: \.self) { Text($0) }
        }
        .frame(height: 300)
        Text("Selected \(selected ?? "none")").tag("selected")
      }
    }
  }

  /// The rectangles filled with `hex` (opaque), in drawing order.
  func fills(_ host: ViewHost, _ hex: UInt32) -> [CGRect] {
    host.renderTree.allNodes().filter {
      $0.node.content?.shape?.paint == .color(ResolvedColor(hex: hex))
    }.map(\.frame)
  }

  // One selected row, its `ForEach` id as its tag: the whole row (card-wide, 44 tall) in
  // system gray 4 (#D1D1D6); tapping another row selects it and moves the highlight.
  @Test func singleSelectionHighlightsAndTapSelects() throws {
    let light = host(Mailboxes(), width: 393, height: 400)
    #expect(fills(light, 0xD1D1D6) == [rect(20, 119, 353, 44)])
    try light.tap("Drafts")
    #expect(light.drawnText(of: "selected")?.string == "Selected Drafts")
    #expect(fills(light, 0xD1D1D6) == [rect(20, 163, 353, 44)])
    // Dark mode: #3A3A3C.
    let dark = host(Mailboxes().environment(\.colorScheme, .dark), width: 393, height: 400)
    #expect(fills(dark, 0x3A3A3C) == [rect(20, 119, 353, 44)])
  }

  // The whole row takes taps, not only its content: behind the content a target the size of
  // the row (card-wide, 44 tall) selects it.
  @Test func theWholeRowTakesTaps() throws {
    let host = host(Mailboxes(), width: 393, height: 400)
    let targets = host.renderTree.allNodes().filter {
      $0.node.role.kind == .contentShape && $0.frame.width == 353
    }.map(\.frame)
    #expect(targets == [rect(20, 75, 353, 44), rect(20, 119, 353, 44), rect(20, 163, 353, 44)])
  }

  struct Names: View {
    @State var selected: String?
    var body: some View {
      VStack {
        List(["Ana", "Ben"], id: \.self, selection: $selected) { Text($0) }.frame(height: 200)
        Text(selected ?? "none").tag("selected")
      }
    }
  }

  // `List(_:id:selection:rowContent:)`, SwiftUI's common form, selects by the id.
  @Test func dataListWithIDAndSelection() throws {
    let host = host(Names(), width: 393, height: 400)
    try host.tap("Ben")
    #expect(host.drawnText(of: "selected")?.string == "Ben")
  }

  struct Tagged: View {
    @State var selected: Int?
    var body: some View {
      List(selection: $selected) {
        Text("One").tag(1)
        Text("Two").tag(2)
        Text(selected.map { "Picked \($0)" } ?? "None").tag(3)
      }
    }
  }

  // Rows written out are selected by their own tags.
  @Test func ownTagsSelectWrittenRows() throws {
    let host = host(Tagged(), width: 393, height: 400)
    #expect(fills(host, 0xD1D1D6).isEmpty)
    try host.tap("Two")
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "Picked 2" })
    #expect(fills(host, 0xD1D1D6) == [rect(20, 79, 353, 44)])
  }

  struct Messages: View {
    @State var picked: Set<String> = ["B"]
    var body: some View {
      VStack(spacing: 0) {
        List(selection: $picked) {
          ForEach(["A", "B", "C"], id: \.self) { Text($0) }
        }
        .frame(height: 300)
        Text(picked.sorted().joined(separator: ",")).tag("picked")
      }
    }
  }

  // A set of selections, outside edit mode: no circles, and a tap selects nothing.
  @Test func multipleSelectionWaitsForEditMode() throws {
    let host = host(Messages(), width: 393, height: 400)
    let circles = host.renderTree.allNodes().filter { $0.node.role.description == "Circle" }
    #expect(circles.isEmpty)
    #expect(throws: ViewHostError.self) { try host.tap("A") }
    #expect(host.drawnText(of: "picked")?.string == "B")
  }

  // In edit mode each row shows a 22-point circle at the content's edge (x 40), centred on
  // the row; the content moves 22 + 16 points in (to x 78). The selected row's circle is
  // filled with the tint; tapping a row adds it to the selection or removes it.
  @Test func multipleSelectionInEditMode() throws {
    let host = host(Messages(), width: 393, height: 400)
    host.editMode = .active
    let circles = host.renderTree.allNodes().filter { $0.node.role.description == "Circle" }
    #expect(
      circles.map(\.frame) == [rect(40, 86, 22, 22), rect(40, 130, 22, 22), rect(40, 174, 22, 22)])
    // The tint (blue) fills B's circle alone; A's and C's are outlined in system gray 3.
    let gray3 = Paint.color(ResolvedColor(hex: 0xC7C7CC))
    #expect(
      circles.map(\.node.content?.shape?.paint)
        == [gray3, .color(ResolvedColor(hex: 0x007AFF)), gray3])
    let a = try #require(host.renderTree.allNodes().first { $0.node.content?.text?.string == "A" })
    #expect(a.frame.minX == 78)
    try host.tap("A")
    try host.tap("B")
    #expect(host.drawnText(of: "picked")?.string == "A")
    // Separators start at the moved content.
    let separators = host.renderTree.allNodes().filter {
      $0.node.role.description == "Rectangle" && $0.frame.height < 1
    }.map(\.frame)
    #expect(separators.first == rect(78, 118.5, 295, 0.5))
  }

  struct Groceries: View {
    @State var items = ["Apples", "Bread", "Cheese"]
    var body: some View {
      VStack(spacing: 0) {
        List {
          ForEach(items, id: \.self) { Text($0) }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        .frame(height: 300)
        Text(items.joined(separator: ",")).tag("items")
      }
    }
  }

  // A deletable row offers VoiceOver's "Delete" action in and out of edit mode; performing
  // it calls `onDelete` with the row's offset.
  @Test func deleteActionRemovesTheRow() throws {
    let host = host(Groceries(), width: 393, height: 400)
    try host.performAccessibilityAction(named: "Delete", on: "Bread")
    #expect(host.drawnText(of: "items")?.string == "Apples,Cheese")
    // Moving is offered in edit mode only.
    #expect(throws: ViewHostError.self) {
      try host.performAccessibilityAction(named: "Move Down", on: "Apples")
    }
  }

  // In edit mode: the red delete control (22 points, #FF3B30, a white bar) at x 40, the grip
  // (line.3.horizontal in system gray 2) at the card's trailing margin, the content between
  // them; "Move Down" and "Move Up" call `onMove` as `Array.move` expects.
  @Test func editModeShowsControlsAndMoves() throws {
    let host = host(Groceries(), width: 393, height: 400)
    host.editMode = .active
    let minus = host.renderTree.allNodes().filter {
      $0.node.role.description == "Circle"
        && $0.node.content?.shape?.paint == .color(ResolvedColor(hex: 0xFF3B30))
    }.map(\.frame)
    #expect(minus == [rect(40, 86, 22, 22), rect(40, 130, 22, 22), rect(40, 174, 22, 22)])
    let grips = host.renderTree.allNodes().filter {
      $0.node.content?.image?.systemName == "line.3.horizontal"
    }
    #expect(grips.count == 3)
    let grip = try #require(grips.first?.frame)
    #expect(grip.maxX == 353)
    #expect(abs(grip.midY - 97) <= 0.5)
    let apples = try #require(
      host.renderTree.allNodes().first { $0.node.content?.text?.string == "Apples" })
    #expect(apples.frame.minX == 78)
    try host.performAccessibilityAction(named: "Move Down", on: "Apples")
    #expect(host.drawnText(of: "items")?.string == "Bread,Apples,Cheese")
    try host.performAccessibilityAction(named: "Move Up", on: "Cheese")
    #expect(host.drawnText(of: "items")?.string == "Bread,Cheese,Apples")
    // The first row cannot move up: nothing changes.
    try host.performAccessibilityAction(named: "Move Up", on: "Bread")
    #expect(host.drawnText(of: "items")?.string == "Bread,Cheese,Apples")
    host.editMode = .inactive
    let gripsAfter = host.renderTree.allNodes().filter {
      $0.node.content?.image?.systemName == "line.3.horizontal"
    }
    #expect(gripsAfter.isEmpty)
  }

  struct Reorderable: View {
    @State var items = ["Apples", "Bread"]
    @State var canReorder = true
    var body: some View {
      VStack {
        List {
          ForEach(items, id: \.self) { Text($0) }
            .onMove(perform: canReorder ? { items.move(fromOffsets: $0, toOffset: $1) } : nil)
        }
        .frame(height: 200)
        Button("Lock") { canReorder = false }
      }
    }
  }

  // SwiftUI's idiom `.onMove(perform: condition ? move : nil)`: removing the action takes
  // the grips and the move actions away, though the rows are unchanged.
  @Test func removingAnActionRedrawsTheRows() throws {
    let host = host(Reorderable(), width: 393, height: 400)
    host.editMode = .active
    let grips = { (host: ViewHost) in
      host.renderTree.allNodes().filter {
        $0.node.content?.image?.systemName == "line.3.horizontal"
      }
      .count
    }
    #expect(grips(host) == 2)
    try host.tap("Lock")
    #expect(grips(host) == 0)
    #expect(throws: ViewHostError.self) {
      try host.performAccessibilityAction(named: "Move Down", on: "Apples")
    }
  }

  struct Sizes: View {
    @State var size = "M"
    var body: some View {
      VStack {
        Picker("Size", selection: $size) {
          ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        Text("Size \(size)").tag("size")
      }
    }
  }

  // A picker's `ForEach` options are tagged with their ids, as SwiftUI tags them.
  @Test func pickerOptionsTakeTheirForEachIDs() throws {
    let host = host(Sizes(), width: 393, height: 400)
    try host.tap("L")
    #expect(host.drawnText(of: "size")?.string == "Size L")
  }
}
