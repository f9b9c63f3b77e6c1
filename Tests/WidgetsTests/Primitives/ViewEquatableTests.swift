import Foundation
import Testing
import Widgets

@testable import Render

/// Views made of equal parts are `Equatable` (stacks, tuples, branches, groups and content
/// modified by padding or frames), so an unchanged subtree made anew is recognised with typed
/// `==` instead of reflection. Modifiers return `some View`, as in SwiftUI, so the
/// conformance is found at run time, as the runtime finds it.
@MainActor
struct ViewEquatableTests {
  private func row(_ label: String, padding: CGFloat = 8) -> some View {
    HStack {
      Text(label).frame(width: 60, alignment: .leading)
      Spacer()
      Image(systemName: "xmark")
    }
    .padding(.horizontal, padding)
  }

  private func branch(_ flag: Bool) -> some View {
    Group {
      if flag { Text("x") } else { Text("x").frame(width: 1) }
    }
  }

  @Test func viewsOfEqualPartsAreEquatable() {
    #expect(type(of: row("a")) is any Equatable.Type)
    #expect(type(of: branch(true)) is any Equatable.Type)
    #expect(type(of: VStack { Text("a") }) is any Equatable.Type)
    #expect(type(of: LazyVStack { EmptyView() }) is any Equatable.Type)
    // A modifier that keeps a closure is not.
    #expect(!(type(of: Text("a").opacity(0.5)) is any Equatable.Type))
  }

  @Test func equalPartsMakeEqualViews() {
    #expect(ValueEquality.equal(row("a"), row("a")))
    #expect(!ValueEquality.equal(row("a"), row("b")))
    #expect(!ValueEquality.equal(row("a"), row("a", padding: 9)))
    #expect(ValueEquality.equal(branch(true), branch(true)))
    #expect(!ValueEquality.equal(branch(true), branch(false)))
    #expect(ZStack(alignment: .top) { EmptyView() } != ZStack { EmptyView() })
  }
}
