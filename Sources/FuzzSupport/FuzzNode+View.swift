import Foundation
import Widgets

/// An object compared by identity, for `ForEach` ids.
final class FuzzObject: Hashable {
  static func == (lhs: FuzzObject, rhs: FuzzObject) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Unequal ids with one hash and one description.
struct FuzzColliding: Hashable, CustomStringConvertible {
  let value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "colliding" }
}

/// A shape through points given in units of its bounds.
struct PathShape: Shape {
  let points: [CGPoint]

  func path(in rect: CGRect) -> Path {
    var path = Path()
    for (index, point) in points.enumerated() {
      let scaled = CGPoint(
        x: rect.minX + point.x * rect.width, y: rect.minY + point.y * rect.height)
      if index == 0 { path.move(to: scaled) } else { path.addLine(to: scaled) }
    }
    path.closeSubpath()
    return path
  }
}

/// A button whose action toggles its state, which dims it: a tap changes what is drawn.
struct FuzzButton: View {
  let title: String
  @State private var on = false

  var body: some View {
    Button(title) { on.toggle() }.opacity(on ? 0.5 : 1)
  }
}

/// A view whose tap handler toggles its state, which dims it.
struct FuzzTapToggle: View {
  let content: AnyView
  @State private var on = false

  var body: some View {
    content.onTapGesture { on.toggle() }.opacity(on ? 0.5 : 1)
  }
}

/// A layout that places every subview at one point and proposes nothing.
struct Scatter: Layout {
  let at: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: at, height: at)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + at * CGFloat(index), y: bounds.minY + at),
        proposal: ProposedViewSize(width: at, height: nil))
    }
  }
}

extension FuzzColor {
  var color: Color {
    switch self {
    case .red: .red
    case .blue: .blue
    case .green: .green
    case .clear: .clear
    case .primary: .primary
    }
  }
}

extension FuzzPaint {
  var style: AnyShapeStyle {
    switch self {
    case .color(let color): AnyShapeStyle(color.color)
    case .linear(let start, let end):
      AnyShapeStyle(
        LinearGradient(
          colors: [.red, .blue], startPoint: UnitPoint(x: start.x, y: start.y),
          endPoint: UnitPoint(x: end.x, y: end.y)))
    case .radial(let start, let end):
      AnyShapeStyle(
        RadialGradient(colors: [.red, .blue], center: .center, startRadius: start, endRadius: end))
    }
  }
}

extension FuzzNode {
  /// The tree as views. `objects` are the identity-compared ids, shared between the
  /// versions of a case so that identity means something across updates.
  @MainActor
  package func view(objects: [AnyHashable]) -> AnyView {
    var view = base(objects: objects)
    for modifier in modifiers { view = modifier.apply(to: view) }
    return view
  }

  @MainActor
  private func base(objects: [AnyHashable]) -> AnyView {
    let children = children.map { $0.view(objects: objects) }
    let content = ForEach(children.indices, id: \.self) { children[$0] }
    switch kind {
    case .text(let text): return AnyView(Text(verbatim: text))
    case .number(let value): return AnyView(Text("\(value, specifier: "%.2f") km"))
    case .color(let color): return AnyView(color.color)
    case .shape(let shape, let stroke, let dash, let paint):
      return Self.shapeView(shape, stroke: stroke, dash: dash, paint: paint.style)
    case .image(let name): return AnyView(Image(systemName: name))
    case .spacer(let length): return AnyView(Spacer(minLength: length))
    case .divider: return AnyView(Divider())
    case .button(let title): return AnyView(FuzzButton(title: title))
    case .stack(.hStack, let spacing): return AnyView(HStack(spacing: spacing) { content })
    case .stack(.vStack, let spacing): return AnyView(VStack(spacing: spacing) { content })
    case .stack(.zStack, _): return AnyView(ZStack { content })
    case .stack(.lazyVStack, let spacing): return AnyView(LazyVStack(spacing: spacing) { content })
    case .forEach(let ids): return Self.rows(ids, children: children, objects: objects)
    case .geometryReader: return AnyView(GeometryReader { _ in content })
    case .scatter(let at): return AnyView(Scatter(at: at) { content })
    case .scroll(let vertical):
      return AnyView(ScrollView(vertical ? .vertical : .horizontal) { VStack { content } })
    }
  }

  @MainActor
  private static func shapeView(
    _ shape: FuzzShape, stroke: CGFloat?, dash: [CGFloat], paint: AnyShapeStyle
  ) -> AnyView {
    func drawn<S: Shape>(_ shape: S) -> AnyView {
      if let stroke {
        return AnyView(shape.stroke(paint, style: StrokeStyle(lineWidth: stroke, dash: dash)))
      }
      return AnyView(shape.fill(paint))
    }
    switch shape {
    case .rectangle: return drawn(Rectangle())
    case .circle: return drawn(Circle())
    case .capsule: return drawn(Capsule())
    case .ellipse: return drawn(Ellipse())
    case .rounded(let radius): return drawn(RoundedRectangle(cornerRadius: radius))
    case .path(let points): return drawn(PathShape(points: points))
    }
  }

  @MainActor
  private static func rows(_ ids: FuzzIDs, children: [AnyView], objects: [AnyHashable]) -> AnyView {
    func row(_ position: Int, _ label: String) -> AnyView {
      children.isEmpty ? AnyView(Text(verbatim: label)) : children[position % children.count]
    }
    func list<ID: Hashable>(_ values: [ID]) -> AnyView {
      let rows = Array(values.enumerated())
      return AnyView(
        VStack {
          ForEach(rows, id: \.element) { position, value in row(position, "\(position)") }
        })
    }
    switch ids {
    case .ints(let values): return list(values)
    case .strings(let values): return list(values)
    case .doubles(let values): return list(values)
    case .objects(let indices): return list(indices.map { objects[$0 % objects.count] })
    case .colliding(let values): return list(values.map(FuzzColliding.init))
    }
  }
}

extension FuzzModifier {
  @MainActor
  func apply(to view: AnyView) -> AnyView {
    switch self {
    case .padding(let length): AnyView(view.padding(length))
    case .frame(let width, let height): AnyView(view.frame(width: width, height: height))
    case .flexibleFrame(let min, let ideal, let max):
      AnyView(view.frame(minWidth: min, idealWidth: ideal, maxWidth: max))
    case .offset(let x, let y): AnyView(view.offset(x: x, y: y))
    case .position(let x, let y): AnyView(view.position(x: x, y: y))
    case .opacity(let value): AnyView(view.opacity(value))
    case .shadow(let radius): AnyView(view.shadow(radius: radius))
    case .border(let width): AnyView(view.border(Color.red, width: width))
    case .background(let color): AnyView(view.background(color.color))
    case .overlay(let color): AnyView(view.overlay(color.color))
    case .clipCircle: AnyView(view.clipShape(Circle()))
    case .cornerRadius(let radius): AnyView(view.cornerRadius(radius))
    case .fixedSize: AnyView(view.fixedSize())
    case .layoutPriority(let value): AnyView(view.layoutPriority(value))
    case .alignmentGuide(let value): AnyView(view.alignmentGuide(.leading) { _ in value })
    case .lineLimit(let limit): AnyView(view.lineLimit(limit))
    case .fontSize(let size): AnyView(view.font(.system(size: size)))
    case .lineSpacing(let spacing): AnyView(view.lineSpacing(spacing))
    case .identifier(let identifier): AnyView(view.accessibilityIdentifier(identifier))
    case .label(let label): AnyView(view.accessibilityLabel(label))
    case .onTap: AnyView(FuzzTapToggle(content: view))
    case .id(let id): AnyView(view.id(id))
    case .hidden: AnyView(view.hidden())
    case .aspectRatio(let ratio): AnyView(view.aspectRatio(ratio, contentMode: .fit))
    case .foreground(let paint): AnyView(view.foregroundStyle(paint.style))
    case .bold: AnyView(view.bold())
    case .rightToLeft: AnyView(view.environment(\.layoutDirection, .rightToLeft))
    case .dynamicType(let size):
      AnyView(view.dynamicTypeSize(DynamicTypeSize.allCases[size % DynamicTypeSize.allCases.count]))
    case .scaleEffect(let factor): AnyView(view.scaleEffect(factor))
    case .rotation3D(let degrees):
      AnyView(view.rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0)))
    case .mask:
      AnyView(
        view.mask {
          LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
        })
    case .blurReplace: AnyView(view.transition(.blurReplace))
    case .trim(let end): AnyView(view.overlay(Circle().trim(from: 0, to: end).stroke(.red)))
    }
  }
}
