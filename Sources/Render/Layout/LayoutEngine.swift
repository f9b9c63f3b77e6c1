import Foundation

/// Measures layout nodes, SwiftUI's way: a parent proposes, the child chooses its size.
///
/// Every answer is memoised on the node per proposal, so a node is measured once per distinct
/// proposal however often it is asked; a spacer, a divider, a fixed size or an empty leaf is
/// answered by arithmetic on the proposal instead, without a memo. Stacks measure each child
/// at 0, ∞ and its share, so stacks of alternating axes ask deep nodes for more distinct sizes
/// the deeper they nest: their cost grows polynomially with the depth (see
/// `Docs/Benchmarks.md`), never exponentially. See `LayoutEngine+Placement.swift` for
/// placement.
package final class LayoutEngine {
  /// Device pixels per point; placement rounds frames to `1 / scale`.
  package let scale: CGFloat
  /// Where problems are reported.
  package let diagnostics: DiagnosticLog
  let stackGuard = StackGuard()
  /// The engine's counters skip the run-time exclusivity check: they are only incremented.
  @exclusivity(unchecked) var depth = 0
  /// How many times a node was measured for a proposal it had no memoised answer for.
  @exclusivity(unchecked) package private(set) var measuredCount = 0
  /// How many render nodes placement made anew rather than reused.
  @exclusivity(unchecked) package internal(set) var placedCount = 0
  /// How many nodes placement visited, placed anew or reused: the children a stack left
  /// untouched are not counted.
  @exclusivity(unchecked) package internal(set) var visitedCount = 0
  /// Where the layouts placing their children put them: a slot per child of every container
  /// from the root down to the one being placed (see `LayoutEngine+PendingPlacement.swift`).
  /// Each node kept its own slot before: 64 bytes in every node, for what is only needed
  /// while its parent places it.
  @exclusivity(unchecked) var pendingPlacements: [PlacementSlot] = []
  /// The slots of the container being placed.
  @exclusivity(unchecked) var slotFrame = SlotFrame()
  /// How many slot frames were opened or cleared: each gets its own generation.
  @exclusivity(unchecked) var slotGenerations = 0

  /// Creates an engine; a scale that is not finite and positive becomes 1.
  package init(scale: CGFloat = 2, diagnostics: DiagnosticLog = DiagnosticLog()) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.diagnostics = diagnostics
  }

  /// The subviews of a container node.
  package func subviews(of node: LayoutNode) -> LayoutSubviews {
    var box: AnyLayoutBox?
    if case .container(let layout) = node.behavior { box = layout }
    return LayoutSubviews(
      nodes: node.children, engine: self, layoutDirection: node.layoutDirection, box: box)
  }

  /// The size `node` chooses for `proposal`.
  ///
  /// - Complexity: O(1) for a memoised proposal; otherwise the cost of the node's layout.
  package func sizeThatFits(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize {
    let proposal = Self.isSane(proposal) ? proposal : sanitized(proposal, in: node)
    // A spacer, a divider, a fixed size or nothing answers with arithmetic on the proposal,
    // cheaper than a memo: it keeps none, and is not counted as measured. An invalid answer
    // (a negative minimum length) takes the path below, which reports it once.
    if let size = Self.arithmeticSize(node.behavior, proposal), size.width >= 0, size.height >= 0 {
      return size
    }
    if let cached = node.cachedSize(for: proposal) { return cached }
    guard enterLevel(node) else { return .zero }
    defer { depth -= 1 }
    measuredCount += 1
    var size: CGSize
    switch node.behavior {
    case .leaf(let leaf): size = leafSize(leaf, proposal)
    case .container(let box): size = box.sizeThatFits(proposal, subviews(of: node))
    }
    if size.width.isNaN || size.width < 0 {
      reportInvalidSize(node, size)
      size.width = 0
    }
    if size.height.isNaN || size.height < 0 {
      reportInvalidSize(node, size)
      size.height = 0
    }
    node.storeSize(size, for: proposal)
    return size
  }

  /// The size and guides `node` has for `proposal`.
  package func dimensions(_ node: LayoutNode, _ proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(node, proposal)
    return ViewDimensions(size: size) { [self] key in
      explicitAlignment(node, key, proposal: proposal, size: size)
    }
  }

  /// The size `node` chooses for `proposal` and the value of one of its guides, without
  /// building `ViewDimensions`: the fast path stacks use to align their children.
  package func guide(
    _ key: AlignmentKey, of node: LayoutNode, _ proposal: ProposedViewSize
  ) -> (size: CGSize, value: CGFloat) {
    let size = sizeThatFits(node, proposal)
    if let explicit = explicitAlignment(node, key, proposal: proposal, size: size) {
      return (size, explicit)
    }
    return (size, key.defaultValue(in: ViewDimensions(size: size)))
  }

  /// The explicit value of a guide on `node`, in its own coordinates, or `nil`.
  package func explicitAlignment(
    _ node: LayoutNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize
  ) -> CGFloat? {
    // Asked of the memo where it lies, once known: returning the guides copied their list,
    // a retain and a release for every child a stack aligns.
    guard node.explicitGuidesCache?.contains(key) ?? explicitGuides(of: node).contains(key)
    else { return nil }
    switch node.behavior {
    case .leaf(.text(let measurer)):
      guard key.axis == .vertical else { return nil }
      let layout = measurer.layout(width: Self.finite(proposal.width), height: proposal.height)
      guard layout.lineCount > 0 else { return nil }
      let font = measurer.spec.font
      if key == VerticalAlignment.firstTextBaseline.key { return font.ascent }
      if key == VerticalAlignment.lastTextBaseline.key {
        let step = font.lineHeight + measurer.spec.lineSpacing
        return CGFloat(layout.lineCount - 1) * step + font.ascent
      }
      return nil
    case .leaf:
      return nil
    case .container(let box):
      guard enterLevel(node) else { return nil }
      defer { depth -= 1 }
      let proposal = Self.isSane(proposal) ? proposal : sanitized(proposal, in: node)
      return box.explicitAlignment(
        key, in: CGRect(origin: .zero, size: size), proposal, subviews(of: node))
    }
  }

  /// The guides `node`'s subtree may set explicitly: text its baselines, `alignmentGuide`
  /// its own guide, custom layouts perhaps any. Asking a subtree for a guide it cannot set
  /// answers `nil` at once instead of walking it.
  ///
  /// - Complexity: O(1) once memoised; O(n) in the subtree the first time.
  func explicitGuides(of node: LayoutNode) -> ExplicitGuides {
    if let cached = node.explicitGuidesCache { return cached }
    var guides: ExplicitGuides
    switch node.behavior {
    case .leaf(.text): guides = Self.textGuides
    case .leaf: guides = .none
    case .container(let box):
      guides = box.ownGuides ?? .all
      if !guides.isAll, box.passesSubviewGuides {
        // Too deep to look inside: assume any guide, and do not remember the guess.
        guard enterLevel(node) else { return .all }
        defer { depth -= 1 }
        for child in node.children { guides.formUnion(explicitGuides(of: child)) }
      }
    }
    node.explicitGuidesCache = guides
    return guides
  }

  private static let textGuides = ExplicitGuides([
    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
  ])

  /// The layout priority of `node`: its own, its wrapped child's, −∞ for a spacer, else 0.
  package func priority(of node: LayoutNode) -> Double {
    if let explicit = node.explicitPriority { return explicit }
    if let child = node.wrappedChild { return priority(of: child) }
    if case .leaf(.spacer) = node.behavior { return -.infinity }
    return 0
  }

  /// The spacing preferences of `node`: a leaf's by its kind, a container's combined from its
  /// children and memoised in its layout box until its layout changes.
  package func spacing(of node: LayoutNode) -> ViewSpacing {
    switch node.behavior {
    case .leaf(.spacer(_, let axis)):
      switch axis {
      case .horizontal: return ViewSpacing(declaring: .horizontal, 0)
      case .vertical: return ViewSpacing(declaring: .vertical, 0)
      case nil: return .zero
      }
    case .leaf: return ViewSpacing()
    case .container(let box):
      if let memo = box.spacingMemo { return memo }
      let spacing = containerSpacing(of: node, box)
      box.spacingMemo = spacing
      return spacing
    }
  }

  private func containerSpacing(of node: LayoutNode, _ box: AnyLayoutBox) -> ViewSpacing {
    guard enterLevel(node) else { return ViewSpacing() }
    defer { depth -= 1 }
    return box.spacing(subviews(of: node))
  }

  /// A layout value set on `node` or passed through from the child it wraps.
  package func layoutValue(of node: LayoutNode, for key: ObjectIdentifier) -> Any? {
    if let value = node.layoutValues[key] { return value }
    return node.wrappedChild.flatMap { layoutValue(of: $0, for: key) }
  }

  private func leafSize(_ leaf: LayoutNode.Leaf, _ proposal: ProposedViewSize) -> CGSize {
    switch leaf {
    case .flexible:
      return proposal.replacingUnspecifiedDimensions()
    case .text(let measurer):
      return measurer.size(width: Self.finite(proposal.width), height: proposal.height)
    case .fixed, .spacer, .divider, .empty:
      return Self.arithmeticSize(.leaf(leaf), proposal) ?? .zero
    }
  }

  /// The size of a leaf whose size is arithmetic on the proposal (a spacer, a divider, a
  /// fixed size, nothing); `nil` for any other node. Matches the leaf's kind without copying
  /// a text's measurer or a layout's box.
  @inline(__always)
  private static func arithmeticSize(
    _ behavior: LayoutNode.Behavior, _ proposal: ProposedViewSize
  ) -> CGSize? {
    switch behavior {
    case .leaf(.fixed(let size)):
      return size
    case .leaf(.spacer(let minLength, let axis)):
      func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
      switch axis {
      case .horizontal: return CGSize(width: length(proposal.width), height: 0)
      case .vertical: return CGSize(width: 0, height: length(proposal.height))
      case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
      }
    case .leaf(.divider(let thickness, let axis)):
      if axis == .horizontal {
        return CGSize(width: thickness, height: proposal.height ?? 0)
      }
      return CGSize(width: proposal.width ?? 0, height: thickness)
    case .leaf(.empty):
      return .zero
    default:
      return nil
    }
  }

  /// `value` when finite, else `nil` (an infinite width lays text out on one line).
  package static func finite(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return value
  }

  /// Whether both lengths of `proposal` are unspecified or non-negative, as nearly every
  /// proposal is: checked inline, before the call that would sanitise it.
  @inline(__always)
  private static func isSane(_ proposal: ProposedViewSize) -> Bool {
    (proposal.width ?? 0) >= 0 && (proposal.height ?? 0) >= 0
  }

  /// Replaces NaN dimensions by `nil` and negative ones by 0, reporting the misuse.
  @inline(never)
  private func sanitized(_ proposal: ProposedViewSize, in node: LayoutNode) -> ProposedViewSize {
    var result = proposal
    for axis in [Axis.horizontal, .vertical] {
      guard let value = result[axis] else { continue }
      if value.isNaN {
        diagnostics.report(
          .misuse, "A NaN size was proposed; it was treated as unspecified.", view: node.role.name)
        result[axis] = nil
      } else if value < 0 {
        result[axis] = 0
      }
    }
    return result
  }

  private func reportInvalidSize(_ node: LayoutNode, _ size: CGSize) {
    diagnostics.report(
      .misuse, "A layout returned an invalid size \(size); negative and NaN lengths became 0.",
      view: node.role.name)
  }

  /// Enters one level of recursion below `node`, or reports that the tree is too deep.
  func enterLevel(_ node: LayoutNode) -> Bool {
    guard stackGuard.hasRoom(depth: depth) else {
      diagnostics.report(
        .treeTooDeep,
        "The view tree is too deep to lay out safely; the views below this one were not laid out.",
        view: node.role.name)
      return false
    }
    depth += 1
    return true
  }
}
