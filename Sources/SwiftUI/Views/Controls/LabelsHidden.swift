extension View {
  /// Hides the labels of the controls in this view (a picker's, a toggle's, a slider's), as a
  /// control in a row beside its own text does.
  ///
  /// As on iOS, the label stays the control's accessibility label: the test host still finds the
  /// control by it. A menu-style picker with a hidden label is as wide as its value, and the
  /// terminal draws the value alone; the other controls still draw their labels.
  ///
  /// - Returns: A view whose controls hide their labels.
  @inlinable
  public consuming func labelsHidden() -> some View {
    modifier(ElementModifier.labelsHidden())
  }
}

struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the controls inside hide their labels.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func labelsHidden() -> ElementModifier {
    .environment(\.labelsHidden, true)
  }
}
