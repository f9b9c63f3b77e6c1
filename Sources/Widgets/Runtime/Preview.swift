import Foundation

/// A view to look at, named: what Xcode's `#Preview` declares.
///
/// On Linux, every `#Preview` of the program is found at run time and listed in
/// ``PreviewRegistry``, which `galley gallery` and `render` read (GalleyTool). Previews can
/// also be made as values, registered, or handed to `PreviewGallery` (in WidgetsTesting):
///
/// ```swift
/// #Preview("Inbox") { InboxView() }              // found by PreviewRegistry.previews
/// let inboxPreview = Preview("Inbox") { InboxView() }
/// ```
public struct Preview: Sendable {
  /// The name shown with the preview, and the stem of its files. An unnamed `#Preview` is
  /// named after its file (`InboxView` for `InboxView.swift`).
  public internal(set) var name: String
  /// The file that declared the preview with `#Preview` (`MyApp/InboxView.swift`), if any.
  public private(set) var fileID: String?
  /// The line of that `#Preview`.
  public private(set) var line: Int?
  /// Whether `#Preview` was given a name.
  var isNamed = true
  private let make: @MainActor @Sendable () -> AnyView

  /// How the preview is laid out, from its traits.
  public let traits: [PreviewTrait<ViewTraits>]

  /// A preview of the view `body` makes, named `name` ("Preview" when `nil`).
  public init<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name ?? "Preview"
    isNamed = name != nil
    self.traits = traits
    make = { AnyView(body()) }
  }

  /// The preview, declared by `#Preview` at `fileID` and `line`: what the macro's expansion
  /// calls. Not for use outside Galley.
  public func _declared(fileID: String, line: Int) -> Preview {
    var copy = self
    copy.fileID = fileID
    copy.line = line
    if !isNamed {
      let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
      copy.name = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
    return copy
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
/// file, and on Linux the preview is listed in ``PreviewRegistry/previews``.
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
/// On Linux, the registry starts with every `#Preview` linked into the program, ordered by
/// file and line; a name that two previews share gets " 2", " 3" … on the later ones. Add
/// previews made as values with ``register(_:)-(Preview...)``:
///
/// ```swift
/// PreviewRegistry.register(Preview("Inbox") { InboxView() })
/// ```
@MainActor
public enum PreviewRegistry {
  /// The previews: those `#Preview` declares, then those registered, in order.
  public static var previews: [Preview] {
    if registered == nil { registered = PreviewDiscovery.declaredPreviews() }
    return registered ?? []
  }

  private static var registered: [Preview]?

  /// Adds previews; a preview with the name of one already registered replaces it.
  public static func register(_ previews: Preview...) {
    register(previews)
  }

  /// Adds previews; a preview with the name of one already registered replaces it.
  public static func register(_ previews: [Preview]) {
    var all = self.previews
    for preview in previews {
      if let index = all.firstIndex(where: { $0.name == preview.name }) {
        all[index] = preview
      } else {
        all.append(preview)
      }
    }
    registered = all
  }

  /// The preview named `name`.
  public static func preview(named name: String) -> Preview? {
    previews.first { $0.name == name }
  }
}
