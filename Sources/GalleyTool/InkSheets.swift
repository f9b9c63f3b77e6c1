import Backends
import Foundation
import Render
import Widgets

/// Writes, for every screen, an SVG of its text alone and the frames the layout gave each
/// line, so that `Scripts/check-text-ink.py` can render the SVGs with a viewer and check that
/// the ink of every line lands inside its frame.
///
/// A line is listed when a viewer must draw all of it: not under a transform, a projection or
/// a mask (whose drawing the frames do not follow), not at zero opacity, and inside the
/// bounds of every clip around it (a rounded clip is taken as its frame) and the canvas. The
/// others are counted as not checked.
@MainActor
struct InkSheets {
  let screens: [GalleryScreen]
  let directory: URL
  let size: CGSize
  let text: SVGBackend.TextDrawing

  /// One line's layout box in canvas points.
  struct Line: Encodable {
    let text: String
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    let baseline: Double
    let size: Double
    let italic: Bool
  }

  /// One drawn state of a screen: its text-only SVG and its lines.
  struct Sheet: Encodable {
    let name: String
    let svg: String
    let width: Double
    let height: Double
    let lines: [Line]
    /// Lines left out, and why.
    let unchecked: [String: Int]
  }

  struct Manifest: Encodable {
    let text: String
    let screens: [Sheet]
  }

  /// Writes the sheets and `text-frames.json`, returning the paths written.
  func write() throws -> [String] {
    try OutputFolder(url: directory).create()
    var sheets: [Sheet] = []
    var written: [String] = []
    for screen in screens {
      let size = screen.size ?? size
      var states = [(screen.name, ViewHost(screen.makeView(), size: size).renderTree)]
      for scroll in screen.scrolls {
        let host = ViewHost(screen.makeView(), size: size)
        scroll.apply(host)
        states.append(("\(screen.name).\(scroll.name)", host.renderTree))
      }
      for (name, tree) in states {
        let file = "\(name).text-only.svg"
        let (sheet, checked) = sheet(name: name, file: file, tree: tree)
        var backend = SVGBackend(text: text)
        backend.onlyTextOf = checked
        written.append(try save(Data(backend.render(tree).utf8), as: file))
        sheets.append(sheet)
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let manifest = Manifest(
      text: text == .outlines ? "outlines" : "font references", screens: sheets)
    written.append(try save(try encoder.encode(manifest), as: "text-frames.json"))
    return written
  }

  /// The lines of `tree` that a viewer must draw whole, and the texts they belong to: a text
  /// is checked when all its lines are, and only checked texts are drawn.
  func sheet(name: String, file: String, tree: RenderTree) -> (Sheet, Set<NodeID>) {
    struct State {
      var clip: CGRect
      var opacity: Double
      /// Why the subtree's lines are not checked, if they are not.
      var reason: String?
    }
    var lines: [Line] = []
    var unchecked: [String: Int] = [:]
    var checked: Set<NodeID> = []
    let canvas = CGRect(origin: .zero, size: tree.size)
    tree.root.walk(state: State(clip: canvas, opacity: 1, reason: nil)) { node, frame, _, parent in
      var state = parent
      let effects = node.effects
      // As the text-only drawing decides: a node at opacity 0 (or not a number) hides its
      // subtree; any other draws it opaque.
      if !(effects.opacity > 0) { state.opacity = 0 }
      if effects.clip != nil { state.clip = state.clip.intersection(frame) }
      if state.reason == nil {
        if effects.transform != nil || effects.projection != nil {
          state.reason = "under a transform"
        } else if node.role.isMask {
          state.reason = "under a mask"
        }
      }
      if let text = node.content?.text {
        // Lines with ink: a character that is not a space, a control or zero-width.
        let drawn = text.lines.filter { line in
          line.text.unicodeScalars.contains {
            !$0.properties.isWhitespace && $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
              && !CharacterWidth.isZeroWidth($0.value)
          }
        }
        let boxes = drawn.map { Self.box(of: $0, text, origin: frame.origin) }
        let reason =
          state.reason
          ?? (state.opacity <= 0 ? "transparent" : nil)
          ?? (boxes.allSatisfy { state.clip.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) }
            ? nil : "clipped")
        if let reason {
          unchecked[reason, default: 0] += drawn.count
        } else if !drawn.isEmpty {
          checked.insert(node.id)
          for (line, box) in zip(drawn, boxes) {
            lines.append(
              Line(
                text: line.text, x: box.frame.minX, y: box.frame.minY, width: box.frame.width,
                height: box.frame.height, baseline: box.baseline, size: text.font.size,
                italic: text.font.isItalic || text.styles.contains { $0.font.isItalic }))
          }
        }
      }
      return state
    }
    let sheet = Sheet(
      name: name, svg: file, width: tree.size.width, height: tree.size.height, lines: lines,
      unchecked: unchecked)
    return (sheet, checked)
  }

  /// A line's box in canvas points: its advance width, from the highest ascent to the lowest
  /// descent of its stretches (raised or lowered by their offsets), and its baseline.
  static func box(
    of line: TextContent.Line, _ text: TextContent, origin: CGPoint
  ) -> (frame: CGRect, baseline: CGFloat) {
    var above = text.font.ascent
    var below = text.font.descent
    for span in line.spans where text.styles.indices.contains(span.style) {
      let style = text.styles[span.style]
      above = max(above, style.font.ascent + style.baselineOffset)
      below = max(below, style.font.descent - style.baselineOffset)
    }
    let baseline = origin.y + line.baseline
    return (
      CGRect(x: origin.x + line.x, y: baseline - above, width: line.width, height: above + below),
      baseline
    )
  }

  private func save(_ data: Data, as name: String) throws -> String {
    try OutputFolder(url: directory).save(data, as: name)
  }
}
