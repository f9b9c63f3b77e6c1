// Seed 004 (CollapsibleHeader): the README's SwiftUI snippets, written in our own words with
// the same API shapes, as an iOS app would write them; `import SwiftUI` became
// `import Widgets`. The UIKit parts (CollapsibleHeaderController, UIHostingController) are
// left out. This target compiles with the main actor as default isolation, as new Xcode
// projects do.
import Backends
import Testing
import Widgets

// MARK: - Shared pieces

struct TravelItem: Identifiable {
  let id: Int
  let name: String
  let country: String

  static let samples: [TravelItem] = (1...40).map { number in
    TravelItem(
      id: number, name: "Stop \(number)", country: number.isMultiple(of: 2) ? "Portugal" : "Spain")
  }
}

/// One row of the list: 60 points tall, the full width.
struct TravelRow: View {
  let item: TravelItem

  init(_ item: TravelItem) {
    self.item = item
  }

  var body: some View {
    HStack {
      Text(item.name)
        .font(.headline)
      Spacer()
      Text(item.country)
        .foregroundStyle(.secondary)
    }
    .padding(.horizontal, 16)
    .frame(height: 60)
    .accessibilityIdentifier("row \(item.id)")
  }
}

/// A header that fills whatever height it is given: a colour with a title at the bottom.
struct TripHeader: View {
  let progress: CGFloat

  var body: some View {
    Color.indigo
      .overlay(alignment: .bottomLeading) {
        VStack(alignment: .leading, spacing: 4) {
          Text("Trips")
            .font(.largeTitle.bold())
          Text("Forty stops saved")
            .font(.subheadline)
            .opacity(1 - progress)
        }
        .foregroundStyle(.white)
        .padding(16)
      }
  }
}

// MARK: - Usage

struct TripsScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
      .accessibilityIdentifier("stops")
    }
    .height(min: 64, max: 240)
  }
}

// MARK: - Sizing

struct TripsMetricsScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
    }
    .metrics(CollapseMetrics(minHeaderHeight: 64, maxHeaderHeight: 240))
  }
}

struct TripsTunedScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
      .accessibilityIdentifier("stops")
    }
    .collapseTuning(startOffset: 120, distance: 200, minDistance: 120, slack: 64)
  }
}

/// An app's own layout type, adopted with `.layout(_:)`.
struct TripHeaderLayout: CollapsibleHeaderLayout {
  var metrics: CollapseMetrics {
    CollapseMetrics(minHeaderHeight: 80, maxHeaderHeight: 200)
  }
}

struct TripsLayoutScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
    }
    .layout(TripHeaderLayout())
  }
}

// MARK: - Observing

struct TripsObservingScreen: View {
  let items = TravelItem.samples
  @State private var progress: CGFloat = 0
  @State private var offset: CGFloat = 0
  @State private var pagesRequested = 0

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
    }
    .collapseProgress($progress)
    .scrollOffset($offset)
    .scrollViewDidReachBottom(threshold: 200) {
      pagesRequested += 1
    }
    .overlay(alignment: .bottom) {
      VStack {
        Text("Progress \(Double(progress))")
        Text("Offset \(Int(offset))")
        Text("Pages requested \(pagesRequested)")
      }
    }
  }
}

// MARK: - Actions

struct TripsActionsScreen: View {
  @State private var items = TravelItem.samples
  @State private var reloads = 0
  @State private var resetScroll = false

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
    }
    .pullToRefresh {
      await reload()
    }
    .pullToLoadMore(isActive: true, threshold: 120) {
      await loadNextPage()
    }
    .scrollToTop(resetScroll: $resetScroll)
    .overlay(alignment: .bottom) {
      VStack {
        Text("Reloaded \(reloads)")
        Text("\(items.count) stops")
        Button("Back to top") {
          resetScroll = true
        }
      }
    }
  }

  private func reload() async {
    reloads += 1
  }

  private func loadNextPage() async {
    let next = items.count + 1
    items += (next..<next + 10).map { TravelItem(id: $0, name: "Stop \($0)", country: "Spain") }
  }
}

// MARK: - Appearance and behaviour

/// A header whose content is always 240 tall: bottom-aligned in its shrinking height and not
/// clipped, it draws above its own top.
struct TripsStyledScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .frame(height: 240)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
      .accessibilityIdentifier("stops")
    }
    .scrollBackground { Color.white }
    .scrollCorners(radius: 24, corners: .top)
    .hideScrollIndicators()
    .headerAlignment(.bottom)
    .headerIsClipped(false)
    .allowsHeaderStretch()
  }
}

struct TripsSnappingScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      TripHeader(progress: context.progress)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
    }
    .snapMode(.immediately)
    .headerSnappingPositions([0, 0.5, 1])
  }
}

// MARK: - A travelling element

/// A destination name that travels from the expanded header into the collapsed bar. Both ends
/// are pinned in a fixed-height, top-aligned layer, so they never move while the header
/// shrinks; the header clips the rest.
struct DestinationHeader: View {
  let context: CollapseContext

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 240, height: 52).collapseAnchor(.expanded)
        .padding(.leading, 20)
        .padding(.top, 168)
      Color.clear.frame(width: 170, height: 30).collapseAnchor(.collapsed)
        .padding(.leading, 110)
        .padding(.top, 17)

      if context.hasAnchors, let origin = context.interpolatedAnchorOrigin {
        Text("Lisbon")
          .font(.system(size: context.lerp(34, 17), weight: .bold))
          .foregroundStyle(.white)
          .frame(width: context.lerp(240, 170), height: context.lerp(52, 30), alignment: .leading)
          .offset(x: origin.x, y: origin.y)
          .accessibilityIdentifier("destination")
      }
      if let center = context.interpolatedAnchorCenter {
        Circle()
          .fill(Color.white)
          .frame(width: 8, height: 8)
          .accessibilityIdentifier("marker")
          .position(center)
      }
    }
    .frame(maxWidth: .infinity, minHeight: 240, maxHeight: 240, alignment: .topLeading)
    .background(Color.teal)
  }
}

struct DestinationScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      DestinationHeader(context: context)
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
    }
  }
}

// MARK: - Never animate progress

struct ExploreHeader: View {
  let context: CollapseContext

  private var isCompact: Bool { context.progress > 0.6 }

  var body: some View {
    Color.teal
      .overlay(alignment: .bottomLeading) {
        // Tracks the finger: derived from progress, never animated.
        Text("Lisbon")
          .font(.largeTitle.bold())
          .opacity(1 - context.progress)
          .padding(16)
      }
      .overlay(alignment: .top) {
        Text("Explore")
          .font(.headline)
          .opacity(isCompact ? 1 : 0)
          .animation(.easeInOut(duration: 0.2), value: isCompact)  // a Bool, not progress
          .padding(.top, 20)
      }
  }
}

struct ExploreScreen: View {
  let items = TravelItem.samples

  var body: some View {
    CollapsibleHeaderScrollView { context in
      ExploreHeader(context: context)
        .accessibilityIdentifier("header")
    } content: {
      LazyVStack {
        ForEach(items) { TravelRow($0) }
      }
    }
  }
}

// MARK: - Tests

@MainActor
struct CollapsibleHeaderSeedTests {
  private func host(_ view: some View) -> ViewHost {
    ViewHost(view, size: CGSize(width: 390, height: 844))
  }

  private func shows(_ text: String, in host: ViewHost) -> Bool {
    host.renderTree.allNodes().contains { $0.node.content?.text?.string == text }
  }

  private func hasIndicator(_ label: String, in host: ViewHost) -> Bool {
    host.renderTree.allNodes().contains { $0.node.accessibility.label == label }
  }

  /// The opacity a text is drawn with: its own times its ancestors'.
  private func opacity(ofText text: String, in host: ViewHost) -> Double? {
    func search(_ node: RenderNode, _ inherited: Double) -> Double? {
      let opacity = inherited * node.effects.opacity
      if node.content?.text?.string == text { return opacity }
      for child in node.children {
        if let found = search(child, opacity) { return found }
      }
      return nil
    }
    return search(host.renderTree.root, 1)
  }

  @Test func theHeaderCollapsesByWhatTheContentScrolls() {
    let host = host(TripsScreen())
    // At rest: expanded, 240 tall, with the content starting under it.
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 240))
    #expect(host.frame(of: "row 1")?.minY == 240)
    #expect(host.frame(of: "stops")?.minY == 240)
    // Defaults: the collapse runs over 240 − 64 = 176 points from 0; at 88 it is half way.
    host.scroll(to: CGPoint(x: 0, y: 88))
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 152))
    // The scroll area starts under the 152-point header; the content is 88 above its top.
    #expect(host.frame(of: "stops")?.minY == 64)
    host.scroll(to: CGPoint(x: 0, y: 176))
    #expect(host.frame(of: "header")?.height == 64)
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(host.frame(of: "header")?.height == 64)
    host.scroll(to: CGPoint(x: 0, y: 0))
    #expect(host.frame(of: "header")?.height == 240)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func metricsSetTheSameHeightsAsTheDefaults() {
    #expect(CollapseMetrics(minHeaderHeight: 64, maxHeaderHeight: 240) == CollapseMetrics())
    let host = host(TripsMetricsScreen())
    #expect(host.frame(of: "header")?.height == 240)
    host.scroll(to: CGPoint(x: 0, y: 88))
    #expect(host.frame(of: "header")?.height == 152)
    host.scroll(to: CGPoint(x: 0, y: 176))
    #expect(host.frame(of: "header")?.height == 64)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aTuningWaitsThenCollapsesOverItsDistance() {
    let host = host(TripsTunedScreen())
    #expect(host.frame(of: "header")?.height == 240)
    // Nothing happens in the first 120 points.
    host.scroll(to: CGPoint(x: 0, y: 120))
    #expect(host.frame(of: "header")?.height == 240)
    // Then over max(200, 120) = 200 points: at 220, progress 0.5, 240 − 88 = 152.
    host.scroll(to: CGPoint(x: 0, y: 220))
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 152))
    // The content starts under the 152-point header, 220 above its top: at 152 − 220.
    #expect(host.frame(of: "stops")?.minY == -68)
    host.scroll(to: CGPoint(x: 0, y: 320))
    #expect(host.frame(of: "header")?.height == 64)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aLayoutTypeProvidesTheHeights() {
    let host = host(TripsLayoutScreen())
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(host.frame(of: "row 1")?.minY == 200)
    // 200 − 80 = 120 points of collapse: half way at 60.
    host.scroll(to: CGPoint(x: 0, y: 60))
    #expect(host.frame(of: "header")?.height == 140)
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 80))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func bindingsFollowTheScrollAndTheBottomIsReportedOncePerArrival() {
    let host = host(TripsObservingScreen())
    #expect(shows("Progress 0.0", in: host))
    #expect(shows("Offset 0", in: host))
    #expect(shows("Pages requested 0", in: host))
    host.scroll(to: CGPoint(x: 0, y: 88))
    #expect(shows("Progress 0.5", in: host))
    #expect(shows("Offset 88", in: host))
    #expect(host.frame(of: "header")?.height == 152)
    #expect(shows("Pages requested 0", in: host))
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(shows("Progress 1.0", in: host))
    #expect(shows("Pages requested 1", in: host))
    // Staying there does not report it again; leaving and coming back does.
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(shows("Pages requested 1", in: host))
    host.scroll(to: CGPoint(x: 0, y: 0))
    #expect(shows("Progress 0.0", in: host))
    #expect(shows("Offset 0", in: host))
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(shows("Pages requested 2", in: host))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func pullingPastTheTopRefreshes() async {
    let host = host(TripsActionsScreen())
    #expect(!hasIndicator("Refreshing", in: host))
    host.drag(by: CGSize(width: 0, height: 300))
    #expect(hasIndicator("Refreshing", in: host))
    await host.waitForTasks()
    #expect(shows("Reloaded 1", in: host))
    #expect(!hasIndicator("Refreshing", in: host))
    #expect(host.frame(of: "header")?.height == 240)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func pullingPastTheBottomLoadsMore() async {
    let host = host(TripsActionsScreen())
    #expect(shows("40 stops", in: host))
    host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(host.frame(of: "header")?.height == 64)
    // A finger moving up 400 points at the bottom pulls the content well past the
    // 120-point threshold.
    host.drag(by: CGSize(width: 0, height: -400))
    #expect(hasIndicator("Loading more", in: host))
    await host.waitForTasks()
    #expect(shows("50 stops", in: host))
    #expect(!hasIndicator("Loading more", in: host))
    #expect(shows("Reloaded 0", in: host))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func scrollToTopGoesBackAndExpandsTheHeader() throws {
    let host = host(TripsActionsScreen())
    host.scroll(to: CGPoint(x: 0, y: 500))
    #expect(host.frame(of: "header")?.height == 64)
    try host.tap("Back to top")
    host.settle()
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 240))
    #expect(host.frame(of: "row 1")?.minY == 240)
    #expect(host.diagnostics.isEmpty)
  }

  @Test func appearanceModifiersKeepTheLayoutAndAlignTheHeaderAtTheBottom() {
    let host = host(TripsStyledScreen())
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 240))
    #expect(host.frame(of: "stops")?.minY == 240)
    // The scroll background is drawn.
    #expect(host.renderTree.dump().contains("fill #ffffff"))
    // At 88 the header is 152 tall; its 240-point content sits at its bottom, 88 above it.
    host.scroll(to: CGPoint(x: 0, y: 88))
    #expect(host.frame(of: "header") == CGRect(x: 0, y: -88, width: 390, height: 240))
    #expect(host.frame(of: "stops")?.minY == 64)
    // Pulled past the top it stretches, and comes back to its expanded height at rest.
    host.scroll(to: CGPoint(x: 0, y: 0))
    host.drag(by: CGSize(width: 0, height: 120))
    #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 240))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func snappingSettlesOnTheNearestAllowedPosition() {
    // Lifted at 100 (progress 100/176 ≈ 0.57): nearest 0.5, 88 points, a 152-point header.
    let half = host(TripsSnappingScreen())
    half.drag(by: CGSize(width: 0, height: -100))
    #expect(half.frame(of: "header")?.height == 152)
    // Lifted at 40 (≈ 0.23): back to expanded.
    let expanded = host(TripsSnappingScreen())
    expanded.drag(by: CGSize(width: 0, height: -40))
    #expect(expanded.frame(of: "header")?.height == 240)
    // Lifted at 150 (≈ 0.85): on to collapsed.
    let collapsed = host(TripsSnappingScreen())
    collapsed.drag(by: CGSize(width: 0, height: -150))
    #expect(collapsed.frame(of: "header")?.height == 64)
    #expect(half.diagnostics.isEmpty)
  }

  @Test func theDestinationTravelsBetweenItsAnchors() {
    let host = host(DestinationScreen())
    // The ends: (20, 168, 240, 52) expanded and (110, 17, 170, 30) collapsed, in the
    // header's coordinates, which are the host's (the header is at the top leading corner).
    #expect(host.frame(of: "destination") == CGRect(x: 20, y: 168, width: 240, height: 52))
    #expect(host.frame(of: "marker") == CGRect(x: 136, y: 190, width: 8, height: 8))
    // Half way: the origin at (65, 92.5), the size (205, 41); the centre at (167.5, 113).
    host.scroll(to: CGPoint(x: 0, y: 88))
    #expect(host.frame(of: "destination") == CGRect(x: 65, y: 92.5, width: 205, height: 41))
    #expect(host.frame(of: "marker") == CGRect(x: 163.5, y: 109, width: 8, height: 8))
    host.scroll(to: CGPoint(x: 0, y: 176))
    #expect(host.frame(of: "destination") == CGRect(x: 110, y: 17, width: 170, height: 30))
    #expect(host.frame(of: "marker") == CGRect(x: 191, y: 28, width: 8, height: 8))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func theContextInterpolatesByProgress() {
    let unmeasured = CollapseContext(progress: 0.25, headerHeight: 196)
    #expect(!unmeasured.hasAnchors)
    #expect(unmeasured.interpolatedAnchorOrigin == nil)
    #expect(unmeasured.interpolatedAnchorCenter == nil)
    #expect(unmeasured.lerp(0, 100) == 25)
    #expect(!unmeasured.isExpanded && !unmeasured.isCollapsed)
    let measured = CollapseContext(
      progress: 0.5, headerHeight: 152,
      expandedAnchor: CGRect(x: 20, y: 168, width: 240, height: 52),
      collapsedAnchor: CGRect(x: 110, y: 17, width: 170, height: 30))
    #expect(measured.hasAnchors)
    #expect(measured.interpolatedAnchorOrigin == CGPoint(x: 65, y: 92.5))
    #expect(measured.interpolatedAnchorCenter == CGPoint(x: 167.5, y: 113))
    #expect(CollapseContext(progress: 0, headerHeight: 240).isExpanded)
    #expect(CollapseContext(progress: 1, headerHeight: 64).isCollapsed)
  }

  @Test func progressIsTrackedWhileOnlyTheThresholdFlipAnimates() {
    let host = host(ExploreScreen())
    #expect(opacity(ofText: "Lisbon", in: host) == 1)
    #expect(opacity(ofText: "Explore", in: host) == 0)
    // Half way: the title follows the finger at once; not yet compact.
    host.scroll(to: CGPoint(x: 0, y: 88))
    #expect(opacity(ofText: "Lisbon", in: host) == 0.5)
    #expect(opacity(ofText: "Explore", in: host) == 0)
    // Past 0.6 (132 / 176 = 0.75): the title is at 0.25 at once; "Explore" eases in.
    host.scroll(to: CGPoint(x: 0, y: 132))
    #expect(opacity(ofText: "Lisbon", in: host) == 0.25)
    #expect((opacity(ofText: "Explore", in: host) ?? 1) < 1)
    host.advance(by: 0.1)
    let easing = opacity(ofText: "Explore", in: host) ?? -1
    #expect(easing > 0 && easing < 1)
    host.settle()
    #expect(opacity(ofText: "Explore", in: host) == 1)
    // Moving further while compact changes nothing about it.
    host.scroll(to: CGPoint(x: 0, y: 150))
    #expect(opacity(ofText: "Explore", in: host) == 1)
    // Back at the top: it fades out again.
    host.scroll(to: CGPoint(x: 0, y: 0))
    host.settle()
    #expect(opacity(ofText: "Explore", in: host) == 0)
    #expect(opacity(ofText: "Lisbon", in: host) == 1)
    #expect(host.diagnostics.isEmpty)
  }
}
