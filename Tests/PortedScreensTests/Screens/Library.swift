import SwiftUI

struct LibraryView: View {
  @State private var query = ""
  @State private var volume = 0.5
  @State private var showsDetails = false
  private let books = ["Dune", "Emma", "Ulysses"]

  private var results: [String] {
    query.isEmpty ? books : books.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        GroupBox("Reading volume") {
          Slider(value: $volume, in: 0...1) {
            Text("Volume")
          }
        }
        DisclosureGroup("Details", isExpanded: $showsDetails) {
          Text("\(books.count) books")
        }
        if results.isEmpty {
          ContentUnavailableView.search
        } else {
          ForEach(results, id: \.self) { Text($0) }
        }
        Spacer()
      }
      .padding()
      .navigationTitle("Library")
      .searchable(text: $query, prompt: "Title")
    }
  }
}
