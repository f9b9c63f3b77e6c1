import Foundation

/// Opens a URL: SwiftUI's `OpenURLAction`, read with `@Environment(\.openURL)`.
///
/// In a host, the default action records the URL (`ViewHost.openedURLs`) and opens nothing.
public struct OpenURLAction {
  /// What an action did with a URL.
  public struct Result: Equatable, Sendable {
    let kind: Int
    /// The action handled the URL.
    public static let handled = Result(kind: 0)
    /// The action did not handle the URL; the system would open it.
    public static let discarded = Result(kind: 1)
    /// The action passed the URL on to the system.
    public static let systemAction = Result(kind: 2)
  }

  private let handler: (URL) -> Result
  /// The action's identity: one per action made, so that an environment holding the same
  /// action stays equal from one update to the next.
  private let identity = Identity()

  private final class Identity {}

  /// An action that hands URLs to `handler`.
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  /// Opens `url` and says whether it was accepted.
  @MainActor
  public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
    completion(handler(url) != .discarded)
  }
}

extension OpenURLAction: EnvironmentEquivalent {
  var environmentFingerprint: AnyHashable? { ObjectIdentifier(identity) }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension EnvironmentValues {
  /// Opens URLs: in a host, records them.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// A control that opens a URL: SwiftUI's `Link`, drawn as its label in the tint colour.
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
  private let destination: URL
  private let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination`, labelled by `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A button that opens the destination.
  public var body: some View {
    Button {
      openURL(destination)
    } label: {
      label
    }
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link to `destination` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A label and a value, the value at the trailing edge in the secondary colour:
/// SwiftUI's `LabeledContent`.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content

  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The label at the leading edge, the content at the trailing edge.
  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContent where Label == Text {
  /// `content` titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// The value `value` titled `titleKey`.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }) { Text(titleKey) }
  }

  /// The value `value` titled `title`.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }) { Text(title) }
  }
}
