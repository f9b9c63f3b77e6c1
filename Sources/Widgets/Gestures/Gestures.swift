import Foundation

/// A gesture that recognises one or more taps: SwiftUI's `TapGesture`. The host drives it with
/// ``ViewHost/tap(_:count:)``.
public struct TapGesture: PrimitiveGesture {
  public typealias Value = Void
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// The number of taps in a row the gesture waits for.
  public var count: Int

  /// Creates a tap gesture that waits for `count` taps.
  public init(count: Int = 1) { self.count = count }

  func recipes(_ sink: GestureSink<Void>) -> [GestureRecipe] {
    [GestureRecipe(.tap(count: max(count, 1)), sink)]
  }
}

/// A gesture that recognises a finger held down: SwiftUI's `LongPressGesture`. Its value is
/// `true` once the finger is down and when it ends. The host drives it with
/// ``ViewHost/longPress(_:)``, or before a drag when sequenced before one.
public struct LongPressGesture: PrimitiveGesture {
  public typealias Value = Bool
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// How long the finger must stay down, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move while down.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func recipes(_ sink: GestureSink<Bool>) -> [GestureRecipe] {
    let duration = minimumDuration.isFinite ? min(max(minimumDuration, 0), 3600) : 0.5
    return [GestureRecipe(.longPress(minimumDuration: duration), sink)]
  }
}

/// A gesture that follows a finger moving: SwiftUI's `DragGesture`. The host drives it with
/// ``ViewHost/drag(_:by:velocity:)``.
public struct DragGesture: PrimitiveGesture {
  /// Where the finger is, where it started, and how fast it moves.
  public struct Value: Equatable, Sendable {
    /// The time of the event, on the host's virtual clock (seconds from the reference date).
    public var time: Date
    /// Where the finger is, in the gesture's coordinate space.
    public var location: CGPoint
    /// Where the finger went down.
    public var startLocation: CGPoint
    /// How fast the finger moves, in points per second.
    public var velocity: CGSize
    /// Where the finger would stop if it lifted now and slowed down as a scroll view does.
    public var predictedEndLocation: CGPoint
    /// `location − startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// `predictedEndLocation − startLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// How far the finger moves before the gesture starts.
  public var minimumDistance: CGFloat
  /// The coordinate space of the locations.
  public var coordinateSpace: CoordinateSpace

  /// Creates a drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    let distance = minimumDistance.isFinite ? max(minimumDistance, 0) : 10
    return [GestureRecipe(.drag(minimumDistance: distance, coordinateSpace: coordinateSpace), sink)]
  }
}

/// A pinch: SwiftUI's `MagnifyGesture`. The host drives it with
/// ``ViewHost/magnify(_:by:velocity:)``.
public struct MagnifyGesture: PrimitiveGesture {
  /// How far the fingers have spread.
  public struct Value: Equatable, Sendable {
    /// The time of the event, on the host's virtual clock.
    public var time: Date
    /// The distance between the fingers over their distance at the start.
    public var magnification: CGFloat
    /// How fast the magnification changes, per second.
    public var velocity: CGFloat
    /// Where the fingers started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the fingers started, in the view's coordinates.
    public var startLocation: CGPoint
  }

  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// How much the magnification changes before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    [GestureRecipe(.magnify(minimumScaleDelta: validDelta(minimumScaleDelta, 0.01)), sink)]
  }
}

/// A two-finger rotation: SwiftUI's `RotateGesture`. The host drives it with
/// ``ViewHost/rotate(_:by:velocity:)``.
public struct RotateGesture: PrimitiveGesture {
  /// How far the fingers have turned.
  public struct Value: Equatable, Sendable {
    /// The time of the event, on the host's virtual clock.
    public var time: Date
    /// The angle the fingers have turned through.
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// Where the fingers started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the fingers started, in the view's coordinates.
    public var startLocation: CGPoint
  }

  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// How far the fingers turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    let delta = Angle(radians: validDelta(minimumAngleDelta.radians, Angle.degrees(1).radians))
    return [GestureRecipe(.rotate(minimumAngleDelta: delta), sink)]
  }
}

/// A pinch whose value is the magnification alone: SwiftUI's older
/// `MagnificationGesture`.
public struct MagnificationGesture: PrimitiveGesture {
  public typealias Value = CGFloat
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// How much the magnification changes before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func recipes(_ sink: GestureSink<CGFloat>) -> [GestureRecipe] {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification).recipes(sink)
  }
}

/// A rotation whose value is the angle alone: SwiftUI's older `RotationGesture`.
public struct RotationGesture: PrimitiveGesture {
  public typealias Value = Angle
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// How far the fingers turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func recipes(_ sink: GestureSink<Angle>) -> [GestureRecipe] {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation).recipes(sink)
  }
}

/// A threshold that is finite and not negative, else `fallback`.
private func validDelta(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
  value.isFinite ? max(value, 0) : fallback
}

/// Which gestures of a view and of the views inside it respond: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  /// The mask as bits.
  public let rawValue: UInt32
  /// Creates a mask from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Neither the gesture nor the gestures inside.
  public static let none = GestureMask([])
  /// The gesture attached, not those inside.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures inside, not the one attached.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all = GestureMask(rawValue: 3)
}

/// A property updated while a gesture runs and put back to its initial value when the gesture
/// ends: SwiftUI's `GestureState`.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
///
/// Circle()
///   .offset(offset)
///   .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value
  private let resetTransaction: (Value, inout Transaction) -> Void
  private let link = StateLink<Value>()

  /// Creates a gesture state with an initial value.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, reset: { _, _ in })
  }

  /// Creates a gesture state with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Creates a gesture state that goes back to its initial value in `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(
      wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
  }

  /// Creates a gesture state that goes back to its initial value in `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Creates a gesture state whose reset runs `reset` with the value it leaves and the
  /// transaction of the reset.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
    resetTransaction = reset
  }

  /// Creates a gesture state whose reset runs `reset`.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The value, as the gesture left it.
  @MainActor
  public var wrappedValue: Value { link.box?.value ?? initialValue }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Runs `update` with `value` on the state, in the transaction it chooses.
  @MainActor
  func apply<GestureValue>(
    _ value: GestureValue, _ update: (GestureValue, inout Value, inout Transaction) -> Void
  ) {
    guard let box = link.box else { return }
    var state = box.value
    var transaction = TransactionContext.current ?? Transaction()
    update(value, &state, &transaction)
    withTransaction(transaction) { box.set(state) }
  }

  /// Puts the state back to its initial value.
  @MainActor
  func reset() {
    guard let box = link.box else { return }
    var transaction = Transaction()
    resetTransaction(box.value, &transaction)
    let initialValue = initialValue
    withTransaction(transaction) { box.set(initialValue) }
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates a gesture state that starts as `nil`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// Creates a gesture state that starts as `nil`, whose reset runs `reset`.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension GestureState: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    let initialValue = initialValue
    link.box = element.storage(at: slot) { StateBox(initialValue, element: element) }
    slot += 1
  }
}
