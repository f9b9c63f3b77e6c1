import Foundation

/// A gesture recognised on a render node, such as the tap of `onTapGesture(count:perform:)`.
///
/// A gesture modifier does not add a node of its own: its gesture folds into the node it
/// wraps, so that hit testing finds it where it is drawn. The dump shows it at the end of the
/// node's line (`onTapGesture`, `onTapGesture count: 2`).
public struct RenderGesture: Hashable, Sendable, CustomStringConvertible {
  /// The gesture itself.
  package enum Storage: Hashable, Sendable {
    /// Taps, `count` in a row.
    case tap(count: Int)
  }

  /// The gesture itself.
  package let storage: Storage
  /// The identity under which the host keeps the gesture's action.
  public let handler: NodeID

  /// Wraps `storage`, whose action the host keeps under `handler`.
  package init(_ storage: Storage, handler: NodeID) {
    self.storage = storage
    self.handler = handler
  }

  /// For a tap gesture, the number of taps in a row it waits for.
  public var tapCount: Int? {
    switch storage {
    case .tap(let count): count
    }
  }

  /// The gesture as the dump writes it: `onTapGesture`, `onTapGesture count: 2`.
  public var description: String {
    switch storage {
    case .tap(let count): count == 1 ? "onTapGesture" : "onTapGesture count: \(count)"
    }
  }
}
