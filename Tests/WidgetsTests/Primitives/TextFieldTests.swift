import Foundation
import Testing
import Widgets

/// A sign-up form's fields.
private struct SignUp: View {
  @State var email = ""
  @State var password = ""
  var isDisabled = false

  var body: some View {
    VStack(spacing: 12) {
      TextField("Email", text: $email).textFieldStyle(.roundedBorder)
      SecureField("Password", text: $password)
      Text("Typed: \(email)")
    }
    .padding(16)
    .disabled(isDisabled)
  }
}

@MainActor
struct TextFieldTests {
  private func texts(_ host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
  }

  @Test func placeholdersShowWhileTheTextIsEmpty() throws {
    let host = host(SignUp(), width: 320, height: 200)
    #expect(texts(host) == ["Email", "Password", "Typed:"])
    let placeholder = host.renderTree.allNodes().first { $0.node.content?.text?.string == "Email" }
    // The placeholder colour: #3C3C43 at 30 % in light mode.
    #expect(
      placeholder?.node.content?.text?.paint == .color(ResolvedColor(hex: 0x3C3C43, opacity: 0.3)))
  }

  @Test func typingWritesThroughTheBinding() throws {
    let host = host(SignUp(), width: 320, height: 200)
    try host.type("ada@example.com", into: "Email")
    try host.type("secret", into: "Password")
    #expect(texts(host) == ["ada@example.com", "••••••", "Typed: ada@example.com"])
    // Typing again goes on at the end, found now by the text the field shows.
    try host.type(".uk", into: "ada@example.com")
    #expect(texts(host).last == "Typed: ada@example.com.uk")
  }

  @Test func theRoundedBorderIsThirtyFourPointsTallAcrossTheWidth() throws {
    let host = host(SignUp(), width: 320, height: 200)
    let border = try #require(
      host.renderTree.allNodes().first {
        $0.node.content?.shape?.geometry
          == .roundedRectangle(cornerSize: CGSize(width: 5, height: 5), style: .continuous)
      })
    #expect(border.frame.width == 288, "320 − 2 × 16")
    #expect(border.frame.height == 34)
    #expect(border.frame.minX == 16)
  }

  @Test func aDisabledFieldTakesNoTyping() throws {
    let host = host(SignUp(isDisabled: true), width: 320, height: 200)
    #expect(throws: ViewHostError.self) { try host.type("x", into: "Email") }
    #expect(texts(host).first == "Email")
  }

  @Test func typingIntoSomethingElseSaysSo() throws {
    let host = host(SignUp(), width: 320, height: 200)
    do {
      try host.type("x", into: "Typed: ")
      Issue.record("typing into a text view should fail")
    } catch let error as ViewHostError {
      #expect(error.description.contains("Typed: "))
    }
  }
}

@MainActor
struct TextFieldLabelTests {
  @Test func aFieldWithALabelViewShowsItsPrompt() throws {
    struct Search: View {
      @State private var query = ""
      var body: some View {
        VStack {
          TextField(text: $query, prompt: Text("Search recipes")) { Text("Query") }
          Text("[\(query)]")
        }
      }
    }
    let host = host(Search(), width: 300, height: 100)
    try host.type("soup", into: "Search recipes")
    let texts = host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
    #expect(texts == ["soup", "[soup]"])
  }
}
