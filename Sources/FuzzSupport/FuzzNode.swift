import Foundation

/// A random view tree as data: what the fuzzer generates, mutates, shrinks and prints, and
/// turns into views (``FuzzNode/view``).
package struct FuzzNode: Equatable, CustomStringConvertible {
  /// A leaf or container view.
  package enum Kind: Equatable {
    case text(String)
    /// A number formatted with a `printf` specifier (`%.2f`), which must not follow the C
    /// locale.
    case number(Double)
    case color(FuzzColor)
    case shape(FuzzShape, stroke: CGFloat?, dash: [CGFloat], paint: FuzzPaint)
    case image(String)
    case spacer(CGFloat?)
    case divider
    case button(String)
    case stack(FuzzStack, spacing: CGFloat?)
    case forEach(FuzzIDs)
    case geometryReader
    case scatter(CGFloat)
    case scroll(vertical: Bool)
  }

  package var kind: Kind
  package var modifiers: [FuzzModifier]
  package var children: [FuzzNode]

  package init(_ kind: Kind, modifiers: [FuzzModifier] = [], children: [FuzzNode] = []) {
    self.kind = kind
    self.modifiers = modifiers
    self.children = children
  }

  /// How many nodes the tree has.
  package var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// How many nodes and modifiers the tree has: what shrinking reduces.
  package var weight: Int { 1 + modifiers.count + children.reduce(0) { $0 + $1.weight } }

  /// The tree as SwiftUI-like code, for reproductions.
  package var description: String { lines(indent: 0).joined(separator: "\n") }

  private func lines(indent: Int) -> [String] {
    let pad = String(repeating: "  ", count: indent)
    var head: String
    switch kind {
    case .text(let text): head = "Text(\(literal(text)))"
    case .number(let value): head = "Text(\"\\(\(n(CGFloat(value))), specifier: \"%.2f\")\")"
    case .color(let color): head = "Color.\(color)"
    case .shape(let shape, let stroke, let dash, let paint):
      head = "\(shape)"
      if let stroke {
        head +=
          ".stroke(\(paint), style: StrokeStyle(lineWidth: \(n(stroke)), dash: [\(dash.map(n).joined(separator: ", "))]))"
      } else {
        head += ".fill(\(paint))"
      }
    case .image(let name): head = "Image(systemName: \(literal(name)))"
    case .spacer(let length): head = "Spacer(minLength: \(length.map(n) ?? "nil"))"
    case .divider: head = "Divider()"
    case .button(let title):
      head = "Button(\(literal(title))) { on.toggle() }.opacity(on ? 0.5 : 1)"
    case .stack(let stack, let spacing): head = "\(stack)(spacing: \(spacing.map(n) ?? "nil"))"
    case .forEach(let ids): head = "ForEach(\(ids))"
    case .geometryReader: head = "GeometryReader { proxy in"
    case .scatter(let at): head = "Scatter(at: \(n(at)))"
    case .scroll(let vertical): head = "ScrollView(\(vertical ? ".vertical" : ".horizontal"))"
    }
    var result: [String] = []
    if children.isEmpty {
      result.append(pad + head)
    } else {
      result.append(pad + head + (head.hasSuffix("in") ? "" : " {"))
      for child in children { result += child.lines(indent: indent + 1) }
      result.append(pad + "}")
    }
    for modifier in modifiers { result.append(pad + "  ." + modifier.description) }
    return result
  }

  /// Smaller trees that might fail the same way: without one child, without one modifier,
  /// or replaced by one of its children; nearest the root first.
  package func shrinkCandidates() -> [FuzzNode] {
    var result: [FuzzNode] = children
    for index in modifiers.indices {
      var copy = self
      copy.modifiers.remove(at: index)
      result.append(copy)
    }
    for index in children.indices {
      var copy = self
      copy.children.remove(at: index)
      result.append(copy)
    }
    for index in children.indices {
      for smaller in children[index].shrinkCandidates() {
        var copy = self
        copy.children[index] = smaller
        result.append(copy)
      }
    }
    return result
  }
}

/// A number as Swift code: `.nan`, `.infinity`, `1e+308`.
func n(_ value: CGFloat) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  return "\(Double(value))"
}

/// A string as a Swift literal with every unusual character escaped.
func literal(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case " "..."~": result.unicodeScalars.append(scalar)
    default: result += "\\u{\(String(scalar.value, radix: 16))}"
    }
  }
  return result + "\""
}

package enum FuzzColor: String, Equatable, CustomStringConvertible {
  case red, blue, green, clear, primary
  package var description: String { rawValue }
}

package enum FuzzShape: Equatable, CustomStringConvertible {
  case rectangle, circle, capsule, ellipse
  case rounded(CGFloat)
  /// A custom shape whose path goes through these points (in units of the bounds).
  case path([CGPoint])

  package var description: String {
    switch self {
    case .rectangle: "Rectangle()"
    case .circle: "Circle()"
    case .capsule: "Capsule()"
    case .ellipse: "Ellipse()"
    case .rounded(let radius): "RoundedRectangle(cornerRadius: \(n(radius)))"
    case .path(let points):
      "PathShape([\(points.map { "(\(n($0.x)), \(n($0.y)))" }.joined(separator: ", "))])"
    }
  }
}

package enum FuzzPaint: Equatable, CustomStringConvertible {
  case color(FuzzColor)
  case linear(start: CGPoint, end: CGPoint)
  case radial(start: CGFloat, end: CGFloat)

  package var description: String {
    switch self {
    case .color(let color): "Color.\(color)"
    case .linear(let start, let end):
      "LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: \(n(start.x)), y: \(n(start.y))), endPoint: UnitPoint(x: \(n(end.x)), y: \(n(end.y))))"
    case .radial(let start, let end):
      "RadialGradient(colors: [.red, .blue], center: .center, startRadius: \(n(start)), endRadius: \(n(end)))"
    }
  }
}

package enum FuzzStack: String, Equatable, CustomStringConvertible {
  case hStack = "HStack", vStack = "VStack", zStack = "ZStack", lazyVStack = "LazyVStack"
  package var description: String { rawValue }
}

/// The ids of a `ForEach`'s rows: each row shows the child at its position modulo the
/// children's count.
package enum FuzzIDs: Equatable, CustomStringConvertible {
  case ints([Int])
  case strings([String])
  case doubles([Double])
  /// Objects compared by identity: `count` of them, of which the rows use these indices.
  case objects([Int])
  /// Values with one hash and one description.
  case colliding([Int])

  package var count: Int {
    switch self {
    case .ints(let ids), .objects(let ids), .colliding(let ids): ids.count
    case .strings(let ids): ids.count
    case .doubles(let ids): ids.count
    }
  }

  package var description: String {
    switch self {
    case .ints(let ids): "\(ids), id: \\.self"
    case .strings(let ids): "[\(ids.map(literal).joined(separator: ", "))], id: \\.self"
    case .doubles(let ids): "[\(ids.map { n(CGFloat($0)) }.joined(separator: ", "))], id: \\.self"
    case .objects(let ids): "objects\(ids), id: \\.self"
    case .colliding(let ids): "colliding\(ids), id: \\.self"
    }
  }
}

/// A modifier with its (possibly hostile) arguments.
package enum FuzzModifier: Equatable, CustomStringConvertible {
  case padding(CGFloat)
  case frame(width: CGFloat?, height: CGFloat?)
  case flexibleFrame(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
  case offset(CGFloat, CGFloat)
  case position(CGFloat, CGFloat)
  case opacity(Double)
  case shadow(CGFloat)
  case border(CGFloat)
  case background(FuzzColor)
  case overlay(FuzzColor)
  case clipCircle
  case cornerRadius(CGFloat)
  case fixedSize
  case layoutPriority(Double)
  case alignmentGuide(CGFloat)
  case lineLimit(Int?)
  case fontSize(CGFloat)
  case lineSpacing(CGFloat)
  case identifier(String)
  case label(String)
  case onTap
  case id(Int)
  case hidden
  case aspectRatio(CGFloat?)
  case foreground(FuzzPaint)
  case bold
  case rightToLeft
  case dynamicType(Int)
  case scaleEffect(CGFloat)
  case rotation3D(Double)
  case mask
  case blurReplace
  case trim(CGFloat)

  package var description: String {
    switch self {
    case .padding(let length): "padding(\(n(length)))"
    case .frame(let width, let height):
      "frame(width: \(width.map(n) ?? "nil"), height: \(height.map(n) ?? "nil"))"
    case .flexibleFrame(let min, let ideal, let max):
      "frame(minWidth: \(min.map(n) ?? "nil"), idealWidth: \(ideal.map(n) ?? "nil"), maxWidth: \(max.map(n) ?? "nil"))"
    case .offset(let x, let y): "offset(x: \(n(x)), y: \(n(y)))"
    case .position(let x, let y): "position(x: \(n(x)), y: \(n(y)))"
    case .opacity(let value): "opacity(\(n(CGFloat(value))))"
    case .shadow(let radius): "shadow(radius: \(n(radius)))"
    case .border(let width): "border(Color.red, width: \(n(width)))"
    case .background(let color): "background(Color.\(color))"
    case .overlay(let color): "overlay(Color.\(color))"
    case .clipCircle: "clipShape(Circle())"
    case .cornerRadius(let radius): "cornerRadius(\(n(radius)))"
    case .fixedSize: "fixedSize()"
    case .layoutPriority(let value): "layoutPriority(\(n(CGFloat(value))))"
    case .alignmentGuide(let value): "alignmentGuide(.leading) { _ in \(n(value)) }"
    case .lineLimit(let limit): "lineLimit(\(limit.map(String.init) ?? "nil"))"
    case .fontSize(let size): "font(.system(size: \(n(size))))"
    case .lineSpacing(let spacing): "lineSpacing(\(n(spacing)))"
    case .identifier(let identifier): "accessibilityIdentifier(\(literal(identifier)))"
    case .label(let label): "accessibilityLabel(\(literal(label)))"
    case .onTap: "onTapGesture { on.toggle() }.opacity(on ? 0.5 : 1)"
    case .id(let id): "id(\(id))"
    case .hidden: "hidden()"
    case .aspectRatio(let ratio): "aspectRatio(\(ratio.map(n) ?? "nil"), contentMode: .fit)"
    case .foreground(let paint): "foregroundStyle(\(paint))"
    case .bold: "bold()"
    case .rightToLeft: "environment(\\.layoutDirection, .rightToLeft)"
    case .dynamicType(let size): "dynamicTypeSize(DynamicTypeSize.allCases[\(size)])"
    case .scaleEffect(let factor): "scaleEffect(\(n(factor)))"
    case .rotation3D(let degrees):
      "rotation3DEffect(.degrees(\(n(CGFloat(degrees)))), axis: (x: 0, y: 1, z: 0))"
    case .mask:
      "mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }"
    case .blurReplace: "transition(.blurReplace)"
    case .trim(let end): "overlay(Circle().trim(from: 0, to: \(n(end))).stroke(.red))"
    }
  }
}
