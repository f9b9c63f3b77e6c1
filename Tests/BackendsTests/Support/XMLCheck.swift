import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses `svg` with Foundation's XMLParser and records an issue when it is not well formed.
func expectWellFormed(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let parser = XMLParser(data: Data(svg.utf8))
  let parsed = parser.parse()
  #expect(
    parsed,
    "SVG is not well formed: \(parser.parserError.map { String(describing: $0) } ?? "unknown error")",
    sourceLocation: sourceLocation)
}

/// Collects the names of the elements of an XML document, in order.
final class ElementCollector: NSObject, XMLParserDelegate {
  var names: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    names.append(elementName)
  }

  static func names(in svg: String) -> [String] {
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    _ = parser.parse()
    return collector.names
  }
}
