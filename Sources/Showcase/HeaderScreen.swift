import Widgets

/// The places the travel screens list.
let travelPlaces = [
  "Lisbon", "Kyoto", "Valparaíso", "Reykjavík", "Marrakesh", "Hoi An", "Cartagena", "Tbilisi",
  "Oaxaca", "Ljubljana", "Hobart", "Zanzibar",
]

/// A row of a travel list: a pin, the place, a chevron.
struct PlaceRow: View {
  let place: String

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 12) {
        Image(systemName: "mappin").foregroundStyle(.indigo)
        Text(place)
        Spacer()
        Image(systemName: "chevron.right").foregroundStyle(.tertiary)
      }
      .padding(.horizontal, 20)
      .frame(minHeight: 52)
      Divider().padding(.leading, 52)
    }
  }
}

/// A collapsing header whose destination name travels from the big header into the
/// collapsed bar, between two anchors (seed 004's first example).
struct HeaderScreen: View {
  var body: some View {
    CollapsibleHeaderScrollView { context in
      ZStack(alignment: .topLeading) {
        LinearGradient(
          colors: [.teal, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
        // The two ends, pinned in a top-aligned layer of fixed height.
        VStack(alignment: .leading, spacing: 0) {
          Color.clear.frame(width: 170, height: 30).collapseAnchor(.collapsed)
            .padding(.top, 17).padding(.leading, 20)
          Spacer().frame(height: 113)
          Color.clear.frame(width: 240, height: 52).collapseAnchor(.expanded)
            .padding(.leading, 20)
        }
        .frame(height: 240, alignment: .top)
        Text("Explore")
          .font(.system(size: context.lerp(34, 20), weight: .bold))
          .foregroundStyle(.white)
          .offset(
            x: context.interpolatedAnchorOrigin?.x ?? 20,
            y: context.interpolatedAnchorOrigin?.y ?? 160
          )
          .accessibilityIdentifier("destination")
        Text("Twelve places for the spring")
          .font(.subheadline)
          .foregroundStyle(.white)
          .opacity(1 - context.progress)
          .offset(x: 20, y: 200)
      }
      .accessibilityIdentifier("header")
    } content: {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(travelPlaces, id: \.self) { PlaceRow(place: $0) }
      }
    }
    .height(min: 64, max: 240)
    .snapMode(.afterDeceleration)
  }
}

/// A large title over a search field that stays pinned when the header collapses (seed
/// 004's second example).
struct SearchHeaderScreen: View {
  var body: some View {
    CollapsibleHeaderScrollView { context in
      VStack(alignment: .leading, spacing: 12) {
        Text("Destinations")
          .font(.largeTitle.bold())
          .opacity(1 - context.progress)
          .frame(height: context.lerp(41, 0), alignment: .bottom)
          .clipped()
        HStack(spacing: 8) {
          Image(systemName: "magnifyingglass")
          Text("Search destinations")
          Spacer()
        }
        .foregroundStyle(.secondary)
        .padding(.horizontal, 12)
        .frame(height: 36)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
        .accessibilityIdentifier("search")
      }
      .padding(.horizontal, 16)
      .padding(.bottom, 12)
      .accessibilityIdentifier("header")
    } content: {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(travelPlaces, id: \.self) { PlaceRow(place: $0) }
      }
    }
    .height(min: 60, max: 113)
    .headerAlignment(.bottom)
  }
}

/// Few places and a stepper that adds or removes one: the component pads the short list so
/// that the header still collapses fully (seed 004's third example).
struct ShortListScreen: View {
  @State private var count = 3

  var body: some View {
    CollapsibleHeaderScrollView { context in
      ZStack(alignment: .bottomLeading) {
        Color.orange
        Stepper(value: $count, in: 0...travelPlaces.count) {
          Text("\(count) places").font(.title2.bold())
        }
        .padding(16)
      }
      .opacity(1 - 0.3 * context.progress)
      .accessibilityIdentifier("header")
    } content: {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(travelPlaces.prefix(count), id: \.self) { PlaceRow(place: $0) }
      }
    }
    .height(min: 72, max: 200)
  }
}

/// A screen driven by callbacks rather than by the header's context (seed 004's fourth
/// example, whose original is a UIKit controller): the progress and the reach-bottom
/// callback drive a status line, and the scroll area has rounded top corners.
struct CallbackHeaderScreen: View {
  @State private var progress: CGFloat = 0
  @State private var pages = 1

  var body: some View {
    CollapsibleHeaderScrollView { _ in
      VStack(spacing: 6) {
        Text("Trips").font(.title.bold())
        Text("\(Int((progress * 100).rounded())) % collapsed · \(pages) pages")
          .font(.footnote)
          .accessibilityIdentifier("status")
      }
      .foregroundStyle(.white)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.indigo)
      .accessibilityIdentifier("header")
    } content: {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<(pages * 12), id: \.self) { index in
          PlaceRow(place: travelPlaces[index % travelPlaces.count])
        }
      }
    }
    .height(min: 80, max: 180)
    .collapseProgress($progress)
    .scrollViewDidReachBottom(threshold: 100) { pages += 1 }
    .scrollBackground { Color.white }
    .scrollCorners(radius: 24, corners: .top)
  }
}
