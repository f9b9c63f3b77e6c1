// Ordinary SwiftUI code using custom animatable shapes, geometry effects, animatable modifiers,
// custom transitions, matched geometry, content transitions, pinned section headers, masks and
// 3D rotations, written as an iOS app writes it; only `import SwiftUI` became `import Widgets`
// (and `path(in:)` is marked `nonisolated`, a known limitation tracked separately). This target
// compiles with the main actor as default isolation, as new Xcode projects do.
import Backends
import Testing
import Widgets

// MARK: - A custom shape with animatable data

/// A pie that fills clockwise from 12 o'clock as `progress` goes from 0 to 1.
struct DownloadPie: Shape {
  var progress: Double

  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.move(to: center)
    path.addArc(
      center: center,
      radius: min(rect.width, rect.height) / 2,
      startAngle: .degrees(-90),
      endAngle: .degrees(-90 + 360 * progress),
      clockwise: false
    )
    path.closeSubpath()
    return path
  }
}

struct DownloadCard: View {
  @State private var progress = 0.0

  var body: some View {
    VStack(spacing: 20) {
      DownloadPie(progress: progress)
        .fill(Color.blue)
        .frame(width: 100, height: 100)
        .accessibilityIdentifier("pie")
      Button("Download") {
        withAnimation(.linear(duration: 1)) {
          progress = 0.5
        }
      }
    }
  }
}

/// A sine wave along the middle of its rectangle, filled down to the bottom, shifted by `phase`.
struct OceanWave: Shape {
  var phase: Double
  var amplitude: CGFloat = 10

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
    for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
      let angle = Double(x / rect.width) * 2 * .pi + phase
      path.addLine(to: CGPoint(x: x, y: rect.midY + amplitude * CGFloat(sin(angle))))
    }
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

struct WaveBanner: View {
  @State private var phase = 0.0

  var body: some View {
    OceanWave(phase: phase)
      .fill(Color.blue.opacity(0.6))
      .frame(height: 120)
      .accessibilityIdentifier("wave")
      .onAppear {
        withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
          phase = .pi * 2
        }
      }
  }
}

// MARK: - A geometry effect

/// The classic "wrong password" shake: three shakes each time `animatableData` grows by one.
struct WrongPasswordShake: GeometryEffect {
  var amount: CGFloat = 10
  var shakesPerUnit = 3
  var animatableData: CGFloat

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(
        translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
        y: 0))
  }
}

struct LoginCard: View {
  @State private var attempts = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("••••••••")
        .padding()
        .frame(width: 280)
        .overlay {
          RoundedRectangle(cornerRadius: 10)
            .stroke(.red, lineWidth: 1)
        }
        .modifier(WrongPasswordShake(animatableData: CGFloat(attempts)))
        .accessibilityIdentifier("password")
      Button("Log In") {
        withAnimation(.linear(duration: 0.5)) {
          attempts += 1
        }
      }
    }
  }
}

// MARK: - An animatable view modifier

/// Shows `number` over the content, counting through every value on the way when it animates.
struct CountingNumberModifier: ViewModifier, Animatable {
  var number: Double

  var animatableData: Double {
    get { number }
    set { number = newValue }
  }

  func body(content: Content) -> some View {
    content.overlay {
      Text("\(Int(number))")
        .font(.largeTitle)
    }
  }
}

struct StepsCard: View {
  @State private var steps = 0.0

  var body: some View {
    VStack(spacing: 16) {
      Color.clear
        .frame(width: 240, height: 60)
        .modifier(CountingNumberModifier(number: steps))
      Button("Sync steps") {
        withAnimation(.linear(duration: 1)) {
          steps = 8_000
        }
      }
    }
  }
}

// MARK: - Custom transitions

/// Rises into place as it appears, and shrinks away as it leaves, fading both ways.
struct FloatUpTransition: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .opacity(phase.isIdentity ? 1 : 0)
      .offset(y: phase == .willAppear ? 40 : 0)
      .scaleEffect(phase == .didDisappear ? 0.8 : 1)
  }
}

struct SaveToastScreen: View {
  @State private var showToast = false
  @State private var isSaved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Button("Save") {
        withAnimation(.linear(duration: 1)) {
          showToast.toggle()
          isSaved.toggle()
        }
      }
      if showToast {
        Text("Draft saved")
          .padding()
          .background(.green, in: Capsule())
          .accessibilityIdentifier("toast")
          .transition(FloatUpTransition())
      }
      if isSaved {
        Image(systemName: "checkmark.circle.fill")
          .font(.largeTitle)
          .accessibilityIdentifier("badge")
          .transition(.blurReplace)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

// MARK: - Matched geometry

struct CategoryTabs: View {
  @Namespace private var tabNamespace
  @State private var selection = "All"
  private let categories = ["All", "Music", "Podcasts"]

  var body: some View {
    HStack(spacing: 0) {
      ForEach(categories, id: \.self) { category in
        VStack(spacing: 6) {
          Text(category)
            .font(.headline)
            .frame(maxWidth: .infinity)
          if selection == category {
            Capsule()
              .fill(Color.accentColor)
              .frame(height: 3)
              .matchedGeometryEffect(id: "underline", in: tabNamespace)
              .accessibilityIdentifier("underline-\(category)")
          } else {
            Color.clear.frame(height: 3)
          }
        }
        .contentShape(Rectangle())
        .onTapGesture {
          withAnimation(.linear(duration: 1)) {
            selection = category
          }
        }
        .accessibilityIdentifier("tab-\(category)")
      }
    }
  }
}

// MARK: - Content transition

struct LikeCounter: View {
  @State private var likes = 0

  var body: some View {
    HStack(spacing: 12) {
      Text("\(likes)")
        .font(.largeTitle.monospacedDigit())
        .contentTransition(.numericText())
      Button("Like") {
        withAnimation(.linear(duration: 1)) {
          likes += 1
        }
      }
    }
  }
}

// MARK: - Pinned section headers

struct ContactsList: View {
  private let contacts: [String: [String]] = [
    "A": ["Aaron", "Abigail", "Adam", "Alice", "Amelia"],
    "B": ["Beatrice", "Ben", "Blake", "Brooke", "Bruno"],
    "C": ["Caleb", "Chloe", "Clara", "Connor", "Cora"],
    "D": ["Daisy", "Daniel", "David", "Delia", "Dylan"],
    "E": ["Eden", "Eli", "Ella", "Emma", "Ethan"],
    "F": ["Felix", "Fiona", "Finn", "Flora", "Freya"],
  ]

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
        ForEach(contacts.keys.sorted(), id: \.self) { letter in
          Section {
            ForEach(contacts[letter] ?? [], id: \.self) { name in
              Text(name)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
                .frame(height: 44)
            }
          } header: {
            Text(letter)
              .font(.headline)
              .frame(maxWidth: .infinity, alignment: .leading)
              .padding(.horizontal)
              .frame(height: 28)
              .background(.white)
              .accessibilityIdentifier("header-\(letter)")
          }
        }
      }
    }
    .accessibilityIdentifier("contacts")
  }
}

// MARK: - Masks and 3D rotation

struct ArticlePreview: View {
  var body: some View {
    VStack(spacing: 32) {
      Text(
        "The quick brown fox jumps over the lazy dog, again and again, until the paragraph runs out of room and fades away."
      )
      .frame(width: 300, height: 80, alignment: .topLeading)
      .mask {
        LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
      }
      .accessibilityIdentifier("excerpt")
      RoundedRectangle(cornerRadius: 16)
        .fill(Color.indigo)
        .frame(width: 200, height: 120)
        .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        .accessibilityIdentifier("cover")
    }
  }
}

// MARK: - Tests

@MainActor
struct EverydayAnimatableTests {
  private let phone = CGSize(width: 390, height: 844)

  /// The path a custom shape drew for the view marked `identifier`: the first node with
  /// content at or below it.
  private func drawnPath(of identifier: String, in host: ViewHost) -> Path? {
    var node = host.renderTree.node(identifiedBy: identifier)
    while let current = node, current.content == nil { node = current.children.first }
    guard case .path(let path)? = node?.content?.shape?.geometry.kind else { return nil }
    return path
  }

  /// Where a path's last curve ends: for the pie, the end of its arc.
  private func arcEnd(of path: Path) -> CGPoint? {
    for element in path.elements.reversed() {
      if case .curve(let to, _, _) = element { return to }
    }
    return nil
  }

  /// The drawing effects from the root down to the view marked `identifier`, outermost first.
  private func effects(toward identifier: String, in host: ViewHost) -> [RenderEffects] {
    func search(_ node: RenderNode, _ above: [RenderEffects]) -> [RenderEffects]? {
      let path = above + [node.effects]
      if node.accessibility.identifier == identifier { return path }
      for child in node.children {
        if let found = search(child, path) { return found }
      }
      return nil
    }
    return search(host.renderTree.root, []) ?? []
  }

  /// The opacity the view marked `identifier` is drawn with: its own and its ancestors'.
  private func drawnOpacity(of identifier: String, in host: ViewHost) -> Double {
    effects(toward: identifier, in: host).reduce(1) { $0 * $1.opacity }
  }

  /// The blur radius on the way down to the view marked `identifier`.
  private func drawnBlur(of identifier: String, in host: ViewHost) -> CGFloat {
    effects(toward: identifier, in: host).flatMap(\.filters).reduce(0) { total, filter in
      if case .blur(let radius) = filter { return total + radius }
      return total
    }
  }

  /// The horizontal scale on the way down to the view marked `identifier`.
  private func drawnScale(of identifier: String, in host: ViewHost) -> CGFloat {
    effects(toward: identifier, in: host).reduce(1) { $0 * ($1.transform?.scale.width ?? 1) }
  }

  /// The first projection at or below the view marked `identifier`.
  private func projection(under identifier: String, in host: ViewHost) -> ProjectionTransform? {
    var pending = host.renderTree.node(identifiedBy: identifier).map { [$0] } ?? []
    while !pending.isEmpty {
      let node = pending.removeFirst()
      if let projection = node.effects.projection { return projection }
      pending += node.children
    }
    return nil
  }

  /// The numbers drawn as texts, in drawing order.
  private func numbers(in host: ViewHost) -> [String] {
    host.renderTree.allNodes().compactMap { $0.node.content?.text?.string }
      .filter { Int($0) != nil }
  }

  @Test func aProgressPieSweepsThroughItsAnimatableData() throws {
    let host = ViewHost(DownloadCard(), size: phone)
    // Empty: the arc ends where it starts, at 12 o'clock of the 100-point pie.
    let empty = try #require(drawnPath(of: "pie", in: host).flatMap { arcEnd(of: $0) })
    #expect(abs(empty.x - 50) < 0.001 && abs(empty.y - 0) < 0.001)
    try host.tap("Download")
    host.advance(by: 0.5)
    // Halfway through the linear second the pie shows 0.25: the arc ends at 3 o'clock.
    let quarter = try #require(drawnPath(of: "pie", in: host).flatMap { arcEnd(of: $0) })
    #expect(abs(quarter.x - 100) < 0.001 && abs(quarter.y - 50) < 0.001)
    host.settle()
    // At 0.5 it ends at 6 o'clock.
    let half = try #require(drawnPath(of: "pie", in: host).flatMap { arcEnd(of: $0) })
    #expect(abs(half.x - 50) < 0.001 && abs(half.y - 100) < 0.001)
    #expect(!host.isAnimating)
    #expect(host.frame(of: "pie")?.size == CGSize(width: 100, height: 100))
  }

  @Test func aWaveStartedOnAppearKeepsMoving() throws {
    let host = ViewHost(WaveBanner(), size: phone)
    let start = try #require(drawnPath(of: "wave", in: host))
    host.advance(by: 0.5)
    let later = try #require(drawnPath(of: "wave", in: host))
    #expect(later != start)
    // The crests stay within 10 points of the middle of the 120-point band, which is
    // filled to its bottom.
    let bounds = later.boundingRect
    #expect(bounds.minY >= 60 - 10 - 0.001)
    #expect(abs(bounds.maxY - 120) < 0.001)
    host.advance(by: 10)
    #expect(host.isAnimating)
  }

  @Test func aWrongPasswordShakesTheFieldWithoutMovingItsLayout() throws {
    let host = ViewHost(LoginCard(), size: phone)
    func shift() -> CGFloat? {
      host.renderTree.allNodes().compactMap { $0.node.effects.projection }.first?.m31
    }
    let field = try #require(host.frame(of: "password"))
    // At rest (no attempts) the effect moves nothing.
    #expect(abs(shift() ?? 0) < 0.001)
    try host.tap("Log In")
    host.advance(by: 0.25)
    // Halfway through the first attempt: 10 · sin(0.5 · π · 3) = −10.
    #expect(abs((shift() ?? 0) + 10) < 0.01)
    #expect(host.frame(of: "password") == field)
    #expect(SVGBackend().render(host.renderTree).contains("matrix("))
    host.settle()
    #expect(abs(shift() ?? 0) < 0.001)
    // The second attempt animates from 1 to 2: halfway, 10 · sin(1.5 · π · 3) = 10.
    try host.tap("Log In")
    host.advance(by: 0.25)
    #expect(abs((shift() ?? 0) - 10) < 0.01)
    host.settle()
    #expect(host.frame(of: "password") == field)
  }

  @Test func anAnimatableModifierCountsThroughTheValuesOnTheWay() throws {
    let host = ViewHost(StepsCard(), size: phone)
    #expect(numbers(in: host) == ["0"])
    try host.tap("Sync steps")
    host.advance(by: 0.25)
    #expect(numbers(in: host) == ["2000"])
    host.advance(by: 0.25)
    #expect(numbers(in: host) == ["4000"])
    host.settle()
    #expect(numbers(in: host) == ["8000"])
  }

  @Test func aCustomTransitionAndBlurReplaceBringViewsInAndOut() throws {
    let host = ViewHost(SaveToastScreen(), size: phone)
    #expect(host.frame(of: "toast") == nil)
    #expect(host.frame(of: "badge") == nil)
    try host.tap("Save")
    host.advance(by: 0.5)
    // Halfway in: the toast is half transparent and 20 of its 40 points below its place;
    // the badge is blurred by 5 of 10 points, half transparent, at 0.9 of its size.
    let rising = try #require(host.frame(of: "toast"))
    #expect(abs(drawnOpacity(of: "toast", in: host) - 0.5) < 0.01)
    #expect(abs(drawnBlur(of: "badge", in: host) - 5) < 0.01)
    #expect(abs(drawnOpacity(of: "badge", in: host) - 0.5) < 0.01)
    #expect(abs(drawnScale(of: "badge", in: host) - 0.9) < 0.01)
    #expect(SVGBackend().render(host.renderTree).contains("feGaussianBlur"))
    host.settle()
    let toast = try #require(host.frame(of: "toast"))
    #expect(abs(rising.minY - (toast.minY + 20)) < 0.5)
    #expect(rising.minX == toast.minX)
    #expect(abs(drawnOpacity(of: "toast", in: host) - 1) < 0.001)
    #expect(drawnBlur(of: "badge", in: host) == 0)
    #expect(abs(drawnOpacity(of: "badge", in: host) - 1) < 0.001)

    try host.tap("Save")
    host.advance(by: 0.5)
    // Halfway out: both still drawn, the toast where it was, shrinking and fading.
    let leaving = try #require(host.frame(of: "toast"))
    #expect(abs(leaving.minY - toast.minY) < 0.5 && abs(leaving.minX - toast.minX) < 0.5)
    #expect(abs(drawnOpacity(of: "toast", in: host) - 0.5) < 0.01)
    #expect(abs(drawnScale(of: "toast", in: host) - 0.9) < 0.01)
    #expect(abs(drawnBlur(of: "badge", in: host) - 5) < 0.01)
    host.settle()
    #expect(host.frame(of: "toast") == nil)
    #expect(host.frame(of: "badge") == nil)
  }

  @Test func theTabUnderlineSlidesToTheSelectedTab() throws {
    let host = ViewHost(CategoryTabs(), size: phone)
    let all = try #require(host.frame(of: "tab-All"))
    let podcasts = try #require(host.frame(of: "tab-Podcasts"))
    let start = try #require(host.frame(of: "underline-All"))
    #expect(start.minX == all.minX)
    #expect(start.width == all.width)
    #expect(start.maxY == all.maxY)
    #expect(host.frame(of: "underline-Podcasts") == nil)
    try host.tap("Podcasts")
    host.advance(by: 0.5)
    // Halfway: the underline arriving and the one leaving are both midway between the tabs.
    let halfway = (all.minX + podcasts.minX) / 2
    let entering = try #require(host.frame(of: "underline-Podcasts"))
    let leaving = try #require(host.frame(of: "underline-All"))
    #expect(abs(entering.minX - halfway) <= 0.5)
    #expect(abs(leaving.minX - halfway) <= 0.5)
    #expect(entering.minY == start.minY)
    host.settle()
    let end = try #require(host.frame(of: "underline-Podcasts"))
    #expect(end.minX == podcasts.minX)
    #expect(end.width == podcasts.width)
    #expect(end.maxY == podcasts.maxY)
    #expect(host.frame(of: "underline-All") == nil)
  }

  @Test func aNumericTextCrossFadesToTheNewCount() throws {
    let host = ViewHost(LikeCounter(), size: phone)
    #expect(numbers(in: host) == ["0"])
    try host.tap("Like")
    host.advance(by: 0.5)
    // The old count fades out while the new one fades in.
    #expect(Set(numbers(in: host)) == ["0", "1"])
    host.settle()
    #expect(numbers(in: host) == ["1"])
  }

  @Test func sectionHeadersStayPinnedWhileTheirSectionShows() {
    let host = ViewHost(ContactsList(), size: phone)
    // Each section is a 28-point header and five 44-point rows: 248 points.
    #expect(host.frame(of: "header-A")?.minY == 0)
    #expect(host.frame(of: "header-B")?.minY == 248)
    host.scroll("contacts", to: CGPoint(x: 0, y: 100))
    #expect(host.frame(of: "header-A")?.minY == 0)
    #expect(host.frame(of: "header-B")?.minY == 148)
    // The end of section A (248) pushes its header up: 248 − 28 − 230 = −10.
    host.scroll("contacts", to: CGPoint(x: 0, y: 230))
    #expect(host.frame(of: "header-A")?.minY == -10)
    #expect(host.frame(of: "header-B")?.minY == 18)
    host.scroll("contacts", to: CGPoint(x: 0, y: 300))
    #expect(host.frame(of: "header-B")?.minY == 0)
    #expect(host.frame(of: "header-C")?.minY == 196)
    #expect(host.frame(of: "header-B")?.width == 390)
  }

  @Test func aFadedExcerptAndATiltedCover() throws {
    let host = ViewHost(ArticlePreview(), size: phone)
    #expect(host.frame(of: "excerpt")?.size == CGSize(width: 300, height: 80))
    #expect(host.renderTree.allNodes().contains { $0.node.role.kind == .mask })
    let svg = SVGBackend().render(host.renderTree)
    #expect(svg.contains("<mask id="))
    #expect(svg.contains("<linearGradient"))
    // The turn does not change layout.
    #expect(host.frame(of: "cover")?.size == CGSize(width: 200, height: 120))
    // Turned 30° about the vertical axis through its centre, seen from 200 points (the
    // longer side): the right edge goes away (depth −50, w = 1.25) and is drawn
    // 86.603 / 1.25 = 69.282 right of the centre; the left edge comes nearer (w = 0.75) and
    // is drawn 115.470 left of it. The centre stays.
    let matrix = try #require(projection(under: "cover", in: host))
    #expect(!matrix.isAffine)
    let centre = CGPoint(x: 100, y: 60).applying(matrix)
    let right = CGPoint(x: 200, y: 60).applying(matrix)
    let left = CGPoint(x: 0, y: 60).applying(matrix)
    #expect(abs(centre.x - 100) < 1e-6 && abs(centre.y - 60) < 1e-6)
    #expect(abs(right.x - 169.282) < 1e-3 && abs(right.y - 60) < 1e-6)
    #expect(abs(left.x + 15.470) < 1e-3 && abs(left.y - 60) < 1e-6)
    #expect(host.renderTree.dump().contains("projection ("))
  }
}
