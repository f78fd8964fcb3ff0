/// Items of a navigation bar.
public enum NavigationBarItem {
  /// How a navigation title is shown.
  public enum TitleDisplayMode: Sendable, Hashable {
    /// Inherit from the previous screen; large at the root of a stack.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, below the bar.
    case large
  }
}
