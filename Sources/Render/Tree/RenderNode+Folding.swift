import Foundation

extension RenderNode {
  /// The node that results from folding a modifier's node into the one node it wraps, or
  /// `nil` when the two cannot be told apart from one node.
  ///
  /// Effects, accessibility properties and gestures live on the node they modify (DESIGN §1.3),
  /// so `Circle().opacity(0.5).accessibilityIdentifier("dot")` is one node. The outer node
  /// folds in when it draws nothing of its own, the inner node fills it exactly, and one node
  /// can apply both sets of effects in its fixed order (clip, shadow, opacity, offset: see
  /// ``RenderEffects``): the inner node's effects must all come at earlier stages than the
  /// outer one's, except opacities (which multiply) and offsets (which add). Accessibility
  /// properties fold when they do not both set the same value; traits combine.
  ///
  /// The folded node keeps the inner node's identity and role, so adding an effect to a view
  /// updates its node rather than replacing it.
  package static func folding(
    outer: (id: NodeID, role: RenderRole, key: String?, viewName: String?, frame: CGRect),
    effects: RenderEffects, accessibility: AccessibilityInfo, into inner: RenderNode
  ) -> RenderNode? {
    // A `ForEach` keys only a row's outermost node, so the outer key may stand alone.
    guard outer.role.isFoldable, inner.key == nil || outer.key == inner.key,
      inner.frame == CGRect(origin: .zero, size: outer.frame.size),
      let effects = RenderEffects.folding(inner: inner.effects, outer: effects),
      let accessibility = AccessibilityInfo.folding(
        inner: inner.accessibility, outer: accessibility)
    else { return nil }
    var gestures = inner.gestures
    if case .tapGesture(let count) = outer.role.storage {
      gestures.append(RenderGesture(.tap(count: count), handler: outer.id))
    }
    return RenderNode(
      id: inner.id, role: inner.role, key: outer.key ?? inner.key,
      viewName: outer.viewName ?? inner.viewName, frame: outer.frame,
      content: inner.content,
      effects: effects, accessibility: accessibility, gestures: gestures,
      layoutModifiers: inner.layoutModifiers, children: inner.children)
  }

  /// The node a layout modifier's node folds into: its one child, moved into the modifier's
  /// parent's coordinates, listing the modifier's role first among its layout modifiers; or
  /// `nil` when the modifier's node must stay (it draws, or carries effects, accessibility or
  /// gestures, whose bounds are the modifier's, or a key the child's contradicts).
  ///
  /// A padding or a frame draws nothing, so the picture is the same with or without its
  /// node; what it did, sizing and placing the child, shows in the child's frame, and its
  /// parameters stay in the dump (`padding 14 › HStack`).
  ///
  /// - Parameter onlyIfFilled: Fold only when the child fills the modifier exactly, so that
  ///   the folded node keeps the modifier's bounds (for a modifier whose parent, an effect or
  ///   an accessibility property, applies to those bounds).
  package func foldingLayoutModifier(onlyIfFilled: Bool = false) -> RenderNode? {
    guard role.isLayoutWrapper, content == nil, children.count == 1,
      effects.isEmpty, accessibility.isEmpty, gestures.isEmpty
    else { return nil }
    return Self.folding(
      layoutModifier: (role, key, viewName, frame, layoutModifiers), into: children[0],
      onlyIfFilled: onlyIfFilled)
  }

  /// The node a plain layout modifier's node, made of `outer`'s parts, folds into: its only
  /// child `child`, as ``foldingLayoutModifier(onlyIfFilled:)`` describes; `nil` when it must
  /// stay. Placement folds a modifier this way without making its node first.
  package static func folding(
    layoutModifier outer: (
      role: RenderRole, key: String?, viewName: String?, frame: CGRect,
      layoutModifiers: [RenderRole]
    ),
    into child: RenderNode, onlyIfFilled: Bool
  ) -> RenderNode? {
    guard outer.key == nil || child.key == nil || outer.key == child.key,
      !onlyIfFilled || child.frame == CGRect(origin: .zero, size: outer.frame.size)
    else { return nil }
    let viewName = outer.viewName ?? child.viewName
    let decoration: Decoration
    if let carried = child.decoration, !carried.carriesOnlyNames {
      decoration = Decoration(
        viewName: viewName, effects: carried.effects, accessibility: carried.accessibility,
        gestures: carried.gestures,
        layoutModifiers: Self.joined(outer.layoutModifiers, outer.role, child.layoutModifiers))
    } else if outer.layoutModifiers.isEmpty {
      // `child.decoration`, if any, carries only names and modifiers.
      decoration = namesAndModifiers.decoration(
        viewName, folding: outer.role, into: child.decoration)
    } else {
      decoration = namesAndModifiers.decoration(
        viewName, outer.layoutModifiers, outer.role, child.layoutModifiers)
    }
    return RenderNode(
      id: child.id, role: child.role, key: outer.key ?? child.key,
      frame: child.frame.offsetBy(dx: outer.frame.minX, dy: outer.frame.minY),
      content: child.content, decoration: decoration, children: child.children)
  }

  /// `outer`, `role` and `inner` in one array, made once.
  static func joined(
    _ outer: [RenderRole], _ role: RenderRole, _ inner: [RenderRole]
  ) -> [RenderRole] {
    var result: [RenderRole] = []
    result.reserveCapacity(outer.count + 1 + inner.count)
    result += outer
    result.append(role)
    result += inner
    return result
  }

  /// A background's node with its shape drawn as its own content, when the shape fills it
  /// exactly, is first (behind the content) and carries nothing: one node where there were
  /// two. `nil` otherwise.
  package func foldingBackgroundShape() -> RenderNode? {
    guard case .overlay(background: true, _) = role.storage, content == nil,
      children.count == 2
    else { return nil }
    let shape = children[0]
    guard shape.isPlain, shape.children.isEmpty, shape.content?.shape != nil,
      shape.frame == CGRect(origin: .zero, size: frame.size)
    else { return nil }
    return RenderNode(
      id: id, role: role, key: key, viewName: viewName, frame: frame, content: shape.content,
      effects: effects, accessibility: accessibility, gestures: gestures,
      layoutModifiers: layoutModifiers, children: [children[1]])
  }
}

extension RenderEffects {
  /// The first stage whose effect is set, in drawing order: 0 clip, 1 shadow, 2 filters,
  /// 3 compositing (opacity, blend mode, isolation), 4 transform and projection, 5 offset.
  private var firstStage: Int? {
    if clip != nil { return 0 }
    if shadow != nil { return 1 }
    if !filters.isEmpty { return 2 }
    if opacity != 1 || blendMode != nil || isolates { return 3 }
    if transform != nil || projection != nil { return 4 }
    return offset != .zero ? 5 : nil
  }

  /// The last stage whose effect is set.
  private var lastStage: Int? {
    if offset != .zero { return 5 }
    if transform != nil || projection != nil { return 4 }
    if opacity != 1 || blendMode != nil || isolates { return 3 }
    if !filters.isEmpty { return 2 }
    if shadow != nil { return 1 }
    return clip != nil ? 0 : nil
  }

  /// `outer` applied after `inner`, as one set of effects, or `nil` when one node cannot
  /// apply them in that order.
  static func folding(inner: RenderEffects, outer: RenderEffects) -> RenderEffects? {
    guard let first = outer.firstStage, let last = inner.lastStage else {
      return outer.isEmpty ? inner : outer
    }
    // Filters chain, opacities multiply and offsets add, so one stage shared by both still
    // folds; two transforms about their own anchors do not.
    guard last < first || (last == first && (first == 2 || first == 3 || first == 5)) else {
      return nil
    }
    // A shadow and filters both want the group's one filter: they stay on two nodes.
    if (inner.shadow != nil || outer.shadow != nil)
      && !(inner.filters.isEmpty && outer.filters.isEmpty)
    {
      return nil
    }
    // Two blend modes, or a blend mode inside an isolated group, need two groups.
    if inner.blendMode != nil && (outer.blendMode != nil || outer.isolates) { return nil }
    var result = inner
    result.blendMode = inner.blendMode ?? outer.blendMode
    result.isolates = inner.isolates || outer.isolates
    result.clip = inner.clip ?? outer.clip
    result.shadow = inner.shadow ?? outer.shadow
    result.filters = inner.filters + outer.filters
    result.transform = inner.transform ?? outer.transform
    result.projection = inner.projection ?? outer.projection
    result.opacity = inner.opacity * outer.opacity
    result.offset = CGSize(
      width: inner.offset.width + outer.offset.width,
      height: inner.offset.height + outer.offset.height)
    return result
  }
}

extension AccessibilityInfo {
  /// `inner` with `outer`'s properties added, or `nil` when both set the same property.
  static func folding(inner: AccessibilityInfo, outer: AccessibilityInfo) -> AccessibilityInfo? {
    if outer.isEmpty { return inner }
    if inner.isEmpty { return outer }
    if inner.identifier != nil && outer.identifier != nil { return nil }
    if inner.label != nil && outer.label != nil { return nil }
    if inner.sortPriority != 0 && outer.sortPriority != 0 { return nil }
    if inner.value != nil && outer.value != nil { return nil }
    if inner.hint != nil && outer.hint != nil { return nil }
    if inner.children != nil && outer.children != nil { return nil }
    return outer.wrapping(inner)
  }

  /// This modifier's properties around `inner`'s: each property this one sets wins, traits
  /// add up less the traits this one removes, actions add up, hidden spreads.
  package func wrapping(_ inner: AccessibilityInfo) -> AccessibilityInfo {
    var result = self
    result.identifier = identifier ?? inner.identifier
    result.label = label ?? inner.label
    result.sortPriority = sortPriority != 0 ? sortPriority : inner.sortPriority
    result.isHidden = isHidden || inner.isHidden
    result.value = value ?? inner.value
    result.hint = hint ?? inner.hint
    result.children = children ?? inner.children
    result.actions = actions + inner.actions.filter { !actions.contains($0) }
    result.traits = traits.union(inner.traits.subtracting(removedTraits))
    result.removedTraits = removedTraits.union(inner.removedTraits)
    return result
  }
}
