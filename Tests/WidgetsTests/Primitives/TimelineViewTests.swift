import Foundation
import Render
import Testing
import Widgets

/// The seconds of a date since the reference date, as a label.
func seconds(_ date: Date) -> String {
  "\((date.timeIntervalSinceReferenceDate * 1000).rounded() / 1000)"
}

@MainActor
struct TimelineViewTests {
  @Test func aPeriodicTimelineShowsTheLastEntryPassed() {
    let host = host(
      TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
        Text(seconds(context.date)).tag("clock")
      })
    #expect(host.drawnText(of: "clock")?.string == "0.0")
    host.advance(by: 0.5)
    #expect(host.drawnText(of: "clock")?.string == "0.0")
    host.advance(by: 0.6)
    #expect(host.drawnText(of: "clock")?.string == "1.0")
    host.advance(by: 2)
    #expect(host.drawnText(of: "clock")?.string == "3.0")
    #expect(host.date == Date(timeIntervalSinceReferenceDate: 3.1))
  }

  @Test func anAnimationTimelineMovesAtEveryFrame() {
    let running = host(
      TimelineView(.animation) { context in Text(seconds(context.date)).tag("clock") })
    running.advance(by: 0.1)
    // Six frames of 1/60 s.
    #expect(running.drawnText(of: "clock")?.string == "0.1")
    let paused = host(
      TimelineView(.animation(paused: true)) { context in Text(seconds(context.date)).tag("clock")
      })
    paused.advance(by: 1)
    #expect(paused.drawnText(of: "clock")?.string == "0.0")
  }

  @Test func anExplicitTimelineShowsItsFirstEntryUntilItComes() {
    let dates = [2.0, 5.0].map { Date(timeIntervalSinceReferenceDate: $0) }
    let host = host(TimelineView(.explicit(dates)) { Text(seconds($0.date)).tag("clock") })
    #expect(host.drawnText(of: "clock")?.string == "2.0")
    host.advance(by: 3)
    #expect(host.drawnText(of: "clock")?.string == "2.0")
    host.advance(by: 2)
    #expect(host.drawnText(of: "clock")?.string == "5.0")
  }

  @Test func aScheduleFromTheWallClockIsReported() {
    let host = host(TimelineView(.periodic(from: .now, by: 1)) { _ in Color.red })
    #expect(
      host.diagnostics.map(\.message) == [
        "The timeline's first entry lies after the host's date (a schedule from .now?); it is shown until the clock reaches it, and it may come from the wall clock."
      ])
  }

  @Test func aLongRunningAnimationTimelineKeepsMoving() {
    let host = host(
      TimelineView(.animation) { context in Text(seconds(context.date)).tag("clock") })
    // Past what one walk of a schedule's entries would reach at once: the timeline walks on
    // from where it was at each step.
    for _ in 0..<3 { host.advance(by: 1_000) }
    host.advance(by: 0.5)
    #expect(host.drawnText(of: "clock")?.string == "3000.5")
  }

  @Test func pausingAnAnimationTimelineStopsItWherePaused() {
    let host = host(PausableClock())
    host.advance(by: 0.5)
    try? host.tap("pause")
    host.advance(by: 2)
    // Paused, the schedule has one entry: the date it appeared.
    #expect(host.drawnText(of: "clock")?.string == "0.0")
  }

  @Test func aTimelineThatAppearsLaterStartsThere() {
    let host = host(ShowsLater())
    host.advance(by: 10)
    try? host.tap("show")
    // The every-minute schedule starts with the date it appeared at.
    #expect(host.drawnText(of: "clock")?.string == "10.0")
    host.advance(by: 55)
    #expect(host.drawnText(of: "clock")?.string == "60.0")
  }
}

/// A minute timeline shown when the button is tapped.
struct ShowsLater: View {
  @State private var shown = false

  var body: some View {
    VStack {
      Button("Show") { shown = true }.tag("show")
      if shown {
        TimelineView(.everyMinute) { Text(seconds($0.date)).tag("clock") }
      }
    }
  }
}

/// An animation timeline that a button pauses.
struct PausableClock: View {
  @State private var paused = false

  var body: some View {
    VStack {
      Button("Pause") { paused = true }.tag("pause")
      TimelineView(.animation(paused: paused)) { Text(seconds($0.date)).tag("clock") }
    }
  }
}
