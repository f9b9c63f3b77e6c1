import Foundation

/// The tasks a host started with `task(_:)`, so that releasing the host cancels them: a task
/// must not outlive the views that started it.
///
/// `@unchecked Sendable`: the list is guarded by a lock, since a host's deinitialiser may run
/// off the main actor.
final class TaskRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Task<Void, Never>] = []

  /// Keeps `task`, dropping the tasks cancelled meanwhile (by their views leaving).
  func add(_ task: Task<Void, Never>) {
    lock.withLock {
      tasks.removeAll { $0.isCancelled }
      tasks.append(task)
    }
  }

  /// Cancels every task kept.
  func cancelAll() {
    let all = lock.withLock {
      defer { tasks = [] }
      return tasks
    }
    for task in all { task.cancel() }
  }
}
