import Foundation

/// A control that shows and edits a line of text: SwiftUI's `TextField`.
///
/// Drawn as iOS draws it: the text in the body font, or the placeholder (the title, or the
/// `prompt`) in the placeholder colour while the text is empty, filling the width it is
/// offered. `.textFieldStyle(.roundedBorder)` adds iOS's rounded rectangle (34 points tall,
/// corners of radius 5, a hairline border, 7 points of padding at each side).
/// `ViewHost.type(_:into:)` types into it, through its binding.
///
/// ```swift
/// TextField("Email", text: $email)
///   .textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View>: View {
  private let text: Binding<String>
  private let prompt: Text?
  private let label: Label
  private let placeholder: String?
  let isSecure: Bool

  /// A field editing `text`, with `prompt` as its placeholder and `label` describing it.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
    placeholder = nil
    isSecure = false
  }

  init(text: Binding<String>, prompt: Text?, label: Label, placeholder: String?, isSecure: Bool) {
    self.text = text
    self.prompt = prompt
    self.label = label
    self.placeholder = placeholder
    self.isSecure = isSecure
  }

  /// The field, as its style in the environment draws it.
  public var body: some View {
    let shown = text.wrappedValue
    let placeholderText = prompt ?? placeholder.map { Text(verbatim: $0) }
    StyledTextField {
      ZStack(alignment: .leading) {
        if shown.isEmpty {
          (placeholderText ?? Text(verbatim: " ")).foregroundStyle(Color.tertiaryLabel)
            .lineLimit(1)
        } else {
          Text(verbatim: isSecure ? String(repeating: "•", count: shown.count) : shown)
            .lineLimit(1)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    // The whole field takes taps, not only its text, as on iOS.
    .contentShape(Rectangle())
    .modifier(TextInputModifier(text: text))
    .accessibilityLabel(placeholder ?? "")
  }
}

extension TextField where Label == Text {
  /// A field editing `text`, titled (and with the placeholder) `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(
      text: text, prompt: prompt, label: Text(titleKey), placeholder: titleKey.text,
      isSecure: false)
  }

  /// A field editing `text`, titled (and with the placeholder) `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(
      text: text, prompt: prompt, label: Text(title), placeholder: String(title), isSecure: false)
  }
}

/// A field whose text is shown as dots: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
  private let field: TextField<Label>

  /// A secure field editing `text`, with `prompt` as its placeholder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(
      text: text, prompt: prompt, label: label(), placeholder: nil, isSecure: true)
  }

  /// The field.
  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// A secure field editing `text`, titled (and with the placeholder) `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(
      text: text, prompt: prompt, label: Text(titleKey), placeholder: titleKey.text,
      isSecure: true)
  }

  /// A secure field editing `text`, titled (and with the placeholder) `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(
      text: text, prompt: prompt, label: Text(title), placeholder: String(title), isSecure: true)
  }
}

/// How text fields are drawn: SwiftUI's `TextFieldStyle`, whose only styles are the
/// system's (`.automatic`, `.plain`, `.roundedBorder`).
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// Whether the style draws iOS's rounded border.
  var _drawsRoundedBorder: Bool { get }
}

/// The style of text fields when no other is set: plain, outside a form.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  public var _drawsRoundedBorder: Bool { false }
}

/// The text alone, without a border.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  public var _drawsRoundedBorder: Bool { false }
}

/// iOS's rounded-rectangle border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  public var _drawsRoundedBorder: Bool { true }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// iOS's rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Sets the style of text fields in the view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldRoundedBorder, style._drawsRoundedBorder)
  }
}

private struct TextFieldRoundedBorderKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  var textFieldRoundedBorder: Bool {
    get { self[TextFieldRoundedBorderKey.self] }
    set { self[TextFieldRoundedBorderKey.self] = newValue }
  }
}

/// A field's content, with the rounded border when the style asks for it.
private struct StyledTextField<Content: View>: View {
  @ViewBuilder let content: () -> Content
  @Environment(\.textFieldRoundedBorder) private var roundedBorder

  var body: some View {
    if roundedBorder {
      content()
        .padding(.horizontal, 7)
        .frame(minHeight: 34)
        .background(Color.systemBackground, in: RoundedRectangle(cornerRadius: 5))
        .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color.separator, lineWidth: 0.5))
    } else {
      content()
    }
  }
}

/// A text field's binding, for `ViewHost.type(_:into:)`.
struct TextInput {
  let text: Binding<String>
}

/// Makes its content a text field: it takes taps (which would focus it), and typing into it
/// writes through `text`.
struct TextInputModifier: ViewModifier, PrimitiveModifier {
  let text: Binding<String>

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    // A tap node of its own, as `onTapGesture` makes: the node that keeps the handler's id
    // when it folds into the field (a handler on the field's own outer node would be lost
    // when that node folds into what it wraps).
    let nodes = element.resolveChild(content, key: .slot(0), context: context)
    let wrapped = element.wrap(
      nodes, role: RenderRole(.tapGesture(count: 1)), layout: PassthroughLayout())
    let isEnabled = context.environment.isEnabled
    for node in wrapped {
      element.handleTaps(on: node.id, count: 1, isEnabled: isEnabled) {}
      context.session.textInputs[node.id] = TextInput(text: text)
    }
    return wrapped
  }
}
