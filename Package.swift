// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// Where Apple's SwiftUI, Combine and CoreGraphics exist, they are used; elsewhere Galley
// supplies modules of those names, so that SwiftUI files compile with their imports unchanged.
#if canImport(Darwin)
  let providesAppleModules = false
#else
  let providesAppleModules = true
#endif

/// `dependencies` where Galley supplies Apple's modules, and none where Apple's exist.
func linuxOnly(_ dependencies: [Target.Dependency]) -> [Target.Dependency] {
  providesAppleModules ? dependencies : []
}

let package = Package(
  name: "Galley",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Render", targets: ["Render"]),
    .library(name: "Backends", targets: ["Backends"]),
    .library(name: "Widgets", targets: ["Widgets"]),
    .library(name: "Showcase", targets: ["Showcase"]),
    .library(name: "WidgetsTesting", targets: ["WidgetsTesting"]),
    .library(name: "GalleyTool", targets: ["GalleyTool"]),
    .executable(name: "galley", targets: ["galley"]),
    .executable(name: "galley-bench", targets: ["galley-bench"]),
    .executable(name: "galley-fuzz", targets: ["galley-fuzz"]),
  ],
  targets: [
    .target(name: "Render", dependencies: linuxOnly(["CoreGraphics"])),
    .target(name: "Backends", dependencies: ["Render"]),
    .target(
      name: "Widgets", dependencies: ["Render", "GalleyMacros"] + linuxOnly(["Combine"])),
    // #Preview and @Entry, expanded by a plug-in that speaks the compiler's plug-in protocol
    // itself, so that it needs no swift-syntax dependency.
    .macro(name: "GalleyMacros"),
    .target(name: "Showcase", dependencies: ["Widgets"]),
    // Snapshot files, formats, differences and reports, without the test frameworks, so
    // that the command-line tool can use them.
    .target(name: "SnapshotSupport", dependencies: ["Render", "Backends"]),
    .target(name: "WidgetsTesting", dependencies: ["SnapshotSupport", "Widgets", "Backends"]),
    // The command line (gallery, render, list, snapshots) over any list of screens, for
    // Galley's own tool and for a previews tool in a user's package.
    .target(name: "GalleyTool", dependencies: ["Widgets", "Backends", "SnapshotSupport"]),
    .executableTarget(
      name: "galley", dependencies: ["GalleyTool", "Widgets", "Backends", "Showcase"]),
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
    .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Backends", "FuzzSupport"]),
    .testTarget(name: "BenchmarkTests", dependencies: ["BenchmarkSupport", "Widgets", "Backends"]),
    .testTarget(name: "FuzzTests", dependencies: ["FuzzSupport", "galley-fuzz"]),
    .testTarget(name: "GalleyToolTests", dependencies: ["GalleyTool", "Widgets", "Backends"]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: ["Showcase", "Widgets", "Backends", "WidgetsTesting", "galley"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "WidgetsTestingTests",
      dependencies: [
        "WidgetsTesting", "SnapshotSupport", "Widgets", "Backends", "Showcase", "galley",
      ],
      exclude: ["__Snapshots__"],
      // As strict as a user's CI: the XCTest form with a view's explicit public init must
      // compile without a warning.
      swiftSettings: [.treatAllWarnings(as: .error)]),
    // Seed code, written as the seeds write it, in a module whose default isolation is the
    // main actor (the default of new Xcode projects).
    .testTarget(
      name: "SeedCompatibilityTests",
      dependencies: ["Widgets", "Backends"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
  ]
)

if providesAppleModules {
  package.products += [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
  ]
  package.targets += [
    .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
    // Swift Testing's cross-import overlay for CoreGraphics, empty: see the file inside.
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "Combine"),
    // `import SwiftUI`: Widgets with Combine and CoreGraphics, as Apple's SwiftUI exports them.
    .target(name: "SwiftUI", dependencies: ["Widgets", "Combine", "CoreGraphics"]),
    .testTarget(name: "CombineTests", dependencies: ["Combine"]),
    // SwiftUI files written as iOS developers write them, compiled unchanged: with the main
    // actor as default isolation (as new Xcode projects are), and without.
    .testTarget(
      name: "PortedScreensTests",
      dependencies: ["SwiftUI", "Combine", "CoreGraphics", "WidgetsTesting"],
      exclude: ["__Snapshots__"], swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "PortedScreensNonisolatedTests", dependencies: ["SwiftUI", "Combine", "CoreGraphics"]),
  ]
} else {
  // Where Apple's modules exist, the three products still exist, so that a manifest naming
  // them (with a `.when(platforms: [.linux])` condition) resolves on every platform; they
  // hold one empty module of another name, which never shadows Apple's.
  package.products += [
    .library(name: "SwiftUI", targets: ["GalleyUsesAppleModules"]),
    .library(name: "Combine", targets: ["GalleyUsesAppleModules"]),
    .library(name: "CoreGraphics", targets: ["GalleyUsesAppleModules"]),
  ]
  package.targets += [.target(name: "GalleyUsesAppleModules")]
}
