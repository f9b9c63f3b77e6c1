import Foundation
import Testing
import Widgets
import WidgetsTesting

@MainActor
struct PreviewGalleryTests {
  @Test func previewsAreWrittenAsSVGTextAndAnIndex() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("galley-previews-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let previews = [
      Preview("Inbox") { Text("Inbox") },
      Preview("Inbox") { Text("Second") },
      Preview("Réglages / dark") { Text("Settings").preferredColorScheme(.dark) },
    ]
    let written = try PreviewGallery.write(previews, to: directory)
    let names = written.map { URL(fileURLWithPath: $0).lastPathComponent }
    // Same names get numbered; characters unfit for file names become dashes.
    #expect(
      names == [
        "Inbox.svg", "Inbox.txt", "Inbox-2.svg", "Inbox-2.txt", "R-glages---dark.svg",
        "R-glages---dark.txt", "index.html",
      ])
    let svg = try String(
      contentsOf: directory.appendingPathComponent("Inbox-2.svg"), encoding: .utf8)
    #expect(svg.contains("aria-label=\"Second\""))
    let index = try String(
      contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<figcaption>Réglages / dark</figcaption>"))
  }

  @Test func anUnwritableFolderThrows() {
    #expect(throws: (any Error).self) {
      try PreviewGallery.write([Preview { Text("x") }], to: URL(fileURLWithPath: "/proc/galley"))
    }
  }
}
