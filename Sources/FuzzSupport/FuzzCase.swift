import Foundation

/// One fuzz case: a random view tree, an edited version of it, a host, and the things done
/// to the host in turn (the edit, resizes, colour-scheme and Dynamic Type switches, taps).
package struct FuzzCase: CustomStringConvertible {
  /// Something done to the host.
  package enum Step: Equatable, CustomStringConvertible {
    case edit
    case resize(CGSize)
    case dark(Bool)
    case dynamicType(Int)
    case tap(String)
    case scroll(CGPoint)
    /// The edit made in `withAnimation` (a linear half second).
    case animatedEdit
    /// The host's clock moved on.
    case advance(Double)

    /// Whether the step is an interaction (a tap, a scroll), which updates the host itself.
    package var kind: Kind {
      switch self {
      case .tap, .scroll, .advance: .interaction
      default: .change
      }
    }

    /// What kind of thing a step does to the host: a change made outside it, or an
    /// interaction through it.
    package enum Kind { case change, interaction }

    package var description: String {
      switch self {
      case .edit: "show the edited tree"
      case .resize(let size):
        "host.size = CGSize(width: \(n(size.width)), height: \(n(size.height)))"
      case .dark(let dark): "colour scheme \(dark ? "dark" : "light")"
      case .dynamicType(let size): "Dynamic Type size \(size)"
      case .tap(let target): "try? host.tap(\(literal(target)))"
      case .scroll(let point): "host.scroll(to: CGPoint(x: \(n(point.x)), y: \(n(point.y))))"
      case .animatedEdit: "withAnimation(.linear(duration: 0.5)) { show the other tree }"
      case .advance(let seconds): "host.advance(by: \(n(CGFloat(seconds))))"
      }
    }
  }

  package let seed: UInt64
  package var tree: FuzzNode
  package var edited: FuzzNode
  package var size: CGSize
  package var scale: CGFloat
  package var steps: [Step]

  /// The case `seed` stands for.
  package init(seed: UInt64) {
    self.seed = seed
    var generator = FuzzGenerator(seed: seed)
    tree = generator.tree()
    edited = generator.mutated(tree)
    var random = generator.random
    let lengths: [CGFloat] = [390, 200, 0, 1, -5, .nan, .infinity, 1e308, 1e-3, 844]
    size =
      random.chance(0.8)
      ? CGSize(width: 390, height: 844)
      : CGSize(width: random.pick(lengths), height: random.pick(lengths))
    scale = random.chance(0.8) ? 2 : random.pick([1, 3, 0, -1, .nan, 1e308, 0.5])
    steps = [.edit]
    for _ in 0..<random.int(0...3) {
      switch random.int(0...3) {
      case 0:
        steps.append(.resize(CGSize(width: random.pick(lengths), height: random.pick(lengths))))
      case 1: steps.append(.dark(random.chance(0.5)))
      case 2: steps.append(.dynamicType(random.int(0...11)))
      default: steps.append(.tap(random.pick(["a", "b", "row", "Hello", "0", "1", ""])))
      }
    }
    if random.chance(0.5) { steps.append(.edit) }
    // Drawn after everything else, so that adding scrolls left the cases of earlier seeds
    // as they were, apart from the scroll.
    if random.chance(0.3) {
      let offsets: [CGFloat] = [0, 50, 300, -20, 1e9, .infinity, -.infinity, .nan]
      let point = CGPoint(x: random.pick(offsets), y: random.pick(offsets))
      steps.insert(.scroll(point), at: random.int(1...steps.count))
    }
    // Drawn last too: an animated edit and the clock moving through it, past its end, or
    // by hostile amounts.
    if random.chance(0.3) {
      steps.append(.animatedEdit)
      for _ in 0..<random.int(1...3) {
        steps.append(
          .advance(Double(random.pick([0.1, 0.25, 1, 0, -1, .nan, .infinity] as [CGFloat]))))
      }
    }
  }

  /// The case as a reproduction: the trees as SwiftUI-like code and the steps.
  package var description: String {
    """
    seed \(seed): a host of \(n(size.width)) × \(n(size.height)) at scale \(n(scale)) showing
    \(tree)
    then \(steps.map(\.description).joined(separator: ", then ")), the edited tree being
    \(edited)
    """
  }

  /// The nodes and modifiers of both trees and the steps: what shrinking reduces.
  package var weight: Int {
    tree.weight + edited.weight + steps.count
      + (size == CGSize(width: 390, height: 844) && scale == 2 ? 0 : 1)
  }

  /// Smaller cases: fewer steps, or smaller trees.
  package func shrinkCandidates() -> [FuzzCase] {
    var result: [FuzzCase] = []
    for index in steps.indices {
      var copy = self
      copy.steps.remove(at: index)
      result.append(copy)
    }
    if size != CGSize(width: 390, height: 844) || scale != 2 {
      var copy = self
      copy.size = CGSize(width: 390, height: 844)
      copy.scale = 2
      result.append(copy)
    }
    for smaller in tree.shrinkCandidates() {
      var copy = self
      copy.tree = smaller
      result.append(copy)
    }
    for smaller in edited.shrinkCandidates() {
      var copy = self
      copy.edited = smaller
      result.append(copy)
    }
    return result
  }
}
