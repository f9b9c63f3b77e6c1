import Combine
import Foundation
import SwiftUI

final class CitySearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []

  private let cities = ["Amsterdam", "Berlin", "Bern", "Bergen", "Lisbon", "London", "Lyon"]
  private var cancellables = Set<AnyCancellable>()

  convenience init() {
    self.init(scheduler: RunLoop.main)
  }

  init<S: Scheduler>(scheduler: S) {
    $query
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .removeDuplicates()
      .map { [cities] query in
        query.isEmpty ? [] : cities.filter { $0.lowercased().hasPrefix(query.lowercased()) }
      }
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
  }
}

struct CitySearchView: View {
  @ObservedObject var model: CitySearchModel

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      TextField("City", text: $model.query)
        .textFieldStyle(.roundedBorder)
      Text(model.query.isEmpty ? "Type a city" : "Results for \(model.query)")
        .font(.headline)
      ForEach(model.results, id: \.self) { city in
        Text(city)
      }
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

#Preview("Search") {
  CitySearchView(model: CitySearchModel())
}
