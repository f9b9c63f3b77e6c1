import Backends
import Foundation
import Widgets

/// Writes every screen as SVG and text, and an `index.html` that shows them.
@MainActor
struct Gallery {
  let screens: [GalleryScreen]
  let directory: URL
  let size: CGSize

  /// Writes the files and returns their paths, in order.
  func write() throws -> [String] {
    try OutputFolder(url: directory).create()
    var written: [String] = []
    var sections: [String] = []
    for screen in screens {
      let size = screen.size ?? size
      let tree = ViewHost(screen.makeView(), size: size).renderTree
      let svg = SVGBackend().render(tree)
      let text = TextBackend().render(tree)
      written.append(try save(svg, as: "\(screen.name).svg"))
      written.append(try save(text, as: "\(screen.name).txt"))
      // The screen scrolled part way and to the end, each from a fresh host.
      var scrolled: [String] = []
      for scroll in screen.scrolls {
        let host = ViewHost(screen.makeView(), size: size)
        scroll.apply(host)
        let name = "\(screen.name).\(scroll.name).svg"
        written.append(try save(SVGBackend().render(host.renderTree), as: name))
        scrolled.append(name)
      }
      var filmstrip: String?
      if let makeFilmstrip = screen.filmstrip {
        let name = "\(screen.name).filmstrip.svg"
        written.append(try save(makeFilmstrip(size), as: name))
        filmstrip = name
      }
      sections.append(
        section(
          screen, size: size, text: text, scrolled: scrolled, filmstrip: filmstrip,
          diagnostics: tree.diagnostics))
    }
    written.append(try save(index(sections), as: "index.html"))
    return written
  }

  private func save(_ text: String, as name: String) throws -> String {
    try OutputFolder(url: directory).save(Data(text.utf8), as: name)
  }

  private func section(
    _ screen: GalleryScreen, size: CGSize, text: String, scrolled: [String], filmstrip: String?,
    diagnostics: [Diagnostic]
  ) -> String {
    let warnings =
      diagnostics.isEmpty
      ? ""
      : "<ul class=\"warnings\">" + diagnostics.map { "<li>\(html($0.description))</li>" }.joined()
        + "</ul>"
    return """
      <section>
        <h2>\(html(screen.title))</h2>
        \(screen.summary.isEmpty ? "" : "<p>\(html(screen.summary))</p>")
        <div class="pair">
          <img src="\(screen.name).svg" alt="\(html(screen.title))" width="\(Int(size.width))">
          <pre>\(html(text))</pre>
        </div>
        \(scrolled.isEmpty ? "" : "<div class=\"pair\">" + scrolled.map { "<img src=\"\($0)\" alt=\"\(html(screen.title)), scrolled\" width=\"\(Int(size.width))\">" }.joined() + "</div>")
        \(filmstrip.map { "<p><img src=\"\($0)\" alt=\"\(html(screen.title)) in motion\"></p>" } ?? "")
        \(warnings)
      </section>
      """
  }

  private func index(_ sections: [String]) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Galley gallery</title>
    <style>
      body { font-family: Inter, system-ui, sans-serif; margin: 2rem; background: #f2f2f7; }
      section { margin-bottom: 3rem; }
      .pair { display: flex; gap: 2rem; align-items: flex-start; }
      img { border: 1px solid #c7c7cc; background: white; }
      pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 12px; line-height: 1.15; background: white; border: 1px solid #c7c7cc; padding: 0.5rem; }
      .warnings { color: #b00020; }
    </style>
    </head>
    <body>
    <h1>Galley gallery</h1>
    \(sections.joined(separator: "\n"))
    </body>
    </html>

    """
  }

  private func html(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
