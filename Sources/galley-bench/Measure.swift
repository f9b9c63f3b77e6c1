import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps results alive so the optimiser cannot drop the work that made them.
nonisolated(unsafe) var sink = 0

/// Consumes a value's size into the sink.
func consume(_ count: Int) { sink &+= count }

/// One measured scenario: its median time over repetitions and the process's peak memory
/// after it ran.
struct Measurement {
  let name: String
  let median: Duration
  let best: Duration
  let peakMemory: Int

  var milliseconds: Double {
    Double(median.components.attoseconds) / 1e15 + Double(median.components.seconds) * 1000
  }
}

/// The peak resident memory of the process so far, in bytes.
func peakMemory() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  #if os(Linux)
    return Int(usage.ru_maxrss) * 1024
  #else
    return Int(usage.ru_maxrss)
  #endif
}

/// Runs `setup` then times `body` `repetitions` times (after `warmups` untimed runs), each on
/// a fresh setup; returns the median and best times.
@MainActor
func measure<State>(
  _ name: String, repetitions: Int, warmups: Int = 1, setup: () -> State,
  _ body: (inout State) -> Void
) -> Measurement {
  let clock = ContinuousClock()
  var times: [Duration] = []
  for run in 0..<(warmups + repetitions) {
    var state = setup()
    let elapsed = clock.measure { body(&state) }
    if run >= warmups { times.append(elapsed) }
  }
  times.sort()
  return Measurement(
    name: name, median: times[times.count / 2], best: times[0], peakMemory: peakMemory())
}

/// `12.3 ms`, `456 µs`.
func format(_ duration: Duration) -> String {
  let ms =
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  if ms >= 100 { return String(format: "%.0f ms", ms) }
  if ms >= 1 { return String(format: "%.2f ms", ms) }
  return String(format: "%.0f µs", ms * 1000)
}

/// The process's resident memory now, in bytes (from `/proc/self/statm`; 0 where it is
/// unavailable). Memory freed earlier may be reused without growing it, so measure growth
/// first in a process.
func residentMemory() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
