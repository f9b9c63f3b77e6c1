import Foundation

/// How a child view is told apart from its siblings: the last step of its identity.
///
/// Matching uses the key itself (explicit ids compare with `==`); the child's ``NodeID`` uses
/// ``component``, a hash that is the same in every process.
///
/// The cases that hold an `AnyHashable` are `indirect`: a key is 25 bytes, not 49, and is
/// copied without going through an existential's value witnesses (sixty copies a row of a
/// list); every element, which keeps one key in its table of children, is 224 bytes, not 248.
/// A row's key and an explicit id are boxed instead, a block each, and still fewer bytes a
/// row.
enum ChildKey: Hashable {
  /// A position: the index in a tuple, or a fixed slot of a view (content, body, label).
  case slot(Int)
  /// A branch of a conditional view.
  case branch(Int)
  /// An explicit identity from `.id(_:)` or an overlay.
  indirect case id(AnyHashable)
  /// The id of a `ForEach` row, with the hash of its name (``RowNames``), distinct among its
  /// siblings even when their descriptions are equal.
  indirect case row(RowKey)
  /// The type of the view behind an `AnyView`.
  case type(ObjectIdentifier, name: String)

  // Equality and hashing are written out: the synthesised ones copy both keys into a pair
  // through their value witnesses (a key may hold an `AnyHashable`), and children are looked
  // up by key for every element of every resolution.

  /// Whether two keys are the same step: the same case with equal payloads.
  static func == (lhs: ChildKey, rhs: ChildKey) -> Bool { lhs.isSame(as: rhs) }

  /// Whether the key equals `other`.
  @inline(__always)
  func isSame(as other: ChildKey) -> Bool {
    switch self {
    case .slot(let index):
      if case .slot(let otherIndex) = other { return index == otherIndex }
    case .branch(let index):
      if case .branch(let otherIndex) = other { return index == otherIndex }
    case .id(let id):
      if case .id(let otherID) = other { return id == otherID }
    case .row(let key):
      if case .row(let otherKey) = other { return key == otherKey }
    case .type(let type, let name):
      if case .type(let otherType, let otherName) = other {
        return type == otherType && name == otherName
      }
    }
    return false
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .slot(let index):
      hasher.combine(0 as UInt8)
      hasher.combine(index)
    case .branch(let index):
      hasher.combine(1 as UInt8)
      hasher.combine(index)
    case .id(let id):
      hasher.combine(2 as UInt8)
      hasher.combine(id)
    case .row(let key):
      hasher.combine(3 as UInt8)
      hasher.combine(key)
    case .type(let type, let name):
      hasher.combine(4 as UInt8)
      hasher.combine(type)
      hasher.combine(name)
    }
  }

  /// The stable hash of this step, mixed into the child's ``NodeID``.
  package var component: UInt64 {
    switch self {
    case .slot(let index): NodeID.mix(0x5107_0000 ^ UInt64(truncatingIfNeeded: index))
    case .branch(let index): NodeID.mix(0xB4A1_0000 ^ UInt64(truncatingIfNeeded: index))
    case .id(let id): NodeID.mix(0x1D00_0000 ^ Self.stableHash(id))
    case .row(let key): NodeID.mix(0x1D00_0000 ^ key.component)
    case .type(_, let name): NodeID.mix(0x7E9E_0000 ^ NodeID.stableHash(name))
    }
  }

  /// The key of the row with `id`, named by `component`.
  static func row(_ id: AnyHashable, component: UInt64) -> ChildKey {
    .row(RowKey(id: id, component: component))
  }

  /// A hash of an explicit id that is the same in every process: integers by value, strings
  /// and UUIDs by their text, anything else by its type and description without addresses.
  package static func stableHash(_ id: AnyHashable) -> UInt64 {
    switch id.base {
    case let value as Int: return stableHash(of: value)
    case let value as String: return stableHash(of: value)
    case let value as UUID: return NodeID.stableHash("u:" + value.uuidString)
    case let value as any BinaryInteger: return NodeID.stableHash("i:" + String(describing: value))
    default: return NodeID.stableHash("\(Swift.type(of: id.base)):\(description(of: id.base))")
    }
  }

  /// How an explicit id appears in dumps: `3`, `"inbox"`, `ObjectIdentifier(0x…)`.
  package static func label(_ id: AnyHashable) -> String {
    if let string = id.base as? String { return label(of: string) }
    return description(of: id.base)
  }

  // The hash and label of the commonest ids, for ``RowNames``, which names them without
  // boxing them in an `AnyHashable` (the two functions above give the same for a boxed one).

  /// ``stableHash(_:)`` of an integer id: its value.
  static func stableHash(of value: Int) -> UInt64 { UInt64(bitPattern: Int64(value)) }
  /// ``stableHash(_:)`` of a string id.
  static func stableHash(of value: String) -> UInt64 { NodeID.stableHash("s:" + value) }
  /// ``label(_:)`` of an integer id: `3`.
  static func label(of value: Int) -> String { String(value) }
  /// ``label(_:)`` of a string id, quoted: `"inbox"`.
  static func label(of value: String) -> String { RenderTree.quote(value) }

  /// The description of a value, the same in every process: an object's default
  /// description (its qualified type name) becomes the plain type name, and memory addresses
  /// (`0x` or `$` and eight or more hex digits) become `0x…` or `$…`.
  static func description(of value: Any) -> String {
    // The commonest id, without the cost of describing a value and its type.
    // (By its type: a cast would unwrap an optional, whose description says "Optional".)
    if Swift.type(of: value) == Int.self, let integer = value as? Int { return label(of: integer) }
    var text = String(describing: value)
    let type = Swift.type(of: value)
    if text == String(reflecting: type) { text = String(describing: type) }
    guard text.contains("0x") || text.contains("$") else { return text }
    var result = ""
    var rest = text.unicodeScalars[...]
    while let start = rest.firstIndex(where: { $0 == "0" || $0 == "$" }) {
      result.unicodeScalars += rest[..<start]
      let prefix = rest[start] == "$" ? "$" : "0x"
      let afterPrefix =
        rest.index(start, offsetBy: prefix.unicodeScalars.count, limitedBy: rest.endIndex)
        ?? rest.endIndex
      guard rest[start...].starts(with: prefix.unicodeScalars) else {
        result.unicodeScalars.append(rest[start])
        rest = rest[rest.index(after: start)...]
        continue
      }
      let digits = rest[afterPrefix...].prefix { $0.properties.isASCIIHexDigit }
      result += prefix
      if digits.count >= 8 {
        result += "…"
        rest = rest[digits.endIndex...]
      } else {
        rest = rest[afterPrefix...]
      }
    }
    result.unicodeScalars += rest
    return result
  }
}

/// The key of a `ForEach` row: its id and the hash of its name. Two keys are equal when their
/// names are and their ids are equal, or when neither id equals itself (`NaN`): such a row is
/// known by its name, which ``RowNames`` gives by position among the ids of its description,
/// so that it keeps its element (and its state) from one update to the next.
struct RowKey: Hashable {
  let id: AnyHashable
  let component: UInt64

  static func == (lhs: RowKey, rhs: RowKey) -> Bool {
    guard lhs.component == rhs.component else { return false }
    return lhs.id == rhs.id || (lhs.id != lhs.id && rhs.id != rhs.id)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(component) }
}
