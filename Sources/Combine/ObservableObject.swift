import Foundation

/// An object that announces its changes before they happen: Combine's `ObservableObject`.
///
/// A class that does not declare `objectWillChange` gets one that its `@Published`
/// properties send through before each change.
///
/// ```swift
/// final class Inbox: ObservableObject {
///   @Published var unread = 0
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// The publisher of the object's changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher the object's `@Published` properties send through before each change.
  ///
  /// The first read makes it and hands it to every `@Published` property of the object
  /// (superclasses' included); an object without one gets a new publisher on every read, as
  /// nothing in it can change observably.
  public var objectWillChange: ObservableObjectPublisher {
    var storages: [any PublishedStorage] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let property = child.value as? any PublishedProperty {
          storages.append(property.storage)
        }
      }
      mirror = current.superclassMirror
    }
    if let existing = storages.lazy.compactMap(\.willChange).first { return existing }
    let publisher = ObservableObjectPublisher()
    for storage in storages { storage.willChange = publisher }
    return publisher
  }
}

/// The publisher of an object's changes: Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  // `@unchecked`: the subscribers are guarded by the subject's lock.
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  /// A publisher with no subscribers.
  public init() {}

  /// Announces a change.
  public func send() { subject.send(()) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }
}

/// A `@Published` property, found by reflection.
protocol PublishedProperty {
  /// Its storage, shared by every copy of the property.
  var storage: any PublishedStorage { get }
}

/// The storage of a `@Published` property.
protocol PublishedStorage: AnyObject {
  /// The publisher of the enclosing object's changes, once it was asked for.
  var willChange: ObservableObjectPublisher? { get set }
}

/// A property that publishes its changes and announces them to its object: Combine's
/// `Published`.
///
/// Writing the property sends the object's `objectWillChange`, then the new value to the
/// subscribers of `$property`, then stores it: subscribers see the new value while the
/// property still holds the old one, as in Combine.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
  final class Box: PublishedStorage {
    var value: Value
    var willChange: ObservableObjectPublisher?
    lazy var subject = PassthroughSubject<Value, Never>()
    /// The subscription of `assign(to: &$property)`, which ends with the property.
    var assignment: AnyCancellable?

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
      willChange?.send()
      subject.send(newValue)
      value = newValue
    }
  }

  private let box: Box

  var storage: any PublishedStorage { box }

  /// A published property holding `value`.
  public init(wrappedValue value: Value) {
    box = Box(value)
  }

  /// A published property holding `value`.
  public init(initialValue value: Value) {
    box = Box(value)
  }

  /// Only for classes: the property is read and written through the enclosing instance.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The property's value, read and written through its object.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set { object[keyPath: storageKeyPath].box.set(newValue) }
  }

  /// The publisher of the property: its current value first, then every new value.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {}
  }

  /// The publisher of a `@Published` property.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let box: Box

    fileprivate init(box: Box) { self.box = box }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      let subject = CurrentValueSubject<Value, Never>(box.value)
      // The current value, then the property's values, through one subscription.
      let forward = box.subject.subscribe(subject)
      subject.receive(
        subscriber: ClosureSubscriber<Value, Never>(
          subscription: { subscription in
            subscriber.receive(subscription: CancellingSubscription(subscription, also: forward))
          },
          value: subscriber.receive(_:),
          completion: subscriber.receive(completion:)))
    }

  }
}

extension Publisher where Failure == Never {
  /// Writes each value to a `@Published` property (`.assign(to: &$title)`); the subscription
  /// lasts as long as the property's object.
  public func assign(to published: inout Published<Output>.Publisher) {
    // The property's storage keeps the subscription, and the subscription holds the storage
    // weakly: it ends when the property's object goes.
    let storage = published.box
    let sink = Subscribers.Sink<Output, Never>(
      receiveCompletion: { _ in }, receiveValue: { [weak storage] in storage?.set($0) })
    storage.assignment = AnyCancellable(sink)
    receive(subscriber: sink)
  }
}

/// A subscription that also cancels another cancellable when cancelled.
private final class CancellingSubscription: Subscription {
  private let wrapped: any Subscription
  private let other: AnyCancellable

  init(_ wrapped: any Subscription, also other: AnyCancellable) {
    self.wrapped = wrapped
    self.other = other
  }

  func request(_ demand: Subscribers.Demand) { wrapped.request(demand) }

  func cancel() {
    wrapped.cancel()
    other.cancel()
  }
}

/// A publisher that can say which source it reads, so that a subscriber made for one source
/// can tell when it is handed another (`onReceive(model.$title)` after the model changed).
package protocol PublisherIdentity {
  /// The identity of the source.
  var publisherIdentity: ObjectIdentifier { get }
}

extension Published.Publisher: PublisherIdentity {
  package var publisherIdentity: ObjectIdentifier { ObjectIdentifier(box) }
}
