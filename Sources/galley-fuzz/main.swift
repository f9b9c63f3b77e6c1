// galley-fuzz: runs random view trees with hostile values through layout, both backends,
// diffing and patching, host resizes, colour-scheme and Dynamic Type switches and taps, and
// checks the invariants of FuzzChecker. Reproducible: the same seed runs the same cases.
//
//   swift run -c release galley-fuzz --cases 1000000 --seed 1
//   swift run -c release galley-fuzz --case 0x1234abcd     (one case, printed and checked)
//   swift run -c release galley-fuzz --cases 200 --seed 7 --digest
//
// A finding is shrunk to a minimal case and printed as SwiftUI-like code, and the tool exits
// with status 1. A crash prints the seed of the case that crashed first.

import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The message a crash writes, prepared before each case (a signal handler may only write).
nonisolated(unsafe) let crashMessage = UnsafeMutablePointer<CChar>.allocate(capacity: 128)
nonisolated(unsafe) var crashMessageLength = 0

func prepareCrashMessage(seed: UInt64) {
  let text = "galley-fuzz: crashed in case --case 0x\(String(seed, radix: 16))\n"
  crashMessageLength = min(text.utf8.count, 127)
  _ = text.withCString { strncpy(crashMessage, $0, 127) }
}

func installCrashHandlers() {
  for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
    _ = Foundation.signal(signal) { number in
      _ = write(2, crashMessage, crashMessageLength)
      Foundation.signal(number, SIG_DFL)
      raise(number)
    }
  }
}

/// The seed of case `index` of a run seeded `seed`.
func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
  var random = FuzzRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
  return random.next()
}

/// 64-bit FNV-1a, for digests of the outputs.
func fnv(_ text: String, into hash: inout UInt64) {
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01b3
  }
}

@MainActor
func main() -> Int32 {
  // The user's locale, whatever it is: the output must not depend on it.
  setlocale(LC_ALL, "")
  var arguments = CommandLine.arguments.dropFirst()
  var cases = 1_000
  var seed: UInt64 = 1
  var single: UInt64?
  var digest = false
  var verbose = false
  var from = 0
  while let argument = arguments.popFirst() {
    switch argument {
    case "--cases": cases = Int(arguments.popFirst() ?? "") ?? cases
    case "--seed": seed = UInt64(arguments.popFirst() ?? "") ?? seed
    case "--case":
      let text = arguments.popFirst() ?? ""
      single = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    case "--digest": digest = true
    case "--verbose": verbose = true
    case "--from": from = Int(arguments.popFirst() ?? "") ?? 0
    default:
      FileHandle.standardError.write(
        Data(
          "usage: galley-fuzz [--cases N] [--seed S] [--from K] [--digest] [--verbose] | --case SEED\n"
            .utf8))
      return 2
    }
  }
  installCrashHandlers()
  if let single {
    let fuzzCase = FuzzCase(seed: single)
    print(fuzzCase)
    prepareCrashMessage(seed: single)
    let problems = FuzzChecker.problems(in: fuzzCase)
    print(problems.isEmpty ? "no problem" : problems.joined(separator: "\n"))
    return problems.isEmpty ? 0 : 1
  }
  let clock = ContinuousClock()
  let start = clock.now
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for index in from..<max(from, cases) {
    let seed = caseSeed(seed, index)
    prepareCrashMessage(seed: seed)
    if verbose {
      FileHandle.standardError.write(
        Data("case \(index): --case 0x\(String(seed, radix: 16)) at \(clock.now - start)\n".utf8))
    }
    let fuzzCase = FuzzCase(seed: seed)
    if digest {
      let run = FuzzChecker.run(fuzzCase)
      for output in run.outputs { fnv(output, into: &hash) }
    }
    // Every case's invariants, and one case in eight run twice to compare the bytes.
    let problems = FuzzChecker.problems(in: fuzzCase, repeating: index % 8 == 0)
    if !problems.isEmpty {
      print("galley-fuzz: case \(index) (--case 0x\(String(seed, radix: 16))) breaks an invariant:")
      print(problems.joined(separator: "\n"))
      // The same kind of problem, wherever it shows: the text after the step it was found at,
      // up to its details.
      func what(_ problem: String) -> Substring {
        let text = problem.range(of: "): ").map { problem[$0.upperBound...] } ?? problem[...]
        return text.prefix { $0 != ":" }
      }
      let first = what(problems[0])
      let minimal = FuzzChecker.shrink(fuzzCase) { candidate in
        FuzzChecker.problems(in: candidate).contains { what($0) == first }
      }
      print("\nminimal reproduction:\n\(minimal)")
      print(FuzzChecker.problems(in: minimal).joined(separator: "\n"))
      return 1
    }
    if (index + 1) % 10_000 == 0 {
      let elapsed = clock.now - start
      FileHandle.standardError.write(Data("\(index + 1) cases, \(elapsed)\n".utf8))
    }
  }
  let elapsed = clock.now - start
  print("galley-fuzz: \(cases) cases from seed \(seed) kept every invariant in \(elapsed)")
  if digest { print("digest \(String(hash, radix: 16))") }
  return 0
}

exit(MainActor.assumeIsolated { main() })
