// Where Apple's SwiftUI, Combine and CoreGraphics exist, Galley's products of those names
// hold only this empty module, so that a package naming them resolves on every platform while
// its files import Apple's frameworks. The package declares this target only there.
