import Foundation

/// A coordinate space a geometry reader can express frames in.
public enum CoordinateSpace: Hashable {
  /// The host's coordinate space: the canvas.
  case global
  /// The view's own coordinate space.
  case local
  /// A space a view named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// The size and position of a geometry reader, given to its content.
///
/// Positions include the offsets and scrolling of every ancestor, as in SwiftUI.
public struct GeometryProxy {
  /// The size of the reader.
  public let size: CGSize
  /// The reader's top-leading corner in the host's coordinates.
  package let globalOrigin: CGPoint
  /// The origins, in host coordinates, of the named coordinate spaces around the reader.
  package let namedOrigins: [AnyHashable: CGPoint]
  /// How far the reader reaches into the safe-area margins on each edge: the device's bars
  /// and home indicator it lies under (zero on a host made without a device).
  public let safeAreaInsets: EdgeInsets

  /// Creates a proxy for a reader of `size` at `globalOrigin` in host coordinates.
  package init(
    size: CGSize, globalOrigin: CGPoint, namedOrigins: [AnyHashable: CGPoint] = [:],
    safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.size = size
    self.globalOrigin = globalOrigin
    self.namedOrigins = namedOrigins
    self.safeAreaInsets = safeAreaInsets
  }

  /// The reader's frame in a coordinate space. An unknown name falls back to the global space.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return CGRect(origin: globalOrigin, size: size)
    case .named(let name):
      let base = namedOrigins[name] ?? .zero
      return CGRect(
        origin: CGPoint(x: globalOrigin.x - base.x, y: globalOrigin.y - base.y), size: size)
    }
  }
}
