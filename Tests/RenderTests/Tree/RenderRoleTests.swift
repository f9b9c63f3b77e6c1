import Foundation
import Testing

@testable import Render

/// Roles as the dump writes them, their kinds, and their size.
struct RenderRoleTests {
  // Parameters print as the modifiers were written, defaults left out.
  @Test func descriptionsShowTheParameters() {
    #expect(
      RenderRole(.padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))).description
        == "padding 8")
    #expect(
      RenderRole(.padding(EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))).description
        == "padding top: 4, bottom: 4")
    #expect(
      RenderRole(.frame(width: 44, height: nil, alignment: "leading")).description
        == "frame width: 44, alignment: leading")
    let flexible = RenderRole.FlexibleFrame(
      minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: 44, idealHeight: nil,
      maxHeight: nil, alignment: nil)
    #expect(RenderRole(.flexibleFrame(flexible)).description == "frame maxWidth: ∞, minHeight: 44")
    #expect(
      RenderRole(.stack(.horizontal, alignment: nil, spacing: 0)).description == "HStack spacing: 0"
    )
    #expect(RenderRole(.tapGesture(count: 2)).description == "onTapGesture count: 2")
    #expect(
      RenderRole(.fixedSize(horizontal: true, vertical: false)).description
        == "fixedSize horizontal")
  }

  // Kinds ignore parameters: both frames are frames, every shape a shape.
  @Test func kindsIgnoreParameters() {
    #expect(RenderRole(.frame(width: 1, height: 1, alignment: nil)).kind == .frame)
    #expect(
      RenderRole(
        .flexibleFrame(
          RenderRole.FlexibleFrame(
            minWidth: 1, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil,
            maxHeight: nil, alignment: nil))
      ).kind == .frame)
    #expect(RenderRole(.shape(name: "Circle")).kind == RenderRole(.shape(name: "Star")).kind)
    #expect(RenderRole(.overlay(background: true, alignment: nil)).kind == .background)
  }

  // Every render and layout node holds a role: the frames' parameters are boxed so that a
  // role stays within 40 bytes (it was 112 with them inline).
  @Test func rolesStaySmall() {
    #expect(MemoryLayout<RenderRole>.size <= 40)
  }
}
