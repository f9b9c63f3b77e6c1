import Foundation
import SnapshotSupport
import Testing
import XCTest

/// Where a failure is reported: to Swift Testing when a Swift Testing test is running,
/// otherwise to XCTest.
enum TestFrameworks {
  /// The call site of an assertion.
  struct Location: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    var sourceLocation: SourceLocation {
      SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
  }

  /// Whether the caller runs inside a Swift Testing test.
  static var isSwiftTesting: Bool { Test.current != nil }

  /// The types the running Swift Testing test is declared in, outermost first and joined by
  /// dots (`ProfileTests`, `Screens.Profile`), or `nil` for a test at the top level of its
  /// file, and in XCTest, whose test methods cannot be told apart from here.
  static var currentSuite: String? {
    guard let test = Test.current else { return nil }
    let suite = test.id.nameComponents.dropLast()
    return suite.isEmpty ? nil : suite.joined(separator: ".")
  }

  /// Whether the running Swift Testing test case is one of several argument combinations.
  static var isParameterizedCase: Bool { Test.Case.current?.isParameterized ?? false }

  /// Collects failure messages instead of reporting them, for testing the assertions
  /// themselves.
  final class Capture: @unchecked Sendable {
    // `@unchecked`: `lock` guards `messages`.
    private let lock = NSLock()
    private var stored: [String] = []

    var messages: [String] {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }

    func append(_ message: String) {
      lock.lock()
      defer { lock.unlock() }
      stored.append(message)
    }
  }

  /// The capture in effect for the current task, if any.
  @TaskLocal static var capture: Capture?

  /// Records a failure with `message` at `location`.
  static func fail(_ message: String, at location: Location) {
    if let capture {
      capture.append(message)
      return
    }
    if isSwiftTesting {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    } else {
      XCTFail(message, file: location.filePath, line: location.line)
    }
  }

  /// Starts counting XCTest's failures into the run's manifests, once per process, so
  /// that `galley snapshots orphans` knows the run failed even where no snapshot did (a
  /// test that threw before its assertion). Swift Testing offers libraries no such view of
  /// other tests' results.
  static func observeXCTestFailures() {
    guard capture == nil, !isSwiftTesting else { return }
    _ = XCTestFailureObserver.installed
  }

  /// Attaches `text` to the running Swift Testing test, named `name`. XCTest on Linux has no
  /// attachments; the artifacts folder has the same files.
  static func attach(_ text: String, named name: String, at location: Location) {
    guard capture == nil, isSwiftTesting else { return }
    Attachment.record(text, named: name, sourceLocation: location.sourceLocation)
  }
}

/// Notes the failures XCTest counted in the run's manifests when each suite finishes; the
/// outermost suite's count, which includes failures from before the observer was added,
/// comes last.
final class XCTestFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
  // `@unchecked`: no state; XCTest calls it on the thread that runs the tests.
  static let installed: Void = {
    XCTestObservationCenter.shared.addTestObserver(XCTestFailureObserver())
  }()

  func testSuiteDidFinish(_ testSuite: XCTestSuite) {
    let count = testSuite.testRun?.totalFailureCount ?? 0
    if count > 0 { ManifestWriter.shared.noteFailureCount(count) }
  }
}
