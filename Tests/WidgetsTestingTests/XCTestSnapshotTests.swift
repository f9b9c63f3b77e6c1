import Widgets
import WidgetsTesting
import XCTest

/// `assertSnapshot` from XCTest. corelibs-XCTest crashes on `@MainActor` test methods, so
/// these are plain methods that hop to the main actor, in the two ways the README shows.
final class XCTestSnapshotTests: XCTestCase {
  func testFromAssumeIsolated() {
    MainActor.assumeIsolated {
      assertSnapshot(of: Badge(title: "Synchronous"), layout: .sizeThatFits)
    }
  }

  func testFromAnAsyncMethod() async {
    await assertSnapshot(of: Badge(title: "Asynchronous"), layout: .sizeThatFits)
  }

  // A view whose explicit public initializer is main-actor isolated: the view expression
  // is evaluated on the main actor, so this compiles without a warning.
  func testAViewWithAPublicInitializer() async {
    await assertSnapshot(of: PublicBadge(title: "Public"), layout: .sizeThatFits)
  }
}

/// A small capsule with a title.
struct Badge: View {
  var title: String

  var body: some View {
    Text(title)
      .font(.caption.bold())
      .padding(.horizontal, 10)
      .padding(.vertical, 4)
      .background(.blue, in: Capsule())
      .foregroundStyle(.white)
      .accessibilityIdentifier("badge")
  }
}

/// A view with an explicit public initializer, which is main-actor isolated like the view.
public struct PublicBadge: View {
  let title: String

  public init(title: String) { self.title = title }

  public var body: some View { Badge(title: title) }
}
