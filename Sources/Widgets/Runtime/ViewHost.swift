import Foundation

/// Hosts a view headlessly: resolves it, lays it out in a canvas and keeps the render tree.
///
/// The root view is proposed the host's size and centred in it, as a hosting view does;
/// frames are rounded to `1 / scale`. Environment values go in through modifiers on the root
/// view (`.environment(\.colorScheme, .dark)`, `.preferredColorScheme(.dark)`).
///
/// ```swift
/// let host = ViewHost(ContentView(), size: CGSize(width: 390, height: 844))
/// let svg = SVGBackend().render(host.renderTree)
/// let fab = host.frame(of: "fab")
/// ```
@MainActor
public final class ViewHost {
  /// Whether hosts print new diagnostics to standard error, once each, like SwiftUI's
  /// runtime warnings.
  public static var printsDiagnostics = true

  private let root: Element
  private let makeRoot: @MainActor (Element, ResolveContext) -> [LayoutNode]
  private var printed: Set<Diagnostic> = []

  /// The canvas size; setting it lays the view out again.
  public var size: CGSize {
    didSet { render() }
  }

  /// Device pixels per point.
  public let scale: CGFloat

  /// The current render tree.
  public private(set) var renderTree: RenderTree

  /// The problems found in the views by the last render, each once.
  public var diagnostics: [Diagnostic] { renderTree.diagnostics }

  /// Hosts `view` in a canvas of `size` points at `scale` device pixels per point.
  public init<V: View>(_ view: V, size: CGSize, scale: CGFloat = 2) {
    root = Element(id: NodeID.root.child("view"), viewType: ObjectIdentifier(V.self))
    makeRoot = { element, context in element.update(with: view, context: context) }
    self.size = size
    self.scale = scale.isFinite && scale > 0 ? scale : 2
    renderTree = RenderTree(root: RenderNode(id: .root, kind: "Host", frame: .zero), size: .zero)
    render()
  }

  /// Resolves, lays out and replaces the render tree.
  private func render() {
    let diagnostics = DiagnosticLog()
    let canvas = Self.validCanvas(size, diagnostics: diagnostics)
    let session = ResolveSession(diagnostics: diagnostics)
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let nodes = makeRoot(root, ResolveContext(environment: environment, session: session))
    let rootNode = root.single(nodes, implicit: "VStack", layout: VStackLayout())
    let engine = LayoutEngine(scale: scale, diagnostics: diagnostics)
    let hostNode = engine.layoutRoot(rootNode, in: canvas)
    let scheme = session.preferredColorScheme ?? .light
    var background = EnvironmentValues()
    background.colorScheme = scheme
    renderTree = RenderTree(
      root: hostNode, size: canvas, scale: scale,
      background: Color.systemBackground.resolve(in: background),
      diagnostics: diagnostics.diagnostics)
    printNewDiagnostics()
  }

  /// A canvas size with NaN, negative or infinite lengths replaced by 0, reported.
  private static func validCanvas(_ size: CGSize, diagnostics: DiagnosticLog) -> CGSize {
    func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }
    let result = CGSize(width: valid(size.width), height: valid(size.height))
    if result != size {
      diagnostics.report(
        .invalidFrameDimension,
        "The host size \(size) is negative or non-finite; \(result) was used.", view: "ViewHost")
    }
    return result
  }

  private func printNewDiagnostics() {
    guard Self.printsDiagnostics else { return }
    for diagnostic in renderTree.diagnostics where printed.insert(diagnostic).inserted {
      FileHandle.standardError.write(Data("[Galley] \(diagnostic)\n".utf8))
    }
  }

  /// The frame, in host coordinates, of the view marked with
  /// `.accessibilityIdentifier(identifier)`: where it is drawn, including the offsets of its
  /// ancestors and of the modifiers it wraps. `nil` when no view has the identifier.
  public func frame(of identifier: String) -> CGRect? {
    guard
      let (node, frame) = renderTree.allNodes().first(where: {
        $0.node.accessibility.identifier == identifier
      })
    else { return nil }
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
}
