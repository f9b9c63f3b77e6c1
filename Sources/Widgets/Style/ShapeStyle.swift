import Foundation

/// A colour, gradient or other style used to fill shapes and draw text: SwiftUI's
/// `ShapeStyle`.
///
/// Built-in styles resolve themselves. A style of your own implements `resolve(in:)` and
/// returns another style (often a `Color`), which Galley resolves in turn:
///
/// ```swift
/// nonisolated struct Warning: ShapeStyle {
///   func resolve(in environment: EnvironmentValues) -> Color {
///     environment.colorScheme == .dark ? .yellow : .orange
///   }
/// }
/// ```
///
/// Styles are values that can cross isolation domains: the protocol is `Sendable` and not
/// isolated to the main actor.
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to.
  associatedtype Resolved: ShapeStyle = Never

  /// The style to use in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// Built-in styles resolve themselves; this is never called for them.
  public func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) resolves itself; resolve(in:) must not be called.")
  }
}

extension Never: ShapeStyle {
  /// `Never` resolves to nothing; it is a shape style only to be the default `Resolved`.
  public typealias Resolved = Never
}

/// A style Galley knows how to turn into a paint directly.
protocol PaintProvider {
  /// The paint of this style in `environment`.
  func paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
  /// The paint this style draws with in `environment`.
  ///
  /// Built-in styles answer directly; other styles are resolved with `resolve(in:)` until a
  /// built-in style comes out (at most eight times, then black).
  package func paint(in environment: EnvironmentValues) -> Paint {
    resolvePaint(self, environment, depth: 0)
  }

  /// The style with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: self, opacity: opacity)
  }
}

private func resolvePaint<S: ShapeStyle>(
  _ style: S, _ environment: EnvironmentValues, depth: Int
)
  -> Paint
{
  if let provider = StyleConformances.of(S.self).provider {
    func paint<P: PaintProvider>(_: P.Type) -> Paint {
      // `S` is `P`: the cast that found `P` was from `S`'s own metatype.
      unsafeBitCast(style, to: P.self).paint(in: environment)
    }
    return paint(provider)
  }
  guard S.Resolved.self != Never.self, depth < 8 else { return .color(.black) }
  return resolvePaint(style.resolve(in: environment), environment, depth: depth + 1)
}

/// What a style type conforms to, found once per type: a cast costs several times a
/// lookup, and every text and shape of a list resolves a style. Behind a lock, since styles
/// are resolved off the main actor too. (Not Render's `TypeMemo`: called from this module,
/// its lookup was not specialised, and creating 1,000 rows took 4.5 M instructions more.)
private struct StyleConformances: @unchecked Sendable {
  /// The type as a ``PaintProvider``, if it is one.
  let provider: (any PaintProvider.Type)?
  /// The type as `Hashable`, if it is.
  let hashable: (any Hashable.Type)?

  private static let lock = NSLock()
  // Read and written under `lock` only, which the run-time exclusivity check would repeat.
  @exclusivity(unchecked) nonisolated(unsafe)
    private static var known = TypeTable<StyleConformances>()

  static func of(_ type: any ShapeStyle.Type) -> StyleConformances {
    let key = ObjectIdentifier(type)
    lock.lock()
    let found = known[key]
    lock.unlock()
    if let found { return found }
    let conformances = StyleConformances(
      provider: type as? any PaintProvider.Type, hashable: type as? any Hashable.Type)
    lock.lock()
    known[key] = conformances
    lock.unlock()
    return conformances
  }
}

/// A style drawn at a fraction of its opacity.
package struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintProvider {
  let base: Base
  let opacity: Double

  func paint(in environment: EnvironmentValues) -> Paint {
    base.paint(in: environment).multiplyingOpacity(by: opacity.isFinite ? opacity : 1)
  }
}

/// A type-erased shape style.
///
/// Two type-erased styles are equal when they wrap equal hashable styles (colours, gradients,
/// hierarchical levels); a style that is not hashable equals only itself.
public struct AnyShapeStyle: ShapeStyle, PaintProvider, Hashable, @unchecked Sendable {
  // `@unchecked`: `identity` holds either the wrapped style, which is `Sendable` as every
  // `ShapeStyle` is, or an immutable `Sendable` class.
  private let makePaint: @Sendable (EnvironmentValues) -> Paint
  private let identity: AnyHashable

  /// Wraps a style.
  public init<S: ShapeStyle>(_ style: S) {
    if S.self == AnyShapeStyle.self {
      self = unsafeBitCast(style, to: AnyShapeStyle.self)
      return
    }
    makePaint = { style.paint(in: $0) }
    if let hashable = StyleConformances.of(S.self).hashable {
      func wrap<H: Hashable>(_: H.Type) -> AnyHashable {
        // `S` is `H`: the cast that found `H` was from `S`'s own metatype.
        AnyHashable(unsafeBitCast(style, to: H.self))
      }
      identity = wrap(hashable)
    } else {
      identity = AnyHashable(StyleIdentity())
    }
  }

  package func paint(in environment: EnvironmentValues) -> Paint { makePaint(environment) }

  /// Styles compare by the style they wrap.
  public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
    lhs.identity == rhs.identity
  }

  /// Hashes the wrapped style.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A unique identity for a style that cannot be compared: equal only to itself.
private final class StyleIdentity: Hashable, Sendable {
  static func == (lhs: StyleIdentity, rhs: StyleIdentity) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The current foreground style: `.foreground`.
public struct ForegroundStyle: ShapeStyle, PaintProvider, Hashable {
  /// Creates the foreground style.
  public init() {}

  /// The foreground style set in `environment`, or the primary level when none is set.
  package func paint(in environment: EnvironmentValues) -> Paint {
    if let style = environment.foregroundStyle { return style.paint(in: environment) }
    return HierarchicalShapeStyle.primary.paint(in: environment)
  }
}

/// The current tint: `.tint`, the accent colour unless a view sets `tint(_:)`.
public struct TintShapeStyle: ShapeStyle, PaintProvider, Hashable {
  /// Creates the tint style.
  public init() {}

  /// The tint set in `environment`, or the accent colour when none is set.
  package func paint(in environment: EnvironmentValues) -> Paint {
    if let style = environment.tint { return style.paint(in: environment) }
    return Color.accentColor.paint(in: environment)
  }
}

/// The background of the view's context: `.background`, the system background colour
/// (white in light mode, black in dark mode) as SwiftUI resolves it on iOS.
public struct BackgroundStyle: ShapeStyle, PaintProvider, Hashable {
  /// Creates the background style.
  public init() {}

  /// The system background colour in `environment`.
  package func paint(in environment: EnvironmentValues) -> Paint {
    Color.systemBackground.paint(in: environment)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the view's context: white in light mode, black in dark mode.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The colour of separators: SwiftUI's `SeparatorShapeStyle` (`.separator`), `#3C3C43` at
/// 29 % in light mode and `#545458` at 60 % in dark mode, as list separators are drawn.
public struct SeparatorShapeStyle: ShapeStyle, PaintProvider, Hashable {
  /// Creates the separator style.
  public init() {}

  /// The separator colour in `environment`.
  package func paint(in environment: EnvironmentValues) -> Paint {
    Color.separator.paint(in: environment)
  }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators: `Divider().overlay(.separator)`, `.foregroundStyle(.separator)`.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A level of the foreground style: `.primary` … `.quinary`.
///
/// With the default foreground, the levels are iOS's label colours (black, then #3C3C43 at
/// 60 %, 30 %, 18 % and 10 % in light mode; white and #EBEBF5 in dark mode). Under a custom
/// foreground style, the levels are that style at 100 %, 60 %, 30 %, 18 % and 10 % opacity.
public struct HierarchicalShapeStyle: ShapeStyle, PaintProvider, Hashable {
  let level: Int

  /// The first level: the foreground style itself; by default black, or white in dark mode.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level: the foreground at 60 % opacity; by default `#3C3C43` (dark: `#EBEBF5`).
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level: the foreground at 30 % opacity; by default `#3C3C43` (dark: `#EBEBF5`).
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level: the foreground at 18 % opacity; by default `#3C3C43` (dark: `#EBEBF5`).
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level: the foreground at 10 % opacity; by default `#3C3C43` (dark: `#EBEBF5`).
  public static let quinary = HierarchicalShapeStyle(level: 4)

  private static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

  /// The level's paint: the foreground style at the level's opacity, or the label colour
  /// of `environment`'s colour scheme when no foreground style is set.
  package func paint(in environment: EnvironmentValues) -> Paint {
    let opacity = Self.opacities[min(max(level, 0), 4)]
    if let style = environment.foregroundStyle {
      return style.paint(in: environment).multiplyingOpacity(by: opacity)
    }
    let dark = environment.colorScheme == .dark
    if level == 0 { return .color(dark ? .white : .black) }
    let base = ResolvedColor(hex: dark ? 0xEBEBF5 : 0x3C3C43)
    return .color(base.multiplyingOpacity(by: opacity))
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary foreground level.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary foreground level.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary foreground level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary foreground level.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The quinary foreground level.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension OpacityShapeStyle: Equatable where Base: Equatable {}
extension OpacityShapeStyle: Hashable where Base: Hashable {}
