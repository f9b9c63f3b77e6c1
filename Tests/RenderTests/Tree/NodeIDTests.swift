import Testing

@testable import Render

/// Node ids are hashes of identity paths that must be the same in every process and on every
/// machine. The expected values come from a separate Python implementation of 64-bit FNV-1a
/// and the splitmix64 finaliser, not from this code.
struct NodeIDTests {
  @Test func stableHashIsFNV1a() {
    #expect(NodeID.stableHash("") == 0xcbf2_9ce4_8422_2325)
    #expect(NodeID.stableHash("abc") == 0xe71f_a219_0541_574b)
  }

  @Test func childIdsAreStable() {
    #expect(NodeID.root.child(5 as UInt64).rawValue == 0x06ce_7558_e2a9_dc69)
    #expect(NodeID.root.child("abc").rawValue == 0x8d87_0ec1_10db_b84c)
  }

  @Test func descriptionIsSixteenHexDigits() {
    #expect(NodeID(rawValue: 0xab).description == "00000000000000ab")
  }

  @Test func differentPathsGiveDifferentIds() {
    let a = NodeID.root.child(1 as UInt64).child(2 as UInt64)
    let b = NodeID.root.child(2 as UInt64).child(1 as UInt64)
    #expect(a != b)
  }
}
