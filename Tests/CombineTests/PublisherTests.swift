import Combine
import Foundation
import Testing

/// A model as view models are written: `@Published` properties and the default
/// `objectWillChange`.
final class Counter: ObservableObject {
  @Published var count = 0
  @Published var label = "zero"
}

/// A scheduler whose clock a test moves by hand.
final class ManualScheduler: Scheduler {
  typealias SchedulerTimeType = RunLoop.SchedulerTimeType
  typealias SchedulerOptions = Never

  private(set) var now = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 0))
  var minimumTolerance: SchedulerSeconds { 0 }
  private var queue: [(date: SchedulerTimeType, action: () -> Void)] = []

  func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerSeconds, options: Never?,
    _ action: @escaping () -> Void
  ) {
    queue.append((date, action))
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerSeconds, tolerance: SchedulerSeconds,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    queue.append((date, action))
    return AnyCancellable {}
  }

  func advance(by seconds: TimeInterval) {
    now = now.advanced(by: .seconds(seconds))
    let due = queue.filter { $0.date.date <= now.date }
    queue.removeAll { $0.date.date <= now.date }
    for entry in due { entry.action() }
  }
}

struct PublisherTests {
  @Test func justSendsOneValueThenFinishes() {
    var events: [String] = []
    let cancellable = Just(7).sink(
      receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("value \($0)") })
    #expect(events == ["value 7", "finished"])
    _ = cancellable
  }

  @Test func passthroughSendsOnlyToPresentSubscribers() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    subject.send(2)
    subject.send(3)
    cancellable.cancel()
    subject.send(4)
    #expect(received == [2, 3])
  }

  @Test func currentValueSendsItsValueFirst() {
    let subject = CurrentValueSubject<String, Never>("a")
    var received: [String] = []
    let cancellable = subject.sink { received.append($0) }
    subject.value = "b"
    subject.send("c")
    subject.send(completion: .finished)
    subject.send("d")
    #expect(received == ["a", "b", "c"])
    #expect(subject.value == "c")
    _ = cancellable
  }

  @Test func releasingTheCancellableEndsTheSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var cancellables = Set<AnyCancellable>()
    subject.sink { received.append($0) }.store(in: &cancellables)
    subject.send(1)
    cancellables.removeAll()
    subject.send(2)
    #expect(received == [1])
  }

  @Test func operatorsMapFilterAndRemoveDuplicates() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let cancellable = subject.filter { $0 >= 0 }.removeDuplicates().map { "#\($0)" }.dropFirst()
      .sink { received.append($0) }
    for value in [1, 1, 2, -5, 2, 3, 3, 1] { subject.send(value) }
    #expect(received == ["#2", "#3", "#1"])
    _ = cancellable
  }

  @Test func publishedSendsObjectWillChangeBeforeTheChange() {
    let counter = Counter()
    var seen: [Int] = []
    let willChange = counter.objectWillChange.sink { seen.append(counter.count) }
    var values: [Int] = []
    let projected = counter.$count.sink { values.append($0) }
    counter.count = 1
    counter.count = 2
    counter.label = "two"
    // Each write announced before it happens: the old value is still in place.
    #expect(seen == [0, 1, 2])
    #expect(values == [0, 1, 2])
    #expect(counter.objectWillChange === counter.objectWillChange)
    _ = (willChange, projected)
  }

  @Test func assignWritesToAnotherPublishedProperty() {
    let counter = Counter()
    counter.$count.map { "\($0) items" }.assign(to: &counter.$label)
    counter.count = 3
    #expect(counter.label == "3 items")
  }

  @Test func assignOnWritesAKeyPath() {
    let counter = Counter()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.assign(to: \.count, on: counter)
    subject.send(9)
    #expect(counter.count == 9)
    cancellable.cancel()
    subject.send(10)
    #expect(counter.count == 9)
  }

  @Test func debounceWaitsForQuiet() {
    let scheduler = ManualScheduler()
    let subject = PassthroughSubject<String, Never>()
    var received: [String] = []
    let cancellable = subject.debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { received.append($0) }
    subject.send("B")
    scheduler.advance(by: 0.1)
    subject.send("Be")
    scheduler.advance(by: 0.2)
    #expect(received.isEmpty, "0.2 s after the last value: still waiting")
    scheduler.advance(by: 0.1)
    #expect(received == ["Be"])
    subject.send("Ber")
    subject.send(completion: .finished)
    #expect(received == ["Be", "Ber"], "the waiting value is sent before the completion")
    _ = cancellable
  }

  @Test func timerPublishersKeepTheirInterval() {
    // Hosts read the interval to drive `onReceive` timers from their virtual clock.
    let timer = Timer.publish(every: 1.5, on: .main, in: .common).autoconnect()
    #expect(timer.upstream.interval == 1.5)
    #expect(timer.upstream.runLoop === RunLoop.main)
  }

  @Test func demandLimitsWhatASubjectSends() {
    final class TwoValues: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var received: [Int] = []
      func receive(subscription: any Subscription) { subscription.request(.max(2)) }
      func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TwoValues()
    subject.subscribe(subscriber)
    for value in 1...5 { subject.send(value) }
    #expect(subscriber.received == [1, 2])
  }

  @Test func aLateRequestGetsTheCurrentValueNotTheFirst() {
    final class Later: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var subscription: (any Subscription)?
      var received: [Int] = []
      func receive(subscription: any Subscription) { self.subscription = subscription }
      func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = Later()
    subject.subscribe(subscriber)
    subject.send(2)
    subscriber.subscription?.request(.max(1))
    #expect(subscriber.received == [2])
  }

  @Test func assignToAPublishedPropertyEndsWithItsObject() {
    let subject = PassthroughSubject<String, Never>()
    weak var gone: Counter?
    do {
      let counter = Counter()
      gone = counter
      subject.assign(to: &counter.$label)
      subject.send("one")
      #expect(counter.label == "one")
    }
    #expect(gone == nil, "the subscription does not keep the object")
    subject.send("two")  // nothing left to write to
  }
}
