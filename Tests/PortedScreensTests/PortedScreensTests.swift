// Screens written as iOS developers write SwiftUI (the files in Screens/), compiled unchanged
// with `import SwiftUI`, `import Combine` and `import CoreGraphics`, with the main actor as
// default isolation, as new Xcode projects compile them. The same files compile without that
// default in PortedScreensNonisolatedTests.
import Combine
import SwiftUI
import Testing
import WidgetsTesting

/// The strings the host draws, top to bottom.
@MainActor
func shownTexts(_ host: ViewHost) -> [String] {
  host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
}

@MainActor
struct PortedScreensTests {
  init() { ViewHost.printsDiagnostics = false }

  @Test func timerTicksOnTheVirtualClock() throws {
    let host = ViewHost(StopwatchView(), size: CGSize(width: 320, height: 400))
    #expect(shownTexts(host).first == "00:00")
    host.advance(by: 3)
    #expect(shownTexts(host).first == "00:00", "the watch is stopped: ticks change nothing")
    try host.tap("Start")
    host.advance(by: 2.5)
    #expect(shownTexts(host).first == "00:02")
    host.advance(by: 0.5)
    #expect(shownTexts(host).first == "00:03")
    try host.tap("Lap")
    #expect(shownTexts(host) == ["00:03", "Stop", "Lap", "Lap 1", "00:03"])
    host.advance(by: 60)
    #expect(shownTexts(host).first == "01:03")
    #expect(host.diagnostics.isEmpty)
  }

  @Test func typingAndPublishedChangesUpdateObservingViews() throws {
    let model = CitySearchModel(scheduler: ImmediateScheduler.shared)
    let host = ViewHost(CitySearchView(model: model), size: CGSize(width: 320, height: 300))
    #expect(shownTexts(host) == ["City", "Type a city"])
    try host.type("Ber", into: "City")
    #expect(shownTexts(host) == ["Ber", "Results for Ber", "Berlin", "Bern", "Bergen"])
    model.query = "L"
    #expect(shownTexts(host) == ["L", "Results for L", "Lisbon", "London", "Lyon"])
  }

  // The sign-up form: the button stays disabled (tapping it is refused) until the fields
  // are filled and the terms accepted, through the host, as a user would.
  @Test func signingUpEnablesTheButton() throws {
    let host = ViewHost(SignUpForm(), size: CGSize(width: 393, height: 852))
    #expect(throws: ViewHostError.self) { try host.tap("Create Account") }
    try host.type("Ada", into: "Name")
    try host.type("ada@example.com", into: "Email")
    try host.type("analytical", into: "Password")
    #expect(throws: ViewHostError.self) { try host.tap("Create Account") }
    try host.tap("I accept the terms")
    try host.tap("Create Account")
    #expect(shownTexts(host).contains("ada@example.com"))
  }

  // The settings list: a toggle row flips, a deleted device is gone (its delete action
  // runs through the array helper SwiftUI adds), a link row pushes.
  @Test func theSettingsListRespondsToTaps() throws {
    let host = ViewHost(DeviceSettingsView(), size: CGSize(width: 393, height: 852))
    try host.tap("Appearance")
    try host.tap("Dark")
    #expect(shownTexts(host).contains("Dark"))
    #expect(!shownTexts(host).contains("Automatic"))
    try host.tap("Airplane Mode")
    // The switch's track turns system green.
    #expect(
      host.renderTree.dump().contains("Capsule (")
        && host.renderTree.dump().contains("fill #34c759"))
    try host.tap("Wi-Fi")
    #expect(shownTexts(host).contains("Networks"))
    var names = ["AirPods Pro", "Magic Keyboard", "Pencil"]
    names.remove(atOffsets: IndexSet([0, 2]))
    #expect(names == ["Magic Keyboard"])
    var order = ["a", "b", "c", "d"]
    order.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
    #expect(order == ["c", "a", "b", "d"])
  }

  // The notes screen with its sheet presented (medium detent) and with its alert, on two
  // devices in light and dark; then driven: a note typed and saved in the sheet, all deleted
  // through the alert.
  @Test func presentedSheetAndAlert() throws {
    let matrix = SnapshotMatrix(devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark])
    try assertSnapshots(as: [.tree, .svg], matrix: matrix, named: "sheet") { configuration in
      let host = configuration.host(NotesScreen())
      try host.tap("Add Note")
      return host
    }
    try assertSnapshots(as: [.tree, .svg], matrix: matrix, named: "alert") { configuration in
      let host = configuration.host(NotesScreen())
      try host.tap("Delete All")
      return host
    }
    let host = ViewHost(NotesScreen(), size: CGSize(width: 393, height: 852))
    try host.tap("Add Note")
    try host.type("Trip", into: "Title")
    try host.tap("Save")
    #expect(shownTexts(host).contains("Trip"))
    try host.tap("Delete All")
    try host.tap("Delete")
    #expect(!shownTexts(host).contains("Groceries"))
  }

  // The tab app: tapping "Settings" in the bar shows the settings list; the notes keep what
  // was added while away.
  @Test func tabsSwitchAndKeepState() throws {
    let host = ViewHost(TabApp(), size: CGSize(width: 393, height: 852))
    try host.tap("Add Note")
    try host.type("Trip", into: "Title")
    try host.tap("Save")
    try host.tap("Settings")
    #expect(shownTexts(host).contains("AirPods Pro"))
    try host.tap("Notes")
    #expect(shownTexts(host).contains("Trip"))
  }

  // The profile's toolbar button presents its sheet; the follow button changes its title.
  @Test func theProfileToolbarPresentsASheet() throws {
    let host = ViewHost(ProfileView(), size: CGSize(width: 393, height: 852))
    try host.tap("Follow")
    #expect(shownTexts(host).contains("Following"))
    try host.tap("Edit")
    #expect(shownTexts(host).contains("Edit profile"))
  }

  // The library screen: searching with no match shows the search's unavailable view; the
  // details open.
  @Test func theLibrarySearchesAndSlides() throws {
    let host = ViewHost(LibraryView(), size: CGSize(width: 393, height: 852))
    try host.type("zz", into: "Title")
    #expect(shownTexts(host).contains("No Results"))
    try host.tap("Details")
    #expect(shownTexts(host).contains("3 books"))
  }

  @Test func environmentObjectsAndEntries() throws {
    let host = ViewHost(SettingsScreen(), size: CGSize(width: 320, height: 300))
    #expect(shownTexts(host) == ["Hello, Ada", "Welcome, Ada", "Notifications", "Rename"])
    try host.tap("Rename")
    #expect(shownTexts(host) == ["Hello, Grace", "Welcome, Grace", "Notifications", "Rename"])
    // The second banner's environment: green badge, 16-point corners.
    let fills = host.renderTree.allNodes().compactMap { entry -> String? in
      guard entry.frame.width == 10 else { return nil }
      return entry.node.content.map { "\($0)" }
    }
    #expect(fills.count == 2)
    #expect(fills[0] != fills[1], "the badges differ in colour: \(fills)")
  }

  @Test func aToggleWritesThroughTheObjectsBinding() throws {
    let host = ViewHost(SettingsScreen(), size: CGSize(width: 320, height: 300))
    func badgeOpacities() -> [Double] {
      host.renderTree.allNodes().filter { $0.frame.width == 10 }.map { $0.node.effects.opacity }
    }
    #expect(badgeOpacities() == [1, 1])
    try host.tap("Notifications")
    #expect(badgeOpacities() == [0, 0])
  }

  @Test func deprecatedSpellingsStillWork() throws {
    let host = ViewHost(LegacyCard(title: "Card"), size: CGSize(width: 320, height: 200))
    #expect(shownTexts(host) == ["Card"])
    try host.tap("Card")
    host.settle()
    #expect(shownTexts(host) == ["Card", "More details"])
  }

  @Test func navigationViewPushesAndPops() throws {
    let host = ViewHost(LegacySettingsScreen(), device: .iPhone16)
    #expect(shownTexts(host) == ["Account", "Notifications", "Settings"])
    try host.tap("Notifications")
    #expect(shownTexts(host) == ["Notification settings", "Notifications", "Settings"])
    try host.tap("navigation back")
    #expect(shownTexts(host) == ["Account", "Notifications", "Settings"])
  }

  @Test func entriesReadTheirDefaults() {
    let environment = EnvironmentValues()
    #expect(environment.helpLink == "https://example.com/help")
    #expect(environment.onBannerTap == nil)
    #expect(environment.greeting == "Hello")
  }

  @Test func localizedStringsReadAsWritten() {
    #expect(String(localized: "Legacy card", comment: "A title") == "Legacy card")
    let count = 3
    #expect(String(localized: "\(count) items") == "3 items")
    #expect(
      String(localized: "greeting.key", defaultValue: "Hello \(count)", comment: "") == "Hello 3")
  }

  @Test func previewValuesRegister() throws {
    PreviewRegistry.register(
      Preview("Registered stopwatch") { StopwatchView() },
      Preview("Registered ring", traits: .sizeThatFitsLayout) { Ring(progress: 0.5) })
    let preview = try #require(PreviewRegistry.preview(named: "Registered ring"))
    #expect(preview.layoutSize == .unspecified)
    #expect(preview.fileID == nil)
    let host = ViewHost(preview.makeView(), size: CGSize(width: 100, height: 100))
    #expect(host.renderTree.root.frame.size == CGSize(width: 100, height: 100))
  }

  /// Every `#Preview` of the program is found, ordered by file and line. The same files are
  /// compiled into PortedScreensNonisolatedTests, whose file IDs sort first, so the previews
  /// here are the second of each name.
  @Test func previewMacrosAreFound() throws {
    let found = PreviewRegistry.previews.filter {
      $0.fileID?.hasPrefix("PortedScreensTests/") == true
    }
    // An unnamed preview takes its file's name; "Sign up" is named.
    #expect(
      found.map(\.name) == [
        "Legacy 2", "DeviceSettings 2", "Notes 2", "Search 2", "Settings 2", "Shapes 2",
        "Sign up 2", "Stopwatch 2",
      ])
    #expect(
      found.map { "\($0.fileID ?? "")#\($0.line ?? 0)" } == [
        "PortedScreensTests/Deprecated.swift#35", "PortedScreensTests/DeviceSettings.swift#63",
        "PortedScreensTests/Notes.swift#50", "PortedScreensTests/Search.swift#46",
        "PortedScreensTests/Settings.swift#64",
        "PortedScreensTests/Shapes.swift#50", "PortedScreensTests/SignUp.swift#39",
        "PortedScreensTests/Stopwatch.swift#57",
      ])
    let others = PreviewRegistry.previews.filter {
      $0.fileID?.hasPrefix("PortedScreensNonisolatedTests/") == true
    }
    #expect(
      others.map(\.name) == [
        "Legacy", "DeviceSettings", "Notes", "Search", "Settings", "Shapes", "Sign up",
        "Stopwatch",
      ])
    // A found preview renders what its body makes.
    let legacy = try #require(found.first)
    let host = ViewHost(legacy.makeView(), size: CGSize(width: 320, height: 200))
    #expect(shownTexts(host) == ["Legacy card"])
  }

  @Test(
    arguments: [
      "shapes", "stopwatch", "search", "settings", "legacy", "navigation", "devices", "signup",
      "tabs", "profile", "trip",
    ])
  func snapshots(_ name: String) {
    let view: AnyView
    switch name {
    case "shapes":
      view = AnyView(
        VStack(spacing: 16) {
          Triangle().fill(.orange).frame(width: 60, height: 50)
          Line().stroke(.secondary, lineWidth: 1).frame(height: 1)
          Ring(progress: 0.25)
        }.padding())
    case "stopwatch": view = AnyView(StopwatchView())
    case "search":
      let model = CitySearchModel(scheduler: ImmediateScheduler.shared)
      model.query = "Be"
      view = AnyView(CitySearchView(model: model))
    case "settings": view = AnyView(SettingsScreen())
    case "navigation": view = AnyView(LegacySettingsScreen())
    case "devices": view = AnyView(DeviceSettingsView())
    case "signup": view = AnyView(SignUpForm())
    case "tabs": view = AnyView(TabApp())
    case "profile": view = AnyView(ProfileView())
    case "trip": view = AnyView(TripPlannerView())
    default: view = AnyView(LegacyCard(title: "Legacy card").padding())
    }
    assertSnapshots(
      of: view, as: [.tree, .svg],
      matrix: SnapshotMatrix(devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark]),
      named: name)
  }

  // What VoiceOver reads on the settings screen and the sign-up form, in reading order:
  // switches with their values, links, the disabled button marked dimmed.
  @Test(arguments: ["devices", "signup"])
  func accessibility(_ name: String) {
    let view = name == "devices" ? AnyView(DeviceSettingsView()) : AnyView(SignUpForm())
    assertSnapshots(
      of: view, as: [.accessibility],
      matrix: SnapshotMatrix(devices: [.iPhone16], colorSchemes: [.light]), named: name)
  }

  // A trip planner written as an iOS developer writes it: stored settings a test seeds,
  // focus moving on submit, a compact date, formatted money in a grid, a toolbar menu.
  @Test func tripPlanner() throws {
    let host = ViewHost(TripPlannerView(), device: .iPhone16)
    host.appStorage["homeCity"] = "Porto"
    host.appStorage["pace"] = "packed"
    let texts = { host.renderTree.allNodes().compactMap { $0.node.content?.text?.string } }
    #expect(texts().contains("Leaving from Porto."))
    #expect(texts().contains("Packed"))
    #expect(texts().contains("Jan 1, 2026"))
    #expect(texts().contains("40%"))
    #expect(texts().contains("€420.00"))
    #expect(texts().contains("Compact layout"))
    try host.type("Douro Valley\n", into: "Trip name")
    #expect(host.sceneStorage["draftName"] as? String == "Douro Valley")
    try host.tap("More")
    #expect(texts().contains("Duplicate"))
    try host.tap("Duplicate")
    #expect(!texts().contains("Duplicate"))
  }
}
