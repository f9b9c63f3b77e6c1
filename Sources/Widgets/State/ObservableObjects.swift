import Foundation

#if canImport(Combine)
  import Combine

  /// An `ObservableObject` a view owns: SwiftUI's `StateObject`.
  ///
  /// The object is made once per identity of the view, the first time the view is resolved,
  /// and lives as long as the view does; each `objectWillChange` marks the view for an update.
  ///
  /// ```swift
  /// struct InboxScreen: View {
  ///   @StateObject private var model = InboxModel()
  ///   var body: some View { Text("\(model.unread) unread") }
  /// }
  /// ```
  @propertyWrapper
  public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let link = ObjectLink<ObjectType>()

    /// Creates the property; `thunk` runs once per identity of the view.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
      make = thunk
    }

    /// The object. Read before the view is installed in a host, it is made then and kept
    /// until the view is installed, which makes its own.
    @MainActor
    public var wrappedValue: ObjectType {
      if let object = link.object { return object }
      let made = make()
      link.object = made
      return made
    }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
      ObservedObject<ObjectType>.Wrapper(wrappedValue)
    }
  }

  extension StateObject: InstallableProperty {
    func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
      let make = make
      let subscription = element.storage(at: slot) { ObjectSubscription(element: element) }
      if subscription.object == nil { subscription.observe(make()) }
      link.object = subscription.object as? ObjectType
      slot += 1
    }
  }

  /// An `ObservableObject` a view is given: SwiftUI's `ObservedObject`. Each
  /// `objectWillChange` of the object marks the view for an update.
  @propertyWrapper
  public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
      self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
      wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
      private let object: ObjectType

      init(_ object: ObjectType) { self.object = object }

      /// A binding to a property of the object.
      public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
        -> Binding<Subject>
      {
        let object = object
        return Binding(
          get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
          location: AnyHashable(
            PropertyLocation(base: ObjectIdentifier(object), keyPath: keyPath)),
          value: object[keyPath: keyPath])
      }
    }
  }

  extension ObservedObject: InstallableProperty {
    func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
      let subscription = element.storage(at: slot) { ObjectSubscription(element: element) }
      if subscription.object !== wrappedValue { subscription.observe(wrappedValue) }
      slot += 1
    }
  }

  /// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`:
  /// SwiftUI's `EnvironmentObject`.
  ///
  /// Reading one that no ancestor provided stops the program with a message naming the
  /// type, as SwiftUI does.
  @propertyWrapper
  public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let link = ObjectLink<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    @MainActor
    public var wrappedValue: ObjectType {
      guard let object = link.object else {
        preconditionFailure(
          "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
        )
      }
      return object
    }

    /// Bindings to the object's properties: `$settings.name`.
    @MainActor
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
      ObservedObject<ObjectType>.Wrapper(wrappedValue)
    }
  }

  extension EnvironmentObject: InstallableProperty {
    func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
      let object = environment.value(for: ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self))
      link.object = object as? ObjectType
      let subscription = element.storage(at: slot) { ObjectSubscription(element: element) }
      if let object = link.object, subscription.object !== object { subscription.observe(object) }
      slot += 1
    }
  }

  /// The environment key of objects put in with `environmentObject(_:)`, apart from the
  /// `@Observable` objects of `environment(_:)`.
  private enum EnvironmentObjectKey<ObjectType> {}

  extension View {
    /// Puts an `ObservableObject` in the environment, for `@EnvironmentObject` below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
      modifier(
        EnvironmentModifier { environment, _ in
          environment.setValue(object, for: ObjectIdentifier(EnvironmentObjectKey<T>.self))
        })
    }
  }

  /// Connects a property wrapper, rebuilt with every view value, to its object.
  final class ObjectLink<ObjectType> {
    var object: ObjectType?
  }

  /// A view's subscription to one object's `objectWillChange`, kept in the view's element.
  @MainActor
  final class ObjectSubscription {
    private(set) var object: AnyObject?
    private var cancellable: AnyCancellable?
    private weak var element: Element?

    init(element: Element) { self.element = element }

    /// Observes `object` instead of the one before.
    func observe<ObjectType: ObservableObject>(_ object: ObjectType) {
      self.object = object
      guard let element, let session = element.session else { return }
      cancellable = object.objectWillChange.sink(
        receiveValue: Self.poster(inbox: session.observations, element: element))
    }

    /// The closure that records a change, from whichever thread sends it, for the host's
    /// next update.
    private nonisolated static func poster<Output>(
      inbox: ObservationInbox, element: Element
    )
      -> (Output) -> Void
    {
      let target = WeakElement(element)
      return { _ in
        if let element = target.element { inbox.post(element) }
      }
    }
  }

  /// A weak reference to an element that may cross threads; the element is only used on the
  /// main actor, by the inbox's drain.
  struct WeakElement: @unchecked Sendable {
    weak var element: Element?
    init(_ element: Element) { self.element = element }
  }
#endif
