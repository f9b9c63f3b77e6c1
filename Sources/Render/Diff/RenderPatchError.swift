/// Why a list of patches could not apply to a render tree.
///
/// Patches apply to the tree they were computed from (``RenderTree/patches(from:)``); applied
/// to another tree, or edited by hand, one may name a node that is not there. Applying them
/// then stops with this error rather than skipping the patch, since a skipped patch would
/// leave an output that no longer matches the views.
public struct RenderPatchError: Error, CustomStringConvertible, Equatable {
  /// The patch that could not apply.
  public let patch: RenderPatch
  /// Why, in a few words.
  public let reason: String

  package init(_ patch: RenderPatch, _ reason: String) {
    self.patch = patch
    self.reason = reason
  }

  /// `The patch "remove 00ab…" removes a node that is not in the tree.`
  public var description: String {
    "The patch \"\(patch)\" \(reason)."
  }
}
