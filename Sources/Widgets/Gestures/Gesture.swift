import Foundation

/// An instance that matches a sequence of events to a gesture and returns a stream of values
/// for each of its states: SwiftUI's `Gesture`.
///
/// Attach one with ``View/gesture(_:including:)``, ``View/simultaneousGesture(_:including:)``
/// or ``View/highPriorityGesture(_:including:)``; the host drives it with
/// ``ViewHost/drag(_:by:velocity:)``, ``ViewHost/magnify(_:by:velocity:)``,
/// ``ViewHost/rotate(_:by:velocity:)``, ``ViewHost/tap(_:count:)`` and
/// ``ViewHost/longPress(_:)``.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type of value the gesture produces while it changes and when it ends.
  associatedtype Value
  /// The type of gesture this gesture is made of.
  associatedtype Body: Gesture
  /// The gesture this gesture is made of.
  var body: Body { get }
}

extension Never: Gesture {
  /// Never has values.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// A gesture built in has no body.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive gesture; its body must not be evaluated.")
  }
}

/// Where a gesture's values go as the host drives it: on each change, at the end, and when
/// it stops (ended or cancelled), which resets gesture state.
@MainActor
struct GestureSink<Value> {
  var changed: (Value) -> Void
  var ended: (Value) -> Void
  var stopped: () -> Void

  /// This sink, running `action` first on each change (`onChanged`) or at the end
  /// (`onEnded`).
  func running(_ action: @escaping (Value) -> Void, on event: GestureEvent) -> GestureSink {
    var result = self
    switch event {
    case .changed:
      let changed = changed
      result.changed = {
        action($0)
        changed($0)
      }
    case .ended:
      let ended = ended
      result.ended = {
        action($0)
        ended($0)
      }
    }
    return result
  }
}

/// When an `onChanged` or `onEnded` action runs.
enum GestureEvent {
  case changed, ended
}

/// One primitive gesture of an attached gesture, with what to do with its values.
@MainActor
struct GestureRecipe {
  /// What events the gesture recognises.
  enum Kind: Equatable {
    case tap(count: Int)
    case longPress(minimumDuration: Double)
    case drag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
    case magnify(minimumScaleDelta: CGFloat)
    case rotate(minimumAngleDelta: Angle)

    /// The gesture's name in the render tree.
    var name: String {
      switch self {
      case .tap: "TapGesture"
      case .longPress: "LongPressGesture"
      case .drag: "DragGesture"
      case .magnify: "MagnifyGesture"
      case .rotate: "RotateGesture"
      }
    }
  }

  let kind: Kind
  /// The primitive value (`DragGesture.Value`, `Bool`, `()`) as the gesture changes.
  let changed: (Any) -> Void
  /// The primitive value when the gesture ends.
  let ended: (Any) -> Void
  /// After the gesture ended or was cancelled.
  let stopped: () -> Void
  /// For the second gesture of a `sequenced(before:)`: it starts only after the first.
  var stage = 0
  /// For the second gesture of an `exclusively(before:)`: it runs only when no gesture
  /// before it in the same attachment recognises the event.
  var isFallback = false

  /// A recipe of `kind` whose values are `Value`, sent to `sink`.
  init<Value>(_ kind: Kind, _ sink: GestureSink<Value>) {
    self.kind = kind
    changed = { if let value = $0 as? Value { sink.changed(value) } }
    ended = { if let value = $0 as? Value { sink.ended(value) } }
    stopped = sink.stopped
  }
}

/// A gesture built in: its recipes come from itself, not from a body.
@MainActor
protocol PrimitiveGesture: Gesture {
  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe]
}

extension PrimitiveGesture {
  /// The `body` of a primitive gesture, which must never be asked for.
  func primitiveBody() -> Never {
    preconditionFailure("\(Self.self) is a primitive gesture; its body must not be evaluated.")
  }

  fileprivate func erasedRecipes(_ sink: Any) -> [GestureRecipe] {
    // The sink was made for `Self.Value`: the caller is `makeRecipes` on `Self`.
    recipes(unsafeBitCast(sink, to: GestureSink<Value>.self))
  }
}

extension Gesture {
  /// The primitive gestures this gesture is made of, sending its values to `sink`.
  func makeRecipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    if let primitive = self as? any PrimitiveGesture { return primitive.erasedRecipes(sink) }
    // A gesture of the user's: its body's values, as this gesture's when they are.
    return body.makeRecipes(
      GestureSink<Body.Value>(
        changed: { if let value = $0 as? Value { sink.changed(value) } },
        ended: { if let value = $0 as? Value { sink.ended(value) } },
        stopped: sink.stopped))
  }

}

// MARK: - Responding to values

/// A gesture that runs an action as its value changes: made by `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    content.makeRecipes(sink.running(action, on: .changed))
  }
}

/// A gesture that runs an action when it ends: made by `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    content.makeRecipes(sink.running(action, on: .ended))
  }
}

/// A gesture whose values are transformed: made by `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  let content: Content
  let transform: (Content.Value) -> Value

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    let transform = transform
    return content.makeRecipes(
      GestureSink(
        changed: { sink.changed(transform($0)) }, ended: { sink.ended(transform($0)) },
        stopped: sink.stopped))
  }
}

/// A gesture that updates a ``GestureState`` as it changes: made by
/// `updating(_:body:)`. The state goes back to its initial value when the gesture ends or is
/// cancelled.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
  public typealias Value = Base.Value
  /// A primitive gesture: `body` is the update, as in SwiftUI.
  public typealias Body = Never
  /// The gesture that updates the state.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  /// How a value of the gesture changes the state.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

  public init(
    base: Base, state: GestureState<State>,
    body:
      @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) ->
      Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    let state = state
    let update = body
    return base.makeRecipes(
      GestureSink(
        changed: {
          state.apply($0, update)
          sink.changed($0)
        },
        ended: {
          state.apply($0, update)
          sink.ended($0)
        },
        stopped: {
          state.reset()
          sink.stopped()
        }))
  }
}

extension Gesture {
  /// Runs `action` each time the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }

  /// Runs `action` when the gesture ends, with its last value.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates `state` as the gesture changes; `state` goes back to its initial value when the
  /// gesture ends.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// A gesture whose values are `body` of this gesture's.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// This gesture and `other` recognised at the same time.
  public func simultaneously<Other: Gesture>(
    with other: Other
  ) -> SimultaneousGesture<
    Self, Other
  > {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other` once it has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or `other` when this one does not recognise the events.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

// MARK: - Composition

/// Two gestures recognised at the same time: SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// The values of the two gestures, `nil` for one that has not changed yet.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Combines two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    let latest = Latest<Value>(Value(first: nil, second: nil))
    func forward<V>(_ keyPath: WritableKeyPath<Value, V?>) -> GestureSink<V> {
      GestureSink(
        changed: {
          latest.value[keyPath: keyPath] = $0
          sink.changed(latest.value)
        },
        ended: {
          latest.value[keyPath: keyPath] = $0
          sink.ended(latest.value)
        },
        stopped: {
          latest.value[keyPath: keyPath] = nil
          sink.stopped()
        })
    }
    return first.makeRecipes(forward(\.first)) + second.makeRecipes(forward(\.second))
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture followed by another: SwiftUI's `SequenceGesture`. The second starts once the
/// first has ended (a long press, then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// Where the sequence is.
  public enum Value {
    /// The first gesture is under way.
    case first(First.Value)
    /// The first gesture ended with its value; the second has this value, if it changed.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Sequences two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    let done = Latest<First.Value?>(nil)
    let firsts = first.makeRecipes(
      GestureSink(
        changed: { sink.changed(.first($0)) },
        ended: {
          done.value = $0
          sink.changed(.second($0, nil))
        },
        // A long press that ends the sequence on its own (`host.longPress`) stops it; before
        // a drag the host does not stop it, and the drag's end does.
        stopped: {
          done.value = nil
          sink.stopped()
        }))
    var seconds = second.makeRecipes(
      GestureSink(
        changed: { if let first = done.value { sink.changed(.second(first, $0)) } },
        ended: { if let first = done.value { sink.ended(.second(first, $0)) } },
        stopped: {
          done.value = nil
          sink.stopped()
        }))
    for index in seconds.indices { seconds[index].stage = 1 }
    return firsts + seconds
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures, the first when it recognises the events: SwiftUI's
/// `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  /// Which gesture recognised the events, with its value.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }

  /// The gesture that goes first.
  public var first: First
  /// The gesture that runs when the first does not recognise the events.
  public var second: Second

  /// Makes a gesture of two, the first taking precedence.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] {
    let firsts = first.makeRecipes(
      GestureSink(
        changed: { sink.changed(.first($0)) }, ended: { sink.ended(.first($0)) },
        stopped: sink.stopped))
    var seconds = second.makeRecipes(
      GestureSink(
        changed: { sink.changed(.second($0)) }, ended: { sink.ended(.second($0)) },
        stopped: sink.stopped))
    for index in seconds.indices { seconds[index].isFallback = true }
    return firsts + seconds
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A type-erased gesture: SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: PrimitiveGesture {
  /// Primitive gestures have no body.
  public var body: Never { primitiveBody() }
  private let make: (GestureSink<Value>) -> [GestureRecipe]

  /// Wraps `gesture`.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    make = { gesture.makeRecipes($0) }
  }

  func recipes(_ sink: GestureSink<Value>) -> [GestureRecipe] { make(sink) }
}

/// The last value a composed gesture saw, shared by its parts.
@MainActor
private final class Latest<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
