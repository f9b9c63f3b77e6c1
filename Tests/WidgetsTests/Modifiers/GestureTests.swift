import Foundation
import Render
import Testing
import Widgets

/// A 50-point card in the middle of a 200-point host that follows a finger: `@GestureState`
/// while the finger is down, `@State` once it lifts.
struct DraggableCard: View {
  let log: CallLog
  @State private var position = CGSize.zero
  @GestureState private var dragOffset = CGSize.zero

  var body: some View {
    Color.blue.frame(width: 50, height: 50)
      .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
      .gesture(
        DragGesture()
          .updating($dragOffset) { value, state, _ in state = value.translation }
          .onChanged { log.entries.append("changed \($0.translation.width)") }
          .onEnded { value in
            log.entries.append(
              "ended \(value.translation.width) → \((value.predictedEndTranslation.width * 1000).rounded() / 1000)"
            )
            position.width += value.translation.width
            position.height += value.translation.height
          }
      )
      .tag("card")
  }
}

/// Logs the offset a `@GestureState` shows at each step of a drag.
struct OffsetWatcher: View {
  let log: CallLog
  @GestureState private var offset: CGFloat = 0

  var body: some View {
    Color.red.frame(width: 50, height: 50)
      .onChange(of: offset) { _, new in log.entries.append("offset \(new)") }
      .gesture(
        DragGesture(minimumDistance: 15).updating($offset) { value, state, _ in
          state = value.translation.height
        }
      )
      .tag("card")
  }
}

@MainActor
struct DragGestureTests {
  @Test func aDragMovesInFourFramesAndEndsWithItsPrediction() {
    let log = CallLog()
    let host = host(DraggableCard(log: log))
    #expect(host.frame(of: "card") == rect(75, 75, 50, 50))
    let start = host.time
    host.drag("card", by: CGSize(width: 40, height: 0), velocity: CGSize(width: 100, height: 0))
    // 10, 20, 30, 40: the first step reaches the 10-point minimum distance. The prediction
    // adds what a scroll view travels at 100 points per second: 100 / 1000 × 499 = 49.9.
    #expect(
      log.entries == [
        "changed 10.0", "changed 20.0", "changed 30.0", "changed 40.0", "ended 40.0 → 89.9",
      ])
    #expect(host.frame(of: "card") == rect(115, 75, 50, 50))
    #expect(abs(host.time - start - 4.0 / 60) < 1e-9)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func gestureStateFollowsTheFingerAndGoesBackWhenItLifts() {
    let log = CallLog()
    let host = host(OffsetWatcher(log: log))
    host.drag("card", by: CGSize(width: 0, height: 40))
    // Steps of 10, 20, 30, 40: the first is short of the 15-point minimum.
    #expect(log.entries == ["offset 20.0", "offset 30.0", "offset 40.0", "offset 0.0"])
  }

  @Test func aDragShorterThanTheMinimumDistanceNeverStarts() {
    let log = CallLog()
    let host = host(DraggableCard(log: log))
    host.drag("card", by: CGSize(width: 8, height: 0))
    #expect(log.entries.isEmpty)
    #expect(host.frame(of: "card") == rect(75, 75, 50, 50))
  }

  @Test func locationsAreInTheGesturesViewUnlessGlobalIsAsked() {
    let log = CallLog()
    let host = host(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 40, height: 40)
          .gesture(
            DragGesture().onEnded {
              log.entries.append("local \($0.startLocation.x),\($0.location.x)")
            }
          )
          .simultaneousGesture(
            DragGesture(coordinateSpace: .global).onEnded {
              log.entries.append("global \($0.startLocation.x),\($0.location.x)")
            }
          )
          .tag("box")
      })
    // The box is 40 wide at x = 90 (the stack of 60 centred in 200): its centre is 20 in its
    // own coordinates and 110 in the host's.
    host.drag("box", by: CGSize(width: 12, height: 0))
    #expect(log.entries.sorted() == ["global 110.0,122.0", "local 20.0,32.0"])
  }

  @Test func aLongPressSequencedBeforeADragHoldsTheFingerFirst() {
    let log = CallLog()
    let host = host(
      Color.blue.frame(width: 50, height: 50)
        .gesture(
          LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture())
            .onChanged { value in
              switch value {
              case .first(let pressing): log.entries.append("first \(pressing)")
              case .second(let pressed, let drag):
                log.entries.append("second \(pressed) \(drag?.translation.height ?? -1)")
              }
            }
            .onEnded { _ in log.entries.append("ended") }
        )
        .tag("card"))
    let start = host.time
    host.drag("card", by: CGSize(width: 0, height: 80))
    #expect(
      log.entries == [
        "first true", "second true -1.0", "second true 20.0", "second true 40.0",
        "second true 60.0", "second true 80.0", "ended",
      ])
    #expect(abs(host.time - start - (0.3 + 4.0 / 60)) < 1e-9)
  }
}

/// An outer and an inner drag gesture, the outer attached with `priority`.
struct NestedDrags: View {
  let log: CallLog
  let priority: String

  var body: some View {
    let inner = DragGesture().onEnded { _ in log.entries.append("inner") }
    let outer = DragGesture().onEnded { _ in log.entries.append("outer") }
    let card = Color.blue.frame(width: 50, height: 50).gesture(inner).tag("card")
    let stack = VStack { card }.frame(width: 100, height: 100)
    switch priority {
    case "high": return AnyView(stack.highPriorityGesture(outer))
    case "simultaneous": return AnyView(stack.simultaneousGesture(outer))
    default: return AnyView(stack.gesture(outer))
    }
  }
}

/// A long press sequenced before a drag, with its state shown.
struct PressThenDrag: View {
  @GestureState private var isPressed = false

  var body: some View {
    VStack {
      Text(isPressed ? "pressed" : "idle").tag("status")
      Color.blue.frame(width: 50, height: 50)
        .gesture(
          LongPressGesture().sequenced(before: DragGesture())
            .updating($isPressed) { value, state, _ in
              if case .first(true) = value { state = true }
            }
        )
        .tag("card")
    }
  }
}

@MainActor
struct SequencedStateTests {
  @Test func aLongPressAloneEndsTheSequenceAndResetsItsState() throws {
    let host = host(PressThenDrag())
    try host.longPress("card")
    #expect(host.drawnText(of: "status")?.string == "idle")
  }
}

@MainActor
struct GesturePriorityTests {
  @Test(arguments: [
    ("normal", ["inner"]), ("high", ["outer"]), ("simultaneous", ["inner", "outer"]),
  ])
  func theInnermostGestureWinsUnlessTheOuterOneSaysOtherwise(
    priority: String, heard: [String]
  ) {
    let log = CallLog()
    let host = host(NestedDrags(log: log, priority: priority))
    host.drag("card", by: CGSize(width: 30, height: 0))
    #expect(log.entries == heard)
  }

  @Test func aMaskWithoutSubviewsSilencesTheGesturesInside() {
    let log = CallLog()
    let host = host(
      VStack {
        Color.blue.frame(width: 50, height: 50)
          .gesture(DragGesture().onEnded { _ in log.entries.append("inner") }).tag("card")
      }
      .gesture(DragGesture().onEnded { _ in log.entries.append("outer") }, including: .gesture))
    host.drag("card", by: CGSize(width: 30, height: 0))
    #expect(log.entries == ["outer"])
  }

  @Test func aDisabledDragGestureDoesNothingAndSaysSo() {
    let log = CallLog()
    let host = host(DraggableCard(log: log).disabled(true))
    host.drag("card", by: CGSize(width: 40, height: 0))
    #expect(log.entries.isEmpty)
    #expect(host.diagnostics.map(\.message) == ["\"card\" is disabled; the drag did nothing."])
  }

  @Test func aDragGestureInAScrollViewTakesTheDragFromIt() {
    let log = CallLog()
    let host = host(
      ScrollView {
        VStack(spacing: 0) {
          Color.blue.frame(height: 50)
            .gesture(DragGesture().onEnded { _ in log.entries.append("card") }).tag("card")
          Color.red.frame(height: 400)
        }
      }
      .tag("list"))
    host.drag("card", by: CGSize(width: 0, height: -30))
    #expect(log.entries == ["card"])
    #expect(host.scrollGeometry("list")?.contentOffset == .zero)
    // The scroll view's centre has no drag gesture: the list scrolls.
    host.drag("list", by: CGSize(width: 0, height: -30))
    #expect(host.scrollGeometry("list")?.contentOffset == CGPoint(x: 0, y: 30))
  }

  @Test func theTreeShowsTheGesture() {
    let host = host(
      Color.red.frame(width: 10, height: 10)
        .gesture(MagnifyGesture().simultaneously(with: RotateGesture())))
    let node = host.renderTree.allNodes().first { $0.node.role.kind == .gesture }
    #expect(node?.node.role.description == "gesture MagnifyGesture + RotateGesture")
  }
}

@MainActor
struct PinchAndRotateTests {
  @Test func aPinchSpreadsInFourFrames() throws {
    let log = CallLog()
    let host = host(
      Color.red.frame(width: 80, height: 80)
        .gesture(
          MagnifyGesture()
            .onChanged { log.entries.append("\($0.magnification)") }
            .onEnded {
              log.entries.append("ended \($0.magnification) at \($0.startLocation.x)")
            }
        )
        .tag("photo"))
    try host.magnify("photo", by: 2)
    #expect(log.entries == ["1.25", "1.5", "1.75", "2.0", "ended 2.0 at 40.0"])
  }

  @Test func theOlderGesturesGiveTheirValuesAlone() throws {
    let log = CallLog()
    let host = host(
      Color.red.frame(width: 80, height: 80)
        .gesture(MagnificationGesture().onEnded { log.entries.append("scale \($0)") })
        .simultaneousGesture(
          RotationGesture().onEnded { log.entries.append("angle \($0.degrees)") }
        )
        .tag("photo"))
    try host.magnify("photo", by: 0.5)
    try host.rotate("photo", by: .degrees(90))
    #expect(log.entries == ["scale 0.5", "angle 90.0"])
  }

  @Test func simultaneousGesturesReportWhatEachSaw() throws {
    let log = CallLog()
    let host = host(
      Color.red.frame(width: 80, height: 80)
        .gesture(
          MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { value in
            log.entries.append(
              "\(value.first?.magnification ?? -1) \(value.second?.rotation.degrees ?? -1)")
          }
        )
        .tag("photo"))
    try host.magnify("photo", by: 3)
    #expect(log.entries == ["3.0 -1.0"])
  }

  @Test func pinchingWhatDoesNotRecognisePinchesThrows() {
    let host = host(Color.red.frame(width: 80, height: 80).tag("photo"))
    #expect(
      throws: ViewHostError(
        "Nothing at the centre of \"photo\" (100, 100) recognises pinches.")
    ) { try host.magnify("photo", by: 2) }
    #expect(
      throws: ViewHostError(
        "A pinch to nan at 0 per second is not possible; the scale must be finite and not negative."
      )
    ) { try host.magnify("photo", by: .nan) }
  }

  @Test func aTapGestureIsTappedAsOnTapGestureIs() throws {
    let log = CallLog()
    let host = host(
      Color.red.frame(width: 80, height: 80)
        .gesture(TapGesture(count: 2).onEnded { log.entries.append("double") })
        .tag("photo"))
    try host.tap("photo", count: 2)
    #expect(log.entries == ["double"])
  }
}

@MainActor
struct TapPriorityTests {
  @Test func aHighPriorityTapGestureWinsOverTheButtonInside() throws {
    let log = CallLog()
    let host = host(
      Button("Buy") { log.entries.append("button") }
        .highPriorityGesture(TapGesture().onEnded { log.entries.append("high") }))
    try host.tap("Buy")
    #expect(log.entries == ["high"])
  }

  @Test func aSimultaneousTapGestureHearsTheTapWithTheButton() throws {
    let log = CallLog()
    let host = host(
      Button("Buy") { log.entries.append("button") }
        .simultaneousGesture(TapGesture().onEnded { log.entries.append("also") }))
    try host.tap("Buy")
    #expect(log.entries == ["button", "also"])
  }

  @Test func aMaskDecidesWhetherTheGestureOrWhatIsInsideIt() throws {
    let log = CallLog()
    func screen(_ mask: GestureMask) -> some View {
      VStack { Button("Inner") { log.entries.append("inner") } }
        .gesture(TapGesture().onEnded { log.entries.append("outer") }, including: mask)
    }
    try host(screen(.gesture)).tap("Inner")
    try host(screen(.subviews)).tap("Inner")
    // With .all the innermost wins, as for any `gesture`.
    try host(screen(.all)).tap("Inner")
    #expect(log.entries == ["outer", "inner", "inner"])
    #expect(throws: ViewHostError.self) { try host(screen(.none)).tap("Inner") }
  }
}

@MainActor
struct TransformedHitTests {
  /// A button under a 20-point square laid out 25 points right of the host's centre (at
  /// 115…135 across, 90…110 down), whose drawing `effect` moves over the button's centre
  /// (100, 100).
  private func covered(_ effect: (AnyView) -> AnyView, log: CallLog) -> some View {
    ZStack {
      Button("Under") { log.entries.append("button") }
      effect(
        AnyView(
          Color.red.frame(width: 20, height: 20)
            .onTapGesture { log.entries.append("square") })
      )
      .offset(x: 25)
    }
    .frame(width: 200, height: 200)
  }

  @Test func aScaledViewIsHitWhereItIsDrawn() throws {
    let log = CallLog()
    // Scaled 4 times about its centre (125), drawn at 85…165 across.
    try host(covered({ AnyView($0.scaleEffect(4)) }, log: log)).tap("Under")
    // Unscaled, the square is beside the button's centre.
    try host(covered({ $0 }, log: log)).tap("Under")
    #expect(log.entries == ["square", "button"])
  }

  @Test func aTransformedViewIsHitWhereItIsDrawn() throws {
    let log = CallLog()
    // Drawn 30 points left of where it is laid out: 85…105.
    try host(
      covered(
        { AnyView($0.transformEffect(CGAffineTransform(translationX: -30, y: 0))) }, log: log)
    ).tap("Under")
    // Turned a quarter clockwise about its top leading corner (115, 90): drawn at 95…115
    // across and 90…110 down.
    try host(
      covered({ AnyView($0.rotationEffect(.degrees(90), anchor: .topLeading)) }, log: log)
    ).tap("Under")
    #expect(log.entries == ["square", "square"])
  }

  @Test func dragLocationsAreInTheNamedSpaceAroundTheGesture() throws {
    let log = CallLog()
    // The board, 90 points square, lies at (55, 55); the red square's centre, where the
    // finger goes down, at (100, 100): (45, 45) on the board.
    let host = host(
      VStack {
        Color.red.frame(width: 50, height: 50)
          .gesture(
            DragGesture(coordinateSpace: .named("board")).onEnded { value in
              let (start, end) = (value.startLocation, value.location)
              log.entries.append("(\(start.x), \(start.y)) → (\(end.x), \(end.y))")
            }
          )
          .tag("square")
      }
      .padding(20)
      .coordinateSpace(.named("board")))
    host.drag("square", by: CGSize(width: 40, height: 0))
    #expect(log.entries == ["(45.0, 45.0) → (85.0, 45.0)"])
  }
}
