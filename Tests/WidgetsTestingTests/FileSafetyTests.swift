import Foundation
import Testing
import Widgets

@testable import SnapshotSupport
@testable import WidgetsTesting

/// Writes are atomic, parallel writers never leave a torn file, and an unwritable folder
/// fails with a clear message.
struct FileSafetyTests {
  // Eight writers replace one file 50 times each with 200 KB of their own letter while a
  // reader keeps reading it: every read sees one writer's whole file, never a mix or a
  // partial one; no temporary file is left behind.
  @Test func parallelWritersLeaveEveryFileWhole() throws {
    let sandbox = Sandbox()
    let file = sandbox.root.appendingPathComponent("shared/snapshot.tree")
    let contents = (0..<8).map {
      String(repeating: String(UnicodeScalar(65 + $0)!), count: 200_000)
    }
    let valid = Set(contents)
    try SnapshotFiles.write(contents[0], to: file)
    let torn = Counter()
    let done = Counter()
    let reader = Thread {
      while done.value == 0 {
        if let text = try? String(contentsOf: file, encoding: .utf8), !valid.contains(text) {
          torn.increment()
        }
      }
    }
    reader.start()
    let failedWrites = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { writer in
      for _ in 0..<50 {
        do {
          try SnapshotFiles.write(contents[writer], to: file)
        } catch {
          failedWrites.increment()
        }
      }
    }
    done.increment()
    while !reader.isFinished { usleep(1_000) }
    #expect(failedWrites.value == 0)
    #expect(torn.value == 0)
    #expect(valid.contains(try String(contentsOf: file, encoding: .utf8)))
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: file.deletingLastPathComponent().path)
    #expect(leftovers == ["snapshot.tree"])
  }

  // A snapshot folder that cannot be created (its parent is a file) fails the assertion
  // with a message naming the folder, and nothing recorded elsewhere is touched.
  @MainActor @Test func unwritableFolderFailsClearly() throws {
    let sandbox = Sandbox()
    let blocker = sandbox.root.appendingPathComponent("blocker")
    try Data("not a folder".utf8).write(to: blocker)
    let messages = run(
      Box(), in: sandbox,
      environment: ["GALLEY_SNAPSHOT_DIR": blocker.appendingPathComponent("snapshots").path])
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "Could not create the folder <sandbox>/blocker/snapshots/AssertionTests: ") == true)
    #expect(messages.first?.hasSuffix(". Nothing was written.") == true)
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
  }

  // A failed replacement keeps the old file: writing over a path that is a folder fails,
  // and the folder and what is in it stay.
  @Test func failedReplacementKeepsTheOldFile() throws {
    let sandbox = Sandbox()
    let target = sandbox.root.appendingPathComponent("snap/badge.tree")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try Data("kept".utf8).write(to: target.appendingPathComponent("inside"))
    #expect(throws: SnapshotError.self) { try SnapshotFiles.write("new", to: target) }
    #expect(
      try String(contentsOf: target.appendingPathComponent("inside"), encoding: .utf8) == "kept")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: target.deletingLastPathComponent().path)
    #expect(leftovers == ["badge.tree"])
  }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
  // `@unchecked`: `lock` guards `count`.
  private let lock = NSLock()
  private var count = 0

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  func increment() {
    lock.lock()
    defer { lock.unlock() }
    count += 1
  }
}
