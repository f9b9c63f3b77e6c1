import Foundation

/// Flexible space that expands along the axis of its stack: SwiftUI's `Spacer`.
///
/// A spacer takes what its siblings leave (it has the lowest layout priority) and no gap is
/// put next to it. Outside a stack it expands in both axes.
public struct Spacer: Hashable, Sendable {
  /// The least length the spacer takes; `nil` for the default of 8 points.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Spacer: PrimitiveView {
  /// A `Spacer` leaf oriented by the enclosing stack's axis; an invalid `minLength` becomes
  /// 0 with a diagnostic.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var length = minLength ?? ViewSpacing.defaultDistance
    if !length.isFinite || length < 0 {
      context.report(
        .invalidLength, "Spacer minLength \(length) is invalid; 0 was used.", view: "Spacer")
      length = 0
    }
    length = validLength(
      length, fallback: 0, what: "Spacer minLength", in: "Spacer", context: context)
    return [
      element.node(
        role: RenderRole(.spacer(minLength: minLength)),
        behavior: .leaf(.spacer(minLength: length, axis: context.environment.stackAxis)))
    ]
  }
}

/// A thin line that separates content: horizontal in a vertical stack or outside stacks,
/// vertical in a horizontal stack. It is one device pixel thick.
public struct Divider: Hashable, Sendable {
  /// Creates a divider.
  public init() {}
}

extension Divider: View {
  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Divider: PrimitiveView {
  /// A `Divider` leaf one pixel thick, filled with the separator colour.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let axis = environment.stackAxis == .horizontal ? Axis.horizontal : nil
    return [
      element.node(
        role: RenderRole(.divider),
        behavior: .leaf(.divider(thickness: environment.pixelLength, axis: axis)),
        content: .shape(
          .geometry(.rectangle), paint: Color.separator.paint(in: environment), stroke: nil,
          evenOdd: false))
    ]
  }
}

extension Spacer: InterchangeableView {}

extension Divider: InterchangeableView {}
