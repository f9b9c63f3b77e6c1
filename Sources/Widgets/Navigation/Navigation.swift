import Foundation
import Observation

/// A view that shows a root view and the views pushed on it, with a navigation bar drawn as
/// iOS draws it: SwiftUI's `NavigationStack`.
///
/// The bar is 44 points tall under the status bar; a large title (the default at the root, and
/// below screens that show one) adds 52 points with the title in `.largeTitle` bold at the
/// leading margin; an inline title is centred in `.headline`. A pushed screen shows a back
/// button, "‹" and the title of the screen below it (or "Back"), which pops it when tapped;
/// `@Environment(\.dismiss)` pops it too. At rest the bar is transparent, as iOS draws it when
/// the content is scrolled to its top.
///
/// ```swift
/// NavigationStack {
///   VStack {
///     NavigationLink("Profile") { ProfileView() }
///   }
///   .navigationTitle("Settings")
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  private let root: Root
  private let path: Binding<[AnyHashable]>?
  @State private var localPath: [AnyHashable] = []
  @State private var screens = NavigationScreens()

  /// A stack whose pushed values are kept by the stack itself.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// A stack whose pushed values are `path`: appending a value pushes its destination, and
  /// removing values pops.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue = NavigationPath(elements: $0) })
  }

  /// A stack whose pushed values are the elements of `path`.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) })
  }

  public var body: some View {
    let values = path?.wrappedValue ?? localPath
    let entries = screens.entries(for: values)
    let depth = entries.count
    let context = NavigationContext(
      push: { [screens] entry in
        // The screen about to show starts with no title or mode of its own.
        screens.forget(from: depth + 1)
        switch entry {
        case .value(let value):
          if let path { path.wrappedValue.append(value) } else { localPath.append(value) }
        case .view(let view, _):
          screens.pushView(view, above: values)
        }
      },
      pop: { [screens] in
        guard depth > 0 else { return }
        screens.forget(from: depth)
        if case .view(_, let number) = entries[depth - 1] {
          screens.pushedViews.removeAll { $0.number == number }
        } else if let path, !path.wrappedValue.isEmpty {
          path.wrappedValue.removeLast()
        } else if !localPath.isEmpty {
          localPath.removeLast()
        }
      },
      destinations: screens.destinations)
    let top = depth == 0 ? AnyView(root) : screens.view(for: entries[depth - 1])
    let below = depth == 0 ? nil : screens.titles[depth - 1]
    let title = screens.titles[depth]
    let mode = screens.displayMode(at: depth)
    return ZStack {
      if depth > 0, screens.needsRoot(for: entries) {
        // Destinations for values pushed before the root ever showed: the root is resolved,
        // unseen, so that its navigationDestination modifiers register them.
        root.hidden().frame(width: 0, height: 0).clipped().accessibilityHidden(true)
      }
      // A screen is offered the whole stack below the bar and centred in it, as a hosting
      // controller's root view is.
      NavigationScreen(
        content:
          top
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .onPreferenceChange(NavigationTitleKey.self) { [screens] title in
            screens.titles[depth] = title
          }
          .onPreferenceChange(NavigationDisplayModeKey.self) { [screens] mode in
            screens.modes[depth] = mode
          },
        title: title, displayMode: mode, backTitle: depth > 0 ? (below ?? "Back") : nil,
        pop: context.pop
      )
      .id(depth == 0 ? AnyHashable(0) : entries[depth - 1].identity)
      .environment(\.dismiss, DismissAction(depth > 0 ? context.pop : nil))
    }
    .environment(\.navigationContext, context)
  }
}

/// The deprecated container that became `NavigationStack`: SwiftUI's `NavigationView`, drawn
/// as a stack.
@available(iOS, deprecated: 100000.0, message: "Use NavigationStack or NavigationSplitView.")
@available(macOS, deprecated: 100000.0, message: "Use NavigationStack or NavigationSplitView.")
public struct NavigationView<Content: View>: View {
  private let content: Content

  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}

/// A list of values pushed on a stack, of any hashable types: SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  init(elements: [AnyHashable]) {
    self.elements = elements
  }

  /// An empty path.
  public init() {
    elements = []
  }

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values.
  public var count: Int { elements.count }

  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(k, elements.count))
  }
}

/// A view that pushes a destination when tapped: SwiftUI's `NavigationLink`, drawn as a
/// button in the tint colour.
public struct NavigationLink<Label: View, Destination: View>: View {
  private let label: Label
  private let target: Target
  @Environment(\.navigationContext) private var context
  @Environment(\.listContentStyle) private var listStyle

  private enum Target {
    case view(Destination)
    case value(AnyHashable?)
  }

  /// A link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination())
  }

  /// A link that pushes `destination`: the form SwiftUI deprecated for the closure one.
  @available(
    iOS, deprecated: 100000.0,
    message: "Use NavigationLink(value:label:) or the destination closure."
  )
  @available(
    macOS, deprecated: 100000.0,
    message: "Use NavigationLink(value:label:) or the destination closure."
  )
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
  }

  /// A link that pushes `value`, shown by the `navigationDestination(for:)` of its type.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label)
  where Destination == Never {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }

  public var body: some View {
    if listStyle != nil {
      // A list row: the label in the primary colour, a chevron at the trailing edge (the
      // bold body font at the small symbol scale, in the tertiary label colour), the whole
      // row tappable.
      Button(action: push) {
        HStack(spacing: 0) {
          label
          Spacer(minLength: 8)
          Image(systemName: "chevron.forward")
            .font(.body.weight(.bold))
            .imageScale(.small)
            .foregroundStyle(.tertiary)
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
    } else {
      Button(action: push) { label }
    }
  }

  private func push() {
    guard let context else { return }
    switch target {
    case .view(let destination): context.push(.view(AnyView(destination), number: 0))
    case .value(let value?): context.push(.value(value))
    case .value(nil): break
    }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `destination`.
  public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `titleKey` that pushes `destination`: the form SwiftUI deprecated for
  /// the closure one.
  @available(
    iOS, deprecated: 100000.0, message: "Use NavigationLink(_:value:) or the destination closure."
  )
  @available(
    macOS, deprecated: 100000.0, message: "Use NavigationLink(_:value:) or the destination closure."
  )
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `destination`: the form SwiftUI deprecated for the
  /// closure one.
  @_disfavoredOverload
  @available(
    iOS, deprecated: 100000.0, message: "Use NavigationLink(_:value:) or the destination closure."
  )
  @available(
    macOS, deprecated: 100000.0, message: "Use NavigationLink(_:value:) or the destination closure."
  )
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }) { Text(title) }
  }

  /// A link titled `title` that pushes `value`.
  public init<P: Hashable>(_ title: LocalizedStringKey, value: P?) where Destination == Never {
    self.init(value: value) { Text(title) }
  }

  /// A link titled `title` that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
    self.init(value: value) { Text(title) }
  }
}

/// How a navigation title is shown: SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// Large below the bar, inline in it, or as the screen below shows it.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the screen below (large at the root).
    case automatic
    /// In the bar, centred.
    case inline
    /// Below the bar, large, at the leading margin.
    case large
  }
}

extension View {
  /// Titles the screen of a navigation stack.
  public func navigationTitle(_ title: Text) -> some View {
    preference(key: NavigationTitleKey.self, value: title.verbatimText)
  }

  /// Titles the screen of a navigation stack.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Titles the screen of a navigation stack.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Shows the screen's title large or inline.
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  )
    -> some View
  {
    preference(key: NavigationDisplayModeKey.self, value: displayMode)
  }

  /// Says which view a value pushed on the enclosing stack shows.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier(register: { destinations in
        destinations.register(D.self) { AnyView(destination($0)) }
      }))
  }
}

/// Dismisses the view that shows it: SwiftUI's `DismissAction`. In a pushed screen of a
/// navigation stack it pops the screen; elsewhere it does nothing.
public struct DismissAction {
  private let action: (() -> Void)?

  init(_ action: (() -> Void)?) {
    self.action = action
  }

  /// Dismisses the view.
  @MainActor
  public func callAsFunction() {
    action?()
  }
}

extension EnvironmentValues {
  /// Dismisses the presented view (pops a pushed screen).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// The stack a link pushes on, if any.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(nil) }
}

private enum NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

/// What a stack offers the links and destinations inside it.
struct NavigationContext {
  let push: (NavigationEntry) -> Void
  let pop: () -> Void
  let destinations: NavigationDestinations
}

/// A pushed screen: a value shown by its destination, or a view (numbered in push order).
enum NavigationEntry {
  case value(AnyHashable)
  case view(AnyView, number: Int)

  /// The screen's identity: a new value or a new push is a new screen, with state of its own.
  var identity: AnyHashable {
    switch self {
    case .value(let value): AnyHashable(["value", value])
    case .view(_, let number): AnyHashable(["view", AnyHashable(number)])
    }
  }
}

/// The title a screen asks for: the first set, in layout order.
package struct NavigationTitleKey: PreferenceKey {
  package static var defaultValue: String? { nil }
  package static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

/// The title display mode a screen asks for: the first set, in layout order.
package struct NavigationDisplayModeKey: PreferenceKey {
  package static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
  package static func reduce(
    value: inout NavigationBarItem.TitleDisplayMode?,
    nextValue: () -> NavigationBarItem.TitleDisplayMode?
  ) {
    value = value ?? nextValue()
  }
}

/// The views values show, registered by `navigationDestination(for:destination:)`.
final class NavigationDestinations {
  private var makers: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// Called when a type is registered for the first time.
  var onNewType: (() -> Void)?

  func register<D: Hashable>(_ type: D.Type, make: @escaping (D) -> AnyView) {
    let isNew = makers[ObjectIdentifier(type)] == nil
    makers[ObjectIdentifier(type)] = { value in (value.base as? D).map(make) }
    if isNew { onNewType?() }
  }

  /// Whether a destination for `value`'s type is known.
  func knows(_ value: AnyHashable) -> Bool {
    makers[ObjectIdentifier(type(of: value.base))] != nil
  }

  func view(for value: AnyHashable) -> AnyView? {
    makers[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

/// A stack's screens: the views pushed, the titles and modes screens asked for, and the
/// destinations registered. Observed, so that the stack updates when they change.
@MainActor @Observable
final class NavigationScreens {
  /// The views pushed, each with the path values below it and its number in push order.
  var pushedViews: [(below: [AnyHashable], number: Int, view: AnyView)] = []
  private var pushes = 0
  /// Counts the destination types registered, so that a stack showing a value whose
  /// destination was not known yet updates when it is.
  var registeredDestinations = 0
  var titles: [Int: String] = [:]
  var modes: [Int: NavigationBarItem.TitleDisplayMode] = [:]
  @ObservationIgnored let destinations = NavigationDestinations()

  init() {
    destinations.onNewType = { [weak self] in self?.registeredDestinations += 1 }
  }

  /// The screens in the order they were pushed: each view sits above the path values it was
  /// pushed on. Views whose values the path no longer starts with are left out.
  func entries(for values: [AnyHashable]) -> [NavigationEntry] {
    var result: [NavigationEntry] = []
    let views = pushedViews.filter { values.starts(with: $0.below) }
    var next = views[...]
    for index in 0...values.count {
      while let view = next.first, view.below.count == index {
        result.append(.view(view.view, number: view.number))
        next = next.dropFirst()
      }
      if index < values.count { result.append(.value(values[index])) }
    }
    return result
  }

  /// Pushes `view` above `values`, forgetting views pushed on values the path has left.
  func pushView(_ view: AnyView, above values: [AnyHashable]) {
    pushedViews.removeAll { !values.starts(with: $0.below) }
    pushes += 1
    pushedViews.append((values, pushes, view))
  }

  /// Forgets the titles and modes from `depth` up, for screens that left.
  func forget(from depth: Int) {
    for key in titles.keys where key >= depth { titles[key] = nil }
    for key in modes.keys where key >= depth { modes[key] = nil }
  }

  func needsRoot(for entries: [NavigationEntry]) -> Bool {
    _ = registeredDestinations  // observed: a registration shows the destination
    return entries.contains {
      if case .value(let value) = $0 { return !destinations.knows(value) }
      return false
    }
  }

  func view(for entry: NavigationEntry) -> AnyView {
    switch entry {
    case .view(let view, _): return view
    case .value(let value):
      return destinations.view(for: value)
        ?? AnyView(
          Text("No navigationDestination for \(String(describing: type(of: value.base)))")
            .foregroundStyle(.secondary))
    }
  }

  /// The mode at `depth`: its own, else the one below, large at the root.
  func displayMode(at depth: Int) -> NavigationBarItem.TitleDisplayMode {
    var level = depth
    while level >= 0 {
      if let mode = modes[level], mode != .automatic { return mode }
      level -= 1
    }
    return .large
  }
}

/// `navigationDestination(for:destination:)`: registers the destination with the stack.
package struct NavigationDestinationModifier: ViewModifier {
  let register: (NavigationDestinations) -> Void
  @Environment(\.navigationContext) private var context

  package func body(content: Content) -> some View {
    if let context { register(context.destinations) }
    return content
  }
}

/// The bar of a navigation stack, as iOS draws it at rest.
struct NavigationBar: View {
  /// The height of the bar (iOS's standard, since iOS 7).
  static let barHeight: CGFloat = 44
  /// The height a large title adds below the bar (since iOS 11).
  static let largeTitleHeight: CGFloat = 52

  let title: String?
  let displayMode: NavigationBarItem.TitleDisplayMode
  let backTitle: String?
  let pop: () -> Void
  var items = ToolbarItems()

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        if displayMode == .inline, let title, items.principal.isEmpty {
          Text(title).font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader)
            .padding(.horizontal, 88)
        }
        HStack(spacing: 0) {
          if let backTitle {
            Button(action: pop) {
              HStack(spacing: 5) {
                Image(systemName: "chevron.backward").font(.body.weight(.semibold))
                Text(backTitle).lineLimit(1)
              }
            }
            .accessibilityIdentifier("navigation back")
            .padding(.leading, 8)
          }
          // Each item 16 points from the edge or from the item before it.
          ForEach(items.leading.indices, id: \.self) { index in
            PlacedNodes(nodes: [items.leading[index]]).padding(.leading, ToolbarMetrics.edgeInset)
          }
          Spacer(minLength: 0)
          ForEach(items.trailing.indices, id: \.self) { index in
            PlacedNodes(nodes: [items.trailing[index]])
              .padding(.trailing, ToolbarMetrics.edgeInset)
          }
        }
        if !items.principal.isEmpty {
          PlacedNodes(nodes: items.principal)
        }
      }
      .frame(height: Self.barHeight)
      if displayMode != .inline, let title {
        Text(title).font(.largeTitle.bold()).lineLimit(1).accessibilityAddTraits(.isHeader)
          .padding(.horizontal, 16)
          .frame(height: Self.largeTitleHeight, alignment: .bottomLeading)
          .padding(.bottom, 0)
      }
      if let search = items.search {
        SearchField(text: search.text, prompt: search.prompt)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    // VoiceOver reads the bar before the screen below it.
    .accessibilitySortPriority(1)
  }
}
