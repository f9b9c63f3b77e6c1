import Backends
import Foundation
import Showcase
import Widgets

/// Writes every Showcase screen as SVG and text, and an `index.html` that shows them.
@MainActor
struct Gallery {
  let directory: URL
  let size: CGSize

  /// Writes the files and returns their paths, in order.
  func write() throws -> [String] {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw CommandError("Cannot create \(directory.path): \(error.localizedDescription)")
    }
    var written: [String] = []
    var sections: [String] = []
    for screen in Showcase.screens {
      let tree = ViewHost(screen.makeView(), size: size).renderTree
      let svg = SVGBackend().render(tree)
      let text = TextBackend().render(tree)
      written.append(try save(svg, as: "\(screen.name).svg"))
      written.append(try save(text, as: "\(screen.name).txt"))
      // The screen scrolled part way and to the end, each from a fresh host.
      var scrolled: [String] = []
      for scroll in screen.scrolls {
        let host = ViewHost(screen.makeView(), size: size)
        scroll.apply(to: host)
        let name = "\(screen.name).\(scroll.name).svg"
        written.append(try save(SVGBackend().render(host.renderTree), as: name))
        scrolled.append(name)
      }
      var filmstrip: String?
      if let motion = screen.motion {
        let name = "\(screen.name).filmstrip.svg"
        written.append(try save(Self.filmstrip(of: screen, motion, size: size), as: name))
        filmstrip = name
      }
      sections.append(
        section(
          screen, text: text, scrolled: scrolled, filmstrip: filmstrip,
          diagnostics: tree.diagnostics))
    }
    written.append(try save(index(sections), as: "index.html"))
    return written
  }

  private func save(_ text: String, as name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw CommandError("Cannot write \(url.path): \(error.localizedDescription)")
    }
    return url.path
  }

  /// The screen at each of its motion's times, side by side: a fresh host, the motion
  /// started, the virtual clock advanced from one time to the next.
  static func filmstrip(
    of screen: ShowcaseScreen, _ motion: ShowcaseMotion, size: CGSize
  )
    -> String
  {
    let host = ViewHost(screen.makeView(), size: size)
    func caption(_ time: Double) -> String { "\(NumberFormatting.decimal(CGFloat(time))) s" }
    var frames: [(caption: String, tree: RenderTree)] = []
    var pending = motion.times[...]
    if motion.isDuringStart {
      // The frames the start itself shows, at the first of them past each time.
      let began = host.time
      host.frameRecorder = { host in
        guard let time = pending.first, host.time - began >= time - 1e-9 else { return }
        pending.removeFirst()
        frames.append((caption(time), host.renderTree))
      }
      motion.start(host)
      host.frameRecorder = nil
      for time in pending {
        frames.append((caption(time), host.renderTree))
      }
      return SVGBackend().filmstrip(frames)
    }
    motion.start(host)
    var now = 0.0
    for time in motion.times {
      host.advance(by: time - now)
      now = time
      frames.append((caption(time), host.renderTree))
    }
    return SVGBackend().filmstrip(frames)
  }

  private func section(
    _ screen: ShowcaseScreen, text: String, scrolled: [String], filmstrip: String?,
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
        <p>\(html(screen.summary))</p>
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
