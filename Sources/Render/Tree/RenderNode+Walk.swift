import Foundation

extension RenderNode {
  /// The node's frame in canvas coordinates, its offset included, when its parent's canvas
  /// origin is `parentOrigin`.
  @usableFromInline
  package func canvasFrame(parentOrigin: CGPoint) -> CGRect {
    CGRect(
      x: parentOrigin.x + frame.minX + offset.width,
      y: parentOrigin.y + frame.minY + offset.height,
      width: frame.width, height: frame.height)
  }

  /// Visits the node and its subtree depth first, back to front, each parent before its
  /// children: the one walk over render trees that the backends, the dump, hit testing and
  /// the accessibility dump share.
  ///
  /// The walk keeps its own stack, so a tree of any depth is safe. Each node receives the
  /// state its parent's `enter` returned, so what a walk carries down (a clip, an opacity, a
  /// path) needs no stack of its own.
  ///
  /// - Parameters:
  ///   - parentOrigin: The canvas origin of this node's parent.
  ///   - level: This node's level; its children are one level deeper.
  ///   - state: The state this node receives.
  ///   - order: The children in the order to visit them; in tree order when `nil`.
  ///   - enter: Called with a node, its frame in canvas coordinates (offset included), its
  ///     level and its parent's state; returns the state for its children, or `nil` to skip
  ///     them (and `leave`).
  ///   - leave: Called after a node's children with the state `enter` returned for them.
  /// - Complexity: O(n) in the nodes visited.
  // Inlinable, so that each caller in another module gets a copy specialised for its state:
  // unspecialised, every step's enum was copied and destroyed through its type's metadata,
  // looked up at run time (a tenth of writing a list's SVG).
  @inlinable
  package func walk<State>(
    parentOrigin: CGPoint = .zero, level: Int = 0, state: State,
    order: ((RenderNode) -> [RenderNode])? = nil,
    enter: (_ node: RenderNode, _ frame: CGRect, _ level: Int, _ state: State) -> State?,
    leave: (_ node: RenderNode, _ state: State) -> Void = { _, _ in }
  ) {
    // Room for a small subtree's steps from the start: a list's SVG walks each row apart,
    // and a stack of one step grew twice for a row of three views.
    var steps: [WalkStep<State>] = []
    steps.reserveCapacity(Self.initialWalkCapacity)
    steps.append(.visit(self, parentOrigin: parentOrigin, level: level, state))
    while let step = steps.popLast() {
      switch step {
      case .leave(let node, let state):
        leave(node, state)
      case .visit(let node, let parentOrigin, let level, let state):
        let frame = node.canvasFrame(parentOrigin: parentOrigin)
        guard let inner = enter(node, frame, level, state) else { continue }
        steps.append(.leave(node, inner))
        let children = order?(node) ?? node.children
        for child in children.reversed() {
          steps.append(.visit(child, parentOrigin: frame.origin, level: level + 1, inner))
        }
      }
    }
  }
}

extension RenderNode {
  /// The steps a walk makes room for before it starts.
  @usableFromInline static let initialWalkCapacity = 8
}

/// One step of ``RenderNode/walk(parentOrigin:level:state:order:enter:leave:)``.
@usableFromInline
enum WalkStep<State> {
  case visit(RenderNode, parentOrigin: CGPoint, level: Int, State)
  case leave(RenderNode, State)
}

extension RenderNode {
  /// For a mask's node, the child that is the mask: the last one (a view leaving the
  /// content during an animation stands before it); `nil` for any other node. The mask is
  /// not drawn, hit or read as content.
  package var maskChild: RenderNode? {
    role.isMask && children.count >= 2 ? children.last : nil
  }
}
