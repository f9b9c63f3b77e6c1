// Ordinary SwiftUI code using the time-and-motion API, written as an iOS app writes it; only
// `import SwiftUI` became `import Widgets`. This target compiles with the main actor as
// default isolation, as new Xcode projects do.
import Backends
import Testing
import Widgets

struct HeaderHeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct ChatScreen: View {
  @State private var messages = (1...30).map { "Message \($0)" }
  @State private var isComposing = false
  @State private var likes = 0
  @State private var headerHeight: CGFloat = 0

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 8) {
          ForEach(messages, id: \.self) { message in
            Text(message)
              .padding(12)
              .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
              .id(message)
          }
        }
        .padding()
      }
      .scrollIndicators(.hidden)
      .safeAreaInset(edge: .bottom) {
        HStack {
          Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { isComposing.toggle() }
          } label: {
            Image(systemName: "square.and.pencil")
              .rotationEffect(.degrees(isComposing ? 45 : 0))
              .scaleEffect(isComposing ? 1.2 : 1)
          }
          .accessibilityIdentifier("compose")
          if isComposing {
            Text("Composing…").transition(.move(edge: .bottom).combined(with: .opacity))
          }
          Spacer()
          Image(systemName: "heart.fill")
            .symbolEffect(.bounce, value: likes)
            .onTapGesture { likes += 1 }
            .sensoryFeedback(.impact(weight: .light), trigger: likes)
        }
        .padding()
        .background(.white)
        .onGeometryChange(for: CGFloat.self) {
          $0.size.height
        } action: {
          headerHeight = $0
        }
      }
      .onAppear { proxy.scrollTo(messages.last, anchor: .bottom) }
    }
    .onPreferenceChange(HeaderHeightKey.self) { headerHeight = max(headerHeight, $0) }
    .blur(radius: isComposing ? 2 : 0)
  }
}

@MainActor
struct EverydayMotionTests {
  @Test func aChatScreenScrollsToItsEndAndAnimatesItsBar() throws {
    let host = ViewHost(ChatScreen(), device: .iPhone16)
    // Scrolled to the last message on appear: the content ends above the bar.
    let geometry = try #require(host.scrollGeometry())
    #expect(geometry.contentOffset.y > 0)
    #expect(geometry.contentInsets.bottom > 34)
    try host.tap("compose")
    host.advance(by: 0.1)
    host.settle()
    #expect(host.renderTree.allNodes().contains { $0.node.content?.text?.string == "Composing…" })
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("rotate(45)"))
  }
}
