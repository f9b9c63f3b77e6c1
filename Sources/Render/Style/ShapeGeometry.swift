import Foundation

/// The outline of a drawn shape, in its node's local coordinates.
///
/// Built-in shapes keep their kind (so the SVG says `<rect>` or `<circle>`, not a path); custom
/// shapes carry the `Path` they produced for the node's final size.
public struct ShapeGeometry: Hashable, Sendable {
  /// The kind of outline; kept `package` so that adding a kind breaks no user code.
  package enum Kind: Hashable, Sendable {
    /// The node's bounds.
    case rectangle
    /// The bounds with rounded corners of `cornerSize`.
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    /// The bounds with a corner radius of half the shorter side.
    case capsule(style: RoundedCornerStyle)
    /// The largest circle centred in the bounds.
    case circle
    /// The ellipse that fills the bounds.
    case ellipse
    /// A custom shape's path, already made for the node's final size.
    case path(Path)
  }

  /// The kind of outline.
  package let kind: Kind
  /// How far the outline is inset from the node's bounds on every edge.
  public let inset: CGFloat

  /// Creates a geometry of `kind`, inset by `inset` on every edge.
  package init(_ kind: Kind, inset: CGFloat = 0) {
    self.kind = kind
    self.inset = inset
  }

  /// The node's bounds.
  public static let rectangle = ShapeGeometry(.rectangle)
  /// The largest circle centred in the node's bounds.
  public static let circle = ShapeGeometry(.circle)
  /// The ellipse that fills the node's bounds.
  public static let ellipse = ShapeGeometry(.ellipse)

  /// A rounded rectangle with the given corner size.
  public static func roundedRectangle(
    cornerSize: CGSize, style: RoundedCornerStyle
  )
    -> ShapeGeometry
  {
    ShapeGeometry(.roundedRectangle(cornerSize: cornerSize, style: style))
  }

  /// A rectangle whose corner radius is half its shorter side.
  public static func capsule(style: RoundedCornerStyle) -> ShapeGeometry {
    ShapeGeometry(.capsule(style: style))
  }

  /// An arbitrary path.
  public static func path(_ path: Path) -> ShapeGeometry { ShapeGeometry(.path(path)) }

  /// The geometry inset by `amount` on every edge.
  package func inset(by amount: CGFloat) -> ShapeGeometry {
    ShapeGeometry(kind, inset: inset + amount)
  }

  /// A name for dumps: `Rectangle`, `RoundedRectangle(18)`, `Capsule`, `Circle`, …
  package var name: String {
    switch kind {
    case .rectangle: return "Rectangle"
    case .roundedRectangle(let size, _):
      if size.width == size.height {
        return "RoundedRectangle(\(NumberFormatting.decimal(size.width)))"
      }
      return
        "RoundedRectangle(\(NumberFormatting.decimal(size.width))×\(NumberFormatting.decimal(size.height)))"
    case .capsule: return "Capsule"
    case .circle: return "Circle"
    case .ellipse: return "Ellipse"
    case .path: return "Path"
    }
  }

  /// The outline as a rectangle-based description for the given bounds: the drawn rectangle
  /// and its corner radii (a circle is a square rectangle with half-side radii).
  package func outline(in size: CGSize) -> (rect: CGRect, radiusX: CGFloat, radiusY: CGFloat) {
    // By hand: `insetBy` gives the null rectangle (at infinity) when the inset is more than
    // half a side; an outline inset past its middle collapses there instead.
    let dx = min(inset, size.width / 2)
    let dy = min(inset, size.height / 2)
    let safe = CGRect(
      x: dx, y: dy, width: max(0, size.width - 2 * dx), height: max(0, size.height - 2 * dy))
    switch kind {
    case .rectangle, .path: return (safe, 0, 0)
    case .roundedRectangle(let corner, _):
      return (
        safe, max(0, min(corner.width, safe.width / 2)), max(0, min(corner.height, safe.height / 2))
      )
    case .capsule:
      let radius = min(safe.width, safe.height) / 2
      return (safe, radius, radius)
    case .circle:
      let side = min(safe.width, safe.height)
      let square = CGRect(
        x: safe.midX - side / 2, y: safe.midY - side / 2, width: side, height: side)
      return (square, side / 2, side / 2)
    case .ellipse: return (safe, safe.width / 2, safe.height / 2)
    }
  }
}
