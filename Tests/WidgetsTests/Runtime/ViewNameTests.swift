import Foundation
import Testing
import Widgets

/// The user's composed views name the first node their body makes, so that messages can name
/// them.
@MainActor
struct ViewNameTests {
  struct Avatar: View {
    var body: some View { Circle().frame(width: 40, height: 40) }
  }

  struct ProfileCard: View {
    let name: String

    var body: some View {
      HStack {
        Avatar()
        Text(name)
        Button("Follow") {}
      }
      .padding(16)
    }
  }

  struct Card: View {
    var body: some View { ProfileCard(name: "Ada") }
  }

  @Test func theFirstNodeOfABodyCarriesTheViewsName() {
    let host = ViewHost(ProfileCard(name: "Ada"), size: CGSize(width: 300, height: 100))
    // Galley's own views (Button, its label) name nothing; the padding is ProfileCard's
    // first node and the frame Avatar's, and each folds into the node it wraps, taking its
    // name along. With "Ada" 31.5 and "Follow" 51.5 wide: the HStack is 40 + 8 + 31.5 + 8 +
    // 51.5 = 139 by 40; padded to 171 by 72 and centred, it starts at (64.5 + 16, 14 + 16).
    #expect(
      host.renderTree.dump(options: .viewNames) == """
        Host (0, 0, 300, 100)
        └─ ‹ProfileCard› padding 16 › HStack (80.5, 30, 139, 40)
           ├─ ‹Avatar› frame width: 40, height: 40 › Circle (80.5, 30, 40, 40) fill #000000
           ├─ Text (128.5, 40, 31.5, 20) "Ada" body #000000
           └─ Button (168, 40, 51.5, 20) traits button
              └─ Text (168, 40, 51.5, 20) "Follow" body #007aff

        """)
  }

  @Test func theOutermostOfNestedViewsNamesTheSharedNode() {
    let host = ViewHost(Card(), size: CGSize(width: 300, height: 100))
    let names = host.renderTree.allNodes().compactMap(\.node.viewName)
    #expect(names == ["Card", "Avatar"])
  }

  @Test func namesDoNotChangeTheDefaultDump() {
    let host = ViewHost(Card(), size: CGSize(width: 300, height: 100))
    #expect(!host.renderTree.dump().contains("‹"))
  }
}
