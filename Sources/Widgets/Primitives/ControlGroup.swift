import Foundation

/// Related controls shown together: SwiftUI's `ControlGroup`.
///
/// Drawn as iOS draws the automatic style outside a bar: one 32-point platter of the
/// tertiary system fill with corners of radius 8, its buttons sharing the width, hairlines
/// between them, their labels in the tint. With `.controlGroupStyle(.navigation)` the
/// buttons stand apart as borderless buttons (decision record 0030).
///
/// ```swift
/// ControlGroup {
///   Button("Decrease", systemImage: "minus") { size -= 1 }
///   Button("Increase", systemImage: "plus") { size += 1 }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
  let content: Content
  @Environment(\.controlGroupIsNavigation) private var isNavigation

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A group of `content`'s controls with a label, which Galley's styles do not draw.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
  }

  /// A group titled `titleKey` (the title is not drawn outside a menu).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The controls.
  public var body: some View {
    if isNavigation {
      HStack(spacing: 16) { content }
        .buttonStyle(.borderless)
        .labelStyle(.iconOnly)
    } else {
      SeparatedRows(content: content, axis: .horizontal)
        .buttonStyle(.borderless)
        .labelStyle(.iconOnly)
        .frame(height: 32)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 8))
    }
  }
}

/// How a `ControlGroup` is drawn: SwiftUI's `ControlGroupStyle`.
public struct ControlGroupStyleKind: Hashable, Sendable {
  let isNavigation: Bool

  /// The platform's style: a segmented platter.
  public static let automatic = ControlGroupStyleKind(isNavigation: false)
  /// Separate borderless buttons.
  public static let navigation = ControlGroupStyleKind(isNavigation: true)
  /// A button opening the controls as a menu (drawn as the platter by Galley).
  public static let menu = ControlGroupStyleKind(isNavigation: false)
  /// A compact menu button (drawn as the platter by Galley).
  public static let compactMenu = ControlGroupStyleKind(isNavigation: false)
  /// A row of controls in a menu (drawn as the platter by Galley).
  public static let palette = ControlGroupStyleKind(isNavigation: false)
}

private struct ControlGroupNavigationKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether control groups below are drawn as separate buttons.
  var controlGroupIsNavigation: Bool {
    get { self[ControlGroupNavigationKey.self] }
    set { self[ControlGroupNavigationKey.self] = newValue }
  }
}

extension View {
  /// Sets how control groups in the view are drawn.
  public func controlGroupStyle(_ style: ControlGroupStyleKind) -> some View {
    writingEnvironment(\.controlGroupIsNavigation, style.isNavigation)
  }
}
