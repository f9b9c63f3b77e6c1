import Foundation

/// The shape at the ends of an open stroked line, as CoreGraphics defines it.
public enum CGLineCap: Int32, Sendable {
  /// `butt` ends the line square at its end point; `round` adds a half circle and `square`
  /// a half square beyond it.
  case butt, round, square
}

/// The shape where two stroked segments meet, as CoreGraphics defines it.
public enum CGLineJoin: Int32, Sendable {
  /// `miter` joins with a sharp corner (bevelled past the miter limit), `round` with an arc,
  /// `bevel` with a straight cut.
  case miter, round, bevel
}
