import Foundation
import Observation
import Testing
import Widgets

/// A toggle-like control that writes through a binding.
struct Flip: View {
  @Binding var isOn: Bool
  let name: String

  var body: some View {
    Button("\(name): \(isOn ? "on" : "off")") { isOn.toggle() }
      .accessibilityIdentifier(name)
  }
}

struct Settings: Equatable {
  var sound = false
  var volume = 3
}

/// Owns state and hands bindings to its children, whole and projected through key paths.
struct SettingsScreen: View {
  @State private var settings = Settings()

  var body: some View {
    VStack {
      Flip(isOn: $settings.sound, name: "sound")
      Text("volume \(settings.volume)")
      Button("Louder") { settings.volume += 1 }
      Flip(isOn: .constant(true), name: "fixed")
    }
  }
}

@Observable @MainActor
final class Library {
  var books = ["Dune"]
  var title = "Shelf"
}

struct Shelf: View {
  @Environment(Library.self) private var library
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack {
      Text("\(library.title) (\(colorScheme == .dark ? "dark" : "light"))")
      ForEach(library.books, id: \.self) { Text($0) }
      Button("Add") { library.books.append("Emma") }
    }
  }
}

struct Renamer: View {
  @Bindable var library: Library

  var body: some View {
    Flip(
      isOn: Binding(
        get: { library.title == "Renamed" }, set: { if $0 { library.title = "Renamed" } }),
      name: "rename")
  }
}

struct OptionalShelf: View {
  @Environment(Library.self) private var library: Library?

  var body: some View { Text(library == nil ? "none" : "some") }
}

struct Scaled: View {
  @ScaledMetric(relativeTo: .headline) private var height = 58.0

  var body: some View { Color.red.frame(width: 10, height: height).accessibilityIdentifier("box") }
}

@MainActor
struct EnvironmentAndBindingTests {
  private func texts(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  @Test func bindingsWriteThroughToTheOwner() throws {
    let host = host(SettingsScreen())
    #expect(texts(host) == ["sound: off", "volume 3", "Louder", "fixed: on"])
    try host.tap("sound")
    try host.tap("Louder")
    try host.tap("fixed")
    #expect(texts(host) == ["sound: on", "volume 4", "Louder", "fixed: on"])
  }

  @Test func observableObjectsInTheEnvironmentAreTracked() throws {
    let library = Library()
    let host = host(Shelf().environment(library).environment(\.colorScheme, .dark))
    #expect(texts(host) == ["Shelf (dark)", "Dune", "Add"])
    try host.tap("Add")
    #expect(texts(host) == ["Shelf (dark)", "Dune", "Emma", "Add"])
    library.title = "Books"
    #expect(texts(host) == ["Books (dark)", "Dune", "Emma", "Add"])
  }

  @Test func bindableMakesBindingsToModelProperties() throws {
    let library = Library()
    let host = host(Renamer(library: library))
    try host.tap("rename")
    #expect(library.title == "Renamed")
    #expect(texts(host) == ["rename: on"])
  }

  @Test func optionalEnvironmentObjectsReadNil() {
    #expect(texts(host(OptionalShelf())) == ["none"])
    #expect(texts(host(OptionalShelf().environment(Library()))) == ["some"])
  }

  // SwiftUI stops the program when an @Observable object was never provided; so does Galley,
  // with a message naming the type.
  @Test func missingEnvironmentObjectsStopWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        ViewHost.printsDiagnostics = false
        _ = ViewHost(Shelf(), size: CGSize(width: 100, height: 100))
      }
    }
  }

  // @ScaledMetric: 58 relative to .headline is 58 at the default size and 58 × 23/17 = 78.47
  // at xxxLarge; centred in 200 its corners fall at 60.76 and 139.24, which round to 61 and
  // 139: 78 high.
  @Test func scaledMetricsFollowDynamicType() {
    #expect(host(Scaled()).frame(of: "box")?.height == 58)
    #expect(host(Scaled().dynamicTypeSize(.xxxLarge)).frame(of: "box")?.height == 78)
  }

  // transformEnvironment changes a value for the subtree only.
  @Test func transformEnvironmentScopesTheChange() {
    let host = host(
      VStack {
        Text("a").transformEnvironment(\.font) { $0 = .title }
        Text("b")
      })
    let sizes = host.renderTree.allNodes().compactMap { $0.node.content?.text?.font.size }
    #expect(sizes == [28, 17])
  }
}

/// A child that only shows a binding, and a parent that changes the bound value elsewhere.
private struct BoundLabel: View {
  @Binding var count: Int
  var body: some View { Text("Count \(count)").accessibilityIdentifier("bound") }
}

private struct BindingParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      BoundLabel(count: $count)
      Button("Add") { count += 1 }
    }
  }
}

@MainActor
struct BindingUpdateTests {
  // SwiftUI updates a view whose binding's value changed, even when nothing else about the
  // view did; the binding is compared by where it points and the value it held when made.
  @Test func aViewShowingABindingUpdatesWhenTheValueChanges() throws {
    let host = ViewHost(BindingParent(), size: CGSize(width: 200, height: 100))
    try host.tap("Add")
    try host.tap("Add")
    #expect(host.renderTree.node(identifiedBy: "bound")?.content?.text?.string == "Count 2")
  }
}
