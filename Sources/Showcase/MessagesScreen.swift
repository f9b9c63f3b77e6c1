import Widgets

/// The Shrinking Extended Button seed's demo: 30 message rows under a "New Message" button
/// that shrinks to its icon once the list has moved 40 points.
struct MessagesScreen: View {
  @State private var isExtended = true

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
      .modifier(ShrinkingExtendedButtonScrollTracker(isExtended: $isExtended))
      .accessibilityIdentifier("list")

      ShrinkingExtendedButton(
        title: "New Message", systemImage: "square.and.pencil", isExtended: isExtended
      ) {}
      .padding(24)
      .accessibilityIdentifier("compose")
    }
  }
}
