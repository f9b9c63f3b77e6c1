import Foundation

/// How one row of a `ForEach` is named in the render tree: the label its nodes carry in dumps
/// and the hash mixed into its node id.
struct RowName: Equatable {
  let label: String
  let component: UInt64
}

/// The names of a `ForEach`'s rows: distinct for distinct ids, the same in every process, and
/// kept by a row for as long as its id stays.
///
/// An id's name is its description (addresses removed: `ObjectIdentifier(0x…)`). Ids that
/// describe themselves one to one (integers, strings) need nothing more. A `UUID` is named
/// by the order its row first appeared in, `uuid-1`, `uuid-2`, because `UUID()` makes a
/// different one in every process: the common `let id = UUID()` must not make a snapshot
/// differ from run to run. Other ids
/// can share a description (objects compared by identity, `NaN`, a type whose description
/// leaves out what makes it unequal): the first id to take a description keeps it; the
/// others are numbered in order of appearance, `"Note"`, `"Note#2"`, `"Note#3"`. A row keeps
/// its number while its id stays, so inserting a row never renames the rows after it; a new
/// host numbers rows in data order. Decision record 0013 explains the rule.
struct RowNames<ID: Hashable> {
  /// The names in data order, for ids that do not describe themselves; empty otherwise.
  private let names: [RowName]
  /// The names by id, carried into the next resolution.
  private let byID: [ID: RowName]
  /// The number the next new UUID takes.
  private let nextOrdinal: Int

  /// Whether distinct ids always have distinct descriptions.
  static var idsDescribeThemselves: Bool {
    ID.self == Int.self || ID.self == String.self
      || ID.self == Int64.self || ID.self == UInt64.self || ID.self == Int32.self
      || ID.self == UInt32.self || ID.self == Int16.self || ID.self == UInt16.self
      || ID.self == Int8.self || ID.self == UInt8.self || ID.self == UInt.self
  }

  /// Names `ids` (the first of each repeated id counts), keeping the names of `previous`
  /// for the ids still present.
  ///
  /// - Complexity: O(n) in the number of ids, O(1) when ids describe themselves.
  init(_ ids: [ID], previous: RowNames<ID>?) {
    guard !Self.idsDescribeThemselves else {
      names = []
      byID = [:]
      nextOrdinal = 1
      return
    }
    let isUUID = ID.self == UUID.self
    var ordinal = previous?.nextOrdinal ?? 1
    var byID: [ID: RowName] = [:]
    byID.reserveCapacity(ids.count)
    var taken: Set<String> = []
    if let previous {
      for id in ids {
        if let name = previous.byID[id], byID.updateValue(name, forKey: id) == nil {
          taken.insert(name.label)
        }
      }
    }
    var nextNumber: [String: Int] = [:]
    var names: [RowName] = []
    names.reserveCapacity(ids.count)
    for id in ids {
      if let name = byID[id] {
        names.append(name)
        continue
      }
      let key = AnyHashable(id)
      let base: String
      if isUUID {
        base = "uuid-\(ordinal)"
        ordinal += 1
      } else {
        base = ChildKey.label(key)
      }
      var label = base
      if taken.contains(base) {
        var number = nextNumber[base] ?? 2
        repeat {
          label = base + "#" + String(number)
          number += 1
        } while taken.contains(label)
        nextNumber[base] = number
      }
      taken.insert(label)
      let name = RowName(
        label: label,
        component: label == base && !isUUID
          ? ChildKey.stableHash(key) : NodeID.stableHash("r:" + label))
      byID[id] = name
      names.append(name)
    }
    self.names = names
    self.byID = byID
    nextOrdinal = ordinal
  }

  /// The name of the id at `position` of the ids named.
  func name(at position: Int, of id: ID) -> RowName {
    if position < names.count { return names[position] }
    let key = AnyHashable(id)
    return RowName(label: ChildKey.label(key), component: ChildKey.stableHash(key))
  }
}
