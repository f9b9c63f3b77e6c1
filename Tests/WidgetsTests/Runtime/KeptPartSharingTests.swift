import Foundation
import Testing

@testable import Widgets

/// Drives the spacing of the first of two stacks.
@Observable @MainActor
private final class Spacings {
  var first: CGFloat = 4
}

/// A 20×10 button whose colour is its own state: tapping it changes nothing's size.
private struct Toggler: View {
  let name: String
  @State private var on = false

  var body: some View {
    Button {
      on.toggle()
    } label: {
      Rectangle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 10)
    }
    .accessibilityIdentifier(name)
  }
}

/// Drives the minimum lengths of two spacers.
@Observable @MainActor
private final class MinimumLengths {
  var a: CGFloat?
  var b: CGFloat?
}

/// Two rows at their ideal widths, each a spacer between two squares.
private struct SpacedRows: View {
  let lengths: MinimumLengths

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Spacer(minLength: lengths.a)
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("a")
      }
      .fixedSize()
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Spacer(minLength: lengths.b)
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
      }
      .fixedSize()
    }
  }
}

/// Two stacks of one type: equal parameters at first, so that their elements share the box
/// of their kept part.
private struct TwoRows: View {
  let spacings: Spacings

  var body: some View {
    VStack {
      HStack(spacing: spacings.first) {
        Color.green.frame(width: 10, height: 10)
        Toggler(name: "a")
      }
      HStack(spacing: 4) {
        Color.green.frame(width: 10, height: 10)
        Toggler(name: "b")
      }
    }
  }
}

/// Elements of stacks and plain modifiers with equal own parts share one box for them, as
/// elements of spacers, dividers and images with equal views do; one that changes gets a
/// box of its own, and the others keep theirs.
@MainActor
struct KeptPartSharingTests {
  // In 200×200: the rows are 10 high, 8 apart (28, from y = 86). Row a is 10 + 4 + 20 = 34
  // wide, as is row b: the stack is 34 wide from x = 83, and each toggler sits at 83 + 14.
  // With row a's spacing at 8, row a is 38 wide: the stack is 38 wide from x = 81, row a
  // starts there (toggler at 99), row b is centred in it at 83 (toggler at 97).
  //
  // Tapping a toggler changes its state alone: its stack is made again from the part its
  // element kept. Row a's must be spacing 8 and row b's 4, though their elements shared one
  // box while both were 4: the shared box is not changed in place for either.
  @Test func aSharedPartIsNotChangedForTheOthers() throws {
    let spacings = Spacings()
    let host = host(TwoRows(spacings: spacings))
    #expect(host.frame(of: "a") == CGRect(x: 97, y: 86, width: 20, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 97, y: 104, width: 20, height: 10))
    spacings.first = 8
    host.update()
    for name in ["a", "b", "a"] {
      try host.tap(name)
      #expect(host.frame(of: "a") == CGRect(x: 99, y: 86, width: 20, height: 10))
      #expect(host.frame(of: "b") == CGRect(x: 97, y: 104, width: 20, height: 10))
    }
  }

  // A spacer's ideal width is its minimum length, 8 by default: a row is 10 + 8 + 10 = 28
  // wide, centred in 200 from x = 86, its blue square at 104; with a minimum of 50, 70 wide
  // from x = 65, the square at 125. The rows are 10 high, from y = 90 and 100.
  //
  // Both spacers start equal, and share one box. Spacer a's change must not reach the box
  // spacer b keeps: b's later change to the same length is then a change, and b moves.
  @Test func aSharedViewIsNotChangedForTheOthers() {
    let lengths = MinimumLengths()
    let host = host(SpacedRows(lengths: lengths))
    #expect(host.frame(of: "a") == CGRect(x: 104, y: 90, width: 10, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 104, y: 100, width: 10, height: 10))
    lengths.a = 50
    host.update()
    #expect(host.frame(of: "a") == CGRect(x: 125, y: 90, width: 10, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 104, y: 100, width: 10, height: 10))
    lengths.b = 50
    host.update()
    #expect(host.frame(of: "a") == CGRect(x: 125, y: 90, width: 10, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 125, y: 100, width: 10, height: 10))
  }
}
