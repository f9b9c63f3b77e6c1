import Foundation

/// What flows down the tree while views are resolved: the environment, and the services of
/// the host.
@MainActor
struct ResolveContext {
  /// The environment the view is resolved in.
  var environment: EnvironmentValues
  /// The host's services.
  let session: ResolveSession
  /// How many elements lie above this one.
  var depth: Int = 0
  /// Whether the element being resolved has the same inputs as last time and is resolved only
  /// to reach something dirty below it.
  var isReplay = false
  /// What few views set for those below them, in one object so that the context, copied
  /// once per level of the tree, stays small; `nil` when none is set.
  private var scopes: ResolveScopes?

  /// The nearest scroll view above, for the lazy stacks inside it.
  var enclosingScroll: ScrollState? {
    get { scopes?.enclosingScroll }
    set {
      guard newValue !== enclosingScroll else { return }
      scopes = ResolveScopes.make(newValue, lazyWindow, transactionScope)
    }
  }
  /// The window of the lazy stack whose direct content is being resolved, for the `ForEach`s
  /// in it; `nil` below any other container.
  var lazyWindow: LazyWindow? {
    get { scopes?.lazyWindow }
    set {
      guard newValue !== lazyWindow else { return }
      scopes = ResolveScopes.make(enclosingScroll, newValue, transactionScope)
    }
  }
  /// The `animation(_:value:)` and `transaction(_:)` modifiers above, innermost first.
  var transactionScope: TransactionScope? {
    get { scopes?.transactionScope }
    set {
      guard newValue !== transactionScope else { return }
      scopes = ResolveScopes.make(enclosingScroll, lazyWindow, newValue)
    }
  }

  init(environment: EnvironmentValues, session: ResolveSession) {
    self.environment = environment
    self.session = session
  }

  /// Reports a problem found in the views.
  func report(_ kind: Diagnostic.Kind, _ message: String, view: String? = nil) {
    session.report(kind, message, view: view)
  }
}

/// The scroll view, lazy window and transaction modifiers above the view being resolved.
@MainActor
final class ResolveScopes {
  let enclosingScroll: ScrollState?
  let lazyWindow: LazyWindow?
  let transactionScope: TransactionScope?

  private init(
    _ enclosingScroll: ScrollState?, _ lazyWindow: LazyWindow?,
    _ transactionScope: TransactionScope?
  ) {
    self.enclosingScroll = enclosingScroll
    self.lazyWindow = lazyWindow
    self.transactionScope = transactionScope
  }

  /// The scopes, or `nil` when none is set.
  static func make(
    _ enclosingScroll: ScrollState?, _ lazyWindow: LazyWindow?,
    _ transactionScope: TransactionScope?
  ) -> ResolveScopes? {
    if enclosingScroll == nil, lazyWindow == nil, transactionScope == nil { return nil }
    return ResolveScopes(enclosingScroll, lazyWindow, transactionScope)
  }
}

/// The services a host gives the elements it resolves: diagnostics, the stack guard, tap
/// handlers, effects queued for after an update, and the request for another update.
@MainActor
final class ResolveSession {
  /// Where the current update reports problems.
  var diagnostics = DiagnosticLog()
  /// Problems raised between updates (a write through a binding whose view is gone), moved
  /// into the next update's diagnostics.
  private var pendingDiagnostics: [Diagnostic] = []
  /// The stack guard of the thread running the update, made anew by each update: the main
  /// actor's work can run on another thread than the one that made the host (Swift Testing
  /// resumes async tests where it can), and a guard measures the stack of the thread that
  /// made it. Read by every element's resolution, so it skips the run-time exclusivity
  /// check: it is only assigned whole, at the start of an update.
  @exclusivity(unchecked) private(set) var stackGuard = StackGuard()
  /// The colour scheme asked for with `preferredColorScheme(_:)`, if any.
  var preferredColorScheme: ColorScheme?
  /// Where a node was drawn in the host's last tree, in host coordinates: where a menu
  /// opens. Set by the host.
  var lastDrawnFrame: @MainActor (NodeID) -> CGRect? = { _ in nil }
  /// How many bodies are being evaluated: writing state while this is not zero is a mistake.
  var bodyDepth = 0
  /// The actions of tappable nodes (buttons, `onTapGesture`), by node id.
  var tapHandlers: [NodeID: TapHandler] = [:]
  /// The text fields in the tree, by the node that takes their taps, for `ViewHost.type`.
  var textInputs: [NodeID: TextInput] = [:]
  /// The accessibility actions on each node, for `ViewHost.performAccessibilityAction`.
  var accessibilityActions: [NodeID: AccessibilityActions] = [:]
  /// The gestures attached with `gesture`, `simultaneousGesture` and `highPriorityGesture`,
  /// by the node id of the modifier's node.
  var gestureAttachments: [NodeID: GestureAttachment] = [:]
  /// The scroll views in the tree, in the order they were made; those that left are dropped
  /// after the next layout.
  var scrollStates: [ScrollState] = []
  /// What `containerRelativeFrame` outside any scroll view measures against: the canvas
  /// within the safe area.
  let rootContainer = ContainerSource()
  /// The timeline views in the tree, in the order they appeared.
  var timelines: [TimelineState] = []
  /// The `onReceive` timers in the tree, which the clock drives.
  var clockReceivers: [ClockReceiver] = []
  /// The virtual clock as a date (``ViewHost/date``).
  var date = Date(timeIntervalSinceReferenceDate: 0)
  /// The lazy stacks that scroll, in the order they were made; those that left are dropped
  /// after the next layout.
  var lazyWindows: [LazyWindow] = []
  /// How many passes of the current update moved a lazy window.
  private var lazyPasses = 0
  /// Whether the last layout moved a lazy window: another pass realises its rows.
  private(set) var lazyWindowsMoved = false
  /// The `onGeometryChange` modifiers in the tree, in the order they were made.
  var geometryObservers: [GeometryObserver] = []
  /// The `onPreferenceChange` modifiers in the tree, in the order they were made.
  var preferenceObservers: [PreferenceObserver] = []
  /// The control a finger is holding down (`ViewHost.press(_:)`): the target that found it
  /// and the node its tap handler is registered for, until `ViewHost.release(_:)`.
  var activePress: (target: String, node: NodeID)?
  /// The transaction of the state changes waiting for the next update, if any was made in
  /// `withAnimation` or `withTransaction`.
  var pendingTransaction: Transaction?
  /// The transaction of the update being resolved, if its changes were made in one.
  var updateTransaction: Transaction?
  /// The host's animator: its clock, and the animations of animatable data.
  weak var animator: Animator?
  /// What `animation(_:value:)` modifiers do to the transaction of the views below them in
  /// this update, with the node each wraps, in the order they were resolved (inner modifiers
  /// first). Layout nodes, not ids: a node's render node may carry another id (a frame folds
  /// into the view it sizes), known once it is placed.
  var transactionScopes: [(node: LayoutNode, transform: (inout Transaction) -> Void)] = []
  /// The texts resolved in this update under a content transition (`contentTransition(_:)`),
  /// which cross-fade when their string changes in an animated update.
  var contentTransitionNodes: [LayoutNode] = []
  /// What `transaction(_:)` and value-less `animation(_:)` modifiers do to the transaction of
  /// the views below them in every update, by the modifier's element id, with its depth.
  var lastingScopes: [NodeID: Scoped<(inout Transaction) -> Void>] = [:]
  /// The transition of each view that has one, by the modifier's element id, with its depth;
  /// kept until after the update in which the view leaves.
  var transitions: [NodeID: Scoped<AnyTransition>] = [:]
  /// The views in matched geometry groups, by the modifier's element id, with its depth;
  /// kept until after the update in which the view leaves.
  var matchedGeometry: [NodeID: Scoped<MatchedGeometry>] = [:]
  /// `onAppear` and `onChange` actions, run after the update that queued them.
  var pendingActions: [() -> Void] = []
  /// What modifiers present (sheets, alerts), drawn over the host's content.
  var presentations = PresentationRegistry()
  /// The URLs opened through `openURL`, for `ViewHost.openedURLs`.
  var openedURLs: [URL] = []
  /// The values of `@AppStorage` and of `@SceneStorage`.
  let appStorage = InMemoryStorage()
  let sceneStorage = InMemoryStorage()
  /// The text field that has focus, and how to take it away.
  var focus: (node: NodeID, resign: () -> Void)?
  /// `onDisappear` actions of elements that left the tree.
  var pendingDisappearActions: [() -> Void] = []
  /// Elements whose observed models changed, waiting for the next update.
  let observations = ObservationInbox()
  /// Tasks started by `task(_:)`, until the host has waited for them.
  var runningTasks: [Task<Void, Never>] = []
  /// Every task started by `task(_:)`, cancelled when the host is released.
  let allTasks = TaskRegistry()
  /// Counts of the last update's work. Counted by every element, so it skips the run-time
  /// exclusivity check: its counts are only incremented, and it is only reset whole.
  @exclusivity(unchecked) var statistics = Statistics()
  /// Called when an element asks for an update.
  var onNeedsUpdate: () -> Void = {}

  /// The last two environments compared, kept alive so their identities stay meaningful.
  private var equivalence: (EnvironmentValues, EnvironmentValues, Bool)?
  /// The lists of environment writes found equivalent in this pass of resolution (and by
  /// what layout resolves after it, geometry readers' content), forgotten when the next pass
  /// ends, so that what the old lists hold is released soon after them.
  private var equivalentLists = EnvironmentValues.EquivalenceMemo()

  /// Work counters of one update: how many elements were resolved and how many reused.
  struct Statistics: Equatable {
    var resolved = 0
    var reused = 0
  }

  init() {}

  /// Reports a problem found in the views.
  func report(_ kind: Diagnostic.Kind, _ message: String, view: String? = nil) {
    diagnostics.report(kind, message, view: view)
  }

  /// Reports a problem raised outside an update; it appears in the next update's diagnostics.
  func reportLater(_ diagnostic: Diagnostic) {
    pendingDiagnostics.append(diagnostic)
    onNeedsUpdate()
  }

  /// Starts an update: a fresh diagnostics log holding what was raised since the last one.
  func beginUpdate() {
    stackGuard = StackGuard()
    diagnostics = DiagnosticLog()
    takePendingDiagnostics()
    statistics = Statistics()
    lazyPasses = 0
    for state in scrollStates { state.settlingTarget = nil }
  }

  /// Moves what was raised between passes (a late write in an `onDisappear` action, say)
  /// into the update's diagnostics; each pass of an update calls it.
  func takePendingDiagnostics() {
    for diagnostic in pendingDiagnostics { diagnostics.report(diagnostic) }
    pendingDiagnostics = []
  }

  /// Reads every scroll view's geometry after a layout, queueing the actions of observers
  /// whose values changed, and forgets the scroll views that left the tree.
  func scrollViewsDidLayout() {
    guard !scrollStates.isEmpty else { return }
    scrollStates.removeAll { !$0.isAlive }
    for state in scrollStates { state.didLayout(in: self) }
  }

  /// Moves every lazy window to the rows its last layout shows, marking the `ForEach`s
  /// whose rows changed for another pass; at most 8 passes of an update do (row lengths
  /// that keep changing the estimate cannot make an update run on).
  func lazyWindowsDidLayout() {
    lazyWindowsMoved = false
    guard !lazyWindows.isEmpty else { return }
    lazyWindows.removeAll { !$0.isAlive }
    guard lazyPasses < 8 else { return }
    for window in lazyWindows where window.didLayout() { lazyWindowsMoved = true }
    if lazyWindowsMoved { lazyPasses += 1 }
  }

  /// Runs the `onReceive` actions of values that arrived, then marks the elements whose
  /// observed models changed, noting the transactions of the writes.
  func takeObservations() {
    observations.runDeliveries()
    let (elements, transactions) = observations.drain()
    for element in elements { element.markDirty() }
    for transaction in transactions { note(transaction) }
  }

  /// Notes the transaction of a state change, for the next update: the last animation asked
  /// for wins, and every completion is kept.
  func note(_ transaction: Transaction) {
    guard var pending = pendingTransaction else {
      pendingTransaction = transaction
      return
    }
    pending.animation = transaction.animation
    pending.disablesAnimations = transaction.disablesAnimations
    pending.isContinuous = transaction.isContinuous
    pending.completions += transaction.completions
    pendingTransaction = pending
  }

  /// Asks the host for an update.
  func setNeedsUpdate() {
    onNeedsUpdate()
  }

  /// Ends a pass of resolution: the environments it compared are forgotten.
  func resolutionDidEnd() {
    equivalentLists = EnvironmentValues.EquivalenceMemo()
  }

  /// Whether two environments are equivalent, memoising the last answer: siblings resolved in
  /// the same environment (the rows of a `ForEach`) compare it once.
  func areEquivalent(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
    if a.isIdentical(to: b) { return true }
    if let (x, y, answer) = equivalence, x.isIdentical(to: a), y.isIdentical(to: b) {
      return answer
    }
    let answer = a.isEquivalent(to: b, memo: &equivalentLists)
    equivalence = (a, b, answer)
    return answer
  }
}

/// What a modifier attaches to the nodes it wraps, with how deep the modifier sits: where
/// several attach to one render node (modifiers folded together), the deeper, inner one
/// wins, whatever order a dictionary would give.
struct Scoped<Value> {
  let nodes: [LayoutNode]
  let depth: Int
  let value: Value
}

/// What a tappable node does, and how many taps in a row it waits for.
struct TapHandler {
  /// The number of taps (2 for a double tap).
  let count: Int
  /// Whether the control responds (`disabled(_:)` turns it off).
  var isEnabled = true
  /// Shows the control pressed or not (a button's `configuration.isPressed`, a long press's
  /// `onPressingChanged`), if it has a pressed look.
  var setPressed: ((Bool) -> Void)?
  /// For a long press, how long the finger must stay down; `nil` for a tap.
  var minimumDuration: Double?
  /// The action.
  let action: () -> Void
}
