import Foundation

/// Runs a host's animations on its virtual clock: turns the tree the views describe (the
/// model) into the tree shown at the current instant (the presentation).
///
/// After an animated update, every node whose frame, opacity, offset or solid colour
/// differs from what was shown gets a track from the shown values to the new ones; inserted
/// views get a track from their transition's state, and removed views stay in the
/// presentation, as ghosts, until their transition has run. Between updates the clock moves
/// only when the host is told (`ViewHost.advance(by:)`), so every frame is reproducible.
@MainActor
final class Animator {
  /// The virtual clock: seconds since the host was made.
  private(set) var time: Double = 0
  private var tracks: [NodeID: Track] = [:]
  /// Removed views still leaving, by the id of the parent they leave.
  private var ghosts: [NodeID: [Ghost]] = [:]
  /// Completion handlers waiting for the tracks of their update to finish, by update.
  private var completions: [(group: Int, actions: [() -> Void])] = []
  private var nextGroup = 0
  /// The device pixels per point to which animated frames are rounded.
  private let scale: CGFloat

  init(scale: CGFloat) {
    self.scale = scale
  }

  /// Whether anything is moving.
  var isAnimating: Bool { !tracks.isEmpty || !ghosts.isEmpty || !dataTracks.isEmpty }

  /// When the last running animation ends, if they all end.
  var endTime: Double? {
    var end = time
    for track in allTracks {
      guard let duration = track.animation.totalDuration else { return nil }
      end = max(end, track.start + duration)
    }
    for track in dataTracks {
      guard let trackEnd = track.endTime else { return nil }
      end = max(end, trackEnd)
    }
    return end
  }

  /// The animations of elements' animatable data, in the order they started.
  private var dataTracks: [DataTrack] = []
  /// Whether the clock moved animatable data since the last update: that update resolves
  /// frames of running animations, which must not start animations of their own.
  var movedData = false

  /// The number the next update's animations are grouped under, for the completions of its
  /// transaction.
  var upcomingGroup: Int { nextGroup }

  /// Runs `track` until its animation is over: its element is resolved again whenever the
  /// clock moves.
  func run(_ track: DataTrack) {
    if !dataTracks.contains(where: { $0 === track }) { dataTracks.append(track) }
  }

  /// Stops running `track`: its data jumped.
  func stop(_ track: DataTrack) {
    dataTracks.removeAll { $0 === track }
  }

  /// The update groups with animations still running.
  private var runningGroups: Set<Int> {
    Set(allTracks.map(\.group)).union(dataTracks.map(\.group))
  }

  private var allTracks: [Track] {
    Array(tracks.values) + ghosts.values.flatMap { $0.map(\.track) }
  }

  /// The values an animation moves.
  struct Values: Equatable {
    var frame: CGRect
    var opacity: Double
    var offset: CGSize
    var color: ResolvedColor?
    var scale: CGSize
    var rotation: Double
    var anchor: UnitPoint
    /// The radius of the node's blur, 0 for none.
    var blur: CGFloat

    init(_ node: RenderNode) {
      frame = node.frame
      opacity = node.effects.opacity
      offset = node.effects.offset
      color = node.content?.solidColor
      let transform = node.effects.transform ?? RenderTransform()
      scale = transform.scale
      rotation = transform.rotation
      anchor = transform.anchor
      blur = 0
      for case .blur(let radius) in node.effects.filters { blur += radius }
    }

    /// The values `fraction` of the way to `other` (beyond it where a spring overshoots).
    func interpolated(to other: Values, _ fraction: Double) -> Values {
      func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(fraction) }
      var result = other
      result.frame = CGRect(
        x: mix(frame.minX, other.frame.minX), y: mix(frame.minY, other.frame.minY),
        width: max(mix(frame.width, other.frame.width), 0),
        height: max(mix(frame.height, other.frame.height), 0))
      result.opacity = opacity + (other.opacity - opacity) * fraction
      result.offset = CGSize(
        width: mix(offset.width, other.offset.width),
        height: mix(offset.height, other.offset.height))
      if let color, let target = other.color {
        result.color = color.mixed(with: target, by: Float(fraction))
      }
      result.scale = CGSize(
        width: mix(scale.width, other.scale.width), height: mix(scale.height, other.scale.height))
      result.rotation = rotation + (other.rotation - rotation) * fraction
      result.blur = max(mix(blur, other.blur), 0)
      // The anchor of the end state, or of the start state when only it transforms.
      if other.scale == CGSize(width: 1, height: 1), other.rotation == 0 { result.anchor = anchor }
      return result
    }

    /// `node` showing these values, its frame and offset rounded to pixels of `pixels` and
    /// its opacity kept between 0 and 1.
    func applied(to node: RenderNode, scale pixels: CGFloat) -> RenderNode {
      func round(_ value: CGFloat) -> CGFloat { (value * pixels).rounded() / pixels }
      var effects = node.effects
      effects.opacity = min(max(opacity, 0), 1)
      effects.offset = CGSize(width: round(offset.width), height: round(offset.height))
      let transform = RenderTransform(scale: scale, rotation: rotation, anchor: anchor)
      effects.transform = transform.isIdentity ? nil : transform
      // A blur that moves stands first among the filters, as one, the others kept in their
      // order; a node whose blur does not move keeps its filters as they are.
      if blur != Values(node).blur {
        effects.filters.removeAll { if case .blur = $0 { true } else { false } }
        if blur > 0 { effects.filters.insert(.blur(radius: blur), at: 0) }
      }
      let frame = CGRect(
        x: round(frame.minX), y: round(frame.minY), width: round(frame.width),
        height: round(frame.height))
      let content = color.flatMap { color in node.content.map { $0.painted(color) } }
      return node.with(frame: frame, effects: effects, content: content ?? node.content)
    }

    /// These values in the state `effects` describe (a transition's start or end).
    func transitioned(by effects: [AnyTransition.Effect]) -> Values {
      var result = self
      for effect in effects {
        switch effect {
        case .opacity: result.opacity = 0
        case .offset(let distance):
          result.offset.width += distance.width
          result.offset.height += distance.height
        case .move(let edge):
          switch edge {
          case .leading: result.offset.width -= frame.width
          case .trailing: result.offset.width += frame.width
          case .top: result.offset.height -= frame.height
          case .bottom: result.offset.height += frame.height
          }
        case .scale(let factor, let anchor):
          result.scale.width *= factor
          result.scale.height *= factor
          result.anchor = anchor
        case .state(let state):
          result.opacity *= state.opacity
          result.offset.width += state.offset.width
          result.offset.height += state.offset.height
          result.scale.width *= state.scale.width
          result.scale.height *= state.scale.height
          result.rotation += state.rotation
          if let anchor = state.anchor { result.anchor = anchor }
          result.blur = max(result.blur + state.blur, 0)
        }
      }
      return result
    }
  }

  /// One animated node: from what was shown to its new values, along an animation that
  /// started at `start`.
  struct Track {
    let from: Values
    let to: Values
    let animation: Animation
    let start: Double
    let group: Int

    /// The values at `time`, and whether the animation is over.
    func values(at time: Double) -> (Values, finished: Bool) {
      // Compared as `endTime` computes it, so that a clock moved to the end finishes the
      // track whatever the rounding; a finished track shows its end state (after an even
      // number of reversed runs too, where SwiftUI jumps there).
      if let duration = animation.totalDuration, time >= start + duration {
        return (to, true)
      }
      return (from.interpolated(to: to, animation.progress(at: time - start)), false)
    }
  }

  /// A removed view still leaving: its last shown subtree, where it was among its parent's
  /// children, and its track to its transition's end state.
  struct Ghost {
    let node: RenderNode
    let index: Int
    let track: Track
  }

  /// What one update hands the animator besides the trees.
  struct UpdateContext {
    /// The transaction of the state changes the update applied, if any.
    var transaction: Transaction?
    /// Transforms of the transaction for the nodes below each id, this update only, outer
    /// first.
    var scopes: [NodeID: [(inout Transaction) -> Void]]
    /// Transforms of the transaction for the nodes below each id, every update, outer first.
    var lastingScopes: [NodeID: [(inout Transaction) -> Void]]
    /// The transitions of views, by node id.
    var transitions: [NodeID: AnyTransition]
    /// The texts under a content transition: a change of content cross-fades.
    var crossFades: Set<NodeID> = []
    /// The views in matched geometry groups, by node id (those that left this update
    /// included).
    var matched: [NodeID: MatchedGeometry] = [:]
  }

  /// The presentation after an update that produced `model`, starting the animations the
  /// update's transaction and the views' modifiers ask for; `shown` is what was presented
  /// before. Completions that are due (the update started no animation) are returned to run.
  func update(
    shown: RenderTree?, model: RenderTree, context: UpdateContext
  ) -> (
    RenderTree, due: [() -> Void]
  ) {
    let group = nextGroup
    nextGroup += 1
    var context = context
    if movedData, context.transaction == nil {
      // The frames of animatable data (an animatable modifier's layout part way) change the
      // model; the modifiers that animate every change must not chase them. A state change
      // made by a completion in the same step of the clock jumps too.
      context.lastingScopes = [:]
    }
    movedData = false
    let actions = (context.transaction?.completions ?? []).map(\.action)
    let asks =
      context.transaction?.animation != nil || !context.scopes.isEmpty
      || !context.lastingScopes.isEmpty
    if let shown, asks || isAnimating {
      startTracks(shown: shown, model: model, context: context, group: group)
    }
    var due: [() -> Void] = []
    if !actions.isEmpty {
      if runningGroups.contains(group) {
        completions.append((group, actions))
      } else {
        due = actions
      }
    }
    return (present(model), due)
  }

  /// Moves the clock on by `seconds` and returns the presentation of `model` then, with the
  /// completions that came due.
  func advance(by seconds: Double, model: RenderTree) -> (RenderTree, due: [() -> Void]) {
    time += seconds
    let tree = present(model)
    // Elements whose data moves are resolved again by the update that follows, at their
    // data now (their target, once over).
    dataTracks.removeAll { track in
      guard let element = track.element, element.isAlive, track.animation != nil else {
        return true
      }
      element.markDirty()
      movedData = true
      guard track.isFinished(at: time) else { return false }
      track.animation = nil
      return true
    }
    let running = runningGroups
    var due: [() -> Void] = []
    completions.removeAll { entry in
      guard !running.contains(entry.group) else { return false }
      due += entry.actions
      return true
    }
    return (tree, due)
  }

  /// Where a node of the shown tree was: its node, its parent's id and its index there.
  private struct Shown {
    let node: RenderNode
    let parent: NodeID?
    let index: Int
    /// The canvas origin of the parent's coordinates.
    let origin: CGPoint
  }

  private func startTracks(
    shown: RenderTree, model: RenderTree, context: UpdateContext, group: Int
  ) {
    let ghostIDs = Set(ghosts.values.flatMap { $0.map(\.node.id) })
    var old: [NodeID: Shown] = [:]
    var oldOrder: [NodeID] = []
    var pending: [(RenderNode, NodeID?, Int, CGPoint)] = [(shown.root, nil, 0, .zero)]
    while let (node, parent, index, origin) = pending.popLast() {
      if ghostIDs.contains(node.id) { continue }
      old[node.id] = Shown(node: node, parent: parent, index: index, origin: origin)
      oldOrder.append(node.id)
      let inner = CGPoint(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
      for (childIndex, child) in node.children.enumerated().reversed() {
        pending.append((child, node.id, childIndex, inner))
      }
    }
    let matches = MatchedFrames(context.matched, old: old, model: model)
    // The new tree, each node with the animation in effect there.
    var effective: [NodeID: Animation?] = [:]
    var visit: [(RenderNode, NodeID?, Transaction, CGPoint, Int)] = [
      (model.root, nil, context.transaction ?? Transaction(), .zero, 0)
    ]
    while let (node, parent, inherited, origin, index) = visit.popLast() {
      var transaction = inherited
      for scope in context.lastingScopes[node.id] ?? [] { scope(&transaction) }
      for scope in context.scopes[node.id] ?? [] { scope(&transaction) }
      let animation = transaction.animation
      effective[node.id] = animation
      let values = Values(node)
      if let before = old[node.id], let parent, let animation,
        context.crossFades.contains(node.id),
        before.node.content?.text?.string != node.content?.text?.string,
        before.node.children.isEmpty, node.children.isEmpty
      {
        // The old string fades out where it was, the new one fades in (moving, if it moved).
        // A string still fading out from an earlier change makes way: one copy at a time.
        let outgoing = Self.outgoingCopy(of: before.node)
        ghosts[parent]?.removeAll { $0.node.id == outgoing.id }
        let shown = Values(outgoing)
        var gone = shown
        gone.opacity = 0
        // Just behind the new string.
        ghosts[parent, default: []].append(
          Ghost(
            node: outgoing, index: index,
            track: Track(from: shown, to: gone, animation: animation, start: time, group: group)))
        var from = tracks[node.id].map { $0.values(at: time).0 } ?? Values(before.node)
        from.opacity = 0
        tracks[node.id] = Track(
          from: from, to: values, animation: animation, start: time, group: group)
      } else if let before = old[node.id] {
        let target = tracks[node.id]?.to ?? Values(before.node)
        if values != target {
          tracks[node.id] =
            animation.map {
              Track(from: Values(before.node), to: values, animation: $0, start: time, group: group)
            }
        }
      } else if let parent, old[parent] != nil, let animation {
        // The root of an inserted subtree enters from its transition's state.
        let effects = (context.transitions[node.id] ?? .opacity).insertion
        let from = values.transitioned(by: effects)
        tracks[node.id] =
          from == values
          ? nil
          : Track(from: from, to: values, animation: animation, start: time, group: group)
        ghosts[parent]?.removeAll { $0.node.id == node.id }
      }
      if old[node.id] == nil, let animation,
        let frame = matches.entering(node.id, frame: node.frame, origin: origin)
      {
        // Entering a matched group as another view leaves it: from where that one was.
        var from = tracks[node.id]?.from ?? values
        from.frame = frame
        tracks[node.id] = Track(
          from: from, to: values, animation: animation, start: time, group: group)
      }
      let inner = CGPoint(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
      for (childIndex, child) in node.children.enumerated().reversed() {
        visit.append((child, node.id, transaction, inner, childIndex))
      }
    }
    // Views that left: the roots of removed subtrees leave by their transitions.
    for id in oldOrder where effective[id] == nil {
      tracks[id] = nil
      guard let before = old[id], let parent = before.parent, let animation = effective[parent]
      else { continue }
      guard let animation else { continue }
      let effects = (context.transitions[id] ?? .opacity).removal
      let from = Values(before.node)
      var to = from.transitioned(by: effects)
      // Leaving a matched group as another view enters it: towards where that one is.
      if let frame = matches.leaving(id, frame: before.node.frame, origin: before.origin) {
        to.frame = frame
      }
      guard to != from else { continue }
      ghosts[parent, default: []].append(
        Ghost(
          node: before.node, index: before.index,
          track: Track(from: from, to: to, animation: animation, start: time, group: group)))
    }
    // A view back in the model is no longer leaving, animated or not: no two nodes share an
    // id. Neither is a part of a leaving view that lives on elsewhere (a modifier's view
    // kept while the view it wraps was replaced): it leaves the ghost.
    for parent in ghosts.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      ghosts[parent] = ghosts[parent]?.compactMap { ghost in
        guard effective[ghost.node.id] == nil else { return nil }
        let node = Self.pruning(ghost.node) { effective[$0] != nil }
        return node === ghost.node
          ? ghost : Ghost(node: node, index: ghost.index, track: ghost.track)
      }
      if ghosts[parent]?.isEmpty == true { ghosts[parent] = nil }
    }
    // Ghosts whose parent left go with it.
    for parent in ghosts.keys where effective[parent] == nil && !ghostIDs.contains(parent) {
      ghosts[parent] = nil
    }
  }

  /// The matched geometry groups a view leaves while another enters, in one update: the
  /// canvas frames of both.
  private struct MatchedFrames {
    private var leavingFrames: [MatchKey: CGRect] = [:]
    private var enteringFrames: [MatchKey: CGRect] = [:]
    private let entries: [NodeID: MatchedGeometry]

    init(_ entries: [NodeID: MatchedGeometry], old: [NodeID: Shown], model: RenderTree) {
      self.entries = entries
      guard !entries.isEmpty else { return }
      var present: [NodeID: CGRect] = [:]
      var pending: [(RenderNode, CGPoint)] = [(model.root, .zero)]
      while let (node, origin) = pending.popLast() {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        if entries[node.id] != nil { present[node.id] = frame }
        for child in node.children { pending.append((child, frame.origin)) }
      }
      // In id order, so that a group with several views leaving or entering picks the same
      // one on every run.
      for (id, entry) in entries.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        if let before = old[id], present[id] == nil {
          leavingFrames[entry.key] =
            leavingFrames[entry.key]
            ?? before.node.frame.offsetBy(dx: before.origin.x, dy: before.origin.y)
        } else if old[id] == nil, let frame = present[id] {
          enteringFrames[entry.key] = enteringFrames[entry.key] ?? frame
        }
      }
    }

    /// Where the entering view `id`, of `frame` in coordinates at `origin`, starts: where
    /// the view leaving its group was; `nil` when none leaves it.
    func entering(_ id: NodeID, frame: CGRect, origin: CGPoint) -> CGRect? {
      guard let entry = entries[id], let other = leavingFrames[entry.key] else { return nil }
      return Self.matched(frame, to: other, origin: origin, entry: entry)
    }

    /// Where the leaving view `id` goes: where the view entering its group is.
    func leaving(_ id: NodeID, frame: CGRect, origin: CGPoint) -> CGRect? {
      guard let entry = entries[id], let other = enteringFrames[entry.key] else { return nil }
      return Self.matched(frame, to: other, origin: origin, entry: entry)
    }

    /// `frame` with the matched properties of `other` (a canvas frame), in coordinates at
    /// `origin`: the size, and the position of the anchor.
    private static func matched(
      _ frame: CGRect, to other: CGRect, origin: CGPoint, entry: MatchedGeometry
    ) -> CGRect {
      let size = entry.properties.contains(.size) ? other.size : frame.size
      let anchor = entry.anchor
      let point =
        entry.properties.contains(.position)
        ? CGPoint(
          x: other.minX + anchor.x * other.width - origin.x,
          y: other.minY + anchor.y * other.height - origin.y)
        : CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
      return CGRect(
        x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
        width: size.width, height: size.height)
    }
  }

  /// `root` without the nodes below it that `isTaken` says another tree holds (with their
  /// subtrees); `root` itself when there are none.
  private static func pruning(_ root: RenderNode, isTaken: (NodeID) -> Bool) -> RenderNode {
    rebuiltBottomUp(root, dropping: { isTaken($0.id) }) { node, children, changed in
      changed ? node.with(children: children) : node
    }
  }

  /// `root` rebuilt children first, without recursion, so that no depth can overflow the
  /// stack: each node is given its children as rebuilt, less those `drops` leaves out, and
  /// whether they differ from its own, and `rebuild` returns the node to use. Subtrees
  /// nothing changed are shared.
  private static func rebuiltBottomUp(
    _ root: RenderNode, dropping drops: (RenderNode) -> Bool = { _ in false },
    _ rebuild: (RenderNode, [RenderNode], _ changed: Bool) -> RenderNode
  ) -> RenderNode {
    var order: [RenderNode] = []
    var pending = [root]
    while let node = pending.popLast() {
      order.append(node)
      pending.append(contentsOf: node.children.filter { !drops($0) })
    }
    var built: [ObjectIdentifier: RenderNode] = [:]
    for node in order.reversed() {
      let children = node.children.compactMap { child in
        drops(child) ? nil : built[ObjectIdentifier(child)] ?? child
      }
      let changed =
        children.count != node.children.count
        || zip(children, node.children).contains { $0 !== $1 }
      let result = rebuild(node, children, changed)
      if result !== node { built[ObjectIdentifier(node)] = result }
    }
    return built[ObjectIdentifier(root)] ?? root
  }

  /// A copy of a text node with the content it showed before a change, under an id of its
  /// own, hidden from assistive technologies and identifier lookups.
  private static func outgoingCopy(of node: RenderNode) -> RenderNode {
    var accessibility = AccessibilityInfo()
    accessibility.isHidden = true
    return RenderNode(
      id: node.id.child("outgoing"), role: node.role, key: nil, viewName: node.viewName,
      frame: node.frame, content: node.content, effects: node.effects,
      accessibility: accessibility)
  }

  /// The model as shown at the current instant: tracked nodes at their interpolated values,
  /// ghosts among their parents' children. Finished tracks and ghosts are dropped.
  private func present(_ model: RenderTree) -> RenderTree {
    guard isAnimating else { return model }
    var finished: [NodeID] = []
    var values: [NodeID: Values] = [:]
    for (id, track) in tracks {
      let (current, done) = track.values(at: time)
      values[id] = current
      if done { finished.append(id) }
    }
    for id in finished { tracks[id] = nil }
    var leaving: [NodeID: [(index: Int, node: RenderNode)]] = [:]
    for (parent, list) in ghosts {
      var kept: [Ghost] = []
      for ghost in list {
        let (current, done) = ghost.track.values(at: time)
        if done { continue }
        kept.append(ghost)
        leaving[parent, default: []].append(
          (ghost.index, current.applied(to: ghost.node, scale: scale)))
      }
      ghosts[parent] = kept.isEmpty ? nil : kept
    }
    let root = rebuild(model.root, values: values, leaving: leaving)
    return RenderTree(
      root: root, size: model.size, scale: model.scale, background: model.background,
      diagnostics: model.diagnostics)
  }

  /// `root` with the values and ghosts applied, rebuilt after the order of a depth-first
  /// walk (children before parents) without recursion; untouched subtrees are shared.
  private func rebuild(
    _ root: RenderNode, values: [NodeID: Values],
    leaving: [NodeID: [(index: Int, node: RenderNode)]]
  ) -> RenderNode {
    Self.rebuiltBottomUp(root) { node, rebuilt, changed in
      var children = rebuilt
      var changed = changed
      if let ghosts = leaving[node.id] {
        for ghost in ghosts {
          children.insert(ghost.node, at: min(ghost.index, children.count))
        }
        changed = true
      }
      var result = changed ? node.with(children: children) : node
      if let current = values[node.id] { result = current.applied(to: result, scale: scale) }
      return result
    }
  }
}
