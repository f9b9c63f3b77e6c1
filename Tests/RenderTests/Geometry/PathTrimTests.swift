import Foundation
import Render
import Testing

struct PathTrimTests {
  @Test func aLineKeepsTheMiddleHalf() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 100, y: 0))
    var expected = Path()
    expected.move(to: CGPoint(x: 25, y: 0))
    expected.addLine(to: CGPoint(x: 75, y: 0))
    #expect(line.trimmedPath(from: 0.25, to: 0.75) == expected)
  }

  @Test func aRectanglesFirstHalfRunsAlongTheTopAndDownTheRight() {
    // A 100 × 50 rectangle: 300 around, from its top-left corner clockwise; half is 150, the
    // top (100) and the right side (50).
    let rectangle = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    var expected = Path()
    expected.move(to: .zero)
    expected.addLine(to: CGPoint(x: 100, y: 0))
    expected.addLine(to: CGPoint(x: 100, y: 50))
    #expect(rectangle.trimmedPath(from: 0, to: 0.5) == expected)
    // The last quarter starts 75 along the bottom (run right to left, from 100 to 25) and
    // ends with the closing line up the left side.
    var tail = Path()
    tail.move(to: CGPoint(x: 25, y: 50))
    tail.addLine(to: CGPoint(x: 0, y: 50))
    tail.addLine(to: .zero)
    #expect(rectangle.trimmedPath(from: 0.75, to: 1) == tail)
  }

  @Test func aCirclesFirstQuarterIsItsFirstCurve() {
    // Four equal curves: a quarter ends exactly at the bottom, at the end of the first.
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    var expected = Path()
    expected.move(to: CGPoint(x: 100, y: 50))
    guard case .curve(let to, let c1, let c2) = circle.elements[1] else {
      Issue.record("The ellipse's second element is not a curve")
      return
    }
    expected.addCurve(to: to, control1: c1, control2: c2)
    #expect(to == CGPoint(x: 50, y: 100))
    #expect(circle.trimmedPath(from: 0, to: 0.25) == expected)
  }

  @Test func emptyAndReversedRangesGiveNothing() {
    let rectangle = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(rectangle.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(rectangle.trimmedPath(from: .nan, to: 1) == rectangle)
    #expect(rectangle.trimmedPath(from: -1, to: 2) == rectangle)
  }
}
