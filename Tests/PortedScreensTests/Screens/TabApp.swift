import SwiftUI

struct TabApp: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      NotesScreen()
        .tabItem { Label("Notes", systemImage: "doc.text") }
        .tag(0)
      DeviceSettingsView()
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(1)
    }
  }
}
