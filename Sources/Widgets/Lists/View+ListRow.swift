import Foundation

extension View {
  /// Sets the insets of this list row's content from the row's edges, in place of the
  /// style's (20 points, or 16 on narrow screens, at the sides; 6.5 above and below).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    recordedValue(
      "listRowInsets", detail: insets.map { "\(RenderRole(.padding($0)))" } ?? "nil",
      key: ListRowKeys.insets, value: insets)
  }

  /// Shows or hides the separators of this list row. Galley draws a separator below each
  /// row but the last of its section; hiding either edge's hides it.
  public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    recordedValue(
      "listRowSeparator", detail: "\(visibility)", key: ListRowKeys.separator,
      value: visibility == .hidden)
  }

  /// Colours the separators of this list row.
  public func listRowSeparatorTint(
    _ color: Color?, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    recordedValue(
      "listRowSeparatorTint", detail: color == nil ? "nil" : "set",
      key: ListRowKeys.separatorTint, value: color)
  }

  /// Draws `view` behind this list row, filling the row, in place of the style's
  /// background.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    recordedValue(
      "listRowBackground", detail: Element.name(of: V.self), key: ListRowKeys.background,
      value: view.map { AnyView($0) })
  }

  /// Shows or hides the separators of this list section; accepted, and drawn as the
  /// style draws them.
  public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    self
  }

  /// Adds swipe actions to this list row. A host shows no swipe actions (there is no
  /// swipe at rest); the row is drawn as it is.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    self
  }

  /// Stops this row from being deleted by the list's delete action; accepted.
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

  /// Stops this row from being moved by the list's move action; accepted.
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }

}

extension ForEach {
  /// Accepts the action that deletes rows by swiping or in edit mode. A host neither
  /// swipes nor edits, so the action is not called.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

  /// Accepts the action that moves rows in edit mode. A host does not edit, so the action
  /// is not called.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

extension ForEach {
  /// A view for each element of the collection `data` is bound to, given a binding to it,
  /// so that each row can edit its element:
  ///
  /// ```swift
  /// ForEach($tasks) { $task in
  ///   Toggle(task.title, isOn: $task.isDone)
  /// }
  /// ```
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable,
    Data == [Binding<C.Element>], ID == C.Element.ID
  {
    let bindings = data.wrappedValue.indices.map { index in
      Binding<C.Element>(
        get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
    self.init(bindings, id: \.wrappedValue.id, content: content)
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as a list's delete action hands them; offsets past
  /// the end are ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before the element at offset `destination` (or to
  /// the end), as a list's move action hands them; offsets past the end are ignored.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moving = source.filter { $0 >= 0 && $0 < elements.count }
    var kept: [Element] = []
    for (offset, element) in elements.enumerated() where !moving.contains(offset) {
      kept.append(element)
    }
    let clamped = Swift.min(Swift.max(destination, 0), elements.count)
    let target = clamped - moving.filter { $0 < clamped }.count
    kept.insert(
      contentsOf: moving.map { elements[$0] }, at: Swift.min(Swift.max(target, 0), kept.count))
    var index = startIndex
    for element in kept {
      self[index] = element
      formIndex(after: &index)
    }
  }
}
