import Widgets

/// A recipe list with the floating `+` button of the FAB seed (button style + `Float`).
struct RecipesScreen: View {
  private let recipes = [
    ("Shakshuka", "Eggs poached in a spiced tomato sauce", "25 min"),
    ("Pad Thai", "Rice noodles, tamarind, peanuts", "30 min"),
    ("Ratatouille", "Slow-cooked summer vegetables", "1 h 10"),
    ("Miso soup", "Dashi, tofu, wakame", "15 min"),
    ("Lemon risotto", "Arborio rice, parmesan, lemon zest", "40 min"),
    ("Falafel", "Chickpeas, herbs, tahini sauce", "45 min"),
    ("Tarte tatin", "Caramelised apples under puff pastry", "1 h 20"),
    ("Gazpacho", "Cold tomato and cucumber soup", "20 min"),
    ("Bibimbap", "Rice bowl with vegetables and gochujang", "50 min"),
    ("Pierogi", "Dumplings with potato and cheese", "1 h"),
  ]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        Text("Recipes")
          .font(.largeTitle.bold())
          .padding(.horizontal, 20)
          .padding(.top, 16)
          .padding(.bottom, 8)
        ForEach(recipes, id: \.0) { recipe in
          VStack(alignment: .leading, spacing: 4) {
            HStack {
              Text(recipe.0).font(.headline)
              Spacer()
              Text(recipe.2).font(.subheadline).foregroundStyle(.secondary)
            }
            Text(recipe.1)
              .font(.subheadline)
              .foregroundStyle(.secondary)
              .lineLimit(1)
          }
          .padding(.horizontal, 20)
          .padding(.vertical, 12)
          Divider().padding(.leading, 20)
        }
      }
    }
    .floatingActionButton("plus")
  }
}

/// The FAB seed's button style: a 56-point rounded square in the accent colour.
struct FabButtonStyle: ButtonStyle {
  private let color: Color = .accentColor

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding([.leading, .trailing])
      .frame(minWidth: 56, minHeight: 56)
      .foregroundColor(.white)
      .background(configuration.isPressed ? color.opacity(0.5) : color)
      .cornerRadius(16)
  }
}

extension ButtonStyle where Self == FabButtonStyle {
  static var fab: Self { .init() }
}

/// The FAB seed's modifier: the content, and a child overlaid at an alignment.
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
  func floatingActionButton(_ systemName: String, action: @escaping () -> Void = {}) -> some View {
    modifier(
      Float(alignment: .bottomTrailing) {
        Button(action: action) {
          Image(systemName: systemName)
        }
        .buttonStyle(.fab)
        .padding()
        .accessibilityIdentifier("fab")
      })
  }
}
