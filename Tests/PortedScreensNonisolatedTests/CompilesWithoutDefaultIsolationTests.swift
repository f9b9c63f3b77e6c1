// The screens of PortedScreensTests (the `Screens` folder is a link to theirs), compiled in
// Swift 6 without a default isolation: views, and the shapes that are views, are isolated
// to the main actor by `View`.
import SwiftUI
import Testing

@MainActor
struct CompilesWithoutDefaultIsolationTests {
  @Test func shapesDrawTheirPaths() {
    let path = Triangle(inset: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.boundingRect == CGRect(x: 1, y: 1, width: 8, height: 8))
  }

  @Test func screensRender() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(SettingsScreen(), size: CGSize(width: 320, height: 300))
    #expect(
      host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
        == ["Hello, Ada", "Welcome, Ada", "Rename"])
  }
}
