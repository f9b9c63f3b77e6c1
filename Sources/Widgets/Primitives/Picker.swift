import Foundation

/// A control that picks one of several tagged options: SwiftUI's `Picker`.
///
/// Each view the content makes is an option; its ``View/tag(_:)`` is the value `selection`
/// takes when it is picked. The style (``View/pickerStyle(_:)``) decides the look:
///
/// - ``MenuPickerStyle`` (the automatic style): the picked option's text and
///   `chevron.up.chevron.down` in the tint colour, or, in a list row, the label leading and
///   the picked option trailing in the secondary colour. Tapping it opens a menu of the
///   options, a checkmark by the picked one; tapping an option picks it.
/// - ``SegmentedPickerStyle``: a 32-point segmented control, its options in footnote text,
///   the picked segment raised in white; tapping a segment picks it.
/// - ``InlinePickerStyle``: in a list, one row per option with a checkmark by the picked one;
///   tapping a row picks it.
/// - ``WheelPickerStyle``: drawn closed, the picked option between hairlines.
///
/// ```swift
/// Picker("Flavour", selection: $flavour) {
///   Text("Chocolate").tag(Flavour.chocolate)
///   Text("Vanilla").tag(Flavour.vanilla)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerStyle) private var style
  @Environment(\.listContentStyle) private var listStyle
  @State private var isMenuOpen = false

  /// A picker of `content`'s options labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    PickerOptions(
      content: content, selected: AnyHashable(selection.wrappedValue), label: label,
      style: style, inList: listStyle != nil,
      pick: { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      },
      openMenu: { isMenuOpen = true }
    )
    .sheetlessMenu(isPresented: $isMenuOpen) {
      MenuOptions(content: content, selected: AnyHashable(selection.wrappedValue)) { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      }
    }
  }
}

extension Picker where Label == Text {
  /// A picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// How a ``Picker`` is drawn: SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {}

/// The kinds of picker Galley draws.
enum PickerStyleKind: Hashable, Sendable {
  case menu, segmented, inline, wheel
}

/// A style Galley knows how to draw.
protocol BuiltInPickerStyle: PickerStyle {
  var kind: PickerStyleKind { get }
}

/// The automatic style: a menu on iPhone.
public struct DefaultPickerStyle: BuiltInPickerStyle {
  /// Creates the automatic style.
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// A button that opens a menu of the options.
public struct MenuPickerStyle: BuiltInPickerStyle {
  /// Creates the menu style.
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// A segmented control.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
  /// Creates the segmented style.
  public init() {}
  var kind: PickerStyleKind { .segmented }
}

/// The options as rows, in a list.
public struct InlinePickerStyle: BuiltInPickerStyle {
  /// Creates the inline style.
  public init() {}
  var kind: PickerStyleKind { .inline }
}

/// A wheel, drawn closed on the picked option.
public struct WheelPickerStyle: BuiltInPickerStyle {
  /// Creates the wheel style.
  public init() {}
  var kind: PickerStyleKind { .wheel }
}

/// In a list, a row that pushes the options; drawn as the menu style's row.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
  /// Creates the navigation-link style.
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// A row of options; drawn as the segmented style.
public struct PalettePickerStyle: BuiltInPickerStyle {
  /// Creates the palette style.
  public init() {}
  var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The automatic style: a menu on iPhone.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A button that opens a menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options as rows.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel, drawn closed.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A row of options.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
  /// The picker style set by ``View/pickerStyle(_:)``.
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how pickers inside this view are drawn.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    writingEnvironment(\.pickerStyle, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
  }
}

/// The measured picker sizes (decision record 0027).
enum PickerMetrics {
  static let segmentedHeight: CGFloat = 32
  static let segmentedCornerRadius: CGFloat = 9
  static let segmentInset: CGFloat = 2
  static let segmentCornerRadius: CGFloat = 7
}

/// Resolves a picker's options and draws them in the style.
struct PickerOptions<Label: View, Content: View>: View, PrimitiveView {
  let content: Content
  let selected: AnyHashable
  let label: Label
  let style: PickerStyleKind
  let inList: Bool
  let pick: @MainActor (AnyHashable) -> Void
  let openMenu: @MainActor () -> Void

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.environment.listContentStyle = nil
    inner.environment.tagsForEachRows = true
    // The options are drawn as made, so they are made in the style's text.
    let options: [LayoutNode]
    switch style {
    case .segmented:
      options = element.resolveChild(
        content.font(.footnote.weight(.medium)), key: .slot(0), context: inner)
    case .wheel:
      options = element.resolveChild(content, key: .slot(3), context: inner)
    case .inline where inList:
      options = element.resolveChild(content, key: .slot(3), context: inner)
    case .menu, .inline:
      options = element.resolveChild(
        content.foregroundStyle(inList ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint)),
        key: .slot(2), context: inner)
    }
    let tags = options.enumerated().map { index, node in
      optionTag(of: node, at: index)
    }
    let picked = tags.firstIndex(of: selected)
    let chrome: AnyView
    switch style {
    case .segmented:
      chrome = AnyView(
        SegmentedControl(options: options, picked: picked) { pick(tags[$0]) })
    case .inline where inList:
      chrome = AnyView(InlineOptions(options: options, picked: picked) { pick(tags[$0]) })
    case .wheel:
      chrome = AnyView(WheelClosed(option: picked.map { options[$0] }))
    case .menu, .inline:
      chrome = AnyView(
        MenuButton(label: label, option: picked.map { options[$0] }, inList: inList, open: openMenu)
      )
    }
    return element.resolveChild(chrome, key: .slot(1), context: context)
  }
}

/// The menu style: the picked option and the up-down chevron; in a list, after the label.
struct MenuButton<Label: View>: View {
  let label: Label
  let option: LayoutNode?
  let inList: Bool
  let open: @MainActor () -> Void
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    Button(action: open) {
      HStack(spacing: 0) {
        if inList, !labelsHidden {
          label.foregroundStyle(.primary)
          Spacer(minLength: 8)
        }
        HStack(spacing: 4) {
          if let option { PlacedNodes(nodes: [option]) }
          Image(systemName: "chevron.up.chevron.down")
            .font(.footnote.weight(.semibold))
            .imageScale(.small)
            .foregroundStyle(inList ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint))
        }
      }
      .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
  }
}

/// The segmented style: a rounded track with the picked segment raised.
struct SegmentedControl: View {
  let options: [LayoutNode]
  let picked: Int?
  let pick: @MainActor (Int) -> Void

  var body: some View {
    HStack(spacing: 0) {
      ForEach(options.indices, id: \.self) { index in
        Button {
          pick(index)
        } label: {
          PlacedNodes(nodes: [options[index]])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
              if index == picked {
                RoundedRectangle(cornerRadius: PickerMetrics.segmentCornerRadius)
                  .fill(Color.segmentSelected)
                  .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                  .padding(PickerMetrics.segmentInset)
              }
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(index == picked ? .isSelected : [])
      }
    }
    .frame(height: PickerMetrics.segmentedHeight)
    .background(
      Color.segmentTrack,
      in: RoundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius))
  }
}

/// The inline style in a list: one row per option, a checkmark by the picked one.
struct InlineOptions: View {
  let options: [LayoutNode]
  let picked: Int?
  let pick: @MainActor (Int) -> Void

  var body: some View {
    ForEach(options.indices, id: \.self) { index in
      Button {
        pick(index)
      } label: {
        HStack(spacing: 0) {
          PlacedNodes(nodes: [options[index]])
          Spacer(minLength: 8)
          if index == picked {
            Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint)
          }
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .accessibilityAddTraits(index == picked ? .isSelected : [])
    }
  }
}

/// The wheel style, closed: the picked option centred between two hairlines.
struct WheelClosed: View {
  let option: LayoutNode?

  var body: some View {
    ZStack {
      if let option { PlacedNodes(nodes: [option]) }
    }
    .frame(maxWidth: .infinity, minHeight: 34)
    .overlay(alignment: .top) { Divider() }
    .overlay(alignment: .bottom) { Divider() }
  }
}

/// A picker's menu: resolves its options and lists them in a card, a checkmark by the
/// picked one.
struct MenuOptions<Content: View>: View, PrimitiveView {
  let content: Content
  let selected: AnyHashable
  let pick: @MainActor (AnyHashable) -> Void

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    var tagging = context
    tagging.environment.tagsForEachRows = true
    let options = element.resolveChild(content, key: .slot(0), context: tagging)
    let tags = options.enumerated().map { index, node in
      optionTag(of: node, at: index)
    }
    let picked = tags.firstIndex(of: selected)
    let dismiss = context.environment.dismiss
    let list = VStack(spacing: 0) {
      ForEach(options.indices, id: \.self) { index in
        if index > 0 { Divider() }
        Button {
          pick(tags[index])
          dismiss()
        } label: {
          HStack(spacing: 8) {
            Image(systemName: "checkmark").font(.body.weight(.semibold))
              .opacity(index == picked ? 1 : 0)
            PlacedNodes(nodes: [options[index]])
            Spacer(minLength: 0)
          }
          .padding(.horizontal, 16)
          .frame(minHeight: 44)
          .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
      }
    }
    .frame(width: 250)
    .background(Color.alertBackground, in: RoundedRectangle(cornerRadius: 13))
    return element.resolveChild(list, key: .slot(1), context: context)
  }
}

extension View {
  /// Presents `content` as a menu: a card in the middle of the screen over a clear layer
  /// that closes it when tapped.
  func sheetlessMenu<C: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C
  ) -> some View {
    modifier(
      PresentationModifier(
        isPresented: isPresented.wrappedValue, kind: .menu, content: { AnyView(content()) },
        dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
  }
}

extension Color {
  /// A segmented control's track: `#767680` at 12 % light, 24 % dark.
  static let segmentTrack = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x767680, opacity: 0.12),
      dark: ResolvedColor(hex: 0x767680, opacity: 0.24)))
  /// A segmented control's picked segment: white light, `#636366` dark.
  static let segmentSelected = Color(light: 0xFFFFFF, dark: 0x636366)
}

/// The value an option of a picker stands for: its `tag(_:)`, else its `ForEach` id, else its
/// position.
func optionTag(of node: LayoutNode, at index: Int) -> AnyHashable {
  let values = recordedValues(atTopOf: [node])
  return values[TabKeys.tag] as? AnyHashable ?? values[TabKeys.implicitTag] as? AnyHashable
    ?? AnyHashable(index)
}
