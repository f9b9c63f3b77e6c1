import SwiftUI

enum TripField: Hashable {
  case name, notes
}

enum TripPace: String, CaseIterable, Identifiable {
  case relaxed, balanced, packed
  var id: Self { self }
}

struct TripPlannerView: View {
  @AppStorage("homeCity") private var homeCity = "Lisbon"
  @AppStorage("pace") private var pace: TripPace = .balanced
  @SceneStorage("draftName") private var draftName = ""
  @FocusState private var focusedField: TripField?
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @State private var departure = Date(timeIntervalSinceReferenceDate: 789_000_000)
  @State private var notes = ""
  @State private var budgetUsed = 0.4
  @State private var accent = Color.blue
  @State private var log: [String] = []

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Trip name", text: $draftName)
            .focused($focusedField, equals: .name)
            .textInputAutocapitalization(.words)
            .submitLabel(.next)
            .onSubmit { focusedField = .notes }
          DatePicker("Departure", selection: $departure, displayedComponents: .date)
          Picker("Pace", selection: $pace) {
            ForEach(TripPace.allCases) { pace in
              Text(pace.rawValue.capitalized).tag(pace)
            }
          }
          ColorPicker("Colour", selection: $accent)
        } header: {
          Text("Trip")
        } footer: {
          Text("Leaving from **\(homeCity)**.")
        }

        Section("Budget") {
          Gauge(value: budgetUsed) {
            Text("Used")
          } currentValueLabel: {
            Text(budgetUsed, format: .percent)
          }
          Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
              Text("Flights")
              Text(420, format: .currency(code: "EUR"))
                .gridColumnAlignment(.trailing)
            }
            GridRow {
              Text("Hotels")
              Text(880, format: .currency(code: "EUR"))
            }
          }
        }

        Section("Notes") {
          TextEditor(text: $notes)
            .focused($focusedField, equals: .notes)
            .frame(minHeight: 80)
        }

        Section {
          ViewThatFits(in: .horizontal) {
            Text(horizontalSizeClass == .compact ? "Compact layout" : "Regular layout")
            Text("Small")
          }
          ShareLink(item: "Trip to \(homeCity)")
        }
      }
      .navigationTitle("Plan a Trip")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Menu {
            Button("Duplicate", systemImage: "plus.square.on.square") { log.append("duplicate") }
            Button("Delete", systemImage: "trash", role: .destructive) { log.append("delete") }
          } label: {
            Label("More", systemImage: "ellipsis.circle")
          }
        }
      }
    }
  }
}
