extension View {
  /// Hides or shows the status bar.
  ///
  /// Accepted: the device chrome the hosts draw keeps its status bar.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
  @inlinable
  public consuming func statusBar(hidden: Bool) -> some View { self }

  /// Hides or shows the status bar.
  ///
  /// Accepted, as ``statusBar(hidden:)`` is.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  @inlinable
  public consuming func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Sets whether the system's overlays (the home indicator) show.
  ///
  /// - Parameter visibility: Their visibility.
  /// - Returns: The view, unchanged: the hosts draw no home indicator.
  @inlinable
  public consuming func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
