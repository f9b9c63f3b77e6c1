// CoreGraphics' geometry types (Apple's module, or Galley's own where Apple's does not
// exist) come with Render, as they come with SwiftUI.
@_exported import CoreGraphics
