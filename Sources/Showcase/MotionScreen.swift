import Widgets

/// An order card that a button opens with a spring: the steps fade and slide in, the
/// chevron turns, and the button below moves down with them. The gallery shows it as a
/// filmstrip on the virtual clock.
struct MotionScreen: View {
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Delivery")
        .font(.largeTitle.bold())

      VStack(alignment: .leading, spacing: 12) {
        HStack(spacing: 12) {
          Image(systemName: "square.and.arrow.down")
            .font(.title3)
            .foregroundStyle(.tint)
          Text("Order #2041")
            .font(.headline)
          Spacer()
          Image(systemName: "chevron.down")
            .rotationEffect(.degrees(isExpanded ? 180 : 0))
        }

        if isExpanded {
          VStack(alignment: .leading, spacing: 8) {
            Step(title: "Packed", isDone: true)
            Step(title: "Shipped", isDone: true)
            Step(title: "Out for delivery", isDone: false)
          }
          .transition(.opacity.combined(with: .move(edge: .top)))
        }
      }
      .padding(16)
      .background(
        .quaternary.opacity(0.6), in: RoundedRectangle(cornerRadius: 18, style: .continuous))

      Button(isExpanded ? "Hide details" : "Show details") {
        withAnimation(.spring(duration: 0.4, bounce: 0.2)) { isExpanded.toggle() }
      }
      .font(.headline)
      .accessibilityIdentifier("details")

      Spacer(minLength: 0)
    }
    .padding(20)
  }
}

/// One step of the order: a check when done, an empty circle when not.
private struct Step: View {
  let title: String
  let isDone: Bool

  var body: some View {
    HStack(spacing: 10) {
      Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
        .foregroundStyle(isDone ? Color.green : Color.secondary)
      Text(title)
        .foregroundStyle(isDone ? Color.primary : Color.secondary)
    }
  }
}
