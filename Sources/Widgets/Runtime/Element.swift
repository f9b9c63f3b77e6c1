import Foundation

/// The live counterpart of a view: its identity, its children, and the layout nodes it
/// produced.
///
/// Views are values, rebuilt on every update; elements persist. A child element is matched to
/// a new view by its ``ChildKey`` (position, branch, explicit id), never by comparing view
/// values, and a child whose view type changed is replaced. State (in a later part of the
/// runtime) lives in the element, so it lasts exactly as long as the identity.
@MainActor
package final class Element {
  /// The element's identity, also the id of the node it draws.
  package let id: NodeID
  /// The type of view the element was made for.
  let viewType: ObjectIdentifier
  private(set) var children: [ChildKey: Element] = [:]
  private var visited: Set<ChildKey> = []
  /// The layout nodes produced by the last resolution.
  package private(set) var outputs: [LayoutNode] = []

  /// Creates an element with no children, for a view of type `viewType`.
  package init(id: NodeID, viewType: ObjectIdentifier) {
    self.id = id
    self.viewType = viewType
  }

  /// Resolves `view` as this element's content and returns its layout nodes.
  package func update<V: View>(with view: V, context: ResolveContext) -> [LayoutNode] {
    guard context.session.stackGuard.hasRoom(depth: context.depth) else {
      context.report(
        .treeTooDeep,
        "The view tree is too deep to resolve safely; the views below this one were not rendered.",
        view: Self.name(of: V.self))
      let stub = LayoutNode(id: id, kind: "TooDeep", behavior: .leaf(.empty))
      outputs = [stub]
      return outputs
    }
    visited.removeAll(keepingCapacity: true)
    var context = context
    context.depth += 1
    let nodes: [LayoutNode]
    if let primitive = view as? any PrimitiveView {
      nodes = primitive.makeNodes(in: self, context: context)
    } else if V.Body.self == Never.self {
      preconditionFailure(
        "\(Self.name(of: V.self)) has no body; a view must declare `var body: some View`.")
    } else {
      nodes = resolveChild(view.body, key: .slot(0), context: context)
    }
    if visited.count != children.count {
      children = children.filter { visited.contains($0.key) }
    }
    outputs = nodes
    return nodes
  }

  /// Resolves a child view under `key`, reusing the child element when its key and view type
  /// match the previous resolution.
  package func resolveChild<V: View>(
    _ view: V, key: ChildKey, context: ResolveContext
  )
    -> [LayoutNode]
  {
    child(for: key, type: V.self).update(with: view, context: context)
  }

  /// The child element under `key`, made anew when absent or made for another view type.
  package func child<V>(for key: ChildKey, type: V.Type) -> Element {
    visited.insert(key)
    let typeID = ObjectIdentifier(V.self)
    if let existing = children[key], existing.viewType == typeID { return existing }
    let element = Element(id: id.child(key.component), viewType: typeID)
    children[key] = element
    return element
  }

  /// A readable name for a view type, without generic arguments: `HStack`, `ModifiedContent`.
  nonisolated package static func name(of type: Any.Type) -> String {
    let full = String(describing: type)
    return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
  }
}
