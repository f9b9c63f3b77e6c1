import Foundation

#if canImport(Combine)
  import Combine

  extension View {
    /// Runs `action` with each value `publisher` sends while the view is in the tree:
    /// SwiftUI's `onReceive(_:perform:)`.
    ///
    /// A timer (`Timer.publish(every:on:in:).autoconnect()`) runs on the host's virtual
    /// clock: from the update in which the view appears, `advance(by:)` delivers a tick for
    /// every `interval` that passes, dated by the host's ``ViewHost/date``. Other publishers
    /// are subscribed to when the view appears and cancelled when it leaves; the values they
    /// send, from any thread, are handled in order at the host's next update (reading the
    /// render tree, `update()`, an interaction), a `Just`'s right after the update that
    /// subscribed.
    public func onReceive<P: Publisher>(
      _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
      modifier(ReceiveModifier(publisher: publisher, action: action))
    }
  }

  /// `onReceive(_:perform:)`; adds no node.
  struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func makeNodes<C: View>(
      content: C, in element: Element, context: ResolveContext
    )
      -> [LayoutNode]
    {
      let receiver = element.kept("receive") { Receiver<P.Output>(element: element) }
      receiver.action = action
      // A publisher of another source (`model.$title` of another model) replaces the
      // subscription; one whose source cannot be told keeps the first.
      let identity = Self.identity(of: publisher)
      if receiver.isConnected, let identity, identity != receiver.publisherIdentity {
        receiver.stop()
      }
      if !receiver.isConnected {
        receiver.isConnected = true
        receiver.publisherIdentity = identity
        connect(receiver, session: context.session)
        if !receiver.isListedForDisappearance {
          receiver.isListedForDisappearance = true
          element.disappearActions.append { [weak receiver] in receiver?.stop() }
        }
      }
      return element.resolveContent(content, context: context)
    }

    /// The source a publisher reads: the object itself for a class, the property for a
    /// `@Published` property's publisher; `nil` when it cannot be told.
    private static func identity(of publisher: P) -> ObjectIdentifier? {
      if Mirror(reflecting: publisher).displayStyle == .class {
        return ObjectIdentifier(publisher as AnyObject)
      }
      #if !canImport(Darwin)
        return (publisher as? any PublisherIdentity)?.publisherIdentity
      #else
        return nil
      #endif
    }

    private func connect(_ receiver: Receiver<P.Output>, session: ResolveSession) {
      if let timer = publisher as? Publishers.Autoconnect<Timer.TimerPublisher> {
        let clock = ClockReceiver(
          start: session.date, interval: timer.upstream.interval, element: receiver.element)
        // The receiver's latest action, which each update of the view replaces.
        clock.deliver = { [weak receiver] date in
          if let value = date as? P.Output { receiver?.receive(value) }
        }
        receiver.clock = clock
        session.clockReceivers.append(clock)
        return
      }
      receiver.cancellable = publisher.sink(
        receiveValue: Receiver<P.Output>.handler(for: receiver, inbox: session.observations))
    }
  }

  /// One `onReceive` in the tree: its latest action and its subscription.
  @MainActor
  final class Receiver<Output> {
    private(set) weak var element: Element?
    var action: ((Output) -> Void)?
    var isConnected = false
    /// The source of the publisher subscribed to, when it can be told.
    var publisherIdentity: ObjectIdentifier?
    /// Whether the element stops the receiver when it leaves.
    var isListedForDisappearance = false
    var cancellable: AnyCancellable?
    var clock: ClockReceiver?

    init(element: Element) { self.element = element }

    /// Runs the action with `value`, unless the view left.
    func receive(_ value: Output) {
      guard isConnected, element?.isAlive == true else { return }
      action?(value)
    }

    /// The view left: no more values.
    func stop() {
      isConnected = false
      cancellable?.cancel()
      cancellable = nil
      clock?.deliver = nil
    }

    /// The closure the subscription calls, from whichever thread the publisher sends on: it
    /// queues the value for the host's next update.
    nonisolated static func handler(
      for receiver: Receiver, inbox: ObservationInbox
    )
      -> (Output) -> Void
    {
      let target = UncheckedReceiver(receiver: receiver)
      return { value in
        let sent = UncheckedValue(value: value)
        inbox.deliver {
          MainActor.assumeIsolated { target.receiver?.receive(sent.value) }
        }
      }
    }
  }

  /// A receiver, weakly, handed to a publisher's thread; it is used on the main actor only.
  private struct UncheckedReceiver<Output>: @unchecked Sendable {
    weak var receiver: Receiver<Output>?
  }

  /// A value on its way to the main actor, where alone it is used.
  private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
  }

#endif

/// A timer of an `onReceive`, driven by the host's virtual clock.
@MainActor
final class ClockReceiver {
  /// The most ticks one move of the clock delivers; a timer with a tiny interval stops
  /// there and the host reports it.
  static let maximumTicks = 10_000

  private let start: Date
  private let interval: TimeInterval
  private var delivered = 0
  private weak var element: Element?
  var deliver: ((Date) -> Void)?

  init(start: Date, interval: TimeInterval, element: Element?) {
    self.start = start
    self.interval = interval
    self.element = element
  }

  /// Whether the timer still runs.
  var isAlive: Bool { deliver != nil && element?.isAlive == true }

  /// Delivers the ticks up to `date`; false when it stopped at ``maximumTicks``.
  func clockMoved(to date: Date) -> Bool {
    guard let deliver, interval.isFinite, interval > 0 else { return true }
    let due = Int((date.timeIntervalSince(start) / interval).rounded(.down))
    var count = 0
    while delivered < due {
      guard count < Self.maximumTicks else {
        delivered = due
        return false
      }
      delivered += 1
      count += 1
      deliver(start.addingTimeInterval(Double(delivered) * interval))
    }
    return true
  }
}
