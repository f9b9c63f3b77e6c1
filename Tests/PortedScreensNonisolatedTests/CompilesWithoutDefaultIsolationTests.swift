// The screens of PortedScreensTests (the `Screens` folder is a link to theirs), compiled in
// Swift 6 without a default isolation: views, and the shapes that are views, are isolated
// to the main actor by `View`.
import SwiftUI
import Testing

/// A view builder outside any view, in nonisolated code: SwiftUI's `ViewBuilder` is not
/// isolated, and neither are the views it makes here.
@ViewBuilder
func unreadBadge(_ count: Int) -> some View {
  if count > 99 {
    Text("99+")
    Text("unread")
  } else if count > 0 {
    Text("\(count)")
  } else {
    EmptyView()
  }
}

/// Type erasure in nonisolated code.
func erased(_ count: Int) -> AnyView {
  AnyView(unreadBadge(count))
}

@MainActor
struct CompilesWithoutDefaultIsolationTests {
  @Test func shapesDrawTheirPaths() {
    let path = Triangle(inset: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.boundingRect == CGRect(x: 1, y: 1, width: 8, height: 8))
  }

  @Test func nonisolatedBuildersMakeViews() {
    ViewHost.printsDiagnostics = false
    let texts = { (view: AnyView) in
      ViewHost(view, size: CGSize(width: 200, height: 100)).renderTree.allNodes()
        .compactMap { $0.node.content?.text?.string }
    }
    #expect(texts(erased(120)) == ["99+", "unread"])
    #expect(texts(erased(3)) == ["3"])
    #expect(texts(erased(0)) == [])
  }

  @Test func screensRender() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(SettingsScreen(), size: CGSize(width: 320, height: 300))
    #expect(
      host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
        == ["Hello, Ada", "Welcome, Ada", "Notifications", "Rename"])
  }
}
