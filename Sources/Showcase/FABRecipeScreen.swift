import Widgets

/// The 60-point circle FAB recipe (seed 001) over a list of rows, at rest.
struct FABRecipeScreen: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(1...9, id: \.self) { index in
          Text("Row \(index)")
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .padding(.horizontal, 20)
          Divider().padding(.leading, 20)
        }
      }
    }
    .modifier(
      CircleFloatingActionButton(
        color: .blue, image: Image(systemName: "plus").foregroundColor(.white)
      ) {})
  }
}

/// Seed 001's modifier: a 60-point circle button 15 points from the bottom-right corner.
struct CircleFloatingActionButton<ImageView: View>: ViewModifier {
  let color: Color
  let image: ImageView
  let action: () -> Void

  private let size: CGFloat = 60
  private let margin: CGFloat = 15

  func body(content: Content) -> some View {
    GeometryReader { geo in
      ZStack {
        Color.clear
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
        y: (geo.size.height - size) / 2 - margin
      )
      .accessibilityIdentifier("fab")
  }
}
