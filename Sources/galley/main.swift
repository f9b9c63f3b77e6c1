import Backends
import Foundation
import Showcase
import SnapshotSupport
import Widgets

/// `galley`: the command-line tool.
///
/// ```
/// galley gallery [--out DIR] [--width W --height H]   write every Showcase screen as SVG + text, and index.html
/// galley render SCREEN [--format svg|text|tree|accessibility]   print one screen
/// galley list                                            list the screens
/// galley snapshots orphans [--delete] [--force]          snapshot files the last test run did not assert
/// galley snapshots report                                rebuild the report of failed snapshots
/// ```
@MainActor
struct Command {
  var arguments: [String]

  func run() throws {
    guard let verb = arguments.first else {
      print(Self.usage)
      return
    }
    var options = Options(arguments: Array(arguments.dropFirst()))
    switch verb {
    case "gallery":
      let directory = options.value(for: "--out") ?? "Gallery"
      let size = try options.size()
      try options.finish()
      let written = try Gallery(directory: URL(fileURLWithPath: directory), size: size).write()
      for file in written { print(file) }
    case "render":
      guard let name = options.positional() else {
        throw CommandError("render needs a screen name; try `galley list`.")
      }
      let format = options.value(for: "--format") ?? "svg"
      let size = try options.size()
      try options.finish()
      guard let screen = Showcase.screens.first(where: { $0.name == name }) else {
        throw CommandError("No screen named \(name); try `galley list`.")
      }
      let tree = ViewHost(screen.makeView(), size: size).renderTree
      switch format {
      case "svg": print(SVGBackend().render(tree), terminator: "")
      case "text": print(TextBackend().render(tree), terminator: "")
      case "tree": print(TextBackend(style: .tree).render(tree), terminator: "")
      case "accessibility": print(AccessibilityDump.render(tree), terminator: "")
      default:
        throw CommandError("Unknown format \(format); use svg, text, tree or accessibility.")
      }
    case "snapshots":
      try SnapshotsCommand(options: options).run()
    case "list":
      try options.finish()
      for screen in Showcase.screens { print("\(screen.name)\t\(screen.summary)") }
    case "help", "--help", "-h":
      print(Self.usage)
    default:
      throw CommandError("Unknown command \(verb).\n\n\(Self.usage)")
    }
  }

  static let usage = """
    usage: galley <command> [options]

    commands:
      gallery [--out DIR] [--width W] [--height H]
                        write an SVG and a text canvas of every Showcase screen, and an
                        index.html that shows them (default: Gallery/, 390×844 points)
      render SCREEN [--format svg|text|tree|accessibility] [--width W] [--height H]
                        print one screen
      list              list the screens
      snapshots orphans [--delete] [--force] [--package DIR] [--artifacts DIR]
                        list (or delete) the snapshot files in __Snapshots__ folders that
                        the last full `swift test` run did not assert
      snapshots report [--package DIR] [--artifacts DIR]
                        rebuild the HTML report of failed snapshots
    """
}

/// A failure the tool reports in one sentence.
struct CommandError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Parses `--name value` options and positional arguments.
struct Options {
  private var remaining: [String]

  init(arguments: [String]) { remaining = arguments }

  mutating func value(for name: String) -> String? {
    guard let index = remaining.firstIndex(of: name), index + 1 < remaining.count else {
      return nil
    }
    let value = remaining[index + 1]
    remaining.removeSubrange(index...index + 1)
    return value
  }

  /// Removes `name` if present and says whether it was.
  mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  mutating func positional() -> String? {
    guard let index = remaining.firstIndex(where: { !$0.hasPrefix("--") }) else { return nil }
    return remaining.remove(at: index)
  }

  mutating func size() throws -> CGSize {
    func number(_ name: String, _ fallback: Double) throws -> Double {
      guard let text = value(for: name) else { return fallback }
      guard let value = Double(text), value.isFinite, value > 0, value <= 100_000 else {
        throw CommandError("\(name) must be a positive number of points, not \(text).")
      }
      return value
    }
    return CGSize(width: try number("--width", 390), height: try number("--height", 844))
  }

  func finish() throws {
    if let extra = remaining.first { throw CommandError("Unexpected argument \(extra).") }
  }
}

do {
  try Command(arguments: Array(CommandLine.arguments.dropFirst())).run()
} catch {
  FileHandle.standardError.write(Data("galley: \(error)\n".utf8))
  exit(1)
}
