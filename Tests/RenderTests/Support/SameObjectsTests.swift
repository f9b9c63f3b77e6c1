import Foundation
import Testing

@testable import Render

/// `holdsSameObjects(as:)`: the very same objects in the same order, whatever storage holds
/// them.
struct SameObjectsTests {
  final class Box {}

  @Test func sameObjectsInOtherStorageAreTheSame() {
    let boxes = [Box(), Box(), Box()]
    // A copy made element by element has storage of its own.
    let copy = boxes.map { $0 }
    #expect(boxes.holdsSameObjects(as: boxes))
    #expect(boxes.holdsSameObjects(as: copy))
    #expect(copy.holdsSameObjects(as: boxes))
    #expect([Box]().holdsSameObjects(as: []))
  }

  @Test func anotherObjectOrOrderOrCountIsNotTheSame() {
    let boxes = [Box(), Box(), Box()]
    var replaced = boxes
    replaced[1] = Box()
    #expect(!boxes.holdsSameObjects(as: replaced))
    #expect(!boxes.holdsSameObjects(as: boxes.reversed()))
    #expect(!boxes.holdsSameObjects(as: Array(boxes.prefix(2))))
    #expect(!boxes.holdsSameObjects(as: []))
    #expect(![Box]().holdsSameObjects(as: boxes))
  }
}
