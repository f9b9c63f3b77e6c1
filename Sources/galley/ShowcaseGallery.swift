import Backends
import Foundation
import GalleyTool
import Showcase
import Widgets

extension GalleryScreen {
  /// The gallery's form of a Showcase screen: its scroll positions, and its motion as a
  /// filmstrip.
  init(showcase screen: ShowcaseScreen) {
    let scrolls = screen.scrolls.map { scroll in
      GalleryScroll(name: scroll.name) { host in scroll.apply(to: host) }
    }
    var strip: (@MainActor (CGSize) -> String)?
    if let motion = screen.motion {
      strip = { size in showcaseFilmstrip(of: screen, motion, size: size) }
    }
    self.init(
      name: screen.name, title: screen.title, summary: screen.summary, scrolls: scrolls,
      filmstrip: strip, makeView: { screen.makeView() })
  }
}

@MainActor
/// The screen at each of its motion's times, side by side: a fresh host, the motion
/// started, the virtual clock advanced from one time to the next.
func showcaseFilmstrip(
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
