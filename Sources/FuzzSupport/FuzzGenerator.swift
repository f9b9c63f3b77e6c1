import Foundation

/// Makes random view trees with hostile values: NaN, ±∞, ±1e308, subnormals, negative
/// lengths, min > max, empty, control-character and huge text, deep and wide nesting, and
/// ids that repeat, collide or are objects.
package struct FuzzGenerator {
  package var random: FuzzRandom

  package init(seed: UInt64) { random = FuzzRandom(seed: seed) }

  /// Lengths, hostile and ordinary alike.
  private static let lengths: [CGFloat] = [
    0, 1, 8, 20, 44, 100, 390, -1, -100, .nan, .infinity, -.infinity, 1e308, -1e308, 1e21,
    1e-17, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.5, 1.0 / 3,
  ]

  private static let texts: [String] = [
    "", "Hello", "Hello, World", "a b c d e f g h i j k l m n o p", "\u{0}\u{1B}[31mred\u{7}",
    "\u{85}next\u{9B}31m", "مرحبا بالعالم", "你好世界你好世界", "👩‍👩‍👧‍👦🏳️‍🌈", "e\u{301}\u{302}\u{303}",
    "<script>&amp;\"'</script>", "nan inf", "\n\n\t", "\u{2028}\u{2029}", "\u{FEFF}\u{200B}",
    String(repeating: "long ", count: 200),
  ]

  private mutating func length() -> CGFloat { random.pick(Self.lengths) }
  private mutating func optionalLength() -> CGFloat? { random.chance(0.3) ? nil : length() }
  private mutating func text() -> String { random.pick(Self.texts) }

  /// A tree of at most about `budget` nodes, nesting up to `depth` levels (sometimes a long
  /// chain).
  package mutating func tree(depth: Int = 6, budget: Int = 30) -> FuzzNode {
    var remaining = budget
    if random.chance(0.03) { return chain(length: random.int(50...400)) }
    return node(depth: depth, remaining: &remaining)
  }

  /// A deep chain of stacks with modifiers around a text.
  private mutating func chain(length: Int) -> FuzzNode {
    var node = FuzzNode(.text(text()))
    for _ in 0..<length {
      node = FuzzNode(
        .stack(random.pick([.hStack, .vStack, .zStack]), spacing: nil),
        modifiers: random.chance(0.5) ? [modifier()] : [], children: [node])
    }
    return node
  }

  private mutating func node(depth: Int, remaining: inout Int) -> FuzzNode {
    remaining -= 1
    let kind: FuzzNode.Kind
    var children: [FuzzNode] = []
    if depth > 0, remaining > 0, random.chance(0.45) {
      kind = container()
      let count = random.int(kind == .geometryReader ? 1...1 : 0...4)
      for _ in 0..<count where remaining > 0 {
        children.append(node(depth: depth - 1, remaining: &remaining))
      }
    } else {
      kind = leaf()
    }
    var modifiers: [FuzzModifier] = []
    for _ in 0..<random.int(0...3) { modifiers.append(modifier()) }
    return FuzzNode(kind, modifiers: modifiers, children: children)
  }

  private mutating func container() -> FuzzNode.Kind {
    switch random.int(0...9) {
    case 0...3:
      .stack(random.pick([.hStack, .vStack, .zStack, .lazyVStack]), spacing: optionalLength())
    case 4, 5: .forEach(ids())
    case 6: .geometryReader
    case 7: .scatter(length())
    case 8: .scroll(vertical: random.chance(0.7))
    default: .stack(.vStack, spacing: nil)
    }
  }

  private mutating func ids() -> FuzzIDs {
    let count = random.int(0...6)
    switch random.int(0...4) {
    case 0: return .ints((0..<count).map { _ in random.int(0...4) })
    case 1: return .strings((0..<count).map { _ in random.pick(["a", "b", "", "\u{0}", "a"]) })
    case 2:
      return .doubles((0..<count).map { _ in random.pick([Double.nan, 1, -0.0, 0, .infinity]) })
    case 3: return .objects((0..<count).map { _ in random.int(0...3) })
    default: return .colliding((0..<count).map { _ in random.int(0...3) })
    }
  }

  private mutating func leaf() -> FuzzNode.Kind {
    switch random.int(0...10) {
    case 0...2: .text(text())
    case 10: .number(Double(random.pick([1234.567, -0.5, .nan, .infinity, 1e308] as [CGFloat])))
    case 3: .color(random.pick([.red, .blue, .green, .clear, .primary]))
    case 4, 5:
      .shape(shape(), stroke: random.chance(0.4) ? length() : nil, dash: dash(), paint: paint())
    case 6: .image(random.pick(["star.fill", "heart", "no.such.symbol", ""]))
    case 7: .spacer(optionalLength())
    case 8: .divider
    default: .button(text())
    }
  }

  private mutating func shape() -> FuzzShape {
    switch random.int(0...5) {
    case 0: .rectangle
    case 1: .circle
    case 2: .capsule
    case 3: .ellipse
    case 4: .rounded(length())
    default:
      .path((0..<random.int(0...4)).map { _ in CGPoint(x: unit(), y: unit()) })
    }
  }

  private mutating func unit() -> CGFloat { random.pick([0, 0.5, 1, .nan, .infinity, -2, 1e308]) }

  private mutating func dash() -> [CGFloat] {
    random.chance(0.8) ? [] : (0..<random.int(1...3)).map { _ in length() }
  }

  private mutating func paint() -> FuzzPaint {
    switch random.int(0...3) {
    case 0: .linear(start: CGPoint(x: unit(), y: unit()), end: CGPoint(x: unit(), y: unit()))
    case 1: .radial(start: length(), end: length())
    default: .color(random.pick([.red, .blue, .green, .clear, .primary]))
    }
  }

  mutating func modifier() -> FuzzModifier {
    switch random.int(0...32) {
    case 0: .padding(length())
    case 1: .frame(width: optionalLength(), height: optionalLength())
    case 2: .flexibleFrame(min: optionalLength(), ideal: optionalLength(), max: optionalLength())
    case 3: .offset(length(), length())
    case 4: .position(length(), length())
    case 5: .opacity(Double(random.pick([0, 0.5, 1, -1, 2, .nan] as [CGFloat])))
    case 6: .shadow(length())
    case 7: .border(length())
    case 8: .background(random.pick([.red, .blue, .clear]))
    case 9: .overlay(random.pick([.red, .green]))
    case 10: .clipCircle
    case 11: .cornerRadius(length())
    case 12: .fixedSize
    case 13: .layoutPriority(Double(random.pick([0, 1, -1, .nan, .infinity] as [CGFloat])))
    case 14: .alignmentGuide(length())
    case 15: .lineLimit(random.pick([nil, 0, 1, 2, -1, Int.max]))
    case 16: .fontSize(length())
    case 17: .lineSpacing(length())
    case 18: .identifier(random.pick(["a", "b", "row", "", "\u{1}x"]))
    case 19: .label(text())
    case 20: .onTap
    case 21: .id(random.int(0...3))
    case 22: .hidden
    case 23: .aspectRatio(random.chance(0.3) ? nil : length())
    case 24: .foreground(paint())
    case 25: .bold
    case 26: .rightToLeft
    case 28: .scaleEffect(random.pick([0, 0.5, 2, -1, .nan, .infinity, 1e308]))
    case 29: .rotation3D(Double(random.pick([0, 45, 90, -30, .nan, .infinity] as [CGFloat])))
    case 30: .mask
    case 31: .blurReplace
    case 32: .trim(random.pick([0, 0.5, 1, -1, .nan, 2]))
    default: .dynamicType(random.int(0...11))
    }
  }

  /// `tree` with a few random edits: a changed leaf, a modifier added or removed, a child
  /// added or removed, or ids reordered.
  package mutating func mutated(_ tree: FuzzNode) -> FuzzNode {
    var copy = tree
    for _ in 0..<random.int(1...3) { mutate(&copy, depth: 0) }
    return copy
  }

  private mutating func mutate(_ node: inout FuzzNode, depth: Int) {
    if !node.children.isEmpty, depth < 200, random.chance(0.6) {
      let index = random.int(0...(node.children.count - 1))
      mutate(&node.children[index], depth: depth + 1)
      return
    }
    switch random.int(0...5) {
    case 0: node.modifiers.append(modifier())
    case 1: if !node.modifiers.isEmpty { node.modifiers.removeLast() }
    case 2:
      if !node.children.isEmpty {
        node.children.remove(at: random.int(0...(node.children.count - 1)))
      }
    case 3:
      if case .forEach(let ids) = node.kind, case .ints(let values) = ids {
        node.kind = .forEach(.ints(values.reversed() + [random.int(0...5)]))
      } else {
        node.kind = leaf()
        node.children = []
      }
    case 4: node.children.insert(FuzzNode(leaf()), at: 0)
    default:
      if case .text = node.kind {
        node.kind = .text(text())
      } else {
        node.modifiers.append(modifier())
      }
    }
  }
}
