/// A unified diff of two texts, line by line, for failure messages: three lines of context,
/// whitespace made visible, long diffs cut with a count of what was left out.
package enum UnifiedDiff {
  /// One line of the edit script.
  enum Edit: Equatable {
    case same(String)
    case removed(String)
    case inserted(String)
  }

  /// The diff of `old` (recorded) and `new` (actual), or `nil` when they are equal.
  ///
  /// - Parameters:
  ///   - maximumLines: The most diff lines shown; the rest are counted.
  package static func render(old: String, new: String, maximumLines: Int = 80) -> String? {
    guard old != new else { return nil }
    let oldLines = lines(old)
    let newLines = lines(new)
    guard let edits = script(oldLines, newLines) else {
      return
        "(\(oldLines.count) recorded and \(newLines.count) actual lines differ in too many places to list)"
    }
    var output: [String] = ["--- recorded", "+++ actual"]
    var shown = 0
    var hidden = 0
    for hunk in hunks(edits, context: 3) {
      let header =
        "@@ -\(hunk.oldStart + 1),\(hunk.oldCount) +\(hunk.newStart + 1),\(hunk.newCount) @@"
      for line in [header] + hunk.lines.map(format) {
        if shown < maximumLines {
          output.append(line)
          shown += 1
        } else {
          hidden += 1
        }
      }
    }
    if hidden > 0 { output.append("… \(hidden) more diff lines not shown") }
    if endsWithNewline(old) != endsWithNewline(new) {
      output.append(
        endsWithNewline(old)
          ? "(the actual output has no newline at the end)"
          : "(the recorded snapshot has no newline at the end)")
    }
    return output.joined(separator: "\n")
  }

  /// The lines of `text`, split at line feeds only (a carriage return stays at the end of
  /// its line, where `visible` shows it), without their line feeds.
  package static func lines(_ text: String) -> [String] {
    // Split the bytes: "\r\n" is one Character, which Character-based splitting keeps whole.
    var result = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    if endsWithNewline(text) { result.removeLast() }
    return result
  }

  /// Whether the last byte is a line feed (`hasSuffix("\n")` is false after `\r\n`, one
  /// Character).
  static func endsWithNewline(_ text: String) -> Bool {
    text.utf8.last == UInt8(ascii: "\n")
  }

  /// A line with a marker, trailing spaces shown as `·`, tabs as `→` and carriage returns
  /// as `␍`.
  static func format(_ edit: Edit) -> String {
    switch edit {
    case .same(let line): " " + visible(line)
    case .removed(let line): "-" + visible(line)
    case .inserted(let line): "+" + visible(line)
    }
  }

  package static func visible(_ line: String) -> String {
    var text = line.replacingOccurrences(of: "\t", with: "→")
      .replacingOccurrences(of: "\r", with: "␍")
    var trailing = 0
    while text.hasSuffix(" ") {
      text.removeLast()
      trailing += 1
    }
    return text + String(repeating: "·", count: trailing)
  }

  /// The shortest edit script (Myers' algorithm) after the common prefix and suffix, or
  /// `nil` when more than `maximumEdits` lines differ.
  static func script(_ old: [String], _ new: [String], maximumEdits: Int = 1_000) -> [Edit]? {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    guard let middle = myers(a, b, maximumEdits: maximumEdits) else { return nil }
    return old[..<prefix].map(Edit.same) + middle
      + old[(old.count - suffix)...].map(Edit.same)
  }

  private static func myers(_ a: [String], _ b: [String], maximumEdits: Int) -> [Edit]? {
    let n = a.count
    let m = b.count
    if n == 0 { return b.map(Edit.inserted) }
    if m == 0 { return a.map(Edit.removed) }
    let limit = min(n + m, maximumEdits)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m { return backtrack(trace: trace, a, b, d: d, offset: offset) }
      }
    }
    return nil
  }

  private static func backtrack(
    trace: [[Int]], _ a: [String], _ b: [String], d: Int, offset: Int
  ) -> [Edit] {
    var edits: [Edit] = []
    var x = a.count
    var y = b.count
    for depth in stride(from: d, through: 1, by: -1) {
      let v = trace[depth]
      let k = x - y
      let previousK =
        (k == -depth || (k != depth && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
      let previousX = v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        edits.append(.same(a[x - 1]))
        x -= 1
        y -= 1
      }
      if x == previousX {
        edits.append(.inserted(b[y - 1]))
        y -= 1
      } else {
        edits.append(.removed(a[x - 1]))
        x -= 1
      }
    }
    while x > 0, y > 0 {
      edits.append(.same(a[x - 1]))
      x -= 1
      y -= 1
    }
    return edits.reversed()
  }

  struct Hunk {
    var oldStart = 0
    var newStart = 0
    var oldCount = 0
    var newCount = 0
    var lines: [Edit] = []
  }

  /// Groups the changes with `context` unchanged lines around each; changes closer than
  /// twice the context share a hunk.
  static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    guard !changed.isEmpty else { return [] }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    // Line numbers before each edit.
    var oldLine = [Int](repeating: 0, count: edits.count + 1)
    var newLine = [Int](repeating: 0, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      oldLine[index + 1] = oldLine[index] + (edit.isInserted ? 0 : 1)
      newLine[index + 1] = newLine[index] + (edit.isRemoved ? 0 : 1)
    }
    return ranges.map { range in
      var hunk = Hunk(oldStart: oldLine[range.lowerBound], newStart: newLine[range.lowerBound])
      hunk.lines = Array(edits[range])
      hunk.oldCount = hunk.lines.filter { !$0.isInserted }.count
      hunk.newCount = hunk.lines.filter { !$0.isRemoved }.count
      return hunk
    }
  }
}

extension UnifiedDiff.Edit {
  var isInserted: Bool {
    if case .inserted = self { return true }
    return false
  }

  var isRemoved: Bool {
    if case .removed = self { return true }
    return false
  }
}
