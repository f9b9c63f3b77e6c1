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
}
