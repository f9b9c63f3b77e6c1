import Foundation

/// A control that shows and edits long text: SwiftUI's `TextEditor`.
///
/// Drawn as iOS draws a text view: the text in the environment's font from 5 points in and
/// 8 points down (UIKit's line-fragment padding and text-container inset), wrapped at the
/// width offered, filling the space it is offered. ``ViewHost/type(_:into:)`` types into it
/// (found by an identifier, or by the text it shows); line breaks are typed as they are.
///
/// ```swift
/// TextEditor(text: $notes)
///   .frame(minHeight: 120)
/// ```
public struct TextEditor: View {
  private let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// The text, in the editor's box.
  public var body: some View {
    Text(verbatim: text.wrappedValue.isEmpty ? " " : text.wrappedValue)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .contentShape(Rectangle())
      .modifier(TextInputModifier(text: text, isSingleLine: false))
  }
}

extension TextField where Label == Text {
  /// A field editing `text` that grows to more lines along `axis` (`.vertical`) instead of
  /// scrolling; a line break typed into it is kept.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(
      text: text, prompt: prompt, label: Text(titleKey), placeholder: titleKey.text,
      isSecure: false, axis: axis)
  }

  /// A field editing `text`, titled `title`, that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(
      text: text, prompt: prompt, label: Text(title), placeholder: String(title),
      isSecure: false, axis: axis)
  }
}

extension View {
  /// Shows or hides the background of scrollable content (lists, forms, text editors).
  /// Accepted; Galley keeps the background.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
