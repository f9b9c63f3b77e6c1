import Foundation

/// A view to look at, named: what Xcode's `#Preview` declares.
///
/// `#Preview` compiles as it does in Xcode (its body is checked with the file), but Swift
/// gives a library no way to find the previews a module declares. Register the ones to render
/// with ``PreviewRegistry``, or hand them to `PreviewGallery` (in WidgetsTesting) from a test:
///
/// ```swift
/// #Preview("Inbox") { InboxView() }              // compiles unchanged
/// let inboxPreview = Preview("Inbox") { InboxView() }
/// ```
public struct Preview: Sendable {
  /// The name shown with the preview, and the stem of its files.
  public let name: String
  private let make: @MainActor @Sendable () -> AnyView

  /// How the preview is laid out, from its traits.
  public let traits: [PreviewTrait<ViewTraits>]

  /// A preview of the view `body` makes, named `name` ("Preview" when `nil`).
  public init<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name ?? "Preview"
    self.traits = traits
    make = { AnyView(body()) }
  }

  /// The kind of traits a view preview takes.
  public enum ViewTraits: Sendable {}

  /// The size the preview asks for: a fixed size, or its ideal size for `sizeThatFitsLayout`;
  /// `nil` for the device's screen.
  public var layoutSize: ProposedViewSize? {
    for trait in traits.reversed() {
      switch trait.kind {
      case .sizeThatFits: return .unspecified
      case .fixed(let width, let height): return ProposedViewSize(width: width, height: height)
      case .device: return nil
      case .orientation: continue
      }
    }
    return nil
  }

  /// The previewed view.
  @MainActor
  public func makeView() -> AnyView { make() }
}

/// A setting for a preview: SwiftUI's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
  enum Kind: Sendable, Equatable {
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
    case device
    case orientation(String)
  }

  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview at its ideal size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFits) }
  /// The preview at a fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(kind: .fixed(width: width, height: height))
  }
  /// The preview on the device's screen (the default).
  public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .device) }
  /// Portrait orientation (the default; Galley previews in portrait).
  public static var portrait: PreviewTrait { PreviewTrait(kind: .orientation("portrait")) }
  /// Accepted for source compatibility; Galley previews in portrait.
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(kind: .orientation("portraitUpsideDown"))
  }
  /// Accepted for source compatibility; Galley previews in portrait.
  public static var landscapeLeft: PreviewTrait {
    PreviewTrait(kind: .orientation("landscapeLeft"))
  }
  /// Accepted for source compatibility; Galley previews in portrait.
  public static var landscapeRight: PreviewTrait {
    PreviewTrait(kind: .orientation("landscapeRight"))
  }
}

/// Declares a preview, as Xcode's `#Preview` does: the body is compiled and checked with the
/// file. Register previews to render with ``PreviewRegistry``.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GalleyMacros", type: "PreviewMacro")

/// Declares an environment value with its default, as SwiftUI's `@Entry` does:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .orange
/// }
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "GalleyMacros", type: "EntryMacro")

/// The previews a program can render by name: what `galley gallery` and `galley render`
/// read in a package of your own.
///
/// ```swift
/// PreviewRegistry.register(Preview("Inbox") { InboxView() })
/// ```
@MainActor
public enum PreviewRegistry {
  /// The previews registered, in the order they were registered.
  public private(set) static var previews: [Preview] = []

  /// Adds previews; a preview with the name of one already registered replaces it.
  public static func register(_ previews: Preview...) {
    register(previews)
  }

  /// Adds previews; a preview with the name of one already registered replaces it.
  public static func register(_ previews: [Preview]) {
    for preview in previews {
      if let index = self.previews.firstIndex(where: { $0.name == preview.name }) {
        self.previews[index] = preview
      } else {
        self.previews.append(preview)
      }
    }
  }

  /// The preview named `name`.
  public static func preview(named name: String) -> Preview? {
    previews.first { $0.name == name }
  }
}
