// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Galley",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Render", targets: ["Render"]),
    .library(name: "Backends", targets: ["Backends"]),
    .library(name: "Widgets", targets: ["Widgets"]),
    .library(name: "Showcase", targets: ["Showcase"]),
    .library(name: "WidgetsTesting", targets: ["WidgetsTesting"]),
    .executable(name: "galley", targets: ["galley"]),
    .executable(name: "galley-bench", targets: ["galley-bench"]),
    .executable(name: "galley-fuzz", targets: ["galley-fuzz"]),
  ],
  targets: [
    .target(name: "Render"),
    .target(name: "Backends", dependencies: ["Render"]),
    .target(name: "Widgets", dependencies: ["Render"]),
    .target(name: "Showcase", dependencies: ["Widgets"]),
    // Snapshot files, formats, differences and reports, without the test frameworks, so
    // that the command-line tool can use them.
    .target(name: "SnapshotSupport", dependencies: ["Render", "Backends"]),
    .target(name: "WidgetsTesting", dependencies: ["SnapshotSupport", "Widgets", "Backends"]),
    .executableTarget(
      name: "galley", dependencies: ["Widgets", "Backends", "Showcase", "SnapshotSupport"]),
    // The benchmark scenarios and the hand-written floor, shared by galley-bench and the tests
    // that check the floor's bytes and the work counters.
    .target(name: "BenchmarkSupport", dependencies: ["Widgets", "Backends"]),
    .executableTarget(
      name: "galley-bench", dependencies: ["BenchmarkSupport", "Widgets", "Backends"]),
    // The fuzzer: random view trees with hostile values, the invariants every case must
    // keep, and shrinking; run by galley-fuzz and, on a bounded sample, by the tests.
    .target(name: "FuzzSupport", dependencies: ["Widgets", "Backends"]),
    .executableTarget(name: "galley-fuzz", dependencies: ["FuzzSupport"]),
    .testTarget(name: "RenderTests", dependencies: ["Render"]),
    .testTarget(name: "BackendsTests", dependencies: ["Backends", "Widgets"]),
    .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Backends"]),
    .testTarget(name: "BenchmarkTests", dependencies: ["BenchmarkSupport", "Widgets", "Backends"]),
    .testTarget(name: "FuzzTests", dependencies: ["FuzzSupport", "galley-fuzz"]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: ["Showcase", "Widgets", "Backends", "WidgetsTesting", "galley"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "WidgetsTestingTests",
      dependencies: [
        "WidgetsTesting", "SnapshotSupport", "Widgets", "Backends", "Showcase", "galley",
      ],
      exclude: ["__Snapshots__"]),
    // Seed code, written as the seeds write it, in a module whose default isolation is the
    // main actor (the default of new Xcode projects).
    .testTarget(
      name: "SeedCompatibilityTests",
      dependencies: ["Widgets", "Backends"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
  ]
)
