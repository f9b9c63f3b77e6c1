import Foundation

/// How a shape's outline is drawn.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the stroked line.
  public var lineWidth: CGFloat
  /// The ends of open lines.
  public var lineCap: CGLineCap
  /// The corners where segments meet.
  public var lineJoin: CGLineJoin
  /// The limit on the ratio of miter length to line width.
  public var miterLimit: CGFloat
  /// Lengths of alternating painted and unpainted segments.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style; the defaults are SwiftUI's.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
