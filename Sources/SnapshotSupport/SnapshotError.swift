import Foundation

/// A problem that fails a snapshot assertion before any comparison: a bad setting, a name
/// used twice, a folder that cannot be written.
package struct SnapshotError: Error, CustomStringConvertible {
  /// What went wrong and what to do.
  package let description: String
  package init(_ description: String) { self.description = description }
}
