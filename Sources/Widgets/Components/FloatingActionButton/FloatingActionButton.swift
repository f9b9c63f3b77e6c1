import Foundation

/// A round floating action button over a view: the recipe of seed 001, as a modifier.
///
/// The content fills the container; a 60-point circle of `color` holding `image` (at the
/// large image scale) sits 15 points from the bottom and trailing edges, with a grey shadow
/// of radius 2 offset by (1, 1). A tap on the circle runs `action` (a tap gesture, so there
/// is no pressed look). In a container of W × H points the circle's frame is
/// (W − 75, H − 75, 60, 60); nothing keeps it on screen in a container smaller than 75
/// points.
///
/// ```swift
/// ScrollView { VStack { ForEach(rows, id: \.self) { Text("Row \($0)") } } }
///   .floatingActionButton(color: .blue, image: Image(systemName: "plus").foregroundColor(.white)) {
///     rows.append(rows.count + 1)
///   }
/// ```
public struct FloatingActionButton<ImageView: View>: ViewModifier {
  /// The circle's colour.
  public let color: Color
  /// What the circle shows.
  public let image: ImageView
  /// What a tap runs.
  public let action: () -> Void

  /// The circle's diameter.
  private let size: CGFloat = 60
  /// The distance from the container's bottom and trailing edges.
  private let margin: CGFloat = 15

  /// Creates the modifier.
  public init(color: Color, image: ImageView, action: @escaping () -> Void) {
    self.color = color
    self.image = image
    self.action = action
  }

  /// The content, filling the container, with the circle in front.
  public func body(content: Content) -> some View {
    GeometryReader { proxy in
      ZStack {
        Color.clear
        content
        circle(in: proxy.size)
      }
    }
  }

  /// The circle, moved from the centre to the bottom trailing corner of `container`.
  private func circle(in container: CGSize) -> some View {
    image
      .imageScale(.large)
      .frame(width: size, height: size)
      .background(Circle().fill(color))
      .shadow(color: .gray, radius: 2, x: 1, y: 1)
      .onTapGesture(perform: action)
      .offset(
        x: (container.width - size) / 2 - margin, y: (container.height - size) / 2 - margin)
  }
}

/// The floating action button style of seed 003: the label padded on both sides, at least
/// 56 × 56 points, in the system background colour on the accent colour (at half opacity
/// while pressed), with corners of radius 16. A label with text grows the button sideways.
///
/// ```swift
/// Button { compose() } label: { Image(systemName: "plus") }
///   .buttonStyle(.fab)
/// ```
public struct FabButtonStyle: ButtonStyle {
  /// The button's colour.
  private let color: Color = .accentColor

  /// Creates the style.
  public init() {}

  /// The styled label.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding([.leading, .trailing])
      .frame(minWidth: 56, minHeight: 56)
      .foregroundStyle(.background)
      .background(configuration.isPressed ? color.opacity(0.5) : color)
      .cornerRadius(16)
  }
}

extension ButtonStyle where Self == FabButtonStyle {
  /// The floating action button style.
  @_disfavoredOverload
  public static var fab: FabButtonStyle { FabButtonStyle() }
}

/// Floats a view over the modified one, at an alignment of the container: seed 003's
/// `Float`. The content keeps its own size and place; a clear colour fills the container
/// and carries `child` as an overlay at `alignment`.
///
/// Galley does not name it `Float`: a public type of that name would hide Swift's `Float`
/// from every file that imports Widgets. Code that declares its own `Float` (as the seed
/// does) keeps it, in its own module.
public struct Floating<Child: View>: ViewModifier {
  /// Where in the container the child floats.
  public var alignment: Alignment
  /// The view that floats.
  @ViewBuilder public var child: () -> Child

  /// Creates the modifier.
  public init(alignment: Alignment, @ViewBuilder child: @escaping () -> Child) {
    self.alignment = alignment
    self.child = child
  }

  /// The content with the child floating in front.
  public func body(content: Content) -> some View {
    ZStack {
      content
      Color.clear.overlay(alignment: alignment) { child() }
    }
  }
}

extension View {
  /// A 60-point circle of `color` showing `image`, 15 points from the bottom trailing corner
  /// of the container, whose tap runs `action`: ``FloatingActionButton``.
  ///
  /// Code that declares this method itself (as seed 001 does) keeps its own.
  @_disfavoredOverload
  public func floatingActionButton<ImageView: View>(
    color: Color, image: ImageView, action: @escaping () -> Void
  ) -> some View {
    modifier(FloatingActionButton(color: color, image: image, action: action))
  }

  /// A ``FabButtonStyle`` button showing the symbol `systemName`, floating (``Floating``) at
  /// the bottom
  /// trailing corner of the container with the default padding (16 points); a tap runs
  /// `action`.
  ///
  /// Code that declares this method itself (as seed 003 does) keeps its own.
  @_disfavoredOverload
  public func floatingActionButton(
    _ systemName: String, action: @escaping () -> Void = {}
  ) -> some View {
    modifier(
      Floating(alignment: .bottomTrailing) {
        Button(action: action) {
          Image(systemName: systemName)
        }
        .buttonStyle(FabButtonStyle())
        .padding()
      })
  }
}
