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
    /// The name of the user's view whose body made a node, before its role:
    /// `‹ProfileCard› VStack …`.
    public static let viewNames = DumpOptions(rawValue: 4)
  }

  /// A deterministic text dump of the tree: one line per node, children indented under their
  /// parent with box-drawing guides, frames in canvas coordinates.
  ///
  /// For `VStack { Text("Hello") }.padding().background(.yellow)` on a 200×100 canvas (the
  /// padding, which draws nothing, is listed before the stack it folds into):
  ///
  /// ```
  /// Host (0, 0, 200, 100)
  /// └─ background (63.5, 24, 73, 52) fill #ffcc00
  ///    └─ padding 16 › VStack (79.5, 40, 41, 20)
  ///       └─ Text (79.5, 40, 41, 20) "Hello" body #000000
  /// ```
  ///
  /// Guides stop growing after ``maximumDumpIndent`` levels, so that a very deep tree's dump
  /// stays linear in size: deeper lines keep that indentation and say their level
  /// (`⋯65 └─ …`).
  ///
  /// - Complexity: O(n) in the number of nodes.
  public func dump(options: DumpOptions = []) -> String {
    RenderDump(self, options: options).text
  }

  /// The number of levels of guides a dump draws before it stops indenting further.
  public static let maximumDumpIndent = RenderDump.maximumIndent

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
    case .ellipticalGradient(let stops, _, _, _):
      return "elliptical(" + stops.map { color($0.color) }.joined(separator: "→") + ")"
    case .angularGradient(let stops, _, _, _):
      return "angular(" + stops.map { color($0.color) }.joined(separator: "→") + ")"
    }
  }

  package static func describe(_ content: RenderContent, role: RenderRole) -> String {
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
      if !text.styles.isEmpty { result += " runs " + describeRuns(of: text) }
      return result
    case .image(let image):
      let source = image.artworkName ?? "placeholder"
      return "symbol \(quote(image.systemName)) → \(source) \(describe(image.paint))"
    }
  }

  /// The stretches of a text with styles, line by line: each quoted with what differs from
  /// the text's font and paint (`"world" semibold #FF3B30 underline`).
  private static func describeRuns(of text: TextContent) -> String {
    text.lines.flatMap(\.spans).map { span in
      var parts = [quote(span.text)]
      guard text.styles.indices.contains(span.style) else { return parts.joined() }
      let style = text.styles[span.style]
      if style.font != text.font { parts.append(style.font.summary) }
      if let paint = style.paint, paint != text.paint { parts.append(describe(paint)) }
      if let color = style.underline { parts.append("underline \(color.hexRGB)") }
      if let color = style.strikethrough { parts.append("strikethrough \(color.hexRGB)") }
      if style.baselineOffset != 0 {
        parts.append("baseline \(NumberFormatting.decimal(style.baselineOffset))")
      }
      if style.tracking != 0 {
        parts.append("tracking \(NumberFormatting.decimal(style.tracking))")
      }
      return parts.joined(separator: " ")
    }.joined(separator: ", ")
  }

  package static func describe(_ effects: RenderEffects) -> [String] {
    var parts: [String] = []
    if let clip = effects.clip { parts.append("clip \(clip.name)") }
    if let shadow = effects.shadow {
      parts.append(
        "shadow \(describe(.color(shadow.color))) r\(NumberFormatting.decimal(shadow.radius)) "
          + "(\(NumberFormatting.decimal(shadow.x)), \(NumberFormatting.decimal(shadow.y)))")
    }
    for filter in effects.filters { parts.append(filter.description) }
    if effects.opacity != 1 { parts.append("opacity \(NumberFormatting.decimal(effects.opacity))") }
    if let mode = effects.blendMode { parts.append("blend \(mode)") }
    if effects.isolates { parts.append("isolated") }
    if let projection = effects.projection { parts.append(projection.parameters) }
    if let transform = effects.transform {
      parts.append("\(transform.rotation == 0 ? "scale" : "rotate") \(transform.parameters)")
    }
    if effects.offset != .zero {
      parts.append(
        "offset (\(NumberFormatting.decimal(effects.offset.width)), "
          + "\(NumberFormatting.decimal(effects.offset.height)))")
    }
    return parts
  }

  package static func describe(_ info: AccessibilityInfo) -> [String] {
    var parts: [String] = []
    if let label = info.label { parts.append("label " + quote(label)) }
    if info.isHidden { parts.append("a11y-hidden") }
    if !info.traits.isEmpty { parts.append("traits " + info.traits.names.joined(separator: ",")) }
    if info.sortPriority != 0 {
      parts.append("sort \(NumberFormatting.decimal(info.sortPriority))")
    }
    if let value = info.value { parts.append("value " + quote(value)) }
    if let hint = info.hint { parts.append("hint " + quote(hint)) }
    if let children = info.children { parts.append("a11y-children \(children)") }
    if !info.actions.isEmpty {
      parts.append("actions " + info.actions.map(quote).joined(separator: ","))
    }
    if !info.removedTraits.isEmpty {
      parts.append("removed-traits " + info.removedTraits.names.joined(separator: ","))
    }
    return parts
  }

  /// `text` in double quotes, with quotes, backslashes and control characters escaped.
  package static func quote(_ text: String) -> String {
    "\"" + escape(text, quotes: true) + "\""
  }

  /// `text` with control characters escaped (`\n`, `\u{7f}`), so that it stays on one line.
  package static func escapeControlCharacters(_ text: String) -> String {
    escape(text, quotes: false)
  }

  private static func escape(_ text: String, quotes: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quotes: result += "\\\""
      case "\\" where quotes: result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  package static func quoteIfNeeded(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
      && !text.isEmpty ? text : quote(text)
  }
}
