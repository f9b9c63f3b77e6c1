#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a recursive walk whether the thread's stack has room for one more level.
///
/// View trees are walked recursively (resolving, layout, building the render tree). A tree
/// that is absurdly deep (100,000 levels) would overflow the stack, which crashes the process
/// without a word; instead, every walk checks its guard at each level and, when less than a
/// margin of stack is left (a quarter of the stack, at most 512 KiB), stops descending and
/// reports a diagnostic.
package struct StackGuard: Sendable {
  /// The most stack space kept free for the work done at the deepest level and for releasing
  /// the tree later.
  package static let maximumMargin: UInt = 512 * 1024

  /// The lowest stack address a walk may reach; 0 when the bounds are unknown.
  private let limit: UInt
  /// The depth limit used when the stack bounds cannot be read.
  private static let fallbackDepth = 2_000

  /// A guard for the current thread.
  ///
  /// Reading a thread's stack bounds is slow on Linux (glibc parses `/proc/self/maps` for the
  /// main thread), and every update makes guards, so each thread's limit is worked out once
  /// and kept in a thread-specific slot.
  package init() {
    #if canImport(Glibc) || canImport(Musl)
      if let key = Self.limitKey {
        if let stored = pthread_getspecific(key) {
          // 1 stands for "unknown", so that an unknown limit is kept too.
          let value = UInt(bitPattern: stored)
          limit = value == 1 ? 0 : value
          return
        }
        limit = Self.computedLimit()
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: limit == 0 ? 1 : limit))
        return
      }
    #endif
    limit = Self.computedLimit()
  }

  #if canImport(Glibc) || canImport(Musl)
    /// The thread-specific slot holding each thread's limit; `nil` if none could be made.
    private static let limitKey: pthread_key_t? = {
      var key = pthread_key_t()
      return pthread_key_create(&key, nil) == 0 ? key : nil
    }()
  #endif

  private static func computedLimit() -> UInt {
    stackBounds().map { $0.low + min(maximumMargin, $0.size / 4) } ?? 0
  }

  /// Whether the current thread can go one level deeper; `depth` is used only when the stack
  /// bounds are unknown.
  @inline(never)
  package func hasRoom(depth: Int) -> Bool {
    guard limit != 0 else { return depth < Self.fallbackDepth }
    var marker: UInt8 = 0
    let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return address > limit
  }

  private static func stackBounds() -> (low: UInt, size: UInt)? {
    #if canImport(Glibc) || canImport(Musl)
      // `pthread_getattr_np` is a GNU extension the Glibc module does not import; look it up.
      typealias GetAttributes =
        @convention(c) (
          pthread_t, UnsafeMutablePointer<pthread_attr_t>
        ) -> Int32
      guard let library = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(library, "pthread_getattr_np")
      else { return nil }
      let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
        return nil
      }
      return (UInt(bitPattern: address), UInt(size))
    #elseif canImport(Darwin)
      let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
      let size = UInt(pthread_get_stacksize_np(pthread_self()))
      return top > size ? (top - size, size) : nil
    #else
      return nil
    #endif
  }
}
