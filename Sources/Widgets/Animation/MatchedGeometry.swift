import Foundation

/// A namespace for the ids of `matchedGeometryEffect(id:in:properties:anchor:isSource:)`:
/// SwiftUI's `Namespace`.
///
/// ```swift
/// @Namespace private var tabs
/// …
/// if tab == selection {
///   Capsule().fill(.blue).matchedGeometryEffect(id: "pill", in: tabs)
/// }
/// ```
///
/// The namespace lasts as long as the view that declares it, and differs from every other.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  private let link = NamespaceLink()

  /// Creates a namespace; it gets its identity when the view that holds it is resolved.
  public init() {}

  /// The namespace's identity.
  @MainActor
  public var wrappedValue: ID {
    link.id ?? ID(raw: "unresolved")
  }

  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let raw: String
  }
}

/// The identity a namespace was given, written when its view is resolved.
private final class NamespaceLink: @unchecked Sendable {
  // `@unchecked`: written and read on the main actor only, while views are resolved.
  var id: Namespace.ID?
}

extension Namespace: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    // The element's id and the property's place in it: stable while the view lives, the same
    // on every machine.
    link.id = Namespace.ID(raw: "\(element.id.rawValue).\(slot)")
    slot += 1
  }
}

/// Which of a view's geometry a matched geometry effect matches: SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The properties as a bit set.
  public let rawValue: UInt32
  /// Creates properties from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view's position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view's entry in a matched geometry group.
struct MatchedGeometry {
  /// The namespace and the id, together.
  let key: MatchKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
}

/// The id of a matched geometry group within its namespace.
struct MatchKey: Hashable {
  let namespace: Namespace.ID
  let id: AnyHashable
}

extension View {
  /// Matches the view's geometry with the other views of the same `id` in `namespace`.
  ///
  /// When one view of a group leaves and another enters in the same animated update (a
  /// selection indicator moving between tabs, a thumbnail expanding into a detail), the
  /// entering view moves from where the leaving one was, and the leaving one towards where
  /// the entering one is, while they cross-fade by their transitions. `properties` says
  /// whether position, size or both move; `anchor` is the point of the frames matched for
  /// position alone.
  ///
  /// Galley does not lay a view with `isSource: false` out in its source's frame while both
  /// are shown; such a view keeps its own layout (and takes part in the swap above).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        entry: MatchedGeometry(
          key: MatchKey(namespace: namespace, id: AnyHashable(id)), properties: properties,
          anchor: anchor, isSource: isSource)))
  }
}

/// `matchedGeometryEffect`; adds no node. The nodes it returns are listed with their group
/// until after the update in which they leave.
package struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
  let entry: MatchedGeometry

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    let nodes = element.resolveContent(content, context: context)
    element.keepScoped(entry, for: nodes, in: \.matchedGeometry, context: context)
    return nodes
  }
}
