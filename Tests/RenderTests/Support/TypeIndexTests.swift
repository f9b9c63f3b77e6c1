import Foundation
import Testing

@testable import Render

/// `TypeIndex`: where each type's value sits, however many types it holds.
struct TypeIndexTests {
  /// Forty distinct types: twenty, and an optional of each.
  static let types: [Any.Type] = {
    let plain: [Any.Type] = [
      Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self,
      UInt16.self, UInt32.self, UInt64.self, Double.self, Float.self, Bool.self, String.self,
      Character.self, [Int].self, [String].self, Set<Int>.self, [Int: Int].self, CGPoint.self,
    ]
    func optional<T>(_: T.Type) -> Any.Type { T?.self }
    return plain + plain.map { optional($0) }
  }()

  @Test func everyTypeIsFoundWhereItWasPutThroughGrowth() {
    var index = TypeIndex()
    // Forty keys outgrow the first 32 slots (it grows at half load) twice.
    for (position, type) in Self.types.enumerated() {
      #expect(index.position(of: ObjectIdentifier(type)) == nil)
      index.insert(ObjectIdentifier(type), at: position * 3)
    }
    for (position, type) in Self.types.enumerated() {
      #expect(index.position(of: ObjectIdentifier(type)) == position * 3)
    }
    #expect(index.position(of: ObjectIdentifier(Substring.self)) == nil)
  }

  @Test func insertingAKnownTypeAgainMovesItsPosition() {
    var index = TypeIndex()
    index.insert(ObjectIdentifier(Int.self), at: 4)
    index.insert(ObjectIdentifier(String.self), at: 5)
    index.insert(ObjectIdentifier(Int.self), at: 9)
    #expect(index.position(of: ObjectIdentifier(Int.self)) == 9)
    #expect(index.position(of: ObjectIdentifier(String.self)) == 5)
  }

  @Test func aMemoWorksOutEachTypeOnce() {
    let memo = TypeMemo<String>()
    var made = 0
    for type in Self.types + Self.types {
      let name = memo.value(for: type) {
        made += 1
        return String(describing: type)
      }
      #expect(name == String(describing: type))
    }
    #expect(made == Self.types.count)
  }
}
