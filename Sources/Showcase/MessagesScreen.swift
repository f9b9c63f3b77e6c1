import Widgets

/// The Shrinking Extended Button seed's demo: 30 message rows under an extended "New Message"
/// button. Static for now: scrolling and the shrink animation come with the runtime.
struct MessagesScreen: View {
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      ScrollView {
        LazyVStack(spacing: 12) {
          ForEach(0..<30, id: \.self) { index in
            HStack(spacing: 14) {
              Circle()
                .fill(Color(hue: Double(index % 8) / 8, saturation: 0.55, brightness: 0.9))
                .frame(width: 44, height: 44)
                .accessibilityHidden(true)
              Text("Message \(index + 1)")
                .font(.headline)
              Spacer(minLength: 0)
            }
            .padding(14)
            .background(
              .quaternary.opacity(0.6), in: RoundedRectangle(cornerRadius: 18, style: .continuous))
          }
        }
        .padding(16)
      }
      .accessibilityIdentifier("list")

      ExtendedComposeButton(title: "New Message", systemImage: "square.and.pencil") {}
        .padding(24)
        .accessibilityIdentifier("compose")
    }
  }
}

/// The seed's extended button body at the default text size, extended.
struct ExtendedComposeButton: View {
  let title: LocalizedStringResource
  let systemImage: String
  var tint: Color = .indigo
  let action: () -> Void

  private let height = 58.0

  var body: some View {
    Button(action: action) {
      HStack(spacing: 10) {
        Image(systemName: systemImage)
          .font(.title3.weight(.semibold))
        Text(title)
          .font(.headline)
      }
      .foregroundStyle(ContrastingForeground(background: tint))
      .padding(.horizontal, 22)
      .frame(minWidth: height, minHeight: height)
      .background(tint.gradient, in: Capsule())
      .shadow(color: tint.opacity(0.35), radius: 12, y: 6)
    }
    .buttonStyle(.plain)
    .accessibilityLabel(title)
  }
}

/// White or black, whichever reads better on `background` (the seed's rule).
struct ContrastingForeground: ShapeStyle {
  let background: Color

  func resolve(in environment: EnvironmentValues) -> Color {
    let color = background.resolve(in: environment)
    let luminance =
      0.2126 * color.linearRed + 0.7152 * color.linearGreen + 0.0722 * color.linearBlue
    return luminance > 0.5 ? .black : .white
  }
}
