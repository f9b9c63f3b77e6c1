import Backends
import Foundation
import SnapshotSupport
import Widgets

/// What a snapshot records of a view: its render tree, its text canvas, its SVG, its
/// accessibility tree, or several of these at once.
///
/// ```swift
/// assertSnapshot(of: Inbox())                          // the render tree, the default
/// assertSnapshot(of: Inbox(), as: .svg)
/// assertSnapshot(of: Inbox(), as: [.tree, .svg])        // two files, one assertion
/// ```
///
/// Every format is text and deterministic: the same view gives the same bytes on every
/// machine, so snapshots are compared exactly.
public struct SnapshotStrategy: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The formats recorded, in order, without repeats.
  package let formats: [SnapshotFormat]

  init(_ formats: [SnapshotFormat]) {
    var unique: [SnapshotFormat] = []
    for format in formats where !unique.contains(format) { unique.append(format) }
    self.formats = unique
  }

  /// Several strategies at once: each format is recorded in its own file.
  public init(arrayLiteral elements: SnapshotStrategy...) {
    self.init(elements.flatMap(\.formats))
  }

  /// The render-tree dump (`.tree` files): one line per node with its kind, parameters,
  /// identity, frame in points and what it draws. The default, and the most readable in a
  /// review.
  public static let tree = SnapshotStrategy([.tree])
  /// The character canvas of `TextBackend` (`.txt` files): the layout drawn with characters.
  public static let text = SnapshotStrategy([.text])
  /// The canonical SVG document of `SVGBackend` (`.svg` files), viewable in a browser.
  public static let svg = SnapshotStrategy([.svg])
  /// The accessibility tree (`.accessibility` files): what assistive technologies see, each
  /// element with its role (button, heading, text, image, group), label, identifier and
  /// frame, in reading order.
  public static let accessibility = SnapshotStrategy([.accessibility])
}
