import Foundation
import Testing
import Widgets

@MainActor
struct NavigationTests {
  init() { ViewHost.printsDiagnostics = false }

  private func frame(_ host: ViewHost, text: String) -> CGRect? {
    host.renderTree.allNodes().first { $0.node.content?.text?.string == text }?.frame
  }

  /// `value` to a thousandth of a point (text metrics leave float noise below that).
  private func rounded(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }

  private func texts(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  @Test func aLargeTitleSitsBelowTheBarAtTheLeadingMargin() throws {
    let host = ViewHost(
      NavigationStack { Text("Body").navigationTitle("Settings") },
      size: CGSize(width: 390, height: 844))
    let title = try #require(frame(host, text: "Settings"))
    // 44-point bar, then a 52-point area on whose bottom the line of 34-point bold text
    // (40.5 points with Galley's metrics; iOS's is 41) sits; 16 points from the leading edge.
    #expect(title.minX == 16)
    #expect(rounded(title.height) == 40.5)
    #expect(rounded(title.maxY) == 96, "44 + 52")
    // The content is centred in what is left below the 96 points of bar.
    let body = try #require(frame(host, text: "Body"))
    #expect(rounded(body.midY) == 470, "96 + (844 − 96) / 2")
  }

  @Test func anInlineTitleIsCentredInTheBar() throws {
    let host = ViewHost(
      NavigationStack {
        Text("Body").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
      },
      size: CGSize(width: 390, height: 844))
    let title = try #require(frame(host, text: "Settings"))
    #expect(rounded(title.midX) == 195)
    #expect(rounded(title.midY) == 22)
    let body = try #require(frame(host, text: "Body"))
    #expect(rounded(body.midY) == 444, "44 + (844 − 44) / 2")
  }

  @Test func linksPushAndTheBackButtonPops() throws {
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Profile") { Text("Profile page").navigationTitle("Profile") }
          .navigationTitle("Settings")
      },
      size: CGSize(width: 390, height: 844))
    // The screen, then the bar drawn over it.
    #expect(texts(host) == ["Profile", "Settings"])
    try host.tap("Profile")
    #expect(texts(host) == ["Profile page", "Settings", "Profile"])
    let back = try #require(host.frame(of: "navigation back"))
    #expect(back.minX == 8)
    #expect(rounded(back.midY) == 22)
    // The pushed screen's title is large too: it follows the screen below.
    #expect(frame(host, text: "Profile").map { rounded($0.maxY) } == 96)
    try host.tap("navigation back")
    #expect(texts(host) == ["Profile", "Settings"])
  }

  @Test func valuesPushTheirDestinationsThroughAPath() throws {
    struct Numbers: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            NavigationLink("Three", value: 3)
            Text("Path: \(path.map(String.init).joined(separator: ","))")
          }
          .navigationDestination(for: Int.self) { number in
            NumberScreen(number: number)
          }
          .navigationTitle("Numbers")
        }
      }
    }
    struct NumberScreen: View {
      let number: Int
      @Environment(\.dismiss) private var dismiss
      var body: some View {
        VStack {
          Text("Number \(number)")
          NavigationLink("Next", value: number + 1)
          Button("Done") { dismiss() }
        }
        .navigationTitle("\(number)")
      }
    }
    let host = ViewHost(Numbers(), size: CGSize(width: 390, height: 844))
    try host.tap("Three")
    #expect(texts(host) == ["Number 3", "Next", "Done", "Numbers", "3"])
    try host.tap("Next")
    #expect(texts(host) == ["Number 4", "Next", "Done", "3", "4"])
    try host.tap("Done")
    try host.tap("Done")
    #expect(texts(host) == ["Three", "Path:", "Numbers"])
  }

  @Test func dismissOutsideAStackDoesNothing() throws {
    struct Closer: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Close") { dismiss() } }
    }
    let host = ViewHost(Closer(), size: CGSize(width: 200, height: 100))
    try host.tap("Close")
    #expect(texts(host) == ["Close"])
  }

  @Test func viewsAndValuesPushInTheOrderTapped() throws {
    struct Mixed: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("Open view") {
            NavigationLink("Then value", value: 7).navigationTitle("View")
          }
          .navigationDestination(for: Int.self) { Text("Value \($0)").navigationTitle("Value") }
          .navigationTitle("Root")
        }
      }
    }
    let host = ViewHost(Mixed(), size: CGSize(width: 390, height: 844))
    try host.tap("Open view")
    try host.tap("Then value")
    #expect(texts(host) == ["Value 7", "View", "Value"])
    try host.tap("navigation back")
    #expect(texts(host) == ["Then value", "Root", "View"])
    try host.tap("navigation back")
    #expect(texts(host) == ["Open view", "Root"])
  }

  @Test func aScreenWithoutATitleDoesNotShowTheOneBefore() throws {
    struct Screens: View {
      var body: some View {
        NavigationStack {
          VStack {
            NavigationLink("Titled") { Text("First").navigationTitle("Old title") }
            NavigationLink("Untitled") { Text("Second") }
          }
          .navigationTitle("Home")
        }
      }
    }
    let host = ViewHost(Screens(), size: CGSize(width: 390, height: 844))
    try host.tap("Titled")
    #expect(texts(host).contains("Old title"))
    try host.tap("navigation back")
    try host.tap("Untitled")
    #expect(texts(host) == ["Second", "Home"])
  }

  @Test func aPathSetAtTheStartShowsItsDestination() throws {
    struct DeepLink: View {
      @State private var path = [5]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root")
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
      }
    }
    let host = ViewHost(DeepLink(), size: CGSize(width: 390, height: 844))
    // The root was resolved unseen once, so that its destination registered, and then left.
    #expect(texts(host) == ["Number 5", "Back"])
  }
}

@MainActor
struct NavigationPathEdgeTests {
  private func texts(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  // A view pushed on a value, the path emptied, another view pushed: the first view never
  // comes back, and back pops what is shown.
  @Test func viewsPushedOnValuesTheStackLeftAreForgotten() throws {
    struct Screens: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            NavigationLink("One", value: 1)
            NavigationLink("Plain") { Text("Plain page") }
          }
          .navigationDestination(for: Int.self) { number in
            VStack {
              NavigationLink("Deeper") { Text("Deeper page") }
              Button("Home") { path = [] }
            }
          }
        }
      }
    }
    let host = ViewHost(Screens(), size: CGSize(width: 390, height: 844))
    try host.tap("One")
    try host.tap("Deeper")
    #expect(texts(host).first == "Deeper page")
    try host.tap("navigation back")
    try host.tap("Home")
    try host.tap("Plain")
    #expect(texts(host).first == "Plain page")
    try host.tap("navigation back")
    #expect(texts(host).prefix(2) == ["One", "Plain"])
  }

  // The older spelling with a destination value.
  @available(*, deprecated, message: "exercises NavigationLink(destination:label:)")
  @Test func aDestinationValueLinkPushes() throws {
    let host = ViewHost(
      NavigationStack { NavigationLink(destination: Text("Detail")) { Text("Open") } },
      size: CGSize(width: 390, height: 844))
    try host.tap("Open")
    #expect(texts(host).first == "Detail")
  }
}
