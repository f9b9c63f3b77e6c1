import Foundation
import Testing

@testable import Render

/// The stack guard measures the stack of the thread that makes it, also now that each
/// thread's limit is worked out once and kept.
struct StackGuardTests {
  /// How deep a recursion of frames of about 1 KB goes before the guard says stop.
  private static func depthReached(_ guard: StackGuard, depth: Int = 0) -> Int {
    var frame = (0..<128).map { UInt64($0) }  // a frame's worth of work
    frame[0] = UInt64(depth)
    guard `guard`.hasRoom(depth: depth) else { return depth }
    return withExtendedLifetime(frame) { depthReached(`guard`, depth: depth + 1) }
  }

  /// Runs `body` on a new thread with a stack of `size` bytes, and waits for it.
  private static func onThread(stackSize size: Int, _ body: @escaping @Sendable () -> Int) -> Int {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result = 0
    let thread = Thread {
      result = body()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
    return result
  }

  /// Threads of different stacks each get their own limit: a guard made on a small stack
  /// stops sooner than one made on a large stack, and again the same on a second guard of
  /// the same thread (its limit kept), without overflowing either.
  @Test func eachThreadHasItsOwnLimit() {
    let small = Self.onThread(stackSize: 1 << 20) {
      let first = Self.depthReached(StackGuard())
      let second = Self.depthReached(StackGuard())
      return first == second ? first : -1
    }
    let large = Self.onThread(stackSize: 8 << 20) { Self.depthReached(StackGuard()) }
    #expect(small > 10)
    #expect(large > small * 2)
  }
}
