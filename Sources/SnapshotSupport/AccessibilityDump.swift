import Foundation
import Widgets

/// The accessibility tree of a render tree, as text: the elements assistive technologies
/// see, in reading order, each with its role, label, identifier and frame.
///
/// Elements, as VoiceOver reads them:
/// - a button or a header is one element; its label is its accessibility label, else the
///   texts inside it, which are not listed again;
/// - a view with an accessibility label is one element with that label;
/// - a text or an image is an element;
/// - a view with only an accessibility identifier gives it to the one element inside it, or
///   is a group listing the several inside it;
/// - hidden subtrees are left out; children are read in order of descending
///   `accessibilitySortPriority`, then in tree order.
///
/// Elements nest under the groups that contain them, with the render-tree dump's guides:
///
/// ```
/// Screen (0, 0, 390, 844)
/// ├─ heading "Inbox" (16, 60, 98, 41)
/// └─ button "New Message" #fab (310, 740, 56, 56)
/// ```
package enum AccessibilityDump {
  /// One element.
  private struct Element {
    var role: String
    var label: String?
    var identifier: String?
    var frame: CGRect
    var children: [Element] = []

    var line: String {
      var parts = [role]
      if let label, !label.isEmpty { parts.append(RenderTree.quote(label)) }
      if let identifier { parts.append("#" + RenderTree.quoteIfNeeded(identifier)) }
      parts.append(RenderTree.describe(frame))
      return parts.joined(separator: " ")
    }
  }

  /// The accessibility tree of `tree`.
  package static func render(_ tree: RenderTree) -> String {
    var root = Element(role: "Screen", frame: frame(tree.root, .zero))
    root.children = elements(under: tree.root, origin: .zero, depth: 0, guard: StackGuard())
    var output = ""
    write(root, into: &output)
    return output
  }

  private static func frame(_ node: RenderNode, _ parentOrigin: CGPoint) -> CGRect {
    CGRect(
      x: parentOrigin.x + node.frame.minX + node.effects.offset.width,
      y: parentOrigin.y + node.frame.minY + node.effects.offset.height,
      width: node.frame.width, height: node.frame.height)
  }

  /// The elements in the subtrees of `node`'s children, in reading order.
  private static func elements(
    under node: RenderNode, origin: CGPoint, depth: Int, guard stackGuard: StackGuard
  ) -> [Element] {
    // Recursive; a tree too deep for the stack is cut here, as the engine cuts it.
    guard stackGuard.hasRoom(depth: depth) else {
      return [Element(role: "(too deep)", frame: .zero)]
    }
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
    let isWhole =
      info.traits.contains(.isButton) || info.traits.contains(.isHeader) || info.label != nil
    let text = node.content?.text.map { $0.lines.map(\.text).joined(separator: " ") }
    let isImage = node.content?.image != nil
    if isWhole {
      let label = info.label ?? texts(in: node).joined(separator: " ")
      return [
        Element(
          role: role(info, isText: text != nil, isImage: isImage), label: label,
          identifier: info.identifier, frame: rect)
      ]
    }
    if text != nil || isImage {
      return [
        Element(
          role: isImage ? "image" : "text", label: text, identifier: info.identifier,
          frame: rect)
      ]
    }
    let inner = elements(under: node, origin: rect.origin, depth: depth, guard: stackGuard)
    guard let identifier = info.identifier else { return inner }
    if inner.count == 1, inner[0].identifier == nil {
      var only = inner[0]
      only.identifier = identifier
      return [only]
    }
    return [Element(role: "group", identifier: identifier, frame: rect, children: inner)]
  }

  private static func role(_ info: AccessibilityInfo, isText: Bool, isImage: Bool) -> String {
    if info.traits.contains(.isButton) { return "button" }
    if info.traits.contains(.isHeader) { return "heading" }
    if isImage { return "image" }
    if isText { return "text" }
    return "element"
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

  /// Writes the elements with the dump's guides, iteratively.
  private static func write(_ root: Element, into output: inout String) {
    var stack: [(Element, String, String)] = [(root, "", "")]
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
