import Foundation
import Testing

@testable import Render

private protocol Item {}
private struct TextItem: Item { let id: Int }
private struct ImageItem: Item { let id: Int }
private final class Box: Equatable {
  let id: Int
  init(id: Int) { self.id = id }
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.id == rhs.id }
}
private struct Holder { let box: Box; let title: String }
private struct OptionalHolder { let box: Box; let title: String?; let key: AnyHashable }
private struct Hidden: CustomReflectable {
  let shown: Int
  let hidden: Int
  var customMirror: Mirror { Mirror(self, children: ["shown": shown], displayStyle: .struct) }
}

/// Field-wise equality says "equal" only when the values are the same.
struct ValueEqualityTests {
  @Test func equalFieldsAreEqualWhateverTheirBytes() {
    let a = (1, "x" + String(repeating: "y", count: 40))
    let b = (1, "xy" + String(repeating: "y", count: 39))
    #expect(ValueEquality.equal(a, b))
  }

  // Two existentials with the same fields but different types are different.
  @Test func existentialsOfDifferentTypesDiffer() {
    let a: any Item = TextItem(id: 1)
    let b: any Item = ImageItem(id: 1)
    #expect(!ValueEquality.equal(a, b))
  }

  // Objects compare by identity, even when their `==` says otherwise.
  @Test func objectsCompareByIdentity() {
    let box = Box(id: 1)
    #expect(ValueEquality.equal(Holder(box: box, title: "a"), Holder(box: box, title: "a")))
    #expect(!ValueEquality.equal(Holder(box: box, title: "a"), Holder(box: Box(id: 1), title: "a")))
    #expect(!ValueEquality.equal(Box(id: 1), Box(id: 1)))
  }

  // Canonically equivalent strings draw different characters.
  @Test func stringsCompareByScalars() {
    #expect(!ValueEquality.equal("\u{E9}", "e\u{301}"))
    #expect(
      !ValueEquality.equal(
        Holder(box: Box(id: 0), title: "\u{E9}"), Holder(box: Box(id: 0), title: "e\u{301}")))
    // Inside an optional or an `AnyHashable` field too; equal strings there stay equal.
    let box = Box(id: 0)
    #expect(
      !ValueEquality.equal(
        OptionalHolder(box: box, title: "\u{E9}", key: 1),
        OptionalHolder(box: box, title: "e\u{301}", key: 1)))
    #expect(
      !ValueEquality.equal(
        OptionalHolder(box: box, title: nil, key: "\u{E9}"),
        OptionalHolder(box: box, title: nil, key: "e\u{301}")))
    #expect(
      ValueEquality.equal(
        OptionalHolder(box: box, title: "\u{E9}", key: "e\u{301}"),
        OptionalHolder(box: box, title: String("\u{E9}"), key: AnyHashable("e\u{301}"))))
  }

  // A custom mirror may hide a field: such values are never looked into.
  @Test func customMirrorsAreNotTrusted() {
    #expect(!ValueEquality.equal(Hidden(shown: 1, hidden: 1), Hidden(shown: 1, hidden: 2)))
  }
}

/// The comparator answers as `equal` does, for each kind of type.
struct ValueEqualityComparatorTests {
  final class Box {}
  struct Plain { var a: Int; var b: String }

  @Test func comparatorsAgreeWithEqual() {
    let box = Box()
    #expect(ValueEquality.comparator(for: Box.self)(box, box))
    #expect(!ValueEquality.comparator(for: Box.self)(box, Box()))
    #expect(ValueEquality.comparator(for: Int.self)(3, 3))
    #expect(!ValueEquality.comparator(for: Int.self)(3, 4))
    #expect(
      ValueEquality.comparator(for: String.self)("é", "e\u{301}")
        == ValueEquality.equal("é", "e\u{301}"))
    #expect(ValueEquality.comparator(for: Plain.self)(Plain(a: 1, b: "x"), Plain(a: 1, b: "x")))
    #expect(!ValueEquality.comparator(for: Plain.self)(Plain(a: 1, b: "x"), Plain(a: 1, b: "y")))
  }
}
