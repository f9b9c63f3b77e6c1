import Foundation
import Testing
import Widgets

/// Sheets, covers, alerts and confirmation dialogs, presented by their bindings and drawn
/// over the screen at iOS 18's sizes (decision record 0024), on an iPhone 16 (393 × 852, safe
/// area 59 above and 34 below, scale 3).
@MainActor
struct PresentationTests {
  /// The fill of the first node whose frame is `frame`.
  func fill(_ host: ViewHost, at frame: CGRect) -> Paint? {
    host.renderTree.allNodes().first { $0.frame == frame && $0.node.content != nil }?
      .node.content?.shape?.paint
  }

  // Nothing presented: the tree is the content's alone.
  @Test func nothingPresentedAddsNothing() {
    let host = phone(Presenter())
    #expect(!host.renderTree.dump().contains("Presentations"))
    #expect(host.frame(of: "sheet content") == nil)
  }

  // A large sheet: the screen dimmed (black at 40 %), the card from 10 below the status bar
  // (y 69) to past the bottom edge, the content at its top; a tap above the card dismisses
  // it and runs onDismiss.
  @Test func aLargeSheet() throws {
    let model = PresenterModel()
    let host = phone(Presenter(model: model))
    try host.tap("Show sheet")
    #expect(
      fill(host, at: rect(0, 0, 393, 852)) == .color(ResolvedColor(hex: 0x000000, opacity: 0.4)))
    let content = try #require(host.frame(of: "sheet content"))
    #expect(content.minY == 69)
    #expect(content.midX == 196.5)
    // The card: 852 − 69 + 10 tall, so that its bottom corners are below the screen.
    #expect(fill(host, at: rect(0, 69, 393, 793)) == .color(ResolvedColor(hex: 0xFFFFFF)))
    try host.tap("sheet dimming")
    #expect(host.frame(of: "sheet content") == nil)
    #expect(model.dismissals == 1)
  }

  // Detents: the sheet rests at the smallest, half the screen for `.medium` (y 426); with
  // two detents a drag indicator (36 × 5, 5 below the top) shows.
  @Test func detentsAndTheDragIndicator() throws {
    let host = phone(Presenter(detents: [.medium, .large]))
    try host.tap("Show sheet")
    #expect(host.frame(of: "sheet content")?.minY == 426)
    let capsules = host.renderTree.allNodes().filter { $0.node.role.description == "Capsule" }
    // 178.5 is snapped to the pixel grid at scale 3.
    #expect(capsules.map(\.frame) == [rect(536.0 / 3, 431, 36, 5)])
    let single = phone(Presenter(detents: [.medium]))
    try single.tap("Show sheet")
    #expect(!single.renderTree.dump().contains("Capsule"))
  }

  // `@Environment(\.dismiss)` in the sheet closes it; `interactiveDismissDisabled` keeps a
  // tap above it from doing so.
  @Test func dismissingFromInsideAndDisablingTaps() throws {
    let host = phone(Presenter(dismissDisabled: true))
    try host.tap("Show sheet")
    try host.tap("sheet dimming")
    #expect(host.frame(of: "sheet content") != nil)
    try host.tap("Done")
    #expect(host.frame(of: "sheet content") == nil)
  }

  // An item sheet shows the item and clears it when dismissed.
  @Test func anItemSheet() throws {
    let model = PresenterModel()
    let host = phone(Presenter(model: model))
    try host.tap("Show item")
    #expect(host.drawnText(of: "item content")?.string == "Item 7")
    try host.tap("Done")
    #expect(model.item == nil)
  }

  // A cover fills the screen on the system background, its content inside the safe area.
  @Test func aFullScreenCover() throws {
    let host = phone(Presenter())
    try host.tap("Show cover")
    #expect(host.frame(of: "cover content")?.midY == 438.5)
    #expect(
      fill(host, at: rect(0, 0, 393, 852)) == .color(ResolvedColor(hex: 0xFFFFFF)))
  }

  // An alert: 270 wide in the middle of the screen dimmed at 20 %, its title in the headline
  // font, two actions side by side, the cancel one semibold, the destructive one red; taps
  // reach only the alert (the screen has a "Delete" button too), run the action and dismiss.
  @Test func anAlert() throws {
    let model = PresenterModel()
    let host = phone(Presenter(model: model))
    try host.tap("Delete")
    #expect(
      fill(host, at: rect(0, 0, 393, 852)) == .color(ResolvedColor(hex: 0x000000, opacity: 0.2)))
    let card = try #require(
      host.renderTree.allNodes().first { $0.node.role.description == "background" })
    #expect(card.frame.width == 270)
    // Centred: x 61.5, snapped to 61.667 at scale 3.
    #expect(card.frame.minX == 185.0 / 3)
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text }
    let title = try #require(texts.first { $0.string == "Delete the note?" })
    #expect(title.font.size == 17)
    let cancel = try #require(texts.first { $0.string == "Cancel" })
    #expect(cancel.font.weight == 600)
    let delete = try #require(texts.last { $0.string == "Delete" })
    #expect(delete.paint == .color(ResolvedColor(hex: 0xFF3B30)))
    try host.tap("Delete")
    #expect(model.log == ["deleted"])
    #expect(!host.renderTree.dump().contains("Presentations"))
  }

  // An alert without actions has an OK button, which dismisses it.
  @Test func anAlertWithoutActions() throws {
    let host = phone(Presenter())
    try host.tap("Warn")
    try host.tap("OK")
    #expect(!host.renderTree.dump().contains("Presentations"))
  }

  // A confirmation dialog: actions on a card 8 from the sides at the bottom, the cancel
  // action on its own card below, 8 apart, above the home indicator (y 818); 57-point rows.
  @Test func aConfirmationDialog() throws {
    let model = PresenterModel()
    let host = phone(Presenter(model: model))
    try host.tap("Share")
    let buttons = host.renderTree.allNodes().filter {
      $0.node.role.description == "Button" && $0.frame.height == 57
    }
    #expect(buttons.map(\.frame).contains(rect(8, 761, 377, 57)))
    #expect(buttons.map(\.frame).contains(rect(8, 696, 377, 57)))
    try host.tap("Copy Link")
    #expect(model.log == ["copied"])
  }
}

/// What the presenter's actions did.
@Observable @MainActor
final class PresenterModel {
  struct Item: Identifiable {
    var id: Int
  }

  var log: [String] = []
  var dismissals = 0
  var item: Item?
}

/// Buttons that present each kind of presentation.
struct Presenter: View {
  var model = PresenterModel()
  var detents: Set<PresentationDetent> = [.large]
  var dismissDisabled = false
  @State private var sheet = false
  @State private var cover = false
  @State private var alert = false
  @State private var warning = false
  @State private var dialog = false

  var body: some View {
    @Bindable var model = model
    VStack {
      Button("Show sheet") { sheet = true }
      Button("Show item") { model.item = .init(id: 7) }
      Button("Show cover") { cover = true }
      Button("Delete") { alert = true }
      Button("Warn") { warning = true }
      Button("Share") { dialog = true }
    }
    .sheet(isPresented: $sheet, onDismiss: { model.dismissals += 1 }) {
      SheetContent()
        .presentationDetents(detents)
        .interactiveDismissDisabled(dismissDisabled)
    }
    .sheet(item: $model.item) { item in
      DoneButton(label: "Item \(item.id)", tag: "item content")
    }
    .fullScreenCover(isPresented: $cover) {
      Text("Cover").accessibilityIdentifier("cover content")
    }
    .alert("Delete the note?", isPresented: $alert) {
      Button("Cancel", role: .cancel) {}
      Button("Delete", role: .destructive) { model.log.append("deleted") }
    } message: {
      Text("This cannot be undone.")
    }
    .alert("Low battery", isPresented: $warning) {}
    .confirmationDialog("Share", isPresented: $dialog) {
      Button("Copy Link") { model.log.append("copied") }
      Button("Cancel", role: .cancel) {}
    }
  }
}

/// A sheet's content: its text at the top, and a button that dismisses it.
struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Sheet").accessibilityIdentifier("sheet content")
      Button("Done") { dismiss() }
    }
  }
}

/// A text and a button that dismisses what presents it.
struct DoneButton: View {
  let label: String
  let tag: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text(label).accessibilityIdentifier(tag)
      Button("Done") { dismiss() }
    }
  }
}
