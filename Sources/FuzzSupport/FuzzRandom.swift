/// A reproducible random number generator (SplitMix64): the same seed gives the same cases on
/// every machine.
package struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An integer in `range`.
  package mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// Whether an event of probability `p` happens.
  package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One of `values`.
  package mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}
