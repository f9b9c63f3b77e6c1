import Foundation
import Testing

@testable import Render

/// A layout node's key and view name, kept in one box made only when either is set.
struct NodeLabelsTests {
  // Each label is set and cleared on its own, keeping the other; a change makes the node
  // place again (its render node shows the labels), and setting a label to what it is does
  // not.
  @Test func eachLabelIsSetAndClearedOnItsOwn() {
    let node = Nodes.color()
    let engine = LayoutEngine()
    func placed() {
      _ = engine.layoutRoot(node, in: CGSize(width: 10, height: 10))
      #expect(!node.needsRender)
    }
    #expect(node.key == nil && node.viewName == nil)
    placed()
    node.setKey("7")
    #expect(node.key == "7" && node.viewName == nil && node.needsRender)
    placed()
    node.setViewName("ProfileCard")
    #expect(node.key == "7" && node.viewName == "ProfileCard" && node.needsRender)
    placed()
    node.setViewName("ProfileCard")
    node.setKey("7")
    #expect(!node.needsRender)
    node.setKey(nil)
    #expect(node.key == nil && node.viewName == "ProfileCard" && node.needsRender)
    placed()
    node.setKey("8")
    node.setViewName(nil)
    #expect(node.key == "8" && node.viewName == nil)
    node.setKey(nil)
    #expect(node.key == nil && node.viewName == nil)
  }
}
