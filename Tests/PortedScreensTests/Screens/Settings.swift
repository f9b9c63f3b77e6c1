import SwiftUI

final class AppSettings: ObservableObject {
  @Published var userName = "Ada"
  @Published var notificationsOn = true
}

struct CornerStyleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 8
}

extension EnvironmentValues {
  var cornerStyle: CGFloat {
    get { self[CornerStyleKey.self] }
    set { self[CornerStyleKey.self] = newValue }
  }

  @Entry var badgeColor: Color = .red  // the brand's red
  @Entry var greeting = "Hello"
  /// What a banner does when tapped; a `var` in this comment must not confuse the macro.
  @Entry var onBannerTap: (() -> Void)? = nil
  @Entry var helpLink: String = "https://example.com/help"  // a default with slashes
}

struct GreetingBanner: View {
  @EnvironmentObject var settings: AppSettings
  @Environment(\.cornerStyle) private var cornerStyle
  @Environment(\.badgeColor) private var badgeColor
  @Environment(\.greeting) private var greeting

  var body: some View {
    HStack {
      Text("\(greeting), \(settings.userName)")
      Spacer()
      Circle()
        .fill(badgeColor)
        .frame(width: 10, height: 10)
        .opacity(settings.notificationsOn ? 1 : 0)
    }
    .padding(12)
    .background(Color.blue.opacity(0.1))
    .cornerRadius(cornerStyle)
  }
}

struct SettingsScreen: View {
  @StateObject private var settings = AppSettings()

  var body: some View {
    VStack(spacing: 12) {
      GreetingBanner()
      GreetingBanner()
        .environment(\.badgeColor, .green)
        .environment(\.greeting, "Welcome")
        .environment(\.cornerStyle, 16)
      Toggle("Notifications", isOn: $settings.notificationsOn)
      Button("Rename") { settings.userName = "Grace" }
    }
    .padding()
    .environmentObject(settings)
  }
}

#Preview {
  SettingsScreen()
}
