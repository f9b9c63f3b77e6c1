// Seeds 001 and 003 (floating action buttons), written as the seeds write them; only
// `import SwiftUI` became `import Widgets`. Two things cannot carry over to Linux and are
// marked where they occur: `UIColor` (seed 003's `systemBackground` extension) and `List`
// with `@State` (seed 001's demo, which needs the runtime).
import Backends
import Testing
import Widgets

// MARK: - Seed 001

struct FloatingActionButton<ImageView: View>: ViewModifier {
  let color: Color  // background color of the FAB
  let image: ImageView  // image shown in the FAB
  let action: () -> Void

  private let size: CGFloat = 60  // size of the FAB circle
  private let margin: CGFloat = 15  // distance from screen edges

  func body(content: Content) -> some View {
    GeometryReader { geo in
      ZStack {
        Color.clear  // allows the ZStack to fill the entire screen
        content
        button(geo)
      }
    }
  }

  @ViewBuilder private func button(_ geo: GeometryProxy) -> some View {
    image
      .imageScale(.large)
      .frame(width: size, height: size)
      .background(Circle().fill(color))
      .shadow(color: .gray, radius: 2, x: 1, y: 1)
      .onTapGesture(perform: action)
      .offset(
        x: (geo.size.width - size) / 2 - margin,
        y: (geo.size.height - size) / 2 - margin)
  }
}

extension View {
  func floatingActionButton<ImageView: View>(
    color: Color,
    image: ImageView,
    action: @escaping () -> Void
  ) -> some View {
    self.modifier(
      FloatingActionButton(
        color: color,
        image: image,
        action: action))
  }
}

// MARK: - Seed 003

// The seed reads `Color(UIColor.systemBackground)`; UIKit does not exist on Linux, so the
// extension is the one line that differs: system background is white in light mode.
extension Color {
  static var systemBackground: Color { .white }
}

struct FabButtonStyle: ButtonStyle {
  private let color: Color = .accentColor

  func makeBody(configuration: Self.Configuration) -> some View {
    configuration.label
      .padding([.leading, .trailing])
      .frame(minWidth: 56, minHeight: 56)
      .foregroundColor(.systemBackground)
      .background(configuration.isPressed ? color.opacity(0.5) : color)
      .cornerRadius(16)
  }
}

extension ButtonStyle where Self == FabButtonStyle {
  static var fab: Self { .init() }
}

struct Float<Child: View>: ViewModifier {
  var alignment: Alignment
  @ViewBuilder var child: () -> Child

  func body(content: Content) -> some View {
    ZStack {
      content
      Color.clear
        .overlay(alignment: alignment) {
          child()
        }
    }
  }
}

extension View {
  func floatingActionButton(
    _ systemName: String,
    action: @escaping () -> () = {}
  ) -> some View {
    modifier(
      Float(alignment: .bottomTrailing) {
        Button(action: action) {
          Image(systemName: systemName)
        }
        .buttonStyle(.fab)
        .padding()
      })
  }
}

/// The seed's styling steps before the refactoring, on a plain button.
struct StyledFab: View {
  var body: some View {
    ZStack {
      Text("Hello, world!")
      Color.clear
        .overlay(alignment: .bottomTrailing) {
          Button(action: {}) {
            Image(systemName: "plus")
              .padding([.leading, .trailing])
              .frame(minWidth: 56, minHeight: 56)
              .foregroundColor(.systemBackground)
              .background(Color.accentColor)
              .cornerRadius(16)
          }
          .padding()
          .accessibilityIdentifier("fab")
        }
    }
  }
}

@MainActor
struct FloatingActionButtonSeedTests {
  static let screen = CGSize(width: 390, height: 844)

  // Seed 001: the circle's origin is (W − 75, H − 75): 60 wide, 15 from the edges.
  @Test func circleFABSitsFifteenPointsFromTheCorner() throws {
    let view = Text("Rows")
      .floatingActionButton(
        color: .blue, image: Image(systemName: "plus").foregroundColor(.white)
      ) {}
      .accessibilityIdentifier("screen")
    let host = ViewHost(view, size: Self.screen)
    // The circle is drawn by the background node it folds into.
    let circle = try #require(
      host.renderTree.allNodes().first { $0.node.content?.shape?.geometry == .circle })
    #expect(circle.frame == CGRect(x: 315, y: 769, width: 60, height: 60))
  }

  // Seed 003: a 56×56 rounded square padded 16 from the bottom-trailing corner.
  @Test func fabStyleButtonIsPaddedFromTheCorner() throws {
    let host = ViewHost(Text("Hello, world!").floatingActionButton("plus") {}, size: Self.screen)
    let clip = try #require(host.renderTree.allNodes().first { $0.node.effects.clip != nil })
    #expect(clip.frame == CGRect(x: 318, y: 772, width: 56, height: 56))
    #expect(
      clip.node.effects.clip
        == .roundedRectangle(cornerSize: CGSize(width: 16, height: 16), style: .circular))
  }

  // The seed's first version, before the button style, lays out the same.
  @Test func styledButtonMatchesTheButtonStyle() {
    let host = ViewHost(StyledFab(), size: Self.screen)
    #expect(host.frame(of: "fab") == CGRect(x: 302, y: 756, width: 88, height: 88))
  }
}
