import Foundation
import Testing
import Widgets

/// A URL from a string literal known to be valid.
private func url(_ string: String) -> URL {
  URL(string: string) ?? URL(fileURLWithPath: "/invalid")
}

@MainActor
struct LinkTests {
  private let privacy = url("https://example.com/privacy")

  @Test func aHostRecordsTheURLsLinksOpen() throws {
    struct Help: View {
      @Environment(\.openURL) private var openURL
      var body: some View {
        VStack {
          Link("Privacy policy", destination: url("https://example.com/privacy"))
          Button("Support") { openURL(url("mailto:help@example.com")) }
        }
      }
    }
    let host = host(Help(), width: 300, height: 200)
    #expect(host.openedURLs.isEmpty)
    try host.tap("Privacy policy")
    try host.tap("Support")
    #expect(host.openedURLs == [privacy, url("mailto:help@example.com")])
  }

  @Test func anActionOfYourOwnReplacesTheRecorder() throws {
    final class Log { var urls: [URL] = [] }
    let log = Log()
    let host = host(
      Link("Privacy policy", destination: privacy)
        .environment(
          \.openURL,
          OpenURLAction { url in
            log.urls.append(url)
            return .handled
          }),
      width: 300, height: 100)
    try host.tap("Privacy policy")
    #expect(log.urls == [privacy])
    #expect(host.openedURLs.isEmpty)
  }

  @Test func labeledContentPutsTheValueAtTheTrailingEdge() throws {
    let host = host(LabeledContent("Version", value: "2.1"), width: 300, height: 100)
    let nodes = host.renderTree.allNodes().filter { $0.node.content?.text != nil }
    #expect(nodes.map { $0.node.content?.text?.string } == ["Version", "2.1"])
    #expect(nodes[0].frame.minX == 0)
    #expect(nodes[1].frame.maxX == 300)
    // The value in the secondary colour: #3C3C43 at 60 % in light mode.
    #expect(
      nodes[1].node.content?.text?.paint == .color(ResolvedColor(hex: 0x3C3C43, opacity: 0.6)))
  }
}
