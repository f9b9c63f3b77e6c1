import Foundation
import Widgets

/// The accessibility tree of a render tree, as text: the elements assistive technologies
/// see, in reading order, each with its role, label, identifier, traits and frame.
///
/// An element is a node that carries accessibility information or draws text or an image.
/// Hidden subtrees are left out; a button's label texts become its label, as VoiceOver reads
/// a button as one element. Elements nest under the elements that contain them, with the
/// render-tree dump's guides:
///
/// ```
/// Screen (0, 0, 390, 844)
/// ├─ heading "Inbox" (16, 60, 98, 41)
/// └─ button "New Message" #fab (310, 740, 56, 56)
/// ```
enum AccessibilityDump {
  /// One element.
  private struct Element {
    var line: String
    var children: [Element] = []
  }

  static func render(_ tree: RenderTree) -> String {
    var root = Element(line: "Screen " + RenderTree.describe(frame(tree.root, .zero)))
    root.children = elements(under: tree.root, origin: .zero, depth: 0, guard: StackGuard())
    var output = ""
    write(root, prefix: "", branch: "", into: &output)
    return output
  }

  private static func frame(_ node: RenderNode, _ parentOrigin: CGPoint) -> CGRect {
    CGRect(
      x: parentOrigin.x + node.frame.minX + node.effects.offset.width,
      y: parentOrigin.y + node.frame.minY + node.effects.offset.height,
      width: node.frame.width, height: node.frame.height)
  }

  /// The elements in the subtrees of `node`'s children, in reading order (children sorted by
  /// descending sort priority, stable).
  private static func elements(
    under node: RenderNode, origin: CGPoint, depth: Int, guard stackGuard: StackGuard
  ) -> [Element] {
    // Recursive; a tree too deep for the stack is cut here, as the engine cuts it.
    guard stackGuard.hasRoom(depth: depth) else { return [Element(line: "… (too deep)")] }
    let children = node.children.enumerated().sorted {
      let (a, b) = ($0.element.accessibility.sortPriority, $1.element.accessibility.sortPriority)
      return a != b ? a > b : $0.offset < $1.offset
    }
    var result: [Element] = []
    for (_, child) in children {
      result += elements(of: child, parentOrigin: origin, depth: depth + 1, guard: stackGuard)
    }
    return result
  }

  private static func elements(
    of node: RenderNode, parentOrigin: CGPoint, depth: Int, guard stackGuard: StackGuard
  ) -> [Element] {
    let info = node.accessibility
    if info.isHidden { return [] }
    let rect = frame(node, parentOrigin)
    let isButton = info.traits.contains(.isButton)
    let text = node.content?.text.map { $0.lines.map(\.text).joined(separator: " ") }
    let image = node.content?.image != nil
    guard info.identifier != nil || info.label != nil || isButton || text != nil || image else {
      return elements(under: node, origin: rect.origin, depth: depth, guard: stackGuard)
    }
    let label = info.label ?? (isButton ? texts(in: node).joined(separator: " ") : text)
    var parts: [String] = [role(of: node, info: info, isText: text != nil, isImage: image)]
    if let label, !label.isEmpty { parts.append(RenderTree.quote(label)) }
    if let identifier = info.identifier { parts.append("#" + RenderTree.quote(identifier)) }
    parts.append(RenderTree.describe(rect))
    var element = Element(line: parts.joined(separator: " "))
    // A button is one element: its label is read from its texts, not visited again.
    if !isButton {
      element.children = elements(
        under: node, origin: rect.origin, depth: depth, guard: stackGuard)
    }
    return [element]
  }

  private static func role(
    of node: RenderNode, info: AccessibilityInfo, isText: Bool, isImage: Bool
  ) -> String {
    if info.traits.contains(.isButton) { return "button" }
    if info.traits.contains(.isHeader) { return "heading" }
    if isImage { return "image" }
    if isText { return "text" }
    return "group"
  }

  /// The texts drawn inside `node`, in tree order, skipping hidden subtrees.
  private static func texts(in node: RenderNode) -> [String] {
    var result: [String] = []
    var pending = [node]
    while let current = pending.popLast() {
      if current.accessibility.isHidden { continue }
      if let text = current.content?.text {
        result.append(text.lines.map(\.text).joined(separator: " "))
      }
      pending += current.children.reversed()
    }
    return result
  }

  private static func write(
    _ element: Element, prefix: String, branch: String, into output: inout String
  ) {
    // Iterative, like the render-tree dump, so that deep trees cannot overflow the stack.
    var stack: [(Element, String, String)] = [(element, prefix, branch)]
    while let (element, prefix, branch) = stack.popLast() {
      output += prefix + branch + element.line + "\n"
      let childPrefix = prefix + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
      for (index, child) in element.children.enumerated().reversed() {
        let last = index == element.children.count - 1
        stack.append((child, childPrefix, last ? "└─ " : "├─ "))
      }
    }
  }
}
