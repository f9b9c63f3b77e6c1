import Foundation

/// A button style that decides itself when the button acts: SwiftUI's
/// `PrimitiveButtonStyle`.
///
/// The button registers no tap of its own; the style's view calls
/// `configuration.trigger()` when it chooses (on a tap, after a long press…).
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The properties of the button.
  typealias Configuration = PrimitiveButtonStyleConfiguration

  /// Makes the view of a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button that a primitive button style draws.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The label.
  public let label: Label
  private let action: () -> Void

  init(role: ButtonRole?, label: Label, action: @escaping () -> Void) {
    self.role = role
    self.label = label
    self.action = action
  }

  /// Performs the button's action.
  public func trigger() { action() }
}

/// A type-erased primitive button style, stored in the environment.
struct AnyPrimitiveButtonStyle {
  let makeNodes:
    @MainActor (PrimitiveButtonStyleConfiguration, Element, ResolveContext) -> [LayoutNode]

  @MainActor
  init<S: PrimitiveButtonStyle>(_ style: S) {
    makeNodes = { configuration, element, context in
      // A `Button(configuration)` in the style's body is drawn plainly, not by the style.
      var inner = context
      inner.environment.primitiveButtonStyle = nil
      return element.resolveBody(of: style, replaying: context.isReplay, context: inner) {
        style.makeBody(configuration: configuration)
      }
    }
  }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyPrimitiveButtonStyle? { nil }
}

extension EnvironmentValues {
  /// The primitive button style set for buttons below, if any; a `ButtonStyle` set inside
  /// it clears it.
  var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }
}

extension Button {
  /// The label drawn by a primitive button style, wrapped in a `Button` node with the button
  /// trait; the style's view decides when the action runs.
  func primitiveNodes(
    _ style: AnyPrimitiveButtonStyle, in element: Element, context: ResolveContext
  ) -> [LayoutNode] {
    let label = label
    let action = action
    // A disabled button's trigger does nothing.
    let isEnabled = context.environment.isEnabled
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role,
      label: ButtonStyleConfiguration.Label { host, context in
        host.resolveChild(label, key: .slot(0), context: context)
      },
      action: { if isEnabled { action() } })
    let nodes = style.makeNodes(configuration, element, context)
    let wrapped = element.wrap(nodes, role: RenderRole(.button), layout: PassthroughLayout()) {
      $0.accessibility.traits.insert(.isButton)
      if !isEnabled { $0.accessibility.traits.insert(.isNotEnabled) }
    }
    // The button's own tap handler, from a resolution with another style, goes.
    for node in wrapped { element.session?.tapHandlers[node.id] = nil }
    return wrapped
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration: its label, role and action, for
  /// a style that wraps the button it draws.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}
