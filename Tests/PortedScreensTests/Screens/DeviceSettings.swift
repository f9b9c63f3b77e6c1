import SwiftUI

struct PairedDevice: Identifiable {
  let id = UUID()
  var name: String
  var isConnected: Bool
}

struct DeviceSettingsView: View {
  @State private var airplaneMode = false
  @State private var wifiOn = true
  @State private var appearance = "Automatic"
  @State private var devices = [
    PairedDevice(name: "AirPods Pro", isConnected: true),
    PairedDevice(name: "Magic Keyboard", isConnected: false),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle(isOn: $airplaneMode) {
            Label("Airplane Mode", systemImage: "airplane")
          }
          NavigationLink {
            Text("Networks")
          } label: {
            LabeledContent("Wi-Fi", value: wifiOn ? "Home" : "Off")
          }
          Picker("Appearance", selection: $appearance) {
            Text("Automatic").tag("Automatic")
            Text("Light").tag("Light")
            Text("Dark").tag("Dark")
          }
        }

        Section {
          ForEach(devices) { device in
            HStack {
              Text(device.name)
              Spacer()
              Text(device.isConnected ? "Connected" : "Not Connected")
                .foregroundStyle(.secondary)
            }
          }
          .onDelete { devices.remove(atOffsets: $0) }
        } header: {
          Text("My Devices")
        } footer: {
          Text("Devices you paired with this iPhone.")
        }

        Section("About") {
          LabeledContent("Version", value: "18.1")
          Button("Sign Out", role: .destructive) {}
        }
      }
      .navigationTitle("Settings")
    }
  }
}

#Preview {
  DeviceSettingsView()
}
