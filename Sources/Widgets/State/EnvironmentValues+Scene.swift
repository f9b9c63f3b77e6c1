import Foundation

/// How much room a dimension of the screen has: SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: an iPhone's width in portrait, its height in landscape.
  case compact
  /// Plenty of room: an iPad's width and height, an iPhone's height in portrait.
  case regular

  /// The size classes of a screen of `size` points, as iOS gives them to full-screen apps:
  /// - horizontally regular for a portrait screen at least 744 points wide (an iPad, the
  ///   mini included), or a landscape screen whose shorter side is at least 414 points (a
  ///   Plus or Pro Max iPhone, an iPad); compact otherwise;
  /// - vertically compact for a landscape screen under 500 points tall and at least 568
  ///   wide (an iPhone on its side); regular otherwise, so that a small canvas holding one
  ///   component is laid out as on a phone held upright.
  package static func classes(
    of size: CGSize
  ) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    let width = size.width.isFinite ? size.width : 0
    let height = size.height.isFinite ? size.height : 0
    let isLandscape = width > height
    let horizontal: UserInterfaceSizeClass =
      (isLandscape ? min(width, height) >= 414 : width >= 744) ? .regular : .compact
    let vertical: UserInterfaceSizeClass =
      isLandscape && height < 500 && width >= 568 ? .compact : .regular
    return (horizontal, vertical)
  }
}

extension Device {
  /// The device's horizontal size class in this orientation.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    UserInterfaceSizeClass.classes(of: size).horizontal
  }

  /// The device's vertical size class in this orientation.
  public var verticalSizeClass: UserInterfaceSizeClass {
    UserInterfaceSizeClass.classes(of: size).vertical
  }
}

/// Whether the scene is in front, in the switcher, or in the background: SwiftUI's
/// `ScenePhase`. A host's scene is active until ``ViewHost/scenePhase`` says otherwise.
public enum ScenePhase: Hashable, Comparable, Sendable {
  /// Not shown; the app may be suspended.
  case background
  /// Shown but not taking events (the app switcher, an incoming call).
  case inactive
  /// In front and taking events.
  case active
}

/// Whether the content is being edited: SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete).
  case transient
  /// Editing: lists show their delete and move controls.
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

/// What a host puts in the environment of its views, in one write: every value written at
/// the root is one more step for every lookup of a value nobody set.
struct HostValues: EnvironmentEquivalent {
  var horizontalSizeClass: UserInterfaceSizeClass
  var verticalSizeClass: UserInterfaceSizeClass
  var scenePhase: ScenePhase
  var editMode: Binding<EditMode>
  var shareRecorder: ShareRecorder

  var environmentFingerprint: AnyHashable? {
    AnyHashable([
      AnyHashable(horizontalSizeClass), AnyHashable(verticalSizeClass), AnyHashable(scenePhase),
      editMode.environmentFingerprint, AnyHashable(ObjectIdentifier(shareRecorder)),
    ])
  }
}

private struct HostValuesKey: EnvironmentKey {
  static var defaultValue: HostValues? { nil }
}

extension EnvironmentValues {
  /// The host's values, written once at the root.
  var hostValues: HostValues? {
    get { self[HostValuesKey.self] }
    set { self[HostValuesKey.self] = newValue }
  }

  /// The value written under `key` by a view, or `host` from the host's values.
  private func written<K: EnvironmentKey>(
    _ key: K.Type, else host: (HostValues) -> K.Value
  )
    -> K.Value
  {
    if let stored = value(for: ObjectIdentifier(key)), let value = stored as? K.Value {
      return value
    }
    return hostValues.map(host) ?? K.defaultValue
  }

  /// The horizontal size class of the host's canvas (see ``UserInterfaceSizeClass``).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { written(HorizontalSizeClassKey.self) { $0.horizontalSizeClass } }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of the host's canvas (see ``UserInterfaceSizeClass``).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { written(VerticalSizeClassKey.self) { $0.verticalSizeClass } }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Whether the scene is active, inactive or in the background (``ViewHost/scenePhase``).
  public var scenePhase: ScenePhase {
    get { written(ScenePhaseKey.self) { $0.scenePhase } }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// The edit mode: a binding the host provides (inactive at first), which `EditButton`
  /// toggles and lists read.
  public var editMode: Binding<EditMode>? {
    get { written(EditModeKey.self) { $0.editMode } }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that switches the edit mode in the environment: "Edit", and "Done" while
/// editing, as SwiftUI's `EditButton`. Drawn as a borderless button in the accent colour;
/// "Done" is semibold, as iOS draws a bar's confirming button.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  public init() {}

  /// The button.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button {
      guard let editMode else { return }
      withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
    } label: {
      Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
    }
  }
}
