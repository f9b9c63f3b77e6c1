/// Escaping for XML text and attribute values.
enum SVGEscaping {
  /// `text` with `& < > " '` escaped and characters XML 1.0 forbids (most C0 controls)
  /// dropped, so any string yields a well-formed document.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        let value = scalar.value
        if value < 0x20, value != 0x09, value != 0x0A, value != 0x0D { continue }
        if value == 0xFFFE || value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
