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
  /// Whether the field grows to more lines (`axis: .vertical`) rather than keeping one.
  private var isMultiline = false

  /// A field editing `text`, with `prompt` as its placeholder and `label` describing it.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
    placeholder = nil
    isSecure = false
  }

  init(
    text: Binding<String>, prompt: Text?, label: Label, placeholder: String?, isSecure: Bool,
    axis: Axis = .horizontal
  ) {
    self.text = text
    self.prompt = prompt
    self.label = label
    self.placeholder = placeholder
    self.isSecure = isSecure
    isMultiline = axis == .vertical
  }

  /// The field, as its style in the environment draws it.
  public var body: some View {
    let shown = text.wrappedValue
    let placeholderText = prompt ?? placeholder.map { Text(verbatim: $0) }
    StyledTextField {
      ZStack(alignment: .leading) {
        if shown.isEmpty {
          (placeholderText ?? Text(verbatim: " ")).foregroundStyle(Color.tertiaryLabel)
            .transformEnvironment(\.lineLimit) { if !isMultiline { $0 = 1 } }
        } else {
          Text(verbatim: isSecure ? String(repeating: "•", count: shown.count) : shown)
            // One line, unless the field grows: then the caller's line limits apply.
            .transformEnvironment(\.lineLimit) { if !isMultiline { $0 = 1 } }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    // The whole field takes taps, not only its text, as on iOS.
    .contentShape(Rectangle())
    .modifier(TextInputModifier(text: text, isSingleLine: !isMultiline, isSecure: isSecure))
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
    writingEnvironment(\.textFieldRoundedBorder, style._drawsRoundedBorder)
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

/// A text field's binding, focus and submit actions, for `ViewHost.type(_:into:)` and
/// `ViewHost.submit(_:)`.
struct TextInput {
  let text: Binding<String>
  /// The field's focus binding, from `focused` above it.
  let focus: FocusBinding?
  /// The `onSubmit` actions above the field, innermost first.
  let submitActions: [@MainActor () -> Void]
  /// Whether a return key ends editing rather than starting a new line.
  let isSingleLine: Bool

  /// Gives the field focus, taking it from the field that had it.
  @MainActor func takeFocus(node: NodeID, session: ResolveSession) {
    if let current = session.focus, current.node != node { current.resign() }
    guard let focus else {
      session.focus = nil
      return
    }
    session.focus = (node, focus.resign)
    if !focus.isFocused() { focus.focus() }
  }
}

/// Makes its content a text field: it takes taps, which focus it, and typing into it
/// writes through `text`.
package struct TextInputModifier: ViewModifier, PrimitiveModifier {
  let text: Binding<String>
  var isSingleLine = true
  /// Whether the text is secret: its value reads as dots.
  var isSecure = false

  package func body(content: Content) -> Never { primitiveBody() }

  func makeNodes<C: View>(
    content: C, in element: Element, context: ResolveContext
  )
    -> [LayoutNode]
  {
    // A tap node of its own, as `onTapGesture` makes: the node that keeps the handler's id
    // when it folds into the field (a handler on the field's own outer node would be lost
    // when that node folds into what it wraps).
    let nodes = element.resolveContent(content, context: context)
    let isEnabled = context.environment.isEnabled
    let shown =
      isSecure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue
    let wrapped = element.wrap(
      nodes, role: RenderRole(.tapGesture(count: 1)), layout: PassthroughLayout()
    ) {
      // VoiceOver reads a field as "text field" with its text as the value.
      $0.accessibility.traits.insert(.isTextField)
      if !isEnabled { $0.accessibility.traits.insert(.isNotEnabled) }
      if !shown.isEmpty { $0.accessibility.value = shown }
    }
    let session = context.session
    for node in wrapped {
      let input = TextInput(
        text: text, focus: context.environment.focusBinding,
        submitActions: context.environment.submitActions, isSingleLine: isSingleLine)
      let id = node.id
      element.handleTaps(on: id, count: 1, isEnabled: isEnabled) { [weak session] in
        guard let session else { return }
        input.takeFocus(node: id, session: session)
      }
      session.textInputs[id] = input
    }
    return wrapped
  }
}

// MARK: - Submitting and the keyboard

/// What the return key of a text field submits: SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The triggers as a bit set.
  public let rawValue: Int

  /// Creates triggers from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's search key (Galley does not run search submits yet).
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The title of the keyboard's return key: SwiftUI's `SubmitLabel`. Accepted; the keyboard
/// is not drawn.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  /// A return key titled for “done”.
  public static let done = SubmitLabel(name: "done")
  /// A return key titled for “go”.
  public static let go = SubmitLabel(name: "go")
  /// A return key titled for “send”.
  public static let send = SubmitLabel(name: "send")
  /// A return key titled for “join”.
  public static let join = SubmitLabel(name: "join")
  /// A return key titled for “route”.
  public static let route = SubmitLabel(name: "route")
  /// A return key titled for “search”.
  public static let search = SubmitLabel(name: "search")
  /// A return key titled for “return”.
  public static let `return` = SubmitLabel(name: "return")
  /// A return key titled for “next”.
  public static let next = SubmitLabel(name: "next")
  /// A return key titled for “continue”.
  public static let `continue` = SubmitLabel(name: "continue")
}

/// The kind of keyboard a text field asks for: UIKit's `UIKeyboardType`, accepted so that
/// `keyboardType(_:)` compiles; the keyboard is not drawn.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// UIKit's keyboard types.
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad,
    namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field's content is, for autofill: UIKit's `UITextContentType`, accepted so
/// that `textContentType(_:)` compiles.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The content type's name.
  public let rawValue: String
  /// A content type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The field holds name.

  public static let name = UITextContentType(rawValue: "name")
  /// The field holds givenName.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// The field holds familyName.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// The field holds nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// The field holds organizationName.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// The field holds emailAddress.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// The field holds telephoneNumber.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// The field holds username.
  public static let username = UITextContentType(rawValue: "username")
  /// The field holds password.
  public static let password = UITextContentType(rawValue: "password")
  /// The field holds newPassword.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// The field holds oneTimeCode.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The field holds URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// The field holds fullStreetAddress.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// The field holds postalCode.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// The field holds addressCity.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// The field holds countryName.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// The field holds creditCardNumber.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How a text field capitalises what is typed: SwiftUI's `TextInputAutocapitalization`.
/// Accepted; ``ViewHost/type(_:into:)`` types exactly what it is given.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  /// Never capitalise.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Capitalise words.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Capitalise sentences.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Capitalise characters.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

private struct SubmitActionsKey: EnvironmentKey {
  static let defaultValue: [@MainActor () -> Void] = []
}

extension EnvironmentValues {
  /// The `onSubmit` actions of the text fields below, innermost first.
  var submitActions: [@MainActor () -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when a text field in this view is submitted: its return key,
  /// ``ViewHost/submit(_:)``, or a line break typed into a one-line field.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    transformEnvironment(\.submitActions) { actions in
      if triggers.contains(.text) { actions.insert(action, at: 0) }
    }
  }

  /// Sets the title of the return key. Accepted; the keyboard is not drawn.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Sets the kind of keyboard. Accepted; the keyboard is not drawn.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Sets what the field holds, for autofill. Accepted; nothing is filled.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// Sets how typed text is capitalised. Accepted; typed text is kept as typed.
  public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  )
    -> some View
  { self }

  /// Turns autocorrection off (or on). Accepted; typed text is kept as typed.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}
