import Foundation
import Render

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
    // One walk: a node that is one element adds it to the list of its nearest open group and
    // skips its subtree; any other node opens a list for the elements inside it, which
    // `leave` closes into a group (when the node has an identifier) or into its parent's list.
    var lists: [[Element]] = []
    var screen = Element(role: "Screen", frame: tree.root.canvasFrame(parentOrigin: .zero))
    tree.root.walk(
      state: CGRect.zero,
      order: { node in
        node.children.enumerated().sorted {
          let (a, b) = (
            $0.element.accessibility.sortPriority, $1.element.accessibility.sortPriority
          )
          return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
      },
      enter: { node, frame, level, _ in
        if level > 0, let element = element(node, frame: frame) {
          if let element = element.first { lists[lists.count - 1].append(element) }
          return nil
        }
        lists.append([])
        return frame
      },
      leave: { node, frame in
        let inner = lists.removeLast()
        guard !lists.isEmpty else {
          screen.children = inner
          return
        }
        let grouped: [Element]
        if let identifier = node.accessibility.identifier {
          if inner.count == 1, inner[0].identifier == nil {
            var only = inner[0]
            only.identifier = identifier
            grouped = [only]
          } else {
            grouped = [
              Element(
                role: "group", identifier: identifier,
                frame: frame, children: inner)
            ]
          }
        } else {
          grouped = inner
        }
        lists[lists.count - 1] += grouped
      })
    var output = ""
    write(screen, into: &output)
    return output
  }

  /// The element a node is by itself (none when hidden), or `nil` when the elements inside it
  /// decide.
  private static func element(_ node: RenderNode, frame: CGRect) -> [Element]? {
    let info = node.accessibility
    if info.isHidden { return [] }
    let isWhole =
      info.traits.contains(.isButton) || info.traits.contains(.isHeader) || info.label != nil
    let text = node.content?.text.map { $0.lines.map(\.text).joined(separator: " ") }
    let isImage = node.content?.image != nil
    if isWhole {
      let label = info.label ?? texts(in: node).joined(separator: " ")
      return [
        Element(
          role: role(info, isText: text != nil, isImage: isImage), label: label,
          identifier: info.identifier, frame: frame)
      ]
    }
    if text != nil || isImage {
      return [
        Element(
          role: isImage ? "image" : "text", label: text, identifier: info.identifier,
          frame: frame)
      ]
    }
    return nil
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
