/// The shape of a rounded rectangle's corners.
///
/// Galley draws both styles as circular arcs: SVG has no superellipse primitive, and the
/// difference (about 0.4 pt at a 16 pt radius) is below what a layout snapshot should carry.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's continuous (squircle) corners; drawn as circular arcs.
  case continuous
}
