import Foundation
import SnapshotSupport

/// When an assertion writes its snapshot files.
///
/// Whatever the mode, an assertion that writes a file fails, so that a run which recorded
/// anything can never pass unnoticed; run the tests again to compare against what was
/// written.
///
/// The mode is chosen, first match wins, by the `record:` argument of the assertion, by the
/// innermost ``withSnapshotTesting(record:operation:)-(_,()->R)`` scope, by the `GALLEY_RECORD`
/// environment variable (`missing`, `failed`, `all` or `never`), and otherwise is
/// ``missing``, or ``never`` when the `CI` environment variable is set (to anything but
/// `false` or `0`), so that a snapshot missing on CI fails instead of being recorded where
/// nobody will commit it.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
  /// Write snapshots that do not exist yet; compare the others. The default.
  case missing
  /// Write snapshots that do not exist or do not match.
  case failed
  /// Write every snapshot.
  case all
  /// Write nothing: a missing snapshot fails without being recorded. The default on CI.
  case never
}

/// Snapshot settings for a scope, read by the assertions made inside it.
struct SnapshotConfiguration: Sendable {
  var record: SnapshotRecordMode?
  /// The environment variables assertions read, instead of the process's; for testing the
  /// assertions themselves.
  var environment: [String: String]?

  @TaskLocal static var current = SnapshotConfiguration()

  /// The mode for an assertion given `explicit`, in the documented order.
  static func recordMode(
    explicit: SnapshotRecordMode?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> SnapshotRecordMode {
    if let explicit { return explicit }
    if let scoped = current.record { return scoped }
    if let value = environment["GALLEY_RECORD"], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw SnapshotError(
          "GALLEY_RECORD is \(value.debugDescription); use missing, failed, all or never.")
      }
      return mode
    }
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
      return .never
    }
    return .missing
  }
}

/// Runs `operation` with snapshot settings: assertions inside it use `record` unless they
/// pass their own.
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///   assertSnapshot(of: Inbox())
///   assertSnapshot(of: Settings())
/// }
/// ```
///
/// Settings are task-local, so tests running in parallel do not see each other's.
@discardableResult
public func withSnapshotTesting<R>(
  record: SnapshotRecordMode? = nil, operation: () throws -> R
) rethrows -> R {
  var configuration = SnapshotConfiguration.current
  if let record { configuration.record = record }
  return try SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs the asynchronous `operation` with snapshot settings: assertions inside it use
/// `record` unless they pass their own.
@discardableResult
public func withSnapshotTesting<R>(
  record: SnapshotRecordMode? = nil, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  var configuration = SnapshotConfiguration.current
  if let record { configuration.record = record }
  return try await SnapshotConfiguration.$current.withValue(
    configuration, operation: operation, isolation: isolation)
}
