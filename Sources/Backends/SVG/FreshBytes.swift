import Foundation

/// Bytes written fresh into a buffer of their own, grown by doubling. Appending a few bytes
/// costs a comparison and a copy: an array checks that it is unique, then its capacity, then
/// calls to copy, for each of the dozens of pieces a row of a list writes.
final class FreshBytes {
  // The buffer is the object's alone, and no method calls out while it changes them.
  @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private var capacity: Int

  init(capacity: Int = 4_096) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    moved.update(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = newCapacity
  }

  func append(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    reserve(bytes.count)
    UnsafeMutableRawPointer(start + count).copyMemory(from: base, byteCount: bytes.count)
    count += bytes.count
  }

  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    append(UnsafeRawBufferPointer(bytes))
  }

  func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  func append(repeating byte: UInt8, count extra: Int) {
    reserve(extra)
    (start + count).update(repeating: byte, count: extra)
    count += extra
  }

  /// Reverses the bytes from `index` to the end in place.
  func reverse(from index: Int) {
    var stretch = UnsafeMutableBufferPointer(start: start + index, count: count - index)
    stretch.reverse()
  }

  /// The bytes, copied to an array of their size.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

  /// Forgets the bytes, keeping the buffer.
  func removeAll() { count = 0 }
}
