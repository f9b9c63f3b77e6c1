import Backends
import Foundation
import Observation
import Testing
@testable import Widgets

/// A note compared by identity, whose description is its type's name for every instance.
private final class Note: Hashable {
  let title: String
  init(_ title: String) { self.title = title }
  static func == (lhs: Note, rhs: Note) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Unequal values with one hash and one description.
private struct Colliding: Hashable, CustomStringConvertible {
  let value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "same" }
}

@Observable @MainActor
private final class Todo: Identifiable {
  var title: String
  init(_ title: String) { self.title = title }
}

/// Items identified by fresh UUIDs.
@Observable @MainActor
private final class UUIDItems {
  struct Item: Identifiable {
    let id = UUID()
    let title: String
  }

  var items: [Item]
  init(_ titles: [String]) { items = titles.map { Item(title: $0) } }
}

/// The items' titles, each marked with its title.
private struct UUIDList: View {
  let model: UUIDItems

  var body: some View {
    VStack { ForEach(model.items) { Text($0.title).accessibilityIdentifier($0.title) } }
  }
}

/// The node ids of every node in the host's tree carrying an accessibility identifier.
@MainActor
private func identifiedIDs(_ host: ViewHost) -> [String: NodeID] {
  var result: [String: NodeID] = [:]
  for (node, _) in host.renderTree.allNodes() {
    if let identifier = node.accessibility.identifier { result[identifier] = node.id }
  }
  return result
}

/// The values of every `id="…"` attribute of an SVG document.
private func svgIDs(_ svg: String) -> [String] {
  svg.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

/// ForEach rows get distinct, process-independent names and node ids whatever their ids'
/// descriptions and hashes.
@MainActor
struct RowNamesTests {
  // Integer and string ids are named without boxing them: the same label and hash as the
  // boxed id's, which every other id type gets.
  @Test func integerAndStringIdsAreNamedAsTheirBoxesAre() {
    for id in [0, -7, 42, Int.max, Int.min] {
      let boxed = AnyHashable(id)
      #expect(
        RowNames<Int>([], previous: nil).name(at: 0, of: id)
          == RowName(label: ChildKey.label(boxed), component: ChildKey.stableHash(boxed)))
    }
    #expect(
      RowNames<Int>([], previous: nil).name(at: 0, of: -7)
        == RowName(label: "-7", component: 18_446_744_073_709_551_609))  // 2⁶⁴ − 7
    for id in ["inbox", "", "say \"hi\"", "ünïcode"] {
      let boxed = AnyHashable(id)
      #expect(
        RowNames<String>([], previous: nil).name(at: 0, of: id)
          == RowName(label: ChildKey.label(boxed), component: ChildKey.stableHash(boxed)))
    }
    #expect(RowNames<String>([], previous: nil).name(at: 0, of: "inbox").label == "\"inbox\"")
  }

  // Objects compared by identity all describe themselves as their type: each row still has
  // its own node, and a tap reaches the row it names.
  @Test func rowsOfObjectsComparedByIdentityAreDistinct() throws {
    let notes = [Note("first"), Note("second"), Note("third")]
    var opened: [String] = []
    let host = host(
      VStack {
        ForEach(notes, id: \.self) { note in
          Button("open \(note.title)") { opened.append(note.title) }.tag(note.title)
        }
      })
    let ids = identifiedIDs(host)
    #expect(Set(ids.values).count == 3)
    try host.tap("open first")
    try host.tap("open third")
    #expect(opened == ["first", "third"])
    let svg = SVGBackend().render(host.renderTree)
    #expect(Set(svgIDs(svg)).count == svgIDs(svg).count)
    #expect(host.renderTree.dump().contains("[Note#3]"))
  }

  // NaN is unequal to itself: two NaN ids are two rows, each with its own node.
  @Test func nanIDsAreDistinctRows() {
    let host = host(
      VStack {
        ForEach([Double.nan, .nan, 1], id: \.self) { value in Text("\(value)") }
      })
    let texts = host.renderTree.allNodes().filter { $0.node.content?.text != nil }
    #expect(texts.count == 3)
    #expect(Set(texts.map(\.node.id)).count == 3)
    #expect(host.renderTree.dump().contains("[nan#2]"))
  }

  // A NaN row is known by its name (its position among the NaN rows): it keeps its element
  // and its state through updates, and no element is left behind.
  @Test func nanRowsKeepTheirState() throws {
    let notes = Notes(items: [])
    let host = host(NaNCounters(notes: notes))
    try host.tap("row0")
    #expect(host.drawnText(of: "row0")?.string == "row0: 1")
    notes.items = [Note("changed")]
    #expect(host.drawnText(of: "row0")?.string == "row0: 1")
    #expect(host.drawnText(of: "row1")?.string == "row1: 0")
    #expect(host.work.elementsResolved < 10)
  }

  // Ids with one hash and one description that are unequal get distinct node ids, the same
  // in every host.
  @Test func collidingIDsGetDistinctNodeIDs() {
    func view() -> some View {
      VStack {
        ForEach([Colliding(value: 1), Colliding(value: 2)], id: \.self) { item in
          Text("\(item.value)").tag("row\(item.value)")
        }
      }
    }
    let first = identifiedIDs(host(view()))
    #expect(Set(first.values).count == 2)
    #expect(first == identifiedIDs(host(view())))
  }

  // The default id of an observable class is an ObjectIdentifier, whose description is an
  // address: no address reaches the dump or the SVG, and two hosts (as two processes) give
  // the same bytes.
  @Test func objectIdentifiersLeaveNoAddressInTheOutput() {
    func render() -> (dump: String, svg: String) {
      let todos = [Todo("milk"), Todo("eggs")]
      let host = host(VStack { ForEach(todos) { todo in Text(todo.title) } })
      return (host.renderTree.dump(), SVGBackend().render(host.renderTree))
    }
    let first = render()
    let second = render()
    #expect(first.dump == second.dump)
    #expect(first.svg == second.svg)
    #expect(first.dump.contains("[ObjectIdentifier(0x…)]"))
    #expect(first.dump.contains("[ObjectIdentifier(0x…)#2]"))
    #expect(!first.dump.contains("0x0"))
    #expect(!first.svg.contains("0x"))
  }

  // A row keeps its name while its id stays: inserting a row before it does not rename it,
  // so the row keeps its node (and its state).
  @Test func insertingARowKeepsTheNamesOfTheOthers() {
    let notes = Notes(items: [Note("b"), Note("c")])
    let host = host(NoteList(notes: notes))
    let before = identifiedIDs(host)
    notes.items.insert(Note("a"), at: 0)
    let after = identifiedIDs(host)
    #expect(after["b"] == before["b"])
    #expect(after["c"] == before["c"])
    #expect(Set(after.values).count == 3)
    #expect(host.renderTree.dump().contains("[Note#3]"))
  }

  // Rows identified by `UUID()`, different in every process, are named by the order they
  // appeared in: two hosts of fresh UUIDs write the same bytes, and a row inserted later
  // takes the next number while the others keep theirs.
  @Test func uuidRowsAreNamedInOrderOfAppearance() {
    let first = host(UUIDList(model: UUIDItems(["a", "b"])))
    let second = host(UUIDList(model: UUIDItems(["a", "b"])))
    #expect(first.renderTree.dump() == second.renderTree.dump())
    #expect(SVGBackend().render(first.renderTree) == SVGBackend().render(second.renderTree))
    #expect(first.renderTree.dump().contains("Text [uuid-1]"))
    let model = UUIDItems(["a", "b"])
    let growing = host(UUIDList(model: model))
    let before = identifiedIDs(growing)
    model.items.insert(UUIDItems.Item(title: "c"), at: 0)
    let after = identifiedIDs(growing)
    #expect(after["a"] == before["a"])
    #expect(after["b"] == before["b"])
    #expect(growing.renderTree.dump().contains("Text [uuid-3]"))
  }

  // A UUID inside an id's description (a struct holding one, identified by itself) is
  // numbered too: two hosts of fresh ids write the same dump.
  @Test func uuidsInsideIDsAreNumbered() {
    struct Tagged: Hashable {
      let id = UUID()
      let title: String
    }
    struct Rows: View {
      let rows = [Tagged(title: "a"), Tagged(title: "b")]
      var body: some View { VStack { ForEach(rows, id: \.self) { Text($0.title) } } }
    }
    let first = host(Rows()).renderTree.dump()
    #expect(first == host(Rows()).renderTree.dump())
    #expect(first.contains("uuid-1"))
    #expect(first.contains("uuid-2"))
  }

  // Integer ids are named by their digits. An optional id is held unwrapped by its
  // `AnyHashable`, so `Optional(5)` is named as 5 is, and `nil` as `nil`.
  @Test func integerAndOptionalIDsAreNamedByTheirValues() {
    let plain = host(VStack { ForEach([3, 4], id: \.self) { _ in Text("x") } })
    #expect(plain.renderTree.dump().contains("[3]"))
    let optional: [Int?] = [5, nil]
    let optionals = host(VStack { ForEach(optional, id: \.self) { _ in Text("x") } })
    let dump = optionals.renderTree.dump()
    #expect(dump.contains("[5]"))
    #expect(dump.contains("[nil]"))
  }

  // Addresses are cut from descriptions; short hex numbers are not addresses.
  @Test func addressesAreCutFromDescriptions() {
    struct Pointerish: Hashable, CustomStringConvertible {
      var description: String { "at 0x00007f3a12345678 and 0x1f" }
    }
    let host = host(VStack { ForEach([Pointerish()], id: \.self) { _ in Text("x") } })
    #expect(host.renderTree.dump().contains("[at 0x… and 0x1f]"))
  }
}

@Observable @MainActor
private final class Notes {
  var items: [Note]
  init(items: [Note]) { self.items = items }
}

private struct NoteList: View {
  let notes: Notes
  var body: some View {
    VStack {
      ForEach(notes.items, id: \.self) { note in Text(note.title).tag(note.title) }
    }
  }
}

/// Two rows with NaN ids, each a counter, in a view that also reads the notes (so that
/// changing them updates the list).
private struct NaNCounters: View {
  let notes: Notes
  var body: some View {
    VStack {
      Text("\(notes.items.count) notes")
      ForEach(Array([Double.nan, .nan].enumerated()), id: \.element) { index, _ in
        TaggedCounter(name: "row\(index)")
      }
    }
  }
}
