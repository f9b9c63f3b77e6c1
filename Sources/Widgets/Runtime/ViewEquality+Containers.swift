import Foundation

// Galley's own containers compare their parameters and their content with their types known,
// each part as `ViewEquality` compares a view. Field by field through reflection, one level
// of a modifier chain cost thousands of instructions per field, and each level of a row
// compares everything below it again.

extension ModifiedContent: SameInputsView where Content: View, Modifier: ViewModifier {
  /// Whether the modifier and the content are unchanged; a modifier's dynamic properties
  /// (`@State`) are links to storage and left out, as a view's are.
  func hasSameInputs(as other: Self) -> Bool {
    ViewEquality.equal(modifier, other.modifier) && ViewEquality.equal(content, other.content)
  }
}

extension TupleView: SameInputsView {
  /// Whether each view is unchanged, stopping at the first that changed.
  func hasSameInputs(as other: Self) -> Bool {
    func same<V>(_ a: V, _ b: V) -> Bool { ViewEquality.equal(a, b) }
    for isSame in repeat same(each value, each other.value) {
      if !isSame { return false }
    }
    return true
  }
}

extension ConditionalContent: SameInputsView {
  /// Whether the same branch shows an unchanged view.
  func hasSameInputs(as other: Self) -> Bool {
    switch (storage, other.storage) {
    case (.trueContent(let a), .trueContent(let b)): ViewEquality.equal(a, b)
    case (.falseContent(let a), .falseContent(let b)): ViewEquality.equal(a, b)
    default: false
    }
  }
}

extension HStack: SameInputsView {
  func hasSameInputs(as other: Self) -> Bool {
    alignment == other.alignment && ValueEquality.equal(spacing, other.spacing)
      && ViewEquality.equal(content, other.content)
  }
}

extension VStack: SameInputsView {
  func hasSameInputs(as other: Self) -> Bool {
    alignment == other.alignment && ValueEquality.equal(spacing, other.spacing)
      && ViewEquality.equal(content, other.content)
  }
}

extension ZStack: SameInputsView {
  func hasSameInputs(as other: Self) -> Bool {
    alignment == other.alignment && ViewEquality.equal(content, other.content)
  }
}

extension EnvironmentModifier: SameInputsView {}
