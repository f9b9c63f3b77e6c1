import Foundation

/// A value a view owns and changes: SwiftUI's `State`.
///
/// The value lives in the view's element, so it survives every evaluation of `body` and lasts
/// exactly as long as the view's identity: a view that leaves the tree, changes its explicit
/// `id` or switches branch starts again from its initial value. Writing it marks the view for
/// an update.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private let link = StateLink<Value>()

  /// Creates state with an initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
  }

  /// Creates state with an initial value.
  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The current value. Before the view is installed in a host, the initial value.
  @MainActor
  public var wrappedValue: Value {
    get { link.box?.value ?? initialValue }
    nonmutating set { link.set(newValue, wrapper: "State") }
  }

  /// A binding to the value.
  @MainActor
  public var projectedValue: Binding<Value> {
    guard let box = link.box else {
      RuntimeIssues.report(
        .misuse,
        "A binding to State was made outside of a view installed in a host; it is constant.",
        view: "State<\(Value.self)>")
      return .constant(initialValue)
    }
    return Binding(box: box)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state holding `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstallableProperty {
  func install(in element: Element, slot: inout Int, environment: EnvironmentValues) {
    link.install(initialValue, in: element, slot: &slot)
  }
}

/// Connects a `State` (or `FocusState`) value, rebuilt with every view value, to its
/// persistent box.
final class StateLink<Value> {
  var box: StateBox<Value>?

  /// Connects to the box in `slot` of `element`, made with `initialValue` the first time.
  @MainActor
  func install(_ initialValue: Value, in element: Element, slot: inout Int) {
    box = element.storage(at: slot) { StateBox(initialValue, element: element) }
    slot += 1
  }

  /// Writes `newValue` into the box; before the view is installed, reports the write (by
  /// `wrapper`, the property wrapper's name) and ignores it.
  @MainActor
  func set(_ newValue: Value, wrapper: String) {
    guard let box else {
      RuntimeIssues.report(
        .misuse,
        "\(wrapper) was written outside of a view installed in a host; the write was ignored.",
        view: "\(wrapper)<\(Value.self)>")
      return
    }
    box.set(newValue)
  }
}

/// Storage that can be retired when its element leaves the tree.
@MainActor
protocol StateStorage: AnyObject {
  /// The element left the tree: later writes are reported and ignored.
  func retire()
}

/// The persistent storage of one `State`.
@MainActor
final class StateBox<Value>: StateStorage {
  private(set) var value: Value
  private weak var element: Element?
  /// The host's session, to which misuse after the element left is reported.
  private weak var session: ResolveSession?
  private var isRetired = false
  private let viewName: String

  init(_ value: Value, element: Element) {
    self.value = value
    self.element = element
    session = element.session
    viewName = "State<\(Value.self)>"
  }

  /// Stores a new value and schedules the owner's update. Writing while a body is being
  /// evaluated is reported (SwiftUI calls it undefined behaviour) but still applied.
  func set(_ newValue: Value) {
    guard !isRetired, let element else {
      let diagnostic = Diagnostic(
        .misuse,
        "A binding was written after the view owning its state left the tree; the write was ignored.",
        view: viewName)
      if let session { session.reportLater(diagnostic) } else { RuntimeIssues.report(diagnostic) }
      return
    }
    if let session = element.session, session.bodyDepth > 0 {
      session.report(
        .misuse,
        "State was modified while a view's body was being evaluated; this causes another update.",
        view: viewName)
    }
    value = newValue
    element.markDirty()
    if let transaction = TransactionContext.current { element.session?.note(transaction) }
  }

  func retire() {
    isRetired = true
  }
}

/// Reports misuse that belongs to no host: state used before its view was installed, or
/// written after its host was released. Such an issue is printed to standard error once per
/// process, like SwiftUI's runtime warnings, and never lands in an unrelated host's
/// diagnostics; issues with a host go to that host's next update.
@MainActor
enum RuntimeIssues {
  /// The issues printed so far.
  private static var printed: Set<Diagnostic> = []

  /// Prints a misuse, once.
  static func report(_ kind: Diagnostic.Kind, _ message: String, view: String?) {
    report(Diagnostic(kind, message, view: view))
  }

  /// Prints a diagnostic, once.
  static func report(_ diagnostic: Diagnostic) {
    guard ViewHost.printsDiagnostics, printed.insert(diagnostic).inserted else { return }
    FileHandle.standardError.write(Data("[Galley] \(diagnostic)\n".utf8))
  }
}
