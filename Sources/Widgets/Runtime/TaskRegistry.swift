import Foundation

/// The tasks a host started with `task(_:)`, so that releasing the host cancels them: a task
/// must not outlive the views that started it.
///
/// `@unchecked Sendable`: the table is guarded by a lock, since a host's deinitialiser may run
/// off the main actor and tasks remove themselves from wherever they finish.
final class TaskRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Int: Task<Void, Never>] = [:]
  /// Tasks that finished before they were kept (their tokens), so that they are not kept.
  private var finishedEarly: Set<Int> = []
  private var nextToken = 0
  private var isCancelled = false

  /// Starts `operation` as a task kept here until it finishes; a task started after the
  /// host was released is cancelled at once.
  func start(priority: TaskPriority, _ action: TaskAction) -> Task<Void, Never> {
    let token = lock.withLock {
      nextToken += 1
      return nextToken
    }
    // On the main actor, where view code's tasks run anyway: a task starts as soon as the
    // main actor is free, not when a thread of the shared pool is (tests can keep those busy
    // for long); an action isolated elsewhere hops there.
    let task = Task(priority: priority) { @MainActor [weak self] in
      await action.run()
      self?.remove(token)
    }
    let cancelled = lock.withLock {
      if finishedEarly.remove(token) == nil, !isCancelled { tasks[token] = task }
      return isCancelled
    }
    if cancelled { task.cancel() }
    return task
  }

  private func remove(_ token: Int) {
    lock.withLock {
      if tasks.removeValue(forKey: token) == nil, !isCancelled { finishedEarly.insert(token) }
    }
  }

  /// The number of tasks kept: those started and not yet finished.
  var count: Int { lock.withLock { tasks.count } }

  /// Cancels every task kept, and every task started from now on.
  func cancelAll() {
    let all = lock.withLock {
      isCancelled = true
      defer { tasks = [:] }
      return Array(tasks.values)
    }
    for task in all { task.cancel() }
  }
}
