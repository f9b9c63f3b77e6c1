/// The identity of a node in the render tree, derived from the identity of the view that made
/// it: its structural position, conditional branch, `ForEach` id and explicit `.id`.
///
/// A node id is a 64-bit hash of the path from the root, never a counter, so the same view in
/// the same place keeps its id across updates and across processes.
public struct NodeID: Hashable, Comparable, Sendable {
  /// The hash value.
  public let rawValue: UInt64

  /// Wraps a hash value.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The id of the host's root node.
  public static let root = NodeID(rawValue: 0x6761_6c6c_6579_0001)

  /// The id of a child reached from this node by a path component with hash `component`.
  package func child(_ component: UInt64) -> NodeID {
    NodeID(rawValue: Self.mix(rawValue &* 0x9E37_79B9_7F4A_7C15 ^ Self.mix(component)))
  }

  /// The id of a child reached by a textual path component.
  package func child(_ component: String) -> NodeID {
    child(Self.stableHash(component))
  }

  /// Orders ids by their hash value: a stable order with no other meaning.
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// 64-bit FNV-1a over UTF-8: the same on every machine and in every process, unlike
  /// `Hasher`, which is seeded per process.
  ///
  /// - Complexity: O(n) in the length of `text`.
  package static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The splitmix64 finaliser: spreads every input bit over the output.
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension NodeID: CustomStringConvertible {
  /// Sixteen lowercase hex digits.
  public var description: String {
    let hex = String(rawValue, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
