import SwiftUI

struct Note: Identifiable {
  let id = UUID()
  var title: String
}

struct NotesScreen: View {
  @State private var notes = [Note(title: "Groceries"), Note(title: "Ideas")]
  @State private var isAdding = false
  @State private var isConfirmingDelete = false
  @State private var draft = ""

  var body: some View {
    NavigationStack {
      List {
        ForEach(notes) { note in
          Text(note.title)
        }
        Button("Add Note") { isAdding = true }
        Button("Delete All", role: .destructive) { isConfirmingDelete = true }
      }
      .navigationTitle("Notes")
      .sheet(isPresented: $isAdding) {
        NavigationStack {
          Form {
            TextField("Title", text: $draft)
            Button("Save") {
              notes.append(Note(title: draft))
              draft = ""
              isAdding = false
            }
            .disabled(draft.isEmpty)
          }
          .navigationTitle("New Note")
          .navigationBarTitleDisplayMode(.inline)
        }
        .presentationDetents([.medium, .large])
      }
      .alert("Delete all notes?", isPresented: $isConfirmingDelete) {
        Button("Cancel", role: .cancel) {}
        Button("Delete", role: .destructive) { notes.removeAll() }
      } message: {
        Text("This cannot be undone.")
      }
    }
  }
}

#Preview("Notes") {
  NotesScreen()
}
