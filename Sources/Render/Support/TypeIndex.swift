/// Where each type's entry sits in a memo's list of values: the index of the memos consulted
/// once or more for every view, modifier, layout and style of a tree (about 66 lookups per
/// row of a list).
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes each key with the process's seeded
/// hasher, about 50 instructions before it probes. A type's identity is the address of its
/// metadata, already unique, so this index mixes the address with one multiplication and
/// probes linearly: a lookup that finds its type costs a few dozen instructions. It never
/// removes an entry (types are never unloaded) and grows at half load.
///
/// Not generic, so that another module calls it as it is: a generic table in Render was not
/// specialised for Widgets' values, and cost more than the dictionary it replaced. The
/// values live beside it, in an array of the memo's own type (``TypeMemo``, and Widgets'
/// `TypeTable`). Not synchronised: a memo shared across threads guards it with a lock.
package struct TypeIndex {
  /// The keys' addresses; 0 marks an empty slot (no metadata lives at address 0).
  private var keys: [UInt]
  /// The position of each key's value in the memo's list, in the key's slot.
  private var positions: [Int32]
  private var count = 0

  /// An empty index.
  package init() {
    keys = Array(repeating: 0, count: 32)
    positions = Array(repeating: 0, count: 32)
  }

  /// The position of the value kept for the type `key` identifies, or `nil`.
  package func position(of key: ObjectIdentifier) -> Int? {
    let address = UInt(bitPattern: key)
    let mask = keys.count - 1
    var index = Self.home(of: address, mask: mask)
    while true {
      let found = keys[index]
      if found == address { return Int(positions[index]) }
      if found == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Records that the value for the type `key` identifies is at `position`.
  package mutating func insert(_ key: ObjectIdentifier, at position: Int) {
    precondition(position >= 0 && position <= Int(Int32.max), "A type index holds 2³¹ types.")
    if (count + 1) * 2 > keys.count { grow() }
    place(UInt(bitPattern: key), Int32(position))
  }

  private mutating func place(_ address: UInt, _ position: Int32) {
    let mask = keys.count - 1
    var index = Self.home(of: address, mask: mask)
    while keys[index] != 0, keys[index] != address { index = (index + 1) & mask }
    if keys[index] == 0 { count += 1 }
    keys[index] = address
    positions[index] = position
  }

  private static func home(of address: UInt, mask: Int) -> Int {
    // Fibonacci hashing: the product's high bits depend on every bit of the address.
    Int(truncatingIfNeeded: (UInt64(address) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldPositions = positions
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    positions = Array(repeating: 0, count: oldKeys.count * 2)
    count = 0
    for (index, address) in oldKeys.enumerated() where address != 0 {
      place(address, oldPositions[index])
    }
  }
}
