import Foundation
import Render

/// Emits render nodes as SVG elements.
struct SVGWriter {
  let fontFamily: String

  static func number(_ value: CGFloat) -> String { NumberFormatting.decimal(value) }

  /// Where a node's subtree was written in a document (a range of its UTF-8 bytes), and at
  /// what indentation.
  struct Fragment {
    let range: Range<Int>
    let depth: Int
  }

  /// A previous document whose fragments can be copied for nodes it shares with the tree
  /// being written.
  struct Previous {
    let bytes: SVGBytes
    let fragments: [ObjectIdentifier: Fragment]
  }

  /// Writes `root` and its subtree, starting at `depth` levels of indentation.
  ///
  /// The walk keeps its own stack rather than recursing, so a tree of any depth is written
  /// without risking the thread's stack; indentation stops growing after 64 levels. With
  /// `previous`, a node written there at the same depth is copied instead of written again.
  ///
  /// - Returns: When `recording`, where each node's subtree landed in `output`; else nothing.
  @discardableResult
  func write(
    _ root: RenderNode, depth: Int, into output: inout SVGOutput, previous: Previous? = nil,
    recording: Bool = false
  ) -> [ObjectIdentifier: Fragment] {
    var fragments: [ObjectIdentifier: Fragment] = [:]
    if recording { fragments.reserveCapacity(root.subtreeCount) }
    // A node's state is its depth; `enter` returns, for its children, theirs, with what
    // closes the node after them and where the node started.
    struct Open {
      var depth: Int
      /// Where the node that opened started, and at what depth.
      var opened: Fragment? = nil
    }
    root.walk(
      state: Open(depth: depth),
      enter: { node, _, _, parent in
        let id = ObjectIdentifier(node)
        let start = output.count
        if let previous, let fragment = previous.fragments[id], fragment.depth == parent.depth {
          output.copy(fragment.range, of: previous.bytes)
          if recording {
            fragments[id] = Fragment(range: start..<output.count, depth: parent.depth)
          }
          return nil
        }
        guard open(node, depth: parent.depth, into: &output) else {
          if recording {
            fragments[id] = Fragment(range: start..<output.count, depth: parent.depth)
          }
          return nil
        }
        let childDepth =
          parent.depth + (node.effects.clip != nil && node.effects.shadow != nil ? 2 : 1)
        return Open(
          depth: childDepth, opened: Fragment(range: start..<start, depth: parent.depth))
      },
      leave: { node, inner in
        close(node, depth: inner.opened?.depth ?? 0, into: &output)
        if recording, let opened = inner.opened {
          fragments[ObjectIdentifier(node)] = Fragment(
            range: opened.range.lowerBound..<output.count, depth: opened.depth)
        }
      })
    return fragments
  }

  /// Writes a node's definitions, its opening tag and what it draws, straight into the
  /// output's bytes; returns whether the node is still open (and needs ``close(_:depth:)``
  /// after its children), `false` when it was written as an empty element.
  private func open(_ node: RenderNode, depth: Int, into output: inout SVGOutput) -> Bool {
    let effects = node.effects
    let size = node.frame.size
    // The id's text is made only for what refers to it (clips, shadows, gradients).
    var id: String { "n-\(node.id)" }

    if effects.clip != nil || effects.shadow != nil
      || (node.content?.shape.map { $0.paint.color == nil } ?? false)
    {
      var defs: [String] = []
      if let clip = effects.clip {
        defs.append(
          "<clipPath id=\"\(id)-clip\">\(shapeElement(clip, size: size, attributes: ""))</clipPath>"
        )
      }
      if let shadow = effects.shadow {
        defs.append(shadowFilter(shadow, id: "\(id)-shadow", size: size))
      }
      if let shape = node.content?.shape, shape.paint.color == nil {
        defs.append(gradient(shape.paint, id: "\(id)-paint", size: size))
      }
      output.indent(depth)
      output += "<defs>" + defs.joined() + "</defs>\n"
    }

    output.indent(depth)
    output.write("<g id=\"n-")
    output.id(node.id)
    output.write("\"")
    let x = node.frame.minX + effects.offset.width
    let y = node.frame.minY + effects.offset.height
    if x != 0 || y != 0 {
      output.write(" transform=\"translate(")
      output.number(x)
      output.write(" ")
      output.number(y)
      output.write(")\"")
    }
    if effects.opacity != 1 { output.attribute(" opacity=\"", effects.opacity) }
    if effects.shadow != nil { output += " filter=\"url(#\(id)-shadow)\"" }
    let separateClip = effects.clip != nil && effects.shadow != nil
    if effects.clip != nil, !separateClip { output += " clip-path=\"url(#\(id)-clip)\"" }
    let accessibility = node.accessibility
    if let identifier = accessibility.identifier {
      output.write(" data-identifier=\"")
      output.escaped(identifier)
      output.write("\"")
    }
    if let label = accessibility.label {
      output.write(" aria-label=\"")
      output.escaped(label)
      output.write("\"")
    }
    if accessibility.isHidden { output.write(" aria-hidden=\"true\"") }

    if node.content == nil, node.children.isEmpty {
      output.write("/>\n")
      return false
    }
    output.write(">\n")
    var innerDepth = depth + 1
    if separateClip {
      output.indent(innerDepth)
      output += "<g clip-path=\"url(#\(id)-clip)\">\n"
      innerDepth += 1
    }
    if let content = node.content {
      writeContent(content, size: size, id: node.id, depth: innerDepth, into: &output)
    }
    return true
  }

  /// Closes what ``open(_:depth:into:)`` opened for `node` at `depth`.
  private func close(_ node: RenderNode, depth: Int, into output: inout SVGOutput) {
    if node.effects.clip != nil, node.effects.shadow != nil {
      output.indent(depth + 1)
      output.write("</g>\n")
    }
    output.indent(depth)
    output.write("</g>\n")
  }

  private func writeContent(
    _ content: RenderContent, size: CGSize, id: NodeID, depth: Int,
    into output: inout SVGOutput
  ) {
    if let shape = content.shape {
      output.indent(depth)
      if let color = shape.paint.color, shape.stroke == nil, !shape.evenOdd,
        case .roundedRectangleOrRectangle = Self.plainKind(shape.geometry)
      {
        // The common case, written without making strings: a filled rectangle.
        writeRect(shape.geometry, size: size, color: color, into: &output)
      } else {
        output += shapeElement(
          shape.geometry, size: size, attributes: paintAttributes(shape, id: "n-\(id)"))
      }
      output.write("\n")
    } else if let text = content.text {
      for line in text.lines where !line.text.isEmpty {
        output.indent(depth)
        writeText(line, text, into: &output)
        output.write("\n")
      }
    } else if let image = content.image {
      output.indent(depth)
      output += imageElement(image, size: size)
      output.write("\n")
    }
  }

  private enum PlainKind { case roundedRectangleOrRectangle, other }

  /// Whether a geometry is drawn as a `<rect>`.
  private static func plainKind(_ geometry: ShapeGeometry) -> PlainKind {
    switch geometry.kind {
    case .path, .circle, .ellipse: .other
    default: .roundedRectangleOrRectangle
    }
  }

  /// A filled `<rect>`, as ``shapeElement(_:size:attributes:)`` and ``paintAttributes`` write
  /// it.
  private func writeRect(
    _ geometry: ShapeGeometry, size: CGSize, color: ResolvedColor, into output: inout SVGOutput
  ) {
    let outline = geometry.outline(in: size)
    let rect = outline.rect
    output.write("<rect")
    if rect.minX != 0 { output.attribute(" x=\"", rect.minX) }
    if rect.minY != 0 { output.attribute(" y=\"", rect.minY) }
    output.attribute(" width=\"", rect.width)
    output.attribute(" height=\"", rect.height)
    if outline.radiusX > 0 || outline.radiusY > 0 {
      output.attribute(" rx=\"", outline.radiusX)
      output.attribute(" ry=\"", outline.radiusY)
    }
    writeFill(color, into: &output)
    output.write("/>")
  }

  /// A `<text>` element for one line: at its baseline, Inter first in the font stack, the
  /// text escaped.
  private func writeText(
    _ line: TextContent.Line, _ text: TextContent, into output: inout SVGOutput
  ) {
    output.write("<text")
    output.attribute(" x=\"", line.x)
    output.attribute(" y=\"", line.baseline)
    output.write(" font-family=\"")
    output.escaped(family(text.font))
    output.write("\"")
    output.attribute(" font-size=\"", text.font.size)
    if text.font.weight != 400 { output += " font-weight=\"\(text.font.weight)\"" }
    if text.font.isItalic { output.write(" font-style=\"italic\"") }
    writeFill(text.paint.representativeColor, into: &output)
    output.write(" xml:space=\"preserve\">")
    output.escaped(line.text)
    output.write("</text>")
  }

  /// ` fill="#rrggbb"`, with ` fill-opacity` when the colour is not opaque.
  private func writeFill(_ color: ResolvedColor, into output: inout SVGOutput) {
    output.write(" fill=\"")
    output += color.hexRGB
    output.write("\"")
    if color.clampedOpacity < 1 { output.attribute(" fill-opacity=\"", color.clampedOpacity) }
  }

  /// The SVG element of a shape outline in a box of `size`, with extra attributes.
  func shapeElement(_ geometry: ShapeGeometry, size: CGSize, attributes: String) -> String {
    let outline = geometry.outline(in: size)
    let rect = outline.rect
    if case .path(let path) = geometry.kind {
      return "<path d=\"\(pathData(path))\"\(attributes)/>"
    }
    if case .circle = geometry.kind {
      return
        "<circle cx=\"\(Self.number(rect.midX))\" cy=\"\(Self.number(rect.midY))\" r=\"\(Self.number(rect.width / 2))\"\(attributes)/>"
    }
    if case .ellipse = geometry.kind {
      return
        "<ellipse cx=\"\(Self.number(rect.midX))\" cy=\"\(Self.number(rect.midY))\" rx=\"\(Self.number(rect.width / 2))\" ry=\"\(Self.number(rect.height / 2))\"\(attributes)/>"
    }
    var element = "<rect"
    if rect.minX != 0 { element += " x=\"\(Self.number(rect.minX))\"" }
    if rect.minY != 0 { element += " y=\"\(Self.number(rect.minY))\"" }
    element += " width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\""
    if outline.radiusX > 0 || outline.radiusY > 0 {
      element += " rx=\"\(Self.number(outline.radiusX))\" ry=\"\(Self.number(outline.radiusY))\""
    }
    return element + attributes + "/>"
  }

  /// `fill` or `stroke` attributes of a shape.
  private func paintAttributes(_ shape: ShapeContent, id: String) -> String {
    let paint: String
    var opacity = ""
    if let color = shape.paint.color {
      paint = color.hexRGB
      if color.clampedOpacity < 1 { opacity = Self.number(color.clampedOpacity) }
    } else {
      paint = "url(#\(id)-paint)"
    }
    guard let stroke = shape.stroke else {
      var text = " fill=\"\(paint)\""
      if !opacity.isEmpty { text += " fill-opacity=\"\(opacity)\"" }
      if shape.evenOdd { text += " fill-rule=\"evenodd\"" }
      return text
    }
    var text = " fill=\"none\" stroke=\"\(paint)\""
    if !opacity.isEmpty { text += " stroke-opacity=\"\(opacity)\"" }
    text += " stroke-width=\"\(Self.number(stroke.lineWidth))\""
    switch stroke.lineCap {
    case .round: text += " stroke-linecap=\"round\""
    case .square: text += " stroke-linecap=\"square\""
    default: break
    }
    switch stroke.lineJoin {
    case .round: text += " stroke-linejoin=\"round\""
    case .bevel: text += " stroke-linejoin=\"bevel\""
    default: break
    }
    if !stroke.dash.isEmpty {
      text += " stroke-dasharray=\"\(stroke.dash.map { Self.number($0) }.joined(separator: " "))\""
      if stroke.dashPhase != 0 { text += " stroke-dashoffset=\"\(Self.number(stroke.dashPhase))\"" }
    }
    return text
  }

  /// A gradient definition in the node's local coordinates.
  private func gradient(_ paint: Paint, id: String, size: CGSize) -> String {
    let stops = (paint.stops ?? []).map { stop in
      var text =
        "<stop offset=\"\(Self.number(stop.location))\" stop-color=\"\(stop.color.hexRGB)\""
      if stop.color.clampedOpacity < 1 {
        text += " stop-opacity=\"\(Self.number(stop.color.clampedOpacity))\""
      }
      return text + "/>"
    }.joined()
    switch paint.kind {
    case .linearGradient(_, let start, let end):
      return
        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.number(start.x * size.width))\" y1=\"\(Self.number(start.y * size.height))\" x2=\"\(Self.number(end.x * size.width))\" y2=\"\(Self.number(end.y * size.height))\">\(stops)</linearGradient>"
    case .radialGradient(_, let center, _, let endRadius):
      return
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Self.number(center.x * size.width))\" cy=\"\(Self.number(center.y * size.height))\" r=\"\(Self.number(endRadius))\">\(stops)</radialGradient>"
    case .color:
      return ""
    }
  }

  /// A drop shadow as blur + offset + flood + composite + merge, with an explicit region.
  private func shadowFilter(_ shadow: Shadow, id: String, size: CGSize) -> String {
    let deviation = shadow.radius / 2
    let margin = deviation * 3 + 1
    let x = min(0, shadow.x) - margin
    let y = min(0, shadow.y) - margin
    let width = size.width + abs(shadow.x) + 2 * margin
    let height = size.height + abs(shadow.y) + 2 * margin
    var flood = "<feFlood flood-color=\"\(shadow.color.hexRGB)\""
    if shadow.color.clampedOpacity < 1 {
      flood += " flood-opacity=\"\(Self.number(shadow.color.clampedOpacity))\""
    }
    flood += "/>"
    return
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\">"
      + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Self.number(deviation))\"/>"
      + "<feOffset dx=\"\(Self.number(shadow.x))\" dy=\"\(Self.number(shadow.y))\" result=\"offset\"/>"
      + flood
      + "<feComposite in2=\"offset\" operator=\"in\" result=\"shadow\"/>"
      + "<feMerge><feMergeNode in=\"shadow\"/><feMergeNode in=\"SourceGraphic\"/></feMerge>"
      + "</filter>"
  }

  private func family(_ font: ResolvedFont) -> String {
    font.design == .monospaced ? "'DejaVu Sans Mono', monospace" : fontFamily
  }

  /// A symbol scaled from its 16×16 artwork to the node's size, or a crossed box.
  private func imageElement(_ image: ImageContent, size: CGSize) -> String {
    let color = image.paint.representativeColor
    var fill = "fill=\"\(color.hexRGB)\""
    if color.clampedOpacity < 1 { fill += " fill-opacity=\"\(Self.number(color.clampedOpacity))\"" }
    guard let glyph = image.glyphPaths else {
      var stroke = "stroke=\"\(color.hexRGB)\""
      if color.clampedOpacity < 1 {
        stroke += " stroke-opacity=\"\(Self.number(color.clampedOpacity))\""
      }
      let w = Self.number(size.width)
      let h = Self.number(size.height)
      return
        "<path d=\"M0 0H\(w)V\(h)H0ZM0 0L\(w) \(h)M\(w) 0L0 \(h)\" fill=\"none\" \(stroke) stroke-width=\"1\"/>"
    }
    let sx = size.width / 16
    let sy = size.height / 16
    let scale = sx == sy ? Self.number(sx) : "\(Self.number(sx)) \(Self.number(sy))"
    let paths = glyph.map { path in
      "<path d=\"\(path.data)\"" + (path.evenOdd ? " fill-rule=\"evenodd\"" : "") + "/>"
    }.joined()
    return "<g transform=\"scale(\(scale))\" \(fill)>\(paths)</g>"
  }

  /// SVG path data of a path.
  func pathData(_ path: Path) -> String {
    var parts: [String] = []
    func point(_ p: CGPoint) -> String { "\(Self.number(p.x)) \(Self.number(p.y))" }
    for element in path.elements {
      switch element {
      case .move(let p): parts.append("M" + point(p))
      case .line(let p): parts.append("L" + point(p))
      case .quadCurve(let p, let c): parts.append("Q" + point(c) + " " + point(p))
      case .curve(let p, let c1, let c2):
        parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
      case .closeSubpath: parts.append("Z")
      }
    }
    return parts.joined()
  }
}
