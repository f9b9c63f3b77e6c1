/// The direction in which leading and trailing run: left to right, or right to left.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Leading is on the left, as in English.
  case leftToRight
  /// Leading is on the right, as in Arabic and Hebrew.
  case rightToLeft
}
