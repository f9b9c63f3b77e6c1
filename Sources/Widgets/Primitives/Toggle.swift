import Foundation

/// A control that turns a setting on and off: SwiftUI's `Toggle`.
///
/// Its look comes from the toggle style in the environment (`toggleStyle(_:)`); the default,
/// `.switch`, draws iOS's switch: the label, and at the trailing edge a 51 × 31-point capsule,
/// green (or the tint) when on and the secondary system fill when off, with a 27-point white
/// knob 2 points inside it. Tapping the toggle anywhere flips it, as activating it with
/// VoiceOver does (on a device only the switch takes touches); `ViewHost.tap(_:)` finds it by
/// its label.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $airplaneMode)
/// ```
public struct Toggle<Label: View>: View {
  private let label: Label
  private let isOn: Binding<Bool>

  /// A toggle of `isOn`, labelled by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  /// The toggle, drawn by the style in the environment.
  public var body: some View {
    StyledToggle(
      configuration: ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(
          content: AnyView(label), spokenText: (label as? SpokenLabel)?.spokenText),
        isOn: isOn))
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style is drawing, to wrap it in a style of your own.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == Text {
  /// A toggle of `isOn` titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle of `isOn` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// The properties of a toggle that a toggle style draws: SwiftUI's
/// `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View, SpokenLabel {
    let content: AnyView
    /// The label's text, when it is one: what names the toggle when the label is hidden.
    var spokenText: String? = nil

    /// The label.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether the toggle is on; writing it flips the toggle.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off (never, for a
  /// toggle of one binding).
  public var isMixed: Bool { false }

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// Draws toggles: SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct Checkbox: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       Label { configuration.label } icon: {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The properties of the toggle.
  typealias Configuration = ToggleStyleConfiguration

  /// Makes the view of a toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's switch, at the trailing edge of the label: the default style.
public struct SwitchToggleStyle: ToggleStyle {
  /// The colour of the switch when on, `nil` for the tint (green when none is set).
  private let tint: Color?

  /// The switch style.
  public init() {
    tint = nil
  }

  /// The switch style, green replaced by `tint`.
  @available(iOS, deprecated: 100000.0, message: "Use the tint(_:) view modifier instead.")
  @available(macOS, deprecated: 100000.0, message: "Use the tint(_:) view modifier instead.")
  public init(tint: Color) {
    self.tint = tint
  }

  /// The label, then the switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggle(configuration: configuration, tint: tint)
  }
}

/// A toggle drawn as a button, highlighted when on.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  public init() {}

  /// A bordered button that fills with the tint when on.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonToggle(configuration: configuration)
  }
}

/// The style of toggles when no other is set: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  public init() {}

  /// A switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggle(configuration: configuration, tint: nil)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// iOS's switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button highlighted when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style (the switch).
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
  /// Sets the style of toggles in the view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    writingEnvironment(\.toggleStyle, AnyControlStyle(style) { style.makeBody(configuration: $0) })
  }
}

extension EnvironmentValues {
  var toggleStyle: AnyControlStyle<ToggleStyleConfiguration>? {
    get { self[ControlStyleKey<ToggleStyleConfiguration>.self] }
    set { self[ControlStyleKey<ToggleStyleConfiguration>.self] = newValue }
  }
}

/// A toggle drawn by the style in the environment (the switch when none is set).
private struct StyledToggle: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.toggleStyle) private var style

  var body: some View {
    if let style {
      style.make(configuration)
    } else {
      SwitchToggle(configuration: configuration, tint: nil)
    }
  }
}

/// iOS's switch with the label before it.
private struct SwitchToggle: View {
  /// The switch's size, and its knob's.
  static let size = CGSize(width: 51, height: 31)
  static let knob: CGFloat = 27

  let configuration: ToggleStyleConfiguration
  let tint: Color?
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var environmentTint

  var body: some View {
    let isOn = configuration.isOn
    // On: the style's colour, else the tint, else green; off: the secondary system fill.
    let track: AnyShapeStyle =
      isOn
      ? (tint.map { AnyShapeStyle($0) } ?? environmentTint ?? AnyShapeStyle(Color.green))
      : AnyShapeStyle(Color.secondarySystemFill)
    ControlRow(label: configuration.label) {
      ZStack(alignment: isOn ? .trailing : .leading) {
        Capsule().fill(track)
        Circle().fill(Color.white)
          .frame(width: Self.knob, height: Self.knob)
          .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 3)
          .padding(2)
      }
      .frame(width: Self.size.width, height: Self.size.height)
      .opacity(isEnabled ? 1 : 0.5)
    }
    .contentShape(Rectangle())
    .onTapGesture {
      if isEnabled { configuration.isOn.toggle() }
    }
    // A switch: VoiceOver reads "switch button, on", and "dimmed" when disabled.
    .modifier(
      AccessibilityModifier(role: RenderRole(.accessibilityTraits([.isButton, .isToggle]))) {
        $0.traits.formUnion(
          isEnabled ? [.isButton, .isToggle] : [.isButton, .isToggle, .isNotEnabled])
        $0.value = isOn ? "On" : "Off"
      })
  }
}

/// A toggle drawn as a bordered button that fills with the tint when on.
private struct ButtonToggle: View {
  let configuration: ToggleStyleConfiguration

  var body: some View {
    let button = Button {
      configuration.isOn.toggle()
    } label: {
      configuration.label
    }
    if configuration.isOn {
      button.buttonStyle(.borderedProminent)
    } else {
      button.buttonStyle(.bordered)
    }
  }
}

extension Color {
  /// The secondary system fill: `#787880` at 16 % in light mode, 32 % in dark mode (a
  /// switch's track when off).
  package static let secondarySystemFill = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x787880, opacity: 0.16),
      dark: ResolvedColor(hex: 0x787880, opacity: 0.32)))
}
