import Foundation
import Testing
import Widgets

/// `@AppStorage` and `@SceneStorage` over a host's in-memory stores: defaults, seeding,
/// writes that update every reader, the stored forms of enums, URLs and optionals.
@MainActor
struct StorageTests {
  enum Theme: String { case system, light, dark }

  struct Settings: View {
    @AppStorage("showsPreviews") private var showsPreviews = true
    @AppStorage("theme") private var theme: Theme = .system
    @AppStorage("launches") private var launches = 0
    @AppStorage("nickname") private var nickname: String?

    var body: some View {
      VStack {
        Toggle("Show Previews", isOn: $showsPreviews)
        Text("Theme: \(theme.rawValue)").accessibilityIdentifier("theme")
        Text("Launches: \(launches)").accessibilityIdentifier("launches")
        Text("Nickname: \(nickname ?? "none")").accessibilityIdentifier("nickname")
        Button("Dark") { theme = .dark }
        Button("Launch") { launches += 1 }
        Button("Name") { nickname = "Ana" }
        Button("Forget") { nickname = nil }
      }
    }
  }

  /// A second view reading one of the keys, to see writes reach every reader.
  struct Badge: View {
    @AppStorage("launches") private var launches = 0
    var body: some View { Text("\(launches)").accessibilityIdentifier("badge") }
  }

  // Nothing stored: every property shows its default, and the store stays empty.
  @Test func defaultsUntilSomethingIsStored() {
    let host = phone(Settings())
    #expect(host.drawnText(of: "theme")?.string == "Theme: system")
    #expect(host.drawnText(of: "launches")?.string == "Launches: 0")
    #expect(host.drawnText(of: "nickname")?.string == "Nickname: none")
    #expect(host.appStorage.keys == [])
  }

  // A test seeds the store before the first render: an enum by its raw value, an Int seeded
  // as a Double (UserDefaults converts numbers), a string into an optional.
  @Test func seededValuesAreRead() {
    let host = phone(Settings())
    host.appStorage["theme"] = "dark"
    host.appStorage["launches"] = 3.0
    host.appStorage["nickname"] = "Bo"
    #expect(host.drawnText(of: "theme")?.string == "Theme: dark")
    #expect(host.drawnText(of: "launches")?.string == "Launches: 3")
    #expect(host.drawnText(of: "nickname")?.string == "Nickname: Bo")
  }

  // A value of the wrong type reads as the default, as UserDefaults' typed getters do.
  @Test func aValueOfAnotherTypeReadsAsTheDefault() {
    let host = phone(Settings())
    host.appStorage["theme"] = "sepia"
    host.appStorage["launches"] = "many"
    #expect(host.drawnText(of: "theme")?.string == "Theme: system")
    #expect(host.drawnText(of: "launches")?.string == "Launches: 0")
  }

  // Writes go into the store in UserDefaults' forms (raw values), through bindings too,
  // and setting an optional to nil removes its key.
  @Test func writesAreStored() throws {
    let host = phone(Settings())
    try host.tap("Dark")
    try host.tap("Launch")
    try host.tap("Launch")
    try host.tap("Show Previews")
    try host.tap("Name")
    #expect(host.appStorage["theme"] as? String == "dark")
    #expect(host.appStorage["launches"] as? Int == 2)
    #expect(host.appStorage["showsPreviews"] as? Bool == false)
    #expect(host.appStorage.keys == ["launches", "nickname", "showsPreviews", "theme"])
    #expect(host.drawnText(of: "theme")?.string == "Theme: dark")
    #expect(host.drawnText(of: "nickname")?.string == "Nickname: Ana")
    try host.tap("Forget")
    #expect(host.appStorage["nickname"] == nil)
    #expect(host.drawnText(of: "nickname")?.string == "Nickname: none")
  }

  // A write by one view updates another view reading the same key, and a write into the
  // store from the test updates both.
  @Test func everyReaderOfAKeyIsUpdated() throws {
    let host = phone(
      VStack {
        Settings()
        Badge()
      })
    try host.tap("Launch")
    #expect(host.drawnText(of: "badge")?.string == "1")
    host.appStorage["launches"] = 7
    #expect(host.drawnText(of: "badge")?.string == "7")
    #expect(host.drawnText(of: "launches")?.string == "Launches: 7")
    host.appStorage.removeAll()
    #expect(host.drawnText(of: "badge")?.string == "0")
  }

  // Each host has its own store: nothing leaks from one test's host into another's.
  @Test func hostsDoNotShareStorage() throws {
    let first = phone(Settings())
    try first.tap("Launch")
    let second = phone(Settings())
    #expect(second.drawnText(of: "launches")?.string == "Launches: 0")
  }

  struct Tabs: View {
    @SceneStorage("selectedTab") private var selectedTab = "inbox"
    @SceneStorage("draft") private var draft: String?
    var body: some View {
      VStack {
        Text("Tab: \(selectedTab)").accessibilityIdentifier("tab")
        Button("Archive") { selectedTab = "archive" }
        Text(draft ?? "no draft").accessibilityIdentifier("draft")
      }
    }
  }

  // Scene storage is a store of its own, seeded and read the same way.
  @Test func sceneStorage() throws {
    let host = phone(Tabs())
    host.sceneStorage["draft"] = "Dear Ana"
    #expect(host.drawnText(of: "tab")?.string == "Tab: inbox")
    #expect(host.drawnText(of: "draft")?.string == "Dear Ana")
    try host.tap("Archive")
    #expect(host.sceneStorage["selectedTab"] as? String == "archive")
    #expect(host.appStorage.keys == [])
    #expect(host.drawnText(of: "tab")?.string == "Tab: archive")
  }

  struct Links: View {
    @AppStorage("homepage") private var homepage = URL(fileURLWithPath: "/start")
    var body: some View {
      Text(homepage.absoluteString).accessibilityIdentifier("url")
      Button("Change") { homepage = URL(fileURLWithPath: "/docs") }
    }
  }

  // URLs are stored as their strings and read back from either form.
  @Test func urlsAreStoredAsStrings() throws {
    let host = phone(Links())
    try host.tap("Change")
    #expect(host.appStorage["homepage"] as? String == "file:///docs")
    host.appStorage["homepage"] = URL(fileURLWithPath: "/swift")
    #expect(host.drawnText(of: "url")?.string == "file:///swift")
  }
}
