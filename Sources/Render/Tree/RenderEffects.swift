import Foundation

/// Drawing effects applied to a node and everything it contains, after layout.
///
/// Order when several are set on one node: clip (in local coordinates), then shadow, then the
/// filters (in their order), then opacity, then the projection (in the node's local
/// coordinates), then the transform (about its anchor in the node's bounds), then the offset
/// translation.
public struct RenderEffects: Hashable, Sendable {
  /// Blurs and colour filters on the subtree's drawing, innermost first (SwiftUI's `blur`,
  /// `grayscale`, `saturation`, `brightness`, `contrast`, `colorInvert`, `hueRotation`).
  public var filters: [RenderFilter] = []
  /// A translation of the drawing; layout is unaffected (SwiftUI's `offset`).
  public var offset: CGSize = .zero
  /// A scale or rotation of the drawing about an anchor; layout is unaffected (SwiftUI's
  /// `scaleEffect` and `rotationEffect`).
  public var transform: RenderTransform?
  /// A matrix applied to the drawing in the node's local coordinates, origin at its top
  /// leading corner; layout is unaffected (SwiftUI's `transformEffect`, `rotation3DEffect` and
  /// geometry effects).
  public var projection: ProjectionTransform?
  /// The opacity of the whole subtree.
  public var opacity: Double = 1
  /// A shape, in local coordinates, outside which nothing of the subtree is drawn.
  public var clip: ShapeGeometry?
  /// A drop shadow behind the subtree's drawing.
  public var shadow: Shadow?
  /// How the node's drawing blends with what is behind it, as the CSS `mix-blend-mode`
  /// keyword (`multiply`, `screen`…); `nil` for normal.
  public var blendMode: String?
  /// Whether the node's subtree is composited on its own before it is drawn
  /// (`compositingGroup`, `drawingGroup`): blend modes inside blend with each other only.
  public var isolates = false

  /// No effect.
  public init() {}

  /// Whether no effect is set.
  public var isEmpty: Bool {
    // Field by field: comparing with a value made for the purpose made and destroyed one for
    // every node placed.
    let empty =
      filters.isEmpty && offset == .zero && transform == nil && projection == nil
      && opacity == 1 && clip == nil && shadow == nil && blendMode == nil && !isolates
    assert(empty == (self == RenderEffects()), "RenderEffects.isEmpty misses a field")
    return empty
  }
}

/// A scale and a rotation about an anchor of a node's bounds: the drawing is scaled, then
/// rotated, about the anchor.
public struct RenderTransform: Hashable, Sendable {
  /// The horizontal and vertical scale factors.
  public var scale: CGSize
  /// The rotation, clockwise, in radians.
  public var rotation: Double
  /// The fixed point, in unit coordinates of the node's bounds.
  public var anchor: UnitPoint

  /// Creates a transform.
  public init(
    scale: CGSize = CGSize(width: 1, height: 1), rotation: Double = 0, anchor: UnitPoint = .center
  ) {
    self.scale = scale
    self.rotation = rotation
    self.anchor = anchor
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { scale == CGSize(width: 1, height: 1) && rotation == 0 }

  /// The parameters as the dump writes them: `(2, 2)`, `45°`, with the anchor when it is
  /// not the centre.
  package var parameters: String {
    let number = { (value: CGFloat) in NumberFormatting.decimal(value) }
    var parts: [String] = []
    if scale != CGSize(width: 1, height: 1) || rotation == 0 {
      parts.append("(\(number(scale.width)), \(number(scale.height)))")
    }
    if rotation != 0 { parts.append("\(number(rotation * 180 / .pi))°") }
    if anchor != .center { parts.append("anchor (\(number(anchor.x)), \(number(anchor.y)))") }
    return parts.joined(separator: " ")
  }
}

/// A filter on a subtree's drawing.
public enum RenderFilter: Hashable, Sendable, CustomStringConvertible {
  /// A Gaussian blur of `radius` points (standard deviation `radius / 2`, as shadows).
  case blur(radius: CGFloat)
  /// Towards grey by `amount` (0 unchanged, 1 fully grey).
  case grayscale(Double)
  /// Saturation multiplied by `amount` (0 grey, 1 unchanged).
  case saturation(Double)
  /// `amount` added to each colour component (−1 to 1).
  case brightness(Double)
  /// Components moved away from mid-grey by `amount` (1 unchanged, 0 mid-grey).
  case contrast(Double)
  /// Each colour component inverted.
  case colorInvert
  /// Hues turned by `radians`.
  case hueRotation(radians: Double)

  /// The filter as the dump writes it: `blur 4`, `grayscale 0.5`, `hueRotation 90°`.
  public var description: String {
    let number = { (value: Double) in NumberFormatting.decimal(CGFloat(value)) }
    switch self {
    case .blur(let radius): return "blur \(number(Double(radius)))"
    case .grayscale(let amount): return "grayscale \(number(amount))"
    case .saturation(let amount): return "saturation \(number(amount))"
    case .brightness(let amount): return "brightness \(number(amount))"
    case .contrast(let amount): return "contrast \(number(amount))"
    case .colorInvert: return "colorInvert"
    case .hueRotation(let radians): return "hueRotation \(number(radians * 180 / .pi))°"
    }
  }
}

/// A drop shadow.
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour, opacity included.
  public let color: ResolvedColor
  /// The blur radius.
  public let radius: CGFloat
  /// The horizontal offset.
  public let x: CGFloat
  /// The vertical offset.
  public let y: CGFloat

  /// Creates a shadow.
  public init(color: ResolvedColor, radius: CGFloat, x: CGFloat, y: CGFloat) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}

/// What assistive technologies know about a node.
public struct AccessibilityInfo: Hashable, Sendable {
  /// The identifier tests use to find the node.
  public var identifier: String?
  /// The label read aloud.
  public var label: String?
  /// Whether the node and its subtree are hidden from assistive technologies.
  public var isHidden: Bool = false
  /// Roles and states.
  public var traits: AccessibilityTraits = []
  /// Reading order among siblings; higher first.
  public var sortPriority: Double = 0
  /// The value read after the label ("50 percent").
  public var value: String?
  /// The hint read after a pause ("Double-tap to open").
  public var hint: String?
  /// How the node's children become elements: one element combining them, one element
  /// ignoring them, or a container of them; `nil` when the node is no element itself.
  public var children: AccessibilityChildren?
  /// The names of the custom actions, in order.
  public var actions: [String] = []
  /// Traits taken away from the view inside (`accessibilityRemoveTraits`).
  public var removedTraits: AccessibilityTraits = []

  /// No accessibility information.
  public init() {}

  /// Whether nothing is set.
  public var isEmpty: Bool {
    // Field by field, as `RenderEffects.isEmpty`.
    let empty =
      identifier == nil && label == nil && !isHidden && traits.isEmpty && sortPriority == 0
      && value == nil && hint == nil && children == nil && actions.isEmpty
      && removedTraits.isEmpty
    assert(empty == (self == AccessibilityInfo()), "AccessibilityInfo.isEmpty misses a field")
    return empty
  }
}

/// How an accessibility element made of a view treats the elements inside it.
public enum AccessibilityChildren: Hashable, Sendable {
  /// One element whose label joins the children's.
  case combine
  /// One element with its own label; the children are not read.
  case ignore
  /// A container of the children's elements.
  case contain
}

/// Roles and states of an accessibility element.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits as a bit set.
  public let rawValue: UInt32
  /// Creates a set of traits from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The element is a button; `Button` sets it.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a heading that divides content into sections.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is currently selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element opens a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  /// The element is modal: assistive technologies ignore the elements beside it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is a switch that turns something on or off.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
  /// The element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 9)
  /// The element is a key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 10)
  /// The element summarises the app when it launches.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 11)
  /// The element's value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 12)
  /// The element starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 13)
  /// The element takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
  /// The element turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
  /// The element is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
  /// The element's value can be adjusted (`accessibilityAdjustableAction`); set by Galley.
  package static let isAdjustable = AccessibilityTraits(rawValue: 1 << 17)
  /// The element is disabled ("dimmed"); set by Galley on disabled controls.
  package static let isNotEnabled = AccessibilityTraits(rawValue: 1 << 18)
  /// The element edits text; set by Galley on text fields and editors.
  package static let isTextField = AccessibilityTraits(rawValue: 1 << 19)

  /// Names for dumps, in a fixed order.
  package var names: [String] {
    let all: [(AccessibilityTraits, String)] = [
      (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
      (.isImage, "image"), (.isStaticText, "staticText"), (.isSearchField, "searchField"),
      (.isModal, "modal"), (.isToggle, "toggle"), (.playsSound, "playsSound"),
      (.isKeyboardKey, "keyboardKey"), (.isSummaryElement, "summary"),
      (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMedia"),
      (.allowsDirectInteraction, "directInteraction"), (.causesPageTurn, "pageTurn"),
      (.isTabBar, "tabBar"), (.isAdjustable, "adjustable"), (.isNotEnabled, "dimmed"),
      (.isTextField, "textField"),
    ]
    return all.filter { contains($0.0) }.map(\.1)
  }
}
