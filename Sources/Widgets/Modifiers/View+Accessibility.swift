import Foundation

extension View {
  /// Sets the identifier tests find the view by (`host.frame(of:)`).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(
      AccessibilityModifier(role: RenderRole(.accessibilityIdentifier)) {
        $0.identifier = identifier
      })
  }

  /// Sets the label read aloud for the view.
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityLabelString(label.verbatimText)
  }

  /// Sets the label read aloud for the view.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    accessibilityLabelString(label.text)
  }

  /// Sets the label read aloud for the view.
  @_disfavoredOverload
  public func accessibilityLabel(_ label: LocalizedStringResource) -> some View {
    accessibilityLabelString(label.galleyText)
  }

  /// Sets the label read aloud for the view.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabelString(String(label))
  }

  private func accessibilityLabelString(_ label: String) -> some View {
    modifier(AccessibilityModifier(role: RenderRole(.accessibilityLabel)) { $0.label = label })
  }

  /// Hides the view and everything in it from assistive technologies.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(
      AccessibilityModifier(role: RenderRole(.accessibilityHidden(hidden))) {
        $0.isHidden = hidden
      })
  }

  /// Adds roles or states.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(
      AccessibilityModifier(role: RenderRole(.accessibilityTraits(traits))) {
        $0.traits.formUnion(traits)
      })
  }

  /// Sets the reading order among siblings; higher first.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modifier(
      AccessibilityModifier(role: RenderRole(.accessibilitySortPriority(sortPriority))) {
        $0.sortPriority = sortPriority
      })
  }
}
