import Backends
import Foundation
import Observation
import Widgets

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a fuzz case's views read, so that the steps can change it.
@Observable @MainActor
final class FuzzModel {
  var edited = false
  var dark = false
  var dynamicType = DynamicTypeSize.large
}

/// The tree or its edited version, in the model's colour scheme and Dynamic Type size.
struct FuzzRoot: View {
  let model: FuzzModel
  let tree: AnyView
  let edited: AnyView

  var body: some View {
    (model.edited ? edited : tree)
      .preferredColorScheme(model.dark ? .dark : .light)
      .dynamicTypeSize(model.dynamicType)
  }
}

/// Runs fuzz cases and checks the invariants every case must keep.
///
/// - Nothing crashes or hangs (a crash ends the process: `galley-fuzz` names the case).
/// - Every SVG is well formed, holds no `nan` or `inf` in an attribute, and no id twice.
/// - After every step, the documents updated with the host's patches (SVG and text) equal
///   full renders of the new tree.
/// - Running the case again gives the same bytes (no addresses, no hash order, no time).
@MainActor
package enum FuzzChecker {
  /// The outputs of one run of a case, and the invariants it broke.
  package struct Run {
    package var outputs: [String] = []
    package var problems: [String] = []
  }

  /// The problems `fuzzCase` shows, empty when it keeps every invariant; the case runs a
  /// second time to compare the bytes when `repeating`.
  package static func problems(in fuzzCase: FuzzCase, repeating: Bool = true) -> [String] {
    let first = run(fuzzCase)
    guard first.problems.isEmpty, repeating else { return first.problems }
    let second = run(fuzzCase)
    if second.outputs != first.outputs {
      let shared = min(first.outputs.count, second.outputs.count)
      let index = (0..<shared).first { first.outputs[$0] != second.outputs[$0] } ?? shared
      return ["a second run gave other bytes (output \(index))"]
    }
    return []
  }

  /// Runs the case once, checking each output as it comes.
  package static func run(_ fuzzCase: FuzzCase) -> Run {
    var result = Run()
    let objects = (0..<4).map { _ in AnyHashable(FuzzObject()) }
    let model = FuzzModel()
    let printing = ViewHost.printsDiagnostics
    ViewHost.printsDiagnostics = false
    defer { ViewHost.printsDiagnostics = printing }
    let host = ViewHost(
      FuzzRoot(
        model: model, tree: fuzzCase.tree.view(objects: objects),
        edited: fuzzCase.edited.view(objects: objects)),
      size: fuzzCase.size, scale: fuzzCase.scale)
    let svg = SVGBackend()
    let text = TextBackend()
    var document = svg.document(host.renderTree)
    var canvas = text.document(host.renderTree)
    check(document.text, "the first render", into: &result)
    result.outputs.append(document.text)
    for (index, step) in fuzzCase.steps.enumerated() {
      switch step {
      case .edit: model.edited.toggle()
      case .resize(let size): host.size = size
      case .dark(let dark): model.dark = dark
      case .dynamicType(let size):
        model.dynamicType = DynamicTypeSize.allCases[size % DynamicTypeSize.allCases.count]
      case .tap(let target): try? host.tap(target)
      case .scroll(let point): host.scroll(to: point)
      case .animatedEdit:
        withAnimation(.linear(duration: 0.5)) { model.edited.toggle() }
      case .advance(let seconds): host.advance(by: seconds)
      }
      // An update now, as after any change made outside the host: a change that turns out to
      // change nothing makes no update by itself, and the last patches would be the step
      // before's. An interaction has updated already, and its patches are what it did.
      if step.kind != .interaction { host.update() }
      let patches = host.lastPatches
      let full = svg.render(host.renderTree)
      let place = "step \(index + 1) (\(step))"
      do {
        document = try svg.update(document, with: patches)
        canvas = try text.update(canvas, with: patches)
      } catch {
        result.problems.append("\(place): the patches did not apply: \(error)")
        return result
      }
      if document.text != full {
        result.problems.append("\(place): the updated SVG differs from a full render")
      }
      if canvas.text != text.render(host.renderTree) {
        result.problems.append("\(place): the updated text differs from a full render")
      }
      check(full, place, into: &result)
      result.outputs.append(full)
      result.outputs.append(canvas.text)
    }
    return result
  }

  /// Checks one SVG document: well formed, finite numbers, unique ids.
  private static func check(_ svg: String, _ place: String, into run: inout Run) {
    let inspector = SVGInspector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = inspector
    if !parser.parse() {
      run.problems.append(
        "\(place): the SVG is not well formed (\(parser.parserError.map { "\($0)" } ?? "?"))")
    }
    if let bad = inspector.nonFinite {
      run.problems.append("\(place): a non-finite number in an attribute: \(bad)")
    }
    if let repeated = inspector.repeatedID {
      run.problems.append("\(place): the id \(repeated) appears twice")
    }
  }

  /// Shrinks a failing case: keeps taking the first smaller case that still fails, until
  /// none does or `budget` runs are spent.
  package static func shrink(
    _ fuzzCase: FuzzCase, budget: Int = 2_000, stillFails: (FuzzCase) -> Bool
  ) -> FuzzCase {
    var current = fuzzCase
    var runs = 0
    var progress = true
    while progress, runs < budget {
      progress = false
      for candidate in current.shrinkCandidates() where candidate.weight < current.weight {
        runs += 1
        if stillFails(candidate) {
          current = candidate
          progress = true
          break
        }
        if runs >= budget { break }
      }
    }
    return current
  }
}

/// Reads an SVG document's attributes: the first non-finite number, the first repeated id.
private final class SVGInspector: NSObject, XMLParserDelegate {
  var nonFinite: String?
  var repeatedID: String?
  private var ids: Set<String> = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes: [String: String] = [:]
  ) {
    for (name, value) in attributes where name != "aria-label" && name != "data-identifier" {
      let lowered = value.lowercased()
      if nonFinite == nil, lowered.contains("nan") || lowered.contains("inf") {
        nonFinite = "<\(elementName) \(name)=\"\(value)\">"
      }
      if name == "id", !ids.insert(value).inserted, repeatedID == nil { repeatedID = value }
    }
  }
}
