import Foundation
import Render

/// Emits render nodes as SVG elements.
struct SVGWriter {
  let fontFamily: String
  /// Whether text is drawn as glyph outlines or as `<text>` naming fonts.
  var textDrawing: SVGBackend.TextDrawing = .outlines
  /// When set, only the texts of these nodes are drawn, opaque black, without shadows or
  /// filters: for measuring where viewers put the glyphs.
  var onlyTextOf: Set<NodeID>?
  /// Whether only (some) text is drawn.
  var drawsOnlyText: Bool { onlyTextOf != nil }
  /// How many groups nest before plain nodes are flattened (``defaultFlatteningNesting`` unless a
  /// test says otherwise).
  var flatteningNesting = Self.defaultFlatteningNesting
  /// What every id starts with instead of `n-`: a frame's own prefix in a filmstrip, so
  /// that the frames' ids stay unique in one document.
  var idPrefix: String?
  /// The attributes of the texts written so far, by font and colour.
  let textAttributes = TextAttributesMemo()

  static func number(_ value: CGFloat) -> String { NumberFormatting.decimal(value) }

  /// Where a node's subtree was written in a document (a range of its UTF-8 bytes), and in
  /// what surroundings: its indentation, how many groups enclosed it, and the translation of
  /// the flattened groups above it. Copying it elsewhere needs the same surroundings.
  struct Fragment {
    let range: Range<Int>
    let depth: Int
    let nesting: Int
    let offset: CGPoint
    let opacity: Double
    /// How much the transforms of the ancestors magnify the subtree.
    var magnification: CGFloat = 1
  }

  /// A previous document whose fragments can be copied for nodes it shares with the tree
  /// being written.
  struct Previous {
    let bytes: SVGBytes
    let fragments: [ObjectIdentifier: Fragment]
    let children: [NodeID: Children]
  }

  /// How many groups nest before plain nodes are flattened: librsvg refuses documents nested
  /// deeper than 256 elements, so a node without a group effect (opacity, clip, shadow) or an
  /// accessibility label or hiding for its children, below this many groups, closes its
  /// group after its own content, and its children follow as siblings, translated by its
  /// position. Ordinary trees never come near it.
  static let defaultFlatteningNesting = 128
  /// How many groups nest at most (a node with both a clip and a shadow may open one more):
  /// below it, every node is flattened; its opacity goes onto each of its descendants'
  /// groups instead (the same picture unless they overlap), and a clip or shadow is left
  /// out, with a comment saying so, so that the document stays drawable (at most 245
  /// elements deep with the svg element, the definitions and what the last group draws: a
  /// styled line of text is three, its group, a stretch's group and a glyph).
  static let maximumNesting = 240

  /// Where a node's children go in the walk, and what the node that opened there needs to
  /// close and record.
  struct Open {
    var depth: Int
    /// How many groups enclose the children.
    var nesting: Int
    /// The translation of flattened ancestors, added to the children's positions.
    var offset: CGPoint = .zero
    /// The opacity of ancestors flattened past the nesting limit, applied to the children.
    var opacity: Double = 1
    /// How much the transforms of the ancestors magnify the children.
    var magnification: CGFloat = 1
    /// Where the node that opened started, in its surroundings.
    var opened: Fragment? = nil
    /// Whether the node's group is still open and closes after its children.
    var closes = true
    /// The child written as the node's mask, which the walk skips.
    var maskChild: ObjectIdentifier? = nil

    /// Whether a fragment written in `fragment`'s surroundings can be copied here.
    func holds(_ fragment: Fragment) -> Bool {
      fragment.depth == depth && fragment.nesting == nesting && fragment.offset == offset
        && fragment.opacity == opacity && fragment.magnification == magnification
    }
  }

  /// The children of a node of many children as they were written, so that the next
  /// document copies runs of unchanged children in one piece instead of visiting each: a
  /// one-row change in a list of thousands costs the row.
  struct Children {
    /// The node whose children these are.
    let node: RenderNode
    /// Where the node's fragment starts in its document.
    var start: Int
    /// Each child's fragment, relative to ``start``.
    let ranges: [Range<Int>]
    /// The surroundings the children were written in (an empty range).
    let surroundings: Fragment
  }

  /// Nodes with at least this many children record them as ``Children``.
  static let minimumTrackedChildren = 16

  /// What writing a document recorded for the next update: where each node written (or
  /// copied as a whole) landed, and the children of nodes of many children, by node id.
  struct Recorded {
    var fragments: [ObjectIdentifier: Fragment] = [:]
    var children: [NodeID: Children] = [:]
  }

  /// Writes `root` and its subtree, starting at `depth` levels of indentation.
  ///
  /// The walk keeps its own stack rather than recursing, so a tree of any depth is written
  /// without risking the thread's stack; indentation stops growing after 64 levels, and
  /// groups stop nesting after ``flatteningNesting`` levels (see there). With `previous`, a
  /// node written there in the same surroundings is copied instead of written again, and the
  /// unchanged children of a node of many children are copied in runs. (A node of many
  /// children writes each child with a walk of its own, at most
  /// ``maximumManyChildrenNesting`` such walks one inside another.)
  ///
  /// - Returns: When `recording`, where each node's subtree landed in `output`; else nothing.
  @discardableResult
  func write(
    _ root: RenderNode, depth: Int, into output: inout SVGOutput, previous: Previous? = nil,
    recording: Bool = false
  ) -> Recorded {
    var recorded = Recorded()
    if recording, previous == nil { recorded.fragments.reserveCapacity(root.subtreeCount) }
    let carried = previous.map { Carried($0) }
    writeTree(
      root, in: Open(depth: depth, nesting: depth), into: &output, previous: previous,
      carried: carried, recording: recording, recorded: &recorded)
    return recorded
  }

  /// The previous document's ``Children`` in the order they lie in its bytes, for carrying
  /// those inside a copied range into the new document.
  struct Carried {
    let sorted: [Children]

    init(_ previous: Previous) {
      sorted = previous.children.values.sorted { $0.start < $1.start }
    }

    /// Records the entries that lie in `range` of the previous document, copied to `at`.
    func carry(_ range: Range<Int>, to at: Int, into recorded: inout Recorded) {
      guard !sorted.isEmpty else { return }
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle].start < range.lowerBound { low = middle + 1 } else { high = middle }
      }
      var index = low
      while index < sorted.count, sorted[index].start < range.upperBound {
        var entry = sorted[index]
        entry.start += at - range.lowerBound
        recorded.children[entry.node.id] = entry
        index += 1
      }
    }
  }

  /// How many nodes of many children may write their children with walks of their own,
  /// one inside another; deeper, the walk visits the children, so that the writer's
  /// recursion stays shallow in any tree.
  static let maximumManyChildrenNesting = 32

  /// Writes `root`'s subtree as a child of a node whose children go in `parent`, inside
  /// `nesting` nodes of many children that wrote their children themselves.
  private func writeTree(
    _ root: RenderNode, in parent: Open, into output: inout SVGOutput, previous: Previous?,
    carried: Carried?, recording: Bool, recorded: inout Recorded, nesting: Int = 0
  ) {
    // The node whose children `enter` wrote itself, which the walk must not visit.
    var wroteChildrenOf: ObjectIdentifier?
    root.walk(
      state: parent,
      order: { node in ObjectIdentifier(node) == wroteChildrenOf ? [] : node.children },
      enter: { node, _, _, parent in
        let id = ObjectIdentifier(node)
        // A mask was written into its parent's definitions.
        if parent.maskChild == id { return nil }
        let start = output.count
        func fragment(_ end: Int) -> Fragment {
          Fragment(
            range: start..<end, depth: parent.depth, nesting: parent.nesting,
            offset: parent.offset, opacity: parent.opacity, magnification: parent.magnification)
        }
        if let previous, let copied = previous.fragments[id], parent.holds(copied) {
          output.copy(copied.range, of: previous.bytes)
          if recording {
            recorded.fragments[id] = fragment(output.count)
            carried?.carry(copied.range, to: start, into: &recorded)
          }
          return nil
        }
        // Most nodes have no decoration: their effects are empty, and copying the empty
        // ones costs more than making them.
        let decorated = node.isDecorated
        var effects = decorated ? node.effects : RenderEffects()
        if drawsOnlyText {
          // Only the glyphs: no shadows or filters, and text either drawn or not.
          effects.shadow = nil
          effects.filters = []
          effects.opacity = effects.opacity > 0 ? 1 : 0
        }
        // Group effects need a group around the children, and so do an accessibility label
        // and hiding, which apply to what the group holds.
        let needsGroup =
          effects.opacity != 1 || effects.clip != nil || effects.shadow != nil
          || effects.transform != nil || effects.projection != nil || !effects.filters.isEmpty
          || effects.blendMode != nil || effects.isolates
          || Self.masks(node)
          || (decorated && !node.children.isEmpty
            && (node.accessibility.isHidden || node.accessibility.label != nil))
        let pastLimit = parent.nesting >= Self.maximumNesting
        let flat = pastLimit || (parent.nesting >= flatteningNesting && !needsGroup)
        // What the effects say before some are left out below; `effects` then holds what is
        // drawn (changed in place: a copy of the effects is a few hundred bytes per node).
        let levels =
          (effects.clip != nil && effects.shadow != nil ? 2 : 1) + (Self.masks(node) ? 1 : 0)
        let magnification = parent.magnification * Self.magnification(of: effects)
        if pastLimit {
          if effects.clip != nil || effects.shadow != nil || effects.transform != nil
            || effects.projection != nil || Self.masks(node) || !effects.filters.isEmpty
            || effects.blendMode != nil || effects.isolates
          {
            output.indent(parent.depth)
            output.write(
              "<!-- groups nest too deep here: a clip, shadow, filter, transform, mask, blend mode or isolation is left out -->\n"
            )
          }
          var drawn = RenderEffects()
          drawn.offset = effects.offset
          drawn.opacity = effects.opacity * parent.opacity
          effects = drawn
        }
        if effects.shadow != nil || !effects.filters.isEmpty,
          Self.isTooLargeToFilter(node, magnified: magnification)
        {
          output.indent(parent.depth)
          output.write(
            "<!-- a shadow or filter this large would not fit a viewer's memory: left out -->\n")
          effects.shadow = nil
          effects.filters = []
        }
        let isOpen = open(
          node, depth: parent.depth, offset: parent.offset, effects: effects, flat: flat,
          into: &output)
        if flat {
          if isOpen {
            output.indent(parent.depth)
            output.write("</g>\n")
          }
          guard !node.children.isEmpty else {
            if recording { recorded.fragments[id] = fragment(output.count) }
            return nil
          }
          let x = node.frame.minX + effects.offset.width
          let y = node.frame.minY + effects.offset.height
          let inner = Open(
            depth: parent.depth, nesting: parent.nesting,
            offset: CGPoint(x: parent.offset.x + x, y: parent.offset.y + y),
            opacity: pastLimit ? effects.opacity : 1, magnification: parent.magnification,
            opened: fragment(start), closes: false, maskChild: Self.maskChild(of: node))
          if writeManyChildren(
            of: node, at: start, in: inner, into: &output, previous: previous, carried: carried,
            recording: recording, recorded: &recorded, nesting: nesting)
          {
            wroteChildrenOf = id
          }
          return inner
        }
        guard isOpen else {
          if recording { recorded.fragments[id] = fragment(output.count) }
          return nil
        }
        let inner = Open(
          depth: parent.depth + levels, nesting: parent.nesting + levels,
          magnification: magnification, opened: fragment(start),
          maskChild: Self.maskChild(of: node))
        if writeManyChildren(
          of: node, at: start, in: inner, into: &output, previous: previous, carried: carried,
          recording: recording, recorded: &recorded, nesting: nesting)
        {
          wroteChildrenOf = id
        }
        return inner
      },
      leave: { node, inner in
        guard let opened = inner.opened else { return }
        if inner.closes { close(node, depth: opened.depth, into: &output) }
        if recording {
          recorded.fragments[ObjectIdentifier(node)] = Fragment(
            range: opened.range.lowerBound..<output.count, depth: opened.depth,
            nesting: opened.nesting, offset: opened.offset, opacity: opened.opacity,
            magnification: opened.magnification)
        }
      })
  }

  /// Writes the children of a node of many children (not a mask's) whose fragment started
  /// at `start`, copying from the previous document each run of children it wrote for the
  /// node with the same id in the same surroundings, and records them; `false` for other
  /// nodes, whose children the walk visits.
  ///
  /// - Complexity: O(n) pointer comparisons in the n children, plus the children written.
  private func writeManyChildren(
    of node: RenderNode, at start: Int, in inner: Open, into output: inout SVGOutput,
    previous: Previous?, carried: Carried?, recording: Bool, recorded: inout Recorded,
    nesting: Int
  ) -> Bool {
    let children = node.children
    guard children.count >= Self.minimumTrackedChildren, !Self.masks(node),
      nesting < Self.maximumManyChildrenNesting
    else { return false }
    var old: Children?
    if let previous, let entry = previous.children[node.id], inner.holds(entry.surroundings) {
      old = entry
    }
    // Read once: the loop below runs once per child of a list, and binding the optional
    // record in it copied the record each time.
    let copying = old != nil && previous != nil
    let oldChildren = old?.node.children ?? []
    let oldRanges = old?.ranges ?? []
    let oldStart = old?.start ?? 0
    var ranges: [Range<Int>] = []
    if recording { ranges.reserveCapacity(children.count) }
    var index = 0
    while index < children.count {
      let child = children[index]
      if copying, let previous, index < oldChildren.count, oldChildren[index] === child {
        // The run of unchanged children that lie one after another in the previous bytes.
        let end = Self.endOfRun(from: index, children, oldChildren, oldRanges)
        let from = oldStart + oldRanges[index].lowerBound
        let to = oldStart + oldRanges[end - 1].upperBound
        let at = output.count
        output.copy(from..<to, of: previous.bytes)
        if recording {
          // Each copied child's range, moved from the old fragment's start to the new one's.
          Self.append(oldRanges, index..<end, movedBy: oldStart + (at - from) - start, to: &ranges)
          carried?.carry(from..<to, to: at, into: &recorded)
        }
        index = end
        continue
      }
      let at = output.count
      writeTree(
        child, in: inner, into: &output, previous: previous, carried: carried,
        recording: recording, recorded: &recorded, nesting: nesting + 1)
      if recording { ranges.append((at - start)..<(output.count - start)) }
      index += 1
    }
    if recording {
      recorded.children[node.id] = Children(
        node: node, start: start, ranges: ranges,
        surroundings: Fragment(
          range: 0..<0, depth: inner.depth, nesting: inner.nesting, offset: inner.offset,
          opacity: inner.opacity, magnification: inner.magnification))
    }
    return true
  }

  /// The end of the run of children from `index`, the same objects as the old children at
  /// the same positions, whose old fragments lie one after another.
  ///
  /// - Complexity: O(k) in the k children of the run, without bounds checks or reference
  ///   counting per child.
  private static func endOfRun(
    from index: Int, _ children: [RenderNode], _ oldChildren: [RenderNode],
    _ oldRanges: [Range<Int>]
  ) -> Int {
    children.withUnsafeBufferPointer { new in
      oldChildren.withUnsafeBufferPointer { old in
        oldRanges.withUnsafeBufferPointer { ranges in
          let limit = min(new.count, old.count, ranges.count)
          var end = index + 1
          while end < limit, old[end] === new[end],
            ranges[end].lowerBound == ranges[end - 1].upperBound
          {
            end += 1
          }
          return end
        }
      }
    }
  }

  /// Appends `source[positions]`, each range moved by `offset`, to `ranges`.
  private static func append(
    _ source: [Range<Int>], _ positions: Range<Int>, movedBy offset: Int,
    to ranges: inout [Range<Int>]
  ) {
    source.withUnsafeBufferPointer { source in
      for position in positions {
        let range = source[position]
        ranges.append((range.lowerBound + offset)..<(range.upperBound + offset))
      }
    }
  }

  /// How much `effects` magnify what they draw: the larger scale factor, times the larger
  /// column length of a projection's affine part.
  static func magnification(of effects: RenderEffects) -> CGFloat {
    var factor: CGFloat = 1
    if let transform = effects.transform {
      factor *= max(abs(transform.scale.width), abs(transform.scale.height))
    }
    if let projection = effects.projection {
      let matrix = projection.affineApproximation(over: CGSize(width: 1, height: 1))
      let columns = max(
        (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot(),
        (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot())
      factor *= columns.isFinite ? max(columns, 1) : 1
    }
    return factor
  }

  /// Whether a shadow or filter on `node`, under `magnification`, would need a raster
  /// beyond ``largestFilterReach`` on a side.
  static func isTooLargeToFilter(_ node: RenderNode, magnified magnification: CGFloat) -> Bool {
    let extent = drawnExtent(of: node)
    return max(extent.width, extent.height) * magnification > largestFilterReach
  }

  /// Whether `node` is a mask's, with its content and its mask.
  static func masks(_ node: RenderNode) -> Bool { node.maskChild != nil }

  /// The child of a mask's node that is its mask.
  static func maskChild(of node: RenderNode) -> ObjectIdentifier? {
    node.maskChild.map(ObjectIdentifier.init)
  }

  /// Writes `mask`'s subtree as a `<mask>` definition in its parent's coordinates (the
  /// masked view's, of `size`). SVG masks by luminance: the subtree is drawn white through a
  /// filter that keeps its alpha, so that its alpha alone masks, as SwiftUI's does. The
  /// regions of the mask and of the filter are what the mask and the view cover, with a
  /// margin of that size on every side (for blurs and shadows in the mask).
  private func writeMask(
    _ mask: RenderNode, over size: CGSize, id: String, depth: Int, into output: inout SVGOutput
  ) {
    let covered = Self.drawnExtent(of: mask).offsetBy(dx: mask.frame.minX, dy: mask.frame.minY)
      .union(CGRect(origin: .zero, size: size))
    let region = covered.insetBy(dx: -covered.width, dy: -covered.height)
    func regionAttributes() {
      output.attribute(" x=\"", region.minX)
      output.attribute(" y=\"", region.minY)
      output.attribute(" width=\"", region.width)
      output.attribute(" height=\"", region.height)
    }
    output.indent(depth)
    output += "<defs><filter id=\"\(id)-alpha\" filterUnits=\"userSpaceOnUse\""
    regionAttributes()
    output += "><feColorMatrix type=\"matrix\" "
    output += "values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>"
    output += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\""
    regionAttributes()
    output += "><g filter=\"url(#\(id)-alpha)\">\n"
    var writer = self
    writer.idPrefix = "\(id)-"
    writer.write(mask, depth: depth + 1, into: &output)
    output.indent(depth)
    output += "</g></mask></defs>\n"
  }

  /// Writes `projection` as an SVG `matrix(…)`: exact when it is affine; for a perspective,
  /// which SVG cannot draw, the affine transform nearest it over the node's bounds.
  private func writeMatrix(
    _ projection: ProjectionTransform, size: CGSize, into output: inout SVGOutput
  ) {
    let matrix = projection.affineApproximation(over: size)
    output.write("matrix(")
    for (index, value) in [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
      .enumerated()
    {
      if index > 0 { output.write(" ") }
      output.number(value)
    }
    output.write(")")
  }

  /// Writes a node's definitions, its opening tag and what it draws, straight into the
  /// output's bytes; returns whether the node is still open (and needs ``close(_:depth:)``
  /// after its children), `false` when it was written as an empty element.
  ///
  /// `offset` is the translation of flattened ancestors; `effects` what of the node's
  /// effects is drawn (past ``maximumNesting``, its offset and opacity). A `flat` node's group
  /// holds only its content: without content it is empty.
  /// How far a filter region may reach, magnified, in points of the document: viewers
  /// allocate a raster of the region at the size it is drawn, and one a million points wide
  /// does not fit in memory (librsvg fails the whole document).
  static let largestFilterReach: CGFloat = 32_768
  private func open(
    _ node: RenderNode, depth: Int, offset: CGPoint, effects: RenderEffects, flat: Bool,
    into output: inout SVGOutput
  ) -> Bool {
    let size = node.frame.size
    // The id's text is made only for what refers to it (clips, shadows, gradients).
    var id: String { "\(idPrefix ?? "n-")\(node.id)" }

    // A shadow and filters both need the group's one filter; a node made by hand with both
    // keeps its shadow (folding never makes one).
    let filters = effects.shadow == nil ? effects.filters : []
    if effects.clip != nil || effects.shadow != nil || !filters.isEmpty
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
      if !filters.isEmpty {
        defs.append(filterElement(filters, id: "\(id)-filter", extent: Self.drawnExtent(of: node)))
      }
      if let shape = node.content?.shape, shape.paint.color == nil {
        if case .angularGradient = shape.paint.kind {
          defs.append(angularMask(shape, id: "\(id)-paint", size: size))
        } else {
          defs.append(gradient(shape.paint, id: "\(id)-paint", size: size))
        }
      }
      output.indent(depth)
      output += "<defs>" + defs.joined() + "</defs>\n"
    }

    let masked = !flat && Self.masks(node)
    if masked, let mask = node.maskChild {
      writeMask(mask, over: size, id: "\(id)-mask", depth: depth, into: &output)
    }

    output.indent(depth)
    if let idPrefix {
      output.write("<g id=\"")
      output += idPrefix
    } else {
      output.write("<g id=\"n-")
    }
    output.id(node.id)
    output.write("\"")
    let x = offset.x + node.frame.minX + effects.offset.width
    let y = offset.y + node.frame.minY + effects.offset.height
    if let transform = effects.transform {
      // About the anchor: moved there, rotated and scaled, moved back.
      let anchorX = transform.anchor.x * size.width
      let anchorY = transform.anchor.y * size.height
      output.write(" transform=\"translate(")
      output.number(x + anchorX)
      output.write(" ")
      output.number(y + anchorY)
      output.write(")")
      if transform.rotation != 0 {
        output.write(" rotate(")
        output.number(transform.rotation * 180 / .pi)
        output.write(")")
      }
      if transform.scale != CGSize(width: 1, height: 1) {
        output.write(" scale(")
        output.number(transform.scale.width)
        output.write(" ")
        output.number(transform.scale.height)
        output.write(")")
      }
      if anchorX != 0 || anchorY != 0 {
        output.write(" translate(")
        output.number(-anchorX)
        output.write(" ")
        output.number(-anchorY)
        output.write(")")
      }
      if let projection = effects.projection {
        output.write(" ")
        writeMatrix(projection, size: size, into: &output)
      }
      output.write("\"")
    } else if let projection = effects.projection {
      output.write(" transform=\"")
      if x != 0 || y != 0 {
        output.write("translate(")
        output.number(x)
        output.write(" ")
        output.number(y)
        output.write(") ")
      }
      writeMatrix(projection, size: size, into: &output)
      output.write("\"")
    } else if x != 0 || y != 0 {
      output.write(" transform=\"translate(")
      output.number(x)
      output.write(" ")
      output.number(y)
      output.write(")\"")
    }
    if effects.opacity != 1 { output.attribute(" opacity=\"", effects.opacity) }
    if effects.blendMode != nil || effects.isolates {
      var style: [String] = []
      if let mode = effects.blendMode { style.append("mix-blend-mode:\(mode)") }
      if effects.isolates { style.append("isolation:isolate") }
      output += " style=\"\(style.joined(separator: ";"))\""
    }
    if effects.shadow != nil { output += " filter=\"url(#\(id)-shadow)\"" }
    if !filters.isEmpty { output += " filter=\"url(#\(id)-filter)\"" }
    let separateClip = effects.clip != nil && effects.shadow != nil
    if effects.clip != nil, !separateClip { output += " clip-path=\"url(#\(id)-clip)\"" }
    if node.isDecorated { writeAccessibility(node.accessibility, into: &output) }

    if node.content == nil, node.children.isEmpty || flat {
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
    if masked {
      // Inside the node's group, so that its own effects apply to the masked drawing.
      output.indent(innerDepth)
      output += "<g mask=\"url(#\(id)-mask)\">\n"
      innerDepth += 1
    }
    if let content = node.content {
      writeContent(content, size: size, id: node.id, depth: innerDepth, into: &output)
    }
    return true
  }

  /// The attributes of a node's identifier, label and hiding.
  private func writeAccessibility(_ accessibility: AccessibilityInfo, into output: inout SVGOutput)
  {
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
  }

  /// Closes what ``open(_:depth:offset:effects:flat:into:)`` opened for `node` at `depth`.
  private func close(_ node: RenderNode, depth: Int, into output: inout SVGOutput) {
    let separateClip =
      node.isDecorated && node.effects.clip != nil && node.effects.shadow != nil
    if Self.masks(node) {
      output.indent(depth + (separateClip ? 2 : 1))
      output.write("</g>\n")
    }
    if separateClip {
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
    if let onlyTextOf, content.text == nil || !onlyTextOf.contains(id) { return }
    if let shape = content.shape, case .angularGradient = shape.paint.kind {
      angularWedges(
        shape.paint, id: "\(idPrefix ?? "n-")\(id)-paint", size: size, depth: depth,
        into: &output)
    } else if let shape = content.shape {
      output.indent(depth)
      if let color = shape.paint.color, shape.stroke == nil, !shape.evenOdd,
        case .roundedRectangleOrRectangle = Self.plainKind(shape.geometry)
      {
        // The common case, written without making strings: a filled rectangle.
        writeRect(shape.geometry, size: size, color: color, into: &output)
      } else {
        output += shapeElement(
          shape.geometry, size: size,
          attributes: paintAttributes(shape, id: "\(idPrefix ?? "n-")\(id)"))
      }
      output.write("\n")
    } else if let text = content.text {
      text.forEachLine { line in
        guard !line.text.isEmpty else { return }
        output.indent(depth)
        switch textDrawing {
        case .outlines: writeOutlinedLine(line, text, into: &output)
        case .fontReferences: writeText(line, text, into: &output)
        }
        output.write("\n")
      }
    } else if let image = content.image {
      output.indent(depth)
      writeImage(image, size: size, into: &output)
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

  /// ` fill="#rrggbb"`, with ` fill-opacity` when the colour is not opaque.
  func writeFill(_ color: ResolvedColor, into output: inout SVGOutput) {
    output.write(" fill=\"")
    output.color(color)
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
    let stops = Self.stopElements(paint.stops ?? []) { $0 }
    switch paint.kind {
    case .linearGradient(_, let start, let end):
      return
        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.number(start.x * size.width))\" y1=\"\(Self.number(start.y * size.height))\" x2=\"\(Self.number(end.x * size.width))\" y2=\"\(Self.number(end.y * size.height))\">\(stops)</linearGradient>"
    case .radialGradient(_, let center, _, let endRadius):
      return
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Self.number(center.x * size.width))\" cy=\"\(Self.number(center.y * size.height))\" r=\"\(Self.number(endRadius))\">\(stops)</radialGradient>"
    case .ellipticalGradient(_, let center, let start, let end):
      // A radial gradient in the unit square, stretched to the bounds; the stops move out to
      // start at `start` of the radius.
      let span = max(end - start, 0)
      let moved = Self.stopElements(paint.stops ?? []) {
        end > 0 ? (start + $0 * span) / end : 0
      }
      return
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Self.number(center.x))\" cy=\"\(Self.number(center.y))\" r=\"\(Self.number(end))\" gradientTransform=\"scale(\(Self.number(size.width)) \(Self.number(size.height)))\">\(moved)</radialGradient>"
    case .angularGradient:
      return ""
    case .color:
      return ""
    }
  }

  /// The `<stop>` elements of `stops`, at the offsets `offset` makes of their locations. A
  /// fully transparent stop takes the colour of its nearest visible neighbour, so that a fade
  /// to `.clear` does not pass through grey (SwiftUI mixes premultiplied colours; SVG does
  /// not).
  private static func stopElements(
    _ stops: [GradientStop], offset: (CGFloat) -> CGFloat
  ) -> String {
    stops.enumerated().map { index, stop in
      var color = stop.color
      if color.clampedOpacity == 0 {
        let before = stops[..<index].last { $0.color.clampedOpacity > 0 }
        let after = stops[(index + 1)...].first { $0.color.clampedOpacity > 0 }
        if let neighbour = after ?? before { color = neighbour.color.multiplyingOpacity(by: 0) }
      }
      var text =
        "<stop offset=\"\(number(offset(stop.location)))\" stop-color=\"\(color.hexRGB)\""
      if color.clampedOpacity < 1 { text += " stop-opacity=\"\(number(color.clampedOpacity))\"" }
      return text + "/>"
    }.joined()
  }

  /// The number of wedges an angular gradient is drawn with, each filled with the colour
  /// at its middle: SVG has no conic gradient.
  static let angularWedges = 72

  /// What an angular gradient paints through: a mask of the shape as it would be drawn
  /// (filled or stroked) in white.
  private func angularMask(_ shape: ShapeContent, id: String, size: CGSize) -> String {
    let white = ShapeContent(
      geometry: shape.geometry, paint: .color(ResolvedColor(hex: 0xFFFFFF)), stroke: shape.stroke,
      evenOdd: shape.evenOdd)
    return
      "<mask id=\"\(id)-mask\" maskUnits=\"userSpaceOnUse\" x=\"\(Self.number(-size.width))\" y=\"\(Self.number(-size.height))\" width=\"\(Self.number(size.width * 3))\" height=\"\(Self.number(size.height * 3))\">\(shapeElement(shape.geometry, size: size, attributes: paintAttributes(white, id: id)))</mask>"
  }

  /// An angular gradient's wedges, through its mask: around `center`, each wedge a triangle
  /// reaching past the bounds, coloured at its middle angle (before the start angle and
  /// after the end the first and last colours, split halfway round).
  private func angularWedges(
    _ paint: Paint, id: String, size: CGSize, depth: Int, into output: inout SVGOutput
  ) {
    guard
      case .angularGradient(let stops, let center, let startAngle, let endAngle) = paint.kind
    else { return }
    let cx = center.x * size.width
    let cy = center.y * size.height
    let reach = (size.width * size.width + size.height * size.height).squareRoot() * 2 + 1
    let sweep = endAngle - startAngle
    let count = Self.angularWedges
    let step = 2 * Double.pi / Double(count)
    output.indent(depth)
    output += "<g mask=\"url(#\(id)-mask)\">\n"
    for index in 0..<count {
      let from = startAngle + Double(index) * step
      // Half as wide again, under the next wedge, so that no seam shows between neighbours.
      let to = from + step * 1.5
      var offset = (from + step / 2 - startAngle).truncatingRemainder(dividingBy: 2 * .pi)
      if offset < 0 { offset += 2 * .pi }
      let location: Double
      if sweep <= 0 {
        location = 0
      } else if offset <= sweep {
        location = offset / sweep
      } else {
        // Past the end: the last colour up to halfway round to the start, then the first.
        location = offset - sweep < (2 * .pi - sweep) / 2 ? 1 : 0
      }
      let color = Paint.color(of: stops, at: CGFloat(location))
      func point(_ angle: Double) -> String {
        "\(Self.number(cx + reach * CGFloat(cos(angle)))) \(Self.number(cy + reach * CGFloat(sin(angle))))"
      }
      output.indent(depth + 1)
      var element =
        "<path d=\"M\(Self.number(cx)) \(Self.number(cy))L\(point(from))L\(point(to))Z\" fill=\"\(color.hexRGB)\""
      if color.clampedOpacity < 1 {
        element += " fill-opacity=\"\(Self.number(color.clampedOpacity))\""
      }
      output += element + "/>\n"
    }
    output.indent(depth)
    output += "</g>\n"
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

  /// The region a node's subtree is laid out over, in the node's coordinates: its bounds and
  /// every descendant's frame (a scroll view grown under the status bar reaches past the
  /// view that holds it).
  private static func drawnExtent(of node: RenderNode) -> CGRect {
    var extent = CGRect(origin: .zero, size: node.frame.size)
    node.walk(parentOrigin: CGPoint(x: -node.frame.minX, y: -node.frame.minY), state: ()) {
      _, frame, _, _ in
      extent = extent.union(frame)
      return ()
    }
    return extent
  }

  /// Blurs and colour filters, chained in order, in sRGB (as the colour arithmetic of SwiftUI's
  /// filters is written), over the subtree's extent widened by three deviations of the widest
  /// blur.
  private func filterElement(_ filters: [RenderFilter], id: String, extent: CGRect) -> String {
    var margin: CGFloat = 0
    var primitives = ""
    func matrix(_ rows: [[Double]]) -> String {
      let values = rows.flatMap { $0 }.map { Self.number(CGFloat($0)) }.joined(separator: " ")
      return "<feColorMatrix type=\"matrix\" values=\"\(values)\"/>"
    }
    for filter in filters {
      switch filter {
      case .blur(let radius):
        let deviation = radius / 2
        margin = max(margin, deviation * 3 + 1)
        primitives += "<feGaussianBlur stdDeviation=\"\(Self.number(deviation))\"/>"
      case .grayscale(let amount):
        primitives +=
          "<feColorMatrix type=\"saturate\" values=\"\(Self.number(CGFloat(1 - amount)))\"/>"
      case .saturation(let amount):
        primitives +=
          "<feColorMatrix type=\"saturate\" values=\"\(Self.number(CGFloat(amount)))\"/>"
      case .brightness(let amount):
        primitives += matrix([
          [1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0],
        ])
      case .contrast(let amount):
        let shift = (1 - amount) / 2
        primitives += matrix([
          [amount, 0, 0, 0, shift], [0, amount, 0, 0, shift], [0, 0, amount, 0, shift],
          [0, 0, 0, 1, 0],
        ])
      case .colorInvert:
        primitives += matrix([
          [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0],
        ])
      case .hueRotation(let radians):
        primitives +=
          "<feColorMatrix type=\"hueRotate\" values=\"\(Self.number(CGFloat(radians * 180 / .pi)))\"/>"
      }
    }
    return
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" x=\"\(Self.number(extent.minX - margin))\" y=\"\(Self.number(extent.minY - margin))\" width=\"\(Self.number(extent.width + 2 * margin))\" height=\"\(Self.number(extent.height + 2 * margin))\">"
      + primitives + "</filter>"
  }

  /// A symbol scaled from its 16×16 artwork to the node's size, or a crossed box.
  private func writeImage(_ image: ImageContent, size: CGSize, into output: inout SVGOutput) {
    let color = image.paint.representativeColor
    let translucent = color.clampedOpacity < 1
    guard let glyph = image.glyphPaths else {
      let (w, h) = (size.width, size.height)
      output.write("<path d=\"M0 0H")
      output.number(w)
      output.write("V")
      output.number(h)
      output.write("H0ZM0 0L")
      output.number(w)
      output.write(" ")
      output.number(h)
      output.write("M")
      output.number(w)
      output.write(" 0L0 ")
      output.number(h)
      output.write("\" fill=\"none\" stroke=\"")
      output.color(color)
      output.write("\"")
      if translucent { output.attribute(" stroke-opacity=\"", color.clampedOpacity) }
      output.write(" stroke-width=\"1\"/>")
      return
    }
    let sx = size.width / 16
    let sy = size.height / 16
    output.write("<g transform=\"scale(")
    output.number(sx)
    if sx != sy {
      output.write(" ")
      output.number(sy)
    }
    output.write(")\" fill=\"")
    output.color(color)
    output.write("\"")
    if translucent { output.attribute(" fill-opacity=\"", color.clampedOpacity) }
    output.write(">")
    for path in glyph {
      output.write("<path d=\"")
      output.verbatim(path.data)
      output.write(path.evenOdd ? "\" fill-rule=\"evenodd\"/>" : "\"/>")
    }
    output.write("</g>")
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
