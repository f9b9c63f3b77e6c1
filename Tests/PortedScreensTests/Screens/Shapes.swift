import SwiftUI

struct Line: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
    return path
  }
}

struct Triangle: Shape {
  var inset: CGFloat = 0

  var animatableData: CGFloat {
    get { inset }
    set { inset = newValue }
  }

  func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: inset, dy: inset)
    return Path { p in
      p.move(to: CGPoint(x: r.midX, y: r.minY))
      p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
      p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
      p.closeSubpath()
    }
  }
}

struct Ring: View {
  var progress: Double

  var body: some View {
    ZStack {
      Circle()
        .stroke(Color.gray.opacity(0.2), lineWidth: 8)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
    }
    .frame(width: 64, height: 64)
  }
}

// MARK: - Previews (the #Preview below stacks the shapes)

/// The shapes, stacked.
#Preview("Shapes") {  // named, so that the gallery lists it as "Shapes"
  VStack(spacing: 16) {
    Triangle().fill(.orange).frame(width: 60, height: 50)
    Line().stroke(.secondary, lineWidth: 1).frame(height: 1)
    Ring(progress: 0.25)
  }
  .padding()
}
