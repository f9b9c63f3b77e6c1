import Foundation

extension RenderTree {
  /// What a dump shows beyond the default (role and parameters, key, identifier, frame,
  /// content, effects, accessibility and gestures).
  public struct DumpOptions: OptionSet, Hashable, Sendable {
    /// The options as a bit set.
    public let rawValue: Int
    /// Creates a set of options from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each node's ``NodeID``.
    public static let ids = DumpOptions(rawValue: 1)
    /// Frames relative to the parent instead of canvas coordinates.
    public static let relativeFrames = DumpOptions(rawValue: 2)
  }

  /// A deterministic text dump of the tree: one line per node, children indented under their
  /// parent with box-drawing guides, frames in canvas coordinates.
  ///
  /// For `Text("Hello").padding()` on a 200×100 canvas:
  ///
  /// ```
  /// Host (0, 0, 200, 100)
  /// └─ padding 16 (63.5, 24, 73, 52)
  ///    └─ Text (79.5, 40, 41, 20) "Hello" body #000000
  /// ```
  ///
  /// Guides stop growing after ``maximumDumpIndent`` levels, so that a very deep tree's dump
  /// stays linear in size: deeper lines keep that indentation and say their level
  /// (`⋯65 └─ …`).
  ///
  /// - Complexity: O(n) in the number of nodes.
  public func dump(options: DumpOptions = []) -> String {
    var output = ""
    var stack: [(node: RenderNode, origin: CGPoint, prefix: String, branch: String, level: Int)] =
      [(root, .zero, "", "", 0)]
    while let (node, parentOrigin, prefix, branch, level) = stack.popLast() {
      let origin = CGPoint(
        x: parentOrigin.x + node.frame.minX + node.effects.offset.width,
        y: parentOrigin.y + node.frame.minY + node.effects.offset.height)
      let frame =
        options.contains(.relativeFrames)
        ? node.frame : CGRect(origin: origin, size: node.frame.size)
      let marker = level > Self.maximumDumpIndent ? "⋯\(level) " : ""
      output +=
        prefix + marker + branch + RenderTree.describe(node, frame: frame, options: options) + "\n"
      let childPrefix =
        level >= Self.maximumDumpIndent
        ? prefix : prefix + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
      for (index, child) in node.children.enumerated().reversed() {
        let last = index == node.children.count - 1
        stack.append((child, origin, childPrefix, last ? "└─ " : "├─ ", level + 1))
      }
    }
    return output
  }

  /// The number of levels of guides a dump draws before it stops indenting further.
  public static let maximumDumpIndent = 64

  /// The dump line of one node, without indentation.
  package static func describe(
    _ node: RenderNode, frame: CGRect, options: DumpOptions = []
  )
    -> String
  {
    var parts: [String] = [node.role.description]
    if let key = node.key { parts.append("[\(key)]") }
    if let identifier = node.accessibility.identifier {
      parts.append("#" + quoteIfNeeded(identifier))
    }
    if options.contains(.ids) { parts.append("id=\(node.id)") }
    parts.append(describe(frame))
    if let content = node.content { parts.append(describe(content, role: node.role)) }
    parts += describe(node.effects)
    parts += describe(node.accessibility)
    parts += node.gestures.map(\.description)
    return parts.joined(separator: " ")
  }

  /// `rect` as `(x, y, width, height)`, each number with at most three decimals:
  /// `(63.5, 24, 73, 52)`.
  package static func describe(_ rect: CGRect) -> String {
    let values = [rect.minX, rect.minY, rect.width, rect.height].map {
      NumberFormatting.decimal($0)
    }
    return "(" + values.joined(separator: ", ") + ")"
  }

  /// `paint` as the dump writes it: `#rrggbb`, with `@opacity` when not opaque, or
  /// `linear(…)` / `radial(…)` with the stop colours joined by `→`.
  package static func describe(_ paint: Paint) -> String {
    func color(_ c: ResolvedColor) -> String {
      c.hexRGB + (c.clampedOpacity < 1 ? "@" + NumberFormatting.decimal(c.clampedOpacity) : "")
    }
    switch paint.kind {
    case .color(let c): return color(c)
    case .linearGradient(let stops, _, _):
      return "linear(" + stops.map { color($0.color) }.joined(separator: "→") + ")"
    case .radialGradient(let stops, _, _, _):
      return "radial(" + stops.map { color($0.color) }.joined(separator: "→") + ")"
    }
  }

  private static func describe(_ content: RenderContent, role: RenderRole) -> String {
    switch content.storage {
    case .shape(let shape):
      let plain = shape.geometry.name == role.name || shape.geometry == .rectangle
      var text = plain ? "" : shape.geometry.name + " "
      if shape.geometry.inset != 0 {
        text += "inset \(NumberFormatting.decimal(shape.geometry.inset)) "
      }
      if let stroke = shape.stroke {
        text += "stroke \(describe(shape.paint)) \(NumberFormatting.decimal(stroke.lineWidth))"
      } else {
        text += "fill \(describe(shape.paint))"
      }
      return text
    case .text(let text):
      var result = quote(text.string) + " " + text.font.summary + " " + describe(text.paint)
      if text.isTruncated { result += " truncated" }
      return result
    case .image(let image):
      let source = image.artworkName ?? "placeholder"
      return "symbol \(quote(image.systemName)) → \(source) \(describe(image.paint))"
    }
  }

  private static func describe(_ effects: RenderEffects) -> [String] {
    var parts: [String] = []
    if let clip = effects.clip { parts.append("clip \(clip.name)") }
    if let shadow = effects.shadow {
      parts.append(
        "shadow \(describe(.color(shadow.color))) r\(NumberFormatting.decimal(shadow.radius)) "
          + "(\(NumberFormatting.decimal(shadow.x)), \(NumberFormatting.decimal(shadow.y)))")
    }
    if effects.opacity != 1 { parts.append("opacity \(NumberFormatting.decimal(effects.opacity))") }
    if effects.offset != .zero {
      parts.append(
        "offset (\(NumberFormatting.decimal(effects.offset.width)), "
          + "\(NumberFormatting.decimal(effects.offset.height)))")
    }
    return parts
  }

  private static func describe(_ info: AccessibilityInfo) -> [String] {
    var parts: [String] = []
    if let label = info.label { parts.append("label " + quote(label)) }
    if info.isHidden { parts.append("a11y-hidden") }
    if !info.traits.isEmpty { parts.append("traits " + info.traits.names.joined(separator: ",")) }
    if info.sortPriority != 0 {
      parts.append("sort \(NumberFormatting.decimal(info.sortPriority))")
    }
    return parts
  }

  /// `text` in double quotes, with quotes, backslashes and control characters escaped.
  package static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  package static func quoteIfNeeded(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
      && !text.isEmpty ? text : quote(text)
  }
}
