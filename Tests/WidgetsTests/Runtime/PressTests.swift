import Backends
import Foundation
import Testing
import Widgets

@MainActor
final class PressCount {
  var count = 0
}

/// A button whose style draws a pressed look: red while pressed, blue otherwise.
struct PressLook: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(10)
      .background(configuration.isPressed ? Color.red : Color.blue)
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

@MainActor
struct PressTests {
  private func sendButton(_ counter: PressCount) -> some View {
    VStack {
      Button("Send") { counter.count += 1 }.buttonStyle(PressLook())
      Text("elsewhere")
    }
  }

  @Test func aPressedButtonShowsItsPressedLookUntilReleased() {
    let counter = PressCount()
    let host = host(sendButton(counter))
    let resting = TextBackend(style: .tree).render(host.renderTree)
    host.press("Send")
    let pressed = TextBackend(style: .tree).render(host.renderTree)
    #expect(counter.count == 0)
    #expect(resting.contains("fill #007aff") && !resting.contains("opacity 0.5"))
    #expect(pressed.contains("fill #ff3b30") && pressed.contains("opacity 0.5"))
    host.release("Send")
    #expect(counter.count == 1)
    #expect(TextBackend(style: .tree).render(host.renderTree) == resting)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func releasedElsewhereThePressIsCancelled() {
    let counter = PressCount()
    let host = host(sendButton(counter))
    let resting = SVGBackend().render(host.renderTree)
    host.press("Send")
    host.release("elsewhere")
    #expect(counter.count == 0)
    #expect(SVGBackend().render(host.renderTree) == resting)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aPressThatCannotHappenIsReported() {
    let counter = PressCount()
    let host = host(sendButton(counter))
    host.release("Send")
    #expect(host.diagnostics.map(\.message) == ["Nothing is pressed; \"Send\" was not released."])
    host.press("Nowhere")
    #expect(
      host.diagnostics.map(\.message) == [
        "No view has the accessibility identifier, accessibility label or text \"Nowhere\". Nothing was pressed."
      ])
    host.press("Send")
    host.press("Send")
    #expect(
      host.diagnostics.map(\.message) == [
        "\"Send\" was still pressed; it was released without its action."
      ])
    host.release("Send")
    #expect(counter.count == 1)
  }

  @Test func aDisabledButtonCannotBePressed() {
    let counter = PressCount()
    let host = host(sendButton(counter).disabled(true))
    let resting = SVGBackend().render(host.renderTree)
    host.press("Send")
    #expect(host.diagnostics.map(\.message) == ["\"Send\" is disabled; it was not pressed."])
    #expect(SVGBackend().render(host.renderTree) == resting)
    host.release("Send")
    #expect(counter.count == 0)
  }

  @Test func aTapGestureCanBePressedAndReleased() {
    let counter = PressCount()
    let host = host(Text("Tap me").onTapGesture { counter.count += 1 })
    host.press("Tap me")
    #expect(counter.count == 0)
    host.release("Tap me")
    #expect(counter.count == 1)
    #expect(host.diagnostics.isEmpty)
  }
}

/// A label that a long press of a second holds, with a tap beside it.
struct Holding: View {
  let calls: CallLog
  @State private var pressing = false

  var body: some View {
    Text(pressing ? "holding" : "idle").padding().tag("label")
      .onTapGesture { calls.entries.append("tap") }
      .onLongPressGesture(minimumDuration: 1) {
        calls.entries.append("long")
      } onPressingChanged: { isPressing in
        pressing = isPressing
        calls.entries.append("pressing \(isPressing)")
      }
  }
}

@MainActor
struct LongPressTests {
  @Test func aLongPressHoldsForItsDurationThenActs() throws {
    let calls = CallLog()
    let host = host(Holding(calls: calls))
    try host.longPress("label")
    #expect(calls.entries == ["pressing true", "long", "pressing false"])
    #expect(host.time == 1)
    #expect(host.drawnText(of: "label")?.string == "idle")
    // A tap goes to the tap gesture, not to the long press.
    try host.tap("label")
    #expect(calls.entries.last == "tap")
  }

  // The forms iOS code writes most: a trailing closure alone, and `perform:` alone (both
  // were ambiguous between the two overloads), and the older form with `pressing:`.
  @Test func theShortFormsOfALongPressCompileAndAct() throws {
    let calls = CallLog()
    let host = host(
      VStack {
        Text("trailing").onLongPressGesture { calls.entries.append("trailing") }
        Text("perform").onLongPressGesture(perform: { calls.entries.append("perform") })
        Text("older").onLongPressGesture(pressing: { calls.entries.append("pressing \($0)") }) {
          calls.entries.append("older")
        }
      })
    try host.longPress("trailing")
    try host.longPress("perform")
    try host.longPress("older")
    #expect(
      calls.entries == ["trailing", "perform", "pressing true", "older", "pressing false"])
  }

  @Test func aLongPressWithoutAHandlerThrows() {
    let host = host(Text("Plain").onTapGesture {})
    #expect(
      throws: ViewHostError(
        "Nothing at the centre of \"Plain\" (100, 100) handles long presses.")
    ) { try host.longPress("Plain") }
  }
}
