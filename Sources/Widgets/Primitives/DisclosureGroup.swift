import Foundation

/// A label that shows or hides its content when tapped: SwiftUI's `DisclosureGroup`, drawn as
/// on iOS: the label, and a chevron at the trailing edge pointing right when closed and down
/// when open, in the tint colour; the content below when open.
public struct DisclosureGroup<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  private let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  /// A group that keeps whether it is open itself, closed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  /// A group open while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let open = isExpanded?.wrappedValue ?? ownExpanded
    VStack(alignment: .leading, spacing: 8) {
      Button {
        if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
      } label: {
        HStack {
          label.foregroundStyle(.primary)
          Spacer(minLength: 8)
          Image(systemName: open ? "chevron.down" : "chevron.forward")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(.tint)
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      if open { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `titleKey` that keeps whether it is open itself.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled `title` that keeps whether it is open itself.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled `titleKey`, open while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}
