import Foundation

/// How a child view is told apart from its siblings: the last step of its identity.
///
/// Matching uses the key itself (explicit ids compare with `==`); the child's ``NodeID`` uses
/// ``component``, a hash that is the same in every process.
enum ChildKey: Hashable {
  /// A position: the index in a tuple, or a fixed slot of a view (content, body, label).
  case slot(Int)
  /// A branch of a conditional view.
  case branch(Int)
  /// An explicit identity from `ForEach` or `.id(_:)`.
  case id(AnyHashable)
  /// The type of the view behind an `AnyView`.
  case type(ObjectIdentifier, name: String)

  /// The stable hash of this step, mixed into the child's ``NodeID``.
  package var component: UInt64 {
    switch self {
    case .slot(let index): NodeID.mix(0x5107_0000 ^ UInt64(truncatingIfNeeded: index))
    case .branch(let index): NodeID.mix(0xB4A1_0000 ^ UInt64(truncatingIfNeeded: index))
    case .id(let id): NodeID.mix(0x1D00_0000 ^ Self.stableHash(id))
    case .type(_, let name): NodeID.mix(0x7E9E_0000 ^ NodeID.stableHash(name))
    }
  }

  /// A hash of an explicit id that is the same in every process: integers by value, strings
  /// and UUIDs by their text, anything else by its type and description.
  package static func stableHash(_ id: AnyHashable) -> UInt64 {
    switch id.base {
    case let value as Int: return UInt64(bitPattern: Int64(value))
    case let value as String: return NodeID.stableHash("s:" + value)
    case let value as UUID: return NodeID.stableHash("u:" + value.uuidString)
    case let value as any BinaryInteger: return NodeID.stableHash("i:" + String(describing: value))
    default: return NodeID.stableHash("\(Swift.type(of: id.base)):\(String(describing: id.base))")
    }
  }

  /// How an explicit id appears in dumps: `3`, `"inbox"`.
  package static func label(_ id: AnyHashable) -> String {
    if let string = id.base as? String { return RenderTree.quote(string) }
    return String(describing: id.base)
  }
}
