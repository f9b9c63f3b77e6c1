import Backends
import Foundation
import Testing
import Widgets

@MainActor
struct SVGFilmstripTests {
  // Text as font references. Two frames of a 40×20 canvas holding a 20×10 colour, side by side: 16 + 40 + 16 + 40 + 16
  // wide, 16 + 20 + 24 (the caption) + 16 tall; each frame a nested document whose ids carry
  // the frame's number.
  @Test func framesSitSideBySideWithTheirOwnIds() {
    ViewHost.printsDiagnostics = false
    let tree = ViewHost(Color.red.frame(width: 20, height: 10), size: CGSize(width: 40, height: 20))
      .renderTree
    let colour = tree.allNodes()[1].node.id
    let svg = SVGBackend(text: .fontReferences).filmstrip([("0 s", tree), ("<1 s & more>", tree)])
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="128" height="76" viewBox="0 0 128 76">
        <rect width="128" height="76" fill="#e5e5ea"/>
        <svg x="16" y="16" width="40" height="20" viewBox="0 0 40 20">
        <rect width="40" height="20" fill="#ffffff"/>
          <g id="f1-\(tree.root.id)">
            <g id="f1-\(colour)" transform="translate(10 5)">
              <rect width="20" height="10" fill="#ff3b30"/>
            </g>
          </g>
        </svg>
        <text x="36" y="53" font-family="Inter, Noto Sans, sans-serif" font-size="13" text-anchor="middle" fill="#3c3c43">0 s</text>
        <svg x="72" y="16" width="40" height="20" viewBox="0 0 40 20">
        <rect width="40" height="20" fill="#ffffff"/>
          <g id="f2-\(tree.root.id)">
            <g id="f2-\(colour)" transform="translate(10 5)">
              <rect width="20" height="10" fill="#ff3b30"/>
            </g>
          </g>
        </svg>
        <text x="92" y="53" font-family="Inter, Noto Sans, sans-serif" font-size="13" text-anchor="middle" fill="#3c3c43">&lt;1 s &amp; more&gt;</text>
      </svg>

      """
    #expect(svg == expected)
    expectWellFormed(svg)
  }
}
