import Widgets

/// A 240-point header over a list, as the Collapsible Header seed shows it when expanded.
/// Static for now: collapsing needs scrolling, which comes with the runtime.
struct HeaderScreen: View {
  private let places = [
    "Lisbon", "Kyoto", "Valparaíso", "Reykjavík", "Marrakesh", "Hoi An", "Cartagena", "Tbilisi",
    "Oaxaca", "Ljubljana", "Hobart", "Zanzibar",
  ]

  var body: some View {
    VStack(spacing: 0) {
      ZStack(alignment: .bottomLeading) {
        LinearGradient(
          colors: [.teal, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(alignment: .leading, spacing: 4) {
          Text("Explore")
            .font(.largeTitle.bold())
          Text("Twelve places for the spring")
            .font(.subheadline)
            .opacity(0.85)
        }
        .foregroundStyle(.white)
        .padding(20)
      }
      .frame(height: 240)
      .clipped()
      .accessibilityIdentifier("header")

      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(places, id: \.self) { place in
            HStack(spacing: 12) {
              Image(systemName: "mappin")
                .foregroundStyle(.indigo)
              Text(place)
              Spacer()
              Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
            }
            .padding(.horizontal, 20)
            .frame(minHeight: 52)
            Divider().padding(.leading, 52)
          }
        }
      }
    }
  }
}
