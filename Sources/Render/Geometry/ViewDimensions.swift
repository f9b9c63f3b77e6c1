import Foundation

/// A view's size and its alignment guides, in its own coordinate space.
///
/// Layouts read guides through the subscripts: `dimensions[.leading]`,
/// `dimensions[.firstTextBaseline]`. A guide the view sets explicitly (with `alignmentGuide`,
/// or a text baseline) wins over the guide's default value.
public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  private let explicit: ((AlignmentKey) -> CGFloat?)?

  /// Creates dimensions whose explicit guides come from `explicit`.
  package init(size: CGSize, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
    width = size.width
    height = size.height
    self.explicit = explicit
  }

  /// The view's size.
  package var size: CGSize { CGSize(width: width, height: height) }

  /// The value of a horizontal guide: its explicit value, or else its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.defaultValue(in: self)
  }

  /// The value of a vertical guide: its explicit value, or else its default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.defaultValue(in: self)
  }

  /// The explicit value of a horizontal guide, or `nil` when the view does not set it.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicit?(guide.key)
  }

  /// The explicit value of a vertical guide, or `nil` when the view does not set it.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicit?(guide.key)
  }

  /// The value of the guide with this key.
  package subscript(key: AlignmentKey) -> CGFloat {
    explicit?(key) ?? key.defaultValue(in: self)
  }
}

extension ViewDimensions: Equatable {
  /// Dimensions are equal when their sizes are; explicit guides are not compared.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }
}
