import Foundation

extension LayoutEngine {
  /// Lays `root` out in a canvas of `size` and returns the host node of the render tree.
  ///
  /// The root is proposed the canvas size and centred in it, as a hosting view does. A node
  /// placed before, unchanged since (``LayoutNode/needsRender``), with the same proposal and
  /// rounding, gives back its previous render node, moved if need be: an update re-places
  /// only what changed.
  package func layoutRoot(
    _ root: LayoutNode?, in size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()
  ) -> RenderNode {
    var children: [RenderNode] = []
    if let root {
      // The root is proposed the safe area and centred in it; with no insets, the canvas.
      let canvas = CGRect(origin: .zero, size: size)
      let safe =
        safeAreaInsets == EdgeInsets() ? nil : SafeRegion(outer: canvas, insets: safeAreaInsets)
      let area = safe?.inner ?? canvas
      let proposal = ProposedViewSize(area.size)
      let rootSize = finalSize(root, proposal)
      var origin = CGPoint(
        x: area.minX + (area.width - rootSize.width) / 2,
        y: area.minY + (area.height - rootSize.height) / 2)
      var rootProposal = proposal
      if let safe, !root.ignoredSafeAreaEdges.isEmpty {
        let grown = expanded(
          root, in: CGRect(origin: origin, size: rootSize), safe: safe, proposal: proposal)
        origin = grown.origin
        rootProposal = grown.proposal
      }
      children.append(
        place(
          root, at: origin, proposal: rootProposal, residual: .zero, base: .zero, named: [:],
          underEffect: false, safe: safe
        ).render)
    }
    return RenderNode(
      id: .root, role: .host, frame: CGRect(origin: .zero, size: size), children: children)
  }

  /// Whether a node's placement depends on how far it reaches into the safe area: it grows
  /// into it, insets its content by it, or shrinks it for what it holds.
  private static func readsSafeArea(_ node: LayoutNode) -> Bool {
    let kind = node.role.kind
    return !node.ignoredSafeAreaEdges.isEmpty || kind == .scrollView
      || kind == .safeAreaInset || kind == .safeAreaPadding
  }

  /// Where a node that ignores the safe area goes, and what it is proposed, when its parent
  /// put it at `rect` (canvas coordinates): grown out to the region's outer edges on each
  /// ignored edge it touches, proposed its grown size.
  private func expanded(
    _ node: LayoutNode, in rect: CGRect, safe: SafeRegion, proposal: ProposedViewSize
  ) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let growth = safe.expansion(of: rect, edges: node.ignoredSafeAreaEdges)
    guard growth != EdgeInsets() else { return (rect.origin, proposal) }
    return (
      CGPoint(x: rect.minX - growth.leading, y: rect.minY - growth.top),
      ProposedViewSize(
        width: rect.width + growth.horizontal, height: rect.height + growth.vertical)
    )
  }

  /// Rounds a coordinate to the pixel grid, ties toward +∞.
  package func roundToPixel(_ value: CGFloat) -> CGFloat {
    ((value * scale) + 0.5 + 1e-9).rounded(.down) / scale
  }

  /// The size used to place a node: its answer, with non-finite lengths replaced by 0 and
  /// lengths beyond ``LengthLimits/largest`` clamped.
  private func finalSize(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize {
    var size = sizeThatFits(node, proposal)
    if !size.width.isFinite || !size.height.isFinite {
      diagnostics.report(
        .misuse,
        "A view chose a non-finite size \(Self.text(size)) when placed; the non-finite lengths became 0.",
        view: node.role.name)
      if !size.width.isFinite { size.width = 0 }
      if !size.height.isFinite { size.height = 0 }
    }
    if !LengthLimits.isValid(size.width) || !LengthLimits.isValid(size.height) {
      diagnostics.report(
        .invalidLength,
        "A view chose a size \(Self.text(size)) larger than the largest length; it was clamped.",
        view: node.role.name)
      size = CGSize(
        width: LengthLimits.clamp(size.width), height: LengthLimits.clamp(size.height))
    }
    return size
  }

  /// The place of a child, with NaN coordinates (from a custom layout or an alignment guide)
  /// replaced by 0 and coordinates beyond the largest length clamped, reported.
  private func validOrigin(_ origin: CGPoint, of node: LayoutNode) -> CGPoint {
    guard !LengthLimits.isValid(origin.x) || !LengthLimits.isValid(origin.y) else {
      return origin
    }
    let valid = LengthLimits.clamp(origin)
    diagnostics.report(
      .invalidLength,
      "A view was placed at (\(NumberFormatting.decimal(origin.x)), \(NumberFormatting.decimal(origin.y))), "
        + "which is not finite or beyond the largest length; "
        + "(\(NumberFormatting.decimal(valid.x)), \(NumberFormatting.decimal(valid.y))) was used.",
      view: node.role.name)
    return valid
  }

  /// `(width, height)` as diagnostics write a size.
  private static func text(_ size: CGSize) -> String {
    "(\(NumberFormatting.decimal(size.width)), \(NumberFormatting.decimal(size.height)))"
  }

  /// Places `node` with its top-leading corner at `origin`, in its parent's unrounded
  /// coordinates, and returns its render node with every descendant.
  ///
  /// Rounding: the parent's frame was rounded; `residual` is how far its unrounded origin lies
  /// from the rounded one, so the node's corners are rounded exactly where they fall on the
  /// canvas, once, as SwiftUI does. `base` is the parent's unrounded canvas origin (offsets
  /// included), for geometry readers.
  ///
  /// `underEffect` says that the parent is an effect, accessibility or gesture modifier that
  /// will fold into this node: a layout modifier then folds only into a child that fills it,
  /// so that what the parent carries applies to the modifier's bounds.
  private func place(
    _ node: LayoutNode, at origin: CGPoint, proposal: ProposedViewSize, residual: CGPoint,
    base: CGPoint, named: [AnyHashable: CGPoint], underEffect: Bool, safe: SafeRegion?
  ) -> (render: RenderNode, dependsOnPosition: Bool) {
    // This frame is on the stack once per level of the tree: the work before and after the
    // children is in helpers that return before the recursion, so that a debug build lays
    // out thousands of levels.
    visitedCount += 1
    let start = beginPlacement(
      node, at: origin, proposal: proposal, residual: residual, base: base, named: named,
      underEffect: underEffect, safe: safe)
    switch start {
    case .reused(let render, let dependsOnPosition):
      return (render, dependsOnPosition)
    case .fresh(let placement):
      let placed = placeChildren(of: node, placement)
      return finishPlacement(node, placement, placed)
    }
  }

  /// Where a node placed anew lies, for placing its children and making its render node.
  private struct Placement {
    let proposal: ProposedViewSize
    let residual: CGPoint
    let ownResidual: CGPoint
    let underEffect: Bool
    let size: CGSize
    let frame: CGRect
    let canvasOrigin: CGPoint
    let named: [AnyHashable: CGPoint]
    let safe: SafeRegion?
  }

  private enum PlacementStart {
    /// The node's previous render node stands (moved by whole pixels, maybe).
    case reused(RenderNode, dependsOnPosition: Bool)
    /// The node is placed anew.
    case fresh(Placement)
  }

  /// The node's size, frame and rounding, and its previous render node when it still stands.
  @inline(never)
  private func beginPlacement(
    _ node: LayoutNode, at origin: CGPoint, proposal: ProposedViewSize, residual: CGPoint,
    base: CGPoint, named: [AnyHashable: CGPoint], underEffect: Bool, safe: SafeRegion?
  ) -> PlacementStart {
    let size = finalSize(node, proposal)
    let x = origin.x + residual.x
    let y = origin.y + residual.y
    let minX = roundToPixel(x)
    let minY = roundToPixel(y)
    let frame = CGRect(
      x: minX, y: minY, width: roundToPixel(x + size.width) - minX,
      height: roundToPixel(y + size.height) - minY)
    // Read only from a node that sets them: the getters copy all of the node's effects.
    let offset = node.hasExtras ? node.effects.offset : .zero
    let pin = node.hasExtras ? node.pinOffset : .zero
    let canvasOrigin = CGPoint(
      x: base.x + origin.x + offset.width + pin.width,
      y: base.y + origin.y + offset.height + pin.height)

    let ownResidual = CGPoint(x: x - minX, y: y - minY)
    // A node that moved by a fraction of a pixel rounds its children differently: it keeps
    // its previous render node only when its own residual is the same too.
    if !node.needsRender, let last = node.lastPlacement, last.proposal == proposal,
      last.residual == residual, last.ownResidual == ownResidual, last.underEffect == underEffect,
      last.safe == safe, !last.dependsOnPosition || last.canvasOrigin == canvasOrigin
    {
      if frame == last.frame {
        return .reused(last.render, dependsOnPosition: last.dependsOnPosition)
      }
      // Moved by whole pixels: the render node (the node's own, or the child a layout
      // modifier folded into, placed inside it) moves by as much.
      let render = last.render.with(
        frame: last.render.frame.offsetBy(
          dx: frame.minX - last.frame.minX, dy: frame.minY - last.frame.minY))
      node.didPlace(
        PlacementRecord(
          proposal: proposal, residual: residual, ownResidual: ownResidual,
          underEffect: underEffect, canvasOrigin: canvasOrigin,
          dependsOnPosition: last.dependsOnPosition, frame: frame, safe: safe, render: render,
          children: last.children, childrenInOrder: last.childrenInOrder,
          layoutDirection: last.layoutDirection))
      return .reused(render, dependsOnPosition: last.dependsOnPosition)
    }

    placedCount += 1
    var named = named
    if node.readsCanvasPosition, let name = node.coordinateSpaceName {
      named[name] = canvasOrigin
    }
    if node.readsCanvasPosition, let content = node.geometryContent {
      let insets = safe?.insets(of: CGRect(origin: canvasOrigin, size: size)) ?? EdgeInsets()
      node.setGeometryChildren(
        content(
          GeometryProxy(
            size: size, globalOrigin: canvasOrigin, namedOrigins: named, safeAreaInsets: insets)))
    }
    return .fresh(
      Placement(
        proposal: proposal, residual: residual, ownResidual: ownResidual,
        underEffect: underEffect, size: size, frame: frame, canvasOrigin: canvasOrigin,
        named: named, safe: safe))
  }

  /// The render nodes of a node's children, whether any depends on the canvas position,
  /// whether they are one per child in order, and the positions at which they may differ
  /// from the last placement's children (`nil`: at any).
  private typealias PlacedChildren = (
    children: [RenderNode], dependsOnPosition: Bool, inOrder: Bool, replaced: [Int]?
  )

  /// Places the children of a node placed anew: their render nodes (spacers that draw
  /// nothing left out) and whether any depends on the canvas position.
  private func placeChildren(of node: LayoutNode, _ placement: Placement) -> PlacedChildren {
    // This frame is on the stack once per level of the tree: what is worked out per child
    // (where it goes, its safe area, its drawing order) is in helpers that return before the
    // recursion, so that the frame stays small.
    var dependsOnPosition = Self.readsPosition(node, placement)
    var children: [RenderNode] = []
    guard case .container(let box) = node.behavior, !node.children.isEmpty, enterLevel(node)
    else { return (children, dependsOnPosition, node.children.isEmpty, nil) }
    defer { depth -= 1 }
    let outer = openSlots(for: node)
    defer { closeSlots(restoring: outer) }
    if let changed = placeChangedChildren(of: node, box: box, placement) { return changed }
    let foldsIntoChild = arrangeChildren(of: node, box: box, placement)
    children.reserveCapacity(node.children.count)
    var layered = false
    for index in node.children.indices {
      let child = node.children[index]
      let pending = pendingPlacement(ofChildAt: index)
      if case .leftOut = pending { continue }
      let spot = childSpot(child, at: index, in: node, placement, placed: pending)
      let placed = place(
        child, at: spot.origin, proposal: spot.proposal, residual: placement.ownResidual,
        base: placement.canvasOrigin, named: placement.named, underEffect: foldsIntoChild,
        safe: spot.region)
      if Self.drawsSomething(placed.render) {
        children.append(placed.render)
        layered = layered || spot.zIndex != 0
      }
      dependsOnPosition = dependsOnPosition || placed.dependsOnPosition
    }
    if layered { children = layeredByZIndex(children, of: node) }
    return (
      children, dependsOnPosition, !layered && children.count == node.children.count, nil
    )
  }

  /// The children of a node placed where and as it was last time, when its layout places
  /// them as it did then (a stack whose memo says so, or a lazy stack whose cached sizes are
  /// unchanged): only the children that changed are placed again, the others keep their
  /// render nodes without being visited. `nil` when that cannot be known, or when a changed
  /// child no longer draws or moved in the drawing order: the children are then placed in
  /// full.
  ///
  /// - Complexity: O(n) flag checks in the number of children, plus the changed children's
  ///   placement.
  @inline(never)
  private func placeChangedChildren(
    of node: LayoutNode, box: AnyLayoutBox, _ placement: Placement
  ) -> PlacedChildren? {
    // What depends on the canvas position sees the same position and safe area; named
    // coordinate spaces above could have moved, so with any, nothing may depend on it.
    guard box.tracksPlacement, let last = node.lastPlacement, last.childrenInOrder,
      last.layoutDirection == node.layoutDirection,
      last.proposal == placement.proposal, last.ownResidual == placement.ownResidual,
      last.canvasOrigin == placement.canvasOrigin, last.safe == placement.safe,
      placement.named.isEmpty
        || (!last.dependsOnPosition && !Self.readsPosition(node, placement)),
      last.children.count == node.children.count
    else { return nil }
    let bounds = CGRect(origin: .zero, size: placement.size)
    var subviews = subviews(of: node)
    subviews.slotBase = slotFrame.base
    guard box.placesSubviewsAsBefore(in: bounds, placement.proposal, subviews) else {
      return nil
    }
    var changed: [Int] = []
    node.children.withUnsafeBufferPointer { children in
      for index in children.indices where children[index].needsRender { changed.append(index) }
    }
    // The layout places the changed children again, where it put them last time.
    let placements: [PendingPlacement]
    if let again = box.placementsAgain(at: changed, subviews) {
      placements = again
    } else {
      box.placeSubviews(in: bounds, placement.proposal, subviews)
      placements = changed.map { pendingPlacement(ofChildAt: $0) }
    }
    let foldsIntoChild = node.role.isFoldable && node.content == nil && node.children.count == 1
    var children = last.children
    // The children not placed again depend on the position as they did (conservatively, the
    // changed ones too until the next full placement).
    var dependsOnPosition = last.dependsOnPosition || Self.readsPosition(node, placement)
    for (position, index) in changed.enumerated() {
      let child = node.children[index]
      let spot = childSpot(child, at: index, in: node, placement, placed: placements[position])
      let placed = place(
        child, at: spot.origin, proposal: spot.proposal, residual: placement.ownResidual,
        base: placement.canvasOrigin, named: placement.named, underEffect: foldsIntoChild,
        safe: spot.region)
      guard spot.zIndex == 0, Self.drawsSomething(placed.render) else { return nil }
      children[index] = placed.render
      dependsOnPosition = dependsOnPosition || placed.dependsOnPosition
    }
    return (children, dependsOnPosition, true, changed)
  }

  /// Whether a node's placement reads the canvas position: a geometry reader, a named
  /// space, a node that tracks its position, and in a safe area what grows into it or insets
  /// by it, whose growth and insets depend on where it lies.
  private static func readsPosition(_ node: LayoutNode, _ placement: Placement) -> Bool {
    node.readsCanvasPosition || (placement.safe != nil && readsSafeArea(node))
  }

  /// Where a child goes, what it is proposed and the safe area it is placed in, and its
  /// `zIndex`, from where its parent's layout put it (`placed`).
  ///
  /// Inside a scroll view's content there is no safe area (the content is inset instead);
  /// the modified view of a safe-area inset or padding has one that ends where the inset
  /// content begins; elsewhere a child sees its parent's. A child that ignores the safe
  /// area grows into it where it touches it.
  @inline(never)
  private func childSpot(
    _ child: LayoutNode, at index: Int, in node: LayoutNode, _ placement: Placement,
    placed: PendingPlacement
  ) -> (origin: CGPoint, proposal: ProposedViewSize, region: SafeRegion?, zIndex: Double) {
    var (origin, proposal) = childPlacement(child, placed, in: node, placement)
    let kind = node.role.kind
    var region = kind == .scrollView ? nil : placement.safe
    let canvas = placement.canvasOrigin
    if index == 0, kind == .safeAreaInset || kind == .safeAreaPadding {
      region = SafeRegion.reduced(
        region, bounds: CGRect(origin: canvas, size: placement.size),
        main: CGRect(
          origin: CGPoint(x: canvas.x + origin.x, y: canvas.y + origin.y),
          size: finalSize(child, proposal)))
    }
    if let safe = region, !child.ignoredSafeAreaEdges.isEmpty {
      let size = finalSize(child, proposal)
      let grown = expanded(
        child,
        in: CGRect(origin: CGPoint(x: canvas.x + origin.x, y: canvas.y + origin.y), size: size),
        safe: safe, proposal: proposal)
      origin = CGPoint(x: grown.origin.x - canvas.x, y: grown.origin.y - canvas.y)
      proposal = grown.proposal
    }
    return (origin, proposal, region, child.zIndex)
  }

  /// The drawn children back to front by `zIndex`, equal indices in their order: hit testing
  /// and every backend follow the render order.
  @inline(never)
  private func layeredByZIndex(_ children: [RenderNode], of node: LayoutNode) -> [RenderNode] {
    // The drawn children are the node's children in order, less the spacers left out.
    var zIndexByID: [NodeID: Double] = [:]
    for child in node.children {
      let value = child.zIndex
      if value != 0, let id = child.placedRender?.id { zIndexByID[id] = value }
    }
    return children.indices.sorted {
      (zIndexByID[children[$0].id] ?? 0, $0) < (zIndexByID[children[$1].id] ?? 0, $1)
    }.map { children[$0] }
  }

  /// Asks the node's layout to place its children; returns whether the node is a modifier
  /// that will fold into its only child.
  @inline(never)
  private func arrangeChildren(
    of node: LayoutNode, box: AnyLayoutBox, _ placement: Placement
  ) -> Bool {
    // What a placement of the changed children alone recorded before it gave up.
    clearOpenSlots()
    var subviews = subviews(of: node)
    subviews.slotBase = slotFrame.base
    if let safe = placement.safe {
      let insets = safe.insets(of: CGRect(origin: placement.canvasOrigin, size: placement.size))
      subviews.safeAreaInsets = insets
      node.safeAreaInsets = insets
    } else if node.safeAreaInsets != EdgeInsets() {
      node.safeAreaInsets = EdgeInsets()
    }
    box.placeSubviews(
      in: CGRect(origin: .zero, size: placement.size), placement.proposal, subviews)
    return node.role.isFoldable && node.content == nil && node.children.count == 1
  }

  /// Where the layout placed `child` (`pending`; its centre when it did not), as a
  /// top-leading origin, mirrored for right-to-left, and the proposal it was placed with.
  @inline(never)
  private func childPlacement(
    _ child: LayoutNode, _ pending: PendingPlacement, in node: LayoutNode,
    _ placement: Placement
  ) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let size = placement.size
    let placed: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    if case .placed(let position, let anchor, let proposal) = pending {
      placed = (position, anchor, proposal)
    } else {
      placed = (CGPoint(x: size.width / 2, y: size.height / 2), .center, .unspecified)
    }
    let childSize = finalSize(child, placed.proposal)
    var origin = CGPoint(
      x: placed.position.x - placed.anchor.x * childSize.width,
      y: placed.position.y - placed.anchor.y * childSize.height)
    if node.layoutDirection == .rightToLeft {
      origin.x = size.width - origin.x - childSize.width
    }
    return (validOrigin(origin, of: child), placed.proposal)
  }

  /// Whether a placed child is kept: a spacer that carries nothing draws nothing (it took its
  /// room) and is left out.
  private static func drawsSomething(_ render: RenderNode) -> Bool {
    !(render.role.isEmptySpace && render.isPlain && render.content == nil
      && render.children.isEmpty)
  }

  /// The render node of a node placed anew, with its children, folded where it can be, and
  /// recorded for the next placement.
  @inline(never)
  private func finishPlacement(
    _ node: LayoutNode, _ placement: Placement, _ placed: PlacedChildren
  ) -> (render: RenderNode, dependsOnPosition: Bool) {
    let children = Self.reusing(node.lastPlacement?.children, placed.children)
    // Only a layout that can place as before reads the children back; the others' lists are
    // not kept (a folded node's would outlive its render node).
    var tracks = false
    if case .container(let box) = node.behavior { tracks = box.tracksPlacement }
    let dependsOn = placed.dependsOnPosition
    let frame = placement.frame
    let effects = effects(of: node, size: frame.size)
    var render =
      foldedRender(node, frame: frame, effects: effects, children: children)
      ?? foldedLayoutModifier(node, frame: frame, effects: effects, children: children, placement)
      ?? RenderNode(
        id: node.id, role: node.role, key: node.key, viewName: node.viewName, frame: frame,
        content: node.content.map {
          renderContent($0, of: node, size: frame.size, proposal: placement.proposal)
        },
        effects: effects, accessibility: node.accessibility,
        children: Self.reusing(node.lastPlacement?.render.children, children),
        size: Self.size(of: children, replacing: placed.replaced, in: node.lastPlacement))
    if let folded = render.foldingLayoutModifier(onlyIfFilled: placement.underEffect)
      ?? render.foldingBackgroundShape()
    {
      render = folded
    }
    // The same result as last time keeps the same object, so that diffs and the SVG writer
    // skip it: a row that moved by a fraction of a pixel is placed again, and most of what
    // it draws comes out as before.
    if let last = node.lastPlacement?.render, last !== render, last.hasSameProperties(as: render),
      last.children.holdsSameObjects(as: render.children)
    {
      render = last
    }
    node.didPlace(
      PlacementRecord(
        proposal: placement.proposal, residual: placement.residual,
        ownResidual: placement.ownResidual, underEffect: placement.underEffect,
        canvasOrigin: placement.canvasOrigin, dependsOnPosition: dependsOn, frame: frame,
        safe: placement.safe, render: render, children: tracks ? children : [],
        childrenInOrder: tracks && placed.inOrder, layoutDirection: node.layoutDirection))
    return (render, dependsOn)
  }

  /// The render node of a modifier that folds into the one node it wraps (an effect, an
  /// accessibility property, a gesture), or `nil` when it needs a node of its own.
  private func foldedRender(
    _ node: LayoutNode, frame: CGRect, effects: RenderEffects, children: [RenderNode]
  ) -> RenderNode? {
    guard node.role.isFoldable, node.content == nil, children.count == 1 else { return nil }
    let last = node.lastPlacement?.render
    let folded = RenderNode.folding(
      outer: (node.id, node.role, node.key, node.viewName, frame), effects: effects,
      accessibility: node.accessibility, into: children[0])
    // The same result as last time keeps the same object, so that diffs skip it.
    if let folded, let last, last.children.holdsSameObjects(as: folded.children),
      last.hasSameProperties(as: folded)
    {
      return last
    }
    return folded
  }

  /// The render node of a plain layout modifier (a padding, a frame) that folds into the
  /// one node it wraps, made without first making the modifier's own node; `nil` when the
  /// modifier keeps a node (made, and folded if it can be, as any other).
  private func foldedLayoutModifier(
    _ node: LayoutNode, frame: CGRect, effects: RenderEffects, children: [RenderNode],
    _ placement: Placement
  ) -> RenderNode? {
    guard node.role.isLayoutWrapper, node.content == nil, children.count == 1, effects.isEmpty,
      node.accessibility.isEmpty
    else { return nil }
    return RenderNode.folding(
      layoutModifier: (node.role, node.key, node.viewName, frame, []), into: children[0],
      onlyIfFilled: placement.underEffect)
  }

  /// A node's effects at its final size: a geometry effect's matrix is made from it (a
  /// matrix with NaN or infinite components is left out).
  private func effects(of node: LayoutNode, size: CGSize) -> RenderEffects {
    // Most nodes set no effects, offset, clip or projection.
    guard node.hasExtras else { return RenderEffects() }
    var effects = node.effects
    let pin = node.pinOffset
    if pin != .zero {
      effects.offset.width += pin.width
      effects.offset.height += pin.height
    }
    if let make = node.sizedClip { effects.clip = make(size) }
    if let make = node.sizedProjection {
      let projection = make(size)
      if !projection.isFinite {
        diagnostics.report(
          .invalidLength,
          "The geometry effect's matrix has components that are not finite; the view was drawn untransformed.",
          view: node.role.name)
      }
      effects.projection = projection.isIdentity || !projection.isFinite ? nil : projection
    }
    return effects
  }

  /// The size of the subtree of a node with `children`, worked out from the last placement's
  /// render node when its children were the last placement's and only those at `positions`
  /// were replaced; `nil` when it must be counted.
  private static func size(
    of children: [RenderNode], replacing positions: [Int]?, in last: PlacementRecord?
  ) -> RenderNode.SubtreeSize? {
    guard let positions, let last, last.render.children.holdsSameObjects(as: last.children)
    else { return nil }
    return RenderNode.SubtreeSize(of: children, replacing: positions, in: last.render)
  }

  /// `new`, or `old` when they hold the very same nodes, so that unchanged child lists stay
  /// shared between versions.
  private static func reusing(_ old: [RenderNode]?, _ new: [RenderNode]) -> [RenderNode] {
    guard let old, old.holdsSameObjects(as: new) else { return new }
    return old
  }

  /// The drawn content of a node at its final size.
  private func renderContent(
    _ content: LayoutNode.Content, of node: LayoutNode, size: CGSize, proposal: ProposedViewSize
  ) -> RenderContent {
    switch content {
    case .shape(let source, let paint, let stroke, let evenOdd):
      let geometry: ShapeGeometry
      switch source {
      case .geometry(let shape): geometry = shape
      case .path(let makePath, let inset):
        // Inset past the middle, the rectangle collapses there (`insetBy` would give the
        // null rectangle, at infinity).
        let dx = min(inset, size.width / 2)
        let dy = min(inset, size.height / 2)
        geometry = .path(
          makePath(
            CGRect(
              x: dx, y: dy, width: max(0, size.width - 2 * dx),
              height: max(0, size.height - 2 * dy))))
      }
      let (shape, problems) = ShapeContent(
        geometry: geometry, paint: paint, stroke: stroke, evenOdd: evenOdd
      ).withValidNumbers()
      if !problems.isEmpty {
        diagnostics.report(
          .invalidLength,
          "A shape has \(problems.joined(separator: ", ")); finite values were used.",
          view: node.role.name)
      }
      return RenderContent(.shape(shape))
    case .text(let measurer, let paint, let alignment):
      var width = Self.finite(proposal.width)
      var layout = measurer.layoutToPlace(width: width, height: proposal.height)
      // The frame is rounded to pixels, so it may be smaller than the text by up to a pixel;
      // by more, it was clamped to the largest length: the text is then laid out in the frame
      // itself, its last line cut with "…", so that nothing is drawn outside it.
      let slack = max(1, 1 / scale) + 0.001
      if layout.size.height > size.height + slack || layout.size.width > size.width + slack {
        width = size.width
        layout = measurer.layoutToPlace(width: width, height: size.height)
      }
      measurer.placed(width: width)
      // A text shrunk to fit (`minimumScaleFactor`) is drawn in its fonts at that scale.
      let scale = layout.scale
      let font = measurer.spec.font.scaled(by: scale)
      let step = font.lineHeight + measurer.spec.lineSpacing * scale
      var effective = alignment
      if node.layoutDirection == .rightToLeft, alignment != .center {
        effective = alignment == .leading ? .trailing : .leading
      }
      func placed(_ line: TextLine, at index: Int) -> TextContent.Line {
        let x: CGFloat =
          switch effective {
          case .leading: 0
          case .center: (size.width - line.width) / 2
          case .trailing: size.width - line.width
          }
        return TextContent.Line(
          text: line.text, x: x, baseline: CGFloat(index) * step + font.ascent, width: line.width,
          spans: line.spans)
      }
      var styles = measurer.spec.runs.map(\.style)
      if scale != 1 {
        for index in styles.indices {
          styles[index].font = styles[index].font.scaled(by: scale)
          styles[index].tracking *= scale
          styles[index].baselineOffset *= scale
        }
      }
      // A single line, as most labels have, goes to the content without an array of one.
      let content =
        if let line = layout.onlyLine {
          TextContent(
            line: placed(line, at: 0), font: font, paint: paint, isTruncated: layout.isTruncated,
            styles: styles, fullText: measurer.spec.text)
        } else {
          TextContent(
            lines: layout.lines.enumerated().map { placed($1, at: $0) }, font: font,
            paint: paint, isTruncated: layout.isTruncated, styles: styles,
            fullText: measurer.spec.text)
        }
      return RenderContent(.text(content))
    case .image(let image):
      return RenderContent(.image(image))
    }
  }
}
