import Backends
import Foundation
import SnapshotSupport
import Widgets

/// The `galley` command line, for any list of screens: the Showcase's in Galley's own tool,
/// your previews in a tool of your own package.
///
/// ```
/// gallery [--out DIR] [--width W --height H]   write every screen as SVG + text, and index.html
/// render SCREEN [--format svg|text|tree|accessibility]   print one screen
/// ink-sheets [--out DIR] [--text outlines|references]  each screen's text alone, and frames
/// list                                         list the screens
/// snapshots orphans [--delete] [--force]       snapshot files the last test run did not assert
/// snapshots report                             rebuild the report of failed snapshots
/// ```
///
/// In your package, an executable target of a few lines gives `swift run previews gallery`:
///
/// ```swift
/// import GalleyTool
/// import MyScreens
///
/// @main struct Previews {
///   static func main() {
///     PreviewRegistry.register(Preview("Inbox") { InboxView() })
///     GalleyCommand.main()
///   }
/// }
/// ```
@MainActor
public struct GalleyCommand {
  /// The screens the commands work on.
  public let screens: [GalleryScreen]
  /// The name the usage text gives the tool.
  public let toolName: String
  private let output: (String) -> Void

  /// A command for `screens` (by default, the previews in `PreviewRegistry`); `output`
  /// receives what the command prints (standard output by default).
  public init(
    screens: [GalleryScreen]? = nil, toolName: String = "galley",
    output: @escaping (String) -> Void = { print($0, terminator: "") }
  ) {
    self.screens = screens ?? PreviewRegistry.previews.map(GalleryScreen.init)
    self.toolName = toolName
    self.output = output
  }

  /// Runs the command line's arguments, printing a failure to standard error and exiting
  /// with status 1.
  public static func main(screens: [GalleryScreen]? = nil) {
    let tool = URL(fileURLWithPath: CommandLine.arguments.first ?? "galley").lastPathComponent
    do {
      try GalleyCommand(screens: screens, toolName: tool).run(
        Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("\(tool): \(error)\n".utf8))
      exit(1)
    }
  }

  /// Runs one command: `arguments` without the tool's name.
  ///
  /// - Throws: An error whose description says what was wrong, in one sentence.
  public func run(_ arguments: [String]) throws {
    guard let verb = arguments.first else {
      output(usage + "\n")
      return
    }
    var options = Options(arguments: Array(arguments.dropFirst()))
    switch verb {
    case "gallery":
      let directory = options.value(for: "--out") ?? "Gallery"
      let size = try options.size()
      try options.finish()
      let written = try Gallery(
        screens: screens, directory: URL(fileURLWithPath: directory), size: size
      ).write()
      for file in written { output(file + "\n") }
    case "ink-sheets":
      let directory = options.value(for: "--out") ?? "InkSheets"
      let drawing: SVGBackend.TextDrawing
      switch options.value(for: "--text") ?? "outlines" {
      case "outlines": drawing = .outlines
      case "references": drawing = .fontReferences
      case let other:
        throw CommandError("Unknown text drawing \(other); use outlines or references.")
      }
      let size = try options.size()
      try options.finish()
      let written = try InkSheets(
        screens: screens, directory: URL(fileURLWithPath: directory), size: size, text: drawing
      ).write()
      for file in written { output(file + "\n") }
    case "render":
      guard let name = options.positional() else {
        throw CommandError("render needs a screen name; try `\(toolName) list`.")
      }
      let format = options.value(for: "--format") ?? "svg"
      let size = try options.size()
      try options.finish()
      guard let screen = screens.first(where: { $0.name == name }) else {
        throw CommandError("No screen named \(name); try `\(toolName) list`.")
      }
      let tree = ViewHost(screen.makeView(), size: screen.size ?? size).renderTree
      switch format {
      case "svg": output(SVGBackend().render(tree))
      case "text": output(TextBackend().render(tree))
      case "tree": output(TextBackend(style: .tree).render(tree))
      case "accessibility": output(AccessibilityDump.render(tree))
      default:
        throw CommandError("Unknown format \(format); use svg, text, tree or accessibility.")
      }
    case "snapshots":
      try SnapshotsCommand(options: options, output: output).run()
    case "list":
      try options.finish()
      for screen in screens { output("\(screen.name)\t\(screen.summary)\n") }
    case "symbols":
      try options.finish()
      // Every SF Symbol name with artwork, the open icon drawn for it, and what VoiceOver
      // reads; any other name draws a crossed box and raises a diagnostic.
      for name in SymbolCatalog.names {
        let source = SymbolCatalog.glyph(named: name)?.source ?? ""
        output("\(name)\tbootstrap:\(source)\t\(SymbolCatalog.spokenName(of: name))\n")
      }
    case "help", "--help", "-h":
      output(usage + "\n")
    default:
      throw CommandError("Unknown command \(verb).\n\n\(usage)")
    }
  }

  /// The usage text.
  public var usage: String {
    """
    usage: \(toolName) <command> [options]

    commands:
      gallery [--out DIR] [--width W] [--height H]
                        write an SVG and a text canvas of every screen, and an
                        index.html that shows them (default: Gallery/, 390×844 points)
      render SCREEN [--format svg|text|tree|accessibility] [--width W] [--height H]
                        print one screen
      ink-sheets [--out DIR] [--text outlines|references] [--width W] [--height H]
                        write each screen's text alone as SVG, and text-frames.json with
                        every line's frame, for Scripts/check-text-ink.py (default:
                        InkSheets/, text as outlines)
      list              list the screens
      symbols           list the SF Symbol names Image(systemName:) draws, with the open
                        icon drawn for each and its spoken name
      snapshots orphans [--delete] [--force] [--package-path DIR] [--artifacts DIR]
                        list (or delete) the snapshot files in __Snapshots__ folders that
                        the last full `swift test` run did not assert
      snapshots report [--package-path DIR] [--artifacts DIR]
                        rebuild the HTML report of failed snapshots

    The snapshots commands work on the package at --package-path, else on the one holding
    the current folder (the nearest Package.swift above it); paths they print are relative
    to that package.
    """
  }
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
