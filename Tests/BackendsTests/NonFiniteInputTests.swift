import Backends
import Foundation
import Testing
import Widgets

/// A shape whose path has NaN and infinite points.
private struct BrokenShape: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
    path.addLine(to: CGPoint(x: 20, y: 20))
    return path
  }
}

/// A layout that places its subviews at NaN and reports an infinite size.
private struct NaNLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.infinity, height: CGFloat.nan)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity), proposal: .unspecified)
    }
  }
}

/// Hostile numbers, from user values and closures, never crash and never reach a backend:
/// every number written is finite, and each fallback is reported.
@MainActor
struct NonFiniteInputTests {
  /// Renders `view` to SVG and text and checks the output holds no non-finite number.
  private func check<V: View>(
    _ view: V, size: CGSize = CGSize(width: 200, height: 100), scale: CGFloat = 2,
    reported: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(view, size: size, scale: scale)
    let svg = SVGBackend().render(host.renderTree)
    let text = TextBackend().render(host.renderTree)
    for bad in ["nan", "inf", "NaN"] {
      #expect(!svg.contains(bad), "\(bad) in \(svg)", sourceLocation: sourceLocation)
    }
    #expect(!text.contains("nan"), sourceLocation: sourceLocation)
    for (node, frame) in host.renderTree.allNodes() {
      let numbers = [frame.minX, frame.minY, frame.width, frame.height]
      #expect(
        numbers.allSatisfy { $0.isFinite && abs($0) < 1e15 },
        "\(node.role.name) at \(frame)", sourceLocation: sourceLocation)
    }
    if reported {
      #expect(!host.diagnostics.isEmpty, "no diagnostic", sourceLocation: sourceLocation)
    }
  }

  @Test func hugeAndTinyTextValues() {
    check(Text("Hi").frame(height: 1e21))
    check(Text("Hi").font(.system(size: 1e-17)), reported: false)
    check(Text("Hi").font(.system(size: 1e308)))
    check(Text("Hi").font(.system(size: .nan)))
    check(Text("Hi\nthere").lineSpacing(-22))
    check(Text("Hi\nthere").lineSpacing(-1e308))
    check(Text("Hi\nthere").environment(\.lineSpacing, .nan))
  }

  @Test func hugeAndNonFiniteHosts() {
    check(Text("Hi"), size: CGSize(width: 1e308, height: 1e308))
    check(Text("Hi"), size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 10))
    check(Text("Hi"), scale: 1e308)
    check(Text("Hi"), scale: .nan)
  }

  @Test func hugeLengthsInModifiers() {
    check(Color.red.frame(width: 1e308))
    check(Color.red.frame(width: 1e308, height: 1e308))
    check(Text("Hi").padding(1e308))
    check(Text("Hi").padding(-1e308))
    check(
      HStack(spacing: 1e308) {
        Text("a"); Text("b")
      })
    check(
      HStack {
        Text("a"); Spacer(minLength: 1e308); Text("b")
      })
    check(Text("Hi").position(x: 1e308))
    check(Text("Hi").offset(x: .nan, y: 1e308))
    check(Text("Hi").shadow(radius: 1e308))
    check(Text("Hi").border(Color.red, width: 1e308))
    check(RoundedRectangle(cornerRadius: .infinity).fill(Color.red), reported: false)
    check(ScrollView { Color.red.frame(height: 1e308) })
    check(ScrollView(.horizontal) { Text("Hi").frame(width: 1e308) })
  }

  @Test func nonFiniteValuesFromClosuresAndStyles() {
    check(
      VStack(alignment: .leading) {
        Text("a").alignmentGuide(.leading) { _ in .nan }
        Text("b")
      })
    check(
      Rectangle().fill(
        LinearGradient(
          colors: [.red, .blue], startPoint: UnitPoint(x: .nan, y: 0), endPoint: .bottom)))
    check(
      Circle().fill(
        RadialGradient(
          colors: [.red, .blue], center: .center, startRadius: 0, endRadius: .infinity)))
    check(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: .nan, dash: [.nan, 1e308])))
    check(BrokenShape().stroke(Color.red))
    check(
      NaNLayout {
        Text("a"); Text("b")
      })
  }

  // An infinite font size is drawn at the largest size, and the diagnostic says so; an
  // infinite corner radius rounds fully, without a diagnostic.
  @Test func infiniteSizesThatMeanTheMost() {
    ViewHost.printsDiagnostics = false
    let text = ViewHost(
      Text("Hi").font(.system(size: .infinity)), size: CGSize(width: 50, height: 50))
    #expect(
      text.diagnostics.map(\.message) == [
        "Font size inf is not a positive length up to 10000; 10000 was used."
      ])
    let rounded = ViewHost(
      Color.red.frame(width: 40, height: 20).cornerRadius(.infinity),
      size: CGSize(width: 40, height: 20))
    #expect(rounded.diagnostics.isEmpty)
    // Each radius is clamped to half its side, as for any corner larger than the shape.
    #expect(SVGBackend().render(rounded.renderTree).contains("rx=\"20\" ry=\"10\""))
  }

  // A text whose ideal height is beyond the largest length has its frame clamped, and is
  // drawn inside that frame: its lines within its width and above its bottom.
  @Test func clampedTextStaysInsideItsFrame() {
    ViewHost.printsDiagnostics = false
    let host = ViewHost(
      Text("abc\nd").lineSpacing(1e9).fixedSize(), size: CGSize(width: 200, height: 200))
    let texts = host.renderTree.allNodes().filter { $0.node.content?.text != nil }
    #expect(texts.count == 1)
    for (node, _) in texts {
      let lines = node.content?.text?.lines ?? []
      #expect(lines.map(\.text) == ["a…"])
      for line in lines {
        #expect(line.x >= 0 && line.x + line.width <= node.frame.width + 0.5)
        #expect(line.baseline <= node.frame.height)
      }
    }
  }
}
