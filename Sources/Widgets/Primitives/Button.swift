import Foundation

/// A control that performs an action when tapped: SwiftUI's `Button`.
///
/// Its look comes from the button style in the environment (`buttonStyle(_:)`); the default
/// style draws the label in the tint colour.
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  var role: ButtonRole?

  /// Creates a button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// Creates a button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// Primitive views have no body.
  public var body: Never { primitiveBody() }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// Creates a button with a text label from a resource.
  @_disfavoredOverload
  public init(_ title: LocalizedStringResource, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a text label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a role and a text label.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a role and a text label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  /// The label drawn by the button style in the environment, wrapped in a `Button` node
  /// with the button accessibility trait.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    if let primitive = context.environment.primitiveButtonStyle {
      return primitiveNodes(primitive, in: element, context: context)
    }
    let style = context.environment.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())
    let label = label
    let configuration = ButtonStyleConfiguration(
      label: ButtonStyleConfiguration.Label { host, context in
        host.resolveChild(label, key: .slot(0), context: context)
      },
      isPressed: element.modifierStorage["pressed"] as? Bool ?? false, role: role)
    let nodes = style.makeNodes(configuration, in: element, context: context)
    let isEnabled = context.environment.isEnabled
    let wrapped = element.wrap(nodes, role: RenderRole(.button), layout: PassthroughLayout()) {
      $0.accessibility.traits.insert(.isButton)
      // VoiceOver reads a disabled button as "dimmed".
      if !isEnabled { $0.accessibility.traits.insert(.isNotEnabled) }
    }
    let action = action
    for node in wrapped {
      element.handleTaps(
        on: node.id, count: 1, isEnabled: isEnabled,
        setPressed: { [weak element] pressed in
          guard let element, element.modifierStorage["pressed"] as? Bool ?? false != pressed
          else { return }
          element.modifierStorage["pressed"] = pressed
          element.markDirty()
        }, action: action)
    }
    return wrapped
  }
}

/// The properties of a button that a button style draws.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let resolve: @MainActor (Element, ResolveContext) -> [LayoutNode]
    /// Primitive views have no body.
    public var body: Never { primitiveBody() }
  }

  /// The label.
  public let label: Label
  /// Whether the button is being pressed.
  public let isPressed: Bool
  /// The button's role, if it has one.
  public let role: ButtonRole?
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  /// The button's label, resolved in the style's context.
  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    resolve(element, context)
  }
}

/// Draws buttons: SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding().background(.tint, in: Capsule())
///       .opacity(configuration.isPressed ? 0.5 : 1)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The properties of the button.
  typealias Configuration = ButtonStyleConfiguration

  /// Makes the view of a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The style of buttons when no other is set: the label in the tint colour (red for a
/// destructive button, the tertiary label colour when disabled).
public struct DefaultButtonStyle: ButtonStyle {
  /// Creates the default style.
  public init() {}

  /// The label in the tint colour, at half opacity while pressed.
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(configuration: configuration)
  }
}

/// A style that draws the label as it is, without tint or press feedback.
public struct PlainButtonStyle: ButtonStyle {
  /// Creates the plain style.
  public init() {}

  /// The label unchanged.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// A style that draws the label in the tint colour, without a border (red for a destructive
/// button, the tertiary label colour when disabled).
public struct BorderlessButtonStyle: ButtonStyle {
  /// Creates the borderless style.
  public init() {}

  /// The label in the tint colour, at half opacity while pressed.
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(configuration: configuration)
  }
}

/// A label in the tint colour (red for a destructive button, the tertiary label colour when
/// disabled), at half opacity while pressed.
struct TintedLabel: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    configuration.label.foregroundStyle(configuration.labelStyle(isEnabled: isEnabled))
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

extension ButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
  /// The plain style.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
  /// The borderless style.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A type-erased button style, stored in the environment.
struct AnyButtonStyle {
  let makeNodes: @MainActor (ButtonStyleConfiguration, Element, ResolveContext) -> [LayoutNode]

  @MainActor
  init<S: ButtonStyle>(_ style: S) {
    makeNodes = { configuration, element, context in
      element.resolveBody(of: style, replaying: context.isReplay, context: context) {
        style.makeBody(configuration: configuration)
      }
    }
  }

  @MainActor
  func makeNodes(
    _ configuration: ButtonStyleConfiguration, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    makeNodes(configuration, element, context)
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of buttons in the view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        environment.buttonStyle = AnyButtonStyle(style)
        environment.primitiveButtonStyle = nil
      })
  }

  /// Sets a style that decides itself when buttons in the view act, by calling
  /// `configuration.trigger()`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        environment.primitiveButtonStyle = AnyPrimitiveButtonStyle(style)
      })
  }

  /// Runs `action` when the view is tapped.
  public func onTapGesture(
    count: Int = 1, perform action: @escaping () -> Void
  )
    -> some View
  {
    modifier(TapGestureModifier(count: count, action: action))
  }

  /// Runs `action` when a finger stays down on the view for `minimumDuration` seconds
  /// (`ViewHost.longPress(_:)`), and `onPressingChanged` when the finger goes down and up.
  /// `maximumDistance` is accepted: the host's finger does not move.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      LongPressGestureModifier(
        minimumDuration: minimumDuration, action: action, pressing: onPressingChanged))
  }

  /// The older form of ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``,
  /// kept so that older code compiles. Disfavoured, as the newer form is: otherwise
  /// `.onLongPressGesture { … }` and `.onLongPressGesture(perform: …)` are ambiguous.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    modifier(
      LongPressGestureModifier(minimumDuration: minimumDuration, action: action, pressing: pressing)
    )
  }
}

/// `onTapGesture(count:perform:)`: a pass-through node that receives taps.
/// `onLongPressGesture`: a node whose long presses run the action, with the pressing state
/// reported on the way.
package struct LongPressGestureModifier: ViewModifier, PrimitiveModifier {
  let minimumDuration: Double
  let action: () -> Void
  let pressing: ((Bool) -> Void)?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let duration = minimumDuration.isFinite ? min(max(minimumDuration, 0), 3600) : 0.5
    let wrapped = element.wrap(
      nodes, role: RenderRole(.longPressGesture(duration)), layout: PassthroughLayout())
    for node in wrapped {
      element.handleTaps(
        on: node.id, count: 1, isEnabled: context.environment.isEnabled, setPressed: pressing,
        minimumDuration: duration, action: action)
    }
    return wrapped
  }
}

package struct TapGestureModifier: ViewModifier, PrimitiveModifier {
  let count: Int
  let action: () -> Void

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    let wrapped = element.wrap(
      nodes, role: RenderRole(.tapGesture(count: max(count, 1))), layout: PassthroughLayout())
    let action = action
    for node in wrapped {
      element.handleTaps(on: node.id, count: max(count, 1), action: action)
    }
    return wrapped
  }
}
