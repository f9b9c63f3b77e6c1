import Foundation

/// What the list benchmarks change: the rows and the selection.
@MainActor
package protocol BenchData: AnyObject {
  var rows: [BenchRow] { get set }
  var selected: Int? { get set }
}

extension BenchStore: BenchData {}

/// The rows and selection of the floor, which writes its whole document after each change.
@MainActor
package final class FloorData: BenchData {
  package var rows: [BenchRow]
  package var selected: Int?
  package init(rows: [BenchRow]) { self.rows = rows }
}

/// The nine operations of js-framework-benchmark, on a list of `scale` rows (1,000 in the
/// benchmark; the tests use fewer).
package enum FrameworkOperation: CaseIterable, Sendable {
  /// Creates `scale` rows in an empty list.
  case create
  /// Replaces `scale` rows with `scale` new ones.
  case replaceAll
  /// Appends " !!!" to the label of every tenth of `scale` rows.
  case updateEveryTenth
  /// Selects one of `scale` rows (drawn in red).
  case select
  /// Swaps the second and the second-to-last but one of `scale` rows (rows 1 and 998 of
  /// 1,000).
  case swapRows
  /// Removes one of `scale` rows.
  case removeRow
  /// Creates 10 × `scale` rows in an empty list.
  case createMany
  /// Appends `scale` rows to 10 × `scale`.
  case append
  /// Removes all of `scale` rows.
  case clear

  /// The name, as js-framework-benchmark says it, for `scale` rows.
  package func name(scale: Int) -> String {
    let n = scale.formatted(.number.locale(Locale(identifier: "en_US")))
    let many = (10 * scale).formatted(.number.locale(Locale(identifier: "en_US")))
    switch self {
    case .create: return "create \(n) rows"
    case .replaceAll: return "replace all \(n) rows"
    case .updateEveryTenth: return "partial update (every 10th of \(n) rows)"
    case .select: return "select a row of \(n)"
    case .swapRows: return "swap 2 rows of \(n)"
    case .removeRow: return "remove a row of \(n)"
    case .createMany: return "create \(many) rows"
    case .append: return "append \(n) rows to \(many)"
    case .clear: return "clear \(n) rows"
    }
  }

  /// The rows before the operation.
  package func initialRows(scale: Int, factory: inout RowFactory) -> [BenchRow] {
    switch self {
    case .create, .createMany: []
    case .append: factory.make(10 * scale)
    default: factory.make(scale)
    }
  }

  /// Performs the operation on `data`.
  @MainActor
  package func perform(on data: some BenchData, scale: Int, factory: inout RowFactory) {
    switch self {
    case .create, .replaceAll: data.rows = factory.make(scale)
    case .updateEveryTenth:
      for index in stride(from: 0, to: data.rows.count, by: 10) {
        data.rows[index].label += " !!!"
      }
    case .select: data.selected = data.rows[data.rows.count / 2].id
    case .swapRows: data.rows.swapAt(1, data.rows.count - 2)
    case .removeRow: data.rows.remove(at: data.rows.count / 2)
    case .createMany: data.rows = factory.make(10 * scale)
    case .append: data.rows += factory.make(scale)
    case .clear: data.rows = []
    }
  }
}
