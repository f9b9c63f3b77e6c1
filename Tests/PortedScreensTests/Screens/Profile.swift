import SwiftUI

struct ProfileView: View {
  @State private var isEditing = false
  @State private var isFollowing = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 12) {
        Image(systemName: "person.crop.circle")
          .font(.system(size: 80))
          .foregroundStyle(.secondary)
        Text("Ada Lovelace")
          .font(.title2.bold())
        Text("Analyst of engines")
          .foregroundStyle(.secondary)
        Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
          .buttonStyle(.borderedProminent)
        Spacer()
      }
      .padding(.top, 24)
      .navigationTitle("Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Edit") { isEditing = true }
        }
        ToolbarItem(placement: .topBarLeading) {
          Button {
          } label: {
            Image(systemName: "gear")
          }
        }
      }
      .sheet(isPresented: $isEditing) {
        Text("Edit profile")
      }
    }
  }
}
