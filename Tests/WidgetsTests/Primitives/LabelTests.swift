import Foundation
import Testing
import Widgets

@MainActor
struct LabelTests {
  private func parts(_ host: ViewHost) -> [(String, CGRect)] {
    host.renderTree.allNodes().compactMap { entry in
      if let text = entry.node.content?.text?.string { return ("text \(text)", entry.frame) }
      if entry.node.role.name == "Image" { return ("image", entry.frame) }
      return nil
    }
  }

  @Test func theIconComesBeforeTheTitleEightPointsApart() throws {
    let host = host(Label("Favourites", systemImage: "star.fill"), width: 300, height: 100)
    let found = parts(host)
    #expect(found.map(\.0) == ["image", "text Favourites"])
    let icon = found[0].1
    let title = found[1].1
    #expect(title.minX - icon.maxX == 8)
    #expect(abs(icon.midY - title.midY) < 0.5, "centred on each other")
  }

  @Test func stylesShowTheTitleOrTheIconAlone() throws {
    let titleOnly = host(
      Label("Favourites", systemImage: "star.fill").labelStyle(.titleOnly), width: 300,
      height: 100)
    #expect(parts(titleOnly).map(\.0) == ["text Favourites"])
    let iconOnly = host(
      Label("Favourites", systemImage: "star.fill").labelStyle(.iconOnly), width: 300,
      height: 100)
    #expect(parts(iconOnly).map(\.0) == ["image"])
  }

  @Test func buttonsAndTogglesTakeASystemImage() throws {
    final class Log { var taps = 0 }
    let log = Log()
    let host = host(
      VStack {
        Button("Share", systemImage: "square.and.arrow.up") { log.taps += 1 }
        Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
      },
      width: 300, height: 200)
    try host.tap("Share")
    #expect(log.taps == 1)
    #expect(parts(host).map(\.0) == ["image", "text Share", "image", "text Wi-Fi"])
  }
}
