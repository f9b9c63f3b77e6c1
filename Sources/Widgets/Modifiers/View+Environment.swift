import Foundation

extension View {
  /// Sets an environment value for the view and everything in it.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    writingEnvironment(keyPath, value)
  }

  /// ``environment(_:_:)`` with its type written out, for Galley's own modifiers. The type
  /// of an opaque result is seen through from the user's module (and the user's view
  /// specialised for it) only when every type in it is public or package; a value of an
  /// internal type (a style's kind) written through ``environment(_:_:)`` would make the
  /// modifier's result a type known only at run time, looked up on every evaluation of
  /// the user's `body` (decision record 0042).
  func writingEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> ModifiedContent<Self, EnvironmentModifier> {
    modifier(
      EnvironmentModifier(key: keyPath, capturing: value) { environment, _ in
        environment[keyPath: keyPath] = value
      })
  }

  /// Changes an environment value for the view and everything in it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        var value = environment[keyPath: keyPath]
        transform(&value)
        environment[keyPath: keyPath] = value
      })
  }

  /// Sets the style of foreground elements: text, symbols, and shapes used as views.
  ///
  /// Hierarchical styles (`.secondary`, …) set here are relative to the foreground style
  /// around the modifier.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(
      EnvironmentModifier(capturing: style) { environment, _ in
        environment.foregroundStyle = EnclosedStyle.erased(
          style, enclosing: environment.foregroundStyle, key: \.foregroundStyle)
      })
  }

  /// Sets the colour of foreground elements.
  @available(iOS, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
  @available(macOS, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(
      EnvironmentModifier(capturing: color) { environment, _ in
        environment.foregroundStyle = color.map { AnyShapeStyle($0) }
      })
  }

  /// Sets the default font of text in the view.
  public func font(_ font: Font?) -> some View {
    writingEnvironment(\.font, font)
  }

  /// Sets the weight of text in the view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(
      EnvironmentModifier(capturing: weight) { environment, _ in environment.fontWeight = weight })
  }

  /// Makes text in the view bold.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(
      EnvironmentModifier(capturing: isActive) { environment, _ in
        if isActive { environment.fontWeight = .bold }
      })
  }

  /// Makes text in the view italic.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(
      EnvironmentModifier(capturing: isActive) { environment, _ in
        if isActive { environment.isItalic = true }
      })
  }

  /// Underlines text in the view (or stops underlining it), in `color` or each text's
  /// colour; a text's own `underline` wins. The line is drawn solid whatever its `pattern`.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        environment.textDecoration.underline = isActive ? TextDecoration.Line(color: color) : nil
      })
  }

  /// Strikes through text in the view (or stops), in `color` or each text's colour; a text's
  /// own `strikethrough` wins. The line is drawn solid whatever its `pattern`.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      EnvironmentModifier { environment, _ in
        environment.textDecoration.strikethrough =
          isActive ? TextDecoration.Line(color: color) : nil
      })
  }

  /// Adds `tracking` points after each character of text in the view.
  public func tracking(_ tracking: CGFloat) -> some View {
    modifier(
      EnvironmentModifier(capturing: tracking) { environment, _ in
        environment.textDecoration.tracking = tracking.isFinite ? tracking : 0
      })
  }

  /// Adds `kerning` points between the characters of text in the view (drawn as tracking).
  public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }

  /// Raises text in the view by `baselineOffset` points (lowers it when negative).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    modifier(
      EnvironmentModifier(capturing: baselineOffset) { environment, _ in
        environment.textDecoration.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
      })
  }

  /// Gives the digits of text in the view one width, so that numbers line up.
  public func monospacedDigit() -> some View {
    modifier(
      EnvironmentModifier(capturing: ()) { environment, _ in
        environment.textDecoration.monospacedDigits = true
      })
  }

  /// Sets text in the view in the monospaced design (or not).
  public func monospaced(_ isActive: Bool = true) -> some View {
    modifier(
      EnvironmentModifier(capturing: isActive) { environment, _ in
        environment.textDecoration.monospaced = isActive
      })
  }

  /// Sets text in the view in `design`'s variant of its font: the monospaced design is drawn;
  /// the others draw as the default (Inter).
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(
      EnvironmentModifier(capturing: design) { environment, _ in
        environment.textDecoration.monospaced = design == .monospaced
      })
  }

  /// Sets text in the view in `width`'s variant of its font: accepted; Inter has one width.
  public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// Sets the tint of controls in the view.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(
      EnvironmentModifier(capturing: tint) { environment, _ in
        environment.tint = tint.map {
          EnclosedStyle.erased($0, enclosing: environment.tint, key: \.tint)
        }
      })
  }

  /// Sets the accent colour of the view and its controls: the form SwiftUI deprecated for
  /// ``tint(_:)-(Color?)``.
  @available(
    iOS, deprecated: 100000.0,
    message: "Use the asset catalog's accent color or View.tint(_:) instead."
  )
  @available(
    macOS, deprecated: 100000.0,
    message: "Use the asset catalog's accent color or View.tint(_:) instead."
  )
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Sets the tint colour of controls in the view.
  public func tint(_ tint: Color?) -> some View {
    modifier(
      EnvironmentModifier(capturing: tint) { environment, _ in
        environment.tint = tint.map { AnyShapeStyle($0) }
      })
  }

  /// Limits text in the view to a number of lines.
  public func lineLimit(_ number: Int?) -> some View {
    writingEnvironment(\.lineLimit, number)
  }

  /// Limits text in the view to `limit` lines and, when `reservesSpace`, makes it as tall
  /// as that many lines even when it needs fewer.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = limit
      environment.reservedLines = reservesSpace ? max(limit, 0) : 0
    }
  }

  /// Makes text in the view at least `limits.lowerBound` lines tall and at most
  /// `limits.upperBound` lines long.
  public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = limits.upperBound
      environment.reservedLines = max(limits.lowerBound, 0)
    }
  }

  /// Makes text in the view at least `limits.lowerBound` lines tall, with no longest.
  public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = nil
      environment.reservedLines = max(limits.lowerBound, 0)
    }
  }

  /// Limits text in the view to `limits.upperBound` lines.
  public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = limits.upperBound
      environment.reservedLines = 0
    }
  }

  /// Lets text in the view shrink, down to `factor` of its size, to fit its width (and the
  /// lines its height holds) before it is cut.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    writingEnvironment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
  }

  /// Lets text in the view tighten its letters to fit. Accepted; Galley does not tighten
  /// (the text is cut or shrunk instead).
  public func allowsTightening(_ flag: Bool) -> some View {
    writingEnvironment(\.allowsTightening, flag)
  }

  /// Aligns the lines of multiline text in the view.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    writingEnvironment(\.multilineTextAlignment, alignment)
  }

  /// Sets where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    writingEnvironment(\.truncationMode, mode)
  }

  /// Shows the text inside this view in `textCase` (`nil` keeps each text's own case).
  ///
  /// ```swift
  /// Text("Network").textCase(.uppercase)   // NETWORK
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View {
    writingEnvironment(\.textCase, textCase)
  }

  /// Adds space between lines of text.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    writingEnvironment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0)
  }

  /// Scales symbol images in the view relative to the font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    writingEnvironment(\.imageScale, scale)
  }

  /// Sets the Dynamic Type size of the view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    writingEnvironment(\.dynamicTypeSize, size)
  }

  /// Disables interaction with the view.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(
      EnvironmentModifier(capturing: disabled) { environment, _ in
        if disabled { environment.isEnabled = false }
      })
  }

  /// Sets the colour scheme of the view and asks the host to present in it: the canvas
  /// background follows.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    // Without what it captured, so never found unchanged: it also tells the session, which
    // forgets at every update, so it runs whenever its view is visited.
    modifier(
      EnvironmentModifier { environment, context in
        guard let colorScheme else { return }
        environment.colorScheme = colorScheme
        context.session.preferredColorScheme = colorScheme
      })
  }
}

/// A style set by a modifier, resolved with the enclosing value of the same environment
/// entry in place, so that `.foregroundStyle(.secondary)` means the secondary level of the
/// style around it (and never refers to itself).
private struct EnclosedStyle<Style: ShapeStyle>: ShapeStyle, PaintProvider {
  let style: Style
  let enclosing: AnyShapeStyle?
  let key: WritableKeyPath<EnvironmentValues, AnyShapeStyle?> & Sendable

  func paint(in environment: EnvironmentValues) -> Paint {
    var outer = environment
    outer[keyPath: key] = enclosing
    return style.paint(in: outer)
  }

  /// `style` set over `enclosing`, type-erased: a colour as it is, since no colour depends
  /// on the style around it (writing the enclosing style back through the key path, for
  /// every text drawn in the colour, was 3 % of building a list); any other style enclosed.
  static func erased(
    _ style: Style, enclosing: AnyShapeStyle?,
    key: WritableKeyPath<EnvironmentValues, AnyShapeStyle?> & Sendable
  ) -> AnyShapeStyle {
    if Style.self == Color.self, let color = style as? Color { return AnyShapeStyle(color) }
    return AnyShapeStyle(EnclosedStyle(style: style, enclosing: enclosing, key: key))
  }
}

extension EnclosedStyle: Equatable where Style: Equatable {}
extension EnclosedStyle: Hashable where Style: Hashable {}
