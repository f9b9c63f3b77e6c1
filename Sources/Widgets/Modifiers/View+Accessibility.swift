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

  private func accessibilityLabelString(
    _ label: String
  ) -> ModifiedContent<Self, AccessibilityModifier> {
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

extension View {
  /// Sets the value read after the view's label ("50 percent").
  public func accessibilityValue(_ value: Text) -> some View {
    accessibilityInfo("accessibilityValue") { $0.value = value.verbatimText }
  }

  /// Sets the value read after the view's label.
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View {
    accessibilityInfo("accessibilityValue") { $0.value = value.text }
  }

  /// Sets the value read after the view's label.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let value = String(value)
    return accessibilityInfo("accessibilityValue") { $0.value = value }
  }

  /// Sets the hint read after a pause ("Opens the trip").
  public func accessibilityHint(_ hint: Text) -> some View {
    accessibilityInfo("accessibilityHint") { $0.hint = hint.verbatimText }
  }

  /// Sets the hint read after a pause.
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
    accessibilityInfo("accessibilityHint") { $0.hint = hint.text }
  }

  /// Sets the hint read after a pause.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    let hint = String(hint)
    return accessibilityInfo("accessibilityHint") { $0.hint = hint }
  }

  /// Makes the view one accessibility element: combining its children's labels, ignoring
  /// them (the default), or containing them as a group.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibilityInfo("accessibilityElement") { $0.children = children.kind }
  }

  /// Removes roles or states.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(
      AccessibilityModifier(
        role: RenderRole(.accessibilityModifier(name: "accessibilityRemoveTraits"))
      ) {
        $0.removedTraits.formUnion(traits)
      })
  }

  /// Makes the view adjustable: swiping up or down calls `action` with the direction.
  /// The accessibility snapshot marks it "adjustable".
  public func accessibilityAdjustableAction(
    _ action: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    accessibilityActions(
      "accessibilityAdjustableAction", register: { $0.adjust = action },
      apply: { $0.traits.insert(.isAdjustable) })
  }

  /// Adds a custom action named `name`, listed in the accessibility snapshot.
  public func accessibilityAction(
    named name: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View {
    let name = name.text
    return accessibilityActions(
      "accessibilityAction", register: { $0.named[name] = handler },
      apply: { $0.actions.append(name) })
  }

  /// Adds a custom action named `name`.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View {
    let name = String(name)
    return accessibilityActions(
      "accessibilityAction", register: { $0.named[name] = handler },
      apply: { $0.actions.append(name) })
  }

  /// Adds an action of `actionKind` (the default action, escape, magic tap); the default
  /// action is the view's activation and is not listed.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    let name = actionKind.name
    return accessibilityActions(
      "accessibilityAction", register: { $0.named[name ?? "activate"] = handler },
      apply: { if let name { $0.actions.append(name) } })
  }

  /// Gives assistive technologies `representation` in place of the view: the view is drawn
  /// and hidden from them, the representation is read and not drawn.
  public func accessibilityRepresentation<R: View>(
    @ViewBuilder representation: () -> R
  ) -> some View {
    accessibilityHidden(true)
      .overlay { representation().opacity(0) }
  }

  /// This view with accessibility handlers that a host can perform, and what they add to
  /// its accessibility information.
  private func accessibilityActions(
    _ name: String, register: @escaping (inout AccessibilityActions) -> Void,
    apply: @escaping (inout AccessibilityInfo) -> Void
  ) -> ModifiedContent<Self, AccessibilityActionModifier> {
    modifier(
      AccessibilityActionModifier(
        role: RenderRole(.accessibilityModifier(name: name)), apply: apply, register: register))
  }

  private func accessibilityInfo(
    _ name: String, _ apply: @escaping (inout AccessibilityInfo) -> Void
  ) -> ModifiedContent<Self, AccessibilityModifier> {
    modifier(
      AccessibilityModifier(role: RenderRole(.accessibilityModifier(name: name)), apply: apply))
  }
}

/// How an accessibility element made of a view treats its children: SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let kind: AccessibilityChildren

  /// One element with the view's own label; the children are not read.
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// One element whose label joins the children's.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
  /// A container of the children's elements.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// Which way an adjustable element is swiped: SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up: a larger value.
  case increment
  /// Down: a smaller value.
  case decrement
}

/// A kind of accessibility action: SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String?

  /// Activating the element (a double tap).
  public static let `default` = AccessibilityActionKind(name: nil)
  /// The two-finger scrub that goes back.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The two-finger double tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletes the element's content.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Shows the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
}
