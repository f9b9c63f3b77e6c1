import Foundation

/// What a button does, which its style can show: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  private let name: String

  /// A button that deletes or destroys: drawn in red by the built-in styles.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

/// The size of controls: SwiftUI's `ControlSize`. Set with ``View/controlSize(_:)``; the
/// default is `.regular`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest size.
  case mini
  /// A small size.
  case small
  /// The default size.
  case regular
  /// A large size.
  case large
  /// The largest size; drawn as `.large` on iOS.
  case extraLarge
}

/// The shape of a bordered button: SwiftUI's `ButtonBorderShape`. Set with
/// ``View/buttonBorderShape(_:)``.
public struct ButtonBorderShape: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic
    case capsule
    case roundedRectangle(radius: CGFloat?)
    case circle
  }

  let kind: Kind

  /// The shape the control size asks for: a capsule for small controls, a rounded rectangle
  /// otherwise.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle with the control size's corner radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// A rounded rectangle with corners of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius))
  }
}

/// A button style with a tinted background: SwiftUI's `BorderedButtonStyle`.
///
/// The label, in the tint colour, is padded and laid on the tint at 15 % opacity, in a
/// shape and at a size that follow the control size (decision record 0016).
public struct BorderedButtonStyle: ButtonStyle {
  /// Creates the bordered style.
  public init() {}

  /// The label on a tinted background.
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(configuration: configuration, isProminent: false)
  }
}

/// A button style with a solid tint background: SwiftUI's `BorderedProminentButtonStyle`.
///
/// The label, in white, is padded and laid on the tint colour, in the shape and at the size
/// of ``BorderedButtonStyle``.
public struct BorderedProminentButtonStyle: ButtonStyle {
  /// Creates the bordered prominent style.
  public init() {}

  /// The label on a solid tint background.
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(configuration: configuration, isProminent: true)
  }
}

extension ButtonStyle where Self == BorderedButtonStyle {
  /// The bordered style.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
  /// The bordered prominent style.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// The sizes of a bordered button at one control size.
struct BorderedMetrics: Equatable {
  let font: Font
  let horizontal: CGFloat
  let vertical: CGFloat
  /// The corner radius of the automatic shape, `nil` for a capsule.
  let radius: CGFloat?

  /// UIKit's button sizes, which SwiftUI's bordered buttons are drawn with on iOS: small
  /// (mini too) 10 × 5 in a capsule, medium 12 × 7 with corners of 6, large 20 × 15 with
  /// corners of 8.75 (decision record 0016).
  static func of(_ size: ControlSize) -> BorderedMetrics {
    switch size {
    case .mini, .small:
      BorderedMetrics(font: .subheadline, horizontal: 10, vertical: 5, radius: nil)
    case .regular: BorderedMetrics(font: .body, horizontal: 12, vertical: 7, radius: 6)
    case .large, .extraLarge:
      BorderedMetrics(font: .body, horizontal: 20, vertical: 15, radius: 8.75)
    }
  }
}

/// A bordered button's look: the label padded on a background shape.
struct BorderedButton: View {
  let configuration: ButtonStyleConfiguration
  let isProminent: Bool
  @Environment(\.controlSize) private var controlSize
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.buttonBorderShape) private var borderShape

  var body: some View {
    let metrics = BorderedMetrics.of(controlSize)
    let accent = configuration.accent
    let label =
      isProminent && isEnabled
      ? AnyShapeStyle(Color.white) : configuration.labelStyle(isEnabled: isEnabled)
    let fill: AnyShapeStyle =
      !isEnabled
      ? AnyShapeStyle(Color.tertiarySystemFill)
      : isProminent ? accent : AnyShapeStyle(accent.opacity(0.15))
    configuration.label
      .font(metrics.font)
      .foregroundStyle(label)
      .padding(.horizontal, metrics.horizontal)
      .padding(.vertical, metrics.vertical)
      .background(fill, in: ResolvedBorderShape(shape: borderShape, metrics: metrics))
      .opacity(configuration.isPressed ? 0.75 : 1)
  }
}

/// A ``ButtonBorderShape`` made concrete for a control size, drawn as the built-in shape it
/// stands for.
struct ResolvedBorderShape: BuiltInShape {
  let shape: ButtonBorderShape
  let metrics: BorderedMetrics

  nonisolated private var radius: CGFloat? {
    switch shape.kind {
    case .automatic: metrics.radius
    case .capsule: nil
    case .roundedRectangle(let radius): radius ?? metrics.radius ?? 6
    case .circle: nil
    }
  }

  func path(in rect: CGRect) -> Path { builtIn.path(in: rect) }

  nonisolated var geometry: ShapeGeometry { builtIn.geometry }

  nonisolated private var builtIn: any BuiltInShape {
    if shape.kind == .circle { return Circle() }
    guard let radius else { return Capsule() }
    return RoundedRectangle(cornerRadius: radius)
  }
}

extension ButtonStyleConfiguration {
  /// The colour that stands for the button: red for a destructive one, else the tint.
  var accent: AnyShapeStyle {
    role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
  }

  /// The style of a label drawn in the accent: the tertiary label colour when disabled.
  func labelStyle(isEnabled: Bool) -> AnyShapeStyle {
    isEnabled ? accent : AnyShapeStyle(Color.tertiaryLabel)
  }
}

extension Color {
  /// The tertiary label colour: `#3C3C43` at 30 % in light mode, `#EBEBF5` at 30 % in dark
  /// mode (disabled controls' labels).
  package static let tertiaryLabel = Color(light: 0x3C3C43, dark: 0xEBEBF5, opacity: 0.3)
  /// The tertiary system fill: `#767680` at 12 % in light mode, 24 % in dark mode (disabled
  /// bordered buttons).
  package static let tertiarySystemFill = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x767680, opacity: 0.12),
      dark: ResolvedColor(hex: 0x767680, opacity: 0.24)))
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// The size of controls; `.regular` by default.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The shape of bordered buttons.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets the size of the controls in the view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    writingEnvironment(\.controlSize, controlSize)
  }

  /// Sets the shape of the bordered buttons in the view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    writingEnvironment(\.buttonBorderShape, shape)
  }
}
