import Foundation
import Render
import Testing

@testable import Widgets

/// An element's link to its parent never outlives the parent.
@MainActor
struct ElementParentTests {
  // A child still held elsewhere when its parent goes has no parent: the link is cleared,
  // and marking the child dirty stops there.
  @Test func aChildHeldBeyondItsParentHasNoParent() {
    var parent: Element? = Element(id: NodeID(rawValue: 1), viewType: ObjectIdentifier(Int.self))
    let child = parent!.child(for: .slot(0), type: Text.self)
    // The table keeps its first child apart from the others: both are cleared.
    let sibling = parent!.child(for: .slot(1), type: Text.self)
    let grandchild = child.child(for: .branch(1), type: Text.self)
    #expect(child.parent === parent && sibling.parent === parent && grandchild.parent === child)
    parent = nil
    #expect(child.parent == nil && sibling.parent == nil)
    #expect(grandchild.parent === child)
    grandchild.markDirty()
    #expect(child.hasDirtyDescendant && grandchild.isDirty)
  }

  // A host's elements release one another without a trap, however the tree is shaped.
  @Test func releasingAHostReleasesItsElements() {
    weak var released: ViewHost?
    do {
      let host = ViewHost(
        VStack {
          ForEach(0..<20) { index in
            HStack {
              Text("\(index)")
              if index.isMultiple(of: 2) { Spacer() }
            }
          }
        }, size: CGSize(width: 100, height: 400))
      _ = host.renderTree
      released = host
    }
    #expect(released == nil)
  }
}
