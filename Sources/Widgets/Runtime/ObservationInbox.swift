import Foundation
import Synchronization

/// Collects the elements whose observed `@Observable` properties (or `ObservableObject`s)
/// changed, and the values publishers sent to `onReceive`, from any thread, until the host's
/// next update handles them on the main actor.
///
/// Observation calls back synchronously from the thread that mutated the model, which is not
/// always the main thread (nor known to be the main actor), so the callback only records the
/// element under a lock.
final class ObservationInbox: Sendable {
  private struct Entry: @unchecked Sendable {
    // `@unchecked`: the element is only dereferenced on the main actor, by `drain()`.
    weak var element: Element?
    /// The transaction of the write (`withAnimation` around it), if any.
    let transaction: Transaction?
  }

  private let entries = Mutex<[Entry]>([])

  /// Work that arrived from a publisher (`onReceive`), to run on the main actor.
  private struct Delivery: @unchecked Sendable {
    // `@unchecked`: the closure is only called on the main actor, by `drainDeliveries()`.
    let run: () -> Void
  }

  private let deliveries = Mutex<[Delivery]>([])

  /// Queues `action` for the host's next update, from any thread.
  func deliver(_ action: @escaping () -> Void) {
    let delivery = Delivery(run: action)
    deliveries.withLock { $0.append(delivery) }
  }

  /// Runs the queued deliveries, in the order they came, on the main actor.
  @MainActor
  func runDeliveries() {
    while true {
      let batch = deliveries.withLock { queued in
        defer { queued.removeAll() }
        return queued
      }
      if batch.isEmpty { return }
      for delivery in batch { delivery.run() }
    }
  }

  /// Records that `element` read something that changed.
  func post(_ element: Element) {
    let entry = Entry(element: element, transaction: TransactionContext.current)
    entries.withLock { $0.append(entry) }
  }

  /// Whether changes or deliveries are waiting.
  var isEmpty: Bool {
    entries.withLock { $0.isEmpty } && deliveries.withLock { $0.isEmpty }
  }

  /// The elements recorded since the last drain, with the transactions of the writes.
  @MainActor
  func drain() -> (elements: [Element], transactions: [Transaction]) {
    entries.withLock { entries in
      let elements = entries.compactMap(\.element)
      let transactions = entries.compactMap(\.transaction)
      entries.removeAll()
      return (elements, transactions)
    }
  }
}
