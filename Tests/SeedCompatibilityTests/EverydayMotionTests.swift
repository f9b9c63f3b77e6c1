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

struct PhotoViewer: View {
  @State private var scale: CGFloat = 1
  @State private var offset: CGSize = .zero
  @GestureState private var dragOffset: CGSize = .zero
  @GestureState private var pinch: CGFloat = 1
  @State private var columns = [GridItem(.adaptive(minimum: 60), spacing: 4)]

  var body: some View {
    VStack {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color.orange)
        .frame(width: 120, height: 120)
        .scaleEffect(scale * pinch)
        .offset(x: offset.width + dragOffset.width, y: offset.height + dragOffset.height)
        .gesture(
          DragGesture()
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onEnded { value in
              offset.width += value.translation.width
              offset.height += value.translation.height
            }
        )
        .simultaneousGesture(
          MagnifyGesture()
            .updating($pinch) { value, state, _ in state = value.magnification }
            .onEnded { value in scale *= value.magnification }
        )
        .onTapGesture(count: 2) {
          withAnimation(.spring) { scale = 1 }
        }
        .accessibilityIdentifier("photo")
      LazyVGrid(columns: columns, spacing: 4) {
        ForEach(0..<8, id: \.self) { index in
          Color.blue.frame(height: 60).accessibilityIdentifier("thumb\(index)")
        }
      }
    }
  }
}

@MainActor
struct EverydayGestureTests {
  @Test func aPhotoViewerDragsPinchesAndSnapsBack() throws {
    let host = ViewHost(PhotoViewer(), device: .iPhone16)
    // The identifier is outside the offset, so its frame stays; the photo drawn moves.
    func photo() -> RenderNode? {
      host.renderTree.allNodes().first { $0.node.role.kind == .shape }?.node
    }
    let start = try #require(host.frame(of: "photo"))
    host.drag("photo", by: CGSize(width: 30, height: 40))
    #expect(photo()?.effects.offset == CGSize(width: 30, height: 40))
    try host.magnify("photo", by: 2)
    #expect(photo()?.effects.transform?.scale == CGSize(width: 2, height: 2))
    try host.tap("photo", count: 2)
    host.settle()
    #expect(photo()?.effects.transform == nil)
    // The double tap reset the scale only: the photo stays where it was dragged.
    #expect(photo()?.effects.offset == CGSize(width: 30, height: 40))
    #expect(host.frame(of: "photo") == start)
    #expect(host.frame(of: "thumb7") != nil)
  }
}

struct SelectedTabBounds: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

struct UnderlinedTabs: View {
  @State private var selected = 0
  let tabs = ["Home", "Search", "Profile"]

  var body: some View {
    HStack(spacing: 16) {
      ForEach(tabs.indices, id: \.self) { index in
        Text(tabs[index])
          .accessibilityIdentifier("tab\(index)")
          .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { anchor in
            selected == index ? anchor : nil
          }
          .onTapGesture { selected = index }
      }
    }
    .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Capsule()
            .fill(Color.accentColor)
            .frame(width: rect.width, height: 3)
            .offset(x: rect.minX, y: rect.maxY + 4)
            .accessibilityIdentifier("underline")
        }
      }
    }
  }
}

@MainActor
struct EverydayAnchorTests {
  @Test func anUnderlineFollowsTheSelectedTab() throws {
    let host = ViewHost(UnderlinedTabs(), size: CGSize(width: 320, height: 100), scale: 2)
    func expectUnderline(under tab: String) throws {
      // Anchors are read before frames are rounded to pixels: within one pixel (½ point).
      let target = try #require(host.frame(of: tab))
      let line = try #require(host.frame(of: "underline"))
      #expect(abs(line.minX - target.minX) <= 0.5)
      #expect(line.width == target.width)
      #expect(abs(line.minY - (target.maxY + 4)) <= 0.5)
    }
    try expectUnderline(under: "tab0")
    try host.tap("tab2")
    try expectUnderline(under: "tab2")
  }
}
