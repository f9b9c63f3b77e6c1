import Foundation
import Observation
import Testing
import Widgets

/// A chain of modifiers is kept one modifier per element: each element compares its own
/// modifier and leaves the content to the element below it, which keeps that. A change at the
/// bottom of the chain is compared once, not once per level; a change anywhere in the chain is
/// seen; and a body made of a chain is resolved again without being asked for.
@MainActor
struct ModifierChainTests {
  @Observable @MainActor
  final class Model {
    var width = 10
    var inset: CGFloat = 1
  }

  /// Counts the comparisons of ``Probe`` values and the bodies asked for.
  final class Log {
    var comparisons = 0
    var screenBodies = 0
  }

  /// A view that counts how often it is compared.
  struct Probe: View, @MainActor Equatable {
    let width: Int
    let log: Log

    var body: some View {
      Color.red.frame(width: CGFloat(width), height: 10).accessibilityIdentifier("probe")
    }

    static func == (a: Probe, b: Probe) -> Bool {
      a.log.comparisons += 1
      return a.width == b.width
    }
  }

  /// The probe under four modifiers, pinned to the top-left corner.
  struct Screen: View {
    let model: Model
    let log: Log

    var body: some View {
      Probe(width: model.width, log: log)
        .padding(model.inset)
        .padding(2)
        .opacity(0.5)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aChangeAtTheBottomIsComparedOnce() {
    let model = Model()
    let log = Log()
    let host = WidgetsTests.host(Screen(model: model, log: log))
    #expect(host.frame(of: "probe") == CGRect(x: 3, y: 3, width: 10, height: 10))
    log.comparisons = 0
    model.width = 11
    #expect(host.frame(of: "probe") == CGRect(x: 3, y: 3, width: 11, height: 10))
    // Once, by the outermost element, which tells each element below it that its view
    // changed (with each level comparing again, the probe was compared 3 times).
    #expect(log.comparisons == 1)
  }

  @Test func aChangeInTheMiddleIsSeenAndTheContentKept() {
    let model = Model()
    let log = Log()
    let host = WidgetsTests.host(Screen(model: model, log: log))
    log.comparisons = 0
    model.inset = 5
    #expect(host.frame(of: "probe") == CGRect(x: 7, y: 7, width: 10, height: 10))
    // The changed padding passes the probe on; the probe, compared once, is unchanged.
    #expect(log.comparisons == 1)
    model.inset = 5
    model.width = 12
    #expect(host.frame(of: "probe") == CGRect(x: 7, y: 7, width: 12, height: 10))
  }

  /// A probe that reads the model itself, under a screen that does not.
  struct ReadingProbe: View {
    let model: Model
    var body: some View {
      Color.red.frame(width: CGFloat(model.width), height: 10).accessibilityIdentifier("probe")
    }
  }

  struct QuietScreen: View {
    let model: Model
    let log: Log

    var body: some View {
      log.screenBodies += 1
      return ReadingProbe(model: model)
        .padding(3)
        .opacity(0.5)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aBodyMadeOfAChainIsResolvedAgainWithoutBeingAskedFor() {
    let model = Model()
    let log = Log()
    let host = WidgetsTests.host(QuietScreen(model: model, log: log))
    #expect(host.frame(of: "probe") == CGRect(x: 3, y: 3, width: 10, height: 10))
    model.width = 20
    // The chain is made again from the modifiers its elements keep and the probe below.
    #expect(host.frame(of: "probe") == CGRect(x: 3, y: 3, width: 20, height: 10))
    #expect(log.screenBodies == 1)
    model.width = 30
    #expect(host.frame(of: "probe") == CGRect(x: 3, y: 3, width: 30, height: 10))
    #expect(log.screenBodies == 1)
  }

  struct QuietStack: View {
    let model: Model
    let log: Log

    var body: some View {
      log.screenBodies += 1
      return VStack(alignment: .leading, spacing: 2) {
        ReadingProbe(model: model)
        Color.blue.frame(width: 4, height: 4).accessibilityIdentifier("below")
      }
      .padding(3)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aBodyMadeOfAStackOfViewsIsResolvedAgainWithoutBeingAskedFor() {
    let model = Model()
    let log = Log()
    let host = WidgetsTests.host(QuietStack(model: model, log: log))
    #expect(host.frame(of: "probe") == CGRect(x: 3, y: 3, width: 10, height: 10))
    #expect(host.frame(of: "below") == CGRect(x: 3, y: 15, width: 4, height: 4))
    model.width = 20
    // The stack and its tuple are made again from what the elements keep: the stack's, its
    // alignment and spacing; its children (the tuple's views, since the stack's element
    // stands in for the tuple's), each view below.
    #expect(host.frame(of: "probe") == CGRect(x: 3, y: 3, width: 20, height: 10))
    #expect(host.frame(of: "below") == CGRect(x: 3, y: 15, width: 4, height: 4))
    #expect(log.screenBodies == 1)
  }
}
