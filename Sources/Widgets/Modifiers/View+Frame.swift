import Foundation

/// `frame(width:height:alignment:)`.
package struct FixedFrameModifier: ViewModifier, PrimitiveModifier, Equatable {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let width = FrameArguments.checked(width, "width", allowsInfinity: false, context: context)
    let height = FrameArguments.checked(height, "height", allowsInfinity: false, context: context)
    let role = RenderRole(
      .frame(width: width, height: height, alignment: alignment == .center ? nil : alignment.name))
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(
      nodes, role: role,
      layout: FrameLayout(width: width, height: height, alignment: alignment))
  }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
package struct FlexibleFrameModifier: ViewModifier, PrimitiveModifier, Equatable {
  let minWidth: CGFloat?
  let idealWidth: CGFloat?
  let maxWidth: CGFloat?
  let minHeight: CGFloat?
  let idealHeight: CGFloat?
  let maxHeight: CGFloat?
  let alignment: Alignment

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    func axis(
      _ name: String, _ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?
    )
      -> FrameConstraints
    {
      let min = FrameArguments.checked(min, "min\(name)", allowsInfinity: false, context: context)
      let ideal = FrameArguments.checked(
        ideal, "ideal\(name)", allowsInfinity: false, context: context)
      let max = FrameArguments.checked(max, "max\(name)", allowsInfinity: true, context: context)
      if FrameConstraints.areContradictory(min: min, ideal: ideal, max: max) {
        context.report(
          .contradictoryFrame,
          "Contradictory frame constraints: min\(name) \(FrameArguments.text(min)), ideal\(name) \(FrameArguments.text(ideal)), max\(name) \(FrameArguments.text(max)); the larger bounds were raised to the smaller.",
          view: "frame")
      }
      return FrameConstraints(min: min, ideal: ideal, max: max)
    }
    let horizontal = axis("Width", minWidth, idealWidth, maxWidth)
    let vertical = axis("Height", minHeight, idealHeight, maxHeight)
    let role = RenderRole(
      .flexibleFrame(
        RenderRole.FlexibleFrame(
          minWidth: horizontal.min, idealWidth: horizontal.ideal, maxWidth: horizontal.max,
          minHeight: vertical.min, idealHeight: vertical.ideal, maxHeight: vertical.max,
          alignment: alignment == .center ? nil : alignment.name)))
    let nodes = element.resolveContent(content, context: context)
    return element.wrap(
      nodes, role: role,
      layout: FlexibleFrameLayout(horizontal: horizontal, vertical: vertical, alignment: alignment))
  }
}

/// Checks frame arguments.
enum FrameArguments {
  /// `value`, or `nil` with a diagnostic when it is negative, NaN, or infinite where that is
  /// not allowed.
  @MainActor
  static func checked(
    _ value: CGFloat?, _ name: String, allowsInfinity: Bool, context: ResolveContext
  ) -> CGFloat? {
    guard let value else { return nil }
    if value.isNaN || value < 0 || (value.isInfinite && !allowsInfinity) {
      context.report(
        .invalidFrameDimension,
        "Invalid frame dimension \(name): \(text(value)) (negative or non-finite); it was ignored.",
        view: "frame")
      return nil
    }
    if value.isFinite, value > LengthLimits.largest {
      context.report(
        .invalidFrameDimension,
        "Frame dimension \(name) \(text(value)) is larger than the largest length; "
          + "\(text(LengthLimits.largest)) was used.",
        view: "frame")
      return LengthLimits.largest
    }
    return value
  }

  static func text(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    return NumberFormatting.length(value)
  }
}

extension View {
  /// Gives the view a fixed width, height, or both; the view is aligned inside.
  ///
  /// Negative and non-finite dimensions are ignored with a diagnostic, as SwiftUI does.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
  }

  /// Gives the view a flexible frame: minimum, ideal and maximum lengths per axis.
  ///
  /// Contradictory constraints (`min > max`) are normalised as SwiftUI does (the larger bound
  /// raised to the smaller) and reported.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}

extension FixedFrameModifier: PlainValueModifier {}

extension FlexibleFrameModifier: PlainValueModifier {}
