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
}
