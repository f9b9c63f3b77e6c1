import Foundation
import Testing
import Widgets

/// Hosts `view` in a canvas (200×200 points at scale 2 unless told otherwise), with
/// diagnostics kept quiet.
@MainActor
func host<V: View>(
  _ view: V, width: CGFloat = 200, height: CGFloat = 200, scale: CGFloat = 2
) -> ViewHost {
  ViewHost.printsDiagnostics = false
  return ViewHost(view, size: CGSize(width: width, height: height), scale: scale)
}

/// Hosts `view` on an iPhone 16: 393 × 852 points at scale 3, the status bar's 59 points
/// above and the home indicator's 34 below, with diagnostics kept quiet.
@MainActor
func phone<V: View>(_ view: V) -> ViewHost {
  ViewHost.printsDiagnostics = false
  return ViewHost(
    view, size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
}

/// A rectangle literal that reads like the dump: `rect(50, 75, 100, 50)`.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

extension View {
  /// Marks the view for `host.frame(of:)`.
  func tag(_ identifier: String) -> some View { accessibilityIdentifier(identifier) }
}

extension ViewHost {
  /// The kinds of the diagnostics raised, in order.
  var diagnosticKinds: [Diagnostic.Kind] { diagnostics.map(\.kind) }
}

extension ViewHost {
  /// The text drawn by the view marked `identifier`: the first node with content inside it.
  func drawnText(of identifier: String) -> TextContent? {
    var node = renderTree.node(identifiedBy: identifier)
    while let current = node, current.content == nil { node = current.children.first }
    return node?.content?.text
  }
}
