import Backends
import Foundation
import Observation
import Widgets

/// A row of the list benchmarks, as in js-framework-benchmark: an id and a three-word label.
package struct BenchRow: Identifiable, Equatable {
  package let id: Int
  package var label: String

  package init(id: Int, label: String) {
    self.id = id
    self.label = label
  }
}

/// Makes rows with increasing ids and labels from fixed word lists, reproducibly.
package struct RowFactory {
  package init() {}
  private var nextID = 1
  private var state: UInt64 = 42
  private static let adjectives = [
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
    "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
  ]
  private static let colours = [
    "red", "yellow", "blue", "green", "pink", "brown", "purple", "white", "black", "orange",
  ]
  private static let nouns = [
    "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    "pizza", "mouse", "keyboard",
  ]

  private mutating func pick(_ count: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(count))
  }

  package mutating func make(_ count: Int) -> [BenchRow] {
    (0..<count).map { _ in
      defer { nextID += 1 }
      let label =
        "\(Self.adjectives[pick(Self.adjectives.count)]) \(Self.colours[pick(Self.colours.count)]) \(Self.nouns[pick(Self.nouns.count)])"
      return BenchRow(id: nextID, label: label)
    }
  }
}

@Observable @MainActor
package final class BenchStore {
  package var rows: [BenchRow]
  /// The id of the selected row, drawn in red, if any.
  package var selected: Int?
  package init(rows: [BenchRow]) { self.rows = rows }
}

package struct BenchRowView: View, Equatable {
  package let row: BenchRow
  package var isSelected = false

  package init(row: BenchRow, isSelected: Bool = false) {
    self.row = row
    self.isSelected = isSelected
  }

  package var body: some View {
    HStack {
      Text("\(row.id)").frame(width: 60, alignment: .leading)
      Text(row.label)
      Spacer()
      Image(systemName: "xmark")
    }
    .foregroundStyle(isSelected ? Color.red : Color.primary)
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }
}

package struct BenchList: View {
  package let store: BenchStore

  package init(store: BenchStore) { self.store = store }

  package var body: some View {
    ScrollView {
      LazyVStack(spacing: 0, realisingEveryRow: true) {
        ForEach(store.rows) { BenchRowView(row: $0, isSelected: $0.id == store.selected) }
      }
    }
  }
}

/// A lazy list of `count` numbered rows that scrolls: only the rows that show are realised.
package struct LazyList: View {
  package let count: Int

  package init(count: Int) { self.count = count }

  package var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
          BenchRowView(row: BenchRow(id: index, label: "Row \(index)"), isSelected: false)
        }
      }
    }
  }
}

/// A row with its own observable model: changing it dirties that row only.
@Observable @MainActor
package final class RowModel: Identifiable {
  package let id: Int
  package var label: String
  package init(_ row: BenchRow) {
    id = row.id
    label = row.label
  }
}

package struct ModelRowView: View {
  package let model: RowModel

  package init(model: RowModel) { self.model = model }

  package var body: some View {
    HStack {
      Text("\(model.id)").frame(width: 60, alignment: .leading)
      Text(model.label)
      Spacer()
      Image(systemName: "xmark")
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }
}

package struct ModelList: View {
  package let models: [RowModel]

  package init(models: [RowModel]) { self.models = models }

  package var body: some View {
    ScrollView {
      LazyVStack(spacing: 0, realisingEveryRow: true) {
        ForEach(models) { ModelRowView(model: $0) }
      }
    }
  }
}

/// Nested stacks, `depth` levels, alternating axes, two leaves per level.
package struct Nested: View {
  package let depth: Int

  package init(depth: Int) { self.depth = depth }

  package var body: some View {
    if depth == 0 {
      Text("leaf")
    } else if depth.isMultiple(of: 2) {
      AnyView(
        HStack {
          Nested(depth: depth - 1); Color.red.frame(width: 4, height: 4)
        })
    } else {
      AnyView(
        VStack {
          Nested(depth: depth - 1); Color.blue.frame(width: 4, height: 4)
        })
    }
  }
}

/// The list the engine rework's targets are stated for:
/// `VStack { ForEach(rows) { HStack { Text; Spacer(); Text } } }`, the id and the label.
package struct PlainBenchList: View {
  package let store: BenchStore

  package init(store: BenchStore) { self.store = store }

  package var body: some View {
    VStack {
      ForEach(store.rows) { row in
        HStack {
          Text("\(row.id)")
          Spacer()
          Text(row.label)
        }
      }
    }
  }
}

extension SVGBackend {
  /// The backend the benchmarks measure against the floor: text written as `<text>`
  /// elements, as the floor writes it. Text as outlines, the default, is measured beside it
  /// (galley-bench's `outlines` group).
  package static let benchmarked = SVGBackend(text: .fontReferences)
}
