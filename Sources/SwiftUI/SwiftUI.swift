// SwiftUI for Linux: Galley's views under SwiftUI's module name, with Combine and
// CoreGraphics, so that a SwiftUI file compiles with `import SwiftUI` unchanged. The package
// declares this target only where Apple's SwiftUI does not exist.
@_exported import Combine
@_exported import CoreGraphics
@_exported import Widgets
