// A user's screens, written as iOS code writes them, for Scripts/check-opaque-results.sh:
// compiled as a module of another package, they must see through the opaque result of
// every Galley modifier they call (decision record 0042). Not part of any target.
import Foundation
import Widgets

final class Store: ObservableObject { @Published var name = "" }
enum Field: Hashable { case name }

public struct ClientView: View {
  public init() {}
  @State private var text = ""
  @State private var isOn = false
  @State private var showSheet = false
  @State private var selection = 0
  @FocusState private var focus: Field?
  @Namespace private var ns

  public var body: some View {
    NavigationStack {
      List {
        Text("a").listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
          .listRowSeparatorTint(.red).listRowBackground(Color.blue)
        Toggle("On", isOn: $isOn).toggleStyle(.switch)
        Label("L", systemImage: "star").labelStyle(.iconOnly)
        Picker("P", selection: $selection) { Text("0").tag(0) }.pickerStyle(.segmented)
        ProgressView(value: 0.5).progressViewStyle(.linear)
        Gauge(value: 0.3) { Text("g") }.gaugeStyle(.accessoryCircular)
        Button("B") {}.buttonStyle(.borderedProminent)
        Button("C") {}.buttonStyle(.plain)
        TextField("t", text: $text).focused($focus, equals: .name)
        Text("u").underline().strikethrough().tint(.red)
        Text("m").matchedGeometryEffect(id: "m", in: ns)
        Rectangle().fill(Color.red.opacity(0.5))
        Rectangle().fill(.red.opacity(0.5))
        Text("o").foregroundStyle(.secondary).opacity(0.4)
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Title")
      .navigationBarTitleDisplayMode(.inline)
      .navigationDestination(for: Int.self) { Text("\($0)") }
      .searchable(text: $text)
      .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("x") {} } }
      .task {}
      .task(id: selection) {}
      .sheet(isPresented: $showSheet) {
        Text("s").presentationDetents([.medium]).presentationDragIndicator(.visible)
          .interactiveDismissDisabled()
      }
      .environmentObject(Store())
      .scrollTargetBehavior(.paging)
    }
    .tabItem { Label("t", systemImage: "star") }
    .tag(1)
    .transition(.opacity.combined(with: .scale))
  }
}

public struct ClientView2: View {
  @State private var flag = false
  @State private var value = 0.0
  public init() {}
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Title").font(.headline).lineLimit(2).multilineTextAlignment(.center)
        .truncationMode(.tail).minimumScaleFactor(0.5).textCase(.uppercase)
        .lineSpacing(2).bold().italic().fontWeight(.semibold).kerning(1)
      Image(systemName: "star.fill").resizable().symbolRenderingMode(.hierarchical)
        .scaledToFit().imageScale(.large).symbolVariant(.fill)
      Text("b").padding().background(Color.gray).overlay { Text("o") }
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
        .clipShape(RoundedRectangle(cornerRadius: 12)).cornerRadius(4)
        .shadow(radius: 3).offset(x: 2, y: 3).blur(radius: 1).brightness(0.1)
        .contrast(1.1).saturation(0.9).grayscale(0.2).hueRotation(.degrees(3))
        .scaleEffect(1.1).rotationEffect(.degrees(4)).zIndex(1)
      Text("c").onTapGesture { flag.toggle() }.onAppear {}.onDisappear {}
        .onChange(of: flag) { _, _ in }.disabled(flag).fixedSize().layoutPriority(1)
        .id(3).contentShape(Rectangle()).frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityLabel("L").accessibilityHint("H").accessibilityValue("V")
        .accessibilityAddTraits(.isButton).accessibilityHidden(false)
        .accessibilityIdentifier("id").accessibilityElement(children: .combine)
      Slider(value: $value).tint(.orange).controlSize(.small)
      Button("d") {}.buttonBorderShape(.capsule)
      ScrollView { Text("s") }.scrollDisabled(flag).scrollIndicators(.hidden)
        .ignoresSafeArea().safeAreaInset(edge: .bottom) { Text("i") }
      Text("r").redacted(reason: .placeholder).animation(.default, value: flag)
        .swipeActions { Button("x") {} }
        .alert("A", isPresented: $flag) { Button("ok") {} }
        .confirmationDialog("C", isPresented: $flag) { Button("ok") {} }
        .fullScreenCover(isPresented: $flag) { Text("f") }
        .preferredColorScheme(.dark).environment(\.colorScheme, .dark)
        .onSubmit {}.submitLabel(.done)
    }
  }
}

public struct ClientView3: View {
  @State private var offset = CGSize.zero
  @State private var on = false
  @State private var date = Date(timeIntervalSince1970: 0)
  @State private var id: Int?
  public init() {}
  public var body: some View {
    ZStack(alignment: .topLeading) {
      Circle().stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20)
      RoundedRectangle(cornerRadius: 4).strokeBorder(.blue, lineWidth: 1)
      Circle().trim(from: 0, to: 0.5).rotation(.degrees(90)).fill(Color.green)
      Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      Capsule().fill(.red.opacity(0.3)).mask { Circle() }.compositingGroup()
      Text("g").gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in })
        .simultaneousGesture(TapGesture().onEnded {}).onLongPressGesture(perform: {})
        .position(x: 3, y: 4).aspectRatio(1, contentMode: .fit)
      Text("t").transition(.move(edge: .bottom)).transition(.opacity.combined(with: .scale))
        .coordinateSpace(name: "c").sensoryFeedback(.success, trigger: on)
        .contentTransition(.numericText())
      ScrollView(.horizontal) {
        LazyHStack { ForEach(0..<3) { Text("\($0)").id($0) } }.scrollTargetLayout()
      }
      .scrollPosition(id: $id).containerRelativeFrame(.horizontal)
      Toggle("x", isOn: $on).labelsHidden()
      DatePicker("d", selection: $date).datePickerStyle(.compact)
      TextField("f", text: .constant("")).textFieldStyle(.roundedBorder)
      Image(systemName: "bell").symbolEffect(.bounce, value: on)
    }
    .onGeometryChange(for: CGFloat.self) {
      $0.size.width
    } action: { _ in
    }
  }
}
