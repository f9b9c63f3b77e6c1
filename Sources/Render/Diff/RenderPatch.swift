import Foundation

/// One change from a render tree to the next: a node inserted, removed, moved or updated, or
/// the canvas changed.
///
/// Patches come in a deterministic order: a canvas change first, then depth first over the
/// new tree; for each node, its
/// own update first, then the changes to its list of children (removals in old order, then
/// moves and insertions in increasing final index), then the patches inside its kept
/// children, in their new order. Apply one parent's moves by detaching every moved node before
/// inserting any (``RenderTree/applying(_:)`` does).
public struct RenderPatch: Hashable, Sendable {
  /// What a patch does, without its data: compare it to filter patches of one kind. A
  /// struct with static members, so that kinds can be added without breaking user code.
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
    /// The canvas changes: its size, scale or background (a resized host, another colour
    /// scheme).
    public static let canvas = Kind("canvas")

    /// `insert`, `remove`, `move`, `update` or `canvas`.
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
    /// The role and its parameters, the explicit key, or the gestures.
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

  /// The patch itself: one case per kind, with exactly the data that kind needs.
  package enum Storage: Equatable, Sendable {
    /// `node` and its subtree appear under `parent` at `index`.
    case insert(RenderNode, parent: NodeID, index: Int)
    /// The node `id` and its subtree leave the tree.
    case remove(NodeID)
    /// The node `id` moves to `index` under `parent`, its parent already.
    case move(NodeID, parent: NodeID, index: Int)
    /// The node's own properties become `node`'s; its children are patched separately.
    case update(RenderNode, changes: Changes)
    /// The tree's canvas becomes `size` at `scale` on `background`.
    case canvas(size: CGSize, scale: CGFloat, background: ResolvedColor)
  }

  /// The patch itself.
  package let storage: Storage

  private init(_ storage: Storage) { self.storage = storage }

  /// What the patch does.
  public var kind: Kind {
    switch storage {
    case .insert: .insert
    case .remove: .remove
    case .move: .move
    case .update: .update
    case .canvas: .canvas
    }
  }

  /// The node concerned; the host node (``NodeID/root``) for a canvas change.
  public var id: NodeID {
    switch storage {
    case .insert(let node, _, _), .update(let node, _): node.id
    case .remove(let id), .move(let id, _, _): id
    case .canvas: .root
    }
  }

  /// The parent, for insertions and moves.
  public var parent: NodeID? {
    switch storage {
    case .insert(_, let parent, _), .move(_, let parent, _): parent
    case .remove, .update, .canvas: nil
    }
  }

  /// The final index under the parent, for insertions and moves.
  public var index: Int? {
    switch storage {
    case .insert(_, _, let index), .move(_, _, let index): index
    case .remove, .update, .canvas: nil
    }
  }

  /// The inserted subtree, or the updated node (whose children are not part of the update).
  public var node: RenderNode? {
    switch storage {
    case .insert(let node, _, _), .update(let node, _): node
    case .remove, .move, .canvas: nil
    }
  }

  /// What an update changes; empty for other patches.
  public var changes: Changes {
    if case .update(_, let changes) = storage { changes } else { [] }
  }

  /// A node inserted under `parent` at `index`.
  public static func insert(_ node: RenderNode, parent: NodeID, index: Int) -> RenderPatch {
    RenderPatch(.insert(node, parent: parent, index: index))
  }

  /// A node removed with its subtree.
  public static func remove(_ id: NodeID) -> RenderPatch {
    RenderPatch(.remove(id))
  }

  /// A node moved to `index` under `parent`.
  public static func move(_ id: NodeID, parent: NodeID, index: Int) -> RenderPatch {
    RenderPatch(.move(id, parent: parent, index: index))
  }

  /// A node whose own properties changed to those of `node`.
  public static func update(_ node: RenderNode, changes: Changes) -> RenderPatch {
    RenderPatch(.update(node, changes: changes))
  }

  /// The canvas becoming `size` at `scale` on `background`.
  public static func canvas(
    size: CGSize, scale: CGFloat, background: ResolvedColor
  ) -> RenderPatch {
    RenderPatch(.canvas(size: size, scale: scale, background: background))
  }

  /// The new canvas size, scale and background, for a canvas change.
  public var canvas: (size: CGSize, scale: CGFloat, background: ResolvedColor)? {
    if case .canvas(let size, let scale, let background) = storage {
      (size, scale, background)
    } else {
      nil
    }
  }

  /// Patches are equal when they do the same thing; inserted and updated nodes compare deeply.
  public static func == (lhs: RenderPatch, rhs: RenderPatch) -> Bool {
    lhs.storage == rhs.storage
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
    switch storage {
    case .insert(let node, let parent, let index):
      "insert \(node.id) (\(node.role.name)) under \(parent) at \(index)"
    case .remove(let id): "remove \(id)"
    case .move(let id, let parent, let index): "move \(id) under \(parent) to \(index)"
    case .update(let node, let changes): "update \(node.id) (\(node.role.name)): \(changes)"
    case .canvas(let size, let scale, let background):
      "canvas \(NumberFormatting.decimal(size.width))×\(NumberFormatting.decimal(size.height)) "
        + "@\(NumberFormatting.decimal(scale))x "
        + "on \(background.hexRGB)"
    }
  }
}
