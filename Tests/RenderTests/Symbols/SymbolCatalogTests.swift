import Foundation
import Testing

@testable import Render

/// `SymbolCatalog.glyph(named:)`: every mapped name finds its own artwork, and nothing else
/// finds any.
struct SymbolCatalogTests {
  @Test func everyMappedNameFindsItsOwnGlyph() {
    let names = SymbolCatalog.names
    #expect(names.count > 200)
    for name in names {
      #expect(SymbolCatalog.glyph(named: name)?.name == name)
    }
    // Names are listed once each, in order (what the binary search before relied on).
    #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(Set(names).count == names.count)
  }

  @Test func unmappedNamesFindNothing() {
    for name in ["", "nope", "xmark.", "XMARK", "star.fill.fill", " star"] {
      #expect(SymbolCatalog.glyph(named: name) == nil)
    }
    #expect(SymbolCatalog.glyph(named: "xmark")?.name == "xmark")
  }
}
