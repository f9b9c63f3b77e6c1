import Foundation
import GalleyTool
import Showcase
import Widgets

// `galley`: the command line over the Showcase's screens. `galley help` lists the commands.
MainActor.assumeIsolated {
  GalleyCommand.main(screens: Showcase.screens.map(GalleryScreen.init(showcase:)))
}
