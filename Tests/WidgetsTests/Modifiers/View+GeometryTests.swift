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
