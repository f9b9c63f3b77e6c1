/// Calls `body` with `value` read in place as a `T`, the type it is (the caller checked the
/// type's identity), without copying it.
///
/// A cast of a value of generic type (`unsafeBitCast`) copies it, and a call on a pointer's
/// `pointee` reads it into a temporary for the call; a copy of a row's view copies every view
/// it holds. An `inout` argument is passed as the address it is given. `body` must not
/// mutate the value: the address is that of a borrowed value.
///
/// Not isolated: a closure isolated to the main actor and passed to the standard library's
/// `withUnsafePointer` checks the executor on every call; one passed here does not.
@inline(__always)
func withValue<Value, T, Result>(
  _ value: Value, as _: T.Type, _ body: (inout T) -> Result
) -> Result {
  withUnsafePointer(to: value) { pointer in
    body(&UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: T.self).pointee)
  }
}
