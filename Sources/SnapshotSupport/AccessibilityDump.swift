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
    /// What VoiceOver reads after the label: the value, the states, the hint, the actions.
    var details: [String] = []

    init(
      role: String, label: String? = nil, identifier: String? = nil, frame: CGRect,
      children: [Element] = [], info: AccessibilityInfo? = nil
    ) {
      self.role = role
      self.label = label
      self.identifier = identifier
      self.frame = frame
      self.children = children
      if let info { details = Self.details(of: info) }
    }

    var line: String {
      var parts = [role]
      if let label, !label.isEmpty { parts.append(RenderTree.quote(label)) }
      parts += details
      if let identifier { parts.append("#" + RenderTree.quoteIfNeeded(identifier)) }
      parts.append(RenderTree.describe(frame))
      return parts.joined(separator: " ")
    }

    /// The value, the states VoiceOver reads (selected, dimmed, adjustable), the hint and
    /// the custom actions.
    private static func details(of info: AccessibilityInfo) -> [String] {
      var parts: [String] = []
      if let value = info.value { parts.append("value " + RenderTree.quote(value)) }
      let states: [(AccessibilityTraits, String)] = [
        (.isSelected, "selected"), (.isToggle, "switch"), (.isAdjustable, "adjustable"),
        (.isNotEnabled, "dimmed"),
      ]
      let present = states.filter { info.traits.contains($0.0) }.map(\.1)
      if !present.isEmpty { parts.append("[" + present.joined(separator: ", ") + "]") }
      if let hint = info.hint { parts.append("hint " + RenderTree.quote(hint)) }
      if !info.actions.isEmpty {
        parts.append("actions " + info.actions.map(RenderTree.quote).joined(separator: ", "))
      }
      return parts
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
        if node.accessibility.children == .contain {
          grouped = [
            Element(
              role: "group", label: node.accessibility.label,
              identifier: node.accessibility.identifier, frame: frame, children: inner,
              info: node.accessibility)
          ]
        } else if let identifier = node.accessibility.identifier {
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
    let info = merged(node)
    if info.isHidden { return [] }
    if info.children == .contain { return nil }
    let isWhole =
      info.traits.contains(.isButton) || info.traits.contains(.isHeader) || info.label != nil
      || info.traits.contains(.isTextField)
      || info.children != nil || info.traits.contains(.isAdjustable)
    let text = node.content?.text?.spokenText
    // A symbol without a label is read by its spoken name ("plus" is "Add").
    let symbol = node.content?.image.map { SymbolCatalog.spokenName(of: $0.systemName) }
    let isImage = symbol != nil
    if isWhole {
      let label =
        info.label
        ?? (info.children == .ignore ? nil : spokenTexts(in: node).joined(separator: " "))
      return [
        Element(
          role: role(info, isText: text != nil, isImage: isImage), label: label,
          identifier: info.identifier, frame: frame, info: info)
      ]
    }
    if text != nil || isImage {
      return [
        Element(
          role: isImage ? "image" : "text", label: text ?? symbol, identifier: info.identifier,
          frame: frame, info: info)
      ]
    }
    return nil
  }

  /// The accessibility of `node` with that of the modifiers it wraps: accessibility
  /// modifiers that set the same property do not fold into one node, so a view with two
  /// labels or two values is a chain of single children. The outermost setting of each field wins; traits
  /// and actions add up.
  private static func merged(_ node: RenderNode) -> AccessibilityInfo {
    var info = node.accessibility
    var current = node
    // Only through wrappers that cover the view exactly: a modifier around a frame gives its
    // settings to the element inside, at the element's own frame.
    while current.children.count == 1, current.content == nil,
      covers(current.children[0].frame, current.frame.size)
    {
      current = current.children[0]
      let inner = current.accessibility
      if inner.isHidden || inner.children == .contain { break }
      // As folding merges them: a modifier's removed traits leave what it wraps only.
      info = info.wrapping(inner)
    }
    return info
  }

  /// Whether a child's frame is its parent's whole box, to within rounding (frames on a
  /// three-pixel grid are not exact in binary).
  private static func covers(_ frame: CGRect, _ size: CGSize) -> Bool {
    abs(frame.minX) < 0.001 && abs(frame.minY) < 0.001 && abs(frame.width - size.width) < 0.001
      && abs(frame.height - size.height) < 0.001
  }

  private static func role(_ info: AccessibilityInfo, isText: Bool, isImage: Bool) -> String {
    if info.traits.contains(.isTextField) { return "textField" }
    if info.traits.contains(.isButton) { return "button" }
    if info.traits.contains(.isHeader) { return "heading" }
    if isImage { return "image" }
    if isText { return "text" }
    return "element"
  }

  /// The texts drawn inside `node` (labels where set, so a symbol inside a button reads by
  /// its label), in tree order, skipping hidden subtrees.
  private static func spokenTexts(in node: RenderNode) -> [String] {
    var result: [String] = []
    // Symbols beside text are decorative (a label's icon, a link's chevron); a control
    // labelled by symbols alone reads their spoken names.
    var symbols: [String] = []
    var pending = [node]
    var isTop = true
    while let current = pending.popLast() {
      defer { isTop = false }
      if current.accessibility.isHidden { continue }
      if !isTop, let label = current.accessibility.label {
        result.append(label)
        continue
      }
      if let text = current.content?.text {
        result.append(text.spokenText)
      }
      if let image = current.content?.image {
        symbols.append(SymbolCatalog.spokenName(of: image.systemName))
      }
      pending += current.children.reversed()
    }
    return result.isEmpty ? symbols : result
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
