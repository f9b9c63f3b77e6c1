import Foundation

/// One node of the render tree: a laid-out view or modifier with its frame, what it draws,
/// its effects, its accessibility information and its children.
///
/// Nodes are immutable and shared: when a subtree does not change between two renders, the
/// new tree holds the very same node objects, so comparing two versions can skip it in O(1).
///
/// A node's `frame` is relative to its parent; the dump (``RenderTree/dump(options:)``)
/// shows canvas coordinates unless asked for relative ones. For
/// `VStack { Text("Hello") }.padding().background(.yellow)` on a 200×100 canvas, the
/// padding draws nothing and folds into the stack, and the background draws its colour:
///
/// ```
/// Host (0, 0, 200, 100)
/// └─ background (63.5, 24, 73, 52) fill #ffcc00
///    └─ padding 16 › VStack (79.5, 40, 41, 20)
///       └─ Text (79.5, 40, 41, 20) "Hello" body #000000
/// ```
public final class RenderNode: Sendable {
  /// The node's identity.
  public let id: NodeID
  /// What made the node: a view (`HStack`, `Text`) or a modifier (`padding`, `frame`), with
  /// its parameters.
  public let role: RenderRole
  /// The explicit identity the node was given by `ForEach` or `.id`, for dumps.
  public let key: String?
  /// The name of the user's view whose body made this node first (`ProfileCard`), so that
  /// messages can name the views their readers wrote; the outermost when views nest.
  public var viewName: String? { decoration?.viewName }
  /// The frame in the parent's coordinate space, rounded to device pixels.
  public let frame: CGRect
  /// What the node draws before its children.
  public let content: RenderContent?
  /// Effects on the node and its subtree.
  public var effects: RenderEffects { decoration?.effects ?? Self.noEffects }
  /// The offset of ``effects``, read without copying the rest of them.
  package var offset: CGSize { decoration?.effects.offset ?? .zero }
  /// Accessibility information.
  public var accessibility: AccessibilityInfo { decoration?.accessibility ?? Self.noAccessibility }
  /// Whether anything is folded into the node: effects, accessibility, gestures, layout
  /// modifiers or a view name. Without, ``effects`` and ``accessibility`` are empty, and a
  /// backend need not copy them to find out.
  package var isDecorated: Bool { decoration != nil }
  /// The gestures recognised on the node, innermost first: those of modifiers folded into it.
  public var gestures: [RenderGesture] { decoration?.gestures ?? [] }
  /// The layout modifiers folded into the node, outermost first: the padding and frames that
  /// sized and placed it and draw nothing themselves. The dump writes them before the role
  /// (`padding 14 › HStack`).
  public var layoutModifiers: [RenderRole] { decoration?.layoutModifiers ?? [] }
  /// Effects, accessibility, gestures and view name, kept apart because most nodes have
  /// none: an undecorated node is smaller by their size.
  let decoration: Decoration?
  /// The children, back to front.
  public var children: [RenderNode] { storedChildren }
  /// The children; a variable only so that `deinit` can release deep trees iteratively.
  nonisolated(unsafe) private var storedChildren: [RenderNode]
  /// The number of nodes in this subtree, this one included.
  public let subtreeCount: Int
  /// The number of levels of this subtree, this one included, or more: a node made by
  /// replacing a few of another's children keeps the other's height when it could only have
  /// become lower (see ``SubtreeSize``). Only `deinit` reads it, to tell deep trees.
  private let height: Int

  /// Creates a node.
  public convenience init(
    id: NodeID, role: RenderRole, key: String? = nil, viewName: String? = nil, frame: CGRect,
    content: RenderContent? = nil, effects: RenderEffects = RenderEffects(),
    accessibility: AccessibilityInfo = AccessibilityInfo(), gestures: [RenderGesture] = [],
    layoutModifiers: [RenderRole] = [], children: [RenderNode] = []
  ) {
    self.init(
      id: id, role: role, key: key, viewName: viewName, frame: frame, content: content,
      effects: effects, accessibility: accessibility, gestures: gestures,
      layoutModifiers: layoutModifiers, children: children, size: nil)
  }

  /// Creates a node whose subtree's size is `size` when known already (nil: counted from
  /// the children).
  convenience init(
    id: NodeID, role: RenderRole, key: String?, viewName: String?, frame: CGRect,
    content: RenderContent?, effects: RenderEffects, accessibility: AccessibilityInfo,
    gestures: [RenderGesture] = [], layoutModifiers: [RenderRole] = [], children: [RenderNode],
    size: SubtreeSize?
  ) {
    let decoration: Decoration?
    if effects.isEmpty && accessibility.isEmpty && gestures.isEmpty {
      decoration =
        viewName == nil && layoutModifiers.isEmpty
        ? nil : RenderNode.namesAndModifiers.decoration(viewName, layoutModifiers, nil, [])
    } else {
      decoration = Decoration(
        viewName: viewName, effects: effects, accessibility: accessibility, gestures: gestures,
        layoutModifiers: layoutModifiers)
    }
    self.init(
      id: id, role: role, key: key, frame: frame, content: content, decoration: decoration,
      children: children, size: size)
  }

  private static let noEffects = RenderEffects()
  private static let noAccessibility = AccessibilityInfo()

  /// What few nodes have: effects, accessibility, gestures, folded layout modifiers, a
  /// view's name.
  final class Decoration: Sendable {
    let viewName: String?
    let effects: RenderEffects
    let accessibility: AccessibilityInfo
    let gestures: [RenderGesture]
    let layoutModifiers: [RenderRole]
    /// Whether the decoration holds only a view name and layout modifiers.
    let carriesOnlyNames: Bool

    init(
      viewName: String?, effects: RenderEffects, accessibility: AccessibilityInfo,
      gestures: [RenderGesture], layoutModifiers: [RenderRole]
    ) {
      self.viewName = viewName
      self.effects = effects
      self.accessibility = accessibility
      self.gestures = gestures
      self.layoutModifiers = layoutModifiers
      carriesOnlyNames = effects.isEmpty && accessibility.isEmpty && gestures.isEmpty
    }

    /// Whether the decoration carries only `viewName` and the modifiers `outer`, `role` (if
    /// any) and `inner`, in that order.
    func carries(
      _ viewName: String?, _ outer: [RenderRole], _ role: RenderRole?, _ inner: [RenderRole]
    ) -> Bool {
      // The role is compared where it lies: binding it (`if let`) copied it, through the
      // value witnesses of its optional, for every decoration compared.
      let middle: Int
      switch role {
      case .none: middle = 0
      case .some: middle = 1
      }
      guard carriesOnlyNames, self.viewName == viewName,
        layoutModifiers.count == outer.count + middle + inner.count
      else { return false }
      var index = 0
      for modifier in outer {
        guard layoutModifiers[index] == modifier else { return false }
        index += 1
      }
      if middle == 1 {
        // `!`, not `if let`: the unwrapped role is read in place (`middle` says it is there).
        // swift-format-ignore: NeverForceUnwrap
        guard layoutModifiers[index] == role! else { return false }
        index += 1
      }
      for modifier in inner {
        guard layoutModifiers[index] == modifier else { return false }
        index += 1
      }
      return true
    }
  }

  /// Decorations of a view name and layout modifiers only, made recently: nodes that carry
  /// the same share one. Every row of a list folds the same paddings into its stack, and a
  /// decoration and its list of modifiers for each were two of the blocks a row kept.
  final class SharedDecorations: @unchecked Sendable {
    // `@unchecked`: `recent` and `folds` are read and written only under `lock` (and so
    // without the run-time exclusivity check, which the lock makes redundant).
    private let lock = NSLock()
    @exclusivity(unchecked) private var recent: [Decoration] = []
    /// Recent folds of one modifier into a node, the oldest replaced first
    /// (``nextFold``).
    @exclusivity(unchecked) private var folds: [Fold] = []
    @exclusivity(unchecked) private var nextFold = 0
    private static let limit = 8

    /// A fold of one modifier into a node: the decoration folded into (`nil` for a node
    /// without one), the modifier's role, the view name, and the decoration they made. A
    /// class, so that going through the recent ones copies no role.
    private final class Fold {
      let inner: Decoration?
      let role: RenderRole
      let viewName: String?
      let made: Decoration

      init(inner: Decoration?, role: RenderRole, viewName: String?, made: Decoration) {
        self.inner = inner
        self.role = role
        self.viewName = viewName
        self.made = made
      }
    }

    /// The decoration of `viewName` and the modifiers `outer`, `role` (if any) and `inner`:
    /// a recent one that carries the same, or a new one.
    func decoration(
      _ viewName: String?, _ outer: [RenderRole], _ role: RenderRole?, _ inner: [RenderRole]
    ) -> Decoration {
      lock.lock()
      defer { lock.unlock() }
      return recentDecoration(viewName, outer, role, inner)
    }

    /// The decoration of `viewName` and the modifier `role` folded into a node decorated
    /// with `inner` (names and modifiers only), as ``decoration(_:_:_:_:)`` finds or makes
    /// it. The rows of a list fold the same modifiers into the same shared decorations: a
    /// fold seen recently is found by the identity of what it folded into, comparing one
    /// role, where the list compares every modifier of every recent decoration.
    func decoration(
      _ viewName: String?, folding role: RenderRole, into inner: Decoration?
    ) -> Decoration {
      lock.lock()
      defer { lock.unlock() }
      for fold in folds
      where fold.inner === inner && fold.viewName == viewName && fold.role == role {
        return fold.made
      }
      let made = recentDecoration(viewName, [], role, inner?.layoutModifiers ?? [])
      let fold = Fold(inner: inner, role: role, viewName: viewName, made: made)
      if folds.count < Self.limit {
        folds.append(fold)
      } else {
        folds[nextFold] = fold
        nextFold = (nextFold + 1) % Self.limit
      }
      return made
    }

    /// ``decoration(_:_:_:_:)``, with the lock held.
    private func recentDecoration(
      _ viewName: String?, _ outer: [RenderRole], _ role: RenderRole?, _ inner: [RenderRole]
    ) -> Decoration {
      for index in recent.indices where recent[index].carries(viewName, outer, role, inner) {
        // A found one moves a place forward, so that the few a list repeats come first.
        if index > 0 { recent.swapAt(index, index - 1) }
        return recent[index > 0 ? index - 1 : 0]
      }
      let made = Decoration(
        viewName: viewName, effects: RenderEffects(), accessibility: AccessibilityInfo(),
        gestures: [],
        layoutModifiers: role.map { RenderNode.joined(outer, $0, inner) } ?? outer + inner)
      if recent.count == Self.limit { recent.removeLast() }
      recent.insert(made, at: 0)
      return made
    }
  }

  /// The decorations nodes share (``SharedDecorations``).
  static let namesAndModifiers = SharedDecorations()

  /// A node with a decoration made already: the one initialiser the others call.
  init(
    id: NodeID, role: RenderRole, key: String?, frame: CGRect, content: RenderContent?,
    decoration: Decoration?, children: [RenderNode], size: SubtreeSize? = nil
  ) {
    self.id = id
    self.role = role
    self.key = key
    self.frame = frame
    self.content = content
    self.decoration = decoration
    storedChildren = children
    if let size {
      assert(size.isSize(of: children), "a subtree's size worked out from another's is wrong")
    }
    let counted = size ?? SubtreeSize(of: children)
    subtreeCount = counted.count
    height = counted.height
  }

  /// The number of nodes of a subtree and its number of levels (or more).
  ///
  /// Made from a node's children, it reads each of them; made from the subtree of another
  /// node whose children were the same but for a few, it reads only those. A list that
  /// changed one row of thousands makes its new node without visiting the others, each in
  /// memory of its own.
  struct SubtreeSize {
    let count: Int
    let height: Int

    /// The size of a subtree with these children.
    @inline(__always)
    init(of children: [RenderNode]) {
      var count = 1
      var height = 1
      for child in children {
        count += child.subtreeCount
        height = max(height, child.height + 1)
      }
      self.count = count
      self.height = height
    }

    /// The size of a subtree whose children are `base`'s but for those at `positions`, which
    /// are `children`'s: `base`'s count less the replaced children's, plus their
    /// replacements'. The height is `base`'s, or more where a replacement is taller: a
    /// replaced child could have been the one that made `base` as tall, and finding out would
    /// read every child.
    init(of children: [RenderNode], replacing positions: [Int], in base: RenderNode) {
      var count = base.subtreeCount
      var height = base.height
      let old = base.storedChildren
      for position in positions {
        count += children[position].subtreeCount - old[position].subtreeCount
        height = max(height, children[position].height + 1)
      }
      self.count = count
      self.height = height
    }

    /// Whether this is the size of a subtree with these children: the same count, and at
    /// least as many levels.
    func isSize(of children: [RenderNode]) -> Bool {
      let counted = SubtreeSize(of: children)
      return count == counted.count && height >= counted.height
    }
  }

  /// Whether the node carries nothing beyond its role, frame, content and children: no key,
  /// effects, accessibility, gestures, folded modifiers or view name.
  package var isPlain: Bool { key == nil && decoration == nil }

  /// The height up to which releasing a subtree with nested deinitialisers is safe.
  private static let recursiveReleaseLimit = 256

  /// Releases a deep subtree iteratively, so that dropping it cannot overflow the stack with
  /// nested deinitialisers; a shallow one is released as usual, which costs less.
  deinit {
    guard height > Self.recursiveReleaseLimit else { return }
    var pending = storedChildren
    storedChildren = []
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node), !node.storedChildren.isEmpty {
        pending += node.storedChildren
        node.storedChildren = []
      }
    }
  }

  /// A node sharing `other`'s properties (and its decoration) with another frame and
  /// children.
  private convenience init(_ other: RenderNode, frame: CGRect, children: [RenderNode]) {
    self.init(
      id: other.id, role: other.role, key: other.key, frame: frame, content: other.content,
      decoration: other.decoration, children: children)
  }

  /// The same node with another frame, sharing everything else.
  package func with(frame: CGRect) -> RenderNode {
    guard frame != self.frame else { return self }
    return RenderNode(self, frame: frame, children: storedChildren)
  }

  /// The same node with another frame, other effects and other content, sharing everything
  /// else: a frame of an animation.
  package func with(frame: CGRect, effects: RenderEffects, content: RenderContent?) -> RenderNode {
    RenderNode(
      id: id, role: role, key: key, viewName: viewName, frame: frame, content: content,
      effects: effects, accessibility: accessibility, gestures: gestures,
      layoutModifiers: layoutModifiers, children: storedChildren)
  }

  /// The same node with other children, sharing everything else.
  package func with(children: [RenderNode]) -> RenderNode {
    RenderNode(self, frame: frame, children: children)
  }

  /// Whether the node's own properties (everything but its children) equal `other`'s.
  public func hasSameProperties(as other: RenderNode) -> Bool {
    guard id == other.id, role == other.role, key == other.key, frame == other.frame,
      content == other.content
    else { return false }
    if decoration === other.decoration { return true }
    return viewName == other.viewName && effects == other.effects
      && accessibility == other.accessibility && gestures == other.gestures
      && layoutModifiers == other.layoutModifiers
  }
}

extension RenderNode: Equatable {
  /// Deep equality: same properties and equal children, in order. Shared subtrees compare in
  /// O(1).
  ///
  /// - Complexity: O(n) in the nodes that are not shared; iterative, so any depth is safe.
  public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      if left === right { continue }
      guard left.hasSameProperties(as: right), left.subtreeCount == right.subtreeCount,
        left.storedChildren.count == right.storedChildren.count
      else { return false }
      pending.append(contentsOf: zip(left.storedChildren, right.storedChildren))
    }
    return true
  }
}
