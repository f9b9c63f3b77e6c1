import Foundation

/// A view presented over the screen by `sheet`, `fullScreenCover`, `popover`, `alert` or
/// `confirmationDialog`, while its binding says so.
///
/// The modifier that presents it registers it with the host during resolution; the host
/// draws every presentation over its content, in the order they were first presented (see
/// ``PresentationLayer``).
struct PresentationEntry {
  /// The presenting modifier's element.
  let id: NodeID
  /// When it was first presented, among the host's presentations.
  let order: Int
  let kind: Kind
  /// Makes the presented content; called when the host draws it.
  let content: @MainActor () -> AnyView
  /// Ends the presentation: writes its binding.
  let dismiss: @MainActor () -> Void
  /// The presenting view's environment, which the presented view inherits (its colour
  /// scheme, Dynamic Type size, models), as in SwiftUI.
  let environment: EnvironmentValues
  /// The node of the view that presents (a menu's button), where a menu opens.
  var source: NodeID? = nil

  enum Kind {
    /// A sheet (a popover on iPhone too).
    case sheet
    /// A cover over the whole screen.
    case fullScreenCover
    /// An alert: a title, a message and its actions.
    case alert(title: Text, message: AnyView?)
    /// A confirmation dialog: its actions at the bottom of the screen.
    case confirmationDialog(title: Text, titleVisible: Bool, message: AnyView?)
    /// A menu (a picker's): its content in a card at the button that opened it, closed by a
    /// tap outside.
    case menu
  }
}

/// The presentations a host draws, by presenting element.
struct PresentationRegistry {
  private(set) var entries: [NodeID: PresentationEntry] = [:]
  private var nextOrder = 0

  /// The presentations in the order they were first presented.
  var ordered: [PresentationEntry] { entries.values.sorted { $0.order < $1.order } }

  /// Registers (or refreshes) what the element `id` presents.
  mutating func present(
    _ id: NodeID, kind: PresentationEntry.Kind, content: @escaping @MainActor () -> AnyView,
    dismiss: @escaping @MainActor () -> Void, environment: EnvironmentValues,
    source: NodeID? = nil
  ) {
    let order = entries[id]?.order ?? nextOrder
    if entries[id] == nil { nextOrder += 1 }
    entries[id] = PresentationEntry(
      id: id, order: order, kind: kind, content: content, dismiss: dismiss,
      environment: environment, source: source)
  }

  /// Ends what the element `id` presents; returns whether it presented anything.
  @discardableResult
  mutating func end(_ id: NodeID) -> Bool {
    entries.removeValue(forKey: id) != nil
  }
}

/// A modifier that presents a view while `isPresented` is true.
package struct PresentationModifier: ViewModifier, PrimitiveModifier {
  let isPresented: Bool
  let kind: PresentationEntry.Kind
  let content: @MainActor () -> AnyView
  let dismiss: @MainActor () -> Void
  let onDismiss: (() -> Void)?

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content view: C, in element: Element, context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = element.resolveChild(view, key: .slot(0), context: context)
    if isPresented {
      context.session.presentations.present(
        element.id, kind: kind, content: content, dismiss: dismiss,
        environment: context.environment, source: nodes.count == 1 ? nodes[0].id : nil)
    } else if context.session.presentations.end(element.id), let onDismiss {
      context.session.pendingActions.append(onDismiss)
    }
    return nodes
  }
}

extension View {
  /// Presents `content` in a sheet while `isPresented` is true. The sheet rises from the
  /// bottom over a dimmed screen; tapping outside it, or `@Environment(\.dismiss)` inside it,
  /// dismisses it (sets `isPresented` to false) and then calls `onDismiss`.
  ///
  /// ```swift
  /// Button("Add") { isAdding = true }
  ///   .sheet(isPresented: $isAdding) {
  ///     AddItemView()
  ///       .presentationDetents([.medium, .large])
  ///   }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        isPresented: isPresented.wrappedValue, kind: .sheet, content: { AnyView(content()) },
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// Presents a sheet for `item` while it is not `nil`; dismissing sets it to `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        isPresented: item.wrappedValue != nil, kind: .sheet,
        content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }

  /// Presents `content` over the whole screen while `isPresented` is true; only
  /// `@Environment(\.dismiss)` (or the binding) dismisses it.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        isPresented: isPresented.wrappedValue, kind: .fullScreenCover,
        content: { AnyView(content()) }, dismiss: { isPresented.wrappedValue = false },
        onDismiss: onDismiss))
  }

  /// Presents a cover over the whole screen for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        isPresented: item.wrappedValue != nil, kind: .fullScreenCover,
        content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }

  /// Presents `content` in a popover while `isPresented` is true; on iPhone a popover is a
  /// sheet.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents an alert titled `title` while `isPresented` is true, with `actions` (buttons)
  /// and no message. Tapping any of its buttons runs it and dismisses the alert; without
  /// buttons the alert has an "OK" button.
  ///
  /// ```swift
  /// .alert("Delete this note?", isPresented: $isConfirming) {
  ///   Button("Delete", role: .destructive) { delete() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: nil)
  }

  /// Presents an alert titled `title` while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: nil)
  }

  /// Presents an alert titled `title` while `isPresented` is true.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: nil)
  }

  /// Presents an alert titled `titleKey`, with `actions` and a `message` below the title.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, actions: actions, message: AnyView(message()))
  }

  /// Presents an alert titled `title`, with `actions` and a `message` below the title.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: AnyView(message()))
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    let presented = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return alert(
      Text(titleKey), isPresented: presented,
      actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
      message: data.map { AnyView(message($0)) })
  }

  private func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, actions: @escaping () -> A, message: AnyView?
  ) -> ModifiedContent<Self, PresentationModifier> {
    modifier(
      PresentationModifier(
        isPresented: isPresented.wrappedValue, kind: .alert(title: title, message: message),
        content: { AnyView(actions()) }, dismiss: { isPresented.wrappedValue = false },
        onDismiss: nil))
  }

  /// Presents a confirmation dialog (an action sheet at the bottom of the screen) while
  /// `isPresented` is true. A button with the `.cancel` role is drawn apart, below the
  /// others; tapping any button runs it and dismisses the dialog.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisible: titleVisibility == .visible,
      actions: actions, message: nil)
  }

  /// Presents a confirmation dialog titled `title` while `isPresented` is true.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisible: titleVisibility == .visible,
      actions: actions, message: nil)
  }

  /// Presents a confirmation dialog with a `message` while `isPresented` is true; the title
  /// shows when `titleVisibility` is `.visible`, the message always.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisible: titleVisibility == .visible,
      actions: actions, message: AnyView(message()))
  }

  private func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisible: Bool,
    actions: @escaping () -> A, message: AnyView?
  ) -> ModifiedContent<Self, PresentationModifier> {
    modifier(
      PresentationModifier(
        isPresented: isPresented.wrappedValue,
        kind: .confirmationDialog(title: title, titleVisible: titleVisible, message: message),
        content: { AnyView(actions()) }, dismiss: { isPresented.wrappedValue = false },
        onDismiss: nil))
  }
}

/// The keys of the layout values sheet modifiers set on the sheet content's node.
enum PresentationKeys {
  static let detents = ObjectIdentifier(DetentsKey.self)
  static let dragIndicator = ObjectIdentifier(DragIndicatorKey.self)
  static let interactiveDismissDisabled = ObjectIdentifier(DismissDisabledKey.self)

  enum DetentsKey {}
  enum DragIndicatorKey {}
  enum DismissDisabledKey {}
}

extension View {
  /// Sets the heights the sheet presenting this view rests at; it is drawn at the smallest.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    recordedValue(
      "presentationDetents", detail: "\(detents.count)", key: PresentationKeys.detents,
      value: detents)
  }

  /// Shows or hides the drag indicator of the sheet presenting this view; by default it shows
  /// when the sheet has more than one detent.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    recordedValue(
      "presentationDragIndicator", detail: "\(visibility)", key: PresentationKeys.dragIndicator,
      value: visibility)
  }

  /// Stops a tap outside the sheet from dismissing it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    recordedValue(
      "interactiveDismissDisabled", detail: "\(isDisabled)",
      key: PresentationKeys.interactiveDismissDisabled, value: isDisabled)
  }

}
