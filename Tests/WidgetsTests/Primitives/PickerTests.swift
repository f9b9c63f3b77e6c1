import Foundation
import Testing
import Widgets

enum Flavour: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

/// A flavour picker in the style given.
struct FlavourPicker<S: PickerStyle>: View {
  let style: S
  var inForm = false
  @State private var flavour = Flavour.chocolate

  var picker: some View {
    Picker("Flavour", selection: $flavour) {
      ForEach(Flavour.allCases) { Text($0.rawValue.capitalized).tag($0) }
    }
    .pickerStyle(style)
  }

  var body: some View {
    VStack {
      if inForm { Form { picker } } else { picker.padding() }
      Text("Picked \(flavour.rawValue)").accessibilityIdentifier("picked")
    }
  }
}

/// Pickers in each style at an iPhone 16's width, scale 3.
@MainActor
struct PickerTests {
  /// An iPhone 16's canvas without its safe area.
  func canvas<V: View>(_ view: V) -> ViewHost {
    ViewHost.printsDiagnostics = false
    return ViewHost(view, size: CGSize(width: 393, height: 852), scale: 3)
  }

  // Segmented: a 32-point track across the padded width (16…377) on #767680 at 12 %, the
  // picked segment raised; tapping a segment picks it.
  @Test func segmented() throws {
    let host = canvas(FlavourPicker(style: .segmented))
    let track = try #require(
      host.renderTree.allNodes().first { $0.node.role.description == "background" })
    #expect(track.frame.height == 32)
    #expect(track.frame.minX == 16)
    #expect(track.frame.width == 361)
    #expect(
      track.node.content?.shape?.paint
        == .color(ResolvedColor(hex: 0x767680, opacity: 0.12)))
    try host.tap("Vanilla")
    #expect(host.drawnText(of: "picked")?.string == "Picked vanilla")
  }

  // Inline in a form: a row per option, a checkmark by the picked one; tapping a row picks.
  @Test func inlineInAForm() throws {
    let host = canvas(FlavourPicker(style: .inline, inForm: true))
    let checks = host.renderTree.allNodes().filter {
      $0.node.content?.image?.systemName == "checkmark"
    }
    #expect(checks.count == 1)
    try host.tap("Strawberry")
    #expect(host.drawnText(of: "picked")?.string == "Picked strawberry")
  }

  // Menu in a form: the label leading, the picked option and the up-down chevron trailing
  // in the secondary colour; tapping opens the menu, tapping an option picks it and closes.
  @Test func menuInAForm() throws {
    let host = canvas(FlavourPicker(style: .menu, inForm: true))
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
    let value = try #require(texts.first { $0.string == "Chocolate" })
    #expect(value.paint == .color(ResolvedColor(hex: 0x3C3C43, opacity: 0.6)))
    try host.tap("Flavour")
    try host.tap("Vanilla")
    #expect(host.drawnText(of: "picked")?.string == "Picked vanilla")
    #expect(!host.renderTree.dump().contains("Presentations"))
  }

  // The wheel, closed: the picked option between hairlines.
  @Test func wheelClosed() {
    let host = canvas(FlavourPicker(style: .wheel))
    #expect(host.renderTree.dump().contains("\"Chocolate\""))
    #expect(!host.renderTree.dump().contains("\"Vanilla\""))
  }
}
