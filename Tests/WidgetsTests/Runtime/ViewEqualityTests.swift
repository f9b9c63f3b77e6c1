import Foundation
import Observation
import Testing
import Widgets

private struct FirstNumberKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct SecondNumberKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var firstNumber: Int {
    get { self[FirstNumberKey.self] }
    set { self[FirstNumberKey.self] = newValue }
  }
  fileprivate var secondNumber: Int {
    get { self[SecondNumberKey.self] }
    set { self[SecondNumberKey.self] = newValue }
  }
}

/// Shows the two numbers of its environment.
private struct Numbers: View {
  @Environment(\.firstNumber) private var first
  @Environment(\.secondNumber) private var second

  var body: some View { Text("\(first) \(second)") }
}

/// How an update tells an unchanged view from a changed one, when a parent's body made both
/// anew: containers and modifiers compare their parts; environment modifiers compare what
/// their closures captured.
@MainActor
struct ViewEqualityTests {
  private func texts(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  // A modifier chain made again with equal values, beside a view that changed, is reused at
  // once, as an unchanged text is: one element reused, none resolved. (Its environment
  // modifiers' closures are new each time; what they captured is equal.)
  @Test func anUnchangedModifierChainIsReusedWhenItsParentIsRebuilt() {
    let switches = Switches()
    func changed() -> some View {
      Text(switches.flag ? "on" : "off").padding(2).foregroundStyle(Color.red)
    }
    let alone = host(
      Live {
        VStack {
          changed()
          Text("fixed")
        }
      })
    let beside = host(
      Live {
        VStack {
          changed()
          HStack {
            Text("fixed").padding(4).foregroundStyle(Color.blue).bold()
            Spacer()
          }
          .font(.caption)
        }
      })
    switches.flag = false
    #expect(texts(alone) == ["off", "fixed"])
    #expect(texts(beside) == ["off", "fixed"])
    #expect(beside.work.elementsResolved == alone.work.elementsResolved)
    #expect(beside.work.elementsReused == alone.work.elementsReused)
  }

  // A captured value that changed is seen, and so is the key an environment value is
  // written under, even with an equal value.
  @Test func changedCapturedValuesAndKeysAreSeen() {
    let switches = Switches()
    let host = host(
      Live {
        Numbers()
          .environment(switches.flag ? \.firstNumber : \.secondNumber, 5)
          .foregroundStyle(switches.order.count == 3 ? Color.red : Color.blue)
      })
    let colour = {
      host.renderTree.allNodes().compactMap { $0.node.content?.text?.paint.color?.hexRGB }
    }
    #expect(texts(host) == ["5 0"])
    #expect(colour() == ["#ff3b30"])
    switches.flag = false
    #expect(texts(host) == ["0 5"])
    switches.order = [1]
    #expect(colour() == ["#007aff"])
    #expect(texts(host) == ["0 5"])
  }

  // `preferredColorScheme` also tells the host, which forgets at every update: made anew
  // with an equal scheme, it still runs, and the canvas stays dark.
  @Test func aPreferredColorSchemeMadeAnewStillReachesTheHost() {
    let switches = Switches()
    let host = host(
      Live {
        VStack {
          Text(switches.flag ? "on" : "off")
          Text("dark").preferredColorScheme(.dark)
        }
      })
    let dark = host.renderTree.background
    #expect(dark != .white)
    switches.flag = false
    #expect(texts(host) == ["off", "dark"])
    #expect(host.renderTree.background == dark)
  }

  // Nor does it go when only a sibling's state changes and the stack around it is visited
  // again.
  @Test func aPreferredColorSchemeStaysWhenASiblingChanges() throws {
    let host = host(
      VStack {
        TaggedCounter(name: "count")
        Text("dark").preferredColorScheme(.dark)
      })
    let dark = host.renderTree.background
    #expect(dark != .white)
    try host.tap("count")
    #expect(host.lastPatches.isEmpty == false)
    #expect(host.renderTree.background == dark)
  }

  // At the root too (as a snapshot matrix sets it), through an update below it: the root's
  // modifier is the very same value each time, and still runs.
  @Test func aPreferredColorSchemeAtTheRootStaysThroughAnUpdate() throws {
    let host = host(TaggedCounter(name: "count").preferredColorScheme(.dark))
    let dark = host.renderTree.background
    #expect(dark != .white)
    try host.tap("count")
    #expect(host.renderTree.background == dark)
  }

  private func host<V: View>(_ view: V) -> ViewHost { WidgetsTests.host(view) }
}
