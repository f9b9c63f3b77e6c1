import Foundation
import Testing
import Widgets

/// Node ids come from identity: structural position, branch, ForEach id, explicit .id.
@MainActor
struct IdentityTests {
  private func ids(_ host: ViewHost) -> [String: NodeID] {
    var result: [String: NodeID] = [:]
    for (node, _) in host.renderTree.allNodes() {
      if let identifier = node.accessibility.identifier { result[identifier] = node.id }
    }
    return result
  }

  // The same view in the same place has the same id in two hosts (and processes).
  @Test func idsAreStableAcrossRenders() {
    let view = VStack {
      Text("a").tag("a"); Text("b").tag("b")
    }
    #expect(ids(host(view)) == ids(host(view)))
  }

  // ForEach rows are identified by their data's ids, not their positions: reordering the
  // data keeps each row's node id.
  @Test func forEachRowsKeepTheirIdsWhenReordered() {
    func list(_ values: [Int]) -> some View {
      VStack { ForEach(values, id: \.self) { Text("\($0)").tag("row\($0)") } }
    }
    let before = ids(host(list([1, 2, 3])))
    let after = ids(host(list([3, 1, 2])))
    #expect(before == after)
    #expect(Set(before.values).count == 3)
  }

  // Branches have distinct identities: the same view type in the other branch of an if/else
  // is a different node.
  @Test func conditionalBranchesHaveDistinctIds() {
    func view(_ flag: Bool) -> some View {
      VStack {
        if flag { Text("x").tag("t") } else { Text("x").tag("t") }
      }
    }
    #expect(ids(host(view(true)))["t"] != ids(host(view(false)))["t"])
  }

  // An explicit .id changes the identity with its value.
  @Test func explicitIdsChangeTheIdentity() {
    func view(_ id: Int) -> some View { Text("x").tag("t").id(id) }
    #expect(ids(host(view(1)))["t"] != ids(host(view(2)))["t"])
    #expect(ids(host(view(1)))["t"] == ids(host(view(1)))["t"])
  }

  // Inserting a sibling before a view changes its structural position, so its id.
  @Test func positionIsPartOfTheIdentity() {
    let alone = host(VStack { Text("b").tag("b") })
    let after = host(
      VStack {
        Text("a"); Text("b").tag("b")
      })
    #expect(ids(alone)["b"] != ids(after)["b"])
  }

  // Every node id in a tree is unique, also for modifiers on ForEach rows.
  @Test func nodeIdsAreUniqueInATree() {
    let host = host(
      VStack {
        ForEach(0..<20, id: \.self) { Text("\($0)") }
          .padding(2)
          .background(Color.red)
      })
    let all = host.renderTree.allNodes().map(\.node.id)
    #expect(Set(all).count == all.count)
  }
}

/// A view that nests itself `depth` times.
struct Nest: View {
  let depth: Int
  var body: some View {
    if depth > 0 {
      AnyView(Nest(depth: depth - 1).padding(1))
    } else {
      Text("leaf")
    }
  }
}

@MainActor
struct RobustnessTests {
  // A tree 100,000 levels deep is cut where the stack would run out, with one diagnostic,
  // and the rest still renders.
  @Test func absurdlyDeepViewTreesAreCutWithADiagnostic() {
    let host = host(Nest(depth: 100_000))
    #expect(host.diagnosticKinds == [.treeTooDeep])
    #expect(host.renderTree.root.children.count == 1)
  }

  // A NaN, negative or infinite host size becomes 0 with a diagnostic.
  @Test func invalidHostSizesAreReported() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(Color.red, size: CGSize(width: CGFloat.nan, height: -5))
    #expect(host.renderTree.size == .zero)
    #expect(host.diagnosticKinds == [.invalidFrameDimension])
  }

  // Changing the size lays the view out again.
  @Test func settingTheSizeRelaysOut() {
    let host = host(Color.red.frame(width: 20, height: 20).tag("c"))
    host.size = CGSize(width: 100, height: 40)
    #expect(host.frame(of: "c") == rect(40, 10, 20, 20))
  }

  // frame(of:) is nil for an unknown identifier.
  @Test func unknownIdentifiersHaveNoFrame() {
    #expect(host(Color.red).frame(of: "nothing") == nil)
  }

  // Effects are carried by the render tree, on the nodes they modify: the frame folds into
  // the colour that fills it, and the opacity into the result; the clip must apply outside
  // the opacity, so it keeps a node, into which the shadow
  // (drawn after the clip) and the label fold.
  @Test func effectsAreRecorded() throws {
    let host = host(
      Color.red.frame(width: 20, height: 20)
        .opacity(0.5)
        .clipShape(Circle())
        .shadow(color: .black, radius: 4, x: 1, y: 2)
        .accessibilityLabel("Dot"))
    let nodes = host.renderTree.allNodes().map(\.node)
    #expect(nodes.map(\.role.kind) == [.host, .clipShape, .color])
    let color = try #require(nodes.first { $0.role.kind == .color })
    #expect(color.effects.opacity == 0.5)
    #expect(color.layoutModifiers.map(\.kind) == [.frame])
    let clip = try #require(nodes.first { $0.role.kind == .clipShape })
    #expect(clip.effects.clip == .circle)
    #expect(clip.effects.shadow == Shadow(color: .black, radius: 4, x: 1, y: 2))
    #expect(clip.effects.opacity == 1)
    #expect(clip.accessibility.label == "Dot")
  }
}
