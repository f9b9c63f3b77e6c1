import Foundation

/// Hosts a view headlessly: resolves it, lays it out in a canvas, keeps the render tree, and
/// updates it when state changes.
///
/// The root view is proposed the host's size and centred in it, as a hosting view does;
/// frames are rounded to `1 / scale`. Environment values go in through modifiers on the root
/// view (`.environment(\.colorScheme, .dark)`, `.preferredColorScheme(.dark)`).
///
/// ```swift
/// let host = ViewHost(CounterView(), size: CGSize(width: 390, height: 844))
/// try host.tap("Increment")
/// let svg = SVGBackend().render(host.renderTree)
/// let moved = host.lastPatches
/// ```
///
/// Updates are synchronous: a state change (from `tap(_:)`, a binding, an `@Observable`
/// model) is applied the next time the render tree is read, or at once by `update()`.
@MainActor
public final class ViewHost {
  /// Whether hosts print new diagnostics to standard error, once each, like SwiftUI's
  /// runtime warnings.
  public static var printsDiagnostics = true

  private let root: Element
  /// The element of the presentation layer, which draws sheets and alerts over the root.
  private let presentations = Element(
    id: NodeID.root.child("presentations"), viewType: ObjectIdentifier(PresentationLayer.self))
  /// Whether the last update drew a presentation, so that the next one resolves the layer
  /// once more to take it down.
  private var hasPresented = false
  private let makeRoot: @MainActor (Element, ResolveContext) -> [LayoutNode]
  private let session = ResolveSession()
  /// The `openURL` action of the host's environment, which records URLs in the session.
  private lazy var recordingOpenURL: OpenURLAction = {
    let session = self.session
    return OpenURLAction { url in
      session.openedURLs.append(url)
      return .handled
    }
  }()
  /// The session's tasks, reachable from the deinitialiser, which may run off the main actor.
  private let tasks: TaskRegistry
  private var printed: Set<Diagnostic> = []
  private var needsUpdate = true
  /// Whether the last `refresh()` updated the tree.
  private var updated = false
  /// Whether an update is running: reading the tree from an action it runs (a tap in
  /// `onAppear`) does not start another.
  private var isRefreshing = false
  /// The tree shown: the model with the running animations at the current instant.
  private var currentTree: RenderTree
  /// The tree the views describe, as it is when every animation has finished.
  private var modelTree: RenderTree
  /// Whether the first update has run: before it, nothing was shown to animate from.
  private var hasRendered = false
  /// The animations and the virtual clock.
  let animator: Animator
  private var patches: [RenderPatch] = []
  /// The layout node at the root of the last update.
  private var rootNode: LayoutNode?
  /// Called after every frame a drag's deceleration shows, with the host: a filmstrip's
  /// recorder of what happens inside one interaction.
  package var frameRecorder: ((ViewHost) -> Void)?
  /// The work the last update's layouts did: nodes measured and nodes placed anew.
  var layoutWork = (measured: 0, placed: 0, visited: 0)
  /// The nodes of the current tree by identifier, label and text, built when first asked for.
  private var targets: RenderTargetIndex?

  /// The canvas size; setting it lays the view out again.
  public var size: CGSize {
    didSet { needsUpdate = true }
  }

  /// Device pixels per point.
  public let scale: CGFloat
  /// The insets of the safe area: the device's, for a host made with one; zero otherwise.
  public let safeAreaInsets: EdgeInsets
  /// Why the scale asked for was not used, reported with every update.
  private let scaleIssue: Diagnostic?

  /// The current render tree (updated first if state changed).
  public var renderTree: RenderTree {
    refresh()
    return currentTree
  }

  /// The patches from the previous render tree to the current one: what the last update
  /// changed, to apply once to a document of the previous tree. After a tap, everything the
  /// tap and what was pending before it changed; empty after an update that changed nothing
  /// (``update()`` with nothing pending, a tap whose action changed no state). A change made
  /// outside the host that turns out to change nothing (a model property set to its value)
  /// makes no update: call ``update()`` after such changes, before reading the patches (not
  /// after a tap, which has updated already: with nothing pending, ``update()`` empties them).
  public var lastPatches: [RenderPatch] {
    refresh()
    return patches
  }

  /// The problems found in the views by the last update, each once.
  public var diagnostics: [Diagnostic] { renderTree.diagnostics }

  /// The URLs that links and `@Environment(\.openURL)` opened, in order: a host opens
  /// nothing, it records.
  public var openedURLs: [URL] { session.openedURLs }

  /// What share links shared, in order: a URL's string or the text (Galley draws no share
  /// sheet).
  public var sharedItems: [String] { shareRecorder.items }

  /// Where share links record what they share.
  private let shareRecorder = ShareRecorder()

  /// The values of the host's `@AppStorage` properties, in memory: seed them before the
  /// first render, read them after an interaction.
  public var appStorage: InMemoryStorage { session.appStorage }

  /// The values of the host's `@SceneStorage` properties, in memory.
  public var sceneStorage: InMemoryStorage { session.sceneStorage }

  /// The phase of the host's scene, in `@Environment(\.scenePhase)`: active at first; set
  /// it to see how views (and their `onChange(of: scenePhase)`) respond to the app going to
  /// the background.
  public var scenePhase: ScenePhase = .active {
    didSet { if scenePhase != oldValue { needsUpdate = true } }
  }

  /// The edit mode in `@Environment(\.editMode)`: inactive at first, switched by
  /// `EditButton`; set it to snapshot a screen while editing.
  public var editMode: EditMode {
    get { editModeBox.value }
    set { editModeBox.value = newValue }
  }

  /// The host's edit mode, which updates the whole tree when it changes.
  private lazy var editModeBox = EditModeBox { [weak self] in
    guard let self else { return }
    if let transaction = TransactionContext.current { session.note(transaction) }
    needsUpdate = true
  }

  /// The size the view chooses for an unspecified proposal (its ideal size), rounded up to
  /// the pixel grid: the canvas that fits it exactly.
  package var idealSize: CGSize {
    refresh()
    guard let rootNode else { return .zero }
    let engine = LayoutEngine(scale: scale, diagnostics: session.diagnostics)
    let ideal = engine.sizeThatFits(rootNode, .unspecified)
    func fit(_ length: CGFloat) -> CGFloat {
      length.isFinite && length > 0 ? (length * scale - 1e-9).rounded(.up) / scale : 0
    }
    return CGSize(width: fit(ideal.width), height: fit(ideal.height))
  }

  /// Hosts `view` on the screen of `device`: its size, its scale, and its safe area, which
  /// content is laid out inside unless it ignores it (a scroll view runs under the bars,
  /// its content inset by them, as on iOS).
  public convenience init<V: View>(_ view: V, device: Device) {
    self.init(view, size: device.size, scale: device.scale, safeAreaInsets: device.safeAreaInsets)
  }

  /// Hosts `view` in a canvas of `size` points at `scale` device pixels per point, with no
  /// safe area.
  public convenience init<V: View>(_ view: V, size: CGSize, scale: CGFloat = 2) {
    self.init(view, size: size, scale: scale, safeAreaInsets: EdgeInsets())
  }

  /// Hosts `view` in a canvas of `size` points at `scale`, with a safe area of
  /// `safeAreaInsets` (NaN, negative and infinite insets count as 0).
  public init<V: View>(_ view: V, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
    func valid(_ value: CGFloat) -> CGFloat {
      value.isFinite && value > 0 ? min(value, LengthLimits.largest) : 0
    }
    self.safeAreaInsets = EdgeInsets(
      top: valid(safeAreaInsets.top), leading: valid(safeAreaInsets.leading),
      bottom: valid(safeAreaInsets.bottom), trailing: valid(safeAreaInsets.trailing))
    root = Element(id: NodeID.root.child("view"), viewType: ObjectIdentifier(V.self))
    makeRoot = { element, context in element.update(with: view, context: context) }
    self.size = size
    let validScale = scale.isFinite && scale > 0 && scale <= LengthLimits.largestScale
    self.scale = validScale ? scale : 2
    scaleIssue =
      validScale
      ? nil
      : Diagnostic(
        .invalidLength,
        "The host scale \(NumberFormatting.decimal(scale)) is not between 0 and "
          + "\(NumberFormatting.decimal(LengthLimits.largestScale)); 2 was used.",
        view: "ViewHost")
    tasks = session.allTasks
    animator = Animator(scale: self.scale)
    session.animator = animator
    currentTree = RenderTree(root: RenderNode(id: .root, role: .host, frame: .zero), size: .zero)
    modelTree = currentTree
    session.onNeedsUpdate = { [weak self] in self?.needsUpdate = true }
    session.lastDrawnFrame = { [weak self] id in self?.drawnFrame(ofNodeID: id) }
    update()
    patches = []
  }

  /// Where the node `id` was drawn in the last tree, in host coordinates, if it was.
  ///
  /// - Complexity: O(n) in the nodes drawn before it; asked only when a menu opens.
  private func drawnFrame(ofNodeID id: NodeID) -> CGRect? {
    var found: CGRect?
    currentTree.root.walk(state: ()) { node, frame, _, _ in
      guard found == nil else { return nil }
      if node.id == id {
        found = frame
        return nil
      }
      return ()
    }
    return found
  }

  /// Releasing a host cancels the tasks its views started.
  deinit {
    tasks.cancelAll()
  }

  /// Applies pending state changes now: resolves what changed, lays it out, and records the
  /// patches from the previous tree. Runs `onAppear`, `onChange` and `onDisappear` actions
  /// queued by the update, and updates again while they change state (at most 16 times).
  ///
  /// With nothing pending, the update changes nothing and ``lastPatches`` becomes empty.
  public func update() {
    refresh()
    if !updated { patches = [] }
  }

  /// Starts an interaction (a tap): applies what is pending and returns the tree from
  /// before, from which ``endInteraction(from:)`` records the patches.
  func beginInteraction() -> RenderTree {
    let before = currentTree
    if !isRefreshing { refresh() }
    return before
  }

  /// Ends an interaction: updates, and records as the last patches everything since
  /// `before` (what was pending and what the interaction did), empty when nothing changed.
  func endInteraction(from before: RenderTree) {
    // A tap from an action the update runs (`onAppear`) leaves the update to the update
    // running it.
    guard !isRefreshing else { return }
    refresh()
    patches = currentTree.patches(from: before)
  }

  /// Updates when something is pending; reading the tree or the patches does not by itself
  /// make the last patches stale.
  func refresh() {
    guard !isRefreshing else { return }
    updated = false
    session.takeObservations()
    guard needsUpdate else { return }
    isRefreshing = true
    defer { isRefreshing = false }
    updated = true
    let before = currentTree
    session.beginUpdate()
    layoutWork = (0, 0, 0)
    var passes = 0
    while needsUpdate, passes < 16 {
      needsUpdate = false
      render()
      passes += 1
      // The rows a lazy stack realises settle before anything the update queued runs.
      if session.lazyWindowsMoved { continue }
      runQueuedActions()
      session.takeObservations()
    }
    if needsUpdate {
      session.report(
        .misuse, "State kept changing during 16 updates in a row; the last one is shown.",
        view: "ViewHost")
      needsUpdate = false
      render()
    }
    patches = currentTree.patches(from: before)
    printNewDiagnostics()
  }

  /// Resolves, lays out and replaces the render tree.
  private func render() {
    session.takePendingDiagnostics()
    let transaction = session.pendingTransaction
    session.pendingTransaction = nil
    session.updateTransaction = transaction
    defer { session.updateTransaction = nil }
    session.transactionScopes = []
    session.contentTransitionNodes = []
    let canvas = Self.validCanvas(size, diagnostics: session.diagnostics)
    if let scaleIssue { session.diagnostics.report(scaleIssue) }
    var environment = EnvironmentValues()
    environment.displayScale = scale
    // Links and `openURL` record what they open, for `openedURLs`: one action for the host's
    // life, so that the environment stays equal from one update to the next.
    environment.openURL = recordingOpenURL
    let sizeClasses = UserInterfaceSizeClass.classes(of: canvas)
    environment.hostValues = HostValues(
      horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical,
      scenePhase: scenePhase, editMode: editModeBox.binding, shareRecorder: shareRecorder)
    // Written only when true: a host without a safe area adds no link to every lookup.
    if safeAreaInsets != EdgeInsets() { environment.hostHasSafeArea = true }
    // Kept by the session rather than written into the environment: a root entry would
    // add a link to every lookup.
    session.rootContainer.setSize(
      CGSize(
        width: max(canvas.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
        height: max(canvas.height - safeAreaInsets.top - safeAreaInsets.bottom, 0)))
    session.preferredColorScheme = nil
    let context = ResolveContext(environment: environment, session: session)
    let nodes = makeRoot(root, context)
    let rootNode = presentingRoot(
      root.single(nodes, implicit: .vertical, layout: VStackLayout()), canvas: canvas,
      context: context)
    session.resolutionDidEnd()
    self.rootNode = rootNode
    let engine = LayoutEngine(scale: scale, diagnostics: session.diagnostics)
    let hostNode = engine.layoutRoot(rootNode, in: canvas, safeAreaInsets: safeAreaInsets)
    layoutWork.measured += engine.measuredCount
    layoutWork.placed += engine.placedCount
    layoutWork.visited += engine.visitedCount
    var background = EnvironmentValues()
    background.colorScheme = session.preferredColorScheme ?? .light
    targets = nil
    modelTree = RenderTree(
      root: hostNode, size: canvas, scale: scale,
      background: Color.systemBackground.resolve(in: background),
      diagnostics: session.diagnostics.diagnostics)
    let (shown, due) = animator.update(
      shown: hasRendered ? currentTree : nil, model: modelTree,
      context: animationContext(transaction))
    hasRendered = true
    currentTree = shown
    session.pendingActions += due
    session.scrollViewsDidLayout()
    session.lazyWindowsDidLayout()
    session.geometryDidLayout()
    session.preferencesDidLayout()
  }

  /// `content` with what is presented (sheets, alerts) drawn over it, in the order first
  /// presented; `content` itself when nothing is. Presented views may present more, so the
  /// layer is resolved again while the presentations change (a few times at most).
  private func presentingRoot(
    _ content: LayoutNode?, canvas: CGSize, context: ResolveContext
  ) -> LayoutNode? {
    guard let content else { return nil }
    guard !session.presentations.entries.isEmpty || hasPresented else { return content }
    var entries = session.presentations.ordered
    var nodes: [LayoutNode] = []
    for _ in 0..<8 {
      nodes = presentations.update(
        with: PresentationLayer(
          content: content, entries: entries, canvas: canvas, safeArea: safeAreaInsets),
        context: context)
      let now = session.presentations.ordered
      if now.map(\.id) == entries.map(\.id) { break }
      entries = now
    }
    hasPresented = !entries.isEmpty
    return nodes.first ?? content
  }

  /// What the animator needs of this update: its transaction, and the modifiers' scopes and
  /// transitions by the ids their nodes have in the render tree (where a folded modifier's
  /// node takes the id of the view it wraps).
  private func animationContext(_ transaction: Transaction?) -> Animator.UpdateContext {
    // Outer modifiers first, so that the inner ones, applied last, win (as in SwiftUI).
    var scopes: [NodeID: [(inout Transaction) -> Void]] = [:]
    for (node, transform) in session.transactionScopes.reversed() {
      if let id = node.placedRender?.id { scopes[id, default: []].append(transform) }
    }
    func ordered<Value>(_ entries: [NodeID: Scoped<Value>]) -> [(NodeID, Value)] {
      let sorted = entries.sorted {
        ($0.value.depth, $0.key.rawValue) < ($1.value.depth, $1.key.rawValue)
      }
      return sorted.flatMap { entry in
        entry.value.nodes.compactMap { node in node.placedRender.map { ($0.id, entry.value.value) }
        }
      }
    }
    var lasting: [NodeID: [(inout Transaction) -> Void]] = [:]
    for (id, transform) in ordered(session.lastingScopes) {
      lasting[id, default: []].append(transform)
    }
    var transitions: [NodeID: AnyTransition] = [:]
    for (id, transition) in ordered(session.transitions) { transitions[id] = transition }
    var matched: [NodeID: MatchedGeometry] = [:]
    for (id, entry) in ordered(session.matchedGeometry) { matched[id] = entry }
    return Animator.UpdateContext(
      transaction: transaction, scopes: scopes, lastingScopes: lasting, transitions: transitions,
      crossFades: Set(session.contentTransitionNodes.compactMap { $0.placedRender?.id }),
      matched: matched)
  }

  /// Moves the virtual clock on by `seconds` and shows the animations then, running the
  /// completions that came due (their state changes wait for the next update).
  func tick(_ seconds: Double) {
    let (shown, due) = animator.advance(by: seconds, model: modelTree)
    currentTree = shown
    targets = nil
    for action in due { action() }
    // Timelines whose next entry came are marked for the update that follows.
    session.date = date
    session.timelines.removeAll { $0.element?.isAlive != true }
    for timeline in session.timelines { timeline.clockMoved(to: session.date) }
    session.clockReceivers.removeAll { !$0.isAlive }
    for receiver in session.clockReceivers where !receiver.clockMoved(to: session.date) {
      session.report(
        .misuse,
        "An onReceive timer was due more than \(ClockReceiver.maximumTicks) times in one move of the clock; the rest were skipped.",
        view: "onReceive")
    }
  }

  /// Runs the actions the last update queued: disappearances first, then appearances and
  /// changes, in the order they were queued.
  private func runQueuedActions() {
    let disappear = session.pendingDisappearActions
    let others = session.pendingActions
    session.pendingDisappearActions = []
    session.pendingActions = []
    for action in disappear { action() }
    for action in others { action() }
  }

  /// A canvas size with NaN, negative or infinite lengths replaced by 0 and lengths beyond
  /// the largest clamped, reported.
  private static func validCanvas(_ size: CGSize, diagnostics: DiagnosticLog) -> CGSize {
    func valid(_ value: CGFloat) -> CGFloat {
      value.isFinite && value >= 0 ? min(value, LengthLimits.largest) : 0
    }
    let result = CGSize(width: valid(size.width), height: valid(size.height))
    if result != size {
      func text(_ size: CGSize) -> String {
        "\(NumberFormatting.decimal(size.width)) × \(NumberFormatting.decimal(size.height))"
      }
      diagnostics.report(
        .invalidFrameDimension,
        "The host size \(text(size)) is negative, non-finite or too large; \(text(result)) was used.",
        view: "ViewHost")
    }
    return result
  }

  private func printNewDiagnostics() {
    guard Self.printsDiagnostics else { return }
    for diagnostic in currentTree.diagnostics where printed.insert(diagnostic).inserted {
      FileHandle.standardError.write(Data("[Galley] \(diagnostic)\n".utf8))
    }
  }

  /// The frame, in host coordinates, of the view marked with
  /// `.accessibilityIdentifier(identifier)`: where it is drawn, including the offsets of its
  /// ancestors and of the modifiers it wraps. `nil` when no view has the identifier.
  public func frame(of identifier: String) -> CGRect? {
    guard let entry = targetIndex.identifiers[identifier]?.first else { return nil }
    return Self.drawnFrame(of: entry.node, at: entry.frame)
  }

  /// The nodes of the current tree by identifier, label and text (updated first if state
  /// changed), built once per tree.
  var targetIndex: RenderTargetIndex {
    refresh()
    if let targets { return targets }
    let index = RenderTargetIndex(currentTree)
    targets = index
    return index
  }

  /// A node's frame moved by the offsets of the modifiers it wraps: the chain of single,
  /// content-less children that fill it exactly.
  static func drawnFrame(of node: RenderNode, at frame: CGRect) -> CGRect {
    var origin = frame.origin
    var current = node
    while current.children.count == 1, current.content == nil,
      let child = current.children.first,
      child.frame == CGRect(origin: .zero, size: current.frame.size)
    {
      origin.x += child.effects.offset.width
      origin.y += child.effects.offset.height
      current = child
    }
    return CGRect(origin: origin, size: frame.size)
  }

  /// The session, for tap handling, tasks and work counters.
  var resolveSession: ResolveSession { session }
}

/// The edit mode a host provides: a binding whose writes ask the host for an update, in
/// which the environment (holding the new value) updates every view reading it.
@MainActor
private final class EditModeBox {
  var value = EditMode.inactive {
    didSet { if value != oldValue { onChange() } }
  }
  private let onChange: () -> Void

  init(onChange: @escaping () -> Void) {
    self.onChange = onChange
  }

  var binding: Binding<EditMode> {
    Binding(
      get: { self.value }, set: { self.value = $0 }, location: AnyHashable(ObjectIdentifier(self)),
      value: value)
  }
}
