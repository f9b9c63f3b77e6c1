import CoreGraphics
import SwiftUI

/// Spellings SwiftUI deprecated but still accepts, as older code bases use them.
struct LegacyCard: View {
  var title: String
  @State private var isExpanded = false
  @State private var lastTitle = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title)
        .font(.headline)
        .foregroundColor(.white)
      if isExpanded {
        Text("More details")
          .foregroundColor(.white.opacity(0.8))
      }
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color.purple)
    .cornerRadius(12)
    .accentColor(.orange)
    .transformEffect(CGAffineTransform(translationX: 0, y: 4))
    .animation(.easeInOut)
    .onChange(of: title) { newValue in
      lastTitle = newValue
    }
    .onTapGesture { isExpanded.toggle() }
    .edgesIgnoringSafeArea(.bottom)
  }
}

#Preview("Legacy") {
  LegacyCard(title: String(localized: "Legacy card", comment: "Title of the sample card"))
    .padding()
}

/// A settings screen as older code writes it: `NavigationView`, a title, a link.
struct LegacySettingsScreen: View {
  var body: some View {
    NavigationView {
      VStack(spacing: 16) {
        LegacyCard(title: "Account")
        NavigationLink("Notifications") {
          Text("Notification settings")
            .navigationTitle("Notifications")
            .navigationBarTitleDisplayMode(.inline)
        }
        Spacer()
      }
      .padding()
      .navigationTitle("Settings")
    }
  }
}
