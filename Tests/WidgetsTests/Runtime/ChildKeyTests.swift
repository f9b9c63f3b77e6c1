import Foundation
import Render
import Testing

@testable import Widgets

struct ChildKeyTests {
  // Keys are equal only in the same case with equal payloads; equal keys hash equally.
  @Test func equalityIsByCaseAndPayload() {
    let keys: [ChildKey] = [
      .slot(0), .slot(1), .branch(0), .branch(1), .id(AnyHashable(1)), .id(AnyHashable("1")),
      .row(AnyHashable(1), component: 7), .row(AnyHashable(1), component: 8),
      .row(AnyHashable(2), component: 7), .type(ObjectIdentifier(Int.self), name: "Int"),
      .type(ObjectIdentifier(Int.self), name: "Other"),
      .type(ObjectIdentifier(String.self), name: "Int"),
    ]
    for (i, a) in keys.enumerated() {
      for (j, b) in keys.enumerated() {
        #expect((a == b) == (i == j), "\(a) and \(b)")
        #expect(a.isSame(as: b) == (i == j), "\(a) and \(b)")
      }
    }
    // Made anew, equal keys are equal and hash equally.
    let again: [ChildKey] = [
      .slot(1), .branch(1), .id(AnyHashable("1")), .row(AnyHashable(1), component: 7),
      .type(ObjectIdentifier(Int.self), name: "Int"),
    ]
    for key in again {
      let match = keys.first { $0 == key }
      #expect(match != nil)
      #expect(match?.hashValue == key.hashValue)
    }
    // Rows whose ids never equal themselves are told apart by their names alone.
    #expect(
      ChildKey.row(AnyHashable(Double.nan), component: 3)
        == .row(AnyHashable(Double.nan), component: 3))
    #expect(
      ChildKey.row(AnyHashable(Double.nan), component: 3)
        != .row(AnyHashable(Double.nan), component: 4))
  }

  // A table with a first child kept inline and others in a dictionary finds, replaces and
  // removes each by key, and counts them.
  @MainActor @Test func tableKeepsChildrenByKey() {
    let parent = Element(id: NodeID(rawValue: 1), viewType: ObjectIdentifier(Int.self))
    func element(_ raw: UInt64) -> Element {
      Element(id: NodeID(rawValue: raw), viewType: ObjectIdentifier(Int.self), parent: parent)
    }
    var table = ChildTable()
    let (a, b, c, d) = (element(2), element(3), element(4), element(5))
    table[.slot(0)] = a
    table[.branch(0)] = b
    table[.id(AnyHashable("x"))] = c
    #expect(table.count == 3)
    #expect(table[.slot(0)] === a && table[.branch(0)] === b && table[.id(AnyHashable("x"))] === c)
    #expect(table[.slot(1)] == nil && table[.branch(1)] == nil)
    table[.slot(0)] = d
    #expect(table[.slot(0)] === d && table.count == 3)
    table[.slot(0)] = nil
    #expect(table[.slot(0)] == nil && table.count == 2)
    // The inline place is free again, and a key already in the dictionary stays there.
    table[.branch(0)] = a
    #expect(table[.branch(0)] === a && table.count == 2)
    table[.slot(5)] = b
    #expect(table[.slot(5)] === b && table.count == 3)
    #expect(table.pairs.map(\.element.id.rawValue) == [2, 3, 4])
  }

  // The views of a tuple, under `.slot(i)`, are kept by position. Put in any order,
  // replaced, removed and put back, each is found under its own slot and the count follows;
  // every way of going through the table sees each child once, under its key. A slot too
  // far for the positions goes to the dictionary.
  @MainActor @Test func slotsAreKeptByPosition() {
    let parent = Element(id: NodeID(rawValue: 1), viewType: ObjectIdentifier(Int.self))
    let elements = (0..<8).map {
      Element(
        id: NodeID(rawValue: 10 + UInt64($0)), viewType: ObjectIdentifier(Int.self), parent: parent)
    }
    var table = ChildTable()
    table[.slot(3)] = elements[3]
    table[.slot(0)] = elements[0]
    table[.slot(5)] = elements[5]
    table[.slot(1)] = elements[1]
    table[.slot(100)] = elements[6]
    table[.id(AnyHashable("x"))] = elements[7]
    #expect(table.count == 6)
    for (slot, index) in [(3, 3), (0, 0), (5, 5), (1, 1), (100, 6)] {
      #expect(table[.slot(slot)] === elements[index], "slot \(slot)")
    }
    #expect([2, 4, 6, 63, 64, 99].allSatisfy { table[.slot($0)] == nil })
    table[.slot(5)] = elements[2]
    #expect(table[.slot(5)] === elements[2] && table.count == 6)
    table[.slot(0)] = nil
    #expect(table[.slot(0)] == nil && table.count == 5)
    table[.slot(0)] = nil
    table[.slot(7)] = nil
    #expect(table.count == 5)
    table[.slot(0)] = elements[4]
    #expect(table[.slot(0)] === elements[4] && table.count == 6)
    let pairs = table.pairs
    #expect(pairs.map(\.element.id.rawValue) == [11, 12, 13, 14, 16, 17])
    for pair in pairs { #expect(table[pair.key] === pair.element) }
    let unvisited = table.unvisited(mark: 0)
    #expect(unvisited.map(\.element.id.rawValue) == [11, 12, 13, 14, 16, 17])
    for pair in unvisited { #expect(table[pair.key] === pair.element) }
    var listed: [Element] = []
    table.appendElements(to: &listed)
    #expect(listed.map(\.id.rawValue) == [11, 12, 13, 14, 16, 17])
    var removed: [UInt64] = []
    table.removeAll { removed.append($0.id.rawValue) }
    #expect(removed.sorted() == [11, 12, 13, 14, 16, 17])
    #expect(table.count == 0 && table[.slot(3)] == nil && table[.slot(1)] == nil)
  }
}
