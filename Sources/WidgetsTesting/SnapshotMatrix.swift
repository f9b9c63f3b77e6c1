import Foundation
import SnapshotSupport
import Widgets

/// The configurations ``assertSnapshots(of:as:matrix:named:record:fileID:filePath:testName:line:column:)``
/// snapshots a view in: every combination of devices, colour schemes, Dynamic Type sizes,
/// layout directions and Reduce Motion settings.
///
/// Each combination is named by its device and by the settings that differ from the
/// default (light, `.large`, left to right, motion allowed), so adding a dimension to a
/// matrix never renames the snapshots it already had:
/// `iPhone16`, `iPhone16.dark`, `iPhoneSE.dark.accessibility3.rtl`, `iPad11.reduceMotion`.
public struct SnapshotMatrix: Hashable, Sendable {
  /// The devices.
  public var devices: [SnapshotDevice]
  /// The colour schemes.
  public var colorSchemes: [ColorScheme]
  /// The Dynamic Type sizes.
  public var dynamicTypeSizes: [DynamicTypeSize]
  /// The layout directions.
  public var layoutDirections: [LayoutDirection]
  /// The Reduce Motion settings.
  public var reduceMotion: [Bool]

  /// A matrix over the given values; each dimension defaults to its default setting alone.
  public init(
    devices: [SnapshotDevice] = [.iPhone16],
    colorSchemes: [ColorScheme] = [.light],
    dynamicTypeSizes: [DynamicTypeSize] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight],
    reduceMotion: [Bool] = [false]
  ) {
    self.devices = devices
    self.colorSchemes = colorSchemes
    self.dynamicTypeSizes = dynamicTypeSizes
    self.layoutDirections = layoutDirections
    self.reduceMotion = reduceMotion
  }

  /// One combination.
  public struct Configuration: Hashable, Sendable {
    /// The device.
    public var device: SnapshotDevice
    /// The colour scheme.
    public var colorScheme: ColorScheme
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// Whether Reduce Motion is on.
    public var reduceMotion: Bool

    /// The combination's name: the device, then each setting that is not the default.
    public var name: String {
      var parts = [device.name]
      if colorScheme == .dark { parts.append("dark") }
      if dynamicTypeSize != .large { parts.append(Self.name(of: dynamicTypeSize)) }
      if layoutDirection == .rightToLeft { parts.append("rtl") }
      if reduceMotion { parts.append("reduceMotion") }
      return parts.joined(separator: ".")
    }

    /// Written out rather than reflected, so that names never depend on how the enum
    /// prints.
    static func name(of size: DynamicTypeSize) -> String {
      switch size {
      case .xSmall: "xSmall"
      case .small: "small"
      case .medium: "medium"
      case .large: "large"
      case .xLarge: "xLarge"
      case .xxLarge: "xxLarge"
      case .xxxLarge: "xxxLarge"
      case .accessibility1: "accessibility1"
      case .accessibility2: "accessibility2"
      case .accessibility3: "accessibility3"
      case .accessibility4: "accessibility4"
      case .accessibility5: "accessibility5"
      }
    }
  }

  /// Every combination, failing the assertion at `location` when there is none.
  func configurations(reportingEmptyAt location: TestFrameworks.Location) -> [Configuration] {
    let all = configurations
    if all.isEmpty {
      TestFrameworks.fail(
        "The snapshot matrix is empty: every dimension needs at least one value.", at: location)
    }
    return all
  }

  /// Every combination, devices varying slowest, in the order the values were given.
  public var configurations: [Configuration] {
    var result: [Configuration] = []
    for device in devices {
      for scheme in colorSchemes {
        for size in dynamicTypeSizes {
          for direction in layoutDirections {
            for motion in reduceMotion {
              result.append(
                Configuration(
                  device: device, colorScheme: scheme, dynamicTypeSize: size,
                  layoutDirection: direction, reduceMotion: motion))
            }
          }
        }
      }
    }
    return result
  }
}

/// Asserts one snapshot of `view` per configuration of `matrix`, each named after its
/// configuration (after `name`, if given).
///
/// ```swift
/// @MainActor @Test func inbox() {
///   assertSnapshots(
///     of: Inbox(),
///     matrix: SnapshotMatrix(devices: [.iPhoneSE, .iPhone16], colorSchemes: [.light, .dark]))
///   // inbox.iPhoneSE.tree, inbox.iPhoneSE.dark.tree, inbox.iPhone16.tree, …
/// }
/// ```
///
/// The view gets the colour scheme as `preferredColorScheme` (so the canvas background
/// follows), and the other settings through the environment.
@MainActor
public func assertSnapshots<V: View>(
  of view: @autoclosure @MainActor () -> V,
  as strategy: SnapshotStrategy = .tree,
  matrix: SnapshotMatrix,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let configurations = matrix.configurations(
    reportingEmptyAt: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  let content = view()
  for configuration in configurations {
    assertSnapshot(
      of: configuration.configured(content), as: strategy, layout: .device(configuration.device),
      named: [name, configuration.name].compactMap { $0 }.joined(separator: "."),
      record: record, fileID: fileID, filePath: filePath, testName: testName, line: line,
      column: column)
  }
}

/// Asserts one snapshot per configuration of `matrix` of the host `body` builds and drives
/// for it: the state a screen reaches after taps, typing or scrolling, on every device and
/// setting. Each snapshot is named after its configuration (after `name`, if given).
///
/// ```swift
/// @MainActor @Test func followed() throws {
///   try assertSnapshots(matrix: SnapshotMatrix(colorSchemes: [.light, .dark])) { configuration in
///     let host = configuration.host(ProfileScreen())
///     try host.tap("Follow")
///     return host
///   }
///   // followed.iPhone16.tree, followed.iPhone16.dark.tree
/// }
/// ```
///
/// Build the host with ``SnapshotMatrix/Configuration/host(_:)``, which gives the view the
/// configuration's device and settings. An error thrown by `body` ends the assertion and is
/// rethrown.
@MainActor
public func assertSnapshots(
  as strategy: SnapshotStrategy = .tree,
  matrix: SnapshotMatrix,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column,
  host body: (SnapshotMatrix.Configuration) throws -> ViewHost
) rethrows {
  let location = TestFrameworks.Location(
    fileID: fileID, filePath: filePath, line: line, column: column)
  for configuration in matrix.configurations(reportingEmptyAt: location) {
    let host = try body(configuration)
    SnapshotAssertion(
      tree: host.renderTree, layout: SnapshotLayout.device(configuration.device).summary,
      strategy: strategy,
      name: [name, configuration.name].compactMap { $0 }.joined(separator: "."),
      record: record, testName: testName, location: location
    ).run()
  }
}

extension SnapshotMatrix.Configuration {
  /// A host for `view` on this configuration's device, with its colour scheme, Dynamic Type
  /// size, layout direction and Reduce Motion setting; for
  /// ``assertSnapshots(as:matrix:named:record:fileID:filePath:testName:line:column:host:)``.
  @MainActor
  public func host<V: View>(_ view: V) -> ViewHost {
    SnapshotLayout.device(device).host(configured(view))
  }

  /// `view` with the configuration's settings: the colour scheme as `preferredColorScheme`
  /// (so the canvas background follows), the others through the environment.
  @MainActor
  func configured<V: View>(_ view: V) -> some View {
    view
      .environment(\.dynamicTypeSize, dynamicTypeSize)
      .environment(\.layoutDirection, layoutDirection)
      .environment(\.accessibilityReduceMotion, reduceMotion)
      .preferredColorScheme(colorScheme)
  }
}
