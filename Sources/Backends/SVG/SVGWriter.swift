import Foundation
import Render

/// Emits render nodes as SVG elements.
struct SVGWriter {
  let fontFamily: String

  static func number(_ value: CGFloat) -> String { NumberFormatting.decimal(value) }

  private func indent(_ depth: Int) -> String { String(repeating: "  ", count: min(depth, 64)) }

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
      var closing = ""
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
        guard let closing = open(node, depth: parent.depth, into: &output) else {
          if recording {
            fragments[id] = Fragment(range: start..<output.count, depth: parent.depth)
          }
          return nil
        }
        let childDepth =
          parent.depth + (node.effects.clip != nil && node.effects.shadow != nil ? 2 : 1)
        return Open(
          depth: childDepth, closing: closing,
          opened: Fragment(range: start..<start, depth: parent.depth))
      },
      leave: { node, inner in
        output += inner.closing
        if recording, let opened = inner.opened {
          fragments[ObjectIdentifier(node)] = Fragment(
            range: opened.range.lowerBound..<output.count, depth: opened.depth)
        }
      })
    return fragments
  }

  /// Writes a node's definitions, its opening tag and what it draws; returns the text that
  /// closes it after its children, or `nil` when the node was written as an empty element.
  private func open(_ node: RenderNode, depth: Int, into output: inout SVGOutput) -> String? {
    let id = "n-\(node.id)"
    let pad = indent(depth)
    let effects = node.effects
    let size = node.frame.size

    var defs: [String] = []
    if let clip = effects.clip {
      defs.append(
        "<clipPath id=\"\(id)-clip\">\(shapeElement(clip, size: size, attributes: ""))</clipPath>")
    }
    if let shadow = effects.shadow {
      defs.append(shadowFilter(shadow, id: "\(id)-shadow", size: size))
    }
    if let shape = node.content?.shape, shape.paint.color == nil {
      defs.append(gradient(shape.paint, id: "\(id)-paint", size: size))
    }
    if !defs.isEmpty {
      output += pad + "<defs>" + defs.joined() + "</defs>\n"
    }

    var attributes = " id=\"\(id)\""
    let x = node.frame.minX + effects.offset.width
    let y = node.frame.minY + effects.offset.height
    if x != 0 || y != 0 {
      attributes += " transform=\"translate(\(Self.number(x)) \(Self.number(y)))\""
    }
    if effects.opacity != 1 { attributes += " opacity=\"\(Self.number(effects.opacity))\"" }
    if effects.shadow != nil { attributes += " filter=\"url(#\(id)-shadow)\"" }
    let separateClip = effects.clip != nil && effects.shadow != nil
    if effects.clip != nil, !separateClip { attributes += " clip-path=\"url(#\(id)-clip)\"" }
    if let identifier = node.accessibility.identifier {
      attributes += " data-identifier=\"\(SVGEscaping.escape(identifier))\""
    }
    if let label = node.accessibility.label {
      attributes += " aria-label=\"\(SVGEscaping.escape(label))\""
    }
    if node.accessibility.isHidden { attributes += " aria-hidden=\"true\"" }

    if node.content == nil, node.children.isEmpty {
      output += pad + "<g" + attributes + "/>\n"
      return nil
    }
    output += pad + "<g" + attributes + ">\n"
    var closing = pad + "</g>\n"
    var innerDepth = depth + 1
    if separateClip {
      output += indent(innerDepth) + "<g clip-path=\"url(#\(id)-clip)\">\n"
      closing = indent(innerDepth) + "</g>\n" + closing
      innerDepth += 1
    }
    if let content = node.content {
      writeContent(content, size: size, id: id, pad: indent(innerDepth), into: &output)
    }
    return closing
  }

  private func writeContent(
    _ content: RenderContent, size: CGSize, id: String, pad: String,
    into output: inout SVGOutput
  ) {
    if let shape = content.shape {
      output +=
        pad + shapeElement(shape.geometry, size: size, attributes: paintAttributes(shape, id: id))
        + "\n"
    } else if let text = content.text {
      for line in text.lines where !line.text.isEmpty {
        output += pad + textElement(line, text) + "\n"
      }
    } else if let image = content.image {
      output += pad + imageElement(image, size: size) + "\n"
    }
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

  private func textElement(_ line: TextContent.Line, _ text: TextContent) -> String {
    var element =
      "<text x=\"\(Self.number(line.x))\" y=\"\(Self.number(line.baseline))\" font-family=\"\(SVGEscaping.escape(family(text.font)))\" font-size=\"\(Self.number(text.font.size))\""
    if text.font.weight != 400 { element += " font-weight=\"\(text.font.weight)\"" }
    if text.font.isItalic { element += " font-style=\"italic\"" }
    let paint = text.paint.representativeColor
    element += " fill=\"\(paint.hexRGB)\""
    if paint.clampedOpacity < 1 {
      element += " fill-opacity=\"\(Self.number(paint.clampedOpacity))\""
    }
    element += " xml:space=\"preserve\">\(SVGEscaping.escape(line.text))</text>"
    return element
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
