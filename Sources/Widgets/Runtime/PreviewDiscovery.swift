import Foundation

/// One `#Preview` as its macro expansion records it in the program's previews section: a
/// kind (`glpv`), and a C function that writes the `Preview` to the memory it is given. Not
/// for use outside Galley.
public typealias __PreviewRecord = (
  kind: UInt32, reserved: UInt32,
  accessor: @convention(c) (UnsafeMutableRawPointer) -> Bool, context: UInt
)

/// Finds the previews that `#Preview` recorded in the program.
///
/// The macro's expansion puts a ``__PreviewRecord`` in the `galley_previews` section of the
/// object file (with `@used @section`); the linker gathers the records of every module
/// linked into the program and marks the section's bounds with `__start_galley_previews`
/// and `__stop_galley_previews`, which this file reads. Only ELF platforms (Linux) have those
/// bounds in this form, and only a program that links Widgets statically (SwiftPM's default)
/// sees the records of its other modules.
enum PreviewDiscovery {
  /// The kind of a preview record: "glpv".
  static let kind: UInt32 = 0x676c_7076

  /// The previews of the program, ordered by file and line, with names made unique.
  @MainActor
  static func declaredPreviews() -> [Preview] {
    var found: [Preview] = []
    for record in records() where record.kind == kind {
      let memory = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
      defer { memory.deallocate() }
      guard record.accessor(UnsafeMutableRawPointer(memory)) else { continue }
      found.append(memory.move())
    }
    found.sort { ($0.fileID ?? "", $0.line ?? 0) < ($1.fileID ?? "", $1.line ?? 0) }
    var seen: [String: Int] = [:]
    for index in found.indices {
      let name = found[index].name
      let count = (seen[name] ?? 0) + 1
      seen[name] = count
      if count > 1 { found[index].name = "\(name) \(count)" }
    }
    return found
  }

  #if os(Linux) || os(Android) || os(FreeBSD)
    /// A bound of the section: a symbol the linker defines, read only for its address.
    struct SectionBound: ~Copyable {
      private var storage: CChar = 0
    }

    /// A record with no preview, so that the section (and its bounds) exist in every
    /// program that links Widgets.
    @used @section("galley_previews")
    static let placeholder: __PreviewRecord = (0, 0, { _ in false }, 0)

    /// The records in the section.
    static func records() -> [__PreviewRecord] {
      let (start, stop) = withUnsafeMutablePointer(to: &galleyPreviewsStart) { start in
        withUnsafeMutablePointer(to: &galleyPreviewsStop) { stop in
          (UnsafeRawPointer(start), UnsafeRawPointer(stop))
        }
      }
      let stride = MemoryLayout<__PreviewRecord>.stride
      let count = max(stop - start, 0) / stride
      return (0..<count).map { (start + $0 * stride).load(as: __PreviewRecord.self) }
    }
  #else
    /// No records where the section's bounds are not known.
    static func records() -> [__PreviewRecord] { [] }
  #endif
}

#if os(Linux) || os(Android) || os(FreeBSD)
  @_silgen_name(raw: "__start_galley_previews")
  nonisolated(unsafe) private var galleyPreviewsStart: PreviewDiscovery.SectionBound
  @_silgen_name(raw: "__stop_galley_previews")
  nonisolated(unsafe) private var galleyPreviewsStop: PreviewDiscovery.SectionBound
#endif
