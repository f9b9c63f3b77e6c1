import Foundation
import Testing

@testable import Render

/// When a modifier's node folds into the node it wraps, and what the folded node carries.
struct RenderNodeFoldingTests {
  private let size = CGSize(width: 20, height: 10)

  private func inner(
    effects: RenderEffects = RenderEffects(), accessibility: AccessibilityInfo = .init()
  ) -> RenderNode {
    RenderNode(
      id: NodeID(rawValue: 1), role: RenderRole(.color), key: "k",
      frame: CGRect(origin: .zero, size: size), effects: effects, accessibility: accessibility)
  }

  private func fold(
    _ role: RenderRole, effects: RenderEffects = RenderEffects(),
    accessibility: AccessibilityInfo = .init(), into node: RenderNode
  ) -> RenderNode? {
    RenderNode.folding(
      outer: (NodeID(rawValue: 2), role, "k", nil, CGRect(x: 5, y: 6, width: 20, height: 10)),
      effects: effects, accessibility: accessibility, into: node)
  }

  private func effects(_ change: (inout RenderEffects) -> Void) -> RenderEffects {
    var effects = RenderEffects()
    change(&effects)
    return effects
  }

  // The folded node is the inner node (its id, role and key) at the outer node's frame.
  @Test func theFoldedNodeKeepsTheInnerIdentity() throws {
    let folded = try #require(
      fold(RenderRole(.opacity(0.5)), effects: effects { $0.opacity = 0.5 }, into: inner()))
    #expect(folded.id == NodeID(rawValue: 1))
    #expect(folded.role.kind == .color)
    #expect(folded.key == "k")
    #expect(folded.frame == CGRect(x: 5, y: 6, width: 20, height: 10))
    #expect(folded.effects.opacity == 0.5)
  }

  // One node applies clip, then shadow, then opacity, then offset: an outer effect at a
  // later stage folds; at an earlier stage it keeps its own node.
  @Test func effectsFoldOnlyInDrawingOrder() {
    let shadow = Shadow(color: .black, radius: 2, x: 1, y: 1)
    let shadowed = inner(effects: effects { $0.shadow = shadow })
    #expect(
      fold(RenderRole(.opacity(0.5)), effects: effects { $0.opacity = 0.5 }, into: shadowed)?
        .effects
        == effects {
          $0.shadow = shadow
          $0.opacity = 0.5
        })
    #expect(
      fold(RenderRole(.clipped), effects: effects { $0.clip = .rectangle }, into: shadowed) == nil)
    let faded = inner(effects: effects { $0.opacity = 0.5 })
    #expect(
      fold(
        RenderRole(.shadow(radius: 2, x: 1, y: 1)), effects: effects { $0.shadow = shadow },
        into: faded) == nil)
    #expect(
      fold(
        RenderRole(.shadow(radius: 2, x: 1, y: 1)), effects: effects { $0.shadow = shadow },
        into: shadowed) == nil)
  }

  // Opacities multiply and offsets add, so the same stage on both sides still folds.
  @Test func opacitiesMultiplyAndOffsetsAdd() {
    let moved = inner(
      effects: effects {
        $0.opacity = 0.5
        $0.offset = CGSize(width: 1, height: 2)
      })
    let folded = fold(
      RenderRole(.offset(CGSize(width: 3, height: 4))),
      effects: effects { $0.offset = CGSize(width: 3, height: 4) }, into: moved)
    #expect(folded?.effects.offset == CGSize(width: 4, height: 6))
    #expect(folded?.effects.opacity == 0.5)
    let twice = fold(RenderRole(.opacity(0.5)), effects: effects { $0.opacity = 0.5 }, into: moved)
    // The inner offset (stage 3) comes after an outer opacity (stage 2): no fold.
    #expect(twice == nil)
    let faded = inner(effects: effects { $0.opacity = 0.5 })
    #expect(
      fold(RenderRole(.opacity(0.5)), effects: effects { $0.opacity = 0.5 }, into: faded)?
        .effects.opacity == 0.25)
  }

  // Accessibility properties fold unless both set the same one; traits combine.
  @Test func accessibilityFoldsWithoutConflicts() {
    var identified = AccessibilityInfo()
    identified.identifier = "a"
    identified.traits = .isButton
    var labelled = AccessibilityInfo()
    labelled.label = "Label"
    labelled.traits = .isHeader
    let folded = fold(
      RenderRole(.accessibilityLabel), accessibility: labelled,
      into: inner(accessibility: identified))
    #expect(folded?.accessibility.identifier == "a")
    #expect(folded?.accessibility.label == "Label")
    #expect(folded?.accessibility.traits == [.isButton, .isHeader])
    var other = AccessibilityInfo()
    other.identifier = "b"
    #expect(
      fold(
        RenderRole(.accessibilityIdentifier), accessibility: other,
        into: inner(accessibility: identified)) == nil)
  }

  // A tap gesture becomes the folded node's gesture, handled under the modifier's id, and
  // the dump shows it at the end of the line.
  @Test func tapGesturesFoldWithTheirHandler() throws {
    let folded = try #require(fold(RenderRole(.tapGesture(count: 2)), into: inner()))
    #expect(folded.gestures == [RenderGesture(.tap(count: 2), handler: NodeID(rawValue: 2))])
    #expect(folded.gestures.first?.tapCount == 2)
    #expect(
      RenderTree(root: folded, size: folded.frame.size).dump(options: .relativeFrames)
        == "Color [k] (5, 6, 20, 10) onTapGesture count: 2\n")
  }

  // Layout modifiers, and inner nodes that do not fill the outer one, never fold.
  @Test func onlyFillingEffectModifiersFold() {
    #expect(fold(RenderRole(.padding(EdgeInsets())), into: inner()) == nil)
    let smaller = RenderNode(
      id: NodeID(rawValue: 1), role: RenderRole(.color), key: "k",
      frame: CGRect(x: 1, y: 0, width: 19, height: 10))
    #expect(fold(RenderRole(.opacity(1)), into: smaller) == nil)
  }
}

/// When a layout modifier's node folds into the view it sizes, and a background's shape into
/// the background.
struct LayoutFoldingTests {
  private func color(_ id: UInt64, _ frame: CGRect, key: String? = nil) -> RenderNode {
    RenderNode(
      id: NodeID(rawValue: id), role: RenderRole(.color), key: key, frame: frame,
      content: RenderContent(.shape(ShapeContent(geometry: .rectangle, paint: .color(.black)))))
  }

  private let padding = RenderRole(.padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)))

  // The child moves into the padding's parent's coordinates and lists the padding.
  @Test func aPaddingFoldsIntoItsChild() throws {
    let wrapper = RenderNode(
      id: NodeID(rawValue: 2), role: padding, key: "row", viewName: "Row",
      frame: CGRect(x: 10, y: 20, width: 28, height: 18),
      children: [color(1, CGRect(x: 4, y: 4, width: 20, height: 10))])
    let folded = try #require(wrapper.foldingLayoutModifier())
    #expect(folded.id == NodeID(rawValue: 1))
    #expect(folded.role.kind == .color)
    #expect(folded.frame == CGRect(x: 14, y: 24, width: 20, height: 10))
    #expect(folded.layoutModifiers == [padding])
    #expect(folded.key == "row")
    #expect(folded.viewName == "Row")
    #expect(
      RenderTree(root: folded, size: .zero).dump(options: .relativeFrames)
        == "padding 4 › Color [row] (14, 24, 20, 10) fill #000000\n")
  }

  // What applies to the padding's own bounds, or draws, keeps its node; so does a key the
  // child's contradicts, and any modifier that is not a layout modifier.
  @Test func whatAppliesToTheModifiersBoundsKeepsItsNode() {
    let child = color(1, CGRect(x: 4, y: 4, width: 20, height: 10), key: "a")
    var accessibility = AccessibilityInfo()
    accessibility.identifier = "box"
    var effects = RenderEffects()
    effects.clip = .rectangle
    let frame = CGRect(x: 0, y: 0, width: 28, height: 18)
    let kept = [
      RenderNode(
        id: NodeID(rawValue: 2), role: padding, frame: frame, accessibility: accessibility,
        children: [child]),
      RenderNode(
        id: NodeID(rawValue: 2), role: padding, frame: frame, effects: effects, children: [child]),
      RenderNode(id: NodeID(rawValue: 2), role: padding, key: "b", frame: frame, children: [child]),
      RenderNode(
        id: NodeID(rawValue: 2), role: RenderRole(.stack(.vertical, alignment: nil, spacing: nil)),
        frame: frame, children: [child]),
      RenderNode(
        id: NodeID(rawValue: 2), role: padding, frame: frame, children: [child, child]),
    ]
    for node in kept { #expect(node.foldingLayoutModifier() == nil) }
  }

  // Two modifiers in a row: the outer is listed first.
  @Test func nestedModifiersListOutermostFirst() throws {
    let frameRole = RenderRole(.frame(width: 20, height: 10, alignment: nil))
    let inner = try #require(
      RenderNode(
        id: NodeID(rawValue: 2), role: frameRole, frame: CGRect(x: 4, y: 4, width: 20, height: 10),
        children: [color(1, CGRect(x: 0, y: 0, width: 20, height: 10))]
      ).foldingLayoutModifier())
    let outer = try #require(
      RenderNode(
        id: NodeID(rawValue: 3), role: padding, frame: CGRect(x: 1, y: 1, width: 28, height: 18),
        children: [inner]
      ).foldingLayoutModifier())
    #expect(outer.layoutModifiers == [padding, frameRole])
    #expect(outer.frame == CGRect(x: 5, y: 5, width: 20, height: 10))
  }

  // Rows that fold the same modifiers under the same view name share one decoration; what
  // differs in name, modifiers or order, or carries more, has its own, and each reads back
  // exactly what it was made with.
  @Test func nodesThatFoldTheSameModifiersShareADecoration() throws {
    let frameRole = RenderRole(.frame(width: 20, height: 10, alignment: nil))
    func row(_ id: UInt64, _ roles: [RenderRole], name: String? = "Row") throws -> RenderNode {
      var node = color(id, CGRect(x: 0, y: 0, width: 20, height: 10))
      for (index, role) in roles.reversed().enumerated() {
        node = try #require(
          RenderNode(
            id: NodeID(rawValue: 100 + UInt64(index)), role: role,
            viewName: index == roles.count - 1 ? name : nil,
            frame: CGRect(x: 1, y: 1, width: 28, height: 18), children: [node]
          ).foldingLayoutModifier())
      }
      return node
    }
    let first = try row(1, [padding, frameRole])
    let second = try row(2, [padding, frameRole])
    #expect(first.decoration === second.decoration)
    #expect(second.layoutModifiers == [padding, frameRole])
    #expect(second.viewName == "Row")
    let others = try [
      row(3, [frameRole, padding]), row(4, [padding]), row(5, [padding, frameRole], name: "Other"),
      row(6, [padding, frameRole], name: nil),
    ]
    for other in others { #expect(other.decoration !== first.decoration) }
    #expect(
      others.map(\.layoutModifiers) == [
        [frameRole, padding], [padding], [padding, frameRole], [padding, frameRole],
      ])
    #expect(others.map(\.viewName) == ["Row", "Row", "Other", nil])
    // Effects are the node's own: a decoration carrying them is never shared.
    var effects = RenderEffects()
    effects.opacity = 0.5
    let faded = RenderNode(
      id: NodeID(rawValue: 7), role: RenderRole(.color), viewName: "Row",
      frame: CGRect(x: 0, y: 0, width: 20, height: 10), effects: effects,
      layoutModifiers: [padding, frameRole])
    #expect(faded.decoration !== first.decoration)
    #expect(faded.effects.opacity == 0.5)
    #expect(first.effects.opacity == 1)
  }

  // Recent folds are found by the decoration folded into: ten frames folded in turn (more
  // than are kept), then all of them again, each read back what it was made with; the same
  // fold twice shares one decoration, and a fold into another decoration or under another
  // name has its own.
  @Test func recentFoldsReadBackWhatTheyFolded() throws {
    func folded(_ role: RenderRole, name: String?, into child: RenderNode) throws -> RenderNode {
      try #require(
        RenderNode.folding(
          layoutModifier: (role, nil, name, CGRect(x: 1, y: 1, width: 28, height: 18), []),
          into: child, onlyIfFilled: false))
    }
    let leaf = color(1, CGRect(x: 0, y: 0, width: 20, height: 10))
    let frames = (1...10).map { RenderRole(.frame(width: CGFloat($0), height: 10, alignment: nil)) }
    let first = try frames.map { try folded($0, name: nil, into: leaf) }
    let again = try frames.map { try folded($0, name: nil, into: leaf) }
    #expect(first.map(\.layoutModifiers) == frames.map { [$0] })
    #expect(again.map(\.layoutModifiers) == frames.map { [$0] })
    #expect(again.allSatisfy { $0.viewName == nil })
    // The last frame, just folded without a name, now under one.
    let named = try folded(frames[9], name: "Row", into: leaf)
    let namedAgain = try folded(frames[9], name: "Row", into: leaf)
    #expect(named.decoration === namedAgain.decoration)
    #expect(named.viewName == "Row")
    #expect(named.decoration !== again[9].decoration)
    let outer = try folded(padding, name: nil, into: named)
    let outerLast = try folded(padding, name: nil, into: again[9])
    let outerOther = try folded(padding, name: nil, into: again[8])
    #expect(outer.layoutModifiers == [padding, frames[9]])
    #expect(outer.viewName == "Row")
    #expect(outerLast.layoutModifiers == [padding, frames[9]])
    #expect(outerOther.layoutModifiers == [padding, frames[8]])
    #expect(outerOther.viewName == nil)
    #expect(try folded(padding, name: nil, into: namedAgain).decoration === outer.decoration)
  }

  // Placement folds a plain modifier without making its node: the same node as folding the
  // node made first.
  @Test func foldingFromPartsEqualsFoldingTheNode() throws {
    let child = color(1, CGRect(x: 4, y: 4, width: 20, height: 10), key: "a")
    let frame = CGRect(x: 10, y: 20, width: 28, height: 18)
    let made = try #require(
      RenderNode(
        id: NodeID(rawValue: 2), role: padding, key: "a", viewName: "Row", frame: frame,
        children: [child]
      ).foldingLayoutModifier())
    let direct = try #require(
      RenderNode.folding(
        layoutModifier: (padding, "a", "Row", frame, []), into: child, onlyIfFilled: false))
    #expect(direct.hasSameProperties(as: made))
    #expect(direct.frame == CGRect(x: 14, y: 24, width: 20, height: 10))
    // Not filled, when it must be; a contradicting key: no fold either way.
    #expect(
      RenderNode.folding(
        layoutModifier: (padding, nil, nil, frame, []), into: child, onlyIfFilled: true) == nil)
    #expect(
      RenderNode.folding(
        layoutModifier: (padding, "b", nil, frame, []), into: child, onlyIfFilled: false) == nil)
  }

  // A background's shape that fills it becomes the background's content, behind the rest.
  @Test func aBackgroundShapeBecomesTheBackgroundsContent() throws {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    let shape = color(1, CGRect(origin: .zero, size: frame.size))
    let content = color(2, CGRect(x: 10, y: 5, width: 20, height: 10))
    let background = RenderNode(
      id: NodeID(rawValue: 3), role: RenderRole(.overlay(background: true, alignment: nil)),
      frame: frame, children: [shape, content])
    let folded = try #require(background.foldingBackgroundShape())
    #expect(folded.content == shape.content)
    #expect(folded.children.map(\.id) == [NodeID(rawValue: 2)])
    // A shape that does not fill the background, or is not behind, stays.
    let smaller = color(1, CGRect(x: 1, y: 1, width: 10, height: 10))
    #expect(background.with(children: [smaller, content]).foldingBackgroundShape() == nil)
    #expect(background.with(children: [content, shape]).foldingBackgroundShape() == nil)
  }
}
