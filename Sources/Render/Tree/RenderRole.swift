import Foundation

/// What made a render node: a view (`HStack`, `Text`, a shape) or a modifier (`padding`,
/// `frame`), with the parameters that dumps show.
///
/// A public struct over a package enum, like ``RenderContent``, so that new views and
/// modifiers add cases without breaking code that inspects roles. Compare the ``kind`` to find
/// nodes of one sort, whatever their parameters:
///
/// ```swift
/// let texts = tree.allNodes().filter { $0.node.role.kind == .text }
/// ```
///
/// The ``description`` is the role as the tree dump writes it: `padding 16`,
/// `HStack alignment: top, spacing: 0`, `frame width: 44, height: 44`.
public struct RenderRole: Hashable, Sendable, CustomStringConvertible {
  /// The role itself, with its parameters.
  package enum Storage: Hashable, Sendable {
    /// The host node at the root of every tree.
    case host
    /// A stand-in for views cut off because the tree was too deep.
    case truncated
    /// `Text`.
    case text
    /// `Image(systemName:)`.
    case image
    /// A colour used as a view.
    case color
    /// A gradient used as a view, by its type name (`LinearGradient`, `AngularGradient`).
    case gradient(name: String)
    /// A shape, by its type name (`Rectangle`, `Capsule`, a custom shape's name).
    case shape(name: String)
    /// `Spacer`.
    case spacer(minLength: CGFloat?)
    /// The rows of a lazy stack that are not realised, standing in for their estimated length.
    case unrealisedRows(count: Int)
    /// `Divider`.
    case divider
    /// One of the built-in stacks, with its non-default alignment and spacing.
    case stack(StackKind, alignment: String?, spacing: CGFloat?)
    /// `LazyVGrid` (columns) or `LazyHGrid` (rows), with its number of tracks as declared.
    case lazyGrid(horizontal: Bool, tracks: Int)
    /// A container laid out by a custom `Layout`, by its type name.
    case layout(name: String)
    /// `ScrollView`.
    case scrollView(horizontal: Bool)
    /// `GeometryReader`.
    case geometryReader
    /// `Button`.
    case button
    /// `onTapGesture(count:perform:)`.
    case tapGesture(count: Int)
    /// `padding`.
    case padding(EdgeInsets)
    /// `frame(width:height:alignment:)`, with its alignment's name when not centred. Boxed,
    /// like the flexible frame, so that every role stays small (roles sit in every node).
    indirect case frame(width: CGFloat?, height: CGFloat?, alignment: String?)
    /// `frame(minWidth:…)`, with its alignment's name when not centred.
    indirect case flexibleFrame(FlexibleFrame)
    /// `overlay` or `background`, with the alignment's name when not centred.
    case overlay(background: Bool, alignment: String?)
    /// A section's header or footer, with the section's id (`Section`).
    case sectionPart(footer: Bool, section: UInt64)
    /// `mask`, with the alignment's name when not centred: the first child is drawn where
    /// the second (the mask, not drawn itself) is opaque.
    case mask(alignment: String?)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `alignmentGuide`, by the guide's name.
    case alignmentGuide(String)
    /// `offset`.
    case offset(CGSize)
    /// `position`.
    case position(CGPoint)
    /// `aspectRatio`.
    case aspectRatio(CGFloat?, fill: Bool)
    /// `layoutPriority`.
    case layoutPriority(Double)
    /// `layoutValue(key:value:)`, by the key's type name.
    case layoutValue(key: String)
    /// `coordinateSpace(name:)`.
    case coordinateSpace(name: String)
    /// `opacity`.
    case opacity(Double)
    /// `hidden()`.
    case hidden
    /// `clipShape`, by the shape's name.
    case clipShape(name: String)
    /// `clipped()`.
    case clipped
    /// `cornerRadius`.
    case cornerRadius(CGFloat)
    /// `shadow`.
    case shadow(radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `scaleEffect`, `rotationEffect`.
    indirect case transform(RenderTransform)
    /// `transformEffect`, `rotation3DEffect`, `projectionEffect` or a custom
    /// `GeometryEffect`, by name (its matrix is the node's projection).
    case geometryEffect(name: String)
    /// `contentShape`, by the shape's name: the region that receives taps.
    case contentShape(name: String)
    /// `ignoresSafeArea`, with the edges it ignores.
    case ignoresSafeArea(Edge.Set)
    /// `preference(key:value:)`, by the key's type name.
    case preference(key: String)
    /// `zIndex`.
    case zIndex(Double)
    /// `onLongPressGesture`, with its minimum duration.
    case longPressGesture(Double)
    /// `gesture`, `simultaneousGesture` or `highPriorityGesture` (the modifier's name), with
    /// the gestures it recognises (`DragGesture`, `MagnifyGesture + RotateGesture`).
    case gesture(modifier: String, gestures: String)
    /// A modifier recorded in the tree that draws nothing on a host (`symbolEffect`,
    /// `sensoryFeedback`), by name and what it was given.
    case recorded(name: String, detail: String)
    /// `blur`, `grayscale`, `saturation`, `brightness`, `contrast`, `colorInvert`,
    /// `hueRotation`.
    case filter(RenderFilter)
    /// `blendMode`, `compositingGroup` or `drawingGroup` (the modifier's name), with the
    /// blend mode's name for the first.
    case compositing(modifier: String, mode: String?)
    /// `safeAreaInset`, on an edge.
    case safeAreaInset(Edge)
    /// `safeAreaPadding`.
    case safeAreaPadding(EdgeInsets)
    /// `accessibilityIdentifier`.
    case accessibilityIdentifier
    /// `accessibilityLabel`.
    case accessibilityLabel
    /// Another accessibility modifier (`accessibilityValue`, `accessibilityHint`,
    /// `accessibilityElement`, an action), named.
    case accessibilityModifier(name: String)
    /// `accessibilityHidden`.
    case accessibilityHidden(Bool)
    /// `accessibilityAddTraits`.
    case accessibilityTraits(AccessibilityTraits)
    /// `accessibilitySortPriority`.
    case accessibilitySortPriority(Double)
  }

  /// The built-in stacks.
  package enum StackKind: Hashable, Sendable {
    case horizontal, vertical, depth, lazyVertical, lazyHorizontal
  }

  /// The constraints of a flexible frame, as given (after validation).
  package struct FlexibleFrame: Hashable, Sendable {
    package var minWidth: CGFloat?
    package var idealWidth: CGFloat?
    package var maxWidth: CGFloat?
    package var minHeight: CGFloat?
    package var idealHeight: CGFloat?
    package var maxHeight: CGFloat?
    package var alignment: String?

    package init(
      minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
      idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: String?
    ) {
      self.minWidth = minWidth
      self.idealWidth = idealWidth
      self.maxWidth = maxWidth
      self.minHeight = minHeight
      self.idealHeight = idealHeight
      self.maxHeight = maxHeight
      self.alignment = alignment
    }
  }

  /// The role and its parameters.
  package let storage: Storage

  /// Wraps `storage`.
  package init(_ storage: Storage) { self.storage = storage }

  /// The host node's role.
  public static let host = RenderRole(.host)

  /// The sort of node, without parameters: compare it to find nodes of one sort.
  public var kind: Kind {
    switch storage {
    case .host: .host
    case .truncated: .truncated
    case .text: .text
    case .image: .image
    case .color: .color
    case .gradient: .gradient
    case .shape: .shape
    case .spacer: .spacer
    case .unrealisedRows: .unrealisedRows
    case .lazyGrid(let horizontal, _): horizontal ? .lazyHGrid : .lazyVGrid
    case .divider: .divider
    case .stack(let stack, _, _):
      switch stack {
      case .horizontal: .hStack
      case .vertical: .vStack
      case .depth: .zStack
      case .lazyVertical: .lazyVStack
      case .lazyHorizontal: .lazyHStack
      }
    case .layout: .layout
    case .scrollView: .scrollView
    case .geometryReader: .geometryReader
    case .button: .button
    case .tapGesture: .tapGesture
    case .padding: .padding
    case .frame, .flexibleFrame: .frame
    case .overlay(let background, _): background ? .background : .overlay
    case .mask: .mask
    case .sectionPart: .sectionPart
    case .fixedSize: .fixedSize
    case .alignmentGuide: .alignmentGuide
    case .offset: .offset
    case .position: .position
    case .aspectRatio: .aspectRatio
    case .layoutPriority: .layoutPriority
    case .layoutValue: .layoutValue
    case .coordinateSpace: .coordinateSpace
    case .opacity: .opacity
    case .hidden: .hidden
    case .clipShape: .clipShape
    case .clipped: .clipped
    case .cornerRadius: .cornerRadius
    case .shadow: .shadow
    case .transform(let transform): transform.rotation == 0 ? .scaleEffect : .rotationEffect
    case .geometryEffect: .geometryEffect
    case .contentShape: .contentShape
    case .ignoresSafeArea: .ignoresSafeArea
    case .safeAreaInset: .safeAreaInset
    case .preference: .preference
    case .zIndex: .zIndex
    case .longPressGesture: .longPressGesture
    case .gesture: .gesture
    case .recorded: .recorded
    case .filter: .filter
    case .compositing: .compositing
    case .safeAreaPadding: .safeAreaPadding
    case .accessibilityIdentifier, .accessibilityLabel, .accessibilityHidden,
      .accessibilityTraits, .accessibilitySortPriority, .accessibilityModifier:
      .accessibility
    }
  }

  /// The name the dump starts the node's line with: `HStack`, `Text`, `Circle`, `padding`.
  public var name: String {
    switch storage {
    case .host: "Host"
    case .truncated: "TooDeep"
    case .text: "Text"
    case .image: "Image"
    case .color: "Color"
    case .gradient(let name): name
    case .shape(let name), .layout(let name): name
    case .spacer: "Spacer"
    case .unrealisedRows: "unrealisedRows"
    case .lazyGrid(let horizontal, _): horizontal ? "LazyHGrid" : "LazyVGrid"
    case .divider: "Divider"
    case .stack(let stack, _, _):
      switch stack {
      case .horizontal: "HStack"
      case .vertical: "VStack"
      case .depth: "ZStack"
      case .lazyVertical: "LazyVStack"
      case .lazyHorizontal: "LazyHStack"
      }
    case .scrollView: "ScrollView"
    case .geometryReader: "GeometryReader"
    case .button: "Button"
    case .tapGesture: "onTapGesture"
    case .padding: "padding"
    case .frame, .flexibleFrame: "frame"
    case .overlay(let background, _): background ? "background" : "overlay"
    case .mask: "mask"
    case .sectionPart(let footer, _): footer ? "sectionFooter" : "sectionHeader"
    case .fixedSize: "fixedSize"
    case .alignmentGuide: "alignmentGuide"
    case .offset: "offset"
    case .position: "position"
    case .aspectRatio: "aspectRatio"
    case .layoutPriority: "layoutPriority"
    case .layoutValue: "layoutValue"
    case .coordinateSpace: "coordinateSpace"
    case .opacity: "opacity"
    case .hidden: "hidden"
    case .clipShape: "clipShape"
    case .clipped: "clipped"
    case .cornerRadius: "cornerRadius"
    case .shadow: "shadow"
    case .transform(let transform): transform.rotation == 0 ? "scaleEffect" : "rotationEffect"
    case .geometryEffect(let name): name
    case .contentShape: "contentShape"
    case .ignoresSafeArea: "ignoresSafeArea"
    case .safeAreaInset: "safeAreaInset"
    case .preference: "preference"
    case .zIndex: "zIndex"
    case .longPressGesture: "onLongPressGesture"
    case .gesture(let modifier, _): modifier
    case .recorded(let name, _): name
    case .compositing(let modifier, _): modifier
    case .filter(let filter):
      switch filter {
      case .blur: "blur"
      case .grayscale: "grayscale"
      case .saturation: "saturation"
      case .brightness: "brightness"
      case .contrast: "contrast"
      case .colorInvert: "colorInvert"
      case .hueRotation: "hueRotation"
      }
    case .safeAreaPadding: "safeAreaPadding"
    case .accessibilityIdentifier: "accessibilityIdentifier"
    case .accessibilityLabel: "accessibilityLabel"
    case .accessibilityModifier(let name): name
    case .accessibilityHidden: "accessibilityHidden"
    case .accessibilityTraits: "accessibilityAddTraits"
    case .accessibilitySortPriority: "accessibilitySortPriority"
    }
  }

  /// The parameters as the dump writes them after the name (`16`, `width: 44, height: 44`),
  /// or `nil` when there are none to show.
  public var parameters: String? {
    let number = { (value: CGFloat) in NumberFormatting.decimal(value) }
    switch storage {
    case .spacer(let minLength): return minLength.map { "minLength: \(number($0))" }
    case .unrealisedRows(let count): return String(count)
    case .lazyGrid(let horizontal, let tracks):
      return "\(horizontal ? "rows" : "columns"): \(tracks)"
    case .stack(_, let alignment, let spacing):
      var parts: [String] = []
      if let alignment { parts.append("alignment: \(alignment)") }
      if let spacing { parts.append("spacing: \(number(spacing))") }
      return parts.isEmpty ? nil : parts.joined(separator: ", ")
    case .scrollView(let horizontal): return horizontal ? "horizontal" : nil
    case .tapGesture(let count): return count == 1 ? nil : "count: \(count)"
    case .padding(let insets): return Self.describe(insets)
    case .frame(let width, let height, let alignment):
      return Self.list([("width", width), ("height", height)], alignment: alignment)
    case .flexibleFrame(let frame):
      return Self.list(
        [
          ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth),
          ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight),
          ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
        ], alignment: frame.alignment)
    case .overlay(_, let alignment), .mask(let alignment):
      return alignment.map { "alignment: \($0)" }
    case .sectionPart: return nil
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical
        ? nil : horizontal ? "horizontal" : vertical ? "vertical" : "none"
    case .alignmentGuide(let name), .layoutValue(let name), .coordinateSpace(let name),
      .clipShape(let name):
      return name
    case .offset(let offset): return "(\(number(offset.width)), \(number(offset.height)))"
    case .position(let point): return "(\(number(point.x)), \(number(point.y)))"
    case .aspectRatio(let ratio, let fill):
      let mode = fill ? "fill" : "fit"
      return ratio.map { "\(number($0)), \(mode)" } ?? mode
    case .layoutPriority(let value), .opacity(let value), .accessibilitySortPriority(let value):
      return number(value)
    case .cornerRadius(let radius): return number(radius)
    case .shadow(let radius, let x, let y):
      return "radius: \(number(radius)), x: \(number(x)), y: \(number(y))"
    case .transform(let transform): return transform.parameters
    case .geometryEffect: return nil
    case .contentShape(let name): return name
    case .preference(let key): return key
    case .zIndex(let value): return number(value)
    case .compositing(_, let mode): return mode
    case .filter(let filter):
      let text = filter.description
      return text.firstIndex(of: " ").map { String(text[text.index(after: $0)...]) }
    case .recorded(_, let detail): return detail
    case .gesture(_, let gestures): return gestures
    case .longPressGesture(let duration):
      return duration == 0.5 ? nil : "minimumDuration: \(number(duration))"
    case .safeAreaInset(let edge):
      return ["top", "leading", "bottom", "trailing"][Int(edge.rawValue)]
    case .safeAreaPadding(let insets): return Self.describe(insets)
    case .ignoresSafeArea(let edges):
      guard edges != .all else { return nil }
      let names: [(Edge.Set, String)] = [
        (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
      ]
      return names.filter { edges.contains($0.0) }.map(\.1).joined(separator: ", ")
    case .accessibilityHidden(let hidden): return hidden ? nil : "false"
    case .accessibilityTraits(let traits): return traits.names.joined(separator: ",")
    case .host, .truncated, .text, .image, .color, .gradient, .shape, .divider, .layout,
      .geometryReader, .button, .hidden, .clipped, .accessibilityIdentifier,
      .accessibilityLabel, .accessibilityModifier:
      return nil
    }
  }

  /// The role as the dump writes it: the name, then the parameters if any.
  public var description: String {
    guard let parameters, !parameters.isEmpty else { return name }
    return name + " " + parameters
  }

  /// For a section's header or footer: which it is, and the section's id.
  package var sectionPart: (footer: Bool, section: UInt64)? {
    if case .sectionPart(let footer, let section) = storage { (footer, section) } else { nil }
  }

  /// Whether the node is a mask's, whose last child is the mask, not drawn itself.
  package var isMask: Bool {
    if case .mask = storage { true } else { false }
  }

  /// Whether the node is made by a modifier that only draws its content differently or
  /// describes it (an effect, an accessibility property, a gesture), so that it can fold into
  /// the node it wraps.
  package var isFoldable: Bool {
    switch storage {
    case .opacity, .hidden, .clipShape, .clipped, .cornerRadius, .shadow, .offset, .transform,
      .geometryEffect, .filter, .compositing,
      .accessibilityIdentifier, .accessibilityLabel, .accessibilityHidden, .accessibilityTraits,
      .accessibilityModifier,
      .accessibilitySortPriority, .tapGesture:
      true
    default:
      false
    }
  }

  /// Whether the node is made by a modifier that only sizes and places the one view it wraps
  /// (padding, a frame, fixed size, a layout priority or value, an alignment guide, an
  /// aspect ratio), so that when it draws nothing and carries nothing its node folds into the
  /// wrapped view's, which then lists it in ``RenderNode/layoutModifiers``.
  package var isLayoutWrapper: Bool {
    switch storage {
    case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .layoutValue,
      .alignmentGuide, .aspectRatio, .ignoresSafeArea, .preference, .zIndex, .recorded:
      true
    default:
      false
    }
  }

  /// Whether the node takes room and draws nothing by itself (a spacer), so that, carrying
  /// nothing, it is left out of the render tree.
  package var isEmptySpace: Bool {
    switch storage {
    case .spacer, .unrealisedRows: true
    default: false
    }
  }

  /// `16`, or `top: 8, leading: 16` for unequal insets.
  private static func describe(_ insets: EdgeInsets) -> String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 { return NumberFormatting.decimal(insets.top) }
    let names = ["top", "leading", "bottom", "trailing"]
    return zip(names, values).filter { $0.1 != 0 }
      .map { "\($0.0): \(NumberFormatting.decimal($0.1))" }.joined(separator: ", ")
  }

  /// `width: 44, alignment: leading`: the values that are set, ∞ for infinity.
  private static func list(_ values: [(String, CGFloat?)], alignment: String?) -> String? {
    var parts = values.compactMap { name, value in
      value.map { "\(name): \(NumberFormatting.length($0))" }
    }
    if let alignment { parts.append("alignment: \(alignment)") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}

extension RenderRole {
  /// The sort of a node, without its parameters.
  ///
  /// A struct with static members rather than an enum, so that new sorts can be added without
  /// breaking `switch` statements in user code.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// The name of the sort (`text`, `padding`).
    public var description: String { name }

    /// The host node at the root.
    public static let host = Kind("host")
    /// A stand-in for views cut off because the tree was too deep.
    public static let truncated = Kind("truncated")
    /// `Text`.
    public static let text = Kind("text")
    /// `Image`.
    public static let image = Kind("image")
    /// A colour used as a view.
    public static let color = Kind("color")
    /// A gradient used as a view.
    public static let gradient = Kind("gradient")
    /// A shape, built in or custom.
    public static let shape = Kind("shape")
    /// `Spacer`.
    public static let spacer = Kind("spacer")
    /// The rows of a lazy stack that are not realised (never drawn, left out of the render
    /// tree).
    public static let unrealisedRows = Kind("unrealisedRows")
    /// `LazyVGrid`.
    public static let lazyVGrid = Kind("lazyVGrid")
    /// `LazyHGrid`.
    public static let lazyHGrid = Kind("lazyHGrid")
    /// `Divider`.
    public static let divider = Kind("divider")
    /// `HStack`.
    public static let hStack = Kind("hStack")
    /// `VStack`.
    public static let vStack = Kind("vStack")
    /// `ZStack`.
    public static let zStack = Kind("zStack")
    /// `LazyVStack`.
    public static let lazyVStack = Kind("lazyVStack")
    /// `LazyHStack`.
    public static let lazyHStack = Kind("lazyHStack")
    /// A container laid out by a custom `Layout`.
    public static let layout = Kind("layout")
    /// `ScrollView`.
    public static let scrollView = Kind("scrollView")
    /// `GeometryReader`.
    public static let geometryReader = Kind("geometryReader")
    /// `Button`.
    public static let button = Kind("button")
    /// `onTapGesture`.
    public static let tapGesture = Kind("tapGesture")
    /// `padding`.
    public static let padding = Kind("padding")
    /// `frame`, fixed or flexible.
    public static let frame = Kind("frame")
    /// `overlay`.
    public static let overlay = Kind("overlay")
    /// `background`.
    public static let background = Kind("background")
    /// `fixedSize`.
    public static let fixedSize = Kind("fixedSize")
    /// `alignmentGuide`.
    public static let alignmentGuide = Kind("alignmentGuide")
    /// `offset`.
    public static let offset = Kind("offset")
    /// `position`.
    public static let position = Kind("position")
    /// `aspectRatio`.
    public static let aspectRatio = Kind("aspectRatio")
    /// `layoutPriority`.
    public static let layoutPriority = Kind("layoutPriority")
    /// `layoutValue`.
    public static let layoutValue = Kind("layoutValue")
    /// `coordinateSpace`.
    public static let coordinateSpace = Kind("coordinateSpace")
    /// `opacity`.
    public static let opacity = Kind("opacity")
    /// `hidden`.
    public static let hidden = Kind("hidden")
    /// `clipShape`.
    public static let clipShape = Kind("clipShape")
    /// `clipped`.
    public static let clipped = Kind("clipped")
    /// `cornerRadius`.
    public static let cornerRadius = Kind("cornerRadius")
    /// `shadow`.
    public static let shadow = Kind("shadow")
    /// `scaleEffect`.
    public static let scaleEffect = Kind("scaleEffect")
    /// `rotationEffect`.
    public static let rotationEffect = Kind("rotationEffect")
    /// `contentShape`.
    public static let contentShape = Kind("contentShape")
    /// `ignoresSafeArea`.
    public static let ignoresSafeArea = Kind("ignoresSafeArea")
    /// `safeAreaInset`.
    public static let safeAreaInset = Kind("safeAreaInset")
    /// `preference(key:value:)`.
    public static let preference = Kind("preference")
    /// `zIndex`.
    public static let zIndex = Kind("zIndex")
    /// `onLongPressGesture`.
    public static let longPressGesture = Kind("longPressGesture")
    /// `gesture(_:including:)`, `simultaneousGesture` or `highPriorityGesture`.
    public static let gesture = Kind("gesture")
    /// `blendMode`, `compositingGroup` or `drawingGroup`.
    public static let compositing = Kind("compositing")
    /// `mask`.
    public static let mask = Kind("mask")
    /// A `Section`'s header or footer.
    public static let sectionPart = Kind("sectionPart")
    /// `transformEffect`, `rotation3DEffect`, `projectionEffect` or a custom `GeometryEffect`.
    public static let geometryEffect = Kind("geometryEffect")
    /// A blur or colour filter.
    public static let filter = Kind("filter")
    /// A modifier recorded in the tree that draws nothing on a host.
    public static let recorded = Kind("recorded")
    /// `safeAreaPadding`.
    public static let safeAreaPadding = Kind("safeAreaPadding")
    /// One of the accessibility modifiers.
    public static let accessibility = Kind("accessibility")
  }
}
