import Foundation

/// A box grouping content under an optional label, on the secondary grouped background:
/// SwiftUI's `GroupBox`, drawn as on iOS: 16 points of padding, corner radius 8, the label in
/// the headline font 8 points above the content.
///
/// ```swift
/// GroupBox("Storage") {
///   ProgressView(value: 0.6)
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  private let label: Label?
  private let content: Content

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(Color.groupBoxBackground, in: RoundedRectangle(cornerRadius: 8))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// A box of `content` titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A box of `content` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Color {
  /// A group box's background: `#F2F2F7` light, `#1C1C1E` dark.
  static let groupBoxBackground = Color(light: 0xF2F2F7, dark: 0x1C1C1E)
}
