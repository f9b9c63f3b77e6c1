import Foundation
import Testing
import Widgets

/// Measures a bar into state and shows the measure.
struct Measured: View {
  let calls: CallLog
  @State private var height: CGFloat = 0
  @State private var tall = false

  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 20, height: tall ? 50 : 37)
        .onGeometryChange(for: CGFloat.self) {
          $0.size.height
        } action: {
          height = $0
        }
        .onGeometryChange(for: CGRect.self) {
          $0.frame(in: .global)
        } action: { old, new in
          calls.entries.append(
            "\(Int(old.minY))/\(Int(old.height)) → \(Int(new.minY))/\(Int(new.height))")
        }
      Text("height \(Int(height))").tag("label")
      Button("Grow") { tall = true }
    }
  }
}

@MainActor
struct GeometryChangeTests {
  @Test func aMeasureReachesStateOnAppearAndOnChange() throws {
    let calls = CallLog()
    let host = host(Measured(calls: calls))
    #expect(host.drawnText(of: "label")?.string == "height 37")
    #expect(calls.entries.count == 1)
    try host.tap("Grow")
    #expect(host.drawnText(of: "label")?.string == "height 50")
    #expect(calls.entries.count == 2)
  }

  @Test func theProxyIsTheViewsFrameInTheHost() {
    var frames: [CGRect] = []
    let host = host(
      Color.red.frame(width: 20, height: 20)
        .onGeometryChange(for: CGRect.self) {
          $0.frame(in: .global)
        } action: {
          frames.append($0)
        })
    host.update()
    #expect(frames == [rect(90, 90, 20, 20)])
  }

  @Test func onADeviceTheProxySeesTheSafeArea() {
    var insets: [EdgeInsets] = []
    let host = ViewHost(
      Color.red.ignoresSafeArea()
        .onGeometryChange(for: EdgeInsets.self) {
          $0.safeAreaInsets
        } action: {
          insets.append($0)
        },
      device: .iPhone16)
    host.update()
    #expect(insets == [EdgeInsets(top: 59, bottom: 34)])
  }
}

struct OffsetKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

struct TallestKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// The pre-iOS 18 way to read a scroll offset: a geometry reader at the top of the content
/// passes its position in the scroll view's coordinate space up as a preference.
struct OffsetReading: View {
  @State private var offset: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      Text("offset \(Int(offset))").tag("label")
      ScrollView {
        VStack(spacing: 0) {
          GeometryReader { proxy in
            Color.clear.preference(
              key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
          }
          .frame(height: 0)
          ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
        }
      }
      .coordinateSpace(.named("scroll"))
      .onPreferenceChange(OffsetKey.self) { offset = $0 }
      .tag("list")
    }
  }
}

/// Rows of different heights; the tallest is passed up.
struct TallestRow: View {
  @State private var tallest: CGFloat = 0

  var body: some View {
    VStack {
      ForEach([20, 45, 30], id: \.self) { height in
        Color.red.frame(height: CGFloat(height)).preference(
          key: TallestKey.self, value: CGFloat(height))
      }
      Text("tallest \(Int(tallest))").tag("label")
    }
    .onPreferenceChange(TallestKey.self) { tallest = $0 }
  }
}

@MainActor
struct PreferenceTests {
  @Test func aGeometryReaderPassesTheScrollOffsetUp() {
    let host = host(OffsetReading())
    #expect(host.drawnText(of: "label")?.string == "offset 0")
    host.scroll("list", to: CGPoint(x: 0, y: 120))
    #expect(host.drawnText(of: "label")?.string == "offset -120")
  }

  @Test func valuesCombineWithReduce() {
    let host = host(TallestRow())
    #expect(host.drawnText(of: "label")?.string == "tallest 45")
    #expect(host.renderTree.dump().contains("preference TallestKey › "))
  }
}
