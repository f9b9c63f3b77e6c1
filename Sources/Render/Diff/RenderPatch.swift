/// One change from a render tree to the next: a node inserted, removed, moved or updated.
///
/// Patches come in a deterministic order: depth first over the new tree; for each node, its
/// own update first, then the changes to its list of children (removals in old order, then
/// moves and insertions in increasing final index), then the patches inside its kept
/// children, in their new order. Apply one parent's moves by detaching every moved node before
/// inserting any (``RenderTree/applying(_:)`` does).
public struct RenderPatch: Hashable, Sendable {
  /// What a patch does. A public struct over an internal enum, so that kinds can be added.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// A node (and its subtree) appears under a parent at an index.
    public static let insert = Kind("insert")
    /// A node (and its subtree) leaves the tree.
    public static let remove = Kind("remove")
    /// A node moves to another index under the same parent.
    public static let move = Kind("move")
    /// A node's own properties change; its children are patched separately.
    public static let update = Kind("update")

    /// `insert`, `remove`, `move` or `update`.
    public var description: String { name }
  }

  /// The properties an update changes.
  public struct Changes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    /// Creates a set of changes.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The frame (position or size).
    public static let frame = Changes(rawValue: 1 << 0)
    /// What the node draws: shape, text or image.
    public static let content = Changes(rawValue: 1 << 1)
    /// Offset, opacity, clip or shadow.
    public static let effects = Changes(rawValue: 1 << 2)
    /// Accessibility identifier, label, traits.
    public static let accessibility = Changes(rawValue: 1 << 3)
    /// The kind, parameters or explicit key shown in dumps.
    public static let description = Changes(rawValue: 1 << 4)

    /// The names of the changes, in a fixed order: `frame, content`.
    public var description: String {
      let names: [(Changes, String)] = [
        (.frame, "frame"), (.content, "content"), (.effects, "effects"),
        (.accessibility, "accessibility"), (.description, "description"),
      ]
      return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
  }

  /// What the patch does.
  public let kind: Kind
  /// The node concerned.
  public let id: NodeID
  /// The parent, for insertions and moves.
  public let parent: NodeID?
  /// The final index under the parent, for insertions and moves.
  public let index: Int?
  /// The inserted subtree, or the updated node (whose children are not part of the update).
  public let node: RenderNode?
  /// What an update changes.
  public let changes: Changes

  /// A node inserted under `parent` at `index`.
  public static func insert(_ node: RenderNode, parent: NodeID, index: Int) -> RenderPatch {
    RenderPatch(kind: .insert, id: node.id, parent: parent, index: index, node: node, changes: [])
  }

  /// A node removed with its subtree.
  public static func remove(_ id: NodeID) -> RenderPatch {
    RenderPatch(kind: .remove, id: id, parent: nil, index: nil, node: nil, changes: [])
  }

  /// A node moved to `index` under `parent`.
  public static func move(_ id: NodeID, parent: NodeID, index: Int) -> RenderPatch {
    RenderPatch(kind: .move, id: id, parent: parent, index: index, node: nil, changes: [])
  }

  /// A node whose own properties changed to those of `node`.
  public static func update(_ node: RenderNode, changes: Changes) -> RenderPatch {
    RenderPatch(kind: .update, id: node.id, parent: nil, index: nil, node: node, changes: changes)
  }

  /// Patches are equal when they do the same thing; inserted and updated nodes compare deeply.
  public static func == (lhs: RenderPatch, rhs: RenderPatch) -> Bool {
    lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.parent == rhs.parent && lhs.index == rhs.index
      && lhs.changes == rhs.changes && lhs.node == rhs.node
  }

  /// Hashes what the patch does, without the node.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(id)
    hasher.combine(parent)
    hasher.combine(index)
    hasher.combine(changes.rawValue)
  }
}

extension RenderPatch: CustomStringConvertible {
  /// `insert 00ab… under 00cd… at 2`, `update 00ab… (frame, content)`, ….
  public var description: String {
    switch kind {
    case .insert:
      "insert \(id) (\(node?.kind ?? "?")) under \(parent.map(\.description) ?? "?") at \(index ?? -1)"
    case .remove: "remove \(id)"
    case .move: "move \(id) under \(parent.map(\.description) ?? "?") to \(index ?? -1)"
    default: "update \(id) (\(node?.kind ?? "?")): \(changes)"
    }
  }
}
