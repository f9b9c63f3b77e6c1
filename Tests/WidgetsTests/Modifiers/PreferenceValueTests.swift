import Foundation
import Render
import Testing
import Widgets

struct FlagKey: PreferenceKey {
  static let defaultValue = false
  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

@MainActor
struct PreferenceValueTests {
  @Test func aBackgroundIsMadeFromTheValueInside() throws {
    let host = host(
      Text("Alert").preference(key: FlagKey.self, value: true)
        .backgroundPreferenceValue(FlagKey.self) { flag in
          (flag ? Color.red : Color.blue).tag("backdrop")
        })
    let backdrop = try #require(host.renderTree.node(identifiedBy: "backdrop"))
    #expect(backdrop.content?.shape?.paint.color == ResolvedColor(hex: 0xFF3B30))
    // Behind the text: drawn first.
    let order = host.renderTree.allNodes().compactMap {
      $0.node.content?.text != nil ? "text" : $0.node.accessibility.identifier
    }
    #expect(order == ["backdrop", "text"])
  }
}
