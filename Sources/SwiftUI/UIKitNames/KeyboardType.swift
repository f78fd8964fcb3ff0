extension View {
  /// Sets the keyboard a text field shows. Accepted: the hosts type with the real keyboard.
  ///
  /// - Parameter type: The kind of keyboard.
  /// - Returns: This view.
  @inlinable
  public consuming func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
