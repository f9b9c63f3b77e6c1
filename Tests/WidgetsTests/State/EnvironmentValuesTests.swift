import Foundation
import Testing

@testable import Widgets

/// The environment's list of writes, read through its set of written keys.
struct EnvironmentValuesTests {
  private struct Slot<T> {}

  /// `count` distinct key types: `Slot<Int>`, `Slot<Slot<Int>>`, …
  private func keys(_ count: Int) -> [ObjectIdentifier] {
    var result: [ObjectIdentifier] = []
    func nest<T>(_ type: T.Type) {
      result.append(ObjectIdentifier(type))
      if result.count < count { nest(Slot<T>.self) }
    }
    nest(Int.self)
    return result
  }

  /// With more keys than the set has bits, so that keys share bits: each written key reads
  /// back its latest value, and each key never written reads nothing.
  @Test func everyKeyReadsBackItsLatestWrite() {
    let keys = keys(150)
    var environment = EnvironmentValues()
    for (index, key) in keys.enumerated() where index.isMultiple(of: 2) {
      environment.setValue(index, for: key)
    }
    environment.setValue(-1, for: keys[40])
    for (index, key) in keys.enumerated() {
      let read = environment.value(for: key) as? Int
      let expected = index == 40 ? -1 : index.isMultiple(of: 2) ? index : nil
      #expect(read == expected, "key \(index)")
    }
  }

  /// With a few writes, most keys' bits are clear: those keys are not in the list, and
  /// each written one is.
  @Test func fewWritesReadBackAmongManyKeys() {
    let keys = keys(150)
    for written in 1...8 {
      var environment = EnvironmentValues()
      for index in 0..<written { environment.setValue(index, for: keys[index * 7]) }
      for (index, key) in keys.enumerated() {
        let expected = index.isMultiple(of: 7) && index / 7 < written ? index / 7 : nil
        #expect(environment.value(for: key) as? Int == expected, "\(written) writes, key \(index)")
      }
    }
  }

  /// A key's default is read where nothing wrote it, and the written value above a write.
  @Test func keysReadTheirDefaultUntilWritten() {
    var environment = EnvironmentValues()
    #expect(environment.lineLimit == nil)
    environment.font = .title
    #expect(environment.lineLimit == nil)
    environment.lineLimit = 2
    #expect(environment.lineLimit == 2)
    #expect(environment.font == .title)
  }

  /// A hashable class whose instances are equal when their names are.
  private final class Token: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// A hashable value that says it is equivalent to another of the same `id`, whatever its
  /// `noise`.
  private struct Fingerprinted: Hashable, EnvironmentEquivalent {
    let id: Int
    let noise: Int
    var environmentFingerprint: AnyHashable? { id }
  }

  /// A value that is neither hashable nor says how it is equivalent.
  private struct Opaque { let run: () -> Void }

  /// A class that is neither.
  private final class Handle {}

  private struct TokenKey: EnvironmentKey { static var defaultValue: Token? { nil } }
  private struct FingerprintedKey: EnvironmentKey {
    static let defaultValue = Fingerprinted(id: 0, noise: 0)
  }
  private struct OpaqueKey: EnvironmentKey { static var defaultValue: Opaque? { nil } }
  private struct HandleKey: EnvironmentKey { static var defaultValue: Handle? { nil } }

  /// An environment with one write under `key`.
  private func written<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment[key] = value
    return environment
  }

  /// Two environments of one write each are equivalent as their values' types say: a
  /// hashable value by its own `==`, a value that says how it is equivalent by that first,
  /// a class that is neither by identity, and a value that is neither never.
  @Test func writesAreEquivalentAsTheirValuesSay() {
    // Distinct instances, equal by `==`: equivalent, as `AnyHashable`s of them would be.
    #expect(written(TokenKey.self, Token("a")).isEquivalent(to: written(TokenKey.self, Token("a"))))
    #expect(
      !written(TokenKey.self, Token("a")).isEquivalent(to: written(TokenKey.self, Token("b"))))
    #expect(!written(TokenKey.self, Token("a")).isEquivalent(to: written(TokenKey.self, nil)))
    #expect(written(TokenKey.self, nil).isEquivalent(to: written(TokenKey.self, nil)))
    // Unequal by `==`, equivalent by their fingerprints; and the other way round.
    #expect(
      written(FingerprintedKey.self, Fingerprinted(id: 1, noise: 1))
        .isEquivalent(to: written(FingerprintedKey.self, Fingerprinted(id: 1, noise: 2))))
    #expect(
      !written(FingerprintedKey.self, Fingerprinted(id: 1, noise: 1))
        .isEquivalent(to: written(FingerprintedKey.self, Fingerprinted(id: 2, noise: 1))))
    // Neither: a class by identity, a value never (it cannot be compared).
    let handle = Handle()
    #expect(written(HandleKey.self, handle).isEquivalent(to: written(HandleKey.self, handle)))
    #expect(!written(HandleKey.self, handle).isEquivalent(to: written(HandleKey.self, Handle())))
    let opaque = Opaque {}
    #expect(!written(OpaqueKey.self, opaque).isEquivalent(to: written(OpaqueKey.self, opaque)))
    // Different keys are never equivalent.
    #expect(!written(TokenKey.self, nil).isEquivalent(to: written(HandleKey.self, nil)))
  }
}
