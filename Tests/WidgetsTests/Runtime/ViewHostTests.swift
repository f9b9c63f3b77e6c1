import Backends
import Foundation
import Observation
import Testing
import Widgets

/// Writes its own state while its body is evaluated: a mistake SwiftUI warns about.
struct SelfWriting: View {
  @State private var renders = 0

  var body: some View {
    if renders < 1 { renders += 1 }
    return Text("renders \(renders)")
  }
}

/// Keeps a binding to a child's state after the child is gone.
@MainActor
final class BindingThief {
  var stolen: Binding<Int>?
}

struct Victim: View {
  let thief: BindingThief
  @State private var value = 0

  var body: some View {
    thief.stolen = $value
    return Text("victim \(value)")
  }
}

struct VictimHolder: View {
  let thief: BindingThief
  let switches: Switches

  var body: some View {
    if switches.flag { Victim(thief: thief) }
  }
}

@MainActor
struct ViewHostTests {
  @Test func writingStateDuringBodyIsReported() {
    let host = host(SelfWriting())
    #expect(host.diagnostics.map(\.kind) == [.misuse])
    #expect(
      host.diagnostics.first?.message.contains("while a view's body was being evaluated") == true)
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "renders 1" })
  }

  @Test func writingThroughABindingWhoseViewIsGoneIsReported() throws {
    let thief = BindingThief()
    let switches = Switches()
    let host = host(VictimHolder(thief: thief, switches: switches))
    let binding = try #require(thief.stolen)
    switches.flag = false
    host.update()
    binding.wrappedValue = 5
    host.update()
    #expect(
      host.diagnostics.contains {
        $0.message
          == "A binding was written after the view owning its state left the tree; the write was ignored."
      })
  }

  // tap finds by identifier, then label, then text, and reports what went wrong.
  @Test func tapReportsMissingAndAmbiguousTargets() {
    let host = host(
      VStack {
        Button("Save") {}
        Button("Save") {}
        Text("Plain")
      })
    #expect(
      throws: ViewHostError(
        "No view has the accessibility identifier, accessibility label or text \"Nope\".")
    ) {
      try host.tap("Nope")
    }
    #expect(
      throws: ViewHostError(
        "2 views have the text \"Save\"; use an accessibility identifier to pick one.")
    ) {
      try host.tap("Save")
    }
    #expect(throws: ViewHostError.self) { try host.tap("Plain") }
  }

  // Hit testing: a view drawn above a button takes the tap; a clear one does not.
  @Test func viewsInFrontTakeTheTap() throws {
    let switches = Switches()
    var taps = 0
    let host = host(
      Live {
        ZStack {
          Button("Go") { taps += 1 }
          if switches.flag { Color.clear } else { Color.red.opacity(0.5) }
        }
        .frame(width: 100, height: 100)
      })
    try host.tap("Go")
    #expect(taps == 1)
    switches.flag = false
    #expect(throws: ViewHostError.self) { try host.tap("Go") }
    #expect(taps == 1)
  }

  // Taps go to the nearest enclosing handler of what was hit: tapping a label inside a
  // button runs the button.
  @Test func tapsReachTheEnclosingButton() throws {
    var taps = 0
    let host = host(
      Button(action: { taps += 1 }) {
        HStack {
          Image(systemName: "plus")
          Text("Add item")
        }
      })
    try host.tap("Add item")
    #expect(taps == 1)
  }

  @Test func aTapOnADisabledButtonIsAnError() throws {
    var taps = 0
    let host = host(Button("Go") { taps += 1 }.disabled(true))
    #expect(throws: ViewHostError("\"Go\" is disabled; the tap did nothing.")) {
      try host.tap("Go")
    }
    #expect(taps == 0)
  }

  @Test func onTapGestureCountsTaps() throws {
    var taps = 0
    let host = host(Text("Twice").onTapGesture(count: 2) { taps += 1 })
    #expect(throws: ViewHostError("\"Twice\" waits for 2 taps, not 1.")) { try host.tap("Twice") }
    try host.tap("Twice", count: 2)
    #expect(taps == 1)
  }

  // An update resolves only the elements on the path to what changed.
  @Test func updatesResolveOnlyWhatChanged() throws {
    let host = host(
      VStack {
        ForEach(0..<50, id: \.self) { TaggedCounter(name: "row\($0)") }
      })
    let fullBuild = host.work.elementsResolved
    try host.tap("row7")
    // The tapped counter's element and the few below it (button, style, the style's tinted
    // label, label, text).
    #expect(host.work.elementsResolved <= 10)
    #expect(fullBuild > 200)
    // Every patch touches row 7's subtree (its text, and the frames its width changes).
    let row = try #require(host.renderTree.node(identifiedBy: "row7"))
    var inRow: Set<NodeID> = []
    var pending = [row]
    while let node = pending.popLast() {
      inRow.insert(node.id)
      pending += node.children
    }
    #expect(!host.lastPatches.isEmpty)
    #expect(host.lastPatches.allSatisfy { inRow.contains($0.id) })
  }

  // An update that changes nothing (a tap whose action changes no state) leaves no patches:
  // applying the last patches again would corrupt a document.
  @Test func anUpdateThatChangesNothingLeavesNoPatches() throws {
    let host = host(TaggedCounter(name: "count"))
    try host.tap("count")
    #expect(!host.lastPatches.isEmpty)
    // Reading the patches again does not clear them.
    #expect(!host.lastPatches.isEmpty)
    let before = host.renderTree
    host.update()
    #expect(host.lastPatches.isEmpty)
    #expect(host.renderTree.root === before.root)
  }

  // A tap on a button whose action changes nothing is an update without patches.
  @Test func aTapThatChangesNothingLeavesNoPatches() throws {
    let host = host(
      VStack {
        TaggedCounter(name: "count"); Button("Nothing") {}
      })
    try host.tap("count")
    #expect(!host.lastPatches.isEmpty)
    try host.tap("Nothing")
    #expect(host.lastPatches.isEmpty)
  }

  // Resizing the host and switching the colour scheme reach the patches: applying them
  // gives the new canvas, and the incremental SVG equals a full render.
  @Test func canvasChangesArePatches() throws {
    let scheme = SchemeSwitch()
    let host = host(SchemedView(scheme: scheme), width: 100, height: 80)
    let svg = SVGBackend()
    var document = svg.document(host.renderTree)
    host.size = CGSize(width: 120, height: 90)
    #expect(
      host.lastPatches.first
        == .canvas(size: CGSize(width: 120, height: 90), scale: 2, background: .white))
    document = try svg.update(document, with: host.lastPatches)
    #expect(document.tree.size == CGSize(width: 120, height: 90))
    #expect(document.text == svg.render(host.renderTree))
    scheme.isDark = true
    #expect(host.lastPatches.first?.kind == .canvas)
    #expect(host.lastPatches.first?.canvas?.background == host.renderTree.background)
    document = try svg.update(document, with: host.lastPatches)
    #expect(document.text == svg.render(host.renderTree))
    #expect(document.text.contains("fill=\"#000000\""))
    let text = TextBackend()
    var textDocument = text.document(host.renderTree)
    host.size = CGSize(width: 60, height: 40)
    textDocument = try text.update(textDocument, with: host.lastPatches)
    #expect(textDocument.text == text.render(host.renderTree))
  }

  // A tap applies what was pending first: its patches hold that change too, so a document
  // updated with them equals a full render, even when the tap itself changed nothing.
  @Test func aTapsPatchesIncludeWhatWasPending() throws {
    let host = host(
      VStack {
        TaggedCounter(name: "count"); Button("Nothing") {}
      })
    let svg = SVGBackend()
    var document = svg.document(host.renderTree)
    host.size = CGSize(width: 300, height: 120)
    try host.tap("Nothing")
    #expect(host.lastPatches.first?.kind == .canvas)
    document = try svg.update(document, with: host.lastPatches)
    #expect(document.text == svg.render(host.renderTree))
    try host.tap("count")
    document = try svg.update(document, with: host.lastPatches)
    #expect(document.text == svg.render(host.renderTree))
  }

  // A tap that throws (nothing matches) still leaves as patches what was pending before it,
  // and nothing of the update before (the fuzzer found the stale ones applied twice).
  @Test func aFailedTapLeavesWhatWasPending() throws {
    let host = host(TaggedCounter(name: "count"))
    let svg = SVGBackend()
    var document = svg.document(host.renderTree)
    try host.tap("count")
    document = try svg.update(document, with: host.lastPatches)
    #expect(throws: ViewHostError.self) { try host.tap("missing") }
    #expect(host.lastPatches.isEmpty)
    host.size = CGSize(width: 120, height: 60)
    #expect(throws: ViewHostError.self) { try host.tap("missing") }
    document = try svg.update(document, with: host.lastPatches)
    #expect(document.text == svg.render(host.renderTree))
  }

  // A view that writes its own state as it leaves is reported by the same update.
  @Test func aWriteAsAViewLeavesIsReported() {
    let switches = Switches()
    let host = host(LeavingWriter(switches: switches))
    #expect(host.diagnostics.isEmpty)
    switches.flag = false
    host.update()
    #expect(
      host.diagnostics.map(\.message) == [
        "A binding was written after the view owning its state left the tree; the write was ignored."
      ])
  }
}

/// Shows a view that writes its own state in `onDisappear`, while the switch is on.
struct LeavingWriter: View {
  let switches: Switches
  var body: some View {
    if switches.flag { SelfWriterOnExit() }
  }
}

struct SelfWriterOnExit: View {
  @State private var value = 0
  var body: some View {
    Text("\(value)").onDisappear { value = 1 }
  }
}

@Observable @MainActor
final class SchemeSwitch {
  var isDark = false
}

struct SchemedView: View {
  let scheme: SchemeSwitch
  var body: some View {
    Text("Hi").preferredColorScheme(scheme.isDark ? .dark : .light)
  }
}
