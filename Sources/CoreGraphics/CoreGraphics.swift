// CoreGraphics for Linux: the geometry types SwiftUI code uses. Linux's Foundation defines
// CGFloat, CGPoint, CGSize and CGRect; this module exports them with the rest, so that
// `import CoreGraphics` compiles on both platforms. The package declares this target only
// where Apple's CoreGraphics does not exist.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
