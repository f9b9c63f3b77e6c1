import Widgets

/// A recipe list with the floating `+` button of the FAB seed (``FabButtonStyle`` floated at
/// the bottom trailing corner); each tap adds a recipe.
struct RecipesScreen: View {
  @State private var added = 0

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
        ForEach(recipes + extraRecipes, id: \.0) { recipe in
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
    // What `floatingActionButton("plus")` makes, spelled out so that the button can carry an
    // identifier.
    .modifier(
      Floating(alignment: .bottomTrailing) {
        Button {
          added += 1
        } label: {
          Image(systemName: "plus")
        }
        .buttonStyle(.fab)
        .padding()
        .accessibilityIdentifier("fab")
      })
  }

  /// The recipes the button added, numbered.
  private var extraRecipes: [(String, String, String)] {
    (0..<added).map { ("New recipe \($0 + 1)", "Tap to write it down", "—") }
  }
}
