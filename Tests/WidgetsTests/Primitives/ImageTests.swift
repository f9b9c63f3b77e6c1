import Foundation
import Testing
import Widgets

@MainActor
struct ImageTests {
  private func image(_ host: ViewHost, _ id: String) -> ImageContent? {
    host.renderTree.node(identifiedBy: id)?.content?.image
  }

  // A symbol is a square as tall as the font size: 17 at .body, whatever it is proposed.
  @Test func symbolsHaveTheFontSize() {
    let host = host(Image(systemName: "plus").tag("i").frame(width: 100, height: 100))
    #expect(host.frame(of: "i") == rect(91.5, 91.5, 17, 17))
    #expect(image(host, "i")?.artworkName == "bootstrap:plus-lg")
  }

  // imageScale: large is 1.29 × 17 = 21.93; .title3 is 20.
  @Test func imageScaleAndFontSizeTheSymbol() {
    let large = host(Image(systemName: "plus").imageScale(.large).tag("i").fixedSize())
    #expect(large.frame(of: "i")?.width == 22)
    let title = host(Image(systemName: "plus").font(.title3).tag("i").fixedSize())
    #expect(title.frame(of: "i")?.size == CGSize(width: 20, height: 20))
  }

  // resizable() makes the symbol fill what it is offered, like a shape.
  @Test func resizableFillsTheProposal() {
    let host = host(
      Image(systemName: "star.fill").resizable().tag("i").frame(width: 60, height: 40))
    #expect(host.frame(of: "i") == rect(70, 80, 60, 40))
  }

  // An unknown name draws the placeholder, with one diagnostic naming the symbol.
  @Test func unknownSymbolsDrawAPlaceholder() {
    let host = host(Image(systemName: "no.such.symbol").tag("i"))
    #expect(image(host, "i")?.isPlaceholder == true)
    #expect(host.diagnosticKinds == [.unknownSymbol])
    #expect(host.diagnostics.first?.message.contains("\"no.such.symbol\"") == true)
  }

  // The seeds' symbols are mapped.
  @Test(arguments: ["plus", "square.and.pencil", "mappin", "chevron.right", "trash", "heart.fill"])
  func seedSymbolsAreMapped(name: String) {
    #expect(image(host(Image(systemName: name).tag("i")), "i")?.isPlaceholder == false)
  }

  // The symbols common screens use (issue 13) have artwork.
  @Test(arguments: [
    "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill",
    "bell.badge", "antenna.radiowaves.left.and.right", "gear", "chevron.left", "chevron.down",
    "star.fill", "checkmark.circle.fill", "xmark.circle.fill",
    "info.circle.fill", "plus.circle.fill", "minus.circle.fill", "ellipsis.circle",
  ])
  func commonSymbolsAreMapped(name: String) {
    #expect(image(host(Image(systemName: name).tag("i")), "i")?.isPlaceholder == false)
  }

  // `symbolVariant` draws the variant where it exists, and the plain symbol otherwise.
  @Test func symbolVariants() {
    let circled = host(
      VStack {
        Image(systemName: "star").tag("star")
        Image(systemName: "plus").tag("plus")
        Image(systemName: "wifi").tag("wifi")
      }
      .symbolVariant(.circle.fill))
    #expect(image(circled, "plus")?.systemName == "plus.circle.fill")
    #expect(image(circled, "star")?.systemName == "star")
    #expect(image(circled, "wifi")?.systemName == "wifi")
    let filled = host(Image(systemName: "star").tag("star").symbolVariant(.fill))
    #expect(image(filled, "star")?.systemName == "star.fill")
  }
}

@MainActor
struct ContainerTests {
  // GeometryReader takes the proposal and gives it to its content, at its top-leading
  // corner; the proxy reports the size and the canvas position.
  @Test func geometryReaderReportsItsSizeAndPosition() {
    let host = host(
      GeometryReader { proxy in
        Color.red
          .frame(width: proxy.size.width / 2, height: proxy.frame(in: .global).minY + 10)
          .tag("c")
      }
      .frame(width: 100, height: 60))
    // The reader is 100×60 at (50, 70); the content 50 × 80 at its top-leading corner.
    #expect(host.frame(of: "c") == rect(50, 70, 50, 80))
  }

  // An unspecified proposal makes the reader 0 in that dimension.
  @Test func geometryReaderIsZeroForUnspecifiedProposals() {
    let host = host(GeometryReader { _ in Color.red }.tag("g").fixedSize())
    #expect(host.frame(of: "g") == rect(100, 100, 0, 0))
  }

  // A vertical scroll view takes the proposed height; its content gets an unspecified height
  // (its ideal) and the proposed width; the scroll view is as wide as its content.
  @Test func scrollViewProposesNilAlongItsAxis() {
    let host = host(
      ScrollView {
        Color.red.frame(width: 50).tag("c")
      }
      .tag("s"))
    #expect(host.frame(of: "s") == rect(75, 0, 50, 200))
    #expect(host.frame(of: "c") == rect(75, 0, 50, 10))
  }

  // A lazy stack fills the proposed width and proposes it to each child, which takes its
  // ideal height; children are 12 apart.
  @Test func lazyVStackFillsTheWidth() {
    let host = host(
      ScrollView {
        LazyVStack(spacing: 12) {
          Text("Hi").tag("a")
          Color.red.frame(height: 30).tag("b")
        }
        .tag("stack")
      })
    #expect(host.frame(of: "stack") == rect(0, 0, 200, 62.5))
    // "Hi" (16.75 × 20.29) centred across 200: x = 91.62 → 91.5.
    #expect(host.frame(of: "a") == rect(91.5, 0, 17, 20.5))
    #expect(host.frame(of: "b") == rect(0, 32.5, 200, 30))
  }

  // Several views in a scroll view stack vertically, 8 apart.
  @Test func scrollViewStacksSeveralViews() {
    let host = host(
      ScrollView {
        Color.red.frame(width: 10, height: 10).tag("a")
        Color.blue.frame(width: 10, height: 10).tag("b")
      })
    #expect(host.frame(of: "a") == rect(95, 0, 10, 10))
    #expect(host.frame(of: "b") == rect(95, 18, 10, 10))
  }

  // AnyView, Group, conditionals and optionals are transparent to layout.
  @Test func structuralViewsAreTransparent() {
    let flag = true
    let missing: Int? = nil
    let host = host(
      HStack {
        AnyView(Color.red.frame(width: 20, height: 20).tag("a"))
        Group {
          if flag {
            Color.blue.frame(width: 20, height: 20).tag("b")
          } else {
            Color.green.frame(width: 40, height: 20)
          }
        }
        if let missing {
          Text("\(missing)")
        }
        switch flag {
        case true: Color.yellow.frame(width: 20, height: 20).tag("c")
        case false: EmptyView()
        }
      })
    // Three 20-wide views, 8 apart: 76 wide, at x = 62.
    #expect(host.frame(of: "a") == rect(62, 90, 20, 20))
    #expect(host.frame(of: "b") == rect(90, 90, 20, 20))
    #expect(host.frame(of: "c") == rect(118, 90, 20, 20))
  }

  // ForEach over ranges, identifiable data and key paths.
  @Test func forEachBuildsOneViewPerElement() {
    struct Item: Identifiable {
      let id: String
    }
    let items = [Item(id: "x"), Item(id: "y")]
    let host = host(
      VStack(spacing: 0) {
        ForEach(0..<2) { index in Color.red.frame(width: 10, height: 10).tag("r\(index)") }
        ForEach(items) { item in Color.blue.frame(width: 10, height: 10).tag(item.id) }
        ForEach([5, 6], id: \.self) { value in
          Color.green.frame(width: 10, height: 10).tag("k\(value)")
        }
      })
    #expect(host.frame(of: "r0") == rect(95, 70, 10, 10))
    #expect(host.frame(of: "r1") == rect(95, 80, 10, 10))
    #expect(host.frame(of: "x") == rect(95, 90, 10, 10))
    #expect(host.frame(of: "y") == rect(95, 100, 10, 10))
    #expect(host.frame(of: "k6") == rect(95, 120, 10, 10))
  }

  // Duplicate ForEach ids: the first is kept, the others dropped with a diagnostic.
  @Test func duplicateForEachIdsKeepTheFirst() {
    let host = host(
      VStack(spacing: 0) {
        ForEach([1, 2, 1], id: \.self) { value in Color.red.frame(width: 10, height: 10) }
      }
      .tag("stack"))
    #expect(host.frame(of: "stack")?.height == 20)
    #expect(host.diagnosticKinds == [.duplicateID])
  }

  // A custom Layout is a container; AnyLayout switches layouts.
  @Test func anyLayoutSwitchesLayouts() {
    func make(_ layout: AnyLayout) -> ViewHost {
      host(
        layout {
          Color.red.frame(width: 20, height: 20).tag("a")
          Color.blue.frame(width: 20, height: 20).tag("b")
        })
    }
    let horizontal = make(AnyLayout(HStackLayout(spacing: 0)))
    #expect(horizontal.frame(of: "b") == rect(100, 90, 20, 20))
    let vertical = make(AnyLayout(VStackLayout(spacing: 0)))
    #expect(vertical.frame(of: "b") == rect(90, 100, 20, 20))
  }
}
