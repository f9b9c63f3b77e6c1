// The plug-in that expands `#Preview` and `@Entry`.
//
// Macro plug-ins usually build on swift-syntax, a package dependency Galley does not take.
// This one speaks the compiler's plug-in protocol itself: the compiler writes messages to
// standard input, each a little-endian 64-bit length and that many bytes of JSON, and reads
// answers in the same framing from standard output. The expansions need only the source text
// of the macro's use, which the messages carry.
import Foundation

/// Reads exactly `count` bytes from standard input; `nil` at its end.
func readInput(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    if chunk.isEmpty { return nil }
    data.append(chunk)
  }
  return data
}

/// Writes one framed message to standard output.
func reply(_ message: [String: Any]) {
  guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
  var length = UInt64(payload.count).littleEndian
  FileHandle.standardOutput.write(withUnsafeBytes(of: &length) { Data($0) } + payload)
}

/// The answer to an expansion: the source, or an error at `position` of `file`.
func expansion(_ result: Result<String, MacroError>, file: String, offset: Int) -> [String: Any] {
  switch result {
  case .success(let source):
    return ["expandMacroResult": ["expandedSource": source, "diagnostics": [] as [Any]]]
  case .failure(let error):
    let position: [String: Any] = ["fileName": file, "offset": offset]
    let diagnostic: [String: Any] = [
      "message": error.message, "severity": "error", "position": position,
      "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
    ]
    return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]]
  }
}

while let header = readInput(8) {
  let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  guard let body = readInput(Int(length)),
    let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  else { break }
  if message["getCapability"] != nil {
    reply(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
  } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let location = syntax["location"] as? [String: Any] ?? [:]
    let result = PreviewMacro.expand(
      syntax["source"] as? String ?? "", discriminator: request["discriminator"] as? String ?? "",
      fileID: location["fileID"] as? String ?? "", line: location["line"] as? Int ?? 0,
      configuration: BuildConfiguration(json: request["staticBuildConfiguration"] as? String))
    reply(
      expansion(
        result, file: location["fileName"] as? String ?? "",
        offset: location["offset"] as? Int ?? 0))
  } else if let request = message["expandAttachedMacro"] as? [String: Any] {
    let declaration = request["declSyntax"] as? [String: Any] ?? [:]
    let location = declaration["location"] as? [String: Any] ?? [:]
    let result = EntryMacro.expand(
      declaration["source"] as? String ?? "", role: request["macroRole"] as? String ?? "")
    reply(
      expansion(
        result, file: location["fileName"] as? String ?? "",
        offset: location["offset"] as? Int ?? 0))
  } else {
    reply(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [] as [Any]]])
  }
}
