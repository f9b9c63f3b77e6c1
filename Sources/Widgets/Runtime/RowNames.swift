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
/// differ from run to run; a UUID inside another id's description (`Optional(…)`, a struct
/// holding one) is numbered the same way. Other ids
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
      var base: String
      var numbered = isUUID
      if isUUID {
        base = "uuid-\(ordinal)"
        ordinal += 1
      } else {
        base = ChildKey.label(key)
        // A UUID inside an id (an optional, a struct holding one) is numbered too.
        let (cleaned, found) = Self.numberingUUIDs(in: base, from: ordinal)
        if found > 0 {
          base = cleaned
          ordinal += found
          numbered = true
        }
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
        component: label == base && !numbered
          ? ChildKey.stableHash(key) : NodeID.stableHash("r:" + label))
      byID[id] = name
      names.append(name)
    }
    self.names = names
    self.byID = byID
    nextOrdinal = ordinal
  }

  /// `text` with each UUID in it (`8-4-4-4-12` hexadecimal digits) replaced by `uuid-n`,
  /// numbered from `first`, and how many there were.
  static func numberingUUIDs(in text: String, from first: Int) -> (String, Int) {
    let characters = Array(text.utf8)
    let groups = [8, 4, 4, 4, 12]
    func isHex(_ byte: UInt8) -> Bool {
      (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }
    /// The end of a UUID starting at `start`, if one does.
    func uuidEnd(at start: Int) -> Int? {
      var index = start
      for (number, length) in groups.enumerated() {
        if number > 0 {
          guard index < characters.count, characters[index] == UInt8(ascii: "-") else {
            return nil
          }
          index += 1
        }
        guard index + length <= characters.count,
          characters[index..<(index + length)].allSatisfy(isHex)
        else { return nil }
        index += length
      }
      return index
    }
    guard characters.count >= 36 else { return (text, 0) }
    var result: [UInt8] = []
    var count = 0
    var index = 0
    while index < characters.count {
      let startsWord = index == 0 || !isHex(characters[index - 1])
      if startsWord, let end = uuidEnd(at: index),
        end == characters.count || !isHex(characters[end])
      {
        result += Array("uuid-\(first + count)".utf8)
        count += 1
        index = end
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return (String(decoding: result, as: UTF8.self), count)
  }

  /// The name of the id at `position` of the ids named.
  func name(at position: Int, of id: ID) -> RowName {
    if position < names.count { return names[position] }
    // The commonest ids, named without boxing the id in an `AnyHashable` and casting it back
    // out (three dynamic casts a row).
    if ID.self == Int.self {
      let value = unsafeBitCast(id, to: Int.self)
      return RowName(label: ChildKey.label(of: value), component: ChildKey.stableHash(of: value))
    }
    if ID.self == String.self {
      let value = unsafeBitCast(id, to: String.self)
      return RowName(label: ChildKey.label(of: value), component: ChildKey.stableHash(of: value))
    }
    let key = AnyHashable(id)
    return RowName(label: ChildKey.label(key), component: ChildKey.stableHash(key))
  }
}
