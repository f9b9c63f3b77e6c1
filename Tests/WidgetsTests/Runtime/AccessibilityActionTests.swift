import Foundation
import Testing
import Widgets

/// A host performs what VoiceOver users do besides tapping: the named actions of the actions
/// rotor and the adjustable action's swipes.
@MainActor
struct AccessibilityActionTests {
  /// A rating that VoiceOver adjusts, with a reset action; the row holding it can be
  /// archived.
  private struct Rating: View {
    @State private var value = 3
    @State private var archived = false

    var body: some View {
      HStack {
        Text("Rating \(value)")
          .accessibilityAdjustableAction { direction in
            value += direction == .increment ? 1 : -1
          }
          .accessibilityAction(named: "Reset") { value = 0 }
        Text(archived ? "Archived" : "Inbox")
      }
      .accessibilityAction(named: "Archive") { archived = true }
    }
  }

  private func shows(_ host: ViewHost, _ text: String) -> Bool {
    host.renderTree.allNodes().contains { $0.node.content?.text?.string == text }
  }

  // Swipes adjust the rating; "Reset" is the text's own action; "Archive", on the row around
  // it, is found from the text too (the innermost view with that name).
  @Test func actionsAndAdjustmentsRun() throws {
    let host = ViewHost(Rating(), size: CGSize(width: 300, height: 100))
    try host.performAccessibilityAdjustment(.increment, on: "Rating 3")
    #expect(shows(host, "Rating 4"))
    try host.performAccessibilityAdjustment(.decrement, on: "Rating 4")
    try host.performAccessibilityAdjustment(.decrement, on: "Rating 3")
    #expect(shows(host, "Rating 2"))
    try host.performAccessibilityAction(named: "Reset", on: "Rating 2")
    #expect(shows(host, "Rating 0"))
    try host.performAccessibilityAction(named: "Archive", on: "Rating 0")
    #expect(shows(host, "Archived"))
  }

  // An unknown action says which the view has; a view without an adjustable action says so.
  @Test func missingActionsAreReported() {
    let host = ViewHost(Rating(), size: CGSize(width: 300, height: 100))
    #expect(
      throws: ViewHostError(
        "\"Rating 3\" has no accessibility action named \"Delete\"; it has \"Archive\", \"Reset\"."
      )
    ) {
      try host.performAccessibilityAction(named: "Delete", on: "Rating 3")
    }
    #expect(
      throws: ViewHostError(
        "\"Inbox\" has no accessibilityAdjustableAction; nothing was adjusted.")
    ) {
      try host.performAccessibilityAdjustment(.increment, on: "Inbox")
    }
  }
}
