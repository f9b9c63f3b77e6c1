import Foundation
import Render
import Testing

@testable import Widgets

/// What an element gives back of its last resolution: one node, as most views make, kept
/// without an array; none or several in a list; `nil` from `resolve` when they stand.
@MainActor
struct ElementOutputTests {
  // Made in each test, on the thread that resolves: a session's stack guard measures the
  // stack of the thread it is made on.
  private func makeContext() -> ResolveContext {
    ResolveContext(environment: EnvironmentValues(), session: ResolveSession())
  }

  private func element<V: View>(for _: V.Type) -> Element {
    Element(id: NodeID(rawValue: 1), viewType: ObjectIdentifier(V.self))
  }

  // A view resolved again unchanged gives back `nil` from `resolve`, and its node from
  // `update`; a changed view gives back its node, reused.
  @Test func resolvingAnUnchangedViewGivesBackNothingNew() throws {
    let context = makeContext()
    let element = element(for: Text.self)
    let made = try #require(element.resolve(Text("Milk"), context: context))
    #expect(made.count == 1 && made[0].role == RenderRole(.text))
    #expect(element.outputCount == 1 && element.outputs.count == 1)
    #expect(element.outputs[0] === made[0])
    #expect(element.resolve(Text("Milk"), context: context) == nil)
    let again = element.update(with: Text("Milk"), context: context)
    #expect(again.count == 1 && again[0] === made[0])
    let changed = try #require(element.resolve(Text("Eggs"), context: context))
    #expect(changed.count == 1 && changed[0] === made[0])
    #expect(element.outputs[0] === made[0])
  }

  // Several nodes and none are kept as a list; each is added to a parent's list in order.
  @Test func outputsAreAddedInOrder() throws {
    let context = makeContext()
    typealias Row = TupleView<Text, Spacer, Text>
    let tuple = element(for: Row.self)
    let made = try #require(
      tuple.resolve(TupleView(Text("a"), Spacer(), Text("b")), context: context))
    #expect(
      made.map(\.role) == [
        RenderRole(.text), RenderRole(.spacer(minLength: nil)), RenderRole(.text),
      ])
    #expect(tuple.outputCount == 3)
    var nodes: [LayoutNode] = []
    tuple.appendOutputs(to: &nodes)
    #expect(nodes.count == 3 && zip(nodes, made).allSatisfy { $0 === $1 })

    let text = element(for: Text.self)
    _ = text.update(with: Text("c"), context: context)
    text.appendOutputs(to: &nodes)
    #expect(nodes.count == 4 && nodes[3] === text.outputs[0])

    let empty = element(for: EmptyView.self)
    #expect(empty.resolve(EmptyView(), context: context)?.isEmpty == true)
    #expect(empty.outputCount == 0)
    empty.appendOutputs(to: &nodes)
    #expect(nodes.count == 4)
  }

  // A stack's element stands in for the element of the tuple it holds: the tuple's views are
  // its own children, one element fewer, and each keeps the id it would have under the
  // tuple's element at slot 0 (the stack's id, then slot 0, then the view's slot), which is
  // the id it has under a custom layout, whose tuple keeps an element.
  @Test func aStacksTupleViewsKeepTheirIds() throws {
    let context = makeContext()
    let stackElement = element(for: HStack<TupleView<Text, Spacer, Text>>.self)
    let stack = try #require(
      stackElement.resolve(
        HStack {
          Text("a"); Spacer(); Text("b")
        }, context: context)?.first)
    #expect(stackElement.children.count == 3)
    let tuple = NodeID(rawValue: 1).child(ChildKey.slot(0).component)
    #expect(
      stack.children.map(\.id) == [0, 1, 2].map { tuple.child(ChildKey.slot($0).component) })

    struct Row: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        .zero
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let layoutElement = element(for: LayoutView<Row, TupleView<Text, Spacer, Text>>.self)
    let layout = try #require(
      layoutElement.resolve(
        Row() {
          Text("a"); Spacer(); Text("b")
        }, context: context)?.first)
    #expect(layoutElement.children.count == 1)
    #expect(layout.children.map(\.id) == stack.children.map(\.id))
  }

  // A stack whose tuple changed one view keeps the others' nodes: the stack's element,
  // standing in for the tuple's, adds the nodes that stand, and the stack's node keeps its
  // children in order.
  @Test func aTupleKeepsTheNodesOfItsUnchangedViews() throws {
    let context = makeContext()
    func row(_ trailing: String) -> some View {
      HStack {
        Text("Milk")
        Spacer()
        Text(trailing)
      }
    }
    let element = Element(id: NodeID(rawValue: 1), viewType: ObjectIdentifier(type(of: row(""))))
    let stack = try #require(element.resolve(row("1"), context: context)?.first)
    let before = stack.children
    #expect(before.count == 3)
    #expect(element.resolve(row("1"), context: context) == nil)
    _ = try #require(element.resolve(row("2"), context: context))
    let after = stack.children
    #expect(after.count == 3)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    guard case .leaf(.text(let measurer)) = after[2].behavior else {
      Issue.record("The trailing node is not a text: \(after[2].role)")
      return
    }
    #expect(measurer.spec.text == "2")
  }
}
