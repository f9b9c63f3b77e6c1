import Foundation
import Testing
import Widgets

/// A custom shape: a triangle pointing up.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

@MainActor
struct EffectsTests {
  // A built-in clip shape clips exactly and says nothing; a custom one falls back to the
  // view's bounds and says so.
  @Test func customClipShapesFallBackToTheBoundsWithADiagnostic() {
    let circle = host(Color.red.frame(width: 20, height: 20).clipShape(Circle()))
    #expect(circle.diagnosticKinds.isEmpty)
    #expect(circle.renderTree.allNodes().contains { $0.node.effects.clip == .circle })
    let triangle = host(Color.red.frame(width: 20, height: 20).clipShape(Triangle()))
    #expect(triangle.diagnosticKinds == [.unsupported])
    #expect(
      triangle.diagnostics.first?.message
        == "clipShape(Triangle) clips to the view's bounds: clipping to a custom shape is not drawn yet."
    )
    #expect(triangle.renderTree.allNodes().contains { $0.node.effects.clip == .rectangle })
  }
}
