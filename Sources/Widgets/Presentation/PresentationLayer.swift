import Foundation

/// The host's content with what is presented drawn over it: each presentation in the order it
/// was first presented, at the sizes iOS 18 draws them (decision record 0024). With nothing
/// presented, the content alone.
struct PresentationLayer: View, PrimitiveView {
  let content: LayoutNode
  let entries: [PresentationEntry]
  /// The host's canvas and safe area, which place sheets and dialogs.
  let canvas: CGSize
  let safeArea: EdgeInsets

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    guard !entries.isEmpty else { return [content] }
    var children = [content]
    for entry in entries {
      var inner = context
      inner.environment = entry.environment
      inner.environment.dismiss = DismissAction(entry.dismiss)
      // Lists and forms inside a presentation draw as lists of their own.
      inner.environment.listContentStyle = nil
      children += element.resolveChild(
        PresentedView(entry: entry, canvas: canvas, safeArea: safeArea),
        key: .id(AnyHashable(entry.id.rawValue)), context: inner)
    }
    return [
      element.node(
        role: RenderRole(.layout(name: "Presentations")),
        behavior: .container(LayoutBox(PresentationsLayout())), children: children
      ) { node in
        // The host reads what the root ignores of the safe area from its node: this one now.
        node.ignoredSafeAreaEdges = content.ignoredSafeAreaEdges
      }
    ]
  }
}

/// The whole area the host offers: the host's content centred in it, where the host would
/// have put it, and each presentation over all of it (presentations ignore the safe area
/// themselves).
struct PresentationsLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let content = subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      if index == 0 {
        subview.place(
          at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
      } else {
        subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
      }
    }
  }
}

/// One presentation: its content, resolved, and the chrome its kind draws around it.
struct PresentedView: View, PrimitiveView {
  let entry: PresentationEntry
  let canvas: CGSize
  let safeArea: EdgeInsets

  var body: Never { primitiveBody() }

  func makeNodes(in element: Element, context: ResolveContext) -> [LayoutNode] {
    let chrome: AnyView
    switch entry.kind {
    case .sheet:
      let nodes = element.resolveChild(entry.content(), key: .slot(0), context: context)
      let values = recordedValues(atTopOf: nodes)
      let detents = values[PresentationKeys.detents] as? Set<PresentationDetent> ?? [.large]
      let indicator = values[PresentationKeys.dragIndicator] as? Visibility ?? .automatic
      let dismissDisabled = values[PresentationKeys.interactiveDismissDisabled] as? Bool ?? false
      chrome = AnyView(
        SheetChrome(
          content: nodes, top: top(of: detents), canvas: canvas, bottomInset: safeArea.bottom,
          showsIndicator: indicator == .visible || (indicator == .automatic && detents.count > 1),
          dismiss: dismissDisabled ? nil : entry.dismiss))
    case .menu:
      let nodes = element.resolveChild(entry.content(), key: .slot(0), context: context)
      chrome = AnyView(
        MenuChrome(
          content: nodes, canvas: canvas, safeArea: safeArea,
          anchor: entry.source.flatMap { context.session.lastDrawnFrame($0) },
          dismiss: entry.dismiss))
    case .fullScreenCover:
      let nodes = element.resolveChild(entry.content(), key: .slot(0), context: context)
      chrome = AnyView(CoverChrome(content: nodes, canvas: canvas, safeArea: safeArea))
    case .alert(let title, let message):
      let actions = self.actions(in: element, context: context, dialog: false)
      chrome = AnyView(
        AlertChrome(title: title, message: message, actions: actions, canvas: canvas))
    case .confirmationDialog(let title, let titleVisible, let message):
      let actions = self.actions(in: element, context: context, dialog: true)
      chrome = AnyView(
        DialogChrome(
          title: titleVisible ? title : nil, message: message, actions: actions,
          canvas: canvas, safeArea: safeArea))
    }
    // Modal: taps and lookups reach only the frontmost presentation, as VoiceOver does.
    return element.resolveChild(
      chrome.accessibilityAddTraits(.isModal), key: .slot(1), context: context)
  }

  /// The top of a sheet resting at the smallest of `detents`, in canvas coordinates.
  private func top(of detents: Set<PresentationDetent>) -> CGFloat {
    let large = safeArea.top + PresentationMetrics.sheetGapBelowStatusBar
    let tops = detents.map { detent -> CGFloat in
      switch detent.storage {
      case .large: large
      case .medium: canvas.height / 2
      case .fraction(let fraction):
        canvas.height * (1 - min(max(fraction.isFinite ? fraction : 1, 0), 1))
      case .height(let height):
        canvas.height - safeArea.bottom - max(height.isFinite ? height : 0, 0)
      }
    }
    return min(max(tops.max() ?? large, large), canvas.height)
  }

  /// The actions of an alert or dialog, each a button that dismisses it, with its role; an
  /// "OK" button when there are none.
  private func actions(
    in element: Element, context: ResolveContext, dialog: Bool
  ) -> [(node: LayoutNode, role: ButtonRole?)] {
    let style = PresentationActionStyle(dismiss: entry.dismiss, isDialog: dialog)
    var nodes = element.resolveChild(
      entry.content().buttonStyle(style), key: .slot(0), context: context)
    if nodes.isEmpty {
      nodes = element.resolveChild(
        Button("OK") {}.buttonStyle(style), key: .slot(2), context: context)
    }
    return nodes.map { ($0, recordedValues(atTopOf: [$0])[PresentationKeys.role] as? ButtonRole) }
  }
}

/// The measured sizes of presentations (decision record 0024).
enum PresentationMetrics {
  /// A large sheet's top below the status bar.
  static let sheetGapBelowStatusBar: CGFloat = 10
  static let sheetCornerRadius: CGFloat = 10
  static let sheetDimming = 0.4
  static let alertWidth: CGFloat = 270
  static let alertCornerRadius: CGFloat = 14
  static let alertDimming = 0.2
  static let alertActionHeight: CGFloat = 44
  static let dialogActionHeight: CGFloat = 57
  static let dialogCornerRadius: CGFloat = 13
  static let dialogMargin: CGFloat = 8
}

extension PresentationKeys {
  /// The role of an alert's or dialog's action, set by ``PresentationActionStyle``.
  static let role = ObjectIdentifier(RoleKey.self)
  enum RoleKey {}
}

/// An alert's or dialog's action: its label in the tint colour (red when destructive,
/// semibold when it cancels), filling its cell; tapping it runs it and dismisses.
struct PresentationActionStyle: PrimitiveButtonStyle {
  let dismiss: @MainActor () -> Void
  let isDialog: Bool

  func makeBody(configuration: Configuration) -> some View {
    let role = configuration.role
    return Button {
      configuration.trigger()
      dismiss()
    } label: {
      configuration.label
        .font(isDialog ? .title3 : .body)
        .fontWeight(role == .cancel ? .semibold : .regular)
        .foregroundStyle(role == .destructive ? Color.red : Color.accentColor)
        .lineLimit(1)
        .frame(
          maxWidth: .infinity,
          minHeight: isDialog
            ? PresentationMetrics.dialogActionHeight : PresentationMetrics.alertActionHeight
        )
        .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .modifier(
      LayoutModifier(
        role: RenderRole(
          .recorded(
            name: "action",
            detail: role == .cancel ? "cancel" : role == .destructive ? "destructive" : "default")),
        layout: PassthroughLayout()
      ) { node in
        if let role { node.layoutValues[PresentationKeys.role] = role }
      })
  }
}

/// A sheet: the screen dimmed, and the content on a card from `top` to the bottom, its top
/// corners rounded, with a drag indicator when asked.
struct SheetChrome: View {
  let content: [LayoutNode]
  let top: CGFloat
  let canvas: CGSize
  let bottomInset: CGFloat
  let showsIndicator: Bool
  /// Dismisses on a tap outside the card; `nil` when interactive dismissal is off.
  let dismiss: (@MainActor () -> Void)?

  var body: some View {
    ZStack(alignment: .top) {
      Color.black.opacity(PresentationMetrics.sheetDimming)
        .frame(width: canvas.width, height: canvas.height)
      // A tap above the sheet dismisses it, as on iOS: `host.tap("sheet dimming")`.
      Color.clear
        .frame(width: canvas.width, height: top)
        .contentShape(Rectangle())
        .onTapGesture { dismiss?() }
        .accessibilityIdentifier("sheet dimming")
      VStack(spacing: 0) {
        PlacedNodes(nodes: content)
          .frame(
            width: canvas.width, height: max(0, canvas.height - top - bottomInset),
            alignment: .top)
        // The home indicator's inset, and the rounding past the bottom edge, so that only
        // the top corners show rounded.
        Color.clear.frame(
          width: canvas.width, height: bottomInset + PresentationMetrics.sheetCornerRadius)
      }
      .background(Color.sheetBackground)
      .clipShape(RoundedRectangle(cornerRadius: PresentationMetrics.sheetCornerRadius))
      .overlay(alignment: .top) {
        if showsIndicator {
          Capsule().fill(Color.dragIndicator).frame(width: 36, height: 5).padding(.top, 5)
        }
      }
      .padding(.top, top)
    }
    .frame(width: canvas.width, height: canvas.height, alignment: .top)
    .ignoresSafeArea()
  }
}

/// A menu: its card at the button that opened it, over a clear layer that closes it when
/// tapped (`host.tap("menu dismiss")`).
struct MenuChrome: View {
  let content: [LayoutNode]
  let canvas: CGSize
  let safeArea: EdgeInsets
  /// Where the button that opened the menu was drawn, in host coordinates; `nil` opens the
  /// menu in the middle of the screen.
  let anchor: CGRect?
  let dismiss: @MainActor () -> Void

  var body: some View {
    MenuPlacementLayout(anchor: anchor, safeArea: safeArea) {
      Color.clear
        .contentShape(Rectangle())
        .onTapGesture { dismiss() }
        .accessibilityIdentifier("menu dismiss")
      PlacedNodes(nodes: content)
        .shadow(color: .black.opacity(0.15), radius: 16, y: 4)
    }
    .frame(width: canvas.width, height: canvas.height)
    .ignoresSafeArea()
  }
}

/// Places an open menu as iOS does: under its button, 8 points below it, or above it when it
/// does not fit below; its leading edge at the button's when the button is in the leading
/// third of the screen, its trailing edge at the button's in the trailing third, centred on
/// the button between them; kept 16 points inside the screen's edges and within the safe
/// area (estimates, decision record 0032). Without a button, in the middle. The first
/// subview (the backdrop) fills the screen.
package struct MenuPlacementLayout: Layout {
  let anchor: CGRect?
  let safeArea: EdgeInsets

  static let gap: CGFloat = 8
  static let margin: CGFloat = 16

  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let backdrop = subviews.first else { return }
    backdrop.place(
      at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    guard subviews.count > 1 else { return }
    let card = subviews[1]
    let size = card.sizeThatFits(.unspecified)
    let origin = Self.origin(of: size, anchor: anchor, in: bounds, safeArea: safeArea)
    card.place(at: origin, proposal: ProposedViewSize(size))
  }

  /// Where a card of `size` goes in `bounds` for a button at `anchor`.
  package static func origin(
    of size: CGSize, anchor: CGRect?, in bounds: CGRect, safeArea: EdgeInsets
  ) -> CGPoint {
    guard let anchor, anchor.minX.isFinite, anchor.minY.isFinite else {
      return CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
    }
    // A button in the leading third opens the card from its leading edge, one in the
    // trailing third from its trailing edge, one between them centred on it.
    let third = bounds.width / 3
    var x =
      anchor.midX < bounds.minX + third
      ? anchor.minX
      : anchor.midX > bounds.maxX - third ? anchor.maxX - size.width : anchor.midX - size.width / 2
    x = min(max(x, bounds.minX + margin), bounds.maxX - margin - size.width)
    let top = bounds.minY + safeArea.top
    let bottom = bounds.maxY - safeArea.bottom
    let below = anchor.maxY + gap
    let above = anchor.minY - gap - size.height
    let y: CGFloat
    if below + size.height <= bottom {
      y = below
    } else if above >= top {
      y = above
    } else {
      // Taller than the room on either side: as low as fits, never above the safe area.
      y = max(top, bottom - size.height)
    }
    return CGPoint(x: x, y: y)
  }
}

/// A full-screen cover: the content on the system background over the whole screen.
struct CoverChrome: View {
  let content: [LayoutNode]
  let canvas: CGSize
  let safeArea: EdgeInsets

  var body: some View {
    PlacedNodes(nodes: content)
      .frame(
        width: max(0, canvas.width - safeArea.leading - safeArea.trailing),
        height: max(0, canvas.height - safeArea.top - safeArea.bottom)
      )
      .padding(safeArea)
      .background(Color.systemBackground)
      .frame(width: canvas.width, height: canvas.height)
      .ignoresSafeArea()
  }
}

/// An alert: a 270-point card in the middle of the dimmed screen, its title and message
/// centred above its actions, two actions side by side, more stacked.
struct AlertChrome: View {
  let title: Text
  let message: AnyView?
  let actions: [(node: LayoutNode, role: ButtonRole?)]
  let canvas: CGSize

  var body: some View {
    ZStack {
      Color.black.opacity(PresentationMetrics.alertDimming)
      VStack(spacing: 0) {
        VStack(spacing: 2) {
          title.font(.headline)
          if let message { message.font(.footnote) }
        }
        .multilineTextAlignment(.center)
        .padding(EdgeInsets(top: 19, leading: 16, bottom: 17, trailing: 16))
        .frame(maxWidth: .infinity)
        Divider()
        if actions.count == 2 {
          HStack(spacing: 0) {
            PlacedNodes(nodes: [actions[0].node])
            Divider()
            PlacedNodes(nodes: [actions[1].node])
          }
          .fixedSize(horizontal: false, vertical: true)
        } else {
          VStack(spacing: 0) {
            ForEach(actions.indices, id: \.self) { index in
              if index > 0 { Divider() }
              PlacedNodes(nodes: [actions[index].node])
            }
          }
        }
      }
      .frame(width: PresentationMetrics.alertWidth)
      .background(
        Color.alertBackground,
        in: RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius))
    }
    .frame(width: canvas.width, height: canvas.height)
    .ignoresSafeArea()
  }
}

/// A confirmation dialog: its title and message, then its actions, on a card at the bottom of
/// the dimmed screen; a cancel action on a card of its own below.
struct DialogChrome: View {
  let title: Text?
  let message: AnyView?
  let actions: [(node: LayoutNode, role: ButtonRole?)]
  let canvas: CGSize
  let safeArea: EdgeInsets

  var body: some View {
    let others = actions.filter { $0.role != .cancel }
    let cancel = actions.filter { $0.role == .cancel }
    ZStack(alignment: .bottom) {
      Color.black.opacity(PresentationMetrics.alertDimming)
      VStack(spacing: PresentationMetrics.dialogMargin) {
        VStack(spacing: 0) {
          if title != nil || message != nil {
            VStack(spacing: 4) {
              if let title { title.font(.footnote.weight(.semibold)) }
              if let message { message.font(.footnote) }
            }
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
            .padding(14)
            .frame(maxWidth: .infinity)
            if !others.isEmpty { Divider() }
          }
          ForEach(others.indices, id: \.self) { index in
            if index > 0 { Divider() }
            PlacedNodes(nodes: [others[index].node])
          }
        }
        .background(
          Color.alertBackground,
          in: RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius))
        ForEach(cancel.indices, id: \.self) { index in
          PlacedNodes(nodes: [cancel[index].node])
            .background(
              Color.sheetBackground,
              in: RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius))
        }
      }
      .padding(.horizontal, PresentationMetrics.dialogMargin)
      .padding(.bottom, max(safeArea.bottom, PresentationMetrics.dialogMargin))
    }
    .frame(width: canvas.width, height: canvas.height)
    .ignoresSafeArea()
  }
}

extension Color {
  /// A sheet's background: white in light mode, `#1C1C1E` in dark mode.
  static let sheetBackground = Color(light: 0xFFFFFF, dark: 0x1C1C1E)
  /// An alert's card: `#F2F2F2` in light mode, `#2C2C2E` in dark mode (the blurred material,
  /// flattened).
  static let alertBackground = Color(light: 0xF2F2F2, dark: 0x2C2C2E)
  /// A sheet's drag indicator: the tertiary label colour.
  static let dragIndicator = Color(
    provider: .adaptive(
      light: ResolvedColor(hex: 0x3C3C43, opacity: 0.3),
      dark: ResolvedColor(hex: 0xEBEBF5, opacity: 0.3)))
}
