import Foundation

/// The named colours `Color("Brand")` reads: Galley's stand-in for an asset catalogue, which
/// a test or a program fills before rendering.
///
/// A name that is not registered draws magenta, and a `Color` view of it raises a
/// diagnostic naming it.
///
/// ```swift
/// ColorRegistry.register("Brand", light: Color(red: 0.1, green: 0.4, blue: 0.9),
///                        dark: Color(red: 0.3, green: 0.6, blue: 1))
/// Text("Galley").foregroundStyle(Color("Brand"))
/// ```
public enum ColorRegistry {
  /// The colours by name. Guarded by `lock`: colours resolve wherever styles do.
  nonisolated(unsafe) private static var colors: [String: Color] = [:]
  private static let lock = NSLock()

  /// The colour drawn for a name nobody registered: magenta, which no design uses.
  static let missing = ResolvedColor(hex: 0xFF00FF)

  /// Registers `name` as `light` in light mode and `dark` (or `light`) in dark mode,
  /// replacing an earlier registration of the name.
  public static func register(_ name: String, light: Color, dark: Color? = nil) {
    let color: Color
    if let dark {
      color = Color(
        provider: .adaptive(
          light: light.resolve(in: scheme(.light)), dark: dark.resolve(in: scheme(.dark))))
    } else {
      color = light
    }
    lock.withLock { colors[name] = color }
  }

  /// Removes every registered colour.
  public static func removeAll() {
    lock.withLock { colors.removeAll() }
  }

  /// The names registered, sorted.
  public static var names: [String] { lock.withLock { colors.keys.sorted() } }

  /// The colour registered under `name`, if any.
  static func color(named name: String) -> Color? {
    lock.withLock { colors[name] }
  }

  private static func scheme(_ scheme: ColorScheme) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return environment
  }
}

extension Color {
  /// The colour registered as `name` in the ``ColorRegistry`` (Galley's asset catalogue);
  /// magenta, with a diagnostic where it is drawn as a view, when none is. `bundle` is
  /// accepted and not read.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(provider: .named(name))
  }
}
