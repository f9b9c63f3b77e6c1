import Foundation

/// The context of a state change: how it animates. SwiftUI's `Transaction`.
///
/// `withAnimation(_:_:)` and `withTransaction(_:_:)` make one for the changes made in their
/// closure; `animation(_:value:)` and `transaction(_:)` change it for the views below them.
public struct Transaction: Sendable {
  /// The animation of the changes, or `nil` for none.
  public var animation: Animation?
  /// Whether `animation(_:value:)` modifiers below leave the animation alone.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series (a drag); kept for views that read it.
  public var isContinuous = false
  /// What runs when the animations of this transaction are done.
  var completions: [Completion] = []

  /// A transaction with no animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// A completion handler, run on the main actor, and when it counts as due.
  struct Completion: @unchecked Sendable {
    // `@unchecked`: the closure is only called by the host, on the main actor, as
    // SwiftUI calls it.
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
  }
}

/// When the completion of `withAnimation(_:completionCriteria:_:completion:)` runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
  private let kind: Kind

  /// When the animations have reached their end values (a spring is within a thousandth).
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
  /// When the animations are removed. Galley removes an animation when it is logically
  /// complete, so both criteria run at the same instant.
  public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// The transaction of the closure being run by `withTransaction(_:_:)`, if any: a task-local
/// value, so that a state write (on the main actor, or an `@Observable` model's willSet on
/// whatever thread writes it) can tell which transaction it belongs to.
enum TransactionContext {
  @TaskLocal static var current: Transaction?
}

/// Runs `body`, animating the changes it makes with `animation`.
///
/// ```swift
/// Button("Expand") {
///   withAnimation(.spring(duration: 0.35, bounce: 0.15)) { isExpanded.toggle() }
/// }
/// ```
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`, animating the changes it makes with `animation`, and runs `completion` once
/// the animations they started are done (at once when they started none).
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.completions = [
    Transaction.Completion(criteria: completionCriteria, action: completion)
  ]
  return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the context of the changes it makes.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try TransactionContext.$current.withValue(transaction) { try body() }
}

/// Runs `body` with the value at `keyPath` of a new transaction set to `value`.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = TransactionContext.current ?? Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
