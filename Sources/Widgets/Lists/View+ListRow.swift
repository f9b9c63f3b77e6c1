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
  /// Sets the action that deletes rows: in a list, each row offers VoiceOver's "Delete"
  /// action (`ViewHost.performAccessibilityAction(named: "Delete", on:)`), and in edit mode
  /// shows iOS's red delete control. The action receives the row's offset in `data`.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.editActions = RowEditActions(delete: action, move: editActions?.move)
    return copy
  }

  /// Sets the action that moves rows: in a list in edit mode, each row shows iOS's reorder
  /// grip and offers the actions "Move Up" and "Move Down"
  /// (`ViewHost.performAccessibilityAction(named:on:)`). The action receives the row's
  /// offset and the offset it moves before, as `Array.move(fromOffsets:toOffset:)` takes them.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.editActions = RowEditActions(delete: editActions?.delete, move: action)
    return copy
  }
}

/// The delete and move actions of a `ForEach`'s rows.
final class RowEditActions {
  let delete: ((IndexSet) -> Void)?
  let move: ((IndexSet, Int) -> Void)?

  init(delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?) {
    self.delete = delete
    self.move = move
  }
}

/// The edit actions of one `ForEach`, kept by its element and replaced on every
/// resolution, so that rows not made again still reach the latest actions.
final class RowEditActionsBox {
  /// What the rows are marked with.
  struct Marks: Equatable {
    var tags = false
    var canDelete = false
    var canMove = false
  }

  var actions: RowEditActions?
  /// How many rows the `ForEach` has.
  var count = 0
  /// What the rows were last marked with.
  var marks = Marks()
}

/// One row's place among its `ForEach`'s rows, with their edit actions: the layout value a
/// list reads to draw the row's edit controls and to delete or move it.
struct RowEditing: Equatable {
  let actions: RowEditActionsBox
  let position: Int
  /// Whether the row can be deleted, and moved: what the list draws, so that setting or
  /// removing an action draws the list again.
  let canDelete: Bool
  let canMove: Bool

  /// Deletes the row.
  @MainActor func delete() { actions.actions?.delete?(IndexSet(integer: position)) }

  /// Moves the row one place up (`by: -1`) or down (`by: 1`), if there is room.
  @MainActor func move(by step: Int) {
    let target = position + step
    guard let move = actions.actions?.move, target >= 0, target < actions.count else { return }
    // `toOffset` is where the row goes before, counted before it is removed.
    move(IndexSet(integer: position), step > 0 ? target + 1 : target)
  }

  static func == (a: RowEditing, b: RowEditing) -> Bool {
    a.actions === b.actions && a.position == b.position && a.canDelete == b.canDelete
      && a.canMove == b.canMove
  }
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
