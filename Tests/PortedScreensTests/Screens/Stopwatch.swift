import Combine
import SwiftUI

final class StopwatchModel: ObservableObject {
  @Published var elapsed = 0
  @Published var isRunning = false
  @Published private(set) var laps: [Int] = []

  func toggle() {
    isRunning.toggle()
  }

  func tick() {
    if isRunning { elapsed += 1 }
  }

  func lap() {
    laps.append(elapsed)
  }
}

struct StopwatchView: View {
  @StateObject private var model = StopwatchModel()
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack(spacing: 12) {
      Text(formatted(model.elapsed))
        .font(.system(size: 48, weight: .light))
      HStack(spacing: 12) {
        Button(model.isRunning ? "Stop" : "Start") { model.toggle() }
          .buttonStyle(.borderedProminent)
        Button("Lap") { model.lap() }
          .buttonStyle(.bordered)
          .disabled(!model.isRunning)
      }
      ForEach(Array(model.laps.enumerated()), id: \.offset) { index, lap in
        HStack {
          Text("Lap \(index + 1)")
          Spacer()
          Text(formatted(lap)).foregroundColor(.secondary)
        }
      }
    }
    .padding()
    .onReceive(timer) { _ in
      model.tick()
    }
  }

  private func formatted(_ seconds: Int) -> String {
    String(format: "%02d:%02d", seconds / 60, seconds % 60)
  }
}

@available(iOS 17, macOS 14, *)
#Preview {
  // A link like https://example.com in a comment, and one in a string, are kept.
  StopwatchView().accessibilityIdentifier("stopwatch \("https://example.com/help")")
}
