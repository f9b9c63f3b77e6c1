/// A list that keeps a single element without an array: most texts have one line, and an
/// array of one was an allocation for every label, kept or made and freed at once.
///
/// Each count is kept one way only (one element as ``single``, none or several in the
/// array), so that the synthesised equality and hashing agree with the elements'.
package struct SingleOrList<Element: Hashable & Sendable>: Hashable, Sendable {
  /// The element, when there is exactly one.
  package let single: Element?
  /// The elements, when there are none or more than one.
  private let list: [Element]

  /// A list of `elements`.
  package init(_ elements: [Element]) {
    single = elements.count == 1 ? elements[0] : nil
    list = elements.count == 1 ? [] : elements
  }

  /// A list of one element, without an array.
  package init(single element: Element) {
    single = element
    list = []
  }

  /// The elements, in order: a one-element array is made for the caller.
  package var elements: [Element] {
    @inline(__always) get {
      if let single { return [single] }
      return list
    }
  }

  /// How many elements there are.
  package var count: Int { single == nil ? list.count : 1 }

  /// Calls `body` with each element in order, without making an array of one.
  @inline(__always)
  package func forEach(_ body: (Element) throws -> Void) rethrows {
    if let single {
      try body(single)
    } else {
      for element in list { try body(element) }
    }
  }
}
