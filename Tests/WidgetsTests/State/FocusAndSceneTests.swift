import Foundation
import Testing
import Widgets

/// `@FocusState` with `focused`, `onSubmit`, and the scene's environment: size classes per
/// device, the scene phase, and the edit mode with `EditButton`.
@MainActor
struct FocusAndSceneTests {
  enum Field: Hashable { case email, password }

  struct SignIn: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @State private var submitted = false

    var body: some View {
      VStack {
        TextField("Email", text: $email)
          .focused($focusedField, equals: .email)
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .submitLabel(.next)
          .onSubmit { focusedField = .password }
        SecureField("Password", text: $password)
          .focused($focusedField, equals: .password)
          .onSubmit { submitted = true }
        Text(focusedField.map { "\($0)" } ?? "none").accessibilityIdentifier("focus")
        Text(submitted ? "signed in as \(email)" : "not yet").accessibilityIdentifier("state")
        Button("Focus Email") { focusedField = .email }
      }
    }
  }

  // Typing into a field focuses it; a line break in a one-line field is its return key:
  // not inserted, it runs `onSubmit`, which here moves the focus to the password.
  @Test func typingFocusesAndReturnSubmits() throws {
    let host = phone(SignIn())
    #expect(host.drawnText(of: "focus")?.string == "none")
    try host.type("ana@example.com", into: "Email")
    #expect(host.drawnText(of: "focus")?.string == "email")
    try host.type("\n", into: "Email")
    #expect(host.drawnText(of: "focus")?.string == "password")
    try host.type("secret", into: "Password")
    try host.submit("Password")
    #expect(host.drawnText(of: "state")?.string == "signed in as ana@example.com")
  }

  // Tapping a field focuses it; setting the state moves the focus back.
  @Test func tapsAndStateMoveTheFocus() throws {
    let host = phone(SignIn())
    try host.tap("Password")
    #expect(host.drawnText(of: "focus")?.string == "password")
    try host.tap("Focus Email")
    #expect(host.drawnText(of: "focus")?.string == "email")
  }

  struct TwoFlags: View {
    @State private var first = ""
    @State private var second = ""
    @FocusState private var firstFocused: Bool
    @FocusState private var secondFocused: Bool

    var body: some View {
      VStack {
        TextField("First", text: $first).focused($firstFocused)
        TextField("Second", text: $second).focused($secondFocused)
        Text("\(firstFocused) \(secondFocused)").accessibilityIdentifier("flags")
      }
    }
  }

  // With a Boolean per field, focusing one field takes the focus from the other, as on iOS
  // where one field at a time has the keyboard.
  @Test func oneFieldAtATime() throws {
    let host = phone(TwoFlags())
    #expect(host.drawnText(of: "flags")?.string == "false false")
    try host.tap("First")
    #expect(host.drawnText(of: "flags")?.string == "true false")
    try host.type("x", into: "Second")
    #expect(host.drawnText(of: "flags")?.string == "false true")
  }

  // Submitting something that is not a text field is an error that says so.
  @Test func submittingAButtonIsAnError() {
    let host = phone(SignIn())
    #expect(throws: ViewHostError.self) { try host.submit("Focus Email") }
  }

  struct Classes: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
      Text("\(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil")")
        .accessibilityIdentifier("classes")
    }
  }

  // Size classes as iOS gives them: iPhones compact wide and regular tall in portrait; in
  // landscape compact both ways, except the Pro Max, regular wide; iPads regular both ways.
  @Test(arguments: [
    (Device.iPhone16, "compact regular"),
    (Device.iPhoneSE, "compact regular"),
    (Device.iPhone16ProMax, "compact regular"),
    (Device.iPad11, "regular regular"),
    (
      Device(name: "iPhone16 landscape", size: CGSize(width: 852, height: 393), scale: 3),
      "compact compact"
    ),
    (
      Device(name: "Pro Max landscape", size: CGSize(width: 956, height: 440), scale: 3),
      "regular compact"
    ),
    (
      Device(name: "iPad mini", size: CGSize(width: 744, height: 1133), scale: 2), "regular regular"
    ),
    (
      Device(name: "a component's canvas", size: CGSize(width: 390, height: 200), scale: 2),
      "compact regular"
    ),
  ])
  func sizeClassesPerDevice(device: Device, expected: String) {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(Classes(), device: device)
    #expect(host.drawnText(of: "classes")?.string == expected)
    #expect("\(device.horizontalSizeClass) \(device.verticalSizeClass)" == expected)
  }

  struct PhaseWatcher: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var changes: [String] = []
    var body: some View {
      Text("\(scenePhase) [\(changes.joined(separator: ","))]")
        .accessibilityIdentifier("phase")
        .onChange(of: scenePhase) { _, newPhase in changes.append("\(newPhase)") }
    }
  }

  // The scene is active until the host says otherwise; `onChange(of: scenePhase)` sees it.
  @Test func scenePhase() {
    let host = phone(PhaseWatcher())
    #expect(host.drawnText(of: "phase")?.string == "active []")
    host.scenePhase = .background
    #expect(host.drawnText(of: "phase")?.string == "background [background]")
    host.scenePhase = .active
    #expect(host.drawnText(of: "phase")?.string == "active [background,active]")
  }

  struct Editing: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
      VStack {
        EditButton()
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
          .accessibilityIdentifier("mode")
      }
    }
  }

  // `EditButton` toggles the host's edit mode: "Edit" becomes a semibold "Done"; the host
  // can set the mode too, to snapshot a screen while editing.
  @Test func editButton() throws {
    let host = phone(Editing())
    #expect(host.drawnText(of: "mode")?.string == "browsing")
    try host.tap("Edit")
    #expect(host.editMode == .active)
    #expect(host.drawnText(of: "mode")?.string == "editing")
    let done = try #require(
      host.renderTree.allNodes().compactMap { $0.node.content?.text }.first {
        $0.string == "Done"
      })
    #expect(done.font.weight == 600)
    #expect(done.paint == .color(ResolvedColor(hex: 0x007AFF)))
    try host.tap("Done")
    #expect(host.drawnText(of: "mode")?.string == "browsing")
    host.editMode = .active
    #expect(host.drawnText(of: "mode")?.string == "editing")
  }
}
