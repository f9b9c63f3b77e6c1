import SwiftUI

struct SignUpForm: View {
  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @State private var acceptsTerms = false

  private var canSubmit: Bool {
    !name.isEmpty && email.contains("@") && password.count >= 8 && acceptsTerms
  }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Name", text: $name)
          TextField("Email", text: $email)
          SecureField("Password", text: $password)
        } header: {
          Text("Account")
        } footer: {
          Text("At least 8 characters.")
        }

        Section {
          Toggle("I accept the terms", isOn: $acceptsTerms)
        }

        Button("Create Account") {}
          .disabled(!canSubmit)
      }
      .navigationTitle("Sign Up")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

#Preview("Sign up") {
  SignUpForm()
}
